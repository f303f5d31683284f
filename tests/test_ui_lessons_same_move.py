"""Issue 37 point 1: a lesson accepts the learner's move when it is the same move played another
way (a same-terrain domino dropped turned round, a knight on the other square of the territory),
goes on from the learner's own text (Show me, Leave and Resume), and keeps its glow while the
domino is carried."""

from __future__ import annotations

import pygame
from lesson_helpers import open_lesson

from game.engine import Place, apply, new_game
from game.engine.content import domino
from game.engine.kingdom import DIRS
from game.engine.rules.economy_steps import Tax
from game.lessons.progress import load_progress
from game.lessons.same_move import EXACT, other_ways
from game.lessons.script import YOU, load_lesson
from game.ui.table.harness import Driver

OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def turned_round(a: Place) -> Place:
    dr, dc = DIRS[a.dir]
    return Place(a.domino, a.row + dr, a.col + dc, OPPOSITE[a.dir])


def until_step(driver: Driver, scene, wanted) -> None:  # type: ignore[no-untyped-def]
    """Show me through the learner's steps until `wanted(step)` is due."""
    for _ in range(60):
        assert driver.until(lambda: scene.guide.learner_due() is not None and scene.human_turn, 3000, 60)
        if wanted(scene.guide.learner_due()):
            return
        scene.guide.show_me()
        driver.run(1)
    raise AssertionError("the lesson never asks for such a step")


def same_halves(step) -> bool:  # type: ignore[no-untyped-def]
    a = step.action
    return isinstance(a, Place) and domino(a.domino).halves[0] == domino(a.domino).halves[1]


def test_a_same_terrain_domino_turned_round_is_accepted_and_the_lesson_goes_on_from_it(tmp_path) -> None:
    rules = "kingdomino"
    ctx, scene, driver = open_lesson(tmp_path, rules)
    until_step(driver, scene, same_halves)
    step = scene.guide.learner_due()
    mine = turned_round(step.action)
    assert mine != step.action
    played = len(scene.session.history)
    assert scene.try_action(mine), scene.toast
    driver.run(2)
    assert scene.session.history[played] == str(mine)  # the learner's own text is kept
    # the lesson goes on: Show me plays the next steps on the learner's position
    for _ in range(2):
        until_step(driver, scene, lambda s: True)
        before = len(scene.session.history)
        scene.guide.show_me()
        driver.run(2)
        assert len(scene.session.history) == before + 1
    until_step(driver, scene, lambda s: True)
    history = list(scene.session.history)
    number = scene.guide.lesson.learner_number(len(history))
    scene.guide.leave()
    driver.run(2)
    assert load_progress(rules, tmp_path / "lessons").history == history
    again = ctx.scenes.lesson(rules)
    ctx.manager.push(again)
    driver.run(2)
    assert again.session.history == history and str(mine) in again.session.history
    assert again.guide.lesson.learner_number(len(again.session.history)) == number


def test_every_same_terrain_domino_of_every_lesson_may_be_turned_round() -> None:
    found = 0
    for rules in ("kingdomino", "queendomino", "xxl"):
        lesson = load_lesson(rules)
        state = new_game(lesson.options, lesson.seed)
        for a in lesson.start:
            state = apply(state, a)
        for i, step in enumerate(lesson.steps):
            if step.by == YOU and same_halves(step):
                found += 1
                assert lesson.refusal(len(lesson.start) + i, turned_round(step.action), state) is None
            state = apply(state, step.action)
    assert found >= 3


def test_a_knight_on_the_other_square_of_the_same_territory_is_accepted() -> None:
    lesson = load_lesson("queendomino")
    state = new_game(lesson.options, lesson.seed)
    for a in lesson.start:
        state = apply(state, a)
    tried = 0
    for i, step in enumerate(lesson.steps):
        a = step.action
        if step.by == YOU and isinstance(a, Tax) and len(a.squares) == 1:
            placed = [tuple(x) for x in state.ext["placed"]]
            for other in placed:
                if other == a.squares[0]:
                    continue
                mine = Tax((other,))
                same = _coins(apply(state, mine)) == _coins(apply(state, a))
                refused = lesson.refusal(len(lesson.start) + i, mine, state)
                assert (refused is None) == (same and lesson.accepts(len(lesson.start) + i, state, mine))
                tried += same
        state = apply(state, a)
    assert tried >= 1


def test_a_step_that_needs_one_exact_square_says_why_on_its_card() -> None:
    # every other way of making a learner step's move (legal, or a domino turned round) is
    # accepted, or the step's card says why only its square will do
    for rules in ("kingdomino", "queendomino", "xxl"):
        lesson = load_lesson(rules)
        state = new_game(lesson.options, lesson.seed)
        for a in lesson.start:
            state = apply(state, a)
        for i, step in enumerate(lesson.steps):
            if step.by == YOU and not step.auto:
                refused = [x for x in other_ways(state, step.action)
                           if not lesson.accepts(len(lesson.start) + i, state, x)]
                assert bool(refused) == bool(step.exact), (rules, i, [str(x) for x in refused])
                assert not step.exact or step.exact == EXACT
            state = apply(state, step.action)


def _coins(state) -> int:  # type: ignore[no-untyped-def]
    return state.kingdoms[0].vals.get("coins", 0)  # the learner's kingdom


def test_the_glow_stays_while_the_domino_is_carried(tmp_path, monkeypatch) -> None:
    _ctx, scene, driver = open_lesson(tmp_path, "kingdomino")
    until_step(driver, scene, lambda s: isinstance(s.action, Place))
    a = scene.guide.learner_due().action
    which, i = scene.slot_of(a.domino)
    driver.click(scene.geom.lines[which].slots[i].domino.center)  # picked up: it follows the pointer
    driver.run(1)
    assert scene.ghost is not None
    glowed: list[list[pygame.Rect]] = []
    real = type(scene.guide)._glow

    def spy(self, surf: pygame.Surface, lit: list[pygame.Rect]) -> None:  # type: ignore[no-untyped-def]
        glowed.append(lit)
        real(self, surf, lit)

    monkeypatch.setattr(type(scene.guide), "_glow", spy)
    scene.guide.draw(driver.surface)
    board = scene.geom.boards[scene.state.actor or 0]
    assert glowed and any(r.contains(board.domino_rect(a.row, a.col, a.dir)) for r in glowed[0])
