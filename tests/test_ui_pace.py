"""The table's animation speed (the setting `animation`: fast, normal, off) and what it makes an
AI's turn cost the player. No clock: the tests add up what the table schedules (its stages'
durations and the AI's pause), never time a run."""

from __future__ import annotations

import random
import threading

import pygame
import pytest
from table_helpers import rescaled_table

from game.engine import Skip, legal_actions, scores
from game.engine.rules.economy_steps import Bribe, Build, Tax
from game.ui.screens.table import TableScene
from game.ui.table.ai_worker import AIWorker
from game.ui.table.anim import SPEEDS, Motion, Tween, speed_of
from game.ui.table.harness import Driver, headless_context, make_session
from game.ui.table.hud import thinking_box
from game.ui.table.stages import Stage

#: what an Easy or Normal AI's Queendomino turn may schedule at the default speed: 2 s minus
#: room for its thinking (a Normal move is well under 0.4 s; `python -m game.pace_bench`)
TURN_BUDGET = 1.6


def _stage(duration: float, delay: float) -> Stage:
    return Stage(None, [Motion("king", Tween((0, 0), (9, 9), duration, delay=delay))])  # type: ignore[arg-type]


def test_a_stage_at_a_speed_scales_its_durations_and_delays() -> None:
    assert _stage(0.5, 0.25).seconds() == pytest.approx(0.75)
    assert _stage(0.5, 0.25).at_speed(0.5).seconds() == pytest.approx(0.375)
    off = _stage(0.5, 0.25).at_speed(SPEEDS["off"].factor)
    assert off.seconds() == 0 and all(m.tween.done for m in off.motions)


def test_the_speeds_order_fast_normal_off() -> None:
    fast, normal, off = (speed_of(n) for n in ("fast", "normal", "off"))
    assert off.factor == off.pause == 0
    assert 0 < fast.factor < normal.factor <= 1 and 0 < fast.pause < normal.pause
    assert speed_of("no such speed") == normal  # settings are checked on load; never a crash here


def _busiest(level, view, rng, budget):
    """An AI that does everything it may (bribes, builds, taxes; skips last): the most to watch."""
    acts = legal_actions(view)
    for kind in (Bribe, Build, Tax):
        for a in acts:
            if isinstance(a, kind):
                return a
    return next((a for a in acts if not isinstance(a, Skip)), acts[0])


def _turns(speed: str, rounds: int) -> list[float]:
    """Two busiest AIs play Queendomino; per king's turn in play: the seconds the table
    schedules for it (the stages of each move at the speed, and the speed's pause before each
    move that shows something: a skip does not wait)."""
    session = make_session(2, seed=4, kinds=("ai", "ai"), rules="queendomino")
    scene = TableScene(headless_context((1280, 720)), session)
    sp = speed_of(speed)
    turns: dict[tuple[int, int | None], float] = {}
    while session.state.phase != "over" and session.state.round <= rounds:
        before = session.state
        action = _busiest("normal", before, None, None)
        after = session.play(action)
        if before.phase != "play":
            continue
        staged = scene.staged(before, action, after, True)
        spent = sum(stage.at_speed(sp.factor).seconds() for stage in staged)
        key = (before.round, before.king)
        turns[key] = turns.get(key, 0.0) + spent + (0.0 if isinstance(action, Skip) else sp.pause)
    return list(turns.values())


def test_at_the_default_speed_an_ai_queendomino_turn_keeps_the_player_waiting_under_two_seconds() -> None:
    pygame.init()
    turns = _turns("normal", 12)  # the whole game: round ends bring new lines and the board's slide
    assert len(turns) == 48
    assert max(turns) <= TURN_BUDGET, turns


def test_off_schedules_no_animation_and_no_pause() -> None:
    pygame.init()
    assert set(_turns("off", 2)) == {0.0}


@pytest.mark.parametrize("rules, players", [("kingdomino", 2), ("queendomino", 3), ("xxl", 4)])
def test_the_thinking_seat_s_board_says_it_is_thinking(rules: str, players: int) -> None:
    """The "thinking" pill is on the banner and on the thinking seat's board (its bottom edge)."""
    pygame.init()
    release = threading.Event()

    def slow(level, view, rng, budget):
        release.wait(20)
        return legal_actions(view)[0]

    session = make_session(players, seed=5, kinds=("ai",) + ("human",) * (players - 1), rules=rules)
    while session.state.actor != 0 or session.state.phase != "play":  # the AI's turn, in play
        session.play(legal_actions(session.state)[0])
    ctx = headless_context((1280, 720))
    scene = TableScene(ctx, session, worker=AIWorker(chooser=slow))
    ctx.manager.push(scene)
    driver = Driver(ctx)
    try:
        assert driver.until(lambda: scene.ai_ticket is not None, 200)
        seat = session.state.actor
        region = scene.geom.boards[seat].region
        box = thinking_box(scene.assets, region, "", scene.scale, on_edge=True)[0]
        assert region.contains(box) and box.bottom == region.bottom
        thinking = pygame.Surface(ctx.window.size)
        scene.draw(thinking)
        ticket, scene.ai_ticket = scene.ai_ticket, None
        quiet = pygame.Surface(ctx.window.size)
        scene.draw(quiet)
        scene.ai_ticket = ticket
        differs = sum(thinking.get_at((x, box.centery)) != quiet.get_at((x, box.centery))
                      for x in range(box.x, box.right))
        assert differs > box.w // 2
    finally:
        release.set()


