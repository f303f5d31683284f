"""Issue 37 point 2 at the table: a refused move is answered in words naming what is lit (never
the engine's action text), and the C′ step lights both choices of its chooser."""

from __future__ import annotations

from pathlib import Path

from game.engine import apply, legal_actions, new_game, parse_action
from game.engine.rules.xxl_steps import Clear, Rebuild
from game.lessons.progress import Progress, save_progress
from game.lessons.script import YOU, load_lesson
from game.ui.table.harness import Driver, headless_context
from game.ui.table.prompts import menu_text
from saves.settings import Settings


def open_at(tmp_path: Path, rules: str, wanted):  # type: ignore[no-untyped-def]
    """The lesson opened at its first learner step for which `wanted(step)` holds."""
    lesson = load_lesson(rules)
    i = next(i for i, s in enumerate(lesson.steps) if s.by == YOU and not s.auto and wanted(s))
    history = [str(a) for a in lesson.start] + [str(s.action) for s in lesson.steps[:i]]
    save_progress(Progress(rules, history), tmp_path / "lessons")
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="fast"))
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(ctx.scenes.lessons())
    scene = ctx.scenes.lesson(rules)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    driver.run(2)
    assert driver.until(lambda: scene.guide.learner_due() is not None and scene.human_turn, 600, 60)
    assert len(scene.session.history) == len(history)
    return scene, driver


def test_c_prime_refusal_names_the_lit_choice_and_its_chooser_is_lit(tmp_path) -> None:
    scene, driver = open_at(tmp_path, "xxl", lambda s: isinstance(s.action, Rebuild))
    step = scene.guide.learner_due()
    other = next(a for a in legal_actions(scene.state) if isinstance(a, Clear))
    assert scene.try_action(other) is False
    said = scene.toast[0]
    assert "c′" not in said.lower().split("lights")[0] and str(step.action) not in said
    assert f"\u201c{menu_text(scene.state, step.action)}\u201d" in said and said.endswith(".")
    board = scene.geom.boards[scene.state.actor]
    driver.click(board.cell_rect(step.action.row, step.action.col).center)  # the chooser opens
    driver.run(1)
    menu = scene.pieces.menu
    assert menu is not None and len(menu[1]) == 2
    lit = scene.guide.targets()
    for _, rect in menu[1]:
        assert any(r.contains(rect) for r in lit), "both choices of C′ are lit"


def test_the_skip_steps_card_names_the_buttons_own_words(tmp_path) -> None:
    scene, driver = open_at(tmp_path, "queendomino", lambda s: str(s.action) == "skip bribe")
    driver.run(2)
    _, do, _, _ = scene.guide._content()
    label = scene.controls["q_skip"].text
    assert label in do and "Skip (S)" not in do
    other = next(a for a in legal_actions(scene.state) if str(a) != "skip bribe")
    assert scene.try_action(other) is False and f"\u201c{label}\u201d" in scene.toast[0]


def test_leave_and_play_on_say_so_when_the_lessons_folder_cannot_be_written(tmp_path) -> None:
    scene, driver = open_at(tmp_path, "kingdomino", lambda s: True)
    folder = tmp_path / "lessons"
    for f in folder.iterdir():
        f.unlink()
    folder.rmdir()
    folder.write_text("a file where the folder should be", encoding="utf-8")  # nothing can go in it
    ctx = scene.ctx
    driver.click(scene.guide.buttons["leave"].rect.center)
    driver.run(2)
    assert ctx.manager.stack[-1] is scene, "the table stays: the place was not kept"
    said = scene.toast[0] if scene.toast is not None else ""
    assert "could not be kept" in said and "Leave again" in said
    scene.guide.play_on()  # the program goes on, and says why the place is not kept
    assert scene.guide.progress.free and "could not be kept" in scene.toast[0]
    driver.click(scene.guide.buttons["leave"].rect.center)
    driver.run(2)
    assert ctx.manager.stack[-1] is not scene  # a second Leave goes without it


def _lessons_list(tmp_path: Path):  # type: ignore[no-untyped-def]
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="fast"))
    ctx.manager.push(ctx.scenes.title())
    scene = ctx.scenes.lessons()
    ctx.manager.push(scene)
    Driver(ctx).run(1)
    return ctx, scene


def test_the_lessons_list_says_what_is_true_after_a_lessons_end(tmp_path) -> None:
    rules = "kingdomino"
    lesson = load_lesson(rules)
    scripted = [str(a) for a in lesson.start] + [str(s.action) for s in lesson.steps]
    folder = tmp_path / "lessons"
    save_progress(Progress(rules, scripted), folder)  # every step done, Play on not chosen
    _, scene = _lessons_list(tmp_path)
    said = scene.status(rules)
    assert "free play" not in said.lower() and "playing" not in said and str(lesson.learner_steps) in said
    state = apply_all(lesson, scripted)
    history = list(scripted)
    while state.phase != "over":  # played on to the end
        a = legal_actions(state)[0]
        history.append(str(a))
        state = apply(state, a)
    save_progress(Progress(rules, history, free=True), folder)
    ctx, scene = _lessons_list(tmp_path)
    said = scene.status(rules)
    assert "end" in said and "playing" not in said.lower()
    table = ctx.scenes.lesson(rules)  # its card no longer asks to play the game out
    ctx.manager.push(table)
    Driver(ctx).run(1)
    _, do, _, _ = table.guide._content()
    assert "Play the game out" not in do and "over" in do


def apply_all(lesson, history):  # type: ignore[no-untyped-def]
    state = new_game(lesson.options, lesson.seed)
    for t in history:
        state = apply(state, parse_action(t))
    return state
