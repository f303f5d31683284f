"""game.app in a fresh process: smoke, --load errors, first-frame timing, run until quit.

`run` and `smoke` end with pygame.quit(), so they run in a subprocess, never
inside the test session's pygame.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = """
import sys
from pathlib import Path
from types import SimpleNamespace
import game.app as app
load = sys.argv[3] if sys.argv[3] != "-" else None
launch = SimpleNamespace(seed={seed}, load=Path(load) if load else None, fullscreen=None, size=(1024, 600))
sys.exit(getattr(app, sys.argv[1])(launch))
"""


def run_app(func: str, tmp_path: Path, load: str = "-", seed: int | None = None,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "PYTHONPATH": str(ROOT),
        **(env or {}),
    }
    full.pop("KINGDOMINO_HOME", None)
    code = SCRIPT.format(seed=repr(seed))
    return subprocess.run([sys.executable, "-c", code, func, "x", load], capture_output=True, text=True,
                          env=full, cwd=ROOT, timeout=120)


def test_smoke_passes_and_reports_timing(tmp_path: Path) -> None:
    r = run_app("smoke", tmp_path, env={"KINGDOMINO_STARTUP_TIMING": "1"})
    assert r.returncode == 0, r.stderr
    line = next(x for x in r.stdout.splitlines() if x.startswith("first_frame_seconds="))
    assert 0 < float(line.split("=")[1]) < 60


def test_load_of_a_bad_file_exits_2_with_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{ not a save", encoding="utf-8")
    for func in ("run", "smoke"):
        r = run_app(func, tmp_path, load=str(bad))
        assert r.returncode == 2, (func, r.stdout, r.stderr)
        lines = [x for x in r.stderr.splitlines() if "cannot load" in x]
        assert len(lines) == 1 and "bad.json" in lines[0]


def test_run_draws_a_first_frame_and_exits(tmp_path: Path) -> None:
    r = run_app("run", tmp_path, seed=5, env={"KINGDOMINO_STARTUP_TIMING": "exit"})
    assert r.returncode == 0, r.stderr
    assert "first_frame_seconds=" in r.stdout
    assert (tmp_path / "config").exists(), "settings are saved on the way out"


@pytest.mark.parametrize("func", ["run", "smoke"])
def test_load_of_a_good_save(tmp_path: Path, func: str) -> None:
    env = {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    make = (
        "from game.app import quick_session; from saves.store import SaveStore; "
        "print(SaveStore().save(quick_session(3, humans=2), 'x'))"
    )
    out = subprocess.run([sys.executable, "-c", make], capture_output=True, text=True, cwd=ROOT,
                         env={**os.environ, **env, "PYTHONPATH": str(ROOT)}, timeout=60)
    assert out.returncode == 0, out.stderr
    path = out.stdout.strip().splitlines()[-1]
    r = run_app(func, tmp_path, load=path, env={"KINGDOMINO_STARTUP_TIMING": "exit"})
    assert r.returncode == 0, r.stderr


def test_importing_the_app_does_no_work() -> None:
    code = "import sys, game.app, game.ui.context, game.ui.widgets, game.ui.assets; " \
           "import pygame; print(pygame.display.get_init(), 'saves.settings' in sys.modules)"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                       env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split()[-2:] == ["False", "False"]
