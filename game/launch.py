"""The command line of `python main.py` (and of the packaged app), and the crash guard round it.

    launch = parse_args(sys.argv[1:])   # argparse: a bad argument exits 2 with a clear message
    code = run_guarded(launch)          # game.app.run, with failures turned into one line

Exit codes: 0 normal quit, 1 unexpected error (details in the crash log), 2 bad command
line or a save file that cannot be loaded, 130 interrupted (Ctrl+C).
Importing this module does nothing but define things: no pygame, no files.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import sys
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TextIO

from game.paths import crash_log_dir

PROG = "kingdomino"
CRASH_LOG = "crash.log"

# Windows can be tiny (the app clamps to its own minimum); these bounds only stop typos
# such as "1600x9000" or "16x9" from reaching SDL.
MIN_SIZE = (320, 200)
MAX_SIZE = (16384, 16384)
MAX_SEED = (1 << 64) - 1  # the engine's generator is 64-bit

EXIT_OK = 0
EXIT_CRASH = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

_SIZE_RE = re.compile(r"^\s*(\d{1,6})\s*[xX×]\s*(\d{1,6})\s*$")


@dataclass(frozen=True, slots=True)
class LaunchOptions:
    """What the player asked for on the command line; None means "use the saved setting"."""

    seed: int | None = None
    load: Path | None = None
    replay: Path | None = None  # a save watched again, read-only
    fullscreen: bool | None = None
    size: tuple[int, int] | None = None
    smoke: bool = False
    learn: str | None = None  # a rule set's name: open its lesson
    # When the OS started this process (time.time() scale), for the start-up timing figure;
    # not an option, so it takes no part in comparisons.
    started: float | None = field(default=None, compare=False)


def parse_size(text: str) -> tuple[int, int]:
    """'1600x900' -> (1600, 900); argparse turns the ArgumentTypeError into exit 2."""
    m = _SIZE_RE.match(text)
    if not m:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1600x900, got {text!r}")
    w, h = int(m.group(1)), int(m.group(2))
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError(f"{w}x{h} is too small (minimum {MIN_SIZE[0]}x{MIN_SIZE[1]})")
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(f"{w}x{h} is too large (maximum {MAX_SIZE[0]}x{MAX_SIZE[1]})")
    return (w, h)


def parse_seed(text: str) -> int:
    try:
        seed = int(text.strip(), 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be between 0 and {MAX_SEED}, got {seed}")
    return seed


def lesson_names() -> tuple[str, ...]:
    """The rule sets that have a lesson (their files are checked by a test)."""
    from game.lessons.script import available

    return available()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Kingdomino, Queendomino and Royal Wedding XXL at one screen, "
        "against the computer or hot-seat.",
        epilog="Saves, settings and crash logs live in the per-user folders of the system "
        "(or under $KINGDOMINO_HOME when it is set). Exit status: 0 ok, 1 unexpected error, "
        "2 bad command line or unreadable save.",
    )
    parser.add_argument(
        "--seed",
        type=parse_seed,
        metavar="N",
        help="start a new game at once, shuffled with this seed (same seed, same deal)",
    )
    parser.add_argument(
        "--load",
        type=Path,
        metavar="FILE",
        help="open this saved game (.json) instead of the title screen",
    )
    parser.add_argument(
        "--replay",
        type=Path,
        metavar="FILE",
        help="watch this saved game (.json) again, move by move, read-only "
        "(with --smoke: draw its last move and exit)",
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--fullscreen",
        dest="fullscreen",
        action="store_const",
        const=True,
        help="start in fullscreen (remembered setting otherwise)",
    )
    mode.add_argument(
        "--windowed",
        dest="fullscreen",
        action="store_const",
        const=False,
        help="start in a window (remembered setting otherwise)",
    )
    parser.add_argument(
        "--size",
        type=parse_size,
        metavar="WxH",
        help="window size in pixels, e.g. 1600x900",
    )
    parser.add_argument(
        "--learn",
        choices=lesson_names(),
        metavar="RULES",
        help=f"open the guided lesson of a rule set ({', '.join(lesson_names())}); "
        "it resumes where you stopped",
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="self-test: draw the title and one table frame of a seeded game, then exit "
        "(0 when everything worked, non-zero on any error)",
    )
    return parser


def parse_args(argv: Sequence[str] | None = None) -> LaunchOptions:
    parser = build_parser()
    ns = parser.parse_args(list(argv) if argv is not None else None)
    if ns.replay is not None and (ns.load is not None or ns.seed is not None):
        parser.error("--replay watches a save: it goes with neither --load nor --seed")
    return LaunchOptions(
        seed=ns.seed,
        load=ns.load,
        replay=ns.replay,
        fullscreen=ns.fullscreen,
        size=ns.size,
        smoke=ns.smoke,
        learn=ns.learn,
        started=process_start_time(),
    )


def process_age() -> float | None:
    """Seconds since the OS started this process (Linux), None where unknown.

    Counts the interpreter's (or the frozen bootloader's) own start-up, which a clock read
    in main.py would miss. Both ends are on the boot clock, so the figure is good to one
    clock tick (10 ms); /proc/stat's btime would only be good to a whole second.
    """
    try:
        stat = Path("/proc/self/stat").read_text()
        fields = stat[stat.rindex(")") + 2 :].split()
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: starttime, ticks after boot
        return max(0.0, time.clock_gettime(time.CLOCK_BOOTTIME) - started)
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def process_start_time() -> float | None:
    """time.time() at which this process started, None where unknown (game.app then guesses)."""
    age = process_age()
    return None if age is None else time.time() - age


# --- running, with failures turned into one line ------------------------------------------


def run_guarded(launch: LaunchOptions) -> int:
    """game.app.run(launch) for a player: no traceback on screen, the details in a log file.

    game.app.run loads a --load file through the saves package before opening a window and
    answers a bad one with its one-line reason and exit 2 itself; a SaveError that still
    escapes is treated the same way (the player's file, not our bug). Anything else
    unexpected goes to the crash log with its traceback.
    """
    try:
        from game import app  # inside the guard: a broken install is reported like any crash

        return int(app.run(launch) or 0)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except Exception as exc:
        reason = save_error_reason(exc)
        if reason is not None:
            # With --load it is that file's problem; otherwise a save could not be written.
            what = f"cannot load {launch.load}: " if launch.load is not None else ""
            if getattr(launch, "replay", None) is not None:
                what = f"cannot replay {launch.replay}: "
            show_error(f"{PROG}: {what}{reason}")
            return EXIT_USAGE
        log = write_crash_log(exc)
        where = f" (details in {log})" if log is not None else ""
        show_error(f"{PROG}: stopped by an unexpected error: {one_line(exc)}{where}")
        return EXIT_CRASH


def save_error_reason(exc: BaseException) -> str | None:
    """The one-line reason when `exc` is a saves.errors.SaveError, else None."""
    try:
        from saves.errors import SaveError
    except ImportError:
        return None
    if not isinstance(exc, SaveError):
        return None
    return one_line(getattr(exc, "reason", None) or exc)


def one_line(value: object) -> str:
    """Any message squeezed onto one short line (a reason may quote a whole bad file)."""
    text = str(value) if not isinstance(value, BaseException) else _exc_text(value)
    text = " ".join(text.split())
    return text if len(text) <= 300 else text[:297] + "..."


def _exc_text(exc: BaseException) -> str:
    msg = str(exc)
    return f"{type(exc).__name__}: {msg}" if msg else type(exc).__name__


def write_crash_log(exc: BaseException) -> Path | None:
    """Write the traceback and some context to the crash log; None when even that fails."""
    lines = [
        f"Kingdomino crash, {datetime.now().isoformat(timespec='seconds')}",
        f"argv: {sys.argv!r}",
        f"python: {sys.version.split()[0]} on {platform.platform()}",
        f"frozen: {bool(getattr(sys, 'frozen', False))}",
        "",
        "".join(traceback.format_exception(exc)).rstrip() + "\n",
    ]
    text = "\n".join(lines)
    try:
        folder = crash_log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / CRASH_LOG
        path.write_text(text, encoding="utf-8")
        return path
    except Exception:
        # Last resort: nowhere to write, so the traceback goes to stderr rather than being lost.
        _write(sys.stderr, text)
        return None


def show_error(message: str) -> None:
    """One line on stderr; a dialog as well when a frozen, windowed app has no console."""
    _write(sys.stderr, message + "\n")
    if getattr(sys, "frozen", False) and not _is_terminal(sys.stderr):
        _message_box(message)


def _write(stream: TextIO | None, text: str) -> None:
    # A windowed Windows build has sys.stderr = None: writing must never raise.
    if stream is None:
        return
    try:
        stream.write(text)
        stream.flush()
    except (OSError, ValueError):
        pass


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (OSError, ValueError):
        return False


def _message_box(message: str) -> None:
    # Double-clicked apps have no console to read; headless runs must not try to open one.
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen"):
        return
    try:
        import pygame

        pygame.display.message_box("Kingdomino", message, message_type="error")
    except Exception:
        pass
