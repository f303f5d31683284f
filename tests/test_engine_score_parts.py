"""Each rule set declares every part its scores can have (the results and the statistics read
the declaration): random whole games give no part the rule set did not declare."""

from __future__ import annotations

import pytest

from game.engine import Options, apply, legal_actions, new_game, scores
from game.engine.rng import Rng
from game.engine.rules import RULE_SETS, get_rules, score_parts

GAMES = {
    "kingdomino": [Options(rules="kingdomino", players=2, middle_kingdom=True, harmony=True),
                   Options(rules="kingdomino", players=4)],
    "queendomino": [Options(rules="queendomino", players=3, middle_kingdom=True, harmony=True)],
    "xxl": [Options(rules="xxl", players=3, court=1)],
}


@pytest.mark.parametrize("name", RULE_SETS)
def test_random_games_give_only_declared_parts(name: str) -> None:
    declared = [p.name for p in get_rules(name).score_parts]
    assert declared and declared[0] == "territories" and len(set(declared)) == len(declared)
    seen: set[str] = set()
    for n, options in enumerate(GAMES.get(name, [Options(rules=name)])):
        state, rng = new_game(options, 7 + n), Rng(n)
        while state.phase != "over":
            state = apply(state, rng.choice(legal_actions(state)))
            if state.phase == "over" or state.moves % 25 == 0:
                for b in scores(state):
                    seen |= set(b.parts())
    assert seen <= set(declared), f"{name} scores parts it does not declare: {seen - set(declared)}"
    assert "territories" in seen


def test_the_statistics_list_every_rule_sets_parts_once() -> None:
    names = [p.name for p in score_parts()]
    assert len(names) == len(set(names))
    for name in RULE_SETS:
        assert {p.name for p in get_rules(name).score_parts} <= set(names)


@pytest.mark.parametrize("name", RULE_SETS)
def test_one_kingdoms_score_is_its_line_of_every_score(name: str) -> None:
    from game.engine import score_of

    options = GAMES.get(name, [Options(rules=name)])[0]
    state, rng = new_game(options, 3), Rng(5)
    while state.phase != "over":
        if state.moves % 17 == 0:
            assert [score_of(state, n) for n in range(len(state.kingdoms))] == scores(state)
        state = apply(state, rng.choice(legal_actions(state)))
    assert [score_of(state, n) for n in range(len(state.kingdoms))] == scores(state)
