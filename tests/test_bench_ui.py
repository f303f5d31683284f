"""The frame-time benchmark runs (its speed target is its own business, not a test's)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_bench_ui_runs_with_a_hard_search_thinking() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "-m", "game.bench_ui", "--frames", "40", "--hard-thinking"],
        capture_output=True, text=True, cwd=str(ROOT), env=env, timeout=300,
    )
    assert out.returncode in (0, 1), out.stderr  # 1: the speed target was missed, not a crash
    assert "a Hard search (1 s budget) ran on the AI worker's thread throughout" in out.stdout
    assert "dragging a ghost: median" in out.stdout


def test_bench_ui_runs_on_a_queendomino_table() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "-m", "game.bench_ui", "--rules", "queendomino", "--frames", "40"],
        capture_output=True, text=True, cwd=str(ROOT), env=env, timeout=300,
    )
    assert out.returncode in (0, 1), out.stderr  # 1: the speed target was missed, not a crash
    assert "table benchmark: queendomino" in out.stdout
    assert "dragging a building: median" in out.stdout and "p95" in out.stdout
