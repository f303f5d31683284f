"""The table scene headless: refusals, layout from maps, AI seats, undo, hints, rendering."""

from __future__ import annotations

import threading
from pathlib import Path

import pygame
import pytest

from game.engine import Claim, Discard, Place, apply, legal_actions
from game.engine.rng import Rng
from game.session import replay_history
from game.ui.layout import load_layout, map_for
from game.ui.screens.table import TableScene
from game.ui.table.ai_worker import AIWorker
from game.ui.table.autoclaim import forced_claim
from game.ui.table.drag import ROTATION, Ghost, judge, presses_to
from game.ui.table.harness import Driver, headless_context, make_session
from game.ui.table.probe import probe


def open_table(tmp_path: Path, session, size=(1280, 720), **kw) -> tuple:
    ctx = headless_context(size, tmp_path / "saves")
    for k, v in kw.items():
        setattr(ctx.settings, k, v)
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(2)
    return ctx, scene, driver


def play_random(session, moves: int, seed: int = 1) -> None:
    rng = Rng(seed)
    for _ in range(moves):
        if session.state.phase == "over":
            return
        session.play(rng.choice(legal_actions(session.state)))


def to_place_step(session) -> None:
    play_random(session, 4)  # 2 players: the four first claims, then the first placement is due
    assert session.state.phase == "play" and session.state.step == "place"


def settle(driver: Driver, scene: TableScene) -> None:
    assert driver.until(lambda: scene.settled and not scene.busy, 1500)


# -- placing ----------------------------------------------------------------------------------
def test_refused_drop_changes_nothing(tmp_path) -> None:
    session = make_session(2, seed=5)
    to_place_step(session)
    ctx, scene, driver = open_table(tmp_path, session)
    before = session.state
    history = list(session.history)
    seat = before.actor
    d = before.claimed_domino(before.king)
    which, i = scene.slot_of(d)
    castle = before.kingdoms[seat].castle
    driver.down(scene.line_half_center(which, i, 0))
    driver.move(scene.cell_center(seat, *castle), 5)  # onto the castle: occupied
    verdict = scene.ghost.verdict(session.state)
    assert verdict is not None and not verdict.legal and verdict.code == "occupied"
    driver.up(scene.cell_center(seat, *castle))
    assert session.state is before and session.history == history
    assert ctx.sound.played[-1] == "refused"
    assert scene.toast is not None and "occupied" in scene.toast[0]
    assert scene.stage is not None  # springing back to the line...
    settle(driver, scene)
    assert scene.ghost is None and session.state is before and session.history == history
    assert not ctx.store.autosave_path(session).exists()  # nothing was played, nothing saved


def test_drop_outside_the_kingdom_snaps_back_quietly(tmp_path) -> None:
    session = make_session(2, seed=5)
    to_place_step(session)
    ctx, scene, driver = open_table(tmp_path, session)
    d = session.state.claimed_domino(session.state.king)
    which, i = scene.slot_of(d)
    driver.drag(scene.line_half_center(which, i, 0), (640, 700))
    settle(driver, scene)
    assert session.history[-1] != f"place {d}" and len(session.history) == 4
    assert "refused" not in ctx.sound.played


def test_ghost_shows_points_gain_from_the_engine(tmp_path) -> None:
    session = make_session(2, seed=5)
    play_random(session, 12)
    state = session.state
    assert state.step == "place"
    seat = state.actor
    for a in legal_actions(state):
        if isinstance(a, Place):
            v = judge(state, seat, a)
            from game.engine import scores

            assert v.legal and v.gain == scores(apply(state, a))[seat].total - scores(state)[seat].total


def test_rotation_cycles_all_four_directions_round_the_held_half() -> None:
    g = Ghost(domino=1, seat=0, dir="E", grab=1, cell=(4, 4))
    seen = []
    for _ in range(4):
        seen.append((g.dir, g.first(), g.cells()[1]))
        g.rotate()
    assert [s[0] for s in seen] == list(ROTATION)
    assert all(s[2] == (4, 4) for s in seen)  # the held (second) half stays put
    assert {s[1] for s in seen} == {(4, 3), (3, 4), (4, 5), (5, 4)}
    assert presses_to("N", "E") == 1 and presses_to("E", "N") == 3


