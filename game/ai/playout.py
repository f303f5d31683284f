"""Fast playouts for Hard: play a sampled game to its end, the searching seat greedy.

"Player-greedy" playouts (Gedda, Lagerkvist & Butler, CIG 2018): the seat
whose move is being judged plays a cheap version of Normal (a few spots
valued in full, each with the best next claim by the quick estimate), so
its result reflects how well it will really exploit the position. The
rivals play a faster greedy on their own kingdoms: each domino goes to the
best spot by the quick estimate alone, and each claim is the free domino
whose best spot is worth most to them, plus a random liking (they are
not exactly what Hard predicts). Their kingdoms are real, so what they take
away from the seat and what they score are both played out.

(An earlier model that only tallied what each domino would add to a rival's
best territories, with no rival kingdom, was faster but misjudged them: on
the same 200 seeded games Hard won 52.8% with it, 55–59% with this one.)

The rivals' likings are drawn once per sample (`season`), not per move:
every candidate judged on that sample meets the same rivals and the same
deal, so the playouts differ only through the candidate and what follows
from it (common random numbers).

Moves go through `apply_inplace`, so a playout obeys the rule set's turn
loop. The builders' steps are played as Easy plays them without noise, except
the searching seat's tax: it keeps its knights as Hard does (`steps.thrifty_tax`),
or the playouts would spend them where Hard never would. Other steps (Royal
Wedding XXL) are played at random.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.actions import Action, Claim, Discard, Place
from ..engine.analysis import claimable, dominoes_to_place, line_being_claimed, lines_to_draw, placement
from ..engine.content import domino
from ..engine.game import apply_inplace, legal_actions, scores
from ..engine.kingdom import Kingdom
from ..engine.rng import Rng
from ..engine.rules import get_rules
from ..engine.scoring import total_score
from ..engine.state import State
from . import leaf, steps
from .econ_terms import economy_of
from .evaluate import Analysis, Context, value
from .greedy import order_bonus

RIVAL_WHIM = 2.0  # points of a rival's random liking for a domino, drawn per sample

TOP_SPOTS = 3  # placements (best by the quick estimate) that get the full evaluation


@dataclass(frozen=True, slots=True)
class _Read:
    """A kingdom as it was read (or will be, once a chosen placement is played), and the reading."""

    kingdom: Kingdom
    masks: list[int]  # its terrain bit sets
    planes: list[int]  # its crown bit sets
    layers: dict[str, dict[int, int | str]]  # a copy (the kingdom changes its own in place)
    reading: Analysis


class Readings:
    """One playout's readings of its kingdoms, kept while a kingdom stays as read: a kingdom
    read for its owner's claim is the one placed in next round, and the seat's chosen spot
    was read before it was played. A reading is reused only while the kingdom's squares
    and its layers (buildings, giants, Court crowns: territory crowns beyond the printed
    ones) are what they were."""

    __slots__ = ("_by",)

    def __init__(self) -> None:
        self._by: dict[int, _Read] = {}  # by id() of the kingdom, which the entry keeps alive

    def of(self, k: Kingdom) -> Analysis:
        kept = self._by.get(id(k))
        if (kept is not None and kept.kingdom is k and kept.masks == k.masks and kept.planes == k.planes
                and kept.layers == k.layers):
            return kept.reading
        an = Analysis(k)
        self.keep(k, an)
        return an

    def keep(self, k: Kingdom, an: Analysis) -> None:
        """`an` reads `k` as it is, or as it will be once the move `an` was made for is played."""
        read = an.kingdom
        layers = {name: dict(squares) for name, squares in read.layers.items()}
        self._by[id(k)] = _Read(k, read.masks[:], read.planes[:], layers, an)


def _reading(k: Kingdom, readings: Readings | None) -> Analysis:
    """`k`'s reading: the playout's kept one when a playout asks, else a fresh one."""
    return Analysis(k) if readings is None else readings.of(k)


def _claim_worths(s: State, an: Analysis, ctx: Context, more: bool) -> dict[int, float]:
    """Each free domino: the quick worth of its best spot in the analysed kingdom, plus turn order."""
    line = line_being_claimed(s)
    left = 1 if more else 0  # the last line's domino is placed last: only its points count
    out = {}
    for did in claimable(s):
        d = domino(did)
        best, spot = an.best_quick(d, ctx, left)
        if spot is None:
            best = -2.0
        out[did] = best + (order_bonus(line, did, ctx) if more else 0.0)
    return out


def greedy_place(s: State, king: int, ctx: Context,
                 readings: Readings | None = None) -> tuple[Action, Claim | None]:
    """The searching seat's placement, chosen with its next claim as Normal does, but cheaply:
    the few best spots by the quick estimate are valued in full, each with the quick worth
    of the best domino it could claim next. Also that claim, when it was worked out (the claim
    step would reach the same one from the same kingdom)."""
    did = s.claimed_domino(king)
    assert did is not None
    seat = s.kings[king]
    k = s.kingdoms[seat]
    d = domino(did)
    an = _reading(k, readings)
    spots = an.spots(d)
    if not spots:
        return Discard(did), None
    if len(spots) == 1:
        return Place(did, *placement(k, *spots[0])), None
    left = dominoes_to_place(s, seat) - 1
    more = lines_to_draw(s) > 0
    quick = {ij: an.quick(d, *ij, ctx, left) for ij in spots}
    spots.sort(key=lambda ij: -quick[ij])
    if TOP_SPOTS <= 0:
        return Place(did, *placement(k, *spots[0])), None
    claims = bool(claimable(s))
    best, best_value, best_claim, best_read = spots[0], float("-inf"), None, None
    for ij in spots[:TOP_SPOTS]:
        nk = k.copy()
        nk.place(d, *placement(k, *ij))
        after = Analysis(nk)
        val = value(after, ctx, left)
        claim = None
        if claims:
            worth = _claim_worths(s, after, ctx, more)
            claim = max(worth, key=lambda c: worth[c])  # first in line order on ties, as quick_claim
            val += worth[claim]
        if val > best_value:
            best, best_value, best_claim, best_read = ij, val, claim, after
    if readings is not None and best_read is not None:
        readings.keep(k, best_read)
    return Place(did, *placement(k, *best)), None if best_claim is None else Claim(best_claim)


def quick_claim(s: State, king: int, ctx: Context, liking: dict[int, float] | None = None,
                readings: Readings | None = None) -> Claim:
    """A claim by the quick worth of each free domino in the king's kingdom (the worths the
    seat's placement was chosen with), plus a rival's random liking when given."""
    free = claimable(s)
    if len(free) == 1:
        return Claim(free[0])
    k = s.kingdoms[s.kings[king]]
    worth = _claim_worths(s, _reading(k, readings), ctx, lines_to_draw(s) > 0)
    fancy = liking or {}
    return Claim(max(free, key=lambda did: worth[did] + fancy.get(did, 0.0)))


@dataclass(frozen=True, slots=True)
class Rivals:
    """The rivals as a playout sees them: their seats, the dominoes not yet seen, and (per
    sample) each rival's random liking for each of those."""

    seats: tuple[int, ...]
    unseen: tuple[int, ...]  # dominoes not yet claimed: the ones a liking is drawn for
    liking: dict[int, dict[int, float]]


