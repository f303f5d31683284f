"""Normal: "full greedy" — the placement and the next claim chosen together.

For every placement of the king's domino and every free domino of the line
being claimed, the value is that of the kingdom after placing both (the
claimed domino in its own best spot), so a placement that leaves room for a
good next domino is preferred over one that scores the same but blocks it.
Values come from `evaluate` (points, room for crowned territories, squares
walled in, bonuses still reachable), plus a small worth for picking early in
the following round.

Everything here is deterministic: the claim step re-plans with the same
functions on the kingdom that now holds the placement, which gives exactly
the claim that was planned with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..engine.actions import Action, Claim, Discard
from ..engine.analysis import claimable, kingdom_after, line_being_claimed, squares
from ..engine.content import domino
from ..engine.game import legal_actions
from ..engine.kingdom import Kingdom
from ..engine.state import Slot, State
from . import steps
from .evaluate import DEFAULT_WEIGHTS, Analysis, Context, Weights, context, value_of

KEEP_PLACEMENTS = 8  # placements kept for the joint search with the claims
KEEP_SPOTS = 4  # spots per claimed domino valued in full after the quick estimate
KEEP_TAXED = 12  # placements whose tax right after is valued (economy rule sets)


@dataclass(frozen=True, slots=True)
class Option:
    """A placement (or discard) with the kingdom it makes and that kingdom's value."""

    action: Action
    kingdom: Kingdom
    value: float
    extra: float = 0.0  # what the turn's next steps add (the tax right after it), economy rule sets


def acting_domino(v: State) -> int:
    king = v.king
    assert king is not None
    did = v.claimed_domino(king)
    assert did is not None, "the acting king stands on no domino"
    return did


def options(v: State, ctx: Context, to_come: int) -> list[Option]:
    """Every placement (or the discard) of the acting king's domino at a place step, with its
    full value, best first (stable: engine order on ties)."""
    seat = v.actor
    assert seat is not None
    k = v.kingdoms[seat]
    out = []
    for a in legal_actions(v):
        nk = kingdom_after(k, a)
        out.append(Option(a, nk, value_of(nk, ctx, to_come)))
    out.sort(key=lambda o: -o.value)
    if ctx.economy is not None:
        # The tax right after the placement, worked out by the engine on copies: only for the
        # best placements (the joint search keeps fewer than these), as it is the dear part.
        world = steps.world_of(v)
        now = steps.turn_now if ctx.economy.weights.look_build else steps.tax_now
        for n, o in enumerate(out[:KEEP_TAXED]):
            out[n] = replace(o, extra=now(world, o.action, ctx, o.value))
        out.sort(key=lambda o: -(o.value + o.extra))
    return out


def best_spot_value(k: Kingdom, an: Analysis, did: int, ctx: Context, to_come: int,
                    keep: int = KEEP_SPOTS) -> float:
    """The value of `k` once `did` is in its best spot: a quick estimate picks a few spots
    and the full evaluation decides among them."""
    d = domino(did)
    spots = k.placements(d)
    if not spots:
        return value_of(kingdom_after(k, Discard(did)), ctx, to_come)
    if len(spots) > keep:
        scored = [(an.quick(d, *squares(k, r, c, dr), ctx, to_come), n) for n, (r, c, dr) in enumerate(spots)]
        scored.sort(key=lambda x: (-x[0], x[1]))
        spots = [spots[n] for _, n in scored[:keep]]
    best = float("-inf")
    for r, c, dr in spots:
        nk = k.copy()
        nk.place(d, r, c, dr)
        best = max(best, value_of(nk, ctx, to_come))
    return best


def order_bonus(line: Sequence[Slot], did: int, ctx: Context) -> float:
    """Worth of the turn order a claim gives: the first slot of a line picks first next round."""
    if not ctx.order_matters or len(line) < 2:
        return 0.0
    pos = next(n for n, s in enumerate(line) if s.domino == did)
    return ctx.weights.order * (len(line) - 1 - pos) / (len(line) - 1)


def claim_values(v: State, k: Kingdom, ctx: Context, spots: int = KEEP_SPOTS) -> dict[int, float]:
    """Each free domino of the line being claimed, valued for kingdom `k` (the acting seat's,
    with this turn's placement already in it)."""
    line = line_being_claimed(v)
    an = Analysis(k)
    return {
        did: best_spot_value(k, an, did, ctx, ctx.to_come_claim, spots) + order_bonus(line, did, ctx)
        for did in claimable(v)
    }


def joint(v: State, ctx: Context, keep: int = KEEP_PLACEMENTS,
          spots: int = KEEP_SPOTS) -> list[tuple[float, Action, Claim | None]]:
    """(value, placement, claim) for the best placements and every claim, best first.

    At a place step only. The claim is None when no line is being claimed
    (the last round).
    """
    opts = options(v, ctx, ctx.to_come_place)
    if not claimable(v):
        return [(o.value + o.extra if o.extra else o.value, o.action, None) for o in opts]
    out: list[tuple[float, Action, Claim | None]] = []
    for o in _distinct(opts)[:keep]:
        for did, cv in claim_values(v, o.kingdom, ctx, spots).items():
            out.append((cv + o.extra if o.extra else cv, o.action, Claim(did)))
    out.sort(key=lambda x: -x[0])  # stable: placement order, then line order, on equal values
    return out


def _distinct(opts: list[Option]) -> list[Option]:
    """Drop placements giving the same kingdom twice (mirror spots of a one-terrain domino)."""
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
    out = []
    for o in opts:
        key = (tuple(o.kingdom.terr), tuple(o.kingdom.crown))
        if key not in seen:
            seen.add(key)
            out.append(o)
    return out


def plan(v: State, weights: Weights = DEFAULT_WEIGHTS) -> list[Action]:
    """Normal's plan for the acting king: [placement, claim] (or [placement] in the last round)
    at a place step, [claim] at a claim step."""
    ctx = context(v, weights)
    if v.step == "place" and v.phase == "play":
        best = joint(v, ctx)[0]
        return [best[1]] if best[2] is None else [best[1], best[2]]
    seat = v.actor
    assert seat is not None
    values = claim_values(v, v.kingdoms[seat], ctx)
    did = max(values, key=lambda d: values[d])  # first in line order on equal values
    return [Claim(did)]


