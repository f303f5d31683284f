"""The saves folder: named slots, one autosave per game, the load list.

    saves/                      saves_dir(), or a folder given to SaveStore
      sunday-3f2a1c.json        a named slot (file name from the slot name)
      autosave/
        20261130-052333-9c1e77aa.json   the autosave of one game (its game id)

Files the store cannot read are listed with ok=False and a reason, and are
never modified, moved or deleted by it; only `delete`, which the player asks
for, removes a file. A file holding a finished game's result is never overwritten.

Nothing prunes autosaves: each is the only copy of its game's line of play or a finished
result, a few kilobytes, and the load list marks an earlier save of a game that went on;
a file the player did not ask to delete stays.

When many files lack a summary (the index missing or damaged: a second's reading per 40
games), `ready()` reads them in a thread (saves/rebuild.py) and says False until it ends;
the screens show that they are reading and fill in then, instead of freezing the window.
"""

from __future__ import annotations

import builtins  # SaveStore.list shadows the type inside the class
import contextlib
import hashlib
import logging
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, datetime
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from game.engine import VERSION
from game.i18n import _
from game.session import SAVE_NAME_MAX, Session, new_game_id, now_iso, parse_time

from .atomic import is_temp, write_atomic
from .errors import SaveError, one_line
from .format import document, encode_document, load_file, parse, read_bytes
from .index import SaveIndex, Stat, stat_key
from .locations import saves_dir
from .rebuild import IndexRebuild
from .record import record_of

AUTOSAVE_FOLDER = "autosave"
MAX_NAME = SAVE_NAME_MAX
# Files a listing reads (and replays) itself, a few hundredths of a second each; more are read
# in the background while the screens say so.
READ_NOW = 12

log = logging.getLogger(__name__)
EVERY = 10  # files read between two progress messages of the background reading


@dataclass(frozen=True)
class SaveInfo:
    """One line of the load list.

    For an unreadable file (ok False) only path, name, reason, kind and updated
    (the file's modification time) mean anything.
    """

    path: Path
    name: str
    ok: bool
    reason: str = ""
    rules: str = ""
    players: list[str] = field(default_factory=list)
    round: int = 0
    scores: list[int] = field(default_factory=list)
    created: str = ""
    updated: str = ""
    finished: bool = False
    kind: str = "slot"  # "autosave" | "slot"
    game_id: str = ""
    game: int = 1  # the game of a Dynasty being played (1 for a single game)
    games: int = 1
    options: list[str] = field(default_factory=list)  # variants switched on, for display
    # A digest of the action history: two saves of one game with the same digest are
    # the same position, so loading either cannot lose the other's progress.
    history_key: str = ""


def clean_name(name: str) -> str:
    """A slot name as stored: control characters dropped, spaces collapsed; SaveError if empty or too long."""
    text = "".join(ch for ch in str(name) if unicodedata.category(ch)[0] != "C")
    text = " ".join(text.split())
    if not text:
        raise SaveError("a save needs a name")
    if len(text) > MAX_NAME:
        raise SaveError(f"a save name has at most {MAX_NAME} characters")
    return text


def slot_file_name(name: str) -> str:
    """A file name for a slot that is safe on every file system.

    The readable part keeps ASCII letters and digits; the hash of the
    case-folded name keeps apart names that read the same once cut down
    ("Ann's game" / "Anns game", or two names in another script), while names
    differing only in case share a file, as they would on Windows or macOS.
    The hash suffix also means a name never ends up as a name Windows
    reserves ("con.json"), nor ends in a dot or space.
    """
    name = clean_name(name)
    ascii_text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:40].strip("-") or "save"
    digest = hashlib.sha256(name.casefold().encode("utf-8", "surrogatepass")).hexdigest()[:6]
    return f"{slug}-{digest}.json"


def _iso_from_timestamp(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="milliseconds")


