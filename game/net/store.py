"""The server's tables on disk: one SQLite file (standard library) in WAL mode.

A table is its set-up (options, seed, seats with their tokens) plus its action texts, one row
each; the engine replays them to rebuild the game, as a save does. Every write is committed before
the server answers, so a server killed at any moment and started again loses no acknowledged action.
synchronous=NORMAL in WAL mode survives the process being killed (the data is in the OS); `durable`
(synchronous=FULL) also survives the machine losing power, at an fsync per action.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    setup TEXT NOT NULL,      -- JSON: options, seed, seats (names, colours, kinds, tokens), host
    status TEXT NOT NULL,     -- waiting | playing | over
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL,
    n INTEGER NOT NULL,       -- 0, 1, 2, ... in the order applied
    text TEXT NOT NULL,
    PRIMARY KEY (code, n)
);
CREATE TABLE IF NOT EXISTS snapshots (
    code TEXT PRIMARY KEY,
    n INTEGER NOT NULL,       -- the state after this many actions
    state TEXT NOT NULL       -- JSON: State.to_json()
);
"""
SNAPSHOT_EVERY = 20  # actions: a restart replays at most this many per table
FILE = "tables.sqlite3"


class Store:
    def __init__(self, folder: Path | str, durable: bool = False) -> None:
        path = Path(folder)
        path.mkdir(parents=True, exist_ok=True)
        # one connection, used only from the server's loop thread (check_same_thread stays on)
        self.db = sqlite3.connect(path / FILE, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    def save_table(self, code: str, setup: dict[str, Any], status: str, now: float) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT OR REPLACE INTO tables VALUES (?, ?, ?, ?)",
                            (code, json.dumps(setup), status, now))

    def add_action(self, code: str, n: int, text: str, status: str, now: float,
                   snapshot: dict[str, Any] | None = None) -> None:
        """Store the table's action number `n` (and its status, and the state after it when given)
        in one transaction."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT INTO actions VALUES (?, ?, ?)", (code, n, text))
            if snapshot is not None:
                self.db.execute("INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?)",
                                (code, n + 1, json.dumps(snapshot)))
            self.db.execute("UPDATE tables SET status = ?, updated = ? WHERE code = ?", (status, now, code))

    def forget(self, status: str, before: float) -> list[str]:
        """Delete the tables of `status` that nobody touched since `before` (a hosted table never
        started would otherwise stay for ever); their codes."""
        with self.db:
            self.db.execute("BEGIN")
            codes = [c for (c,) in self.db.execute(
                "SELECT code FROM tables WHERE status = ? AND updated < ?", (status, before))]
            for code in codes:
                for table in ("actions", "snapshots", "tables"):
                    self.db.execute(f"DELETE FROM {table} WHERE code = ?", (code,))
        return codes

    def tables(self) -> list[tuple[str, dict[str, Any], str, list[str], tuple[int, Any] | None]]:
        """Every stored table: (code, setup, status, action texts in order, its latest snapshot
        as (actions before it, state JSON) or None)."""
        out = []
        rows = self.db.execute("SELECT code, setup, status FROM tables ORDER BY updated").fetchall()
        for code, setup, status in rows:
            texts = [t for (t,) in self.db.execute(
                "SELECT text FROM actions WHERE code = ? ORDER BY n", (code,))]
            snap = self.db.execute("SELECT n, state FROM snapshots WHERE code = ?", (code,)).fetchone()
            out.append((code, json.loads(setup), status, texts,
                        None if snap is None else (int(snap[0]), json.loads(snap[1]))))
        return out