def rivals_of(v: State, seat: int) -> Rivals:
    """Read the view once per move (likings are drawn per sample by `season`)."""
    unseen: list[int] = []
    for tower, hidden in (v.hidden or {}).items():
        if tower not in v.drafts:
            continue  # a building pile, not a tower
        unseen.extend(hidden)
        for line in (v.drafts[tower].current, v.drafts[tower].next or []):
            unseen.extend(sl.domino for sl in line if sl.domino)
    seats = tuple(r for r in range(len(v.kingdoms)) if r != seat)
    return Rivals(seats, tuple(unseen), {})


def season(rivals: Rivals, rng: Rng) -> Rivals:
    """One sample's rivals: a random liking each for every domino still to come."""
    liking = {r: {did: rng.random() * RIVAL_WHIM for did in rivals.unseen} for r in rivals.seats}
    return Rivals(rivals.seats, rivals.unseen, liking)


def rival_place(s: State, king: int, ctx: Context, readings: Readings | None = None) -> Action:
    """A rival's placement: the best spot by the quick estimate alone."""
    did = s.claimed_domino(king)
    assert did is not None
    k = s.kingdoms[s.kings[king]]
    d = domino(did)
    an = _reading(k, readings)
    spots = an.spots(d)
    if not spots:
        return Discard(did)
    left = 1 if s.drafts[s.tower].next is not None else 0  # the last placement: only points
    best = an.best_quick(d, ctx, left, spots)[1]
    assert best is not None
    return Place(did, *placement(k, *best))


