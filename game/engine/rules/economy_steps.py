"""The builders' steps Queendomino adds to a turn (and Royal Wedding XXL reuses):
tax (B), build (C) and bribe the Dragon (D), with their actions.

Shared state (`state.ext`, plain data):
  rows     builders' rows: a list of 6 slots each (building id or None), slot i costs PRICES[i]
  piles    face-down building piles, one per row (top = end of the list)
  dragons  per Dragon: [row, slot] it sits on, or None while it sleeps in its cave
  bribed   kingdoms that bribed a Dragon this round
  burned   buildings the Dragons burned (out of the game)
  queen    the kingdom hosting the Queen, or None while she is on the builders' board
  placed   the two squares of the domino the acting king just placed (None: discarded)
  effects  (Royal Wedding XXL) rules a Fantastic Event changes for the round:
           building_cost (price delta), builds_per_turn, dragon_bribe (cost, None: no bribe)
Per kingdom: counters `coins`, `guard`; layers as in `economy`.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ..actions import Action, TextAction, action_kind
from ..buildings import building
from ..economy import KNIGHTS_PER_DOMINO, build_check, build_price, tax_check, tax_coins, towers
from ..errors import IllegalAction, Why
from ..kingdom import Kingdom
from ..layers import BUILDING, COINS, GUARD, KNIGHT, TOWERS
from ..state import State, edition_2
from ..terrain import TOWN
from ..words import N_, NN_

PRICES = (5, 4, 3, 2, 1, 0)


# -- actions ---------------------------------------------------------------------------
@action_kind
@dataclass(frozen=True, slots=True)
class Tax(TextAction):
    """Send knights from the guard onto squares of the domino just placed: `tax 3,4 3,5`."""

    TEXT = "tax {squares}"
    squares: tuple[tuple[int, int], ...]


@action_kind
@dataclass(frozen=True, slots=True)
class Build(TextAction):
    """Build a building of a builders' row on a town square: `build 17 at 2,3`."""

    TEXT = "build {building} at {row},{col}"
    building: int
    row: int
    col: int


@action_kind
@dataclass(frozen=True, slots=True)
class Bribe(TextAction):
    """Pay a Dragon 1 coin to burn a building of a builders' row: `bribe 9`."""

    TEXT = "bribe {building}"
    building: int


# -- helpers -----------------------------------------------------------------------------
def mine(state: State) -> tuple[int, Kingdom]:
    king = state.king
    assert king is not None
    n = state.kings[king]
    return n, state.kingdoms[n]


# -- the economy's own state, read by the table and the AI through these (a renamed key raises) --
def queen_host(state: State) -> int | None:
    """The kingdom hosting the Queen, None while she is in her tower."""
    out: int | None = state.ext["queen"]
    return out


def hosts_queen(state: State, kingdom: int) -> bool:
    return queen_host(state) == kingdom


def rows(state: State) -> list[list[int | None]]:
    """The builders' rows (a slot holds a building id, or None once bought)."""
    out: list[list[int | None]] = state.ext["rows"]
    return out


def piles(state: State) -> list[list[int]]:
    """The face-down building piles, one per row."""
    out: list[list[int]] = state.ext["piles"]
    return out


def dragons(state: State) -> list[list[int] | None]:
    """Each Dragon's [row, slot] on the builders' board, None while it is home in its cave."""
    out: list[list[int] | None] = state.ext["dragons"]
    return out


def on_rows(state: State) -> list[tuple[int, int, int]]:
    """(row, slot, building id) of every building on the builders' rows."""
    return [(r, s, b) for r, row in enumerate(state.ext["rows"]) for s, b in enumerate(row) if b is not None]


def find_on_rows(state: State, bid: int) -> tuple[int, int] | None:
    for r, s, b in on_rows(state):
        if b == bid:
            return r, s
    return None


def town_sites(k: Kingdom) -> list[tuple[int, int]]:
    """Town squares with no building: a scan of the flat terrain array (a hot path)."""
    built = k.layers.get(BUILDING, {})
    terr, w = k.terr, k.width
    out = []
    for r in range(k.minr, k.maxr + 1):
        base = (r + 1) * w + 1
        for c in range(k.minc, k.maxc + 1):
            if terr[base + c] == TOWN and base + c not in built:
                out.append((r, c))
    return out


def placed_squares(state: State) -> list[tuple[int, int]]:
    placed = state.ext.get("placed")
    return [] if placed is None else [(int(r), int(c)) for r, c in placed]


