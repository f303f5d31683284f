"""Issue 16, point 4: nothing covers what the player is matching; toasts leave the panel titles
alone; dropping on an opponent's kingdom says so."""

from __future__ import annotations

import pygame
import pytest

from game.engine import Place, legal_actions
from game.engine.rng import Rng
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session
from game.ui.table.notes import WRONG_KINGDOM


def placing_table(tmp_path, players: int = 2, size=(1280, 720)):
    session = make_session(players, seed=3)
    rng = Rng(2)
    st = session.state
    while not (st.round >= 4 and st.phase == "play" and st.step == "place"):
        session.play(rng.choice(legal_actions(st)))
        st = session.state
    ctx = headless_context(size, tmp_path / "saves")
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(3)
    return ctx, scene, driver


def pick_up(scene: TableScene, driver: Driver) -> None:
    d = scene.domino_to_place()
    driver.down(scene.line_half_center(*scene.slot_of(d), 0))


def ring_unchanged(ctx, scene: TableScene, rect: pygame.Rect) -> int:
    """Pixels of the kingdom's squares round the ghost (one square each side: what the player
    matches) that differ from the table under them. An empty square there may hold the note
    (issue 37: the "+N" sits against its domino)."""
    seat = scene.state.actor
    board = scene.geom.boards[seat]
    cell = board.cell
    outer = rect.inflate(2 * cell, 2 * cell)
    inner = rect.inflate(2 * max(3, cell // 12) + 4, 2 * max(3, cell // 12) + 4)
    matched = [board.cell_rect(r, c) for r, c, _t, _k in scene.state.kingdoms[seat].occupied()]
    frame = ctx.window.surface
    ctx.manager.draw(frame)
    base = scene.static
    return sum(
        frame.get_at((x, y)) != base.get_at((x, y))
        for x in range(outer.left, outer.right, 2)
        for y in range(outer.top, outer.bottom, 2)
        if not inner.collidepoint(x, y) and frame.get_rect().collidepoint(x, y)
        and any(m.collidepoint(x, y) for m in matched)
    )


def test_the_plus_n_note_leaves_the_neighbouring_squares_visible(tmp_path) -> None:
    ctx, scene, driver = placing_table(tmp_path)
    seat = scene.state.actor
    pick_up(scene, driver)
    held = scene.ghost.dir
    spot = next(a for a in legal_actions(scene.state) if isinstance(a, Place) and a.dir == held)
    driver.move(scene.cell_center(seat, spot.row, spot.col), 6)
    gh = scene.ghost
    assert gh is not None and gh.verdict(scene.state).legal
    first = gh.first()
    rect = scene.geom.boards[seat].domino_rect(first[0], first[1], gh.dir)
    assert ring_unchanged(ctx, scene, rect) == 0


def test_the_refusal_reason_leaves_the_neighbouring_squares_visible(tmp_path) -> None:
    ctx, scene, driver = placing_table(tmp_path)
    seat = scene.state.actor
    r, c = scene.state.kingdoms[seat].castle
    pick_up(scene, driver)
    driver.move(scene.cell_center(seat, r, c), 6)
    gh = scene.ghost
    assert gh is not None and not gh.verdict(scene.state).legal
    first = gh.first()
    rect = scene.geom.boards[seat].domino_rect(first[0], first[1], gh.dir)
    assert ring_unchanged(ctx, scene, rect) == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_toasts_leave_panel_titles_alone(tmp_path, players) -> None:
    ctx, scene, _driver = placing_table(tmp_path, players)
    scene.show_toast("That square is already occupied, and a long reason to wrap it", (206, 64, 52))
    frame = ctx.window.surface
    ctx.manager.draw(frame)
    g = scene.geom
    titles = [line.caption for line in g.lines.values() if line.caption is not None] + list(g.labels)
    titles.append(pygame.Rect(g.scores.x, g.scores.y, g.scores.w, round(24 * g.scale)))
    for rect in titles:
        for x in range(rect.left, rect.right, 2):
            for y in range(rect.top, rect.bottom, 2):
                assert frame.get_at((x, y)) == scene.static.get_at((x, y)), (rect, x, y)


def test_dropping_on_an_opponents_kingdom_says_where_to_drop(tmp_path) -> None:
    ctx, scene, driver = placing_table(tmp_path)
    seat = scene.state.actor
    other = 1 - seat
    r, c = scene.state.kingdoms[other].castle
    pick_up(scene, driver)
    target = scene.cell_center(other, r, c)
    driver.move(target, 6)
    driver.up(target)
    assert scene.toast is not None and scene.toast[0] == WRONG_KINGDOM
    assert "refused" in ctx.sound.played
    assert scene.session.state.actor == seat  # nothing was played
