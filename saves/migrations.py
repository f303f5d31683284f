"""Bringing older save files up to the current schema, one version at a time.

`STEPS[v - 1]` turns a schema-v document into a schema-(v+1) one. A step
only reshapes plain JSON; it never imports the engine, so old files keep
loading however the code around them changes. To change the format: bump
CURRENT, append a step, add tests/golden/save-v<CURRENT>.json, and keep the
older golden files: they must load forever.

History of the schema:
  1  seats stored as plain names under "players" (every seat human); no "hints".
  2  "seats" with name, colour, kind (human/ai) and AI level; "hints" flag.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import SaveError

JSON = dict[str, Any]
CURRENT = 2

# Schema 1 knew no colours: seats got them in table order, as the game then did.
V1_COLOURS = ("red", "blue", "green", "yellow")


def _v1_to_v2(doc: JSON) -> JSON:
    names = doc.get("players")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise SaveError("wrong shape (schema 1): 'players' must be a list of names")
    if len(names) > len(V1_COLOURS):
        raise SaveError(f"wrong shape (schema 1): {len(names)} players")
    out = {k: v for k, v in doc.items() if k != "players"}
    out["seats"] = [
        {"name": n, "colour": V1_COLOURS[i], "kind": "human", "level": None} for i, n in enumerate(names)
    ]
    out["hints"] = False
    out["schema"] = 2
    return out


STEPS: tuple[Callable[[JSON], JSON], ...] = (_v1_to_v2,)


def schema_of(doc: JSON) -> int:
    v = doc.get("schema")
    if not isinstance(v, int) or isinstance(v, bool) or v < 1:
        raise SaveError(f"wrong shape: unknown save schema {v!r}")
    return v


def migrate(doc: JSON) -> JSON:
    """`doc` brought to schema CURRENT (a new dict; `doc` is left as it was)."""
    v = schema_of(doc)
    if v > CURRENT:
        raise SaveError(
            f"made by a newer version of the game (save schema {v}; this version reads up to {CURRENT})"
        )
    while v < CURRENT:
        doc = STEPS[v - 1](doc)
        if schema_of(doc) != v + 1:  # a step that forgets to bump would loop or skip a step
            raise SaveError(f"migration from schema {v} went wrong")
        v += 1
    return doc
