"""Placing is precise (issue 29, point 4): a click on a face-down domino (Royal Wedding XXL's
Age of Giants next line, face down through the Fantastic Era phase) says why nothing happens."""

from __future__ import annotations

from table_helpers import open_table, settle

from game.engine import legal_actions
from game.ui.table.harness import make_session
from game.ui.table.notes import FACE_DOWN


def test_a_click_on_a_face_down_domino_says_why_nothing_happens(tmp_path) -> None:
    session = make_session(3, seed=6, rules="xxl")
    while session.state.phase == "draft":
        session.play(legal_actions(session.state)[0])
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    x = scene.q
    assert x is not None and x.face_down_rects, "the face-down line is drawn (the premise)"
    moves = session.state.moves
    scene.toast = None
    driver.click(x.face_down_rects[0].center)
    assert scene.toast is not None and scene.toast[0] == FACE_DOWN
    assert session.state.moves == moves  # and nothing was played
    scene.toast = None
    driver.click(x.line_rects[0][1].center)  # a face-up domino of that tower: no such note
    assert scene.toast is None or scene.toast[0] != FACE_DOWN
