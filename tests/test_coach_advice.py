"""The hint key's adviser (issue 41 point 5): Hard's search on fixed seeded deals (the coach's
judgement at the steps Hard does not search). A hint is legal, repeatable (same view, same hint),
and keeps the shape the table draws (a placement with its claim)."""

from __future__ import annotations

from game.ai import hint as normal_hint
from game.ai import steps
from game.ai.montecarlo import search, searched_step
from game.coach.advice import GRADE_SAMPLES, HINT_SAMPLES, NO_CLOCK, hint
from game.coach.grade import grade_view
from game.engine import Claim, Options, Place, apply, legal_actions, new_game, view
from game.engine.rng import Rng


def _positions(rules: str, players: int, seed: int, every: int, **extra):
    s = new_game(Options(rules=rules, players=players, **extra), seed)
    rng = Rng(seed)
    n = 0
    while s.phase != "over":
        la = legal_actions(s)
        if len(la) > 1 and n % every == every - 1:
            yield view(s)
        s = apply(s, rng.choice(la))
        n += 1


def test_hints_are_legal_repeatable_and_shaped_for_the_table():
    for v in list(_positions("kingdomino", 3, 4, 9))[:6]:
        shown = hint(v, Rng(7))
        assert shown == hint(v, Rng(7))  # the same position, the same hint
        assert shown[0] in legal_actions(v)
        plan = normal_hint(v, Rng(7))
        if isinstance(plan[0], Place):
            assert isinstance(shown[0], Place) and isinstance(shown[-1], Claim)  # placement and claim


def test_a_hint_is_hards_search_on_fixed_deals_or_the_coachs_judgement():
    searched = judged = 0
    for v in list(_positions("queendomino", 3, 6, 5))[:12]:
        shown = hint(v, Rng(3))
        plan = normal_hint(v, Rng(3))
        if steps.is_other(v) or (steps.is_step(v) and not searched_step(v)):
            rng = Rng(3)
            normal_hint(v, rng)  # the adviser asks Normal first, from the same generator
            best = grade_view(v, plan[0], rng.next64() % (1 << 62), GRADE_SAMPLES).best
            assert str(shown[0]) == best
            judged += 1
        else:
            rng = Rng(3)
            normal_hint(v, rng)
            assert shown == list(search(v, rng, NO_CLOCK, max_samples=HINT_SAMPLES)[0].actions)
            searched += 1
    assert searched and judged  # both kinds of decision were met