def effect(state: State, name: str, default: Any) -> Any:
    """A rule a Fantastic Event changed for this round (`default` when none; a stored None,
    such as "no bribe this round", stays None)."""
    effects = state.ext.get("effects") or {}
    return effects.get(name, default)


def build_cost(state: State, price: int, queen: bool) -> int:
    """What a builders' slot costs this round: the Queen's discount, then the event's change,
    never below 0 (docs/RULES.md)."""
    return max(0, build_price(price, queen) + int(effect(state, "building_cost", 0)))


def slot_cost(state: State, kingdom: int | None, slot: int) -> int:
    """The coins `kingdom` pays now for the building on builders' slot `slot` (slots run along
    the rows: row r's slot i is r * 6 + i): the one price the build step takes and every price
    the table shows (rulings §3: prices shown are prices paid). `kingdom` None: nobody's
    Queen discount, the event's change still counts."""
    queen = kingdom is not None and hosts_queen(state, kingdom)
    return build_cost(state, PRICES[slot % len(PRICES)], queen)


def builds_allowed(state: State) -> int:
    """How many times a kingdom may build in one turn this round."""
    return int(effect(state, "builds_per_turn", 1))


# whole sentences, one per step (a step's name is no word of the player's language)
WRONG_STEP = {"tax": N_("now is the tax step (or skip it)"),
              "build": N_("now is the build step (or skip it)"),
              "bribe": N_("now is the bribe step (or skip it)")}


def _wrong(step: str, action: Action) -> IllegalAction:
    return IllegalAction("wrong_step", Why(WRONG_STEP[step], step=step), action)


# -- B: tax ------------------------------------------------------------------------------
class TaxStep:
    name = "tax"
    optional = True

    def applies(self, state: State) -> bool:
        _, k = mine(state)
        return k.vals.get(GUARD, 0) > 0 and bool(placed_squares(state))

    def legal(self, state: State) -> list[Action]:
        _, k = mine(state)
        squares = sorted(placed_squares(state))
        most = min(KNIGHTS_PER_DOMINO, k.vals.get(GUARD, 0), len(squares))
        return [Tax(pick) for n in range(1, most + 1) for pick in combinations(squares, n)]

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Tax):
            raise _wrong("tax", action)
        _, k = mine(state)
        problem = tax_check(k, placed_squares(state), list(action.squares))
        if problem is not None:
            raise IllegalAction("tax_refused", problem, action)

    def apply(self, state: State, action: Action) -> None:
        assert isinstance(action, Tax)
        n, k = mine(state)
        coins = tax_coins(k, building, list(action.squares), hosts_queen(state, n))
        k.vals[COINS] = k.vals.get(COINS, 0) + coins
        for r, c in action.squares:
            k.vals[GUARD] -= 1
            k.set_at(KNIGHT, r, c, int(k.at(KNIGHT, r, c)) + 1)


# -- C: build ------------------------------------------------------------------------------
class BuildStep:
    name = "build"
    optional = True

    def applies(self, state: State) -> bool:
        n, k = mine(state)
        if not town_sites(k):
            return False
        coins = k.vals.get(COINS, 0)
        return any(slot_cost(state, n, s) <= coins for _, s, _ in on_rows(state))

    def legal(self, state: State) -> list[Action]:
        n, k = mine(state)
        coins = k.vals.get(COINS, 0)
        sites = town_sites(k)
        return [Build(b, r, c) for _, s, b in on_rows(state)
                if slot_cost(state, n, s) <= coins for r, c in sites]

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Build):
            raise _wrong("build", action)
        n, k = mine(state)
        where = find_on_rows(state, action.building)
        if where is None:
            raise IllegalAction("not_on_board", Why(N_("building {building} is not on the builders' board"),
                                                    building=action.building), action)
        paid = slot_cost(state, n, where[1])
        problem = build_check(k, action.row, action.col, paid)
        if problem is not None:
            raise IllegalAction("build_refused", problem, action)

    def apply(self, state: State, action: Action) -> None:
        assert isinstance(action, Build)
        n, k = mine(state)
        row, slot = find_on_rows(state, action.building) or (0, 0)
        k.vals[COINS] -= slot_cost(state, n, slot)
        state.ext["rows"][row][slot] = None
        tile = building(action.building)
        k.set_at(BUILDING, action.row, action.col, action.building)
        k.vals[GUARD] = k.vals.get(GUARD, 0) + tile.knights
        if tile.towers:
            k.set_at(TOWERS, action.row, action.col, tile.towers)
            queen_moves(state, n)


