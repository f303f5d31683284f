"""Issue 30 point 1: every lesson file is a real game on its deal, short, and said in few words."""

from __future__ import annotations

import json
import re

import pytest

from game.engine import IllegalAction, apply, legal_actions, parse_action
from game.engine.rules import RULE_SETS, get_rules
from game.lessons import make_lessons
from game.lessons.progress import Progress, lesson_session, load_progress, progress_path, save_progress
from game.lessons.script import RIVAL, YOU, LessonError, available, load_lesson, parse_lesson

LESSONS = available()


def test_the_first_rule_sets_have_lessons_in_the_registrys_order() -> None:
    # each lesson teaches what is new over the one before: Kingdomino's, then Queendomino's
    assert RULE_SETS[: len(LESSONS)] == LESSONS and len(LESSONS) >= 2


@pytest.mark.parametrize("rules", LESSONS)
def test_every_lesson_plays_through_the_engine_to_its_end(rules: str) -> None:
    lesson = load_lesson(rules)
    end = lesson.play_through()
    assert end.phase != "over"  # the rest is left to play freely
    assert legal_actions(end), "the game goes on after the lesson"
    assert 0 < lesson.learner_steps <= 40


@pytest.mark.parametrize("rules", LESSONS)
def test_each_learner_step_says_what_to_do_and_why_in_two_sentences_at_most(rules: str) -> None:
    for step in load_lesson(rules).steps:
        if step.by != YOU or step.auto:
            continue
        assert step.do and step.topic
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", step.say.strip()) if s]
        assert 1 <= len(sentences) <= 2, step.say


@pytest.mark.parametrize("rules", LESSONS)
def test_a_lesson_shows_every_concept_of_its_plan(rules: str) -> None:
    plan = make_lessons.PLANS[get_rules(rules).adapters.lesson]  # the lesson its declaration names
    lesson = load_lesson(rules)
    topics = {s.topic for s in lesson.steps if s.by == YOU}
    # a team is said by the intro (who plays which king), not by a move
    said = {t for t in plan.needs if t.lower().rstrip("s") in lesson.intro.lower()}
    assert set(plan.needs) <= topics | said and lesson.teaches == plan.needs


def test_the_lesson_files_are_what_the_generator_writes() -> None:
    assert make_lessons.main(["--check"]) == 0


def test_a_file_whose_move_breaks_the_rules_is_caught() -> None:
    rules = LESSONS[0]
    raw = json.loads((make_lessons.lesson_path(rules)).read_text(encoding="utf-8"))
    first = raw["steps"][0]
    raw["steps"][0] = {**first, "play": "claim 999"}
    with pytest.raises(LessonError, match="illegal"):
        parse_lesson(raw).play_through()
    raw["steps"][0] = {**first, "by": RIVAL}
    with pytest.raises(LessonError, match="marked rival"):
        parse_lesson(raw).play_through()


def test_an_off_script_move_is_refused_with_what_the_lesson_asks() -> None:
    lesson = load_lesson(LESSONS[0])
    step = lesson.step_at(0)
    assert step is not None and step.by == YOU
    other = next(a for a in legal_actions(lesson_session(lesson).state) if a != step.action)
    reason = lesson.refusal(0, other)
    assert reason is not None and step.do.split(":")[0].lower() in reason.lower() and "Show me" in reason
    assert lesson.refusal(0, step.action) is None
    assert lesson.refusal(lesson.scripted, other) is None  # past the guided part: free


def test_progress_is_kept_apart_and_survives_a_bad_file(tmp_path) -> None:
    rules = LESSONS[0]
    lesson = load_lesson(rules)
    history = [str(s.action) for s in lesson.steps[:5]]
    save_progress(Progress(rules, history), tmp_path)
    back = load_progress(rules, tmp_path)
    assert back == Progress(rules, history, False)
    assert lesson_session(lesson, back.history).history == history
    progress_path(rules, tmp_path).write_text("{not json", encoding="utf-8")
    assert load_progress(rules, tmp_path) is None


def test_a_history_that_no_longer_replays_starts_the_lesson_again() -> None:
    lesson = load_lesson(LESSONS[0])
    session = lesson_session(lesson, ["claim 999"])
    assert session.history == [str(a) for a in lesson.start]


def test_the_scripted_moves_are_legal_engine_text() -> None:
    lesson = load_lesson(LESSONS[-1])
    state = lesson_session(lesson).state
    for step in lesson.steps[:10]:
        action = parse_action(str(step.action))
        try:
            state = apply(state, action)
        except IllegalAction as e:  # pragma: no cover - the message is the point
            raise AssertionError(e.reason) from None


@pytest.mark.parametrize("rules", LESSONS)
def test_no_scripted_learner_move_is_a_coach_mistake_unless_its_card_says_why(rules: str) -> None:
    # the grades were taken when the file was generated (graded.py): read, never graded here
    from game.coach.classes import MISTAKE

    for step in load_lesson(rules).steps:
        if step.by != YOU or step.auto:
            assert step.given_up is None
            continue
        assert step.given_up is not None, f"{step.action} has no stored grade"
        if step.given_up >= MISTAKE:
            assert step.why_played and str(step.given_up) in step.why_played, step.action
            assert "not worth it" not in step.say  # a reason the coach disproves is not said
        else:
            assert not step.why_played


def test_a_stored_mistake_is_said_on_the_card(tmp_path) -> None:
    from lesson_helpers import open_before_step

    rules = next(r for r in LESSONS if any(s.why_played for s in load_lesson(r).steps))
    lesson = load_lesson(rules)
    i = next(i for i, s in enumerate(lesson.steps) if s.why_played)
    scene, _driver = open_before_step(tmp_path, rules, i)
    _, _, why, _ = scene.guide._content()
    assert lesson.steps[i].why_played in why


def test_the_step_due_is_named_while_the_rival_plays_too() -> None:
    lesson = load_lesson(LESSONS[0])
    numbers = []
    for i, step in enumerate(lesson.steps):
        played = len(lesson.start) + i
        if step.by == YOU and not step.auto:
            numbers.append(lesson.learner_number(played))
            assert lesson.due_number(played) == numbers[-1]
        elif numbers and len(numbers) < lesson.learner_steps:
            assert lesson.due_number(played) == numbers[-1] + 1  # the learner's next step


def test_the_lessons_are_those_the_rule_sets_declare() -> None:
    from game.engine.rules import RULE_SETS, get_rules
    from game.lessons.script import available, lesson_path

    declared = tuple(r for r in RULE_SETS if get_rules(r).adapters.lesson)
    assert available() == declared and declared
    for rules in declared:
        assert lesson_path(rules).is_file(), f"{rules} declares a lesson with no file"
