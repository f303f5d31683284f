"""Fantastic Events (Royal Wedding XXL): the one interpreter of the effects in data/events.json
(vocabulary: game/engine/events.py).

The lead calls `start_event(state)` at the start of a round with `ext["event"]` set: immediate
effects change the state at once, lasting ones go to `ext["effects"]` (read them with `effect`,
`build_cost`, `builds_allowed`, `bribe_cost`; `end_round_effects` clears them), and where a
kingdom must choose, a decision is queued for its Fantastic Era king's holder, kingdoms in the
order of their kings on the Fantastic Era line (see `xxl_common` for how decisions settle).

Decisions (step name: action text forms):
  collapse      `collapse 3,4`          the standing building that collapses
  topple        `topple 3,4`            the building one of whose standing towers falls
  bury          `bury 3,4`              the square whose knight goes to the cemetery
  patrol        `patrol 3,4 to 5,6` or `skip patrol`   move a knight (optional move)
  march         `patrol 3,4 to 5,6`     the same move when the event makes it compulsory
  giant_leave   `lift 3,4`              the giant that returns to the supply
  stampede      `lift 3,4`              the giant passed to the next kingdom
  giant         `giant 3,4`             (xxl_giants) the crown an arriving giant covers

Rulings
-------
- The kingdoms concerned ("each", "the richest", "the kingdom(s) owning the most knights", "each
  kingdom with no giant"...) are found once, when the event takes effect, before any of it
  happens; then each acts in Fantastic Era line order. Ties concern every tied kingdom; "the
  richest"/"the poorest" with all coins equal is everyone; "most knights" is nobody when nobody
  owns a knight.
- Knights owned = guard + knights on the board (not the cemetery); Court warriors are no knights
  here (they cannot go to the cemetery). E6 Desertion then needs a knight on the board: a kingdom
  with the most knights, all in its guard, loses none.
- Guard knights are alike: a guard knight goes to the cemetery without asking. Knights taken
  "from the supply" come from an unlimited supply, as Queendomino's buildings do; knights are
  conserved as guard + board + cemetery - knights taken.
- When only one choice is possible (one standing building, one building with towers, one knight
  on the board, giants on one square, one free crown) it happens without asking.
- E4 Sinking Ground: the candidates are the standing buildings on the smallest town territory
  (by squares) holding a standing building; equally small territories are all candidates.
- E2 Lightning Storm: the owner picks the building whose tower falls; a collapsed building's
  towers are not standing towers.
- E8 Patrol: a knight moves to any square of its kingdom (a domino square, towns and buildings
  included, not the castle) with no knight; each move of a count is optional on its own. With
  collect_tax it collects tax on its new square as action B for that one knight (bonuses
  included). Edition 1 (release 0.2.0) collected none.
- E9 Royal Levy: 1 coin per full 5 coins (4 coins pay nothing, 10 pay 2).
- E10/E11: separate territories and the largest territory by squares of that terrain (printed
  terrain; crowns and giants do not matter).
- E14/E15: the delta applies after the Queen's discount, never below 0 (`build_cost`). E20/E21:
  `bribe_cost` is the Dragon's price this round, None when no Dragon can be bribed.
- E17 Giants' March: kingdoms with no giant when the event takes effect take one each, in line
  order, while the supply lasts; a kingdom with no uncovered printed crown takes none.
- E19 Stampede: kingdoms with a giant when it takes effect pass one, in line order, to the next
  kingdom by seat (kingdom index + 1, the last to the first); the receiver picks the crown at
  once, before the next kingdom passes; a receiver with no uncovered crown sends it to the supply.
  A kingdom that had no giant and received one passes none. Edition 2: a kingdom passes one of
  the giants it held when the event was revealed (the decision's "held" squares), never one
  received during the Stampede; edition 1 (release 0.2.0) could pass a received one.
- E1/E3/E4 in edition 2: a Court building tile is a building that may collapse (never a Court
  character): it leaves its square (`xxl_steps.collapse_court_building`) and counts towards
  "at least 3 standing buildings". Court buildings never stand on towns, so E4 never picks one.
- E22 Dragon Fire: an empty 5-coin slot burns nothing; the row slides and refills from its own
  pile (the Dragons are home at the start of a round and stay there).
- E23 The Queen's Journey: she goes back to her tower (ext["queen"] = None). E24 Royal Favour:
  "seating order" is kingdom index order; standing towers as economy.towers counts them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..actions import Action, SquareAction, TextAction, action_kind
from ..buildings import building
from ..economy import knights_on_board, knights_owned, standing, tax_coins, territory_squares, towers
from ..errors import Why
from ..events import Event, event
from ..kingdom import Kingdom
from ..layers import BUILDING, COINS, COLLAPSED, FALLEN, GIANT, GUARD, KNIGHT, TOWERS
from ..scoring import territories
from ..state import State
from ..terrain import CASTLE, EMPTY, TOWN
from ..words import N_
from .economy_steps import PRICES
from .xxl_common import Decided, Decision, edition_2, fe_king, fe_order, settle
from .xxl_giants import (
    GIVE,
    Lift,
    add_giant,
    giant_squares,
    giants_on,
    lift_problem,
    supply,
)
from .xxl_steps import COURT_BUILDING, collapse_court_building


# -- actions ---------------------------------------------------------------------------------------
@action_kind
@dataclass(frozen=True, slots=True)
class Collapse(SquareAction):
    """The standing building at a square collapses: `collapse 3,4`."""

    TEXT = "collapse {row},{col}"


@action_kind
@dataclass(frozen=True, slots=True)
class Topple(SquareAction):
    """One standing tower of the building at a square falls: `topple 3,4`."""

    TEXT = "topple {row},{col}"


@action_kind
@dataclass(frozen=True, slots=True)
class Bury(SquareAction):
    """The knight on a square goes to the cemetery: `bury 3,4`."""

    TEXT = "bury {row},{col}"


@action_kind
@dataclass(frozen=True, slots=True)
class Patrol(TextAction):
    """Move a knight from one square of the kingdom to another: `patrol 3,4 to 5,6`."""

    TEXT = "patrol {row},{col} to {to_row},{to_col}"
    row: int
    col: int
    to_row: int
    to_col: int


# -- lasting effects ----------------------------------------------------------------------------------
def end_round_effects(state: State) -> None:
    state.ext["effects"] = {}


# -- reading kingdoms --------------------------------------------------------------------------------------
def _coins(k: Kingdom) -> int:
    return k.vals.get(COINS, 0)


def _gain(k: Kingdom, amount: int) -> None:
    k.vals[COINS] = max(0, _coins(k) + amount)


def concerned(state: State, who: str) -> list[int]:
    """The kingdoms an event's `who` names, in Fantastic Era line order."""
    order, ks = fe_order(state), state.kingdoms
    if who == "each" or not order:
        return order
    if who == "queen_host":
        return [n for n in order if state.ext.get("queen") == n]
    if who == "without_giant":
        return [n for n in order if not giants_on(ks[n])]
    measure: Callable[[Kingdom], int] = knights_owned if who == "most_knights" else _coins
    values = {n: measure(ks[n]) for n in order}
    target = min(values.values()) if who == "poorest" else max(values.values())
    if who == "most_knights" and target == 0:
        return []
    return [n for n in order if values[n] == target]