def queen_moves(state: State, builder: int) -> None:
    """Rulings §2.7: a build that adds towers brings the Queen to the builder when it now
    has at least as many towers as every other kingdom (even in a tie)."""
    mine_towers = towers(state.kingdoms[builder])
    if all(towers(k) <= mine_towers for i, k in enumerate(state.kingdoms) if i != builder):
        state.ext["queen"] = builder


# -- D: bribe the Dragon ---------------------------------------------------------------------
def bribe_cost(state: State) -> int | None:
    """1 coin, or what an event made it this round (None: the Dragons will not fly)."""
    cost = effect(state, "dragon_bribe", 1)
    return None if cost is None else int(cost)


def bribe_problem(state: State, n: int, k: Kingdom) -> Why | None:
    cost = bribe_cost(state)
    if cost is None:
        return Why(N_("the Dragons will not be bribed this round"))
    if None not in state.ext["dragons"]:
        return (Why(N_("the Dragon has already flown this round")) if len(state.ext["dragons"]) == 1
                else Why(N_("both Dragons have already flown this round")))
    if n in state.ext["bribed"]:
        return Why(N_("your kingdom has already bribed a Dragon this round"))
    if hosts_queen(state, n):
        return Why(N_("you host the Queen: she forbids bribing the Dragon"))
    if k.vals.get(COINS, 0) < cost:
        return Why(NN_("{count} coin needed, you have {coins}", "{count} coins needed, you have {coins}"),
                   count=cost, coins=k.vals.get(COINS, 0))
    return None


class BribeStep:
    name = "bribe"
    optional = True

    def applies(self, state: State) -> bool:
        n, k = mine(state)
        return bribe_problem(state, n, k) is None and bool(on_rows(state))

    def legal(self, state: State) -> list[Action]:
        return [Bribe(b) for _, _, b in on_rows(state)]

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Bribe):
            raise _wrong("bribe", action)
        n, k = mine(state)
        problem = bribe_problem(state, n, k)
        if problem is not None:
            raise IllegalAction("bribe_refused", problem, action)
        if find_on_rows(state, action.building) is None:
            raise IllegalAction("not_on_board", Why(N_("building {building} is not on the builders' board"),
                                                    building=action.building), action)

    def apply(self, state: State, action: Action) -> None:
        assert isinstance(action, Bribe)
        n, k = mine(state)
        row, slot = find_on_rows(state, action.building) or (0, 0)
        k.vals[COINS] -= bribe_cost(state) or 0
        state.ext["rows"][row][slot] = None
        state.ext["burned"].append(action.building)
        dragons: list[Any] = state.ext["dragons"]
        dragons[dragons.index(None)] = [row, slot]
        state.ext["bribed"].append(n)


# -- end of round ------------------------------------------------------------------------------
def last_round_ends(state: State) -> bool:
    """The round ending is the last: in play, no tower has a next line to place (before the
    first claims none has one yet)."""
    return state.phase == "play" and all(d.next is None for d in state.drafts.values())


def refill_rows(state: State) -> None:
    """Dragons home; each row's buildings slide towards the cheap end, and the gaps at the
    dear end are refilled from that row's pile (rulings §2.4). That prepares the next round
    (seed 000), so after the last round the board stays as the game left it (edition 2; a
    game begun under 0.2.0 refills as 0.2.0 did, so its save replays to the same end)."""
    if last_round_ends(state) and edition_2(state):
        return
    ext = state.ext
    ext["dragons"] = [None] * len(ext["dragons"])
    ext["bribed"] = []
    for row, pile in zip(ext["rows"], ext["piles"], strict=True):
        left = [b for b in row if b is not None]
        gaps = len(row) - len(left)
        fresh = [pile.pop() if pile else None for _ in range(gaps)]
        row[:] = fresh + left  # slot 0 is the dearest (5 coins), slot 5 free


class BuildingPiles:
    """The face-down building piles: which buildings are in them is known, not their order."""

    name = "buildings"

    def hide(self, v: State, seat: int | None) -> list[Any]:
        out: list[Any] = []
        for pile in v.ext["piles"]:
            out.extend(pile)
            pile[:] = [0] * len(pile)
        return out

    def deal(self, s: State, items: list[Any], rng: Any) -> None:
        for pile in s.ext["piles"]:
            for i in range(len(pile)):
                pile[i] = items.pop()
