"""The Court expansion's tiles and resources, loaded from `data/court.json` (data only).

Characters score at the end: ``base + per × (matching things on the 8 surrounding squares)``, where
`adjacent` names what is counted (see `ADJACENT`). Court buildings add crowns to the territory they
stand in and go only on their own terrain. Which square gets which resource, buying and placing are
the rules' job (court.md); this module only ships the facts, checked on load.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from . import terrain
from .content import DATA_DIR

RESOURCE_KINDS = ("wheat", "wood", "fish", "sheep")
# a tile's id in play is its data id + SET_ID_OFFSET per extra set, so two sets never share an id
SET_ID_OFFSET = 1000
#: what a character can count around itself; "resource:<kind>" for one kind of token
ADJACENT = ("resource:any", "character", "warrior", "crown", *(f"resource:{k}" for k in RESOURCE_KINDS))


@dataclass(frozen=True, slots=True)
class Scoring:
    base: int
    per: int
    adjacent: str | None  # one of ADJACENT, or None for a flat score

    def points(self, matches: int) -> int:
        """End points given the number of matching things around the character."""
        return self.base + self.per * matches


@dataclass(frozen=True, slots=True)
class Character:
    id: int
    key: str  # snake_case name, as the conformance cases write it ("light_archer")
    name: str
    warrior: bool  # counts as a Court knight in Royal Wedding XXL (tax bonus, "per knight" points)
    picture: str
    scoring: Scoring


@dataclass(frozen=True, slots=True)
class CourtBuilding:
    id: int
    name: str
    terrain: str  # the only terrain it may stand on
    crowns: int  # added to the territory it stands in
    picture: str
    own: bool  # the name is the game's own


def _fail(why: str) -> ValueError:
    return ValueError(f"court.json: {why}")


def _int(v: Any, low: int = 0) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= low


def _character(d: dict[str, Any]) -> Character:
    s = d.get("scoring")
    if not isinstance(s, dict) or not _int(s.get("base")) or not _int(s.get("per")):
        raise _fail(f"character {d.get('id')!r}: scoring needs integer base and per >= 0")
    adjacent = s.get("adjacent")
    if adjacent is not None and adjacent not in ADJACENT:
        raise _fail(f"character {d.get('id')!r}: unknown adjacent {adjacent!r}")
    if (adjacent is None) != (s["per"] == 0):
        raise _fail(f"character {d.get('id')!r}: per and adjacent go together")
    if not isinstance(d.get("warrior"), bool):
        raise _fail(f"character {d.get('id')!r}: warrior must be true or false")
    return Character(id=int(d["id"]), key=str(d["key"]), name=str(d["name"]), warrior=d["warrior"],
                     picture=str(d["picture"]), scoring=Scoring(s["base"], s["per"], adjacent))


def _building(d: dict[str, Any]) -> CourtBuilding:
    t = d.get("terrain")
    if t not in terrain.CODES or t == "town":
        raise _fail(f"building {d.get('id')!r}: bad terrain {t!r}")
    if not _int(d.get("crowns"), 1):
        raise _fail(f"building {d.get('id')!r}: crowns must be an integer >= 1")
    return CourtBuilding(id=int(d["id"]), name=str(d["name"]), terrain=t, crowns=d["crowns"],
                         picture=str(d["picture"]), own=bool(d["own"]))


@cache
def _raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA_DIR / "court.json").read_text(encoding="utf-8"))
    return data


@cache
def _tiles() -> tuple[tuple[Character, ...], tuple[CourtBuilding, ...]]:
    raw = _raw()
    chars = tuple(_character(d) for d in raw["characters"])
    blds = tuple(_building(d) for d in raw["buildings"])
    ids = [t.id for t in chars] + [t.id for t in blds]
    if len(ids) != len(set(ids)):
        raise _fail("a Court tile id appears twice")
    if set(raw["resources"].values()) != set(RESOURCE_KINDS):
        raise _fail(f"resources must map terrains onto {RESOURCE_KINDS}")
    return chars, blds


def characters() -> tuple[Character, ...]:
    return _tiles()[0]


def character(key: str) -> Character:
    """A character by its key ("farmer", "light_archer", ...)."""
    for c in characters():
        if c.key == key:
            return c
    raise KeyError(f"no Court character {key!r}")


def court_buildings() -> tuple[CourtBuilding, ...]:
    return _tiles()[1]


def court_tile(tid: int) -> Character | CourtBuilding:
    tiles: tuple[Character | CourtBuilding, ...] = (*characters(), *court_buildings())
    for t in tiles:
        if t.id == tid:
            return t
    raise KeyError(f"no Court tile with id {tid}")


_COUNTED = {"resource:any": "resource token of any kind", "character": "Court character",
            "warrior": "Court warrior", "crown": "crown"}


def _points(n: int) -> str:
    return f"{n} point{'s' if n != 1 else ''}"


def score_words(t: Character | CourtBuilding) -> str:
    """What a Court tile is worth, in a player's words ("4 points at the end")."""
    if isinstance(t, CourtBuilding):
        return f"+{t.crowns} crown{'s' if t.crowns != 1 else ''} for the {t.terrain} territory it stands in"
    s = t.scoring
    if s.adjacent is None:
        return f"{_points(s.base)} at the end"
    thing = _COUNTED.get(s.adjacent) or f"{s.adjacent.split(':')[1]} token"
    per = f"per {thing} on the 8 squares around it"
    return f"{_points(s.base)} + {s.per} {per}" if s.base else f"{_points(s.per)} {per}"


def describe(t: Character | CourtBuilding) -> str:
    """What a Court tile does and where it may go, in a player's words (the table's hover)."""
    if isinstance(t, CourtBuilding):
        return (f"{score_words(t)}.\n"
                f"Goes on a {t.terrain} square with no printed crown, resource or other piece")
    warrior = "\nA warrior: counts as a knight for the tax bonus and points per knight" if t.warrior else ""
    return (f"{score_words(t)}.{warrior}\n"
            "Goes on a square with no printed crown, resource or other piece (not a town)")


def resources() -> dict[str, str]:
    """Terrain name -> the resource its crownless squares receive (wheat, forest, lake, grassland)."""
    _tiles()  # validated first
    return dict(_raw()["resources"])


def resource_for(terrain_name: str) -> str | None:
    """The resource a crownless square of this terrain receives, or None (swamp, mine, town)."""
    return resources().get(terrain_name)


def token_supply() -> dict[str, int]:
    """Tokens per resource kind in one Court set (inferred; never a limit in play)."""
    return dict(_raw()["token_supply"])


def buy_costs() -> dict[str, Any]:
    """Resources (of different kinds) to buy a face-up tile or search a pile, and tiles face up per pile."""
    return dict(_raw()["buy"])