class SaveStore:
    """Saving, autosaving, listing, loading and deleting games in one folder."""

    def __init__(self, folder: Path | None = None) -> None:
        # None: saves_dir(), looked up on each use so a changed environment is followed.
        self._folder = Path(folder) if folder is not None else None
        # The summaries of the files (saves/index.py), read on first use: an unchanged file
        # (same size, mtime and inode) is listed from it, so the list costs a stat() per file.
        self._index: SaveIndex | None = None
        self._rebuild: IndexRebuild | None = None

    def index(self) -> SaveIndex:
        """The index of the current folder (read again if the folder changed)."""
        folder = self.folder
        if self._index is None or self._index.folder != folder:
            self._index = SaveIndex(folder)
        return self._index

    def unread(self) -> list[Path]:
        """The files the index holds no current summary of: what listing would read and replay."""
        return [p for p in self._files() if self._indexed(p) is None]

    def ready(self) -> bool:
        """True when listing reads at most a few files; else starts reading them in the background
        (once) and says False until that ends, when the index it built becomes this store's."""
        if self._rebuild is not None:
            if not self._rebuild.finished():
                return False
            done, self._rebuild = self._rebuild, None
            if done.folder == self.folder and done.index is not None:
                self._index = done.index
                return True  # what it could not read, listing reads itself: never a loop of readings
        if len(self.unread()) <= READ_NOW:
            return True
        self._rebuild = IndexRebuild(self.folder, read_folder, read_here)
        self._rebuild.start()
        return False

    def finish_reading(self) -> None:
        """Wait for a background reading to end (the command-line tools, tests); `ready()` then
        takes its index."""
        if self._rebuild is not None:
            self._rebuild.join()

    def reading(self) -> tuple[int, int] | None:
        """(files read, files to read) while a background reading is under way; None once it
        has ended (`ready()` then takes what it read) or when there is none."""
        if self._rebuild is None or self._rebuild.finished():
            return None
        return self._rebuild.progress()

    @property
    def folder(self) -> Path:
        return self._folder if self._folder is not None else saves_dir()

    @property
    def autosave_folder(self) -> Path:
        return self.folder / AUTOSAVE_FOLDER

    # -- paths ------------------------------------------------------------------
    def slot_path(self, name: str) -> Path:
        """Where a slot of this name lives (the UI may check .exists() to ask before overwriting)."""
        return self.folder / slot_file_name(name)

    def autosave_path(self, session: Session) -> Path:
        return self.autosave_folder / f"{session.game_id}.json"

    def _kind(self, path: Path) -> str:
        return "autosave" if path.parent.name == AUTOSAVE_FOLDER else "slot"

    def _files(self) -> Iterator[Path]:
        for folder in (self.folder, self.autosave_folder):
            try:
                entries = list(folder.iterdir())
            except OSError:  # missing folder (nothing saved yet) or unreadable: nothing to list
                continue
            for p in entries:
                if p.suffix.lower() == ".json" and not is_temp(p):
                    yield p

    # -- writing ----------------------------------------------------------------
    def _write(self, path: Path, session: Session) -> None:
        _keep_result(path, session)
        doc = document(session)  # its summary serves the index too: scores are not counted twice
        try:
            write_atomic(path, encode_document(doc))
        except OSError as e:
            raise SaveError(f"could not save {path.name}: {e.strerror or e}") from None
        try:
            key = stat_key(path)
        except OSError:  # gone already (another window deleted it): nothing to index
            return
        self._remember(path, key, _info_of(path, session, self._kind(path), doc), session)
        self.index().write()

    def _remember(self, path: Path, key: Stat, info: SaveInfo, session: Session | None) -> None:
        try:
            record = record_of(session) if session is not None else None
        except Exception as e:  # the save itself is written; the statistics say one is missing
            log.warning("the statistics record of %s could not be built", path, exc_info=True)
            record = {"error": one_line(f"{type(e).__name__}: {e}"), "game_version": VERSION}
        self.index().put(path, key, _info_json(info), record)

    def keeps_result(self, session: Session, name: str) -> str | None:
        """Why saving `session` as `name` would be refused for the finished result the slot
        holds (so the save screen can say it before asking to replace), or None."""
        try:
            _keep_result(self.slot_path(name), session)
        except SaveError as e:
            return e.reason
        return None

    def save(self, session: Session, name: str | None = None) -> Path:
        """Save to the named slot (overwriting it); name None = session.save_name or a new name.

        Refuses to overwrite a file there that is not a readable save: it may be
        something the player wants back.
        """
        if name is None or not str(name).strip():
            name = session.save_name or f"Game {datetime.now():%Y-%m-%d %H.%M.%S}"
        name = clean_name(name)
        path = self.slot_path(name)
        if path.exists():
            try:
                load_file(path)
            except SaveError as e:
                raise SaveError(
                    f"not overwriting {path.name}, which is not a readable save ({e.reason})"
                ) from None
        previous = session.save_name, session.updated
        session.save_name = name
        session.updated = now_iso()  # "updated" = last played or saved: the list sorts on it
        try:
            self._write(path, session)
        except SaveError:
            session.save_name, session.updated = previous
            raise
        return path

    def autosave(self, session: Session) -> Path:
        """Write the game's autosave (one file per game id), atomically. Call after every action and undo."""
        path = self.autosave_path(session)
        self._write(path, session)
        return path

    # -- reading ----------------------------------------------------------------
    def load(self, path: Path | str) -> Session:
        """The session saved in `path`; SaveError with a one-line reason if it cannot be trusted."""
        return load_file(Path(path))

    def info(self, path: Path) -> SaveInfo:
        """The load-list line for one file: from the index while the file is unchanged, else
        read (and replayed) from the file, and the index told (`list` writes it)."""
        kind = self._kind(path)
        try:
            key = stat_key(path)
        except OSError as e:
            return SaveInfo(path, path.stem, False, reason=f"cannot read: {e.strerror or e}", kind=kind)
        info = self._indexed(path, key)
        if info is not None:
            return info
        session: Session | None = None
        try:
            session = load_file(path)
        except SaveError as e:
            info = SaveInfo(path, path.stem, False, reason=e.reason, kind=kind,
                            updated=_iso_from_timestamp(key[1] / 1e9))
        else:
            info = _info_of(path, session, kind)
        self._remember(path, key, info, session)
        return info

    def _indexed(self, path: Path, key: Stat | None = None) -> SaveInfo | None:
        """The load-list line of `path` from the index, if the index holds it as the file is now."""
        if key is None:
            try:
                key = stat_key(path)
            except OSError:
                return None
        entry = self.index().get(path, key)
        if entry is None:
            return None
        info = _info_from_json(path, entry["info"])
        record = entry["record"]
        # a finished game's entry without its record cannot serve the statistics: read again;
        # one whose record failed to build is marked, and tried again only by another release
        if info is None or (record is not None) != (info.ok and info.finished):
            return None
        if record is not None and "error" in record and record.get("game_version") != VERSION:
            return None
        return info

    def _scan(self) -> list[SaveInfo]:
        """Every file's line, the index brought up to date with the folder and written."""
        files = list(self._files())
        infos = [self.info(p) for p in files]
        index = self.index()
        index.keep_only({index.name_of(p) for p in files})
        index.write()
        return infos

    def list(self) -> list[SaveInfo]:
        """Every save, newest first; unreadable files are listed with ok=False and the reason."""
        infos = self._scan()
        infos.sort(key=_sort_key, reverse=True)
        return infos

    def records(self) -> builtins.list[dict[str, Any]]:
        """The record (saves/stats.py) of every finished game, from its newest save: the
        statistics' data, read from the index."""
        out = []
        for info in self.newest_per_game():
            if not info.finished:
                continue
            record = self._record(info)
            if record is not None and "error" not in record:
                out.append(record)
        return out

    def uncounted(self) -> builtins.list[SaveInfo]:
        """The finished games (their newest saves) whose statistics record could not be built:
        the statistics say they are missing (the log says why)."""
        out = []
        for info in self.newest_per_game():
            record = self._record(info) if info.finished else None
            if info.finished and (record is None or "error" in record):
                out.append(info)
        return out

    def _record(self, info: SaveInfo) -> dict | None:
        index = self.index()
        entry = index.entries.get(index.name_of(info.path))
        return entry["record"] if entry is not None else None

    def latest_unfinished(self) -> SaveInfo | None:
        """The most recently played game that is not over: what "Continue" resumes.

        Only the newest save of each game counts: a game saved at round 4 and
        then played to its end is finished, whatever its older slot says.
        """
        return next((i for i in self.newest_per_game() if not i.finished), None)

    def newest_per_game(self) -> builtins.list[SaveInfo]:
        """The newest readable save of each game (by game id), newest first."""
        seen: set[str] = set()
        out = []
        for info in self.list():
            if info.ok and info.game_id not in seen:
                seen.add(info.game_id)
                out.append(info)
        return out

    def newer_save(self, info: SaveInfo) -> SaveInfo | None:
        """A save of the same game that is newer than `info` and holds another position, if any."""
        for other in self.list():  # newest first: the first match is the newest
            if other.path == info.path:
                return None
            if other.ok and other.game_id == info.game_id and other.history_key != info.history_key:
                return other
        return None

    def load_to_play(self, path: Path | str) -> tuple[Session, SaveInfo | None]:
        """Load a save to play on, and the newer save of that game it would otherwise overwrite.

        When a newer save of the same game exists (an old slot of a game that went
        on, perhaps to its end), the loaded session gets a new game id: playing on
        autosaves as a new game and the newer save is kept as it is.
        """
        path = Path(path)
        session = self.load(path)
        newer = self.newer_save(self.info(path))
        if newer is not None:
            session.game_id = new_game_id()
            session.save_name = self.copy_name(session)
        return session, newer

    def copy_name(self, session: Session) -> str:
        """A name of its own for a copy of `session`: "Sunday (copy)", "Sunday (copy 2)"…, so the
        copy's saves are never taken for the save it was made from."""
        from game.engine import BadOptions
        from game.engine.rules import get_rules

        base = session.save_name
        if not base:
            try:
                base = get_rules(session.options.rules).title
            except BadOptions:
                base = session.options.rules
        taken = {i.name.casefold() for i in self.list() if i.ok}
        n = 1
        while True:
            # Named in the language of the moment: the player accepts it by playing on (the
            # screen tells them the name), and it is kept as they accepted it.
            suffix = " " + (_("(copy)") if n == 1 else _("(copy {number})").format(number=n))
            name = base[: MAX_NAME - len(suffix)].rstrip() + suffix
            if name.casefold() not in taken:
                return name
            n += 1

    # -- removing ---------------------------------------------------------------
    def delete(self, path: Path | str) -> None:
        """Remove one save file of this store (the UI asks the player first)."""
        path = Path(path)
        folders = {self.folder.resolve(), self.autosave_folder.resolve()}
        if path.parent.resolve() not in folders or path.suffix.lower() != ".json" or is_temp(path):
            raise SaveError(f"{path.name} is not a save in {self.folder}")
        try:
            path.unlink()
        except FileNotFoundError:
            raise SaveError(f"{path.name} is already gone") from None
        except OSError as e:
            raise SaveError(f"could not delete {path.name}: {e.strerror or e}") from None
        self.index().drop(path)
        self.index().write()


