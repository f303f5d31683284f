"""The table playing a rule set's lesson, resumed where the learner stopped (a screen of its own
in game/ui/screens/registry.py); its game is kept beside the saves folder, never in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.lessons.progress import Progress, lesson_session, load_progress
from game.lessons.script import load_lesson
from game.ui.screens.table import TableScene
from game.ui.table.lesson.view import LessonGuide

if TYPE_CHECKING:
    from game.ui.context import AppContext


def lesson_table(ctx: AppContext, rules_name: str) -> TableScene:
    folder = ctx.store.folder.parent / "lessons"
    lesson = load_lesson(rules_name)
    progress = load_progress(rules_name, folder) or Progress(rules_name)
    session = lesson_session(lesson, progress.history)
    return TableScene(ctx, session, guide=LessonGuide(lesson, progress, folder))
