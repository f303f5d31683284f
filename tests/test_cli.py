"""The command line (main.py, game.launch) and the crash guard round the app."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
import types
from pathlib import Path

import pytest

from game.launch import (
    EXIT_CRASH,
    EXIT_INTERRUPTED,
    EXIT_USAGE,
    LaunchOptions,
    parse_args,
    run_guarded,
    show_error,
)

ROOT = Path(__file__).resolve().parent.parent
FLAGS = ("--help", "--seed", "--load", "--replay", "--fullscreen", "--windowed", "--size", "--smoke")


def has_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ImportError:
        return False


needs_app = pytest.mark.skipif(not has_module("game.app"), reason="game/app.py has not landed yet")
needs_saves_cli = pytest.mark.skipif(not has_module("saves.cli"), reason="saves/cli.py has not landed yet")


def run_main(
    *args: str, env_extra: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess:
    """`python main.py ARGS` headless, with the test's private user folders (see conftest)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONDONTWRITEBYTECODE="1")
    env.update(env_extra or {})
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def stderr_lines(result: subprocess.CompletedProcess) -> list[str]:
    return [line for line in result.stderr.splitlines() if line.strip()]


# --- parsing ---------------------------------------------------------------------------


def test_help_lists_every_flag() -> None:
    result = run_main("--help")
    assert result.returncode == 0, result.stderr
    for flag in FLAGS:
        assert flag in result.stdout, f"{flag} missing from --help"
    assert "WxH" in result.stdout and "FILE" in result.stdout


def test_defaults() -> None:
    assert parse_args([]) == LaunchOptions(seed=None, load=None, fullscreen=None, size=None, smoke=False)


def test_every_option_parses() -> None:
    launch = parse_args(
        ["--seed", "42", "--load", "game.json", "--fullscreen", "--size", "1600x900", "--smoke"]
    )
    assert launch.seed == 42
    assert launch.load == Path("game.json")
    assert launch.fullscreen is True
    assert launch.size == (1600, 900)
    assert launch.smoke is True
    assert parse_args(["--windowed"]).fullscreen is False
    assert parse_args(["--size", "1280X720"]).size == (1280, 720)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process start time is read from /proc")
def test_launch_carries_the_process_start_time() -> None:
    # game.app times the first frame from this; it must be now-ish, not a second off
    started = parse_args([]).started
    assert started is not None and 0 <= time.time() - started < 3600


