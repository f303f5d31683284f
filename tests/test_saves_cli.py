"""--load FILE: a good save loads; a bad one gives a one-line reason and exit status 2."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import Options, legal_actions
from game.session import Seat, Session
from saves import SaveError, SaveStore
from saves.cli import EXIT_BAD_SAVE, load_for_cli, main

GOLDEN = Path(__file__).resolve().parent / "golden"

BAD = {
    "empty": b"",
    "truncated": b'{"format": "kingdomino-family-save", "sch',
    "garbage": b"\x00\x01garbage",
    "wrong shape": b'{"format": "kingdomino-family-save", "schema": 2}',
    "newer": b'{"format": "kingdomino-family-save", "schema": 9}',
}


def a_save(folder: Path) -> tuple[Session, Path]:
    s = Session(Options(players=2), [Seat("Me", "red"), Seat("Bot", "blue", "ai", "hard")], seed=8)
    rnd = random.Random(8)
    for _ in range(9):
        s.play(rnd.choice(legal_actions(s.state)))
    return s, SaveStore(folder).save(s, "cli")


def test_load_for_cli_resumes_a_save(tmp_path: Path) -> None:
    s, path = a_save(tmp_path)
    back = load_for_cli(str(path))
    assert back.state == s.state and back.history == s.history and back.save_name == "cli"
    assert load_for_cli(GOLDEN / "save-v1.json").state.round == 6


@pytest.mark.parametrize("kind", list(BAD))
def test_load_for_cli_gives_a_one_line_reason(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(BAD[kind])
    with pytest.raises(SaveError) as e:
        load_for_cli(path)
    assert e.value.reason and "\n" not in e.value.reason
    assert path.read_bytes() == BAD[kind]


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="no such file"):
        load_for_cli(tmp_path / "nope.json")
    with pytest.raises(SaveError, match="not a regular file"):
        load_for_cli(tmp_path)


def test_main_exit_codes(tmp_path: Path, capsys) -> None:
    _, good = a_save(tmp_path)
    assert main([str(good)]) == 0
    assert "Me" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"{")
    assert main([str(bad)]) == EXIT_BAD_SAVE
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "truncated" in err


def run(args: list[str], repo_root: Path, script: list[str]) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(repo_root), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, *script, *args], env=env, capture_output=True, text=True,
                          timeout=60, cwd=repo_root)


@pytest.mark.parametrize("kind", ["truncated", "garbage", "newer"])
def test_command_line_bad_file_exits_2_without_traceback(tmp_path: Path, repo_root: Path, kind: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(BAD[kind])
    done = run([str(path)], repo_root, ["-m", "saves.cli"])
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr


@pytest.mark.skipif(not (Path(__file__).resolve().parent.parent / "main.py").exists(),
                    reason="main.py is not written yet")
@pytest.mark.parametrize("kind", ["truncated", "garbage", "newer"])
def test_main_py_load_bad_file_exits_2_with_one_line(tmp_path: Path, repo_root: Path, kind: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(BAD[kind])
    done = run(["--load", str(path)], repo_root, ["main.py"])
    assert done.returncode == 2, done.stderr
    output = (done.stdout + done.stderr).strip()
    assert len(output.splitlines()) == 1 and "Traceback" not in output
    assert path.read_bytes() == BAD[kind]