def court_buildings_on(k: Kingdom) -> list[tuple[int, int]]:
    """Squares holding a Court building tile."""
    return [(r, c) for r, c, _ in k.squares(COURT_BUILDING)]


def collapse_candidates(k: Kingdom, where: str, court: bool = False) -> list[tuple[int, int]]:
    """Squares whose building may collapse: standing buildings, and with `court` (edition 2)
    Court building tiles, in reading order."""
    sites = [(r, c) for r, c, _ in standing(k)]
    if court:
        sites = sorted(sites + court_buildings_on(k))
    if where == "smallest_town":
        sites = [sq for sq in sites if k.cell(*sq)[0] == TOWN]
    if where == "smallest_town" and sites:
        size = {sq: territory_squares(k, *sq) for sq in sites}
        least = min(size.values())
        sites = [sq for sq in sites if size[sq] == least]
    return sites


def tower_sites(k: Kingdom) -> list[tuple[int, int]]:
    """Standing buildings with a standing tower."""
    return [(r, c) for r, c, _ in standing(k) if int(k.at(TOWERS, r, c)) > int(k.at(FALLEN, r, c))]


def knight_squares(k: Kingdom) -> list[tuple[int, int]]:
    return [(r, c) for r, c, _ in k.squares(KNIGHT)]


def free_squares(k: Kingdom) -> list[tuple[int, int]]:
    """Domino squares of the kingdom with no knight."""
    return [(r, c) for r, c, t, _ in k.occupied() if t not in (CASTLE, EMPTY) and not k.at(KNIGHT, r, c)]


def _move_knight(k: Kingdom, r: int, c: int, n: int) -> None:
    k.set_at(KNIGHT, r, c, int(k.at(KNIGHT, r, c)) + n)


def _to_cemetery(state: State, n: int) -> None:
    state.ext["cemetery"] = int(state.ext.get("cemetery", 0)) + n


