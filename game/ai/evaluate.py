"""How good a kingdom is for the AI: its score plus what it can still become.

`Analysis` is the engine's one-pass reading of a kingdom
(`engine.analysis.KingdomReading`: territories, their open edges, squares
that can no longer be filled, legal spots, exact point gains); the value is
then a sum of *terms*, each a small function of that reading. Rules come
from the engine (scores, bonus rules and whether a bonus can still be
earned, rounds left); the terms only weigh them.

A rule set's declaration names its terms (`Adapters.ai_terms`, a path to one
of the tuples below), so the rule sets the AI can play are those that name
terms (`rule_sets()`): a later rule set is one more tuple, the Kingdomino
terms plus its own (buildings, knights, towers). Asked about any other rule
set the AI raises `UnsupportedRules` rather than play it with the wrong terms.

The same reading also prices a single placement without copying the
kingdom (`Analysis.quick`): Monte Carlo playouts and the pre-selection of
candidate placements use that, because a full analysis per candidate is
too slow in pure Python.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from ..engine.analysis import (
    HARMONY,
    MIDDLE_KINGDOM,
    BonusOutlook,
    KingdomReading,
    line_being_claimed,
    lines_to_draw,
)
from ..engine.content import Domino, domino
from ..engine.kingdom import Kingdom
from ..engine.rules import REGISTRY, get_rules, load
from ..engine.scoring import BonusRule
from ..engine.state import State
from ..engine.terrain import NAMES
from .econ_terms import ECON_WEIGHTS, Economy, EconWeights, economy_of, economy_value

TERRAINS = tuple(sorted(NAMES))  # terrain codes that can form territories


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable strengths of the heuristic terms (measured with the tournament)."""

    # Defaults measured in 4-player Normal-vs-Normal tournaments (300 games each): these beat
    # no growth term, a larger one, and crowns hoped for on uncrowned territories.
    grow: float = 0.3  # share of the open squares next to a territory it is expected to gain
    cap: int = 4  # open squares counted at most per territory
    hope: float = 0.0  # how much of the crowns still to come an uncrowned territory may expect
    dead: float = 3.0  # points lost per square that can never be filled
    order: float = 1.0  # worth of choosing first in the next round (whole line's spread)
    middle_odds: float = 0.75  # chance a still-possible Middle Kingdom is achieved
    harmony_odds: float = 0.6  # chance a still-possible Harmony is achieved


DEFAULT_WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class Context:
    """What an evaluation needs besides the kingdom, fixed for one turn.

    It is built from the view only, and only from parts that do not change
    between a king's place step and its claim step, so a claim re-planned
    at the claim step is valued exactly as it was when it was planned.
    """

    rules: str
    bonus_rules: tuple[BonusRule, ...]  # the engine's bonuses this game counts
    to_come_place: int  # dominoes this seat still places after the one it places now
    to_come_claim: int  # ... after the one it claims now
    order_matters: bool  # the line being claimed is not the last: its order sets the next picks
    share: tuple[float, ...]  # per terrain code: its share of the squares still to come
    crowns_per_square: tuple[float, ...]  # per terrain code, among the squares still to come
    weights: Weights = DEFAULT_WEIGHTS
    economy: Economy | None = None  # rule sets with coins and buildings: the Queen and rivals' towers


def context(v: State, weights: Weights = DEFAULT_WEIGHTS, econ: EconWeights = ECON_WEIGHTS) -> Context:
    """The evaluation context of the acting seat in view (or state) `v` (`econ`: the economy's
    guesses, Hard's own or Normal's)."""
    seat = v.actor
    kings_each = sum(1 for s in v.kings if s == seat) or 1
    tower = v.tower
    draft = v.drafts[tower]
    lines_in_pile = lines_to_draw(v)
    claiming = line_being_claimed(v)
    # After this turn's placement the seat still places the next line's domino (if any) and
    # those of the lines in the pile; after the claimed one, only the pile's.
    lines_after_current = lines_in_pile + (1 if v.phase == "play" and draft.next is not None else 0)
    pool: list[int] = []
    if v.hidden is not None:
        pool.extend(v.hidden.get(tower, ()))
    else:  # a full state: what a player could not see counts as still to come
        pool.extend(v.towers.get(tower, ()))
        pool.extend(v.box)
    pool.extend(s.domino for s in claiming if s.domino)
    squares = [0] * (max(TERRAINS) + 1)
    crowns = [0] * (max(TERRAINS) + 1)
    for did in pool:
        d = domino(did)
        squares[d.t1] += 1
        squares[d.t2] += 1
        crowns[d.t1] += d.c1
        crowns[d.t2] += d.c2
    total = sum(squares) or 1
    return Context(
        rules=v.options.rules,
        bonus_rules=tuple(get_rules(v.options.rules).bonus_rules(v.options)),
        to_come_place=kings_each * lines_after_current,
        to_come_claim=kings_each * lines_in_pile,
        order_matters=lines_in_pile > 0,
        share=tuple(n / total for n in squares),
        crowns_per_square=tuple(c / n if n else 0.0 for c, n in zip(crowns, squares, strict=True)),
        weights=weights,
        economy=economy_of(v, seat, econ) if economy_term in terms_for(v.options.rules) and seat is not None
        else None,
    )


