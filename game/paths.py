"""Where the game's bundled, read-only files are, from source and when frozen.

PyInstaller unpacks (one-folder build) next to the executable and exposes
that folder as `sys._MEIPASS`; from source the files sit at the repo root.
Nothing here writes anywhere: user files belong to `saves.locations`.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        return Path(sys._MEIPASS)
    return Path(__file__).resolve().parent.parent


def sprites_dir() -> Path:
    return resource_root() / "sprites"


def maps_dir() -> Path:
    return resource_root() / "maps"
