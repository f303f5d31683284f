"""The `kingdom` object of a `domino-conformance/2` case, read strictly onto a Kingdom.

Every field and type is checked; anything else is a `BoardError` naming the field.
Buildings are described by their corners (not by tile), so each gets an ad-hoc id
and a `Corners` record that scoring resolves it to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine import challenges as quests
from game.engine.court_data import characters
from game.engine.economy import Corners
from game.engine.layers import (
    BUILDING,
    COINS,
    COLLAPSED,
    COURT,
    COURT_CROWNS,
    FALLEN,
    GUARD,
    KNIGHT,
    RESOURCE,
    TOWERS,
)
from game.engine.terrain import CASTLE, EMPTY, FROM_LETTER, TOWN

from .boardtext import BoardError, TextBoard

KINGDOM_FIELDS = {"buildings", "knights", "coins", "queen", "discarded", "court", "resources", "challenges"}
BUILDING_FIELDS = {"at", "crowns", "points", "towers", "tax", "collapsed", "fallen"}
RESOURCES = ("wheat", "wood", "fish", "sheep")


@dataclass
class CaseKingdom:
    """A case's kingdom: the board with its layers, and what scoring needs besides."""

    board: TextBoard
    corners: dict[int, Corners] = field(default_factory=dict)
    queen: bool = False
    challenges: list[str] = field(default_factory=list)

    def spec(self, bid: int) -> Corners:
        return self.corners[bid]


def _count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise BoardError(f"{what} must be a whole number ≥ 0, not {value!r}")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise BoardError(f"{what} must be a list")
    return value


def _object(value: Any, what: str, allowed: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BoardError(f"{what} must be an object")
    unknown = set(value) - allowed
    if unknown:
        raise BoardError(f"{what} has unknown fields {sorted(unknown)}")
    return value


def _points(value: Any) -> int | str:
    if isinstance(value, int) and not isinstance(value, bool):
        return _count(value, "building points")
    if value in ("per_tower", "per_knight"):
        return str(value)
    if isinstance(value, str) and value.startswith("per_territory:") and value[14:] in FROM_LETTER:
        return value
    raise BoardError(f"building points must be a number, per_tower, per_knight or per_territory:L, "
                     f"not {value!r}")


def read_kingdom(board: TextBoard, data: Any, xxl: bool) -> CaseKingdom:
    """Put a case's `kingdom` object (or None) onto `board`'s kingdom."""
    out = CaseKingdom(board)
    if data is None:
        return out
    data = _object(data, "kingdom", KINGDOM_FIELDS)
    k = board.kingdom
    for n, b in enumerate(_list(data.get("buildings", []), "buildings")):
        b = _object(b, f"building {n + 1}", BUILDING_FIELDS)
        r, c = board.square(b.get("at"), f"building {n + 1} at")
        if k.cell(r, c)[0] != TOWN:
            raise BoardError(f"building {n + 1} stands on {b.get('at')}, which is not a town square")
        if k.at(BUILDING, r, c):
            raise BoardError(f"two buildings at {b.get('at')}")
        tax = b.get("tax")
        if tax not in (None, "knights", "towers"):
            raise BoardError(f"building tax must be knights or towers, not {tax!r}")
        collapsed = b.get("collapsed", False)
        if not isinstance(collapsed, bool):
            raise BoardError("building collapsed must be true or false")
        towers = _count(b.get("towers", 0), "building towers")
        fallen = _count(b.get("fallen", 0), "building fallen")
        if fallen > towers:
            raise BoardError(f"building at {b.get('at')}: {fallen} fallen of {towers} towers")
        bid = n + 1
        out.corners[bid] = Corners(f"building {n + 1}", _count(b.get("crowns", 0), "building crowns"),
                                   _points(b.get("points", 0)), tax)
        k.set_at(BUILDING, r, c, bid)
        k.set_at(TOWERS, r, c, towers)
        k.set_at(FALLEN, r, c, fallen)
        k.set_at(COLLAPSED, r, c, 1 if collapsed else 0)
    knights = _object(data.get("knights", {}), "knights", {"guard", "at"})
    k.vals[GUARD] = _count(knights.get("guard", 0), "knights guard")
    for at in _list(knights.get("at", []), "knights at"):
        r, c = board.square(at, "a knight")
        if k.cell(r, c)[0] in (EMPTY, CASTLE):
            raise BoardError(f"a knight at {at} stands on no terrain square")
        k.set_at(KNIGHT, r, c, int(k.at(KNIGHT, r, c)) + 1)
    k.vals[COINS] = _count(data.get("coins", 0), "coins")
    queen = data.get("queen", False)
    if not isinstance(queen, bool):
        raise BoardError("queen must be true or false")
    out.queen = queen
    if "discarded" in data:
        k.discarded = [0] * _count(data["discarded"], "discarded")
    for n, t in enumerate(_list(data.get("court", []), "court")):
        t = _object(t, f"court tile {n + 1}", {"at", "tile", "crowns"})
        r, c = board.square(t.get("at"), f"court tile {n + 1} at")
        if k.at(COURT, r, c) or k.at(COURT_CROWNS, r, c):
            raise BoardError(f"two Court tiles at {t.get('at')}")
        if t.get("tile") == "building":
            k.set_at(COURT_CROWNS, r, c, _count(t.get("crowns"), "a Court building's crowns"))
        elif t.get("tile") in {c.key for c in characters()} and "crowns" not in t:
            k.set_at(COURT, r, c, t["tile"])
        else:
            raise BoardError(f"unknown Court tile {t.get('tile')!r}")
    for res in _list(data.get("resources", []), "resources"):
        if not (isinstance(res, list) and len(res) == 3 and res[2] in RESOURCES):
            raise BoardError(f"a resource is [row, col, {'|'.join(RESOURCES)}], not {res!r}")
        r, c = board.square(res[:2], "a resource")
        k.set_at(RESOURCE, r, c, res[2])
    for cid in _list(data.get("challenges", []), "challenges"):
        if not xxl:
            raise BoardError("challenges belong to Royal Wedding XXL cases")
        if cid not in quests.ALL:
            raise BoardError(f"unknown challenge {cid!r}")
        out.challenges.append(cid)
    return out
