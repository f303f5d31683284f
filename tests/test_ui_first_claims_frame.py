"""Issue 29, point 6: at the end of XXL's first claims the tower played on changes (the last
king claims on the Age of Giants line, the round is played on the Fantastic Era's). Every
frame draws the state it shows on that state's own lines: no frame with both towers' lines in
one panel (the table's lines for one tower, the state shown claiming on the other)."""

from __future__ import annotations

import pygame

from game.engine import apply, legal_actions
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session
from game.ui.table.stages import table_tower


def test_every_frame_of_the_end_of_the_first_claims_is_drawn_on_its_own_lines() -> None:
    pygame.init()
    session = make_session(3, seed=3, rules="xxl")
    while apply(session.state, legal_actions(session.state)[0]).phase == "draft":
        session.play(legal_actions(session.state)[0])
    last = session.state
    assert table_tower(last) != table_tower(apply(last, legal_actions(last)[0]))  # the tower changes
    ctx = headless_context((1280, 720))
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    seen: set[str] = set()
    for _ in range(90):  # the lone domino is claimed for the player, then the lines move on
        driver.frame()
        assert scene.geom.tower_name == table_tower(scene.shown), scene.shown.phase
        seen.add(scene.shown.phase)
    assert seen == {"draft", "play"} and scene.settled
