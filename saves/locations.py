"""Where the game keeps its files: the user's data and config folders.

Everything is computed when called, never at import, so tests (and a player
who changes the environment) can redirect the folders: platformdirs honours
XDG_DATA_HOME / XDG_CONFIG_HOME on Linux, and KINGDOMINO_HOME points the
whole game at one folder for portable use (a USB stick, a shared machine).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

from .errors import SaveError

APP_NAME = "KingdominoFamily"
HOME_ENV = "KINGDOMINO_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    # An empty variable counts as unset: `KINGDOMINO_HOME= game` must not mean "the current folder".
    return Path(value).expanduser().absolute() if value else None


def data_dir() -> Path:
    """The folder for the game's data (saves live in its `saves` subfolder)."""
    home = _home()
    if home is not None:
        return home
    # appauthor=False: otherwise Windows nests the folder twice (KingdominoFamily\KingdominoFamily).
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def config_dir() -> Path:
    """The folder for settings: the user's config folder, or $KINGDOMINO_HOME/config."""
    home = _home()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def program_dirs() -> list[Path]:
    """The folders the program itself lives in (source tree, or the frozen build's folders).

    A folder that holds the user's own data or config folder is left out: an
    executable dropped straight into the home folder must not forbid every save.
    """
    dirs = [Path(__file__).resolve().parent.parent]
    if getattr(sys, "frozen", False):
        dirs.append(Path(sys.executable).resolve().parent)
        bundle = getattr(sys, "_MEIPASS", None)
        if bundle:
            dirs.append(Path(bundle).resolve())
    user = [Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)).resolve(),
            Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)).resolve()]
    return [d for d in dirs if not any(d == u or d in u.parents for u in user)]


def check_writable(path: Path) -> None:
    """Refuse to write inside the program's own folder.

    The program folder may be read-only, shared between users, or replaced
    wholesale by an update; a save written there would be lost or would fail.
    """
    target = path.resolve()
    for folder in program_dirs():
        if target == folder or folder in target.parents:
            raise SaveError(f"refusing to write inside the program folder ({folder}); "
                            f"point {HOME_ENV} at another folder")


def pictures_dir() -> Path:
    """Where a shared picture of the results goes: $KINGDOMINO_HOME/pictures when set (portable
    use keeps everything together), else a Kingdomino folder in the user's pictures folder, or
    the data folder's `pictures` when the system has no pictures folder."""
    home = _home()
    if home is not None:
        return home / "pictures"
    try:
        pictures = Path(platformdirs.user_pictures_dir())
    except Exception:  # some systems name none; the data folder always exists or can
        pictures = None
    if pictures is not None and pictures.is_dir():
        return pictures / "Kingdomino"
    return data_dir() / "pictures"