def test_legal_spots_toggle_and_discard_only_when_forced(tmp_path) -> None:
    session = make_session(2, seed=5)
    to_place_step(session)
    _ctx, scene, driver = open_table(tmp_path, session)
    assert not scene.show_legal
    driver.key(pygame.K_g)
    assert scene.show_legal and scene.legal_cells()
    assert "discard" not in probe(scene).button_names()
    # find a position where the acting player must discard
    s2 = make_session(2, seed=3)
    rng = Rng(93)
    while not any(isinstance(a, Discard) for a in legal_actions(s2.state)):
        s2.play(rng.choice(legal_actions(s2.state)))
    _ctx2, scene2, driver2 = open_table(tmp_path / "b", s2)
    assert "discard" in probe(scene2).button_names()
    driver2.key(pygame.K_d)
    settle(driver2, scene2)
    assert s2.history[-1].startswith("discard")


# -- layout -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "duel"), [(2, False), (3, False), (4, False), (2, True)])
def test_geometry_comes_from_the_map(tmp_path, players, duel) -> None:
    session = make_session(players, mighty_duel=duel)
    _ctx, scene, _driver = open_table(tmp_path, session, size=(1920, 1080))
    grid = session.state.kingdoms[0].grid
    scaled = load_layout(map_for(players, grid)).scaled(1920, 1080)
    for seat, board in enumerate(scene.geom.boards):
        region = scaled.region(f"kingdom:{seat}").to_pygame_rect()
        assert region.contains(board.rect)
        assert board.size == session.state.kingdoms[seat].size
    for which in ("current", "next"):
        region = scaled.region(f"line:main:{which}").to_pygame_rect()
        assert all(region.contains(s.hit) for s in scene.geom.lines[which].slots)
    assert scene.geom.banner == scaled.region("banner").to_pygame_rect()
    assert all(scaled.region("controls").to_pygame_rect().contains(b.rect) for b in scene.controls.values())


def test_a_new_map_needs_no_new_code(tmp_path) -> None:
    """A rearranged table is only a new .tmx file: swap the kingdoms of the 2-player map."""
    src = map_for(2, 5).read_text(encoding="utf-8")
    swapped = src.replace('name="kingdom:0"', 'name="TMP"').replace('name="kingdom:1"', 'name="kingdom:0"')
    swapped = swapped.replace('name="TMP"', 'name="kingdom:1"')
    folder = tmp_path / "maps"
    folder.mkdir()
    (folder / "table_2p_mirrored.tmx").write_text(swapped, encoding="utf-8")
    layout = load_layout(map_for(2, 5, directory=folder))
    ctx = headless_context((1280, 720), tmp_path / "saves")
    scene = TableScene(ctx, make_session(2), layout=layout)
    ctx.manager.push(scene)
    Driver(ctx).run(2)
    assert scene.geom.boards[0].rect.x > scene.geom.boards[1].rect.x


# -- rendering --------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(
    ("players", "duel", "moves"),
    [(2, False, 0), (3, False, 17), (4, False, 50), (2, True, 30), (2, False, 999)],
)
def test_table_renders(tmp_path, size, players, duel, moves) -> None:
    session = make_session(players, seed=11, mighty_duel=duel)
    play_random(session, moves, seed=4)
    ctx, scene, driver = open_table(tmp_path, session, size=size)
    surf = ctx.window.surface
    assert surf.get_size() == size
    # the table is drawn (not one flat colour) and finished games offer the results
    colours = {surf.get_at((x, y))[:3] for x in range(0, size[0], 97) for y in range(0, size[1], 89)}
    assert len(colours) > 20
    if session.state.phase == "over":
        assert "results" in probe(scene).button_names()
        driver.click(probe(scene).button_center("results"))
        driver.run(2)
        assert type(ctx.manager.top).__name__ == "ResultsScene"


def test_resize_rebuilds_the_layout(tmp_path) -> None:
    session = make_session(2)
    ctx, scene, driver = open_table(tmp_path, session)
    cell = scene.geom.boards[0].cell
    ctx.window.resize((1920, 1080))
    driver.run(2)
    assert scene.geom.boards[0].cell > cell


def test_idle_table_is_not_redrawn(tmp_path) -> None:
    session = make_session(2)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    driver.run(3)
    before = driver.redraws, scene.painter.static_builds
    driver.run(120)
    assert (driver.redraws, scene.painter.static_builds) == before