def play_out(s: State, seat: int, ctx: Context, rivals: Rivals, rng: Rng, rivalry: float = 0.0,
             horizon: int | None = None) -> float:
    """Play state `s` (changed in place) to the end of its game; the seat's worth then.

    The worth is the seat's final score, less `rivalry` times the best rival's
    final score: so taking a domino a rival needs counts.
    `rng` only serves steps other than place and claim (none in Kingdomino).
    With a `horizon` the playout stops once that many more rounds have started and
    the kingdoms are valued by the evaluation terms instead (`leaf_worth`).
    """
    planned: Claim | None = None  # the claim the seat's last placement was chosen with
    readings = Readings()
    stop = None if horizon is None else s.round + horizon
    while s.phase != "over":
        if stop is not None and s.round >= stop and not s.pending:
            return leaf_worth(s, seat, ctx, rivals, rivalry)
        if s.pending:  # a decision (Royal Wedding XXL: giants, events, the Court): at random
            apply_inplace(s, rng.choice(legal_actions(s)))
            continue
        king = s.king
        assert king is not None
        owner = s.kings[king]
        if s.step == "place" and s.phase == "play":
            if owner == seat:
                a, planned = greedy_place(s, king, ctx, readings)
            else:
                a = rival_place(s, king, ctx, readings)
        elif s.step == "claim":
            if owner == seat:
                known = planned if planned is not None and planned.domino in claimable(s) else None
                a = known if known is not None else quick_claim(s, king, ctx, None, readings)
                planned = None
            else:
                a = quick_claim(s, king, ctx, rivals.liking[owner], readings)
        elif steps.is_step(s):
            if owner == seat and s.step == "tax" and ctx.economy is not None:
                a = steps.thrifty_tax(s, ctx.economy.weights)  # knights spent as Hard spends them
            else:
                a = steps.simple_step(s, None)
        else:
            a = rng.choice(legal_actions(s))
        apply_inplace(s, a)
    rules = get_rules(s.options.rules)
    if rules.crown_layer is not None or rules.score_terms is not None:
        totals = [b.total for b in scores(s)]  # buildings, the Queen, coins: the rule set's own score
        own = float(totals[seat])
        if rivalry and rivals.seats:
            own -= rivalry * max(totals[r] for r in rivals.seats)
        return own
    bonus = rules.bonus_rules(s.options)
    own = total_score(s.kingdoms[seat], bonus)  # the breakdown's total, without the breakdown
    if rivalry and rivals.seats:
        own -= rivalry * max(total_score(s.kingdoms[r], bonus) for r in rivals.seats)
    return own


def leaf_worth(s: State, seat: int, ctx: Context, rivals: Rivals, rivalry: float) -> float:
    """A playout cut short: each kingdom's expected final total by the rule set's learned leaf
    (`leaf`), or else its value by the evaluation terms (its points plus what it can still
    become, its economy read from this state); the seat's less the best rival's."""
    model = leaf.model_for(s.options.rules)

    def worth(n: int) -> float:
        if model is not None:
            return leaf.kingdom_worth(model, s, n, ctx, dominoes_to_place(s, n))
        e = economy_of(s, n, ctx.economy.weights) if ctx.economy is not None else None
        return value(Analysis(s.kingdoms[n]), replace(ctx, economy=e), dominoes_to_place(s, n))

    own = worth(seat)
    if rivalry and rivals.seats:
        own -= rivalry * max(worth(r) for r in rivals.seats)
    return own
