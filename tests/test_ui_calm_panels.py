"""A calm table (issue 29, point 2): the table's panels are opaque, so the wooden planks'
seams never run through them. Each panel is drawn over two different backgrounds: inside
it (clear of its rounded corners) not one pixel may differ."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import open_table, settle

from game.engine import legal_actions
from game.ui.table.harness import make_session

# regions that are no panel: the buttons' strip (gaps between buttons), the kingdoms (their
# own framed boards), pieces drawn on the table itself
NOT_PANELS = ("controls", "kingdom", "focus", "queen", "dragon", "pile", "supply", "court")


def _panels(scene) -> dict[str, pygame.Rect]:  # type: ignore[no-untyped-def]
    layout = scene.layout.scaled(*scene.size)
    out = {}
    for name, region in layout.regions.items():
        if name.split(":")[0] in NOT_PANELS or name in ("focus_label", "focus_purse", "pile2"):
            continue
        r = region.to_pygame_rect()
        inset = max(2, round(14 * scene.scale))  # clear of the rounded corners and the frame
        out[name] = r.inflate(-2 * inset, -2 * inset)
    return out


@pytest.mark.parametrize(("rules", "players"), [("kingdomino", 4), ("queendomino", 2), ("xxl", 3)])
def test_panels_hide_the_table_under_them(tmp_path, rules: str, players: int) -> None:
    session = make_session(players, seed=4, rules=rules)
    while session.state.phase == "draft":
        session.play(legal_actions(session.state)[0])
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    shots = []
    for colour in ((255, 0, 255), (0, 255, 0)):
        bg = pygame.Surface(scene.size)
        bg.fill(colour)
        scene.painter._bg = (scene.size, bg)
        shots.append(scene.painter.compose(pygame.Surface(scene.size)))
    panels = _panels(scene)
    assert {"scores", "line:main:current"} & set(panels) or "line:fantastic_era:current" in panels
    seen_through = [
        name for name, r in panels.items()
        if any(shots[0].get_at((x, y)) != shots[1].get_at((x, y))
               for x in range(r.x, r.right, 2) for y in range(r.y, r.bottom, 2))
    ]
    assert not seen_through, f"the table shows through these panels: {seen_through}"