def _info_of(path: Path, session: Session, kind: str, summary: dict | None = None) -> SaveInfo:
    """The load-list line of a session; `summary`: its summary fields if already counted."""
    summary = summary if summary is not None else session.summary()
    name = session.save_name or (path.stem if kind == "slot" else "Autosave")
    return SaveInfo(
        path=path,
        name=name,
        ok=True,
        rules=session.options.rules,
        players=[s.kingdom_name for s in session.seats],  # a team by both its names
        round=summary["round"],
        scores=list(summary["scores"]),
        created=session.created,
        updated=session.updated,
        finished=summary["finished"],
        kind=kind,
        game_id=session.game_id,
        game=summary["game"],
        games=summary["games"],
        options=session.options.enabled(),
        history_key=_history_key(session.history),
    )


# each field of a load-list line and the type an index entry must give it
_INFO_TYPES = {name: type(getattr(SaveInfo(Path(), "", True), name))
               for name in (f.name for f in fields(SaveInfo)) if name != "path"}


def _info_json(info: SaveInfo) -> dict:
    d = asdict(info)
    del d["path"]
    return d


def _info_from_json(path: Path, d: dict) -> SaveInfo | None:
    """A load-list line from an index entry; None when the entry does not fit (rebuilt then)."""
    if d.keys() != _INFO_TYPES.keys():
        return None
    if any(type(d[name]) is not want for name, want in _INFO_TYPES.items()):
        return None
    return SaveInfo(path=path, **d)


