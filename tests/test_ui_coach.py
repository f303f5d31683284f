"""Review my moves (issue 30 point 2): the results screen opens the coach, which grades in the
background while the window keeps drawing a progress bar, then shows the report and the
costliest decisions on the board; leaving stops the grading."""

from __future__ import annotations

import pygame
from table_helpers import played_out

from game.ui.coach_scene import CoachScene, changed_cells, claimed, short_line
from game.ui.results import ResultsScene
from game.ui.table import TableScene
from game.ui.table.harness import Driver, headless_context


def _finished(kinds: tuple[str, ...] = ("human", "ai")):
    return played_out(2, seed=5, kinds=kinds)


def _open(tmp_path, session, make=ResultsScene):
    ctx = headless_context((1280, 720), tmp_path / "saves")
    ctx.manager.push(TableScene(ctx, session))
    scene = make(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    driver.run(2)
    return ctx, scene, driver


def test_results_offer_a_review_only_when_someone_human_played(tmp_path) -> None:
    _ctx, scene, _driver = _open(tmp_path, _finished())
    assert "Review my moves" in scene.buttons
    _ctx, scene, _driver = _open(tmp_path, _finished(("ai", "ai")))
    assert "Review my moves" not in scene.buttons


def test_the_review_button_opens_the_coach_and_back_stops_it(tmp_path) -> None:
    ctx, scene, driver = _open(tmp_path, _finished())
    driver.click(scene.buttons["Review my moves"].rect.center)
    coach = ctx.manager.top
    assert isinstance(coach, CoachScene)
    driver.key(pygame.K_ESCAPE)
    assert ctx.manager.top is scene
    assert coach.stop.is_set()
    coach.thread.join(60)
    assert not coach.thread.is_alive() and coach.results is None


def test_the_window_draws_while_the_coach_grades_then_shows_the_costliest(tmp_path, monkeypatch) -> None:
    session = _finished()
    _ctx, coach, driver = _open(tmp_path, session, lambda ctx, s: CoachScene(ctx, s, samples=2, jobs=1))
    bars = []
    real = coach._progress_bar
    monkeypatch.setattr(coach, "_progress_bar", lambda surf: (bars.append(coach.done), real(surf)))
    assert driver.until(lambda: coach.finished, 20000, 300)
    assert coach.error is None and coach.results
    assert bars, "no progress frame was drawn while grading"
    driver.run(2)
    assert 1 <= len(coach.shown) <= 3 or not any(r.grade.given_up for r in coach.results)
    for s in coach.shown:
        assert s.graded.grade.given_up > 0
        took = claimed(s.before, s.mine)
        moved = changed_cells(s.before.kingdoms[s.seat], s.mine.kingdoms[s.seat])
        assert took is not None or moved or s.graded.grade.played.startswith("discard")
    assert all(short_line(r) for r in coach.results)
