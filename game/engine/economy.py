"""Towns, buildings, knights, towers, coins and the Queen: the Queendomino economy.

Everything here reads a kingdom's layers (see `Kingdom.layers`) and counters, so the
rule modules, the conformance runner and the AI share one copy of these rules:

- layer `building`: building id on a town square (a collapsed one stays there);
  `towers`: towers put on that building; `fallen`: how many of them fell;
  `collapsed`: 1 while the building lies in ruins (Royal Wedding XXL events);
- layer `knight`: knights standing on a square; counter `guard`: knights in the guard;
- counter `coins`;
- layer `giant`: giants standing on a square's printed crowns (Age of Giants);
- layer `court`: a Court character's name on a square; `court_crowns`: a Court
  building's crowns; `resource`: a resource token (wheat, wood, fish, sheep).

Building corners come from a resolver (building id -> something with `crowns`,
`points` and `tax`), so the same code scores the shipped tiles and the ad-hoc
buildings of a conformance case.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from .errors import Why
from .kingdom import Kingdom
from .layers import (
    BUILDING,
    COINS,
    COLLAPSED,
    COURT,
    COURT_CROWNS,
    FALLEN,
    GIANT,
    GUARD,
    KNIGHT,
    TOWERS,
)
from .scoring import Bonus, Territory
from .terrain import CASTLE, EMPTY, FROM_LETTER, TOWN
from .words import N_, NN_

COINS_PER_POINT = 3  # coins score 1 point per 3 at the end
KNIGHTS_PER_DOMINO = 2  # a tax sends at most one knight to each square of the domino placed


def coins(k: Kingdom) -> int:
    """The kingdom's coins (a KeyError on a kingdom without an economy, never a silent 0)."""
    return int(k.vals[COINS])


def guard(k: Kingdom) -> int:
    """Knights in the kingdom's guard (a KeyError on a kingdom without an economy)."""
    return int(k.vals[GUARD])


class BuildingCorners(Protocol):
    """What scoring and tax need of a building tile."""

    @property
    def name(self) -> str: ...
    @property
    def crowns(self) -> int: ...
    @property
    def points(self) -> int | str: ...  # N, "per_tower", "per_knight", "per_territory:<terrain>"
    @property
    def tax(self) -> str | None: ...  # "knights", "towers" or None


Resolver = Callable[[int], BuildingCorners]


@dataclass(frozen=True, slots=True)
class Corners:
    """A building described by its corners alone (conformance cases, tests)."""

    name: str = "building"
    crowns: int = 0
    points: int | str = 0
    tax: str | None = None


# -- counts the rulings define (conformance README, "Derived counts") ---------------------
def buildings(k: Kingdom) -> list[tuple[int, int, int]]:
    """(row, col, building id) of every building, standing or collapsed, in reading order."""
    return [(r, c, int(v)) for r, c, v in k.squares(BUILDING)]


def standing(k: Kingdom) -> list[tuple[int, int, int]]:
    collapsed = k.layers.get(COLLAPSED, {})
    return [(r, c, b) for r, c, b in buildings(k) if k.index(r, c) not in collapsed]


def towers(k: Kingdom) -> int:
    """Towers of the kingdom: over standing buildings, towers put on them less fallen ones."""
    return sum(int(k.at(TOWERS, r, c)) - int(k.at(FALLEN, r, c)) for r, c, _ in standing(k))


def knights_on_board(k: Kingdom) -> int:
    return sum(int(v) for v in k.layers.get(KNIGHT, {}).values())


def knights_owned(k: Kingdom) -> int:
    """Guard + knights on the board (the cemetery is nobody's)."""
    return k.vals.get(GUARD, 0) + knights_on_board(k)


def warriors(k: Kingdom) -> int:
    """Court warriors in the kingdom: they count as knights for tax bonuses and points."""
    if COURT not in k.layers:
        return 0
    from .court import warriors as keys  # the Court data is read only where it is played

    return sum(1 for v in k.layers[COURT].values() if v in keys())


def crown_layer(k: Kingdom, spec: Resolver) -> list[int]:
    """Territory crowns per padded index: printed crowns not under giants, plus the crowns
    of standing buildings and of Court buildings (the Queen is never in it)."""
    crown = k.crown[:]
    for i, n in k.layers.get(GIANT, {}).items():
        crown[i] = max(0, crown[i] - int(n))
    for r, c, b in standing(k):
        crown[k.index(r, c)] += spec(b).crowns
    for i, n in k.layers.get(COURT_CROWNS, {}).items():
        crown[i] += int(n)
    return crown


