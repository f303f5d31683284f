"""Hovering a score on the scores panel says its parts (the engine's `scores(state)`), as a
small table: the kingdom's total on top, then each part's name on the left and its points on
the right, so the figures line up and read down a column."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import scores
from game.engine.scoring import Breakdown
from game.i18n import ngettext
from game.i18n.formats import number
from game.ui import palette, theme
from game.ui.assets import Assets
from game.ui.table.damage import Rects
from game.ui.table.hud import score_rows
from game.ui.table.notes import beside
from game.ui.table.score_parts import part_title
from game.ui.widgets import draw_text, fill_alpha

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

Rows = tuple[tuple[str, str], ...]


def parts_rows(name: str, b: Breakdown) -> tuple[str, Rows]:
    """The note's title and its (part, points) rows."""
    rows = []
    for group, points in b.parts().items():
        rows.append((part_title(group), number(points).replace("-", "\u2212")))
    title = ngettext("{name}: {n} point", "{name}: {n} points", b.total).format(name=name, n=number(b.total))
    return title, tuple(rows)


def parts_note(assets: Assets, title: str, rows: Rows, scale: float) -> pygame.Surface:
    """The note drawn once per (title, rows, scale) and kept: hovering redraws it each frame."""
    def make() -> pygame.Surface:
        head = assets.font(max(12, round(16 * scale)), bold=True)
        body = assets.font(max(12, round(16 * scale)))
        words = scale * getattr(assets, "factor", 1.0)  # a note's margins follow its words (hud._note_lines)
        pad, gap = max(4, round(8 * words)), max(8, round(18 * words))
        line = body.get_linesize()
        labels = max((body.size(label)[0] for label, _ in rows), default=0)
        figures = max((body.size(fig)[0] for _, fig in rows), default=0)
        w = max(head.size(title)[0], labels + gap + figures) + 2 * pad
        rule = max(1, round(words))
        h = 2 * pad + head.get_linesize() + 2 * rule + len(rows) * line
        surf = pygame.Surface((w + 2, h + 3), pygame.SRCALPHA)
        box = pygame.Rect(0, 0, w, h)
        radius = min(h // 2, round(10 * words))
        fill_alpha(surf, palette.DROP_SHADOW, box.move(2, 3), radius)
        pygame.draw.rect(surf, theme.PANEL_LIGHT, box, border_radius=radius)
        ink, dim = theme.readable_on(theme.PANEL_LIGHT), theme.TEXT_DARK_DIM
        pygame.draw.rect(surf, dim, box, 1, border_radius=radius)
        draw_text(surf, title, head, ink, (pad, pad), "topleft")
        y = pad + head.get_linesize()
        pygame.draw.line(surf, dim, (pad, y), (w - pad, y), rule)
        y += 2 * rule
        for label, fig in rows:
            draw_text(surf, label, body, ink, (pad, y), "topleft")
            draw_text(surf, fig, body, ink, (w - pad, y), "topright")
            y += line
        return surf

    return assets.memo(("score_parts", title, rows, round(scale, 3)), make)


def hover_parts(sc: TableView, pos: tuple[int, int]) -> tuple[str, Rows, pygame.Rect] | None:
    """The parts of the score whose row is under `pos` (title, rows) and that row."""
    rect = sc.geom.scores
    if not rect.collidepoint(pos):
        return None
    seats = sc.session.seats
    for seat, row in enumerate(score_rows(sc.assets, rect, len(seats), sc.scale)):
        if row.collidepoint(pos):
            return (*parts_rows(seats[seat].kingdom_name, scores(sc.shown)[seat]), row)
    return None


def draw_score_hover(sc: TableView, surf: pygame.Surface) -> Rects:
    """The hovered score's parts beside the scores panel; where they were drawn."""
    found = hover_parts(sc, sc.pointer)
    if found is None:
        return []
    title, rows, row = found
    ring = pygame.draw.rect(surf, theme.ACCENT_LIGHT, row, max(1, round(sc.scale)), border_radius=3)
    note = parts_note(sc.assets, title, rows, sc.scale)
    # beside the panel, not over the other scores the player is comparing it with
    box = beside(note.get_size(), row, [sc.geom.scores], pygame.Rect((0, 0), sc.size), sc.geom.px(6))
    return [ring, surf.blit(note, box.topleft)]
