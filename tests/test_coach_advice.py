"""The hint key's adviser (issue 41 point 5): Normal's plan checked by the coach's judgement.
A hint is legal, repeatable (same view, same hint), never worse than Normal's choice on the
coach's own deals, and keeps the shape the table draws (a placement with its claim)."""

from __future__ import annotations

from game.ai import hint as normal_hint
from game.coach.advice import HINT_SAMPLES, hint
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


def test_a_hint_is_the_coachs_best_over_normals_choice():
    for v in list(_positions("queendomino", 3, 6, 11))[:4]:
        rng = Rng(3)
        plan = normal_hint(v, Rng(3))
        shown = hint(v, rng)
        g = grade_view(v, plan[0], Rng(3).next64() % (1 << 62), HINT_SAMPLES)
        assert str(shown[0]) == g.best