def territory_squares(k: Kingdom, r: int, c: int) -> int:
    """Squares of the territory a canvas square belongs to (0 for empty and the castle)."""
    terr, w = k.terr, k.width
    start = k.index(r, c)
    t = terr[start]
    if t in (EMPTY, CASTLE):
        return 0
    seen = {start}
    stack = [start]
    while stack:
        i = stack.pop()
        for n in (i - w, i + 1, i + w, i - 1):
            if terr[n] == t and n not in seen:
                seen.add(n)
                stack.append(n)
    return len(seen)


# -- tax and building ------------------------------------------------------------------
def tax_check(k: Kingdom, placed: Iterable[tuple[int, int]], send: list[tuple[int, int]]) -> Why | None:
    """None when knights may be sent to `send`, else the reason (rulings §2.3 B)."""
    placed = set(placed)
    guard = k.vals.get(GUARD, 0)
    if len(send) > KNIGHTS_PER_DOMINO:
        return Why(N_("at most {count} knights: one per square of the domino just placed"),
                   count=KNIGHTS_PER_DOMINO)
    if len(set(send)) != len(send):
        return Why(N_("one knight per square"))
    if any(sq not in placed for sq in send):
        return Why(N_("knights go only on the squares of the domino just placed"))
    if len(send) > guard:
        return Why(NN_("{count} knight needed, your guard has {guard}",
                       "{count} knights needed, your guard has {guard}"),
                   count=len(send), guard=guard)
    return None


def tax_per_collection(k: Kingdom, spec: Resolver, queen: bool) -> int:
    """The bonuses each knight sent collects besides its territory's squares."""
    bonus = 0
    for _, _, b in standing(k):
        kind = spec(b).tax
        if kind == "knights":
            bonus += knights_owned(k) + warriors(k)
        elif kind == "towers":
            bonus += towers(k) + (1 if queen else 0)
    return bonus


def tax_coins(k: Kingdom, spec: Resolver, send: list[tuple[int, int]], queen: bool) -> int:
    """Coins collected by knights on `send` (each knight is one collection, rulings §2.6)."""
    if not send:
        return 0
    per = tax_per_collection(k, spec, queen)
    return sum(territory_squares(k, r, c) + per for r, c in send)


def build_price(price: int, queen: bool) -> int:
    """What a builders' slot costs: −1 while hosting the Queen, never below 0."""
    return max(0, price - (1 if queen else 0))


def build_check(k: Kingdom, r: int, c: int, paid: int) -> Why | None:
    """None when a building paid `paid` coins may go on (r, c), else the reason."""
    if not k.on_canvas(r, c) or k.cell(r, c)[0] != TOWN:
        return Why(N_("buildings go on town squares"))
    if k.at(BUILDING, r, c):
        return Why(N_("that town square already has a building"))
    coins = k.vals.get(COINS, 0)
    if coins < paid:
        return Why(NN_("{count} coin needed, you have {coins}", "{count} coins needed, you have {coins}"),
                   count=paid, coins=coins)
    return None


# -- end-game terms ------------------------------------------------------------------------
def separate_territories(terrs: Iterable[Territory], terrain: str) -> int:
    return sum(1 for t in terrs if t.terrain == terrain)


def building_points(k: Kingdom, spec: Resolver, terrs: list[Territory]) -> list[Bonus]:
    """One term per standing building (part `buildings`), worth 0 when it has no end-game
    points: the results list every building, so a player sees it was counted."""
    out = []
    for r, c, b in standing(k):
        corners = spec(b)
        p = corners.points
        if isinstance(p, int):
            n, how = p, ""
        elif p == "per_tower":
            n, how = towers(k), "1 per tower"
        elif p == "per_knight":
            n, how = knights_owned(k) + warriors(k), "1 per knight"
        elif p.startswith("per_territory:"):
            name = _terrain_name(p.partition(":")[2])
            n, how = 2 * separate_territories(terrs, name), f"2 per separate {name} territory"
        else:
            raise ValueError(f"unknown building points {p!r}")
        out.append(Bonus(corners.name, n, f"{how} at {r},{c}".strip(), "buildings"))
    return out


def _terrain_name(text: str) -> str:
    from .terrain import NAMES, code

    if text in FROM_LETTER:
        return NAMES[FROM_LETTER[text]]
    return NAMES[code(text)]


def queen_term(terrs: list[Territory]) -> Bonus:
    """Her crown goes on the host's largest territory by squares (rulings §2.7)."""
    largest = max((t.squares for t in terrs), default=0)
    return Bonus(N_("The Queen"), largest, "her crown on your largest territory", "queen")


def coins_term(k: Kingdom) -> Bonus:
    coins = k.vals.get(COINS, 0)
    return Bonus(N_("Coins"), coins // COINS_PER_POINT, f"{coins} coins, 1 point per {COINS_PER_POINT}",
                 "coins")
