"""Where a learner stopped: one small JSON file per lesson, apart from the saves.

    <data folder>/lessons/<rule set>.json   {"schema": 1, "lesson": ..., "history": [...], "free": false}

The saves folder's lists (Continue, Load) never look here, so a lesson game never shows among
the player's games. The file is written atomically after every move; one that cannot be read
(or no longer replays) is set aside: the lesson starts again rather than failing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from game.engine import parse_action
from game.i18n import _, ngettext
from game.session import Session, SessionError, replay_history
from saves.atomic import write_atomic
from saves.locations import data_dir

from .script import Lesson

SCHEMA = 1


def lessons_dir() -> Path:
    return data_dir() / "lessons"


@dataclass
class Progress:
    lesson: str
    history: list[str] = field(default_factory=list)
    free: bool = False  # the learner chose to play on after the guided part


def progress_path(rules: str, folder: Path | None = None) -> Path:
    return (folder or lessons_dir()) / f"{rules}.json"


def load_progress(rules: str, folder: Path | None = None) -> Progress | None:
    try:
        raw = json.loads(progress_path(rules, folder).read_text(encoding="utf-8"))
        if raw.get("schema") != SCHEMA or raw.get("lesson") != rules:
            return None
        history = [str(t) for t in raw["history"]]
        return Progress(rules, history, bool(raw.get("free", False)))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def save_progress(p: Progress, folder: Path | None = None) -> Path:
    path = progress_path(p.lesson, folder)
    data = {"schema": SCHEMA, "lesson": p.lesson, "history": p.history, "free": p.free}
    write_atomic(path, (json.dumps(data, indent=1) + "\n").encode("utf-8"))
    return path


def clear_progress(rules: str, folder: Path | None = None) -> None:
    progress_path(rules, folder).unlink(missing_ok=True)


def game_over(lesson: Lesson, history: list[str]) -> bool:
    """The lesson's game has ended at `history` (a history that no longer replays has not)."""
    try:
        state, _ = replay_history(lesson.options, lesson.seed, history)
    except SessionError:
        return False
    return state.phase == "over"


def status(lesson: Lesson, p: Progress | None) -> str:
    """Where the learner stands in `lesson`, in words for the lessons list: only what is true
    (the steps done, whether Play on was chosen, whether its game has ended)."""
    total = lesson.learner_steps
    if p is None or not p.history:
        return ngettext("{total} step, not started", "{total} steps, not started", total).format(total=total)
    if len(p.history) < lesson.scripted and not p.free:
        return _("Step {step} of {total}").format(step=lesson.due_number(len(p.history)), total=total)
    if not p.free:
        return ngettext("{total} step done: Resume to play on",
                        "All {total} steps done: Resume to play on", total).format(total=total)
    if game_over(lesson, p.history):
        return ngettext("{total} step done, and the game played to its end",
                        "All {total} steps done, and the game played to its end", total).format(total=total)
    return ngettext("{total} step done, playing the game out",
                    "All {total} steps done, playing the game out", total).format(total=total)


def lesson_session(lesson: Lesson, history: list[str] | None = None) -> Session:
    """The lesson's game: the learner against a Normal AI (who plays the script, then freely),
    replayed to `history`; a history that no longer replays starts the lesson again."""
    session = Session(lesson.options, lesson.seat_list(), lesson.seed)
    session.game_id = f"lesson-{lesson.rules}"
    start = [str(a) for a in lesson.start]
    history = list(history or [])
    if history[: len(start)] != start:
        history = start
    try:
        state, _ = replay_history(lesson.options, lesson.seed, history)
    except SessionError:
        history = start
        state, _ = replay_history(lesson.options, lesson.seed, history)
    for text in history:  # through the session, so undo knows who acted
        session.play(parse_action(text))
    assert session.state == state
    return session
