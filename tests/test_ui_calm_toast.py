"""A calm table (issue 29, point 2): a toast never covers the banner's instruction, a purse
or the squares round what it is about (a refused placement's target)."""

from __future__ import annotations

import pytest
from table_helpers import open_table, settle

from game.engine import Place, legal_actions
from game.ui.table.harness import make_session
from game.ui.table.hud import banner_parts


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("rules", "players"), [("kingdomino", 3), ("queendomino", 2), ("xxl", 3)])
def test_a_refusal_leaves_the_prompt_the_purses_and_the_target_in_view(tmp_path, rules, players,
                                                                      size) -> None:
    session = make_session(players, seed=8, rules=rules)
    while session.state.phase == "draft":
        session.play(legal_actions(session.state)[0])
    _ctx, scene, driver = open_table(tmp_path, session, size)
    settle(driver, scene)
    seat = session.state.actor
    r, c = session.state.kingdoms[seat].castle
    place = next(a for a in legal_actions(session.state) if isinstance(a, Place))
    assert not scene.try_action(Place(place.domino, r, c, "E"))  # onto the castle: refused
    assert scene.toast is not None and scene.toast_target is not None
    board = scene.geom.boards[seat]
    assert scene.toast_target.contains(board.cell_rect(r - 1, c - 1).union(board.cell_rect(r + 1, c + 2)))
    box, _w = scene.painter.toast_box(scene.toast[0])
    parts = banner_parts(scene.assets, scene.geom.banner, scene.painter.banner(), scene.scale)
    assert len(parts) == 2, "the banner shows an instruction (the premise)"
    keep = {"instruction": parts[1], "target": scene.toast_target}
    keep |= {f"purse {i}": p for i, p in enumerate(scene.painter.purses())}
    covered = [name for name, rect in keep.items() if box.colliderect(rect)]
    assert not covered, f"the toast covers {covered}"
    assert box.colliderect(scene.geom.banner) or box.top >= scene.geom.banner.bottom
    driver.run(2)  # and it is drawn there without trouble
