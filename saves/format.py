"""The save file: one JSON object per game, written and read back with every check.

    {"format": "kingdomino-family-save", "schema": 4, "game_version": "0.2.0",
     "game_id": ..., "name": ..., "rules": ..., "options": {...}, "seats": [...],
     "hints": false, "seed": 42, "created": ..., "updated": ..., "round": 3,
     "game": 1, "games": 1, "scores": [...], "finished": false,
     "history": ["claim 12", ...], "snapshot": {...engine state...}}

Reading never trusts the file: its size is checked by stat() before any read,
the read itself is bounded, the JSON is parsed without pickle or eval,
older schemas are migrated, and the history is replayed from the seed and must
reach the snapshot. Any failure is a SaveError with a one-line reason.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.engine import VERSION
from game.session import Session, SessionError

from .errors import SaveError
from .migrations import CURRENT, migrate

JSON = dict[str, Any]
FORMAT_NAME = "kingdomino-family-save"
SCHEMA = CURRENT
# A real save is a few kB (a 3-game Dynasty is under 20 kB); the limit only keeps
# a stray huge file from eating memory or freezing the load list.
MAX_BYTES = 20 * 1024 * 1024
HEADER = ("format", "schema", "game_version")


def document(session: Session) -> JSON:
    """The JSON object saved for `session`, header first."""
    return {"format": FORMAT_NAME, "schema": SCHEMA, "game_version": VERSION, **session.to_json()}


def encode(session: Session) -> bytes:
    """The file's bytes: one top-level field per line (readable, diff-able), values compact.

    ASCII only (`ensure_ascii`): any name, even one with odd characters, encodes.
    """
    return encode_document(document(session))


def encode_document(doc: JSON) -> bytes:
    """`encode` of a document already made (the store reads its summary too)."""
    lines = [f"{json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}" for k, v in doc.items()]
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("ascii")


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed in a save")


def _mb(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The file's bytes, refusing (by stat, before reading) anything over `limit`."""
    try:
        st = path.stat()
    except FileNotFoundError:
        raise SaveError(f"no such file: {path}") from None
    except OSError as e:
        raise SaveError(f"cannot read: {e.strerror or e}") from None
    if not path.is_file():
        raise SaveError("not a regular file")
    if st.st_size > limit:
        raise SaveError(f"too large to be a save ({_mb(st.st_size)}; the limit is {_mb(limit)})")
    try:
        with open(path, "rb") as f:
            data = f.read(limit + 1)  # bounded even if the file grew since stat()
    except OSError as e:
        raise SaveError(f"cannot read: {e.strerror or e}") from None
    if len(data) > limit:
        raise SaveError(f"too large to be a save (over {_mb(limit)})")
    return data


def parse(data: bytes) -> JSON:
    """The top-level JSON object of a save file's bytes, with a reason when it is not one."""
    if not data.strip():
        raise SaveError("empty file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("not a save: not a text file") from None
    try:
        doc = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as e:
        # The data stops short: the error is at the very end (give or take a cut-off
        # `true`, number or escape), or in a string that never closes (a string cannot
        # span lines, so it ran into the end of the file).
        if e.pos >= len(text.rstrip()) - 6 or e.msg.startswith("Unterminated string"):
            raise SaveError("truncated: the file ends in the middle of the data") from None
        raise SaveError(f"not JSON: {e.msg} at line {e.lineno}, column {e.colno}") from None
    except RecursionError:  # Python's own message would mean nothing to a player
        raise SaveError("not a save: the data is nested too deeply") from None
    except ValueError as e:  # NaN/Infinity, absurdly long numbers
        raise SaveError(f"not a save: {e}") from None
    if not isinstance(doc, dict):
        raise SaveError(f"wrong shape: a save is a JSON object, not {type(doc).__name__}")
    return doc


def version_tuple(text: str) -> tuple[int, ...] | None:
    """(1, 2, 3) for "1.2.3"; None for anything else."""
    parts = text.split(".")
    if not 1 <= len(parts) <= 4 or not all(p.isdigit() and len(p) <= 6 for p in parts):
        return None
    return tuple(int(p) for p in parts)


def decode(doc: JSON) -> Session:
    """A session from a parsed document of any known schema."""
    if doc.get("format") != FORMAT_NAME:
        raise SaveError("not a Kingdomino save (no 'format': 'kingdomino-family-save')")
    if not isinstance(doc.get("game_version"), str):
        raise SaveError("wrong shape: 'game_version' should be text")
    made_by = version_tuple(doc["game_version"])
    if made_by is None:
        raise SaveError(f"wrong shape: game version {doc['game_version'][:20]!r} is not like 1.2.3")
    if made_by > (version_tuple(VERSION) or ()):
        raise SaveError(f"made by a newer version of the game ({doc['game_version']}; this is {VERSION})")
    doc = migrate(doc)
    try:
        return Session.from_json({k: v for k, v in doc.items() if k not in HEADER})
    except SessionError as e:
        raise SaveError(f"{'inconsistent' if e.inconsistent else 'wrong shape'}: {e.reason}") from None


def load_file(path: Path) -> Session:
    """Read, check and replay a save file. Only SaveError escapes, whatever is in the file."""
    try:
        return decode(parse(read_bytes(path)))
    except SaveError:
        raise
    except Exception as e:  # a bad file must never crash the game: anything else is a refusal too
        raise SaveError(f"unreadable: {type(e).__name__}: {e}") from None
