"""Building tiles (Queendomino and Fantastic Era) loaded from `data/buildings.json`.

A building tile has four corners (shared/reference/queendomino_buildings.md):
- immediate: `knights` into the builder's guard, or `towers` on the building (at most one is set);
- tax: "knights" (+1 coin per knight owned each time you collect), "towers" (+1 coin per tower in
  the kingdom, +1 while hosting the Queen) or None;
- crowns: crowns added to the town territory it stands in;
- points at the end: an int, "per_tower", "per_knight" or "per_territory:<terrain>" (2 points per
  separate territory of that terrain).

Its price is not on the tile: it is the builders' slot it lies on. The loader refuses a tile whose
`text` is not exactly what `describe()` says of its corners, so the two can never disagree.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from . import terrain
from .content import DATA_DIR

SETS = ("queendomino", "fantastic_era")
TAX_KINDS = ("knights", "towers")
#: the corners a tile can carry that no public source gives ("own" in the data)
CORNERS = ("name", "immediate", "tax", "crowns", "points")
PER_TERRITORY = "per_territory:"
#: points per separate territory under a "per_territory" building
TERRITORY_POINTS = 2
MAX_KNIGHTS = 2
MAX_TOWERS = 3


@dataclass(frozen=True, slots=True)
class Building:
    id: int
    label: str
    name: str
    set: str
    picture: str
    knights: int  # immediate: knights into the guard (0 = none)
    towers: int  # immediate: towers on this building (0 = none)
    tax: str | None  # "knights", "towers" or None
    crowns: int
    points: int | str  # int, "per_tower", "per_knight" or "per_territory:<terrain>"
    text: str
    own: bool  # at least one corner (or the name) is the game's own design
    own_corners: tuple[str, ...] = ()

    @property
    def points_kind(self) -> str:
        """ "fixed", "per_tower", "per_knight" or "per_territory"."""
        if isinstance(self.points, int):
            return "fixed"
        return self.points.split(":")[0]

    @property
    def territory(self) -> str | None:
        """The terrain a "per_territory" building counts, else None."""
        if isinstance(self.points, str) and self.points.startswith(PER_TERRITORY):
            return self.points[len(PER_TERRITORY):]
        return None


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def describe(b: Building) -> str:
    """The player-facing text of a tile: its four corners, in words, in corner order."""
    if b.knights:
        immediate = f"On building: {_plural(b.knights, 'knight')} into your guard."
    elif b.towers:
        immediate = f"On building: {_plural(b.towers, 'tower')}."
    else:
        immediate = "On building: nothing."
    if b.tax == "knights":
        tax = "Tax: +1 coin per knight you own each time you collect."
    elif b.tax == "towers":
        tax = "Tax: +1 coin per tower (+1 with the Queen) each time you collect."
    else:
        tax = "Tax: no bonus."
    crowns = f"{_plural(b.crowns, 'crown')} for its town." if b.crowns else "No crown."
    if b.points == "per_tower":
        end = "End: 1 point per tower in your kingdom."
    elif b.points == "per_knight":
        end = "End: 1 point per knight you own."
    elif b.territory is not None:
        end = f"End: {TERRITORY_POINTS} points per separate {b.territory} territory."
    elif b.points:
        end = f"End: {_plural(int(b.points), 'point')}."
    else:
        end = "End: no points."
    return f"{immediate} {tax} {crowns} {end}"


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _parse(d: dict[str, Any]) -> Building:
    where = f"buildings.json: building {d.get('id')!r}"

    def fail(why: str) -> ValueError:
        return ValueError(f"{where}: {why}")

    if not _int(d.get("id")):
        raise fail("id must be an integer")
    if d.get("set") not in SETS:
        raise fail(f"set must be one of {SETS}")
    for key in ("label", "name", "picture", "text"):
        if not isinstance(d.get(key), str) or not d[key]:
            raise fail(f"{key} must be a non-empty string")
    immediate = d.get("immediate")
    knights = towers = 0
    if immediate is not None:
        if not isinstance(immediate, dict) or len(immediate) != 1:
            raise fail("immediate must be null or exactly one of {knights: N} / {towers: N}")
        ((what, n),) = immediate.items()
        if what == "knights" and _int(n) and 1 <= n <= MAX_KNIGHTS:
            knights = n
        elif what == "towers" and _int(n) and 1 <= n <= MAX_TOWERS:
            towers = n
        else:
            allowed = f"1-{MAX_KNIGHTS} knights or 1-{MAX_TOWERS} towers"
            raise fail(f"bad immediate effect {immediate!r} ({allowed})")
    tax = d.get("tax")
    if tax is not None and tax not in TAX_KINDS:
        raise fail(f"tax must be null or one of {TAX_KINDS}")
    crowns = d.get("crowns")
    if not isinstance(crowns, int) or isinstance(crowns, bool) or crowns < 0:
        raise fail("crowns must be an integer >= 0")
    points = d.get("points")
    if isinstance(points, int) and not isinstance(points, bool):
        if points < 0:
            raise fail("points must be >= 0")
    elif points in ("per_tower", "per_knight"):
        pass
    elif isinstance(points, str) and points.startswith(PER_TERRITORY):
        if points[len(PER_TERRITORY):] not in terrain.CODES:
            raise fail(f"unknown terrain in points {points!r}")
    else:
        raise fail(f"bad points {points!r}")
    own_corners = d.get("own_corners", [])
    if not isinstance(own_corners, list) or any(c not in CORNERS for c in own_corners):
        raise fail(f"own_corners must list some of {CORNERS}")
    if d.get("own") is not bool(own_corners):
        raise fail("own must be true exactly when own_corners is not empty")
    b = Building(
        id=d["id"],
        label=d["label"],
        name=d["name"],
        set=d["set"],
        picture=d["picture"],
        knights=knights,
        towers=towers,
        tax=tax,
        crowns=crowns,
        points=points,
        text=d["text"],
        own=d["own"],
        own_corners=tuple(own_corners),
    )
    if b.text != describe(b):
        raise fail(f"text {b.text!r} disagrees with its corners: {describe(b)!r}")
    return b


def parse_buildings(raw: dict[str, Any]) -> tuple[Building, ...]:
    """Validated buildings from the decoded JSON (a clear ValueError names the bad tile)."""
    out = tuple(_parse(d) for d in raw["buildings"])
    seen: set[int] = set()
    for b in out:
        if b.id in seen:
            raise ValueError(f"buildings.json: building id {b.id} appears twice")
        seen.add(b.id)
    return out


@cache
def load_buildings() -> tuple[Building, ...]:
    """Every building tile, in id order (read on first use, not at import)."""
    raw = json.loads((DATA_DIR / "buildings.json").read_text(encoding="utf-8"))
    return tuple(sorted(parse_buildings(raw), key=lambda b: b.id))


@cache
def _by_id() -> dict[int, Building]:
    return {b.id: b for b in load_buildings()}


def building(bid: int) -> Building:
    try:
        return _by_id()[bid]
    except KeyError:
        raise KeyError(f"no building with id {bid}") from None


def buildings_of(set_name: str) -> tuple[Building, ...]:
    if set_name not in SETS:
        raise KeyError(f"no building set {set_name!r}")
    return tuple(b for b in load_buildings() if b.set == set_name)
