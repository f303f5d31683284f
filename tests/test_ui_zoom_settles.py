"""A board's zoom glide ends on a drawn frame: the window must not keep showing the last
in-between frame (found in the real window: a Queendomino kingdom kept its glide image, its
buildings and knights hidden, until the pointer moved)."""

from __future__ import annotations

import pygame
from table_helpers import open_table, settle

from game.engine import Options, legal_actions
from game.session import Seat, Session


def test_the_frame_after_a_zoom_glide_is_drawn(tmp_path) -> None:
    seats = [Seat("Ada", "red"), Seat("Bruno", "blue")]
    session = Session(Options(rules="queendomino", players=2), seats, 3)
    while session.state.phase == "draft":
        session.play(legal_actions(session.state)[0])
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    drawn: list[bool] = []  # per drawn frame: was a board drawn mid-glide?
    real = scene.painter.draw

    def recording(surface: pygame.Surface) -> None:
        boards = enumerate(scene.geom.boards)
        drawn.append(any(scene.zoom.at(n, b, scene.time) is not None for n, b in boards))
        real(surface)

    scene.painter.draw = recording  # type: ignore[method-assign]
    for _ in range(60):  # play on until a move zooms a board, then let it all settle
        scene.try_action(legal_actions(session.state)[0])
        for _ in range(120):
            driver.frame()
        if any(drawn):
            break
    assert any(drawn), "a placement zoomed a board (the premise of this test)"
    assert not drawn[-1], "the window still shows a frame from the middle of the glide"