class Analysis(KingdomReading):
    """The engine's reading of a kingdom (territories, open and dead squares, legal spots,
    exact point gains: `engine.analysis.KingdomReading`) plus the AI's quick estimates."""

    __slots__ = ()

    def quick(self, d: Domino, i: int, j: int, ctx: Context, to_come: int) -> float:
        """A cheap estimate of how much a placement improves the kingdom's value.

        Exact points, plus the crowns put next to room to grow, minus squares it
        walls in. Used to order candidates and in playouts, never as the final word.
        """
        value = float(self.gain(d, i, j))
        if to_come <= 0:
            return value
        return self.with_room(d, i, j, ctx.weights, value)

    def with_room(self, d: Domino, i: int, j: int, wt: Weights, value: float) -> float:
        """`value` (the points) plus `quick`'s other parts: crowns put next to room to grow,
        less squares walled in."""
        w, opened = self.width, self.open
        if d.c1:
            value += wt.grow * d.c1 * (opened[i - w] + opened[i + 1] + opened[i + w] + opened[i - 1] - 1)
        if d.c2:
            value += wt.grow * d.c2 * (opened[j - w] + opened[j + 1] + opened[j + w] + opened[j - 1] - 1)
        # A neighbour left with no open neighbour but i and j can never be filled. The halves
        # are side by side, so such a neighbour touches one of them, never both: its only
        # open neighbour is then that half.
        dead = 0
        for p in (i - w, i + 1, i + w, i - 1, j - w, j + 1, j + w, j - 1):
            if (opened[p] and p != i and p != j
                    and opened[p - w] + opened[p + 1] + opened[p + w] + opened[p - 1] == 1):
                dead += 1
        return value - wt.dead * dead

    def best_quick(self, d: Domino, ctx: Context, to_come: int,
                   spots: list[tuple[int, int]] | None = None) -> tuple[float, tuple[int, int] | None]:
        """The highest `quick` over the spots (all legal ones by default) and the first spot
        reaching it, or (-inf, None) with no spot.

        Exactly what max() over `quick` gives, but faster: the room and walled-in parts are
        only worked out for spots whose points, plus the most room could add (`grow` per
        crown and open side, at most 3 sides), can still beat the best so far; walled-in
        squares only subtract.
        """
        if spots is None:
            spots = self.spots(d)
        wt = ctx.weights
        if to_come <= 0:
            bound = 0.0  # quick is the points alone
        elif wt.grow >= 0 and wt.dead >= 0:
            bound = 3 * wt.grow * (d.c1 + d.c2) + 1e-9  # (epsilon: float rounding)
        else:
            bound = float("inf")  # no bound: every spot is worked out
        best, where = float("-inf"), None
        for ij in spots:
            g = float(self.gain(d, *ij))
            if g + bound <= best:
                continue
            q = g if to_come <= 0 else self.with_room(d, *ij, wt, g)
            if q > best:
                best, where = q, ij
        return best, where


# -- terms ---------------------------------------------------------------------------------------
# A term maps (analysis, context, dominoes still to come for this seat) to points.

Term = Callable[[Analysis, Context, int], float]


def points_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """The territory points as they stand (bonuses are valued by their own terms)."""
    return float(a.points)