# -- decisions ---------------------------------------------------------------------------------------
class _SquareDecision(Decision):
    """A decision whose answer is one square among `candidates`."""

    def candidates(self, state: State, d: Decided) -> list[tuple[int, int]]:
        raise NotImplementedError

    def refuse(self, k: Kingdom, r: int, c: int, d: Decided) -> Why:
        raise NotImplementedError

    def choices(self, state: State, d: Decided) -> list[Action]:
        return [self.action(r, c) for r, c in self.candidates(state, d)]

    def problem(self, state: State, d: Decided, action: Any) -> Why | None:
        if (action.row, action.col) in self.candidates(state, d):
            return None
        return self.refuse(state.kingdoms[d["kingdom"]], action.row, action.col, d)


SMALLEST = N_("only a standing building on your smallest town territory that holds one can collapse")


class CollapseDecision(_SquareDecision):
    name = "collapse"
    action = Collapse
    ask = N_("choose the building that collapses")
    code = "collapse_refused"

    def candidates(self, state: State, d: Decided) -> list[tuple[int, int]]:
        return collapse_candidates(state.kingdoms[d["kingdom"]], d.get("where", "any"), edition_2(state))

    def refuse(self, k: Kingdom, r: int, c: int, d: Decided) -> Why:
        if k.on_canvas(r, c) and k.at(COURT_BUILDING, r, c):
            if d.get("where") == "smallest_town":
                return Why(SMALLEST)
            return Why(N_("a Court tile does not collapse"))  # edition 1: no building here
        if not k.on_canvas(r, c) or not k.at(BUILDING, r, c):
            return Why(N_("there is no building of yours at {row},{col}"), row=r, col=c)
        if k.at(COLLAPSED, r, c):
            return Why(N_("the building at {row},{col} has already collapsed"), row=r, col=c)
        return Why(SMALLEST)

    def carry(self, state: State, action: Any, d: Decided) -> None:
        k = state.kingdoms[d["kingdom"]]
        if k.at(COURT_BUILDING, action.row, action.col):
            collapse_court_building(k, action.row, action.col)
        else:
            k.set_at(COLLAPSED, action.row, action.col, 1)


class ToppleDecision(_SquareDecision):
    name = "topple"
    action = Topple
    ask = N_("choose the building whose tower falls")
    code = "topple_refused"

    def candidates(self, state: State, d: Decided) -> list[tuple[int, int]]:
        return tower_sites(state.kingdoms[d["kingdom"]])

    def refuse(self, k: Kingdom, r: int, c: int, d: Decided) -> Why:
        if not k.on_canvas(r, c) or not k.at(BUILDING, r, c):
            return Why(N_("there is no building of yours at {row},{col}"), row=r, col=c)
        if k.at(COLLAPSED, r, c):
            return Why(N_("the building at {row},{col} has collapsed: its towers are already down"),
                       row=r, col=c)
        return Why(N_("the building at {row},{col} has no standing tower"), row=r, col=c)

    def carry(self, state: State, action: Any, d: Decided) -> None:
        k = state.kingdoms[d["kingdom"]]
        k.set_at(FALLEN, action.row, action.col, int(k.at(FALLEN, action.row, action.col)) + 1)


class BuryDecision(_SquareDecision):
    name = "bury"
    action = Bury
    ask = N_("choose the knight that goes to the cemetery")
    code = "bury_refused"

    def candidates(self, state: State, d: Decided) -> list[tuple[int, int]]:
        return knight_squares(state.kingdoms[d["kingdom"]])

    def refuse(self, k: Kingdom, r: int, c: int, d: Decided) -> Why:
        return Why(N_("there is no knight of yours at {row},{col}"), row=r, col=c)

    def carry(self, state: State, action: Any, d: Decided) -> None:
        _move_knight(state.kingdoms[d["kingdom"]], action.row, action.col, -1)
        _to_cemetery(state, 1)


class GiantLeaveDecision(_SquareDecision):
    name = "giant_leave"
    action = Lift
    ask = N_("choose the giant that returns to the supply")
    code = "lift_refused"

    def candidates(self, state: State, d: Decided) -> list[tuple[int, int]]:
        return giant_squares(state.kingdoms[d["kingdom"]])

    def refuse(self, k: Kingdom, r: int, c: int, d: Decided) -> Why:
        return lift_problem(k, r, c) or Why("")

    def carry(self, state: State, action: Any, d: Decided) -> None:
        add_giant(state.kingdoms[d["kingdom"]], action.row, action.col, -1)
        state.ext["giants"] = supply(state) + 1


