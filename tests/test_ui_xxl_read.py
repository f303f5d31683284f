"""The Royal Wedding XXL table read without hovering (issue 37, point 5): what a kingdom's
squares, Last moves and the playmat say in plain sight."""

from __future__ import annotations

import pygame
import pytest
from xxl_fixtures import xxl_rules, xxl_state  # noqa: F401 - xxl_rules is a fixture

from game.engine.economy import FALLEN, TOWERS
from game.engine.state import State
from game.paths import sprites_dir
from game.ui.assets import Assets
from game.ui.table.economy_view import EconomyView
from game.ui.table.geometry import Board

CITADEL = (8, 9)  # kingdom 0's three-tower building (xxl_fixtures)


def _square(st: State, cell: int) -> pygame.Surface:
    """Kingdom 0's Citadel square drawn at `cell` px, alone on a board."""
    origin = (-(CITADEL[1] - 1) * cell, -(CITADEL[0] - 1) * cell)
    board = Board(0, pygame.Rect(0, 0, 3 * cell, 3 * cell), origin, cell, 17)
    surf = pygame.Surface(board.region.size)
    surf.fill((0, 0, 0))
    EconomyView(Assets(sprites_dir())).draw_kingdom(surf, st, 0, board, (200, 40, 40))
    return surf.subsurface(board.cell_rect(*CITADEL)).copy()


@pytest.mark.usefixtures("xxl_rules")
@pytest.mark.parametrize("cell", [30, 36, 40, 46, 56, 72])
@pytest.mark.parametrize("fallen", [0, 1, 2])
def test_a_tower_buildings_tower_count_leaves_its_points_corner_clear(cell: int, fallen: int) -> None:
    """Seen on the large kingdom: a Citadel's tower count "1" drawn over its points "0" read "10"."""
    bare = xxl_state()
    bare.kingdoms[0].set_at(TOWERS, *CITADEL, 0)
    towered = xxl_state()
    towered.kingdoms[0].set_at(FALLEN, *CITADEL, fallen)
    plain, drawn = _square(bare, cell), _square(towered, cell)
    assert plain.get_size() == drawn.get_size() == (cell, cell)
    changed = [(x, y) for x in range(cell) for y in range(cell)
               if plain.get_at((x, y)) != drawn.get_at((x, y))]
    assert changed, "the towers are drawn"
    corner = pygame.Rect(cell // 2, cell // 2, cell - cell // 2, cell - cell // 2)
    covered = [p for p in changed if corner.collidepoint(p)]
    assert not covered, f"towers drawn over the points corner at {covered[:5]}"