def growth_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """What territories can still gain through their open edges.

    A territory with room around it will likely receive more squares of its
    terrain (more so for common terrains) and with them more crowns: worth
    (s+Δs)(c+Δc) − s·c. Crowned territories walled in gain nothing, which is
    what makes the AI keep its crowns where they can grow.
    """
    if to_come <= 0:
        return 0.0
    wt = ctx.weights
    squares_left = 2 * to_come
    share, cps = ctx.share, ctx.crowns_per_square
    total = 0.0
    for tid, s in enumerate(a.sizes):
        room = a.edges[tid]
        if not room:
            continue
        t = a.terrains[tid]
        # Expected squares: what the edges allow, scaled by how common the terrain
        # still is; never more than the squares still to come.
        ds = min(room, wt.cap, squares_left) * wt.grow * (0.5 + 2.0 * share[t])
        dc = ds * cps[t] * wt.hope
        c = a.crowns[tid]
        total += (s + ds) * (c + dc) - s * c
    return total


def dead_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """Squares that can never be filled cost what an average square is worth."""
    if to_come <= 0:
        return 0.0
    return -ctx.weights.dead * a.dead


def _bonus_term(o: BonusOutlook, odds: float, a: Analysis, ctx: Context, to_come: int) -> float:
    """A bonus of the engine's: its points once nothing is to come, otherwise its points times
    the odds while the engine says it can still be earned."""
    if o.rule not in ctx.bonus_rules:
        return 0.0
    k = a.kingdom
    if to_come <= 0:
        bonus = o.rule(k)
        return 0.0 if bonus is None else float(bonus.points)
    return o.prize * odds if o.possible(k) else 0.0


def middle_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """Middle Kingdom: exact once nothing is to come, otherwise while still reachable."""
    return _bonus_term(MIDDLE_KINGDOM, ctx.weights.middle_odds, a, ctx, to_come)


def harmony_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """Harmony: exact once nothing is to come; otherwise lost with the first discard (the
    engine's outlook) or the first dead square (the AI's own reading: that hole stays)."""
    if to_come > 0 and a.dead:
        return 0.0
    return _bonus_term(HARMONY, ctx.weights.harmony_odds, a, ctx, to_come)


def economy_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """Buildings' end points, the Queen, coins, and what coins, knights, town squares and
    towers can still become (`econ_terms`); territory crowns of buildings are already in
    the points (the reading counts the rule set's crown layer)."""
    if ctx.economy is None:
        return 0.0
    return economy_value(a, ctx.economy, to_come)


KINGDOMINO_TERMS: tuple[Term, ...] = (points_term, growth_term, dead_term, middle_term, harmony_term)
QUEENDOMINO_TERMS: tuple[Term, ...] = (*KINGDOMINO_TERMS, economy_term)
# Royal Wedding XXL: the same terms; the Economy also carries its challenges and The Court,
# scored by the engine (fullscore.extra_terms). Kingdoms are the unit: a team's two people
# share one kingdom, so a partner is never a rival and needs no term of its own.
XXL_TERMS: tuple[Term, ...] = QUEENDOMINO_TERMS
# A rule set whose terms include `economy_term` gets an Economy in its context.


class UnsupportedRules(ValueError):
    """The AI was asked to play a rule set it has no terms for."""


@cache
def _load_terms(path: str) -> tuple[Term, ...]:
    return tuple(load(path))


def _terms_or_none(rules: str) -> tuple[Term, ...] | None:
    if rules not in REGISTRY:
        return None
    path = get_rules(rules).adapters.ai_terms
    return None if path is None else _load_terms(path)


def rule_sets() -> tuple[str, ...]:
    """The registered rule sets whose declaration names the AI's terms: the ones it plays."""
    return tuple(name for name in REGISTRY if _terms_or_none(name) is not None)


def check_rules(rules: str, who: str = "AI") -> None:
    """UnsupportedRules, naming `who` ("Hard AI", ...), unless the AI has terms for `rules`."""
    if _terms_or_none(rules) is None:
        raise UnsupportedRules(
            f"the {who} has no terms for rule set {rules!r} yet"
            f" (it plays {', '.join(map(repr, rule_sets()))})"
        )


def terms_for(rules: str) -> Sequence[Term]:
    terms = _terms_or_none(rules)
    if terms is None:
        check_rules(rules)  # raises UnsupportedRules
    return terms or ()


def value(a: Analysis, ctx: Context, to_come: int) -> float:
    """The kingdom's worth: the sum of its rule set's terms."""
    return sum(term(a, ctx, to_come) for term in terms_for(ctx.rules))


def value_of(k: Kingdom, ctx: Context, to_come: int) -> float:
    return value(Analysis(k), ctx, to_come)
