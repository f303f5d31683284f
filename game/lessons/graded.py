"""The coach's grade of every scripted learner move, taken when the lessons are generated.

A lesson should never ask for a move the coach calls a mistake (`game.coach.classes.MISTAKE`
points or more given up) without saying why it plays it. Grading takes about a second a move,
so it is done here, once, and kept in the lesson file ("coach": {"given_up", "best"} on each
learner step, "why_played" where the grade is a mistake); the tests read what is stored.
`python -m game.lessons.make_lessons --check` keeps the stored grades of steps that did not
change (the grade of a move depends only on the position, the move and the lesson's seed).
"""

from __future__ import annotations

from typing import Any

from game.coach import SAMPLES, grade
from game.coach.classes import MISTAKE
from game.coach.grade import decision_seed
from game.engine import Action, Claim, Place, Skip, State, apply, new_game, parse_action
from game.engine.content import domino
from game.engine.rules.economy_steps import Bribe, Build, Tax
from game.i18n.content import building_name

from .script import YOU, Lesson


def why_played(best: Action, given_up: int, topic: str) -> str:
    """One whole sentence: what the coach would rather do, and why the lesson does not."""
    if isinstance(best, Claim):
        return (f"The coach would claim domino {domino(best.domino).label} here, {given_up} points better; "
                f"the lesson claims this one to show \u201c{topic}\u201d.")
    if isinstance(best, Place):
        return (f"The coach would place domino {domino(best.domino).label} elsewhere, {given_up} points "
                f"better; the lesson places it here to show \u201c{topic}\u201d.")
    if isinstance(best, Build):
        return (f"The coach would build the {building_name(best.building)}, {given_up} points better; the "
                f"lesson builds this one to show \u201c{topic}\u201d.")
    if isinstance(best, Bribe):
        return (f"The coach would burn the {building_name(best.building)}, {given_up} points better; the "
                f"lesson plays this to show \u201c{topic}\u201d.")
    if isinstance(best, Tax):
        return (f"The coach would send the knights elsewhere, {given_up} points better; the lesson plays "
                f"this to show \u201c{topic}\u201d.")
    if isinstance(best, Skip):
        return (f"The coach would skip this step, {given_up} points better; the lesson plays this to show "
                f"\u201c{topic}\u201d.")
    return (f"The coach knows a move {given_up} points better; the lesson plays this one to show "
            f"\u201c{topic}\u201d.")


def grade_steps(data: dict[str, Any], lesson: Lesson) -> None:
    """Grade every learner step of `data` (the lesson file being written) in place."""
    state: State = new_game(lesson.options, lesson.seed)
    for a in lesson.start:
        state = apply(state, a)
    for i, (raw, step) in enumerate(zip(data["steps"], lesson.steps, strict=True)):
        if step.by == YOU and not step.auto:
            g = grade(state, step.action, decision_seed(lesson.seed, len(lesson.start) + i), SAMPLES)
            raw["coach"] = {"given_up": g.given_up, "best": g.best}
            _mark(raw)
        state = apply(state, step.action)


def _mark(raw: dict[str, Any]) -> None:
    """A step the coach grades a mistake says why the lesson plays it (and no reason the
    coach disproves: only the plain fact before it)."""
    given_up, best = raw["coach"]["given_up"], raw["coach"]["best"]
    if given_up >= MISTAKE:
        raw["why_played"] = why_played(parse_action(best), given_up, raw.get("topic", ""))
        raw["say"] = raw["say"].replace(": not worth it now.", ".")


def keep_grades(data: dict[str, Any], old: dict[str, Any] | None) -> bool:
    """Copy the stored grades of `old` (the file as it is) onto `data` where the steps are the
    same; False when a learner step has no stored grade (the file must be written again)."""
    start = old is not None and old.get("seed") == data["seed"] and old.get("start") == data["start"]
    old_steps = old.get("steps", []) if old is not None and start else []
    same = [s["play"] for s in old_steps] == [s["play"] for s in data["steps"]]
    whole = True
    for i, raw in enumerate(data["steps"]):
        if raw["by"] != YOU or raw.get("auto"):
            continue
        if not same or "coach" not in old_steps[i]:
            whole = False
            continue
        raw["coach"] = old_steps[i]["coach"]
        _mark(raw)
    return whole
