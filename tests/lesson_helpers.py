"""What the lesson table tests share: the lesson opened from the lessons list, or resumed just
before one of its steps."""

from __future__ import annotations

from pathlib import Path

from game.lessons.progress import Progress, save_progress
from game.lessons.script import load_lesson
from game.ui.table.harness import Driver, headless_context
from saves.settings import Settings


def open_lesson(tmp_path: Path, rules: str):  # type: ignore[no-untyped-def]
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="fast"))
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(ctx.scenes.lessons())
    scene = ctx.scenes.lesson(rules)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    driver.run(2)
    return ctx, scene, driver


def open_before_step(tmp_path: Path, rules: str, i: int):  # type: ignore[no-untyped-def]
    """The lesson resumed with every action before its step `i` played, the learner to act."""
    lesson = load_lesson(rules)
    history = [str(a) for a in lesson.start] + [str(s.action) for s in lesson.steps[:i]]
    save_progress(Progress(rules, history), tmp_path / "lessons")
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="fast"))
    ctx.manager.push(ctx.scenes.title())
    scene = ctx.scenes.lesson(rules)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    assert driver.until(lambda: scene.guide.learner_due() is not None and scene.human_turn, 600, 60)
    return scene, driver