# -- seats, AI, undo, hints -----------------------------------------------------------------
def test_ai_seat_plays_by_itself_with_animation(tmp_path) -> None:
    session = make_session(2, seed=9, kinds=("ai", "ai"))
    ctx, scene, driver = open_table(tmp_path, session, animation="fast")
    saw_thinking = saw_motion = False
    for _ in range(3000):
        driver.frame()
        saw_thinking |= scene.ai_ticket is not None
        saw_motion |= bool(scene.anim.motions)
        if session.state.phase == "over":
            break
    assert session.state.phase == "over" and saw_thinking and saw_motion
    assert ctx.store.autosave_path(session).exists()


def test_ai_thinks_off_the_ui_thread(tmp_path) -> None:
    """Frames keep coming while the AI thinks: the AI is held on its own thread until the
    window has drawn a dozen frames, and only then allowed to answer (no timing involved)."""
    threads: list[threading.Thread] = []
    release = threading.Event()

    def slow(level, view, rng, budget):
        threads.append(threading.current_thread())
        release.wait(20)
        return legal_actions(view)[0]

    session = make_session(2, seed=9, kinds=("human", "ai"))
    play_random(session, 1)
    while session.state.actor == 0:  # let the AI be next
        session.play(legal_actions(session.state)[0])
    ctx = headless_context((1280, 720), tmp_path / "s")
    ctx.settings.animation = "fast"
    scene = TableScene(ctx, session, worker=AIWorker(chooser=slow))
    ctx.manager.push(scene)
    driver = Driver(ctx)
    n = len(session.history)
    for _ in range(12):  # the AI is thinking (held): the window still draws every frame
        driver.frame()
    assert len(session.history) == n and scene.ai_ticket is not None
    release.set()
    assert threads and threads[0] is not threading.current_thread()
    threads[0].join(20)  # the answer is in: the next frames take it, no waiting on the clock
    for _ in range(600):
        if len(session.history) > n:
            break
        driver.frame()
    assert len(session.history) == n + 1


def test_an_ai_that_cannot_play_the_rules_says_so_and_the_seat_waits(tmp_path) -> None:
    from game.ai import UnsupportedRules

    def refuses(level, view, rng, budget):
        raise UnsupportedRules("the Normal AI has no terms for rule set 'queendomino' yet")

    session = make_session(2, seed=9, kinds=("ai", "human"))
    ctx = headless_context((1280, 720), tmp_path / "s")
    ctx.settings.animation = "fast"
    scene = TableScene(ctx, session, worker=AIWorker(chooser=refuses))
    ctx.manager.push(scene)
    driver = Driver(ctx)
    while session.state.actor != 0:  # the human claims until the AI seat is due
        session.play(legal_actions(session.state)[0])
        scene._reset_view()
    n = len(session.history)
    assert driver.until(lambda: scene.ai_refused is not None, 600)
    assert scene.toast is not None and scene.toast[0].startswith("The Normal AI has no terms")
    driver.run(400)  # past the toast's life: the message comes back, no move is guessed
    assert len(session.history) == n and scene.ai_ticket is None
    assert scene.toast is not None and "queendomino" in scene.toast[0]


def test_a_hint_the_ai_cannot_give_for_the_rules_is_explained(tmp_path) -> None:
    from game.ai import UnsupportedRules

    def refuses(view, rng):
        raise UnsupportedRules("the Normal AI (hints) has no terms for rule set 'queendomino' yet")

    session = make_session(2, seed=5, hints=True)
    to_place_step(session)
    ctx = headless_context((1280, 720), tmp_path / "s")
    scene = TableScene(ctx, session, worker=AIWorker(hinter=refuses))
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(2)
    driver.key(pygame.K_t)
    assert driver.until(lambda: scene.toast is not None, 600)
    assert "queendomino" in scene.toast[0] and not scene.hint


