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
from .phrase import Phrase, counted
from .words import N_, NN_

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


# The tiles' sentences, whole (translated where drawn, by game/i18n/content.py): one per thing
# counted and per terrain, so each language words its own nouns (never a glued name).
FLAT = NN_("{n} point at the end", "{n} points at the end")
#: what a character counts -> (its sentence with a base, its sentence without one)
PER_THING: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "resource:wheat": (
        NN_("{n} point + {per} per wheat token on the 8 squares around it",
            "{n} points + {per} per wheat token on the 8 squares around it"),
        NN_("{n} point per wheat token on the 8 squares around it",
            "{n} points per wheat token on the 8 squares around it")),
    "resource:wood": (
        NN_("{n} point + {per} per wood token on the 8 squares around it",
            "{n} points + {per} per wood token on the 8 squares around it"),
        NN_("{n} point per wood token on the 8 squares around it",
            "{n} points per wood token on the 8 squares around it")),
    "resource:fish": (
        NN_("{n} point + {per} per fish token on the 8 squares around it",
            "{n} points + {per} per fish token on the 8 squares around it"),
        NN_("{n} point per fish token on the 8 squares around it",
            "{n} points per fish token on the 8 squares around it")),
    "resource:sheep": (
        NN_("{n} point + {per} per sheep token on the 8 squares around it",
            "{n} points + {per} per sheep token on the 8 squares around it"),
        NN_("{n} point per sheep token on the 8 squares around it",
            "{n} points per sheep token on the 8 squares around it")),
    "resource:any": (
        NN_("{n} point + {per} per resource token of any kind on the 8 squares around it",
            "{n} points + {per} per resource token of any kind on the 8 squares around it"),
        NN_("{n} point per resource token of any kind on the 8 squares around it",
            "{n} points per resource token of any kind on the 8 squares around it")),
    "character": (
        NN_("{n} point + {per} per Court character on the 8 squares around it",
            "{n} points + {per} per Court character on the 8 squares around it"),
        NN_("{n} point per Court character on the 8 squares around it",
            "{n} points per Court character on the 8 squares around it")),
    "warrior": (
        NN_("{n} point + {per} per Court warrior on the 8 squares around it",
            "{n} points + {per} per Court warrior on the 8 squares around it"),
        NN_("{n} point per Court warrior on the 8 squares around it",
            "{n} points per Court warrior on the 8 squares around it")),
    "crown": (
        NN_("{n} point + {per} per crown on the 8 squares around it",
            "{n} points + {per} per crown on the 8 squares around it"),
        NN_("{n} point per crown on the 8 squares around it",
            "{n} points per crown on the 8 squares around it")),
}
#: a Court building's crowns, per terrain it may stand on (never a town)
CROWNS_FOR = {
    "wheat": NN_("+{n} crown for the wheat territory it stands in",
                 "+{n} crowns for the wheat territory it stands in"),
    "forest": NN_("+{n} crown for the forest territory it stands in",
                  "+{n} crowns for the forest territory it stands in"),
    "lake": NN_("+{n} crown for the lake territory it stands in",
                "+{n} crowns for the lake territory it stands in"),
    "grassland": NN_("+{n} crown for the grassland territory it stands in",
                     "+{n} crowns for the grassland territory it stands in"),
    "swamp": NN_("+{n} crown for the swamp territory it stands in",
                 "+{n} crowns for the swamp territory it stands in"),
    "mine": NN_("+{n} crown for the mine territory it stands in",
                "+{n} crowns for the mine territory it stands in"),
}
GOES_ON = {
    "wheat": N_("Goes on a wheat square with no printed crown, resource or other piece"),
    "forest": N_("Goes on a forest square with no printed crown, resource or other piece"),
    "lake": N_("Goes on a lake square with no printed crown, resource or other piece"),
    "grassland": N_("Goes on a grassland square with no printed crown, resource or other piece"),
    "swamp": N_("Goes on a swamp square with no printed crown, resource or other piece"),
    "mine": N_("Goes on a mine square with no printed crown, resource or other piece"),
}
CHARACTER_GOES_ON = N_("Goes on a square with no printed crown, resource or other piece (not a town)")
WARRIOR = N_("A warrior: counts as a knight for the tax bonus and points per knight")


def score_phrase(t: Character | CourtBuilding) -> Phrase:
    """What a Court tile is worth, as a sentence to translate (no full stop: callers add it)."""
    if isinstance(t, CourtBuilding):
        return counted(CROWNS_FOR[t.terrain], t.crowns)
    s = t.scoring
    if s.adjacent is None:
        return counted(FLAT, s.base)
    with_base, without = PER_THING[s.adjacent]
    return counted(with_base, s.base, per=s.per) if s.base else counted(without, s.per)


def describe_phrases(t: Character | CourtBuilding) -> tuple[Phrase, ...]:
    """What a Court tile does and where it may go, one line each (the table's hover)."""
    if isinstance(t, CourtBuilding):
        return score_phrase(t), Phrase(GOES_ON[t.terrain])
    warrior = (Phrase(WARRIOR),) if t.warrior else ()
    return score_phrase(t), *warrior, Phrase(CHARACTER_GOES_ON)


def score_words(t: Character | CourtBuilding) -> str:
    """What a Court tile is worth, in a player's words ("4 points at the end")."""
    return score_phrase(t).english()


def describe(t: Character | CourtBuilding) -> str:
    """What a Court tile does and where it may go, in a player's words (the table's hover): its
    worth (a sentence, so a full stop), then one line each."""
    score, *lines = describe_phrases(t)
    return "\n".join([score.english() + ".", *(p.english() for p in lines)])


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
