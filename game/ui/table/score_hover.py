"""Hovering a score on the scores panel says its parts (the engine's `scores(state)`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import scores
from game.ui import theme

from .damage import Rects, note_rect
from .hud import draw_note, note_size, score_rows
from .notes import beside
from .score_parts import breakdown_lines

if TYPE_CHECKING:
    from .scene import TableScene


def hover_text(sc: TableScene, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
    """The parts of the score whose row is under `pos`, and that row."""
    rect = sc.geom.scores
    if not rect.collidepoint(pos):
        return None
    seats = sc.session.seats
    for seat, row in enumerate(score_rows(sc.assets, rect, len(seats), sc.scale)):
        if row.collidepoint(pos):
            return breakdown_lines(seats[seat].kingdom_name, scores(sc.shown)[seat]), row
    return None


def draw_score_hover(sc: TableScene, surf: pygame.Surface) -> Rects:
    """The hovered score's parts beside the scores panel; where they were drawn."""
    found = hover_text(sc, sc.pointer)
    if found is None:
        return []
    text, row = found
    ring = pygame.draw.rect(surf, theme.ACCENT_LIGHT, row, max(1, round(sc.scale)), border_radius=3)
    # beside the panel, not over the other scores the player is comparing it with
    size = note_size(sc.assets, text, sc.scale, 300, bold=False)
    box = beside(size, row, [sc.geom.scores], pygame.Rect((0, 0), sc.size), sc.geom.px(6))
    return [ring, note_rect(draw_note(surf, sc.assets, text, box.topleft, theme.PANEL_LIGHT, sc.scale,
                                      where="topleft", max_w=300, bold=False))]
