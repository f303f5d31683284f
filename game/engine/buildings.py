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
from .phrase import Phrase, counted
from .words import N_, NN_

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


#: each corner's sentences, whole (translated where drawn, by game/i18n/content.py)
ON_KNIGHTS = NN_("On building: {n} knight into your guard.", "On building: {n} knights into your guard.")
ON_TOWERS = NN_("On building: {n} tower.", "On building: {n} towers.")
ON_NOTHING = N_("On building: nothing.")
TAX = {"knights": N_("Tax: +1 coin per knight you own each time you collect."),
       "towers": N_("Tax: +1 coin per tower (+1 with the Queen) each time you collect."),
       None: N_("Tax: no bonus.")}
CROWNS = NN_("{n} crown for its town.", "{n} crowns for its town.")
NO_CROWN = N_("No crown.")
END_PER_TOWER = N_("End: 1 point per tower in your kingdom.")
END_PER_KNIGHT = N_("End: 1 point per knight you own.")
END_POINTS = NN_("End: {n} point.", "End: {n} points.")
END_NOTHING = N_("End: no points.")
#: one sentence per terrain, so each language words its own terrain (never a glued name)
END_PER_TERRITORY = {
    "wheat": NN_("End: {n} point per separate wheat territory.",
                 "End: {n} points per separate wheat territory."),
    "forest": NN_("End: {n} point per separate forest territory.",
                  "End: {n} points per separate forest territory."),
    "lake": NN_("End: {n} point per separate lake territory.",
                "End: {n} points per separate lake territory."),
    "grassland": NN_("End: {n} point per separate grassland territory.",
                     "End: {n} points per separate grassland territory."),
    "swamp": NN_("End: {n} point per separate swamp territory.",
                 "End: {n} points per separate swamp territory."),
    "mine": NN_("End: {n} point per separate mine territory.",
                "End: {n} points per separate mine territory."),
    "town": NN_("End: {n} point per separate town territory.",
                "End: {n} points per separate town territory."),
}


def corner_phrases(b: Building) -> tuple[Phrase, Phrase, Phrase, Phrase]:
    """A tile's four corners, one sentence each, in corner order (immediate, tax, crowns, end)."""
    if b.knights:
        immediate = counted(ON_KNIGHTS, b.knights)
    elif b.towers:
        immediate = counted(ON_TOWERS, b.towers)
    else:
        immediate = Phrase(ON_NOTHING)
    crowns = counted(CROWNS, b.crowns) if b.crowns else Phrase(NO_CROWN)
    if b.points == "per_tower":
        end = Phrase(END_PER_TOWER)
    elif b.points == "per_knight":
        end = Phrase(END_PER_KNIGHT)
    elif b.territory is not None:
        end = counted(END_PER_TERRITORY[b.territory], TERRITORY_POINTS)
    elif b.points:
        end = counted(END_POINTS, int(b.points))
    else:
        end = Phrase(END_NOTHING)
    return immediate, Phrase(TAX[b.tax]), crowns, end


def describe(b: Building) -> str:
    """The player-facing text of a tile: its four corners, in words, in corner order."""
    return " ".join(p.english() for p in corner_phrases(b))


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
