"""Scores: territories, bonuses, and the ranking with its tie-breakers.

A breakdown is plain data so the results screen, saves and the conformance
runner can all show it without knowing the engine's classes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .kingdom import Kingdom
from .terrain import CASTLE, NAMES
from .words import N_


@dataclass(frozen=True, slots=True)
class Territory:
    terrain: str
    squares: int
    crowns: int
    cells: tuple[tuple[int, int], ...]

    @property
    def points(self) -> int:
        return self.squares * self.crowns


@dataclass(frozen=True, slots=True)
class Bonus:
    """A score term besides territories. `part` groups terms as the `/2` score parts do
    (queen, buildings, coins, challenges, court, middle_kingdom, harmony); `name` names this
    one (a building's name, a challenge id)."""

    name: str
    points: int
    detail: str = ""
    part: str = ""

    @property
    def group(self) -> str:
        return self.part or self.name.lower().replace(" ", "_")


@dataclass(frozen=True, slots=True)
class Breakdown:
    territories: tuple[Territory, ...]
    bonuses: tuple[Bonus, ...]
    total: int
    largest: int  # squares of the largest territory, crowned or not (tie-breaker 1)
    crowns: int  # crowns in the whole kingdom (tie-breaker 2)

    def to_json(self) -> dict[str, Any]:
        return {
            "territories": [
                {"terrain": t.terrain, "squares": t.squares, "crowns": t.crowns,
                 "points": t.points, "cells": [list(c) for c in t.cells]}
                for t in self.territories
            ],
            "bonuses": [{"name": b.name, "points": b.points, "detail": b.detail, "part": b.group}
                        for b in self.bonuses],
            "total": self.total,
            "largest": self.largest,
            "crowns": self.crowns,
        }

    def parts(self) -> dict[str, int]:
        """Points per score part: territories, then each bonus group summed."""
        out = {"territories": sum(t.points for t in self.territories)}
        for b in self.bonuses:
            out[b.group] = out.get(b.group, 0) + b.points
        return out


def _component(seed: int, mask: int, w: int) -> int:
    """The squares of `mask` edge-connected to `seed` (a bit-parallel flood: one step
    reaches every neighbour of the squares found so far)."""
    x = seed
    while True:
        y = (x | x << 1 | x >> 1 | x << w | x >> w) & mask
        if y == x:
            return x
        x = y


def territory_masks(k: Kingdom) -> list[tuple[int, int]]:
    """(terrain code, squares as a mask) of every territory, by terrain code, then from its
    lowest square: edge-connected squares of one terrain; the castle joins nothing."""
    masks, w = k.masks, k.width
    out: list[tuple[int, int]] = []
    for t in NAMES:
        m = masks[t]
        while m:
            x = _component(m & -m, m, w)
            m ^= x
            out.append((t, x))
    return out


def territories(k: Kingdom, crown: list[int] | None = None) -> list[Territory]:
    """Edge-connected squares of one terrain; the castle joins nothing.

    `crown` (per padded index, as `k.crown`) gives the territory crowns of each square
    where a rule set changes them (giants, buildings); by default the printed crowns."""
    w = k.width
    if crown is None:
        crown = k.crown
    out: list[Territory] = []
    for t, x in territory_masks(k):
        cells: list[tuple[int, int]] = []
        crowns = 0
        while x:  # lowest bit first: cells come out in reading order, sorted
            bit = x & -x
            x ^= bit
            i = bit.bit_length() - 1
            cells.append((i // w - 1, i % w - 1))
            crowns += crown[i]
        out.append(Territory(NAMES[t], len(cells), crowns, tuple(cells)))
    out.sort(key=lambda x: (-x.points, -x.squares, x.terrain, x.cells))
    return out


def territory_points(k: Kingdom) -> int:
    """The territories' points with the printed crowns: `sum(t.points for t in territories(k))`
    without the territories. Only crowned territories score, so only they are flooded, each
    from its lowest crowned square; their crowns are read off the crown planes."""
    masks, planes, terr, crown, w = k.masks, k.planes, k.terr, k.crown, k.width
    if len(planes) != 2:  # a square with more than 3 crowns (text boards): the plain way
        return sum(t.points for t in territories(k))
    ones, twos = planes
    todo = (ones | twos) & ~masks[CASTLE]  # (a castle never scores, whatever a text board says)
    total = 0
    while todo:
        seed = todo & -todo
        i = seed.bit_length() - 1
        m = masks[terr[i]]
        x = (seed | seed << 1 | seed >> 1 | seed << w | seed >> w) & m
        if x == seed:  # a lone square (about half the crowned territories): its crowns
            total += crown[i]
            todo ^= seed
            continue
        while True:  # _component, inlined: this is the hot path of a final score
            y = (x | x << 1 | x >> 1 | x << w | x >> w) & m
            if y == x:
                break
            x = y
        todo &= ~x
        total += x.bit_count() * ((x & ones).bit_count() + 2 * (x & twos).bit_count())
    return total


def total_score(k: Kingdom, bonus_rules: Sequence[BonusRule] = ()) -> int:
    """`score(k, bonus_rules).total` (printed crowns, no terms), without building the breakdown:
    what a search asks of a finished Kingdomino kingdom, thousands of times."""
    total = territory_points(k)
    for rule in bonus_rules:
        b = rule(k)
        if b is not None:
            total += b.points
    return total


def middle_kingdom(k: Kingdom) -> bool:
    """The castle is the centre of the kingdom as built (rulings §1.7)."""
    r0, c0 = k.castle
    r1, c1 = r0 + k.start - 1, c0 + k.start - 1
    return r0 - k.minr == k.maxr - r1 and c0 - k.minc == k.maxc - c1


def harmony(k: Kingdom) -> bool:
    """Grid completely filled and nothing discarded."""
    return k.is_full and not k.discarded


BonusRule = Callable[[Kingdom], Bonus | None]


# one of each (they are frozen): a final score asks the rules for them every time
MIDDLE_KINGDOM_TERM = Bonus(N_("Middle Kingdom"), 10, "castle in the centre", "middle_kingdom")
HARMONY_TERM = Bonus(N_("Harmony"), 5, "kingdom complete, nothing discarded", "harmony")


def middle_kingdom_bonus(k: Kingdom) -> Bonus | None:
    return MIDDLE_KINGDOM_TERM if middle_kingdom(k) else None


def harmony_bonus(k: Kingdom) -> Bonus | None:
    return HARMONY_TERM if harmony(k) else None


def score(k: Kingdom, bonus_rules: Sequence[BonusRule] = (), crown: list[int] | None = None,
          terms: Sequence[Bonus] = ()) -> Breakdown:
    """A kingdom's breakdown: territories (with `crown` as in `territories`), the bonus
    rules that see the kingdom alone, and `terms` a rule set computed from the whole state."""
    terrs = territories(k, crown)
    bonuses = tuple(b for b in (rule(k) for rule in bonus_rules) if b is not None) + tuple(terms)
    total = sum(t.points for t in terrs) + sum(b.points for b in bonuses)
    return Breakdown(
        territories=tuple(terrs),
        bonuses=bonuses,
        total=total,
        largest=max((t.squares for t in terrs), default=0),
        crowns=sum(t.crowns for t in terrs),
    )


TIE_BREAKERS = ("score", "largest territory", "crowns")


@dataclass(frozen=True, slots=True)
class Place:
    """One place of a ranking: who shares it and what decided it."""

    rank: int  # 1-based
    members: tuple[int, ...]  # kingdom indices sharing the place
    key: tuple[int, ...]  # (score, largest, crowns), or the rule set's own ranking key
    decided_by: str  # "score", "largest territory", "crowns", or "shared"
    shared: bool = field(default=False)

    def to_json(self) -> dict[str, Any]:
        return {"rank": self.rank, "members": list(self.members), "key": list(self.key),
                "decided_by": self.decided_by, "shared": self.shared}


def _first_difference(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    for n, (x, y) in enumerate(zip(a, b, strict=True)):
        if x != y:
            return n
    return len(a)


def ranking(keys: Sequence[tuple[int, ...]]) -> list[Place]:
    """Rank by score, then largest territory, then crowns (rulings §1.6).

    `decided_by` names the deepest tie-breaker needed to separate a place from
    its neighbours in the ranking; "shared" when even crowns could not, and
    `members` then holds every kingdom sharing it.
    """
    order = sorted(range(len(keys)), key=lambda i: keys[i], reverse=True)
    groups: list[list[int]] = []
    for i in order:
        if groups and keys[groups[-1][0]] == keys[i]:
            groups[-1].append(i)
        else:
            groups.append([i])
    places: list[Place] = []
    rank = 1
    for g, members in enumerate(groups):
        key = keys[members[0]]
        depth = 0
        for other in (g - 1, g + 1):
            if 0 <= other < len(groups):
                depth = max(depth, _first_difference(key, keys[groups[other][0]]))
        shared = len(members) > 1
        decided = "shared" if shared else TIE_BREAKERS[min(depth, 2)]
        places.append(Place(rank, tuple(sorted(members)), key, decided, shared))
        rank += len(members)
    return places
