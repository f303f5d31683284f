"""Issue 29, point 6: every name on the rules chapter's playmat picture fits its box, whole
(no "Qu…", no "Dra…"), at 1280×720 and 1920×1080, for each kingdom count's map."""

from __future__ import annotations

import pygame
import pytest

from game.ui.playmat_picture import label_lines, playmat_layout, region_label
from game.ui.screens.rules import PLAYMAT_H
from game.ui.table.harness import headless_context


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_every_playmat_label_fits_whole(size, seats: int) -> None:
    pygame.init()
    ctx = headless_context(size)
    scene = ctx.scenes.rules("xxl")
    ctx.manager.push(scene)
    px = scene.px
    col = scene.text_col
    rect = pygame.Rect(col.x, 0, col.w, px(PLAYMAT_H))  # where the chapter draws it
    font = ctx.assets.font(max(12, px(13)), bold=True)
    small = ctx.assets.font(max(12, px(11)), bold=True)
    scaled = playmat_layout("xxl", seats).scaled(rect.w, rect.h)
    named = 0
    for name in scaled.regions:
        found = region_label(name)
        if found is None:
            continue
        box = scaled.region(name).to_pygame_rect().inflate(-2, -2)
        lines, face = label_lines(found[0], font, box, small)
        assert lines and " ".join(lines) == found[0], (name, lines)  # whole, never cut
        assert all(face.size(line)[0] <= box.w - 4 for line in lines), (name, lines)
        assert face.get_height() >= 12
        named += 1
    assert named >= 15
