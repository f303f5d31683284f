"""Giants (Royal Wedding XXL, rulings §3 action A): giant dominoes bring a giant from the supply
onto a crown of the kingdom, footprint dominoes send one of the kingdom's giants to another kingdom.

The lead's place step calls `after_place(state, kingdom, domino_id, placed)` once the domino is
placed or discarded; it queues the decisions below (see `xxl_common` for how they settle).

Decisions (step name: actions, text forms):
  giant            `giant 3,4`    put a giant on an uncovered printed crown of your kingdom. From the
                                  supply ("from": None) or arriving from another kingdom ("from":
                                  its index, "at": the square it leaves when placed).
  footprint        `footprint to 2` (kingdom index) or `skip footprint`: send one of your giants there.
  footprint_giant  `lift 3,4`     which of your giants goes (asked only when they stand on two or
                                  more squares).

State: the layer `giant` (economy.GIANT) counts the giants on a square (at most its printed
crowns); `ext["giants"]` is the supply. Giants stay on the square they leave until the receiving
kingdom places them, so supply + giants on boards is always GIANTS_IN_BOX.

Rulings
-------
- The box holds 6 giants (GIANTS_IN_BOX), as many as the giant dominoes A–F; set-up puts all of
  them in the supply. With none left, a giant domino (or Giants' March) does nothing.
- A giant stands on a printed crown of a domino square only, one giant per crown (a 2-crown square
  takes two, one at a time); never on a town (buildings' crowns) or a Court tile's crowns.
  `uncovered_crowns` lists each square with a free printed crown once.
- A giant domino brings its giant whether it was placed or discarded (rulings §3); a footprint
  domino only when placed.
- Footprints: the mover chooses the kingdom (any other one) and, if their giants stand on several
  squares, which giant goes; the receiving kingdom's owner chooses the crown. When the receiver
  has no uncovered printed crown, the giant goes back to the supply (it cannot stand anywhere
  there, and the mover is rid of it either way).
- The receiver's choice belongs to its king on the line of the tower being played (the Age of
  Giants line for footprints), the giant domino's choice to the king who drew it.
- Where only one crown is possible the giant goes there without asking.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..actions import Action, SquareAction, TextAction, action_kind
from ..content import domino
from ..decision import PendingDecision
from ..errors import Why
from ..kingdom import Kingdom
from ..layers import GIANT
from ..state import State
from ..words import N_
from .xxl_common import Decided, Decision, at, settle, tower_king

GIANTS_IN_BOX = 6


@action_kind
@dataclass(frozen=True, slots=True)
class PutGiant(SquareAction):
    """Put a giant on an uncovered printed crown: `giant 3,4`."""

    TEXT = "giant {row},{col}"


@action_kind
@dataclass(frozen=True, slots=True)
class Lift(SquareAction):
    """Take one of your giants off a square (it leaves for the supply or another kingdom): `lift 3,4`."""

    TEXT = "lift {row},{col}"


@action_kind
@dataclass(frozen=True, slots=True)
class Footprint(TextAction):
    """Send one of your giants to another kingdom (its index): `footprint to 2`."""

    TEXT = r"footprint to {kingdom:\d+}"
    kingdom: int


# -- reading the board ---------------------------------------------------------------------------
def giants_on(k: Kingdom) -> int:
    return sum(int(v) for v in k.layers.get(GIANT, {}).values())


def giant_squares(k: Kingdom) -> list[tuple[int, int]]:
    """Squares with at least one giant, in reading order."""
    return [(r, c) for r, c, _ in k.squares(GIANT)]


def uncovered_crowns(k: Kingdom) -> list[tuple[int, int]]:
    """Squares with a printed crown no giant covers yet, in reading order (each square once)."""
    giants = k.layers.get(GIANT, {})
    w, crown = k.width, k.crown
    out = []
    for r in range(k.minr, k.maxr + 1):
        base = (r + 1) * w + 1
        for c in range(k.minc, k.maxc + 1):
            i = base + c
            if crown[i] > int(giants.get(i, 0)):
                out.append((r, c))
    return out


def supply(state: State) -> int:
    """Giants waiting in the supply (a KeyError on a state without them)."""
    return int(state.ext["giants"])


def giant_sender(d: PendingDecision) -> int | None:
    """The kingdom a `giant` decision's giant walks in from (a footprint, the Stampede), None
    when it comes from the supply; a decision without that field raises KeyError."""
    sender = d.field("from")
    return None if sender is None else int(sender)


def add_giant(k: Kingdom, r: int, c: int, n: int) -> None:
    k.set_at(GIANT, r, c, int(k.at(GIANT, r, c)) + n)


def crown_problem(k: Kingdom, r: int, c: int) -> Why | None:
    """Why a giant cannot go on (r, c) of `k`, None when it can."""
    if not k.on_canvas(r, c) or k.cell(r, c)[1] == 0:
        return Why(N_("a giant stands on a printed crown, and {row},{col} has none"), row=r, col=c)
    if int(k.at(GIANT, r, c)) >= k.cell(r, c)[1]:
        return Why(N_("every crown at {row},{col} is already under a giant"), row=r, col=c)
    return None


def lift_problem(k: Kingdom, r: int, c: int) -> Why | None:
    if not k.on_canvas(r, c) or not k.at(GIANT, r, c):
        return Why(N_("there is no giant of yours at {row},{col}"), row=r, col=c)
    return None


# -- decisions --------------------------------------------------------------------------------------
class GiantDecision(Decision):
    name = "giant"
    action = PutGiant
    ask = N_("choose the crown the giant covers")
    code = "giant_refused"

    def choices(self, state: State, d: Decided) -> list[Action]:
        if d.get("from") is None and supply(state) < 1:
            return []
        return [PutGiant(r, c) for r, c in uncovered_crowns(state.kingdoms[d["kingdom"]])]

    def problem(self, state: State, d: Decided, action: Any) -> Why | None:
        if d.get("from") is None and supply(state) < 1:
            return Why(N_("no giant is left in the supply"))
        return crown_problem(state.kingdoms[d["kingdom"]], action.row, action.col)

    def carry(self, state: State, action: Any, d: Decided) -> None:
        self._leave(state, d)
        add_giant(state.kingdoms[d["kingdom"]], action.row, action.col, 1)

    def fallback(self, state: State, d: Decided) -> None:
        # nowhere to stand: a giant arriving from another kingdom goes back to the supply
        if d.get("from") is not None:
            self._leave(state, d)
            state.ext["giants"] = supply(state) + 1

    def _leave(self, state: State, d: Decided) -> None:
        if d.get("from") is None:
            state.ext["giants"] = supply(state) - 1
        else:
            r, c = at(d, "at")
            add_giant(state.kingdoms[d["from"]], r, c, -1)


class FootprintDecision(Decision):
    name = "footprint"
    optional = True
    action = Footprint
    ask = N_("choose the kingdom your giant goes to")
    ask_or_skip = N_("choose the kingdom your giant goes to (or skip it)")
    code = "footprint_refused"

    def choices(self, state: State, d: Decided) -> list[Action]:
        n = d["kingdom"]
        if not giants_on(state.kingdoms[n]):
            return []
        return [Footprint(j) for j in range(len(state.kingdoms)) if j != n]

    def problem(self, state: State, d: Decided, action: Any) -> Why | None:
        n = d["kingdom"]
        if not giants_on(state.kingdoms[n]):
            return Why(N_("your kingdom has no giant to send away"))
        if not 0 <= action.kingdom < len(state.kingdoms):
            return Why(N_("there is no kingdom {kingdom}"), kingdom=action.kingdom)
        if action.kingdom == n:
            return Why(N_("the giant must go to another kingdom"))
        return None

    def carry(self, state: State, action: Any, d: Decided) -> None:
        state.pending.insert(0, {"step": "footprint_giant", "kingdom": d["kingdom"], "king": d.get("king"),
                                 "to": action.kingdom, "tower": d.get("tower")})


class FootprintGiantDecision(Decision):
    """Which giant the footprint sends (settles by itself when they all stand on one square)."""

    name = "footprint_giant"
    action = Lift
    ask = N_("choose which of your giants goes")
    code = "lift_refused"

    def choices(self, state: State, d: Decided) -> list[Action]:
        return [Lift(r, c) for r, c in giant_squares(state.kingdoms[d["kingdom"]])]

    def problem(self, state: State, d: Decided, action: Any) -> Why | None:
        return lift_problem(state.kingdoms[d["kingdom"]], action.row, action.col)

    def carry(self, state: State, action: Any, d: Decided) -> None:
        to = int(d["to"])
        tower = d.get("tower") or state.tower
        state.pending.insert(0, {"step": "giant", "kingdom": to, "king": tower_king(state, to, tower),
                                 "from": d["kingdom"], "at": [action.row, action.col]})


GIVE = GiantDecision()
GIANT_DECISIONS: dict[str, Decision] = {
    d.name: d for d in (GIVE, FootprintDecision(), FootprintGiantDecision())
}


# -- the hook --------------------------------------------------------------------------------------------
def after_place(state: State, kingdom: int, domino_id: int, placed: bool) -> None:
    """Queue what a giant or footprint domino asks once placed (or, for a giant, discarded)."""
    kind = domino(domino_id).kind
    king = state.king
    if king is None or state.kings[king] != kingdom:
        king = tower_king(state, kingdom, state.tower)
    if kind == "giant":
        state.pending.append({"step": "giant", "kingdom": kingdom, "king": king, "from": None})
    elif kind == "footprints" and placed:
        state.pending.append({"step": "footprint", "kingdom": kingdom, "king": king, "tower": state.tower})
    settle(state)
