"""Issue 16, point 2: crowns fit their square at every size the table and the results draw."""

from __future__ import annotations

import pytest

from game.engine.terrain import MINE, WHEAT
from game.paths import sprites_dir
from game.ui.assets import Assets
from game.ui.table.piece_art import PieceArt, crown_layout


@pytest.fixture(scope="module")
def art() -> PieceArt:
    return PieceArt(Assets(sprites_dir()))


@pytest.mark.parametrize("terrain", [MINE, WHEAT])
@pytest.mark.parametrize("crowns", [1, 2, 3])
def test_crowns_never_touch_the_square_edges(art: PieceArt, terrain: int, crowns: int) -> None:
    # from results thumbnails (a dozen pixels) to a big table at 1920×1080
    for cell in range(10, 140, 3):
        plain = art.square(terrain, 0, cell)
        crowned = art.square(terrain, crowns, cell)
        for x in (0, cell - 1):
            for y in range(cell):
                assert crowned.get_at((x, y)) == plain.get_at((x, y)), (cell, crowns, x, y)


@pytest.mark.parametrize("crowns", [1, 2, 3])
def test_crowns_stay_readable(crowns: int) -> None:
    for cell in range(24, 140, 4):
        size, gap, x, _y, pad = crown_layout(cell, crowns)
        assert size >= cell * 0.2  # three crowns shrink, but stay crowns
        assert x - pad >= 1 and x + crowns * size + (crowns - 1) * gap + pad <= cell - 1
