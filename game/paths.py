"""Where the game's bundled, read-only files are, from source and when frozen.

PyInstaller unpacks (one-folder build) next to the executable and exposes
that folder as `sys._MEIPASS`; from source the files sit at the repo root.
Nothing here writes anywhere: user files belong to `saves.locations` (`crash_log_dir` only names a folder).
"""

from __future__ import annotations

import os
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


def music_dir() -> Path:
    return resource_root() / "music"


APP_NAME = "KingdominoFamily"  # the platformdirs folder name, shared with saves.locations


def crash_log_dir() -> Path:
    """<data folder>/logs: saves.locations' folder (so KINGDOMINO_HOME moves it too)."""
    try:
        from saves.locations import data_dir

        return data_dir() / "logs"
    except Exception:  # the saves package may be the very thing that is broken
        pass
    home = os.environ.get("KINGDOMINO_HOME", "").strip()
    if home:
        return Path(home).expanduser() / "logs"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "logs"
