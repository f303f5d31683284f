"""Reading the saves the index lacks, off the window's thread.

With the index missing or damaged, a thousand finished games take half a minute to read
(each file's history is replayed): done in the listing itself, the window froze that long.
`SaveStore.ready()` starts an `IndexRebuild` instead; it reads every file into an index of
its own (its own SaveStore: nothing is shared with the window's thread while it runs), writes
it, and hands it over when it has finished. A thread rather than a process: the work is the
same replays the store does, its result is the index object itself, and it needs no start-up;
the window's thread still gets its turns, so the screens draw and answer while it reads.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .index import SaveIndex

log = logging.getLogger(__name__)


class IndexRebuild:
    """One background reading of a saves folder; `index` is its result once `finished()`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.index: SaveIndex | None = None
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

    def _run(self) -> None:
        from .store import SaveStore

        store = SaveStore(self.folder)
        try:
            files = list(store._files())
            with self._lock:
                self._total = len(files)
            for path in files:
                store.info(path)
                with self._lock:
                    self._done += 1
            index = store.index()
            index.keep_only({index.name_of(p) for p in files})
            index.write()  # if it cannot be written, the window's store still holds what was read
        except Exception:  # a cache: the window's listing reads what is missing itself
            log.warning("reading the saves in the background failed", exc_info=True)
        self.index = store.index()
