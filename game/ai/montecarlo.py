"""Hard: Monte Carlo evaluation of Normal's best candidate moves, within a time budget.

1. Candidates: Normal's joint (placement, claim) search ranks every pairing;
   the best `KEEP` are kept, and the best pairing for each free domino, so
   the claims are really compared. At a claim step the candidates are the
   free dominoes.
2. Each sample deals the unseen dominoes at random (`determinize`: the view
   never shows the tower's order or the box) and draws the rivals' random
   likings; every surviving candidate is then played to the end on that
   same sample with player-greedy playouts (`playout`), so their
   differences are measured more precisely than their values (common
   random numbers). Candidates clearly behind the leader are dropped as
   samples accrue (each gets `MIN_SAMPLES` first, `FULL_MIN_SAMPLES` where
   playouts run to the end), so close calls get the time; the search ends
   when one is left or the time is up.
3. A playout is worth the seat's final score minus the best rival's
   final score: taking the domino a rival needs lowers that rival's
   score, so Hard claims dominoes its rivals need when that pays more
   than taking its own best. The margin is flattened beyond a few points
   (`shaped`): winning matters more than winning big.

The search stops at `STOP_AT` of the budget, counted from the start of
`players.choose` (one deadline for the checks, the ranking and the playouts), so the
whole move stays inside it with a margin for the last playout. Time is read on
`clock`, which tests replace with a fake one. With
`helpers` (`game.ai.helpers`: processes on the machine's other cores) the
same search gets their deals too: each plays every live candidate on deals
of its own and the rows join the tally, so the samples grow with the cores.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine.actions import Action, Claim, Skip
from ..engine.decision import pending_decision
from ..engine.errors import IllegalAction
from ..engine.game import apply_inplace, legal_actions
from ..engine.rng import Rng
from ..engine.rules import get_rules
from ..engine.state import State
from ..engine.view import determinize
from . import clock, greedy, steps
from .econ_terms import econ_weights
from .evaluate import Context, context
from .playout import Rivals, play_out, rivals_of, season

if TYPE_CHECKING:
    from .sharing import HelperPool

STOP_AT = 0.92  # share of the budget the search may use (the last playout and the move fit in the rest)
KEEP = 6  # best (placement, claim) pairings judged by playouts, besides each claim's best
PRUNE_Z = 3.0  # a candidate this many standard errors behind the leader is dropped
MIN_SAMPLES = 16  # samples every candidate gets before any is dropped (fewer misjudge close calls)
# Playouts to the end (Kingdomino) are cheap: dropping later and on firmer evidence pays there
# (docs/AI.md (w): +6.5 points of win rate, +1.1 of margin over 200 deals); economy rule sets
# keep the values they were measured with.
FULL_PRUNE_Z = 4.0
FULL_MIN_SAMPLES = 32
RIVALRY = 1.0  # weight of the best rival's final score in a playout's worth
SWITCH_Z = 1.0  # evidence needed to play another move than Normal's (economy rule sets)
STEP_KEEP = 4  # a tax or build step's best actions by Normal's value judged by playouts (and Skip)
LOOK_AT_STEPS = ("tax", "build")  # the builders' steps Hard searches (bribe stays Normal's)
HORIZON = 4  # rounds an economy rule set's playout plays before its kingdoms are valued (unless declared)
WIN_SCALE = 8.0  # margins count as (m + WIN_SCALE·tanh(m / WIN_SCALE)) / 2: wins matter more, routs less


@dataclass
class Candidate:
    actions: list[Action]  # applied to a sampled world before the playout
    prior: float  # Normal's value (orders candidates, breaks ties)
    results: list[float] = field(default_factory=list)  # worth per sample
    # Normal's choices between the placement and the claim, by step: they depend on the
    # kingdoms and the rows, the same on every sample, so they are worked out once.
    between: dict[str, Action] = field(default_factory=dict)

    @property
    def mean(self) -> float:
        return sum(self.results) / len(self.results) if self.results else float("-inf")


def candidates(v: State, ctx: Context) -> list[Candidate]:
    if searched_step(v):
        return [Candidate([a], val) for val, a in steps.ranked_steps(v, ctx, STEP_KEEP)]
    if v.step == "place" and v.phase == "play":
        ranked = greedy.joint(v, ctx)
        chosen: list[tuple[float, Action, Claim | None]] = list(ranked[:KEEP])
        for c in dict.fromkeys(r[2] for r in ranked):  # ranking order, not hash order
            best = next(r for r in ranked if r[2] == c)
            if best not in chosen:
                chosen.append(best)
        return [Candidate([p] if c is None else [p, c], val) for val, p, c in chosen]
    seat = v.actor
    assert seat is not None
    values = greedy.claim_values(v, v.kingdoms[seat], ctx)
    return [Candidate([Claim(did)], val) for did, val in values.items()]


def searched_step(v: State) -> bool:
    """A builders' step Hard looks ahead at (the economy is where Queendomino is won)."""
    return steps.is_step(v) and v.step in LOOK_AT_STEPS


