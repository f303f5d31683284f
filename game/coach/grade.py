"""Grading one decision: the player's action against the best alternative, on the same deals.

The candidates are what Hard would weigh (its (placement, claim) pairings at a place step,
reduced to their placements; every free domino at a claim step) and, at any other step or
decision, every legal action (one building site per town territory, at most `MOST_OTHER`
spread evenly over the list) with Normal's choice; the player's own action is always one.

Each sample deals what the seat could not see then (`determinize` of its view: no
hindsight) and draws the rivals' likings; every live candidate is played out on that same
sample by Hard's playouts (the seat's steps up to its claim as Hard plays them, then
player-greedy to the end, or for rule sets with an economy `montecarlo.HORIZON` rounds and
the kingdoms valued). A playout is worth the seat's score minus the best rival's, unshaped:
points, the unit the report speaks in. Candidates far behind the leader are dropped after
`MIN_SAMPLES`, never the player's. The samples are fixed in number and seeded, and no clock
is read: the same decision gets the same grade on any machine, however busy.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..ai import steps
from ..ai.evaluate import context
from ..ai.montecarlo import Candidate, Setting, _own_steps, candidates, setting
from ..ai.playout import Rivals, play_out, season
from ..engine.actions import Action, Claim, Discard, Place
from ..engine.errors import IllegalAction
from ..engine.game import apply_inplace, legal_actions
from ..engine.rng import Rng
from ..engine.state import State
from ..engine.view import determinize, view

# deals per decision, the same for every candidate, on the review screen and the command line;
# chosen so that a human seat's review takes at most a minute on a quiet 2-core machine
# (`python -m game.coach.bench`; docs/AI.md, "The coach")
SAMPLES = 16
MIN_SAMPLES = 8  # deals every candidate gets before one far behind is dropped
PRUNE_Z = 3.0  # ... "far behind": this many standard errors of the paired difference
SURE_Z = 2.0  # a loss counts only when this many standard errors clear of zero
MOST_OTHER = 8  # actions of another step or decision judged (plus Normal's and the player's)


@dataclass(frozen=True)
class Grade:
    played: str  # the player's action (its text form)
    best: str  # the best candidate's (the played one when nothing beat it)
    loss: float  # mean paired margin the played action gave up against the best (>= 0)
    given_up: int  # whole points given up: the loss rounded, 0 when within the noise
    samples: int  # deals both were judged on
    candidates: int


def decision_seed(seed: int, index: int) -> int:
    """The sampling seed of the decision at history `index` of a game seeded `seed`."""
    return (seed * 1_000_003 + index * 7_919 + 1) % (1 << 62)


def shortlist(v: State, played: Action, st: Setting) -> list[Candidate]:
    """The candidates judged: Hard's (placements only, each claim is its own decision) or
    the step's legal actions, the player's always among them, the player's first."""
    seat = st.seat
    acts: list[Action]
    if v.step in ("place", "claim") and not v.pending and isinstance(played, Place | Discard | Claim):
        acts = list(dict.fromkeys(c.actions[0] for c in candidates(v, st.ctx)))
    else:
        world = steps.world_of(v)
        legal = steps._one_site_per_territory(world, seat, legal_actions(world))
        acts = steps._spread(legal, MOST_OTHER)
        ctx = context(v)
        normal = steps.normal_step(v, ctx) if steps.is_step(v) else steps.normal_any(v, ctx)
        acts.append(normal)
    ordered = [played, *(a for a in dict.fromkeys(acts) if a != played)]
    return [Candidate([a], 0.0) for a in ordered]


def _worth(world: State, c: Candidate, st: Setting, rng_seed: int, rivals: Rivals) -> float:
    s = world.copy()
    apply_inplace(s, c.actions[0])
    _own_steps(s, st.seat, c, st.ctx)
    return play_out(s, st.seat, st.ctx, rivals, Rng(rng_seed), 1.0, st.horizon)


def grade(state: State, played: Action, seed: int, samples: int = SAMPLES) -> Grade:
    """Grade `played` in full state `state` (seen only through the acting seat's view)."""
    seat = state.actor
    assert seat is not None
    return grade_view(view(state, seat), played, seed, samples)


def grade_view(v: State, played: Action, seed: int, samples: int = SAMPLES) -> Grade:
    """Grade `played` in the acting seat's view `v` (what the hint key asks, during the game)."""
    st = setting(v)
    cands = shortlist(v, played, st)
    alive = list(cands)
    rng = Rng(seed)
    done = 0
    for _ in range(samples):
        if len(alive) == 1:
            break
        world = determinize(v, rng)
        rivals = season(st.known, rng)
        playout_seed = rng.next64()
        row: list[float] = []
        for c in list(alive):
            try:
                row.append(_worth(world, c, st, playout_seed, rivals))
            except IllegalAction:  # not legal on this deal (a hidden pile dealt otherwise)
                if c is cands[0]:
                    row = []
                    break
                alive.remove(c)
        if not row:
            continue
        for c, w in zip(alive, row, strict=True):
            c.results.append(w)
        done += 1
        if done >= MIN_SAMPLES:
            alive = _prune(alive, cands[0])
    mine = cands[0]
    n = len(mine.results)
    if n == 0 or len(cands) == 1:
        return Grade(str(played), str(played), 0.0, 0, n, len(cands))
    best = max(alive, key=lambda c: _mean(c.results[:n]))
    diffs = [b - m for b, m in zip(best.results, mine.results, strict=False)]
    loss = max(0.0, _mean(diffs)) if best is not mine else 0.0
    sure = loss > 0 and loss > SURE_Z * _se(diffs)
    return Grade(str(played), str(best.actions[0]), loss, round(loss) if sure else 0, n, len(cands))


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else float("-inf")


def _se(diffs: list[float]) -> float:
    n = len(diffs)
    if n < 2:
        return float("inf")
    m = sum(diffs) / n
    return math.sqrt(sum((d - m) ** 2 for d in diffs) / (n - 1) / n)


def _prune(alive: list[Candidate], mine: Candidate) -> list[Candidate]:
    """Drop candidates far behind the leader (never the player's own)."""
    n = min(len(c.results) for c in alive)
    leader = max(alive, key=lambda c: _mean(c.results[:n]))
    keep = []
    for c in alive:
        if c is leader or c is mine:
            keep.append(c)
            continue
        diffs = [a - b for a, b in zip(c.results[:n], leader.results[:n], strict=True)]
        if _mean(diffs) > -PRUNE_Z * _se(diffs):
            keep.append(c)
    return keep