def test_undo_against_ai_and_hot_seat_confirmation(tmp_path) -> None:
    session = make_session(2, seed=5)
    to_place_step(session)
    ctx, scene, driver = open_table(tmp_path, session)
    n = len(session.history)
    driver.key(pygame.K_u)  # hot-seat: asks first
    assert type(ctx.manager.top).__name__ == "ConfirmScene"
    driver.key(pygame.K_n)  # "No": nothing changes
    assert ctx.manager.top is scene and len(session.history) == n
    last_forced = forced_claim(replay_history(session.options, session.seed, session.history[:-1])[0])
    driver.key(pygame.K_u)
    driver.key(pygame.K_y)
    driver.run(3)
    assert ctx.manager.top is scene
    # the last decision goes; a lone last claim after it (made by the table) goes with it
    assert len(session.history) == n - (2 if last_forced else 1)
    assert scene.shown is session.state
    # against an AI, undo goes straight back to the human's last decision, no question
    s2 = make_session(2, seed=5, kinds=("human", "ai"))
    ctx2, scene2, driver2 = open_table(tmp_path / "ai", s2, animation="fast")
    assert driver2.until(lambda: scene2.human_turn, 2000)
    driver2.key(pygame.K_RIGHT)  # the human claims with the keyboard...
    driver2.key(pygame.K_RETURN)
    assert driver2.until(lambda: len(s2.history) >= 2 and scene2.human_turn, 3000)  # ...the AI answers
    assert s2.undo_kind() == "to_human" and s2.can_undo()
    n2 = len(s2.history)
    driver2.click(probe(scene2).button_center("undo"))
    assert ctx2.manager.top is scene2 and len(s2.history) < n2


def test_hint_draws_the_normal_move(tmp_path) -> None:
    session = make_session(2, seed=5, hints=True)
    to_place_step(session)
    _ctx, scene, driver = open_table(tmp_path, session)
    assert "hint" in probe(scene).button_names()
    driver.key(pygame.K_t)
    assert driver.until(lambda: bool(scene.hint), 1_000_000, 300)  # a safety stop, not a measure
    assert any(isinstance(a, Place) for a in scene.hint)
    driver.run(2)  # drawn as a ghost without error
    no_hints = make_session(2, seed=5)
    _, scene2, _ = open_table(tmp_path / "b", no_hints)
    assert "hint" not in probe(scene2).button_names()


def test_escape_and_h_open_pause_and_rules(tmp_path) -> None:
    session = make_session(2)
    ctx, _scene, driver = open_table(tmp_path, session)
    driver.key(pygame.K_ESCAPE)
    assert type(ctx.manager.top).__name__ == "PauseScene"
    ctx.manager.pop()
    driver.key(pygame.K_h)
    assert type(ctx.manager.top).__name__ == "RulesScene"


def test_claim_by_keyboard(tmp_path) -> None:
    session = make_session(2)
    _ctx, scene, driver = open_table(tmp_path, session)
    driver.key(pygame.K_RIGHT)
    assert scene.claim_cursor is not None
    driver.key(pygame.K_RETURN)
    settle(driver, scene)
    assert session.history and session.history[0].startswith("claim")


def test_drag_king_to_a_taken_domino_is_refused(tmp_path) -> None:
    session = make_session(2)
    play_random(session, 1)
    ctx, scene, driver = open_table(tmp_path, session)
    taken = next(s.domino for s in session.state.drafts["main"].current if s.king is not None)
    which, i = scene.slot_of(taken)
    before = session.state
    driver.drag(probe(scene).king_center(session.state.king), probe(scene).line_slot_center(which, i))
    assert session.state is before and ctx.sound.played[-1] == "refused"
    assert "already claimed" in scene.toast[0]
    settle(driver, scene)
    assert isinstance(legal_actions(session.state)[0], Claim)


def test_a_search_on_the_worker_leaves_the_window_thread_short_waits() -> None:
    """With Python's 5 ms switch interval a Hard search held the interpreter through most of a
    frame (`bench_ui --hard-thinking`); the worker shortens the wait once a job starts."""
    import sys

    from game.ui.table import ai_worker

    before = sys.getswitchinterval()
    sys.setswitchinterval(0.005)
    try:
        worker = AIWorker(chooser=lambda level, v, rng, budget: legal_actions(v)[0])
        ticket = worker.think(make_session(2, seed=1).state, "normal", 1)
        assert sys.getswitchinterval() <= ai_worker.SWITCH_INTERVAL
        assert worker.wait(ticket) is not None
    finally:
        sys.setswitchinterval(min(before, ai_worker.SWITCH_INTERVAL))
