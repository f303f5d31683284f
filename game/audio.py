"""Opening the sound device quietly.

Without a sound card, SDL's audio back-ends (ALSA, PulseAudio) write a dozen
lines of their own to the process's stderr while failing. The game plays on
silently then, so those lines are caught at the file-descriptor level and the
game writes one line of its own to its log instead, and only when the
situation changes (not again on every start).

    ok = init_mixer(log_dir)     # True when sounds can play
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pygame

LOG_NAME = "game.log"
SILENT = "sound: no sound device, the game plays silent"
BACK = "sound: a sound device is back"


@contextlib.contextmanager
def captured_stderr() -> Iterator[list[str]]:
    """Catch what C libraries write to file descriptor 2 (not only sys.stderr); yields a list
    that holds the caught text once the block ends."""
    out: list[str] = []
    fd = 2  # C libraries write to descriptor 2 whatever sys.stderr is
    try:
        saved = os.dup(fd)
    except OSError:  # no descriptor 2 at all (a windowed app): nothing to hide
        yield out
        return
    with tempfile.TemporaryFile() as sink:
        with contextlib.suppress(Exception):
            sys.stderr.flush()
        os.dup2(sink.fileno(), fd)
        try:
            yield out
        finally:
            with contextlib.suppress(Exception):
                sys.stderr.flush()
            os.dup2(saved, fd)
            os.close(saved)
            sink.seek(0)
            out.append(sink.read(64 * 1024).decode("utf-8", "replace"))


def init_mixer(log_dir: Path | None = None) -> bool:
    """Open the mixer without noise on the terminal; True when sound works.

    With `log_dir`, a change of situation (no sound device, or one back) is
    written to `log_dir/game.log` as one line.
    """
    if pygame.mixer.get_init():
        return True
    reason = ""
    with captured_stderr():
        try:
            pygame.mixer.init()
        except (pygame.error, NotImplementedError) as e:
            reason = str(e) or type(e).__name__
    ok = bool(pygame.mixer.get_init())
    if log_dir is not None:
        note(log_dir, BACK if ok else f"{SILENT} ({reason.strip() or 'unknown reason'})")
    return ok


def note(log_dir: Path, line: str) -> None:
    """Append `line` to the log unless the last sound line already says the same."""
    path = Path(log_dir) / LOG_NAME
    last = _last_sound_line(path)
    same = last is not None and last.split(" (")[0] == line.split(" (")[0]
    if same or (last is None and line == BACK):
        return
    with contextlib.suppress(OSError):  # a log that cannot be written is no reason to stop
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"{datetime.now().isoformat(timespec='seconds')} {line}\n")


def _last_sound_line(path: Path) -> str | None:
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            f.seek(max(0, f.tell() - 16 * 1024))
            tail = f.read().decode("utf-8", "replace")
    except OSError:
        return None
    lines = [ln.split(" ", 1)[1] for ln in tail.splitlines() if " sound: " in ln]
    return lines[-1] if lines else None
