"""Issue 37 point 2: a lesson's words agree with the position they are said in: the Dragon's
price this round (free under an event), the Queen's -1 on a build, the Queen's crown in a score,
the skip button's own words, what C′ offers."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from game.engine import Skip, State, apply, new_game, scores
from game.engine.layers import COLLAPSED, FALLEN
from game.engine.rules.economy_steps import Bribe, Build, bribe_cost, hosts_queen
from game.engine.rules.xxl_steps import Rebuild
from game.lessons.script import YOU, Step, available, load_lesson


def learner_steps(rules: str) -> Iterator[tuple[State, Step, State]]:
    lesson = load_lesson(rules)
    state = new_game(lesson.options, lesson.seed)
    for a in lesson.start:
        state = apply(state, a)
    for step in lesson.steps:
        after = apply(state, step.action)
        if step.by == YOU and not step.auto:
            yield state, step, after
        state = after


@pytest.mark.parametrize("rules", available())
def test_the_words_agree_with_the_position(rules: str) -> None:
    for before, step, after in learner_steps(rules):
        a, seat = step.action, before.actor
        assert seat is not None
        said = f"{step.do} {step.say}"
        if isinstance(a, Skip):
            assert "Skip (S)" not in step.do and ("{button}" in step.do or "(S)" not in step.do)
        skips_bribe = isinstance(a, Skip) and a.step == "bribe" and not hosts_queen(before, seat)
        if isinstance(a, Bribe) or skips_bribe:
            cost = bribe_cost(before)
            if cost == 0:
                assert "free" in said and "costs" not in said, said
            else:
                assert f"{cost} coin" in said, said
        if isinstance(a, Build) and hosts_queen(before, seat):
            assert "less 1 for the Queen" in step.say, step.say
        if "the price of its slot" in step.say:
            assert not hosts_queen(before, seat)
        m = re.search(r"is now (\d+) squares? with", step.say)
        queen = "queen" in after.ext and hosts_queen(after, seat)
        if m and queen and int(m[1]) == scores(after)[seat].largest:
            assert "the Queen's" in step.say, step.say
        if isinstance(a, Rebuild):
            k = before.kingdoms[seat]
            tower = bool(k.at(FALLEN, a.row, a.col)) and not k.at(COLLAPSED, a.row, a.col)
            assert ("tower" in step.do) == tower, step.do
