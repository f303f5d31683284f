"""Component data (dominoes) loaded from the JSON files shipped in `data/`.

Domino ids are unique across every set the game knows, so a state can hold
dominoes from several towers (Royal Wedding XXL) without ambiguity; `label`
is what is printed on the tile and `sort` orders a draft line.

Id scheme: Kingdomino 1-48; Queendomino 101-148 and Fantastic Era 149-160
(id = 100 + printed number); Age of Giants giants A-F 201-206 and footprints
249-254 (id = 200 + printed number). Giant letters sort -6..-1, so they come
before every number, alphabetically. Buildings, events and Court tiles have
their own loaders (buildings.py, events.py, court_data.py).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from . import terrain

DATA_DIR = Path(__file__).resolve().parent / "data"
SETS = ("kingdomino", "queendomino", "fantastic_era", "age_of_giants")
#: the dominoes in each Royal Wedding XXL dispenser tower (rulings 3)
TOWERS: dict[str, tuple[str, ...]] = {
    "fantastic_era": ("queendomino", "fantastic_era"),
    "age_of_giants": ("kingdomino", "age_of_giants"),
}
KINDS = ("", "giant", "footprints")


@dataclass(frozen=True, slots=True)
class Domino:
    id: int
    label: str
    sort: int
    set: str
    t1: int
    c1: int
    t2: int
    c2: int
    kind: str = ""  # "giant" / "footprints" (Age of Giants) or "" for a plain domino

    @property
    def halves(self) -> tuple[tuple[int, int], tuple[int, int]]:
        return ((self.t1, self.c1), (self.t2, self.c2))

    @property
    def crowns(self) -> int:
        return self.c1 + self.c2

    def describe(self) -> str:
        def half(t: int, c: int) -> str:
            return terrain.NAMES[t] + (f" ({c} crown{'s' if c > 1 else ''})" if c else "")

        return f"#{self.label}: {half(self.t1, self.c1)} | {half(self.t2, self.c2)}"


@cache
def _raw(name: str) -> dict[str, Any]:
    path = DATA_DIR / f"{name}.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def set_info(name: str) -> dict[str, object]:
    """The header of a set's file (title, source, whether it is the game's own design, ...)."""
    return {k: v for k, v in _raw(name).items() if k != "dominoes"}


@cache
def load_set(name: str) -> tuple[Domino, ...]:
    out = []
    for d in _raw(name)["dominoes"]:
        (t1, c1), (t2, c2) = d["halves"]
        dom = Domino(
            id=int(d["id"]),
            label=str(d["label"]),
            sort=int(d["sort"]),
            set=name,
            t1=terrain.code(t1),
            c1=int(c1),
            t2=terrain.code(t2),
            c2=int(c2),
            kind=str(d.get("kind", "")),
        )
        if dom.kind not in KINDS:
            raise ValueError(f"{name}.json: domino {dom.id} has unknown kind {dom.kind!r}")
        # towns never carry printed crowns; catching it here keeps a data edit from breaking scoring
        if any(t == terrain.TOWN and c for t, c in dom.halves):
            raise ValueError(f"{name}.json: domino {dom.id} has a crowned town square")
        out.append(dom)
    return tuple(out)


@cache
def tower_set(*names: str) -> tuple[Domino, ...]:
    """The dominoes of several sets together, in id order (e.g. one XXL tower)."""
    return tuple(sorted((d for n in names for d in load_set(n)), key=lambda d: d.id))


def tower(name: str) -> tuple[Domino, ...]:
    """The dominoes shuffled into one Royal Wedding XXL tower ("fantastic_era" or "age_of_giants")."""
    return tower_set(*TOWERS[name])


@cache
def catalogue() -> dict[int, Domino]:
    """Every known domino by id (built on first use, not at import)."""
    result: dict[int, Domino] = {}
    for name in SETS:
        for d in load_set(name):
            if d.id in result:
                raise ValueError(f"domino id {d.id} appears twice in the content data")
            result[d.id] = d
    return result


def domino(did: int) -> Domino:
    try:
        return catalogue()[did]
    except KeyError:
        raise KeyError(f"no domino with id {did}") from None
