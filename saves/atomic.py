"""Crash-safe file writes: a complete new file, or the old one untouched.

The data goes to a temporary file in the same folder (so the final rename
never crosses file systems), is flushed and fsynced, and only then replaces
the target with `os.replace`, which is atomic on POSIX and Windows. A crash or
kill at any moment leaves either the old file or the new one, never a mix;
at worst a stray temp file remains, and its name (leading dot, `.tmp`)
keeps it out of every listing.
"""

from __future__ import annotations

import os
import secrets
import sys
import time
from contextlib import suppress
from pathlib import Path
from typing import BinaryIO

from .locations import check_writable

TEMP_SUFFIX = ".tmp"


def temp_path_for(path: Path) -> Path:
    # pid + random part: two game windows saving the same file never share a temp file.
    return path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}")


def is_temp(path: Path) -> bool:
    return path.name.startswith(".") or path.name.endswith(TEMP_SUFFIX)


def _open_temp(path: Path) -> BinaryIO:
    # "x": never follow or reuse an existing file; a separate function so tests can inject faults.
    return open(path, "xb")


def _replace(src: Path, dst: Path) -> None:
    # On Windows a virus scanner or indexer may hold the target open for a moment
    # (PermissionError); a few short retries ride that out.
    attempts = 5 if sys.platform == "win32" else 1
    for attempt in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); best effort, Windows has no folder fsync."""
    if os.name != "posix":
        return
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_atomic(path: Path, data: bytes, sync: bool = True) -> None:
    """Replace `path` with `data` all at once. Raises OSError (or SaveError for a forbidden folder).

    sync False skips the fsyncs (still all or nothing when the program dies, not when the power
    goes): for a cache such as the save index, which is checked on every read and rebuilt."""
    folder = path.parent
    check_writable(path)
    folder.mkdir(parents=True, exist_ok=True)
    tmp = temp_path_for(path)
    try:
        with _open_temp(tmp) as f:
            f.write(data)
            f.flush()
            if sync:
                os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        # The temp file is ours and incomplete: remove it; the target was never touched.
        with suppress(OSError):
            tmp.unlink()
        raise
    if sync:
        _sync_folder(folder)
