"""The hint key's adviser: Normal's plan, checked by the coach's judgement before it is shown.

The coach grades Normal's choice against Hard's candidates on fixed, seeded deals (`grade_view`:
no clock, no hindsight: the seat's view only), and the hint is the best of them, so a hint is as
strong as the review after the game and the same on any machine for the same position. When the
best is a placement other than Normal's, the claim shown with it is Normal's after that placement.
A hint takes well under two seconds on this 2-core machine (XXL's longest decisions; Kingdomino's
about a quarter of a second), on the adviser's thread: the table never waits.
"""

from __future__ import annotations

from ..ai import hint as normal_hint
from ..engine import Action, Claim, RuleError, apply, legal_actions, parse_action
from ..engine.rng import Rng
from ..engine.state import State
from .grade import grade_view

HINT_SAMPLES = 12  # deals per hint (the review uses 16): a hint answers within a couple of seconds


def hint(v: State, rng: Rng) -> list[Action]:
    """What the adviser shows for view `v` (the same shapes as `game.ai.hint`)."""
    plan = normal_hint(v, rng)
    if not plan or len(legal_actions(v)) <= 1 or v.actor is None:
        return plan
    best = grade_view(v, plan[0], rng.next64() % (1 << 62), HINT_SAMPLES).best
    if best == str(plan[0]):
        return plan
    chosen = parse_action(best)
    if not isinstance(plan[-1], Claim) or len(plan) == 1:
        return [chosen]
    try:  # the claim planned with the better placement (a view may not deal what comes next)
        after = apply(v, chosen)
        mine = after.actor == v.actor
        claims = [a for a in normal_hint(after, rng) if isinstance(a, Claim)] if mine else []
    except (RuleError, ValueError, KeyError, IndexError):
        claims = []
    return [chosen, *claims[:1]]