def choose(v: State, rng: Rng, budget: float, helpers: HelperPool | None = None,
           start: float | None = None) -> Action:
    """Hard's move; `start` (on `clock`): when the budget began, if before this call."""
    return search(v, rng, budget, helpers=helpers, start=start)[0].actions[0]


@dataclass(frozen=True)
class Setting:
    """What every sample of one search shares: the seat, Hard's context, the rivals as the
    view shows them, and the rounds a playout plays before its kingdoms are valued."""

    seat: int
    ctx: Context
    known: Rivals
    horizon: int | None
    at_step: bool = False  # the search is at a builders' step: its candidates are that step's actions

    @property
    def prune_z(self) -> float:
        return FULL_PRUNE_Z if self.horizon is None else PRUNE_Z

    @property
    def min_samples(self) -> int:
        return FULL_MIN_SAMPLES if self.horizon is None else MIN_SAMPLES


def setting(v: State) -> Setting:
    seat = v.actor
    assert seat is not None
    ctx = context(v, econ=econ_weights("hard", v.options.rules))  # Hard's economy guesses
    # Rule sets with an economy play slowly to the end: their playouts stop after a few
    # rounds (the declaration's, measured per rule set: docs/AI.md (p)) and the kingdoms are
    # valued there (Kingdomino plays every playout out).
    horizon = (get_rules(v.options.rules).adapters.ai_horizon or HORIZON) if ctx.economy is not None else None
    return Setting(seat, ctx, rivals_of(v, seat), horizon, searched_step(v))


def sample(v: State, rng: Rng, alive: list[Candidate], st: Setting, deadline: float,
           longest: float, interrupted: Callable[[], bool] | None = None) -> tuple[list[float] | None, float]:
    """One deal (the unseen dealt, the rivals' likings drawn) and every candidate in `alive`
    played out on it: their worths, or None when the deadline (or `interrupted`) came first;
    and the longest playout so far. (The helper processes run the same function on deals of
    their own.)"""
    world = determinize(v, rng)
    rivals = season(st.known, rng)
    seed = rng.next64()
    row = []
    for c in alive:
        now = clock.now()
        if now + longest >= deadline or (interrupted is not None and interrupted()):
            return None, longest
        s = world.copy()
        for i, a in enumerate(c.actions):
            if i or not st.at_step:  # a step's candidate is that step's own action
                _own_steps(s, st.seat, c, st.ctx)
            apply_inplace(s, a)
        _own_steps(s, st.seat, c, st.ctx)
        row.append(shaped(play_out(s, st.seat, st.ctx, rivals, Rng(seed), RIVALRY, st.horizon)))
        # Every rule set: on a busy machine even Kingdomino's playouts outgrow STOP_AT's margin.
        longest = max(longest, clock.now() - now)
    return row, longest


def search(v: State, rng: Rng, budget: float, max_samples: int | None = None,
           helpers: HelperPool | None = None, start: float | None = None) -> list[Candidate]:
    """The candidates, best first, after sampling for (most of) the budget.

    `max_samples` caps the samples (deals): with a budget too long to matter
    the search is then a pure function of (view, rng), which tests use (it
    never takes `helpers`, whose samples depend on the clock). `helpers`
    (processes on the machine's other cores) play deals of their own beside
    this thread; their rows join the same tally. `start` (on `clock`): when the budget
    began (`players.choose` passes its own start, so its checks count too); default now.
    Every phase ends by the one deadline fixed from it.
    """
    start = clock.now() if start is None else start
    deadline = start + STOP_AT * budget
    st = setting(v)
    cands = candidates(v, st.ctx)
    alive = list(cands)
    samples = 0
    # A playout can take a tenth of the budget (XXL, or any rule set on a busy machine): one
    # is only started when the longest so far still fits before the deadline.
    longest = 0.0
    team = None
    if helpers is not None and max_samples is None and len(cands) > 1:
        team = helpers.team(v, [c.actions for c in cands], rng, deadline - clock.now())
    try:
        while len(alive) > 1 and clock.now() < deadline and samples != max_samples:
            row, longest = sample(v, rng, alive, st, deadline, longest)
            if row is None:
                break
            for c, worth in zip(alive, row, strict=True):
                c.results.append(worth)
            samples += 1
            if team is not None:
                samples += _tally(cands, alive, team.rows())
            if samples >= st.min_samples:
                alive = _prune(alive, st.prune_z)
                if team is not None:
                    team.keep(_indices(cands, alive))
        if team is not None:
            _tally(cands, alive, team.rows())
    finally:
        if team is not None:
            team.close()
    if not alive[0].results:  # no time for a single sample: Normal's choice
        return sorted(cands, key=lambda c: -c.prior)
    # Survivors share every sample; the dropped follow, in the order they were judged.
    dropped = [c for c in cands if c not in alive]
    alive.sort(key=lambda c: (-c.mean, -c.prior))
    dropped.sort(key=lambda c: (-c.mean, -c.prior))
    ranked = alive + dropped
    if st.ctx.economy is not None:
        ranked = _trust_normal(ranked)
    return ranked