def test_a_dealt_domino_stays_shown_once_it_lands_while_the_others_still_fly() -> None:
    """A line is dealt one domino after another; each is hidden from the picture while it flies
    (its motion draws it) and shown where it landed, not hidden until the last one lands."""
    first = Motion("domino", Tween((0, 0), (9, 9), 0.2), domino=1)
    last = Motion("domino", Tween((0, 0), (9, 9), 0.2, delay=0.2), domino=2)
    stage = Stage(None, [first, last], hidden_dominoes=frozenset({1, 2}))  # type: ignore[arg-type]
    for m in stage.motions:
        m.tween.advance(0.25)
    assert stage.land() and stage.hidden_dominoes == {2}
    assert not stage.land()  # nothing new landed


# -- the table's own durations: the zoom, the pause before the results, their count-up ---------
def test_the_speed_scales_the_table_s_own_durations_from_normal() -> None:
    normal, fast, off = (speed_of(n) for n in ("normal", "fast", "off"))
    assert normal.of(0.35) == pytest.approx(0.35)
    assert 0 < fast.of(0.35) < 0.35 and off.of(0.35) == 0


def _zoomed_table(speed: str):
    """On a table at `speed`, the frames (60 a second) a board's glide lasts after a placement
    that zooms it."""
    from saves.settings import Settings

    ctx = headless_context((1280, 720), settings=Settings(animation=speed))
    scene, driver, seat, _before = rescaled_table(ctx)
    board = scene.geom.boards[seat]
    frames = 0
    while scene.zoom.at(seat, board, scene.time) is not None:
        driver.frame()
        frames += 1
        assert frames < 600
    return frames


def test_the_kingdom_zoom_follows_the_animation_speed() -> None:
    pygame.init()
    normal, fast, off = (_zoomed_table(n) for n in ("normal", "fast", "off"))
    assert off == 0  # off: the board is at its new scale at once
    assert 0 < fast < normal
    assert abs(normal - 0.35 * 60) <= 2 and abs(fast - speed_of("fast").of(0.35) * 60) <= 2


def _frames_to_results(speed: str) -> int:
    """Frames (60 a second) from the game's last move, once the table has shown it, to the
    results opening by themselves."""
    from game.engine.rng import Rng
    from game.ui.screens.results import ResultsScene
    from saves.settings import Settings

    rng = Rng(5)
    probe = make_session(2, seed=6)
    moves = []
    while probe.state.phase != "over":
        moves.append(rng.choice(legal_actions(probe.state)))
        probe.play(moves[-1])
    session = make_session(2, seed=6)
    for a in moves[:-1]:
        session.play(a)
    ctx = headless_context((1280, 720), settings=Settings(animation=speed))
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(2)
    assert scene.try_action(moves[-1])
    assert driver.until(lambda: scene.results_in >= 0 or isinstance(ctx.manager.top, ResultsScene), 600)
    frames = 0
    while not isinstance(ctx.manager.top, ResultsScene):
        driver.frame()
        frames += 1
        assert frames < 600
    return frames


def test_the_pause_before_the_results_follows_the_animation_speed() -> None:
    pygame.init()
    normal, fast, off = (_frames_to_results(n) for n in ("normal", "fast", "off"))
    assert off <= 1 and 1 < fast < normal
    assert abs(normal - 1.2 * 60) <= 2


def test_the_results_count_up_follows_the_animation_speed(monkeypatch) -> None:
    from game.ui.results.layout import COUNT_UP_SECONDS, counted
    from game.ui.screens import results
    from saves.settings import Settings

    assert counted(40, 0.0, 0.0) == 40  # no time to count up: the total at once
    pygame.init()
    shown: list[int] = []
    real = results.counted
    monkeypatch.setattr(results, "counted", lambda *a: shown.append(real(*a)) or shown[-1])
    session = make_session(2, seed=3)
    rng = random.Random(2)
    while session.state.phase != "over":
        session.play(rng.choice(legal_actions(session.state)))
    totals = {b.total for b in scores(session.state)}
    for speed in ("off", "fast", "normal"):
        ctx = headless_context((1280, 720), settings=Settings(animation=speed))
        scene = results.ResultsScene(ctx, session)
        ctx.manager.push(scene)
        driver = Driver(ctx)
        shown.clear()
        driver.run(1)
        first = set(shown)
        frames = 1
        while driver.frame():
            frames += 1
            assert frames < 600
        if speed == "off":
            assert first <= totals and frames == 1  # the totals at once, and no more frames
        else:
            assert not first <= totals  # still counting up
            assert abs(frames - speed_of(speed).of(COUNT_UP_SECONDS) * 60) <= 2, (speed, frames)