class StampedeDecision(GiantLeaveDecision):
    name = "stampede"
    ask = N_("choose the giant you pass to the next kingdom")

    def candidates(self, state: State, d: Decided) -> list[tuple[int, int]]:
        squares = super().candidates(state, d)
        held = d.get("held")  # edition 2: the squares of the giants held at the reveal
        return squares if held is None else [sq for sq in squares if list(sq) in held]

    def refuse(self, k: Kingdom, r: int, c: int, d: Decided) -> Why:
        if d.get("held") is not None and k.on_canvas(r, c) and k.at(GIANT, r, c):
            return Why(N_("a giant received during the Stampede is not passed on"))
        return super().refuse(k, r, c, d)

    def carry(self, state: State, action: Any, d: Decided) -> None:
        # the giant stays on its square until the receiver has chosen its crown
        to = int(d["to"])
        state.pending.insert(0, {"step": GIVE.name, "kingdom": to, "king": fe_king(state, to),
                                 "from": d["kingdom"], "at": [action.row, action.col]})


class PatrolDecision(Decision):
    name = "patrol"
    optional = True
    action = Patrol
    ask = N_("move one of your knights")
    ask_or_skip = N_("move one of your knights (or skip it)")
    code = "patrol_refused"

    def choices(self, state: State, d: Decided) -> list[Action]:
        k = state.kingdoms[d["kingdom"]]
        free = free_squares(k)
        return [Patrol(r, c, r2, c2) for r, c in knight_squares(k) for r2, c2 in free]

    def problem(self, state: State, d: Decided, action: Any) -> Why | None:
        k = state.kingdoms[d["kingdom"]]
        if (action.row, action.col) not in knight_squares(k):
            return Why(N_("there is no knight of yours at {row},{col}"), row=action.row, col=action.col)
        dest = (action.to_row, action.to_col)
        if not k.on_canvas(*dest) or k.cell(*dest)[0] in (EMPTY, CASTLE):
            return Why(N_("{row},{col} is not a square of your kingdom a knight can stand on"),
                       row=dest[0], col=dest[1])
        if k.at(KNIGHT, *dest):
            return Why(N_("a knight already stands at {row},{col}"), row=dest[0], col=dest[1])
        return None

    def carry(self, state: State, action: Any, d: Decided) -> None:
        n = d["kingdom"]
        k = state.kingdoms[n]
        _move_knight(k, action.row, action.col, -1)
        _move_knight(k, action.to_row, action.to_col, 1)
        if d.get("tax"):
            dest = [(action.to_row, action.to_col)]
            _gain(k, tax_coins(k, building, dest, state.ext.get("queen") == n))


class MarchDecision(PatrolDecision):
    name = "march"
    optional = False


EVENT_DECISIONS: dict[str, Decision] = {
    d.name: d
    for d in (CollapseDecision(), ToppleDecision(), BuryDecision(), PatrolDecision(), MarchDecision(),
              GiantLeaveDecision(), StampedeDecision(), GIVE)
}


# -- effects -----------------------------------------------------------------------------------------
def _ask(state: State, step: str, n: int, count: int, **fields: Any) -> None:
    for _ in range(count):
        state.pending.append({"step": step, "kingdom": n, "king": fe_king(state, n), **fields})


def _collapse_building(state: State, e: Event) -> None:
    court = edition_2(state)  # Court building tiles are buildings here from edition 2
    for n in concerned(state, e.param("who")):
        k = state.kingdoms[n]
        where = e.param("where")
        if (len(collapse_candidates(k, "any", court)) >= e.param("min_standing")
                and collapse_candidates(k, where, court)):
            _ask(state, "collapse", n, e.param("count"), where=where)


def _topple_tower(state: State, e: Event) -> None:
    for n in concerned(state, e.param("who")):
        if towers(state.kingdoms[n]) >= 1:
            _ask(state, "topple", n, e.param("count"))


def _knight_to_cemetery(state: State, e: Event) -> None:
    count = e.param("count")
    for n in concerned(state, e.param("who")):
        k = state.kingdoms[n]
        if e.param("source") == "guard":  # guard knights are alike: nothing to choose
            gone = min(count, k.vals.get(GUARD, 0))
            k.vals[GUARD] = k.vals.get(GUARD, 0) - gone
            _to_cemetery(state, gone)
        elif e.param("chooser") == "none":  # reading order decides
            for r, c in knight_squares(k)[:count]:
                _move_knight(k, r, c, -1)
                _to_cemetery(state, 1)
        elif knights_on_board(k):
            _ask(state, "bury", n, count)


