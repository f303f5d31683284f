"""The domino R (or an arrow) shows in the kingdom can be picked up and dragged on.

Found by playing in the real window: a player pressed R, saw the domino appear beside the
castle, grabbed it to drag it elsewhere, and it was placed at the press instead.
"""

from __future__ import annotations

import pygame

from game.engine import Place, legal_actions
from game.ui.table.harness import make_session
from tests.table_helpers import open_table, settle


def _keys_ghost(tmp_path):  # type: ignore[no-untyped-def]
    _ctx, scene, driver = open_table(tmp_path, make_session(2, seed=5))
    while scene.state.step != "place":  # the first claims
        driver.click(scene.line_half_center(*scene.slot_of(
            next(a for a in legal_actions(scene.state)).domino), 0))
        settle(driver, scene)
    driver.key(pygame.K_r)
    gh = scene.ghost
    assert gh is not None and gh.mode == "keys" and gh.cells() is not None
    return scene, driver, gh


def test_dragging_the_keys_ghost_moves_it(tmp_path) -> None:
    scene, driver, gh = _keys_ghost(tmp_path)
    shown = gh.action()
    other = next(a for a in legal_actions(scene.state)
                 if isinstance(a, Place) and a.dir == gh.dir and (a.row, a.col) != (shown.row, shown.col))
    seat = scene.state.actor
    driver.down(scene.cell_center(seat, shown.row, shown.col))  # grab it where it lies
    target = scene.cell_center(seat, other.row, other.col)
    driver.move(target, 6)
    assert scene.ghost is not None and scene.ghost.mode == "drag"
    driver.up(target)
    settle(driver, scene)
    assert scene.session.history[-1] == str(other)


def test_a_click_on_the_keys_ghost_places_it_there(tmp_path) -> None:
    scene, driver, gh = _keys_ghost(tmp_path)
    shown = gh.action()
    driver.click(scene.cell_center(scene.state.actor, shown.row, shown.col))
    settle(driver, scene)
    assert scene.session.history[-1] == str(shown)


def test_a_placement_that_costs_points_says_minus() -> None:
    from game.ui.table.painter import gain_text

    assert (gain_text(3), gain_text(0), gain_text(-3)) == ("+3", "+0", "\u22123")  # not "+-3"


def test_the_half_pressed_stays_under_the_pointer_also_after_r(tmp_path) -> None:
    """Issue 29, point 4: pressing the domino lying in the kingdom by its second half holds
    it by that half: it does not jump, and R turns it round that half, under the pointer."""
    scene, driver, gh = _keys_ghost(tmp_path)
    seat = scene.state.actor
    board = scene.geom.boards[seat]
    lying = gh.cells()
    second = lying[1]
    pos = scene.cell_center(seat, *second)
    driver.down(pos)
    assert scene.ghost is not None and scene.ghost.cells() == lying, "the domino jumped when pressed"
    for _ in range(4):
        driver.key(pygame.K_r)
        cells = scene.ghost.cells()
        assert cells is not None and board.cell_at(pos) in cells and cells[1] == second
    target = (pos[0] + board.cell, pos[1])  # dragged one square right: the same half follows
    driver.move(target, 4)
    assert scene.ghost.cells()[1] == board.cell_at(target)