@pytest.mark.parametrize(
    "size",
    ["abc", "1600", "1600x", "x900", "1600*900", "16x9", "0x0", "-1600x900", "99999x900", "1600x900x2"],
)
def test_bad_size_is_rejected(size: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(["--size", size])
    assert exit_info.value.code == EXIT_USAGE
    err = capsys.readouterr().err
    assert "--size" in err and "Traceback" not in err


@pytest.mark.parametrize("seed", ["x", "1.5", "-3", str(1 << 64)])
def test_bad_seed_is_rejected(seed: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(["--seed", seed])
    assert exit_info.value.code == EXIT_USAGE
    assert "--seed" in capsys.readouterr().err


def test_fullscreen_and_windowed_exclude_each_other(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(["--fullscreen", "--windowed"])
    assert exit_info.value.code == EXIT_USAGE
    assert "not allowed" in capsys.readouterr().err


def test_bad_size_from_the_real_command_line() -> None:
    result = run_main("--size", "big")
    assert result.returncode == EXIT_USAGE
    assert "--size" in result.stderr and "Traceback" not in result.stderr


def test_importing_main_does_no_work() -> None:
    code = (
        "import sys; import main; "
        "heavy = [m for m in ('pygame', 'game.app', 'game.launch', 'saves') if m in sys.modules]; "
        "print(heavy)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
    assert result.stderr == ""


# --- loading a save from the command line ----------------------------------------------


@needs_saves_cli
@pytest.mark.parametrize(
    "content",
    [b'{"this is": not a save', b"", b"\x00\xff garbage", b'{"format": "something-else"}', b"[1, 2]"],
)
def test_load_of_a_bad_file_exits_2_with_one_line(tmp_path: Path, content: bytes) -> None:
    bad = tmp_path / "garbage.json"
    bad.write_bytes(content)
    result = run_main("--load", str(bad))
    assert result.returncode == EXIT_USAGE, result.stderr
    lines = stderr_lines(result)
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert "garbage.json" in lines[0]


@needs_saves_cli
def test_load_of_a_missing_file_exits_2_with_one_line(tmp_path: Path) -> None:
    result = run_main("--load", str(tmp_path / "nowhere.json"))
    assert result.returncode == EXIT_USAGE
    assert len(stderr_lines(result)) == 1 and "Traceback" not in result.stderr


# --- the crash guard (with a stand-in app, so it runs before game.app lands) ------------


@pytest.fixture
def fake_app(monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    """A `game.app` whose run() the test decides; the real one (if any) is left alone."""
    import game

    module = types.ModuleType("game.app")
    module.smoke = lambda launch: 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.app", module)
    monkeypatch.setattr(game, "app", module, raising=False)
    return module


def test_guard_passes_the_exit_code_through(fake_app: types.ModuleType) -> None:
    seen: list[LaunchOptions] = []
    fake_app.run = lambda launch: seen.append(launch) or 0  # type: ignore[attr-defined]
    launch = LaunchOptions(seed=5)
    assert run_guarded(launch) == 0
    assert seen == [launch]


def test_unexpected_error_is_logged_and_shown_on_one_line(
    fake_app: types.ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    def boom(launch: LaunchOptions) -> int:
        raise RuntimeError("the table fell over\nsecond line")

    fake_app.run = boom  # type: ignore[attr-defined]
    assert run_guarded(LaunchOptions()) == EXIT_CRASH
    err = capsys.readouterr().err
    assert len([line for line in err.splitlines() if line.strip()]) == 1
    assert "Traceback" not in err and "the table fell over" in err
    log = Path(os.environ["XDG_DATA_HOME"]) / "KingdominoFamily" / "logs" / "crash.log"
    assert str(log) in err
    text = log.read_text(encoding="utf-8")
    assert "Traceback" in text and "RuntimeError: the table fell over" in text and "in boom" in text


def test_crash_log_follows_kingdomino_home(
    fake_app: types.ModuleType,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("KINGDOMINO_HOME", str(tmp_path / "portable"))
    fake_app.run = lambda launch: 1 / 0  # type: ignore[attr-defined]
    assert run_guarded(LaunchOptions()) == EXIT_CRASH
    assert "ZeroDivisionError" in (tmp_path / "portable" / "logs" / "crash.log").read_text(encoding="utf-8")
    capsys.readouterr()


@needs_saves_cli
def test_save_error_from_the_app_is_a_one_line_exit_2(
    fake_app: types.ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    from saves.errors import SaveError

    def refuse(launch: LaunchOptions) -> int:
        raise SaveError("written by a newer version of the game")

    fake_app.run = refuse  # type: ignore[attr-defined]
    assert run_guarded(LaunchOptions(load=Path("old.json"))) == EXIT_USAGE
    err = capsys.readouterr().err
    assert err.strip() == "kingdomino: cannot load old.json: written by a newer version of the game"
    assert run_guarded(LaunchOptions()) == EXIT_USAGE
    assert capsys.readouterr().err.strip() == "kingdomino: written by a newer version of the game"


def test_ctrl_c_is_a_quiet_exit(fake_app: types.ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(launch: LaunchOptions) -> int:
        raise KeyboardInterrupt

    fake_app.run = interrupted  # type: ignore[attr-defined]
    assert run_guarded(LaunchOptions()) == EXIT_INTERRUPTED
    assert capsys.readouterr().err == ""


def test_show_error_survives_a_missing_stderr(monkeypatch: pytest.MonkeyPatch) -> None:
    # A windowed Windows build runs with sys.stderr = None.
    monkeypatch.setattr(sys, "stderr", None)
    show_error("still fine")


# --- the real app ----------------------------------------------------------------------


@needs_app
def test_smoke_exits_0_from_source() -> None:
    result = run_main("--smoke", "--seed", "11")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
