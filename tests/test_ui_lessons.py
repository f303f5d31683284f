"""Issue 30 point 1 at the table: the lesson lights the learner's move, refuses another with the
reason, plays a step on Show me, is left and resumed, and keeps its game out of the saves."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from lesson_helpers import open_lesson

from game.engine import Claim, legal_actions
from game.lessons.progress import load_progress
from game.lessons.script import RIVAL, YOU, available, load_lesson
from game.ui.table.harness import Driver, headless_context
from saves.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
LESSONS = available()


def until_learner(driver: Driver, scene) -> None:  # type: ignore[no-untyped-def]
    assert driver.until(lambda: scene.guide.learner_due() is not None and scene.human_turn, 3000, 60)


@pytest.mark.parametrize("rules", LESSONS)
def test_the_learners_step_is_lit_and_an_off_script_move_is_refused_with_its_reason(tmp_path, rules) -> None:
    _ctx, scene, driver = open_lesson(tmp_path, rules)
    until_learner(driver, scene)
    played = len(scene.session.history)
    step = scene.guide.learner_due()
    assert scene.guide.targets(), "the step's target is lit"
    kind = type(step.action)
    other = next(a for a in legal_actions(scene.state) if isinstance(a, kind) and a != step.action)
    if isinstance(other, Claim):  # with the mouse, as a player would
        which, i = scene.slot_of(other.domino)
        driver.click(scene.geom.lines[which].slots[i].domino.center)
    else:
        assert scene.try_action(other) is False
    driver.run(2)
    assert len(scene.session.history) == played
    assert scene.toast is not None and "the lesson lights" in scene.toast[0]
    assert "Show me" in scene.toast[0] and str(step.action) not in scene.toast[0]
    if isinstance(step.action, Claim):
        which, i = scene.slot_of(step.action.domino)
        driver.click(scene.geom.lines[which].slots[i].domino.center)
    else:
        assert scene.try_action(step.action)
    driver.run(2)
    assert scene.session.history[played:] == [str(step.action)]


def test_show_me_plays_the_step_and_the_rival_follows_its_script(tmp_path) -> None:
    _ctx, scene, driver = open_lesson(tmp_path, LESSONS[0])
    lesson = scene.guide.lesson
    for _ in range(3):
        until_learner(driver, scene)
        played = len(scene.session.history)
        step = lesson.step_at(played)
        driver.click(scene.guide.buttons["show"].rect.center)
        driver.run(2)
        assert scene.session.history[played] == str(step.action)
    until_learner(driver, scene)
    scripted = [str(a) for a in [*lesson.start, *(s.action for s in lesson.steps)]]
    assert scene.session.history == scripted[: len(scene.session.history)]
    assert any(s.by == RIVAL for s in lesson.steps[: len(scene.session.history)])


def test_a_lesson_left_resumes_where_it_stopped_and_stays_out_of_the_saves(tmp_path) -> None:
    rules = LESSONS[0]
    ctx, scene, driver = open_lesson(tmp_path, rules)
    for _ in range(4):
        until_learner(driver, scene)
        driver.key(pygame.K_m)  # Show me's key
    until_learner(driver, scene)
    history = list(scene.session.history)
    number = scene.guide.lesson.learner_number(len(history))
    assert number == 5
    driver.click(scene.guide.buttons["leave"].rect.center)
    driver.run(2)
    assert ctx.manager.stack[-1] is not scene  # back on the lessons screen
    assert load_progress(rules, tmp_path / "lessons").history == history
    # nothing among the player's games: Continue, the load list, the autosaves
    assert ctx.store.latest_unfinished() is None
    assert ctx.store.list() == []
    autosaves = tmp_path / "saves" / "autosave"
    assert not autosaves.exists() or not any(autosaves.iterdir())
    again = ctx.scenes.lesson(rules)
    ctx.manager.push(again)
    driver.run(2)
    assert again.session.history == history
    assert again.guide.lesson.learner_number(len(again.session.history)) == number


def test_the_menu_key_offers_to_leave_not_to_save(tmp_path) -> None:
    ctx, scene, driver = open_lesson(tmp_path, LESSONS[0])
    until_learner(driver, scene)
    driver.key(pygame.K_ESCAPE)
    driver.run(1)
    top = ctx.manager.stack[-1]
    assert top is not scene and "Leave the lesson" in getattr(top, "text", "")


def test_at_the_end_play_on_lets_the_game_go_on_freely(tmp_path) -> None:
    rules = LESSONS[0]
    _ctx, scene, driver = open_lesson(tmp_path, rules)
    lesson = scene.guide.lesson
    while not scene.guide.finished:
        assert driver.until(lambda: scene.guide.finished or (scene.guide.learner_due() and scene.human_turn),
                            3000, 60)
        if not scene.guide.finished:
            scene.guide.show_me()
            driver.run(1)
    driver.run(3)
    assert set(scene.guide.buttons) == {"play_on", "leave"}
    other = legal_actions(scene.state)[-1]
    assert scene.try_action(other) is False and "Play on" in scene.toast[0]
    driver.click(scene.guide.buttons["play_on"].rect.center)
    driver.run(2)
    assert scene.guide.progress.free and load_progress(rules, tmp_path / "lessons").free
    assert scene.try_action(other) is True  # any legal move now
    assert len(scene.session.history) == lesson.scripted + 1


def test_title_has_learn_to_play_and_it_lists_each_lesson(tmp_path) -> None:
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="fast"))
    ctx.manager.push(ctx.scenes.title())
    driver = Driver(ctx)
    driver.run(1)
    title = ctx.manager.stack[-1]
    driver.click(title.buttons["Learn to play"].rect.center)
    driver.run(1)
    lessons = ctx.manager.stack[-1]
    assert [r for r, _ in lessons.rows] == list(LESSONS)
    driver.key(pygame.K_2)
    driver.run(2)
    table = ctx.manager.stack[-1]
    assert table.guide is not None and table.guide.lesson.rules == LESSONS[1]


def test_the_card_text_is_12_px_or_more_at_1280x720(tmp_path, monkeypatch) -> None:
    from game.ui.assets import Assets

    sizes: list[int] = []
    real = Assets.font

    def recording(self, size, bold=False, title=False):  # type: ignore[no-untyped-def]
        sizes.append(int(size))
        return real(self, size, bold, title)

    _ctx, scene, driver = open_lesson(tmp_path, LESSONS[-1])
    until_learner(driver, scene)
    monkeypatch.setattr(Assets, "font", recording)
    scene.guide.draw(driver.surface)
    assert sizes and min(sizes) >= 12


@pytest.mark.parametrize("rules", LESSONS)
def test_learn_smoke_draws_the_lessons_first_frame_and_exits_0(tmp_path, rules) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", KINGDOMINO_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--learn", rules, "--smoke"], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke: ok" in result.stdout
    lesson = load_lesson(rules)
    # issue 37: it names the lesson and the step it opened
    assert f"\u201c{lesson.title}\u201d: step 1 of {lesson.learner_steps}." in result.stdout
    assert not (tmp_path / "lessons").exists()  # a first frame changes no progress


def test_learn_names_only_rule_sets_with_a_lesson() -> None:
    from game.engine.rules import RULE_SETS
    from game.launch import parse_args

    assert parse_args(["--learn", LESSONS[0]]).learn == LESSONS[0]
    for name in RULE_SETS:
        if name not in LESSONS:
            with pytest.raises(SystemExit):
                parse_args(["--learn", name])
    assert YOU != RIVAL
    assert load_lesson(LESSONS[0]).title
