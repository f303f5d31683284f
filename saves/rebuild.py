"""Reading the saves the index lacks, off the window's thread.

With the index missing or damaged, a thousand finished games take half a minute to read
(each file's history is replayed): done in the listing itself, the window froze that long.
`SaveStore.ready()` starts an `IndexRebuild` instead. It reads every file in a process of its
own (a thread would share the interpreter with the window and, replaying pure Python, slow
both: frames of half a second, the reading three times as long), which
writes the index and sends it back; a small thread of the window's process waits for it.
It runs at the window's priority: the window draws only when something changes, and a lower
one starved the reading on a busy machine (three minutes for a thousand saves).
If the process cannot start or dies, that thread reads the files itself: the index is only a
cache, and a listing still reads whatever it lacks.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .index import SaveIndex

log = logging.getLogger(__name__)
# The process's reading: (folder, the pipe its progress and result go down).
ProcessReader = Callable[[str, Connection], None]
# The same in a thread of this process: (folder, progress counter) -> the index read.
ThreadReader = Callable[[Path, Callable[[int, int], None]], "SaveIndex | None"]


def reading_text(progress: tuple[int, int] | None) -> str:
    """What a screen says while the saves are read: how far the reading is, when known."""
    done, total = progress or (0, 0)
    if not total:
        return "Reading your saves…"
    return f"Reading your saves: {done} of {total}…"


class IndexRebuild:
    """One background reading of a saves folder; `index` is its result once `finished()`."""

    def __init__(self, folder: Path, read_folder: ProcessReader, read_here: ThreadReader) -> None:
        """`read_folder`: the process's work (a module-level function, so a spawned process
        finds it); `read_here`: the same reading in this process, when the process fails.
        The store hands both in: this module never imports the store that starts it."""
        self.folder = folder
        self._read_folder = read_folder
        self._read_here = read_here
        self.index: SaveIndex | None = None
        self.in_process = True  # False when the process failed and the thread read the files
        self._done = 0
        self._total = 0
        self._lock = threading.Lock()
        # a daemon: quitting while it reads must not wait for it (it only ever writes a cache)
        self._thread = threading.Thread(target=self._run, name="saves-index-rebuild", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def finished(self) -> bool:
        return not self._thread.is_alive()

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    def progress(self) -> tuple[int, int]:
        """(files read, files to read) so far."""
        with self._lock:
            return self._done, self._total

    def _count(self, done: int, total: int) -> None:
        with self._lock:
            self._done, self._total = done, total

    def _run(self) -> None:
        from .index import SaveIndex

        entries = self._in_process()
        if entries is None:
            self.in_process = False
            self.index = self._in_thread()
            return
        index = SaveIndex(self.folder)  # as the process wrote it
        if entries:  # it could not be written: what the process read, kept in memory
            index.entries = entries
            index.changed = {"finished", "live"}
        self.index = index

    def _in_process(self) -> dict[str, Any] | None:
        """The process's reading: {} when it wrote the index, its entries when it could not,
        None when it failed (could not start, died, or raised)."""
        try:
            mp = multiprocessing.get_context("spawn")
            receive, send = mp.Pipe(duplex=False)
            proc = mp.Process(target=self._read_folder, args=(str(self.folder), send),
                              name="saves-index-rebuild", daemon=True)
            proc.start()
        except Exception:
            log.warning("could not start the process reading the saves", exc_info=True)
            return None
        send.close()  # ours is the receiving end: EOF when the process ends
        try:
            while True:
                kind, *rest = receive.recv()
                if kind == "progress":
                    self._count(*rest)
                elif kind == "done":
                    written, entries = rest
                    return {} if written else entries
                else:
                    log.warning("the process reading the saves failed: %s", rest[0])
                    return None
        except (EOFError, OSError):
            log.warning("the process reading the saves ended early")
            return None
        finally:
            receive.close()
            proc.join(1)
            if proc.is_alive():
                proc.terminate()

    def _in_thread(self) -> SaveIndex | None:
        return self._read_here(self.folder, self._count)
