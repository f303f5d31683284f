"""How long the game takes to show its first frame, from source and frozen.

    python -m game.startup_time                                   # source, 5 runs
    python -m game.startup_time --frozen dist/Kingdomino/Kingdomino --runs 10
    python -m game.startup_time --frozen dist/Kingdomino/Kingdomino --check   # exit 1 if slow

Each run starts the program as a fresh process (`--smoke`, headless: dummy SDL drivers,
user folders in a temporary directory) with KINGDOMINO_STARTUP_TIMING=1, which makes the game
print the time from process start to its first drawn frame. Three figures per target:
  reported   what the game printed (its own clock, from process start);
  observed   from just before the process was spawned to the moment that line arrived;
  wall       the whole subprocess, start to exit (smoke draws two frames, then quits).
Targets on the reference machine (2 cores): under 1 s from source, under 2 s frozen.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

TIMING_ENV = "KINGDOMINO_STARTUP_TIMING"
TARGETS = {"source": 1.0, "frozen": 2.0}  # seconds to the first frame (reported figure)
ROOT = Path(__file__).resolve().parent.parent

# The game's timing line: the words "startup"/"start-up"/"first frame" and a duration.
_LINE_RE = re.compile(r"start-?up|first[ _-]frame", re.IGNORECASE)
_NUM_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(ms|s)?\b")


@dataclass(slots=True)
class Run:
    reported: float | None  # seconds, from the game's own line; None if it printed none
    observed: float | None  # seconds, spawn -> timing line read
    wall: float  # seconds, spawn -> exit
    code: int
    stderr: str = ""


@dataclass(slots=True)
class Target:
    name: str  # "source" or "frozen"
    command: list[str]
    runs: list[Run] = field(default_factory=list)


def parse_timing(line: str) -> float | None:
    """Seconds from a timing line such as 'startup: first frame after 0.512 s' (or '512 ms')."""
    if not _LINE_RE.search(line):
        return None
    numbers = _NUM_RE.findall(line)
    if not numbers:
        return None
    # Prefer a number with a unit; a bare number counts as seconds.
    value, unit = next(((v, u) for v, u in numbers if u), numbers[-1])
    return float(value) / 1000.0 if unit == "ms" else float(value)


def child_env(user_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        {
            TIMING_ENV: "1",
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
            "PYTHONUNBUFFERED": "1",  # the timing line must arrive when printed, not at exit
            "XDG_DATA_HOME": str(user_dir / "data"),
            "XDG_CONFIG_HOME": str(user_dir / "config"),
            "XDG_STATE_HOME": str(user_dir / "state"),
            "XDG_CACHE_HOME": str(user_dir / "cache"),
        }
    )
    env.pop("KINGDOMINO_HOME", None)
    return env


def run_once(command: Sequence[str], env: dict[str, str], timeout: float) -> Run:
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(
            list(command), stdout=subprocess.PIPE, stderr=err, env=env, cwd=ROOT, text=True
        )
        timer = threading.Timer(timeout, proc.kill)  # a hung game must not hang the measurement
        timer.start()
        reported = observed = None
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                if reported is None:
                    reported = parse_timing(line)
                    if reported is not None:
                        observed = time.perf_counter() - start
            code = proc.wait()
        finally:
            timer.cancel()
        wall = time.perf_counter() - start
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    return Run(reported, observed, wall, code, stderr)


def summary(values: Sequence[float]) -> str:
    if not values:
        return "n/a"
    return f"median {statistics.median(values):6.3f} s   min {min(values):6.3f} s   max {max(values):6.3f} s"


def report(target: Target) -> list[str]:
    ok = [r for r in target.runs if r.code == 0]
    lines = [f"{target.name}: {' '.join(target.command)}  ({len(ok)}/{len(target.runs)} runs ok)"]
    lines.append(
        "  first frame, reported by the game:  " + summary([r.reported for r in ok if r.reported is not None])
    )
    lines.append(
        "  first frame, observed from outside: " + summary([r.observed for r in ok if r.observed is not None])
    )
    lines.append("  whole process (wall):               " + summary([r.wall for r in ok]))
    return lines


def median_first_frame(target: Target) -> float | None:
    """The figure judged against the target: the game's own, else the one seen from outside."""
    ok = [r for r in target.runs if r.code == 0]
    for values in ([r.reported for r in ok], [r.observed for r in ok]):
        known = [v for v in values if v is not None]
        if known:
            return statistics.median(known)
    return None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game.startup_time",
        description="Time from process start to the game's first drawn frame, from source and frozen.",
    )
    parser.add_argument(
        "--frozen", type=Path, metavar="EXE", help="also time this built app, e.g. dist/Kingdomino/Kingdomino"
    )
    parser.add_argument("--runs", type=int, default=5, metavar="N", help="runs per target (default 5)")
    parser.add_argument("--no-source", action="store_true", help="skip the from-source runs")
    parser.add_argument(
        "--timeout", type=float, default=60.0, metavar="S", help="kill a run after S seconds (default 60)"
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="exit 1 when a median misses its "
        f"target ({TARGETS['source']:g} s source, {TARGETS['frozen']:g} s frozen)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.runs < 1:
        build_parser().error("--runs must be at least 1")
    targets: list[Target] = []
    if not args.no_source:
        targets.append(Target("source", [sys.executable, str(ROOT / "main.py"), "--smoke"]))
    if args.frozen is not None:
        exe = args.frozen.resolve()
        if not exe.is_file():
            build_parser().error(f"--frozen: {args.frozen} is not a file (build it first)")
        targets.append(Target("frozen", [str(exe), "--smoke"]))
    if not targets:
        build_parser().error("nothing to time: give --frozen or drop --no-source")

    status = 0
    with tempfile.TemporaryDirectory(prefix="kingdomino-startup-") as tmp:
        env = child_env(Path(tmp))
        for target in targets:
            run_once(target.command, env, args.timeout)  # warm-up: file cache, first-run settings
            target.runs = [run_once(target.command, env, args.timeout) for _ in range(args.runs)]
            print("\n".join(report(target)), flush=True)
            failed = [r for r in target.runs if r.code != 0]
            if failed:
                status = 1
                print(f"  {len(failed)} run(s) failed; last stderr:\n{failed[-1].stderr.rstrip()}")
            elif all(r.reported is None for r in target.runs):
                print(f"  the game printed no timing line (is {TIMING_ENV} supported by game.app?)")
            median = median_first_frame(target)
            limit = TARGETS[target.name]
            if median is not None:
                verdict = "OK" if median < limit else "SLOW"
                print(f"  target: first frame under {limit:g} s -> {verdict}")
                if verdict == "SLOW" and args.check:
                    status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
