"""Easy: a beginner's play — sensible, legal, and noisy.

It places where its domino scores the most points right now, but it sees only
some of the spots (a beginner overlooks most of them: each is missed with
chance OVERLOOK), judges those with a generous random error, and gives no
thought to the room its territories need or the squares it walls in. It claims the free domino
that would score most in its kingdom as it is, favouring crowns, without
looking at turn order or at what the rivals need. A player who keeps crowned
territories open and the grid full beats it.

The noise falls on placements only; the claim is a plain function of the
kingdom holding the placement, so the claim step gives the claim planned
with it.
"""

from __future__ import annotations

from ..engine.actions import Action, Claim, Place
from ..engine.analysis import claimable, kingdom_after, squares
from ..engine.content import domino
from ..engine.game import legal_actions
from ..engine.kingdom import Kingdom
from ..engine.rng import Rng
from ..engine.state import State
from .evaluate import Analysis
from .greedy import acting_domino

# Measured against Normal in 2-player games (200 games on each of seeds 1, 2 and 9): with
# every spot seen Easy won 10-13% of them, more than "Normal beats Easy" allows; missing 60% of
# the spots, 5-8%. It still plays legal, point-seeking moves.
OVERLOOK = 0.6  # chance that a beginner does not see a given spot
NOISE = 12.0  # points of random error on each placement's worth
CROWN_LIKING = 0.5  # points a beginner adds per crown on a domino
WHIM = 10.0  # points of whim on each domino it might claim


def _whim(k: Kingdom, did: int) -> float:
    """A fixed pseudo-random liking in [0, 1) for a domino, given the kingdom as it is.

    Drawn from the kingdom rather than the generator so that the claim step,
    seeing the same kingdom, repeats the claim planned at the place step.
    """
    x = did
    for pid, r, c, d in k.placed:
        x = (x * 1_000_003 + pid * 4_099 + r * 67 + c * 7 + "NESW".index(d)) & 0xFFFF_FFFF_FFFF_FFFF
    return Rng(x).random()


def _claim(v: State, k: Kingdom, crown: float, whim: float) -> Claim | None:
    free = claimable(v)
    if not free:
        return None
    an = Analysis(k)

    def worth(did: int) -> float:
        d = domino(did)
        best = max((an.gain(d, *squares(k, r, c, dr)) for r, c, dr in k.placements(d)), default=-1)
        return best + crown * d.crowns + whim * _whim(k, did)

    return Claim(max(free, key=worth))  # first in line order on equal worth


def plan(v: State, rng: Rng, noise: float = NOISE, crown: float = CROWN_LIKING,
         whim: float = WHIM, overlook: float = OVERLOOK) -> list[Action]:
    """[placement, claim] at a place step (claim omitted in the last round), [claim] otherwise."""
    seat = v.actor
    assert seat is not None
    k = v.kingdoms[seat]
    if v.step == "place" and v.phase == "play":
        did = acting_domino(v)
        d = domino(did)
        an = Analysis(k)
        acts = [a for a in legal_actions(v) if rng.random() >= overlook] or legal_actions(v)[:1]

        def worth(a: Action) -> float:
            base = an.gain(d, *squares(k, a.row, a.col, a.dir)) if isinstance(a, Place) else 0
            return base + rng.random() * noise

        best = max(acts, key=worth) if len(acts) > 1 else acts[0]
        claim = _claim(v, kingdom_after(k, best), crown, whim)
        return [best] if claim is None else [best, claim]
    claim = _claim(v, k, crown, whim)
    assert claim is not None, "a claim step with nothing to claim"
    return [claim]
