"""Component data (dominoes) loaded from the JSON files shipped in `data/`.

Domino ids are unique across every set the game knows, so a state can hold
dominoes from several towers (Royal Wedding XXL) without ambiguity; `label`
is what is printed on the tile and `sort` orders a draft line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from . import terrain

DATA_DIR = Path(__file__).resolve().parent / "data"
SETS = ("kingdomino",)


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
def load_set(name: str) -> tuple[Domino, ...]:
    path = DATA_DIR / f"{name}.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for d in raw["dominoes"]:
        (t1, c1), (t2, c2) = d["halves"]
        out.append(
            Domino(
                id=int(d["id"]),
                label=str(d["label"]),
                sort=int(d["sort"]),
                set=name,
                t1=terrain.code(t1),
                c1=int(c1),
                t2=terrain.code(t2),
                c2=int(c2),
            )
        )
    return tuple(out)


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
