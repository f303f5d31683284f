"""Everything that touches the disk: saves, autosaves, settings and where they live.

    store = SaveStore()                 # the user's saves folder
    store.autosave(session)             # after every action
    info = store.latest_unfinished()    # "Continue"
    session = store.load(info.path)     # SaveError(reason) if the file cannot be trusted

Modules: locations (folders), atomic (crash-safe writes), format (the file),
migrations (older schemas), store (slots, autosaves, the load list), index (the
saves' summaries the list reads), stats (statistics of the finished games;
`python -m saves.stats`), bench_index (their timing), settings, cli (--load:
`from saves.cli import load_for_cli`), errors.
Importing the package does no work: folders are looked up when used.
"""

from __future__ import annotations

from .errors import SaveError
from .settings import Settings, load_settings, save_settings
from .store import SaveInfo, SaveStore

__all__ = ["SaveError", "SaveInfo", "SaveStore", "Settings", "load_settings", "save_settings"]