def _tally(cands: list[Candidate], alive: list[Candidate], rows: list[dict[int, float]]) -> int:
    """Add the helpers' rows (candidate index -> worth on one of their deals) to the tally;
    a row counts only when it holds every candidate still alive, so all stay on the same
    deals. The rows counted."""
    counted = 0
    idx = _indices(cands, alive)
    for row in rows:
        if all(i in row for i in idx):
            for c, i in zip(alive, idx, strict=True):
                c.results.append(row[i])
            counted += 1
    return counted


def _indices(cands: list[Candidate], alive: list[Candidate]) -> list[int]:
    """Where each live candidate stands in the full list (the helpers' names for them)."""
    at = {id(c): i for i, c in enumerate(cands)}
    return [at[id(c)] for c in alive]


def _trust_normal(ranked: list[Candidate]) -> list[Candidate]:
    """Rule sets with an economy get few samples a move (their playouts are long): Normal's
    own choice stays first unless the samples say it is worse by `SWITCH_Z` standard errors
    of the paired difference, so too few samples never make Hard play worse than Normal."""
    normal = max(ranked, key=lambda c: c.prior)
    leader = ranked[0]
    if leader is normal or not normal.results:
        return ranked
    n = min(len(leader.results), len(normal.results))
    diffs = [a - b for a, b in zip(leader.results[:n], normal.results[:n], strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)
    if n >= 2 and mean > SWITCH_Z * math.sqrt(var / n):
        return ranked
    return [normal] + [c for c in ranked if c is not normal]


def _own_steps(s: State, seat: int, c: Candidate, ctx: Context) -> None:
    """Play what comes between the candidate's placement and its claim (rule sets with
    builders: tax, build, bribe; Royal Wedding XXL also C′, the Court and the decisions a
    giant or footprint domino asks), so the claim meets its claim step."""
    while s.phase == "play" and (s.pending or (s.actor == seat and s.step not in ("place", "claim"))):
        d = pending_decision(s)
        key = d.step if d is not None else s.step
        a = c.between.get(key)
        if a is not None:
            try:
                apply_inplace(s, a)
                continue
            except IllegalAction:  # not on this deal (a Court pile dealt otherwise): think again
                pass
        # Tax, build and bribe as Normal (a few milliseconds); XXL's other steps and decisions
        # as the playouts play them (Normal's look-ahead there would not fit the budget).
        if steps.is_step(s):
            a = steps.normal_step(s, ctx)
        elif s.pending:
            a = legal_actions(s)[0]
        else:
            a = Skip(s.step)
        c.between[key] = a
        apply_inplace(s, a)


def shaped(margin: float) -> float:
    """A playout's margin as the search counts it: slope 1 while the game is close, half
    that beyond `WIN_SCALE` points, so winning more often beats winning by more, yet a big
    loss still counts as worse than a small one (pure tanh made Hard careless once a game
    looked lost or won: its mean margin fell to zero)."""
    if WIN_SCALE <= 0:
        return margin
    return (margin + WIN_SCALE * math.tanh(margin / WIN_SCALE)) / 2


def _prune(alive: list[Candidate], z: float) -> list[Candidate]:
    """Drop candidates whose paired difference to the leader is `z` standard errors below zero."""
    n = min(len(c.results) for c in alive)
    leader = max(alive, key=lambda c: sum(c.results[:n]) / n)
    keep = []
    for c in alive:
        if c is leader:
            keep.append(c)
            continue
        diffs = [a - b for a, b in zip(c.results[:n], leader.results[:n], strict=True)]
        if not any(diffs):
            continue  # plays out exactly like the leader on every deal: nothing to learn
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)
        se = math.sqrt(var / n) or 1e-9
        if mean > -z * se:
            keep.append(c)
    return keep