def _keep_result(path: Path, session: Session) -> None:
    """SaveError unless writing `session` over `path` keeps any finished result there: a file
    that says its game is finished is only ever rewritten with that very result."""
    if not path.exists():
        return
    try:
        doc = parse(read_bytes(path))
    except SaveError:  # not a save: `save` has its own refusal, and an autosave name is ours
        return
    if doc.get("finished") is not True:
        return
    if doc.get("game_id") == session.game_id and doc.get("history") == session.history:
        return  # the same result written again (its time or name changed)
    who = "this game's" if doc.get("game_id") == session.game_id else "another game's"
    raise SaveError(f"not overwriting {path.name}: it holds {who} final result")


def _history_key(history: list[str]) -> str:
    return hashlib.sha256("\n".join(history).encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _sort_key(info: SaveInfo) -> tuple[float, bool, str]:
    try:
        when = parse_time(info.updated).timestamp()
    except ValueError:
        when = 0.0
    # Ties (a slot and its game's autosave written in the same millisecond): the autosave
    # first, then by path, so the order never depends on the order of the directory.
    return (when, info.kind == "autosave", str(info.path))


# -- the background reading (saves/rebuild.py runs it) ----------------------------------------
def _read_all(store: SaveStore, count: Callable[[int, int], None]) -> bool:
    """Read every file of `store` into its index and write it; False if it could not be written."""
    files = list(store._files())
    count(0, len(files))
    for n, path in enumerate(files, 1):
        store.info(path)
        if n % EVERY == 0 or n == len(files):
            count(n, len(files))
    index = store.index()
    index.keep_only({index.name_of(p) for p in files})
    return index.write()


def read_folder(folder: str, conn: Connection) -> None:
    """The background reading's process (saves/rebuild.py): read every save of `folder`, write
    the index, say how it went."""
    try:
        store = SaveStore(Path(folder))
        written = _read_all(store, lambda done, total: conn.send(("progress", done, total)))
        conn.send(("done", written, {} if written else store.index().entries))
    except Exception as e:  # said to the window's process, which reads the files itself then
        with contextlib.suppress(OSError):
            conn.send(("failed", f"{type(e).__name__}: {e}"))
    finally:
        conn.close()


def read_here(folder: Path, count: Callable[[int, int], None]) -> SaveIndex:
    """The background reading done by a thread of this process (the process failed)."""
    store = SaveStore(folder)
    try:
        _read_all(store, count)
    except Exception:  # a cache: the window's listing reads what is missing itself
        log.warning("reading the saves in the background failed", exc_info=True)
    return store.index()
