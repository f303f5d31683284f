"""The hint key's adviser: Hard's search on a fixed number of seeded deals, no clock.

Where Hard looks ahead (a placement with its claim, a claim, Queendomino's tax and build steps),
the hint is the best candidate of `montecarlo.search` capped at `HINT_SAMPLES` deals: a pure
function of the seat's view and the seed, so the same position gets the same hint on any machine,
however busy. Elsewhere (XXL's own choices, the Dragon's bribe) Normal's choice is checked by the
coach's judgement (`grade_view`) and the better one shown. A hint takes a second or a few (up
to 4.7 s in Kingdomino on the slower machine of 2026-12-07: docs/AI.md (e), (w)), on the
adviser's thread: the table never waits.
"""

from __future__ import annotations

from ..ai import hint as normal_hint
from ..ai import steps
from ..ai.montecarlo import search, searched_step
from ..engine import Action, legal_actions, parse_action
from ..engine.rng import Rng
from ..engine.state import State
from .grade import grade_view

HINT_SAMPLES = 24  # deals per hint: Hard's ranking settles on most decisions by then
GRADE_SAMPLES = 12  # deals per judged step Hard does not search (the review uses 16)
NO_CLOCK = 1e9  # the search ends on its deal count, never on time


def hint(v: State, rng: Rng) -> list[Action]:
    """What the adviser shows for view `v` (the same shapes as `game.ai.hint`)."""
    plan = normal_hint(v, rng)
    if not plan or len(legal_actions(v)) <= 1 or v.actor is None:
        return plan
    if steps.is_other(v) or (steps.is_step(v) and not searched_step(v)):
        best = grade_view(v, plan[0], rng.next64() % (1 << 62), GRADE_SAMPLES).best
        return plan if best == str(plan[0]) else [parse_action(best)]
    return list(search(v, rng, NO_CLOCK, max_samples=HINT_SAMPLES)[0].actions)
