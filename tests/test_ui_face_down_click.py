"""Placing is precise (issue 29, point 4): a click on a face-down domino (Royal Wedding XXL's
Age of Giants next line, face down through the Fantastic Era phase) says why nothing happens."""

from __future__ import annotations

from table_helpers import open_table, settle
from test_ui_table_play import place_by_clicks

from game.engine import Place, legal_actions
from game.ui.table.harness import make_session
from game.ui.table.notes import FACE_DOWN


def test_a_click_on_a_face_down_domino_says_why_nothing_happens(tmp_path) -> None:
    session = make_session(3, seed=6, rules="xxl")
    while session.state.phase == "draft":
        session.play(legal_actions(session.state)[0])
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    x = scene.pieces
    assert x is not None and x.face_down_rects, "the face-down line is drawn (the premise)"
    moves = session.state.moves
    scene.toast = None
    driver.click(x.face_down_rects[0].center)
    assert scene.toast is not None and scene.toast[0] == FACE_DOWN
    assert session.state.moves == moves  # and nothing was played
    scene.toast = None
    driver.click(x.line_rects[0][1].center)  # a face-up domino of that tower: no such note
    assert scene.toast is None or scene.toast[0] != FACE_DOWN


def test_click_then_click_places_on_the_small_squares_of_a_large_grid(tmp_path) -> None:
    """A click-then-click placement stays available where squares are small (9×9 at 1280×720)."""
    session = make_session(3, seed=6, rules="xxl")
    while session.state.phase == "draft":
        session.play(legal_actions(session.state)[0])
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    assert scene.geom.boards[session.state.actor].cell < 40  # small squares (the premise)
    a = next(x for x in legal_actions(session.state) if isinstance(x, Place))
    place_by_clicks(driver, scene, a)
    settle(driver, scene)
    assert session.history[-1] == str(a)
