"""Hard: Monte Carlo evaluation of Normal's best candidate moves, within a time budget.

1. Candidates: Normal's joint (placement, claim) search ranks every pairing;
   the best few are kept, and the best pairing for each free domino, so the
   claims are really compared.
2. Each sample deals the unseen dominoes at random (`determinize`: the view
   never shows the tower's order) and plays every surviving candidate to the
   end with player-greedy playouts (`playout`). All candidates of a sample
   share the deal and the rivals' random choices (common random numbers), so
   their differences are measured far more precisely than their values.
   Candidates clearly behind the leader are dropped as samples accrue.
3. The choice maximises the mean final score plus a denial term: points the
   rivals still to claim in this line would lose if we take a domino they
   need (the playouts' rivals claim by crowns only, blind to their kingdoms).

The search stops at `STOP_AT` of the budget, measured from entry, so the
whole move stays inside it with a margin for the last playout.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from ..engine.actions import Action, Claim
from ..engine.content import domino
from ..engine.game import apply_inplace
from ..engine.rng import Rng
from ..engine.state import State
from ..engine.view import determinize
from . import greedy
from .evaluate import Analysis, Context, context, squares
from .playout import play_out, season, tastes

STOP_AT = 0.85  # share of the budget the search may use
KEEP = 6  # best (placement, claim) pairings judged by playouts, besides each claim's best
DENIAL = 0.5  # worth to us of a point a rival loses because we took its domino
PRUNE_Z = 2.5  # a candidate this many standard errors behind the leader is dropped
MIN_SAMPLES = 6  # samples every candidate gets before any is dropped
ALLOC = "prune"  # how samples are shared out: "prune" (drop the clearly worse) or "halving"
RIVALRY = 0.0  # weight of the best rival's estimated score in a playout's worth


@dataclass
class Candidate:
    actions: list[Action]  # applied to a sampled world before the playout
    prior: float  # Normal's value (orders candidates, breaks ties)
    bonus: float = 0.0  # denial term
    results: list[float] = field(default_factory=list)  # worth per sample

    @property
    def mean(self) -> float:
        return sum(self.results) / len(self.results) if self.results else float("-inf")


def candidates(v: State, ctx: Context) -> list[Candidate]:
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


def rivals_after(v: State) -> list[int]:
    """Kingdoms of the rivals whose kings still claim in the line being claimed."""
    seat = v.actor
    return [v.kings[k] for k in v.order[v.turn + 1 :] if v.kings[k] != seat]


def denial(v: State, ctx: Context, claims: list[int]) -> dict[int, float]:
    """Per domino we might claim: what the rivals claiming after us would lose without it.

    A rival values a domino by the best quick estimate of its spots in the
    rival's kingdom; losing its favourite costs it the gap to its next best.
    The leading rival's loss counts double: in a multi-player game it is the
    one to beat.
    """
    rivals = rivals_after(v)
    out = {did: 0.0 for did in claims}
    if not rivals or len(claims) < 2:
        return out
    free = greedy.free_claims(v)
    leader = max(range(len(v.kingdoms)), key=lambda s: (s != v.actor, Analysis(v.kingdoms[s]).points))
    for r in dict.fromkeys(rivals):
        k = v.kingdoms[r]
        an = Analysis(k)
        worth = {}
        for did in free:
            d = domino(did)
            worth[did] = max((an.quick(d, *squares(k, *spot), ctx, ctx.to_come_claim)
                              for spot in k.placements(d)), default=-2.0)
        ranked = sorted(worth.values(), reverse=True)
        for did in claims:
            if len(ranked) > 1 and worth[did] == ranked[0]:
                out[did] += DENIAL * (ranked[0] - ranked[1]) * (2.0 if r == leader else 1.0)
    return out


def choose(v: State, rng: Rng, budget: float) -> Action:
    return search(v, rng, budget)[0].actions[0]


def search(v: State, rng: Rng, budget: float, max_samples: int | None = None) -> list[Candidate]:
    """The candidates, best first, after sampling for (most of) the budget.

    `max_samples` caps the samples (deals): with a budget too long to matter
    the search is then a pure function of (view, rng), which tests use.
    """
    start = time.perf_counter()
    deadline = start + STOP_AT * budget
    seat = v.actor
    assert seat is not None
    ctx = context(v)
    cands = candidates(v, ctx)
    claims = [a.domino for c in cands for a in c.actions if isinstance(a, Claim)]
    deny = denial(v, ctx, sorted(set(claims)))
    for c in cands:
        claim = next((a.domino for a in c.actions if isinstance(a, Claim)), None)
        c.bonus = deny.get(claim, 0.0) if claim is not None else 0.0
    base = tastes(v, seat)
    alive = list(cands)
    samples = 0
    # Successive halving: the time left is cut into one phase per halving; each phase
    # samples the survivors alike, then keeps the better half for the next.
    phases = max(1, math.ceil(math.log2(max(len(alive), 2))))
    setup = time.perf_counter()
    phase = 0
    phase_end = setup + (deadline - setup) / phases
    while len(alive) > 1 and time.perf_counter() < deadline and samples != max_samples:
        if ALLOC == "halving" and time.perf_counter() >= phase_end and samples >= MIN_SAMPLES:
            alive = _halve(alive)
            phase += 1
            phase_end = setup + (deadline - setup) * (phase + 1) / phases
            continue
        world = determinize(v, rng)
        rivals = season(v, base, rng)
        seed = rng.next64()
        done = []
        for c in alive:
            if time.perf_counter() >= deadline:
                break
            s = world.copy()
            for a in c.actions:
                apply_inplace(s, a)
            c.results.append(play_out(s, seat, ctx, rivals, Rng(seed), RIVALRY))
            done.append(c)
        if len(done) < len(alive):
            for c in done:  # keep every candidate on the same deals
                c.results.pop()
            break
        samples += 1
        if samples >= MIN_SAMPLES and ALLOC == "prune":
            alive = _prune(alive)
    if not alive[0].results:  # no time for a single sample: Normal's choice
        return sorted(cands, key=lambda c: -(c.prior + c.bonus))
    # Survivors share every sample; the dropped follow, in the order they were judged.
    dropped = [c for c in cands if c not in alive]
    alive.sort(key=lambda c: (-(c.mean + c.bonus), -c.prior))
    dropped.sort(key=lambda c: (-(c.mean + c.bonus), -c.prior))
    return alive + dropped


def _halve(alive: list[Candidate]) -> list[Candidate]:
    """The better half (rounded up) by mean plus denial term; exact twins of a kept one dropped."""
    n = min(len(c.results) for c in alive)
    ranked = sorted(alive, key=lambda c: (-(sum(c.results[:n]) / n + c.bonus), -c.prior))
    keep: list[Candidate] = []
    for c in ranked:
        if not any(c.results[:n] == k.results[:n] for k in keep):
            keep.append(c)
    return keep[: max(1, (len(alive) + 1) // 2)]


def _prune(alive: list[Candidate]) -> list[Candidate]:
    """Drop candidates whose paired difference to the leader is clearly negative."""
    n = min(len(c.results) for c in alive)
    leader = max(alive, key=lambda c: sum(c.results[:n]) / n + c.bonus)
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
        if mean + c.bonus - leader.bonus > -PRUNE_Z * se:
            keep.append(c)
    return keep
