"""Bringing older save files up to the current schema, one version at a time.

`STEPS[v - 1]` turns a schema-v document into a schema-(v+1) one. A step
only reshapes plain JSON; a snapshot takes the engine's own state steps
(`migrate_state`) up to the format its next schema held, so old files keep
loading however the code around them changes. To change the format: bump
CURRENT, append a step, add tests/golden/save-v<CURRENT>.json, and keep the
older golden files: they must load forever.

History of the schema:
  1  seats stored as plain names under "players" (every seat human); no "hints".
  2  "seats" with name, colour, kind (human/ai) and AI level; "hints" flag.
  3  a seat may hold a team ("partner": a second person holding the kingdom's second king,
     or null); the engine snapshot is state format 2 (rule-set state "ext", pending
     decisions, kingdom layers and counters).
  4  the options (and the snapshot's) record the content edition the game is played under
     ("edition"); schema 1-3 files were written by release 0.2.0 or older: edition 1, so they
     replay, and finish, under 0.2.0's content rules.
  5  the options hold the rule set's own options (Mighty Duel, the Court, ...) only where set:
     each is off (false or 0) unless written; schema 1-4 files wrote every variant of the day.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.state import migrate_state

from .errors import SaveError

JSON = dict[str, Any]
CURRENT = 5

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


def _snapshot_1_to_2(snap: object) -> JSON:
    # the engine's own state steps (one chain), up to the format schema 3 holds
    if not isinstance(snap, dict) or snap.get("format") != 1 or not isinstance(snap.get("kingdoms"), list):
        raise SaveError("wrong shape (schema 2): the snapshot is not a format-1 game state")
    if not all(isinstance(k, dict) for k in snap["kingdoms"]):
        raise SaveError("wrong shape (schema 2): a kingdom of the snapshot is not an object")
    return migrate_state(snap, to=2)


def _v2_to_v3(doc: JSON) -> JSON:
    seats = doc.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        raise SaveError("wrong shape (schema 2): 'seats' must be a list of objects")
    out = dict(doc)
    out["seats"] = [{**s, "partner": None} for s in seats]
    out["snapshot"] = _snapshot_1_to_2(doc.get("snapshot"))
    out["schema"] = 3
    return out


# the content edition of the rules release 0.2.0 played (the engine's EDITION_RELEASES)
EDITION_0_2_0 = 1


def _reshape_options(doc: JSON, schema: int, change: Callable[[JSON], JSON]) -> JSON:
    """A schema-`schema` document with `change` made to its options and its snapshot's, one
    schema on."""
    options, snapshot = doc.get("options"), doc.get("snapshot")
    if not isinstance(options, dict):
        raise SaveError(f"wrong shape (schema {schema}): 'options' must be an object")
    if not isinstance(snapshot, dict) or not isinstance(snapshot.get("options"), dict):
        raise SaveError(f"wrong shape (schema {schema}): the snapshot has no options")
    out = dict(doc)
    out["options"] = change(options)
    out["snapshot"] = {**snapshot, "options": change(snapshot["options"])}
    out["schema"] = schema + 1
    return out


def _v3_to_v4(doc: JSON) -> JSON:
    return _reshape_options(doc, 3, lambda options: {**options, "edition": EDITION_0_2_0})


def _set_only(options: JSON) -> JSON:
    return {k: v for k, v in options.items() if k in ("rules", "players", "edition") or v}


def _v4_to_v5(doc: JSON) -> JSON:
    return _reshape_options(doc, 4, _set_only)


STEPS: tuple[Callable[[JSON], JSON], ...] = (_v1_to_v2, _v2_to_v3, _v3_to_v4, _v4_to_v5)


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
