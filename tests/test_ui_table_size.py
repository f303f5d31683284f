"""Issue 16, point 5: kingdoms as big as the window allows, the 4-player middle used,
readable text at 1280×720 and a sensible minimum window."""

from __future__ import annotations

import collections

import pygame
import pytest
from table_helpers import rescaled_table

from game.engine import legal_actions
from game.engine.rng import Rng
from game.ui import theme
from game.ui.context import WindowControl
from game.ui.screens.table import TableScene
from game.ui.table.geometry import reach
from game.ui.table.harness import Driver, headless_context, make_session


def fills_its_panel(scene: TableScene, seat: int) -> bool:
    board = scene.geom.boards[seat]
    _r0, _c0, rows, cols = reach(scene.shown.kingdoms[seat])
    side = min(board.region.w, board.region.h)
    return board.cell * max(rows, cols) >= 0.88 * side


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kingdoms_zoom_in_as_they_take_shape(tmp_path, players) -> None:
    ctx = headless_context((1280, 720), tmp_path / "saves")
    session = make_session(players, seed=4)
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=0.25)
    start = [b.cell for b in scene.geom.boards]
    rng = Rng(3)
    while session.state.phase != "over":
        assert scene.try_action(rng.choice(legal_actions(session.state)))
    driver.until(lambda: scene.settled)
    for seat in range(players):
        assert fills_its_panel(scene, seat)
        assert scene.geom.boards[seat].cell > start[seat] * 1.4  # a 5×5 kingdom, not a 9×9 canvas
    # clicks still land on the right squares of the zoomed board
    for seat, k in enumerate(session.state.kingdoms):
        r, c = k.castle
        assert scene.geom.boards[seat].cell_at(scene.cell_center(seat, r, c)) == (r, c)


def test_text_is_at_least_12_px_at_1280x720(tmp_path) -> None:
    for players, duel in ((2, False), (2, True), (3, False), (4, False)):
        ctx = headless_context((1280, 720), tmp_path / f"s{players}{duel}")
        session = make_session(players, seed=3, mighty_duel=duel, dynasty=True)
        rng = Rng(2)
        while session.state.round < 6:
            session.play(rng.choice(legal_actions(session.state)))
        sizes: collections.Counter[int] = collections.Counter()
        real = ctx.assets.font

        def recording(size: int, *args, real=real, sizes=sizes, **kwargs):
            sizes[int(size)] += 1
            return real(size, *args, **kwargs)

        ctx.assets.font = recording  # type: ignore[method-assign]
        ctx.manager.push(TableScene(ctx, session))
        Driver(ctx).run(2)
        assert sizes and min(sizes) >= 12, (players, sorted(sizes))


def test_the_four_player_log_fills_the_middle() -> None:
    from game.paths import sprites_dir
    from game.ui.assets import Assets
    from game.ui.table.last_moves import layout_panel
    from game.ui.table.table_log import Entry

    assets = Assets(sprites_dir())
    entries = [Entry(f"Player {i % 4} placed #{i}  +1", (200, 40, 40), i % 4) for i in range(40)]
    panel = layout_panel(pygame.Rect(0, 0, 592, 190), entries, None, assets.font(13, bold=True),
                         assets.font(14), 1.0)
    assert any(row.rect.x >= 296 for row in panel.rows)  # the right half holds moves too
    assert panel.rows[-1].whole == entries[-1].text  # the newest move is shown, last


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_the_window_has_a_minimum_size() -> None:
    window = WindowControl((1280, 720))
    window.open()
    w = pygame.Window.from_display_module()
    assert tuple(w.minimum_size) == theme.MIN_WINDOW
    assert theme.MIN_WINDOW[0] >= 1024 and theme.MIN_WINDOW[1] >= 576
    window.window_resized((600, 300))
    assert window.windowed_size == theme.MIN_WINDOW


def test_a_board_glides_to_its_new_scale_instead_of_jumping(tmp_path) -> None:
    ctx = headless_context((1280, 720), tmp_path / "saves")
    scene, driver, seat, before = rescaled_table(ctx)
    board = scene.geom.boards[seat]
    driver.run(6)  # a tenth of a second in
    cell, _origin = scene.zoom.at(seat, board, scene.time)
    assert min(before, board.cell) < cell < max(before, board.cell)
    assert driver.frame()  # still moving: frames keep coming
    driver.run(30)
    assert scene.zoom.at(seat, board, scene.time) is None
