"""The save index: a small summary of every save file, so listing needs no replay.

    saves/index/finished.json   {"format": ..., "version": 1, "game_version": ..., "files": {
                                   "autosave/2026...json": {"stat": [size, mtime_ns, inode],
                                                            "info": {...}, "record": {...}}}}
    saves/index/live.json       the same for the other files (games going on, unreadable files)

Reading a save means replaying its whole history (milliseconds each, seconds for a
thousand); the index keeps what the load list, Continue and the statistics need. It is
only ever a cache: an entry counts while its file has the same size and modification
time, else the file is read again; a missing, unreadable or older index is rebuilt from
the files. It lives in its own folder so no listing takes it for a save, and it is
written atomically; if it cannot be written the game reads the files, only slower.

It is two files because the table autosaves after every move: that rewrites only the small
live part (a few games at most), while the finished games' part, which grows with every game
ever played, is rewritten when a game ends or a save is deleted.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game.engine import VERSION

from .atomic import write_atomic
from .errors import SaveError
from .format import MAX_BYTES, parse, read_bytes

JSON = dict[str, Any]
INDEX_FOLDER = "index"
PARTS = ("finished", "live")
INDEX_FORMAT = "kingdomino-family-save-index"
# Bumped when an entry's meaning changes: an index of another version is rebuilt, never read.
# 2: a team's kingdom is listed by both its names ("Ada & Yves"), not its first member's.
INDEX_VERSION = 2

Stat = tuple[int, int, int]


def stat_key(path: Path) -> Stat:
    """What an entry is checked against: a rewritten file changes its size or time, and a save
    written by os.replace is a new file (a new inode) even within one tick of a coarse clock,
    so an entry never outlives its file's content. OSError if the file is gone."""
    st = os.stat(path)
    return (st.st_size, st.st_mtime_ns, st.st_ino)


class SaveIndex:
    """The entries of one saves folder, keyed by the file's path relative to the folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._root = str(folder) + os.sep
        self.entries: dict[str, JSON] = {}
        self.changed: set[str] = set()  # the parts to write
        for part in PARTS:
            self._read(part)

    def path(self, part: str) -> Path:
        return self.folder / INDEX_FOLDER / f"{part}.json"

    def name_of(self, file: Path) -> str:
        # string work, not Path.relative_to: this runs for every file each time the list opens
        text, root = str(file), self._root
        if text.startswith(root):
            return text[len(root):].replace(os.sep, "/")
        return file.as_posix()

    def _read(self, part: str) -> None:
        try:
            doc = parse(read_bytes(self.path(part), MAX_BYTES))
        except SaveError:  # none yet, or damaged: it is rebuilt from the files
            return
        # An index of another release is kept while its entries mean the same (INDEX_VERSION):
        # an unchanged save keeps its summary across releases (its scores are promised to stay),
        # and rebuilding 1,000 summaries on the first start after an upgrade froze the title ~30 s.
        if (doc.get("format"), doc.get("version")) != (INDEX_FORMAT, INDEX_VERSION):
            return  # another layout of entries: what it says may mean something else
        files = doc.get("files")
        if not isinstance(files, dict):
            return
        for name, entry in files.items():
            if _entry_ok(entry) and _part(entry) == part:
                self.entries[name] = entry

    def get(self, file: Path, key: Stat) -> JSON | None:
        """The entry for `file` if it was made from the file as it is now."""
        entry = self.entries.get(self.name_of(file))
        if entry is None or tuple(entry["stat"]) != key:
            return None
        return entry

    def put(self, file: Path, key: Stat, info: JSON, record: JSON | None) -> None:
        name = self.name_of(file)
        self.drop(file)  # a game that just finished moves from one part to the other
        entry = {"stat": list(key), "info": info, "record": record}
        self.entries[name] = entry
        self.changed.add(_part(entry))

    def drop(self, file: Path) -> None:
        entry = self.entries.pop(self.name_of(file), None)
        if entry is not None:
            self.changed.add(_part(entry))

    def keep_only(self, names: set[str]) -> None:
        """Forget the entries of files that are gone."""
        for name in [n for n in self.entries if n not in names]:
            self.changed.add(_part(self.entries.pop(name)))

    def write(self) -> bool:
        """Write the parts that changed; False when one could not be (the files still hold all)."""
        ok = True
        for part in sorted(self.changed):
            files = {n: e for n, e in self.entries.items() if _part(e) == part}
            doc = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "game_version": VERSION,
                   "files": files}
            data = json.dumps(doc, separators=(",", ":"), ensure_ascii=True).encode("ascii")
            try:
                write_atomic(self.path(part), data, sync=False)  # checked on every read: no fsync
            except (OSError, SaveError):
                ok = False
                continue
            self.changed.discard(part)
        return ok


def _part(entry: JSON) -> str:
    return "finished" if entry["record"] is not None else "live"


def _entry_ok(entry: object) -> bool:
    if not isinstance(entry, dict) or set(entry) != {"stat", "info", "record"}:
        return False
    stat = entry["stat"]
    return (isinstance(stat, list) and len(stat) == 3 and all(type(n) is int for n in stat)
            and isinstance(entry["info"], dict)
            and (entry["record"] is None or isinstance(entry["record"], dict)))
