"""Review my moves (issue 30 point 2): the results screen opens the coach, which grades in the
background while the window keeps drawing a progress bar, then shows the report and the
costliest decisions on the board; leaving stops the grading."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import played_out

from game.ui.screens.coach import CoachScene, changed_cells, claimed, short_line
from game.ui.screens.results import ResultsScene
from game.ui.screens.table import TableScene
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


def _texts(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Every text the coach screen draws from now on."""
    import game.ui.screens.coach as module

    seen: list[str] = []
    real = module.draw_text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", spy)
    return seen


def test_the_screen_and_the_command_give_the_same_report_for_the_same_save(tmp_path, capsys) -> None:
    """Seen: the screen's clock cap gave 42 points given up on one press and 51 on the next.
    Both now grade the same decisions with the same seeds and sample count (in several processes
    on the screen, in one here for the command: the pool changes nothing)."""
    from game.coach import report
    from game.coach.__main__ import main
    from saves.format import encode

    session = _finished()
    path = tmp_path / "game.json"
    path.write_bytes(encode(session))
    assert main([str(path), "--samples", "2", "--jobs", "1"]) == 0
    printed = capsys.readouterr().out.strip().splitlines()
    _ctx, coach, _driver = _open(tmp_path, session, lambda ctx, s: CoachScene(ctx, s, samples=2, jobs=2))
    coach.thread.join(300)
    assert coach.error is None and coach.results
    assert report(coach.results) == printed
    assert len(printed) > 1


def test_the_screen_and_the_command_grade_with_the_same_default_sample_count(tmp_path, monkeypatch) -> None:
    """The default sample count is one constant both ask for (no clock, no screen-only setting)."""
    import game.coach.__main__ as command
    import game.ui.screens.coach as screen
    from game.coach import SAMPLES
    from saves.format import encode

    asked: dict[str, int] = {}

    def spy(where: str):  # type: ignore[no-untyped-def]
        def review(session, samples, jobs=None, **_):  # type: ignore[no-untyped-def]
            asked[where] = samples
            return []
        return review

    monkeypatch.setattr(screen, "review", spy("screen"))
    monkeypatch.setattr(command, "review", spy("command"))
    session = _finished()
    path = tmp_path / "game.json"
    path.write_bytes(encode(session))
    command.main([str(path)])
    ctx = headless_context((1280, 720), tmp_path / "saves")
    CoachScene(ctx, session).thread.join(60)
    assert asked == {"screen": SAMPLES, "command": SAMPLES}


def test_an_error_after_the_grading_is_said_on_the_screen_not_a_bar_forever(tmp_path, monkeypatch) -> None:
    import game.ui.screens.coach as screen

    def broken(results):  # type: ignore[no-untyped-def]
        raise ValueError("no board for decision 7")

    monkeypatch.setattr(screen, "costliest", broken)
    _ctx, coach, driver = _open(tmp_path, _finished(), lambda ctx, s: CoachScene(ctx, s, samples=1, jobs=1))
    coach.thread.join(300)
    assert coach.finished and coach.results is None
    assert coach.error == "The review could not be finished: no board for decision 7."
    texts = _texts(monkeypatch)
    driver.run(2)
    assert coach.error in texts
    assert not any(t.startswith("Grading your decisions") for t in texts)
    driver.key(pygame.K_ESCAPE)  # the way out still works
    assert not isinstance(_ctx.manager.top, CoachScene)


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_grading_thread_that_ends_without_a_word_is_said_too(tmp_path, monkeypatch) -> None:
    import game.ui.screens.coach as screen

    def dies(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise SystemExit  # not an Exception: the thread ends, the screen must still notice

    monkeypatch.setattr(screen, "review", dies)
    _ctx, coach, driver = _open(tmp_path, _finished(), lambda ctx, s: CoachScene(ctx, s, samples=1, jobs=1))
    coach.thread.join(60)
    driver.run(1)
    assert coach.error is not None and "stopped unexpectedly" in coach.error


def test_the_bar_says_how_long_is_left(tmp_path, monkeypatch) -> None:
    import time

    from game.ui.screens.coach import time_left_words

    _ctx, coach, driver = _open(tmp_path, _finished(), lambda ctx, s: CoachScene(ctx, s, samples=1, jobs=1))
    coach.stop.set()
    coach.thread.join(60)
    coach.results, coach.error = None, None  # as while grading: 3 of 9 done in 30 s
    coach.done, coach.total, coach.began = 3, 9, time.monotonic() - 30
    texts = _texts(monkeypatch)
    driver.run(1)
    assert coach.left is not None and 60 <= coach.left < 70
    assert "Grading your decisions: 3 of 9" in texts
    assert time_left_words(coach.left) in texts


def test_time_left_is_said_in_whole_sentences() -> None:
    from game.ui.screens.coach import time_left_words

    assert time_left_words(4) == "Less than 10 seconds left."
    assert time_left_words(41) == "About 50 seconds left."
    assert time_left_words(60) == "About 1 minute left."
    assert time_left_words(61) == "About 2 minutes left."
    assert time_left_words(600) == "About 10 minutes left."