def _gain_knight(state: State, e: Event) -> None:
    for n in concerned(state, e.param("who")):
        k = state.kingdoms[n]
        k.vals[GUARD] = k.vals.get(GUARD, 0) + e.param("count")


def _move_knights(state: State, e: Event) -> None:
    step = "patrol" if e.param("optional") else "march"
    # release 0.2.0's Patrol (edition 1) collected no tax on the new square
    tax = bool(e.param("collect_tax")) and edition_2(state)
    for n in concerned(state, e.param("who")):
        if knights_on_board(state.kingdoms[n]):
            _ask(state, step, n, e.param("count"), tax=tax)


def _coins_effect(state: State, e: Event) -> None:
    for n in concerned(state, e.param("who")):
        _gain(state.kingdoms[n], e.param("amount"))


def _levy(state: State, e: Event) -> None:
    for n in concerned(state, e.param("who")):
        k = state.kingdoms[n]
        _gain(k, -e.param("amount") * (_coins(k) // e.param("per")))


def _coins_per_territory(state: State, e: Event) -> None:
    for n in concerned(state, e.param("who")):
        k = state.kingdoms[n]
        count = sum(1 for t in territories(k) if t.terrain == e.param("terrain"))
        _gain(k, e.param("amount") * count)


def _coins_largest_territory(state: State, e: Event) -> None:
    for n in concerned(state, e.param("who")):
        k = state.kingdoms[n]
        largest = max((t.squares for t in territories(k) if t.terrain == e.param("terrain")), default=0)
        _gain(k, largest // e.param("divisor"))


def _lasting(value: str) -> Callable[[State, Event], None]:
    def record(state: State, e: Event) -> None:
        state.ext.setdefault("effects", {})[e.kind] = e.param(value)

    return record


def _giant_arrives(state: State, e: Event) -> None:
    for n in concerned(state, e.param("who")):
        _ask(state, GIVE.name, n, e.param("count"), **{"from": None})


def _giant_leaves(state: State, e: Event) -> None:
    for n in concerned(state, e.param("who")):
        if giants_on(state.kingdoms[n]):
            _ask(state, "giant_leave", n, e.param("count"))


def _pass_giant(state: State, e: Event) -> None:
    kingdoms = len(state.kingdoms)
    for n in concerned(state, e.param("who")):
        k = state.kingdoms[n]
        if giants_on(k) and kingdoms > 1:
            # edition 2 remembers which giants were held at the reveal: only those are passed
            held = {"held": [list(sq) for sq in giant_squares(k)]} if edition_2(state) else {}
            _ask(state, "stampede", n, e.param("count"), to=(n + 1) % kingdoms, **held)


def _burn_slot(state: State, e: Event) -> None:
    ext = state.ext
    slot = PRICES.index(e.param("price"))
    for row in ext["rows"]:
        if row[slot] is not None:
            ext["burned"].append(row[slot])
            row[slot] = None
    if e.param("refill"):
        # as the end of a round slides the rows (economy_steps.refill_rows), Dragons left alone
        for row, pile in zip(ext["rows"], ext["piles"], strict=True):
            left = [b for b in row if b is not None]
            row[:] = [pile.pop() if pile else None for _ in range(len(row) - len(left))] + left


def _queen_moves(state: State, e: Event) -> None:
    if e.param("to") == "tower":
        state.ext["queen"] = None
        return
    counts = [towers(k) for k in state.kingdoms]
    fewest = [n for n, t in enumerate(counts) if t == min(counts)]
    if state.ext.get("queen") not in fewest:
        state.ext["queen"] = fewest[0]


EFFECTS: dict[str, Callable[[State, Event], None]] = {
    "collapse_building": _collapse_building,
    "topple_tower": _topple_tower,
    "knight_to_cemetery": _knight_to_cemetery,
    "gain_knight": _gain_knight,
    "move_knight": _move_knights,
    "coins": _coins_effect,
    "levy": _levy,
    "coins_per_territory": _coins_per_territory,
    "coins_largest_territory": _coins_largest_territory,
    "building_cost": _lasting("delta"),
    "builds_per_turn": _lasting("count"),
    "giant_arrives": _giant_arrives,
    "giant_leaves": _giant_leaves,
    "pass_giant": _pass_giant,
    "dragon_bribe": _lasting("cost"),
    "burn_slot": _burn_slot,
    "queen_moves": _queen_moves,
}


def start_event(state: State) -> None:
    """The current event (`ext["event"]`) takes effect; decisions it asks are queued."""
    eid = state.ext.get("event")
    if eid is None:
        return
    e = event(eid)
    EFFECTS[e.kind](state, e)
    settle(state)
