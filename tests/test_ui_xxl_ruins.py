"""What an event's damage looks like at the XXL table (rulings: a collapsed Court building
leaves its square and waits for C′; a fallen tower counts for nothing until stood up or
cleared): both are drawn, and hovering their square says so in words with C′'s prices."""

from __future__ import annotations

import os

import pygame
from table_helpers import open_table, settle
from test_ui_xxl_restore_chooser import at_restore_with_a_ruin

from game.engine.court_data import court_buildings
from game.engine.layers import BUILDING, COLLAPSED, FALLEN, TOWERS
from game.engine.rules.xxl_steps import COURT_RUIN, free_squares
from game.ui.table.xxl import playmat_view as xxl_view
from game.ui.table.xxl.notes import square_words


def _damaged_table(tmp_path):
    session = at_restore_with_a_ruin()
    st = session.state
    n = st.actor
    k = st.kingdoms[n]
    (r, c, _), *_ = k.squares(BUILDING)
    k.set_at(COLLAPSED, r, c, 0)  # the building stands; one of its two towers fell
    k.set_at(TOWERS, r, c, 2)
    k.set_at(FALLEN, r, c, 1)
    tile = court_buildings()[0]
    rr, cc, _ = free_squares(k)[0]
    k.set_at(COURT_RUIN, rr, cc, tile.id)
    return session, n, (r, c), (rr, cc), tile


def test_a_fallen_tower_and_a_collapsed_court_building_are_drawn_and_told(tmp_path, monkeypatch) -> None:
    session, n, tower_at, ruin_at, tile = _damaged_table(tmp_path)
    crossed: list[tuple[int, int]] = []
    real_cross = xxl_view._cross
    monkeypatch.setattr(xxl_view, "_cross", lambda surf, rect, cell: (crossed.append(rect.center),
                                                                      real_cross(surf, rect, cell)))
    turned: list[int] = []
    real_rotate = pygame.transform.rotate
    monkeypatch.setattr(pygame.transform, "rotate", lambda s, a: (turned.append(a), real_rotate(s, a))[1])
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    scene.static_dirty = scene.dirty = True
    driver.frame()
    board = scene.geom.boards[n]
    assert board.cell_rect(*ruin_at).center in crossed  # the ruin is drawn, crossed out
    assert -90 in turned  # a tower lies on its side
    words = square_words(scene, n, *ruin_at)
    assert words and tile.name in words and "collapsed Court building" in words and "3 coins" in words
    words = square_words(scene, n, *tower_at)
    assert words and "fallen tower" in words and "(3 coins)" in words and "(1 coin)" in words
    if shots := os.environ.get("RUIN_SHOTS"):
        pygame.image.save(driver.surface, f"{shots}/ruins.png")
