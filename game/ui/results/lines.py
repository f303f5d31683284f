"""Drawing a kingdom's score lines on the results screen: the sections' heads with their
subtotals, territory lines (swatch, squares × crowns, points), bonus lines, and the note that
says what a folded card's page shows. The card and the kingdom's page draw the same lines
(`layout.py` says where); every text is drawn whole, none under 12 px."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.engine.scoring import Breakdown
from game.i18n.content import term_name
from game.ui import theme
from game.ui.assets import Assets
from game.ui.results.layout import Line, Section, font_size
from game.ui.widgets import draw_text, fill_alpha, fit_text, wrap_text

RGB = tuple[int, int, int]


def fitting_font(assets: Assets, text: str, width: int, largest: int, smallest: int,
                 bold: bool = True) -> pygame.font.Font:
    """The largest font from `largest` down to `smallest` px that draws `text` within `width`."""
    for size in range(largest, smallest - 1, -1):
        font = assets.font(size, bold=bold)
        if font.size(text)[0] <= width:
            return font
    return assets.font(smallest, bold=bold)


def draw_name(surface: pygame.Surface, assets: Assets, name: str, colour: RGB, rect: pygame.Rect,
              px: Callable[[float], int]) -> None:
    """A kingdom's name in `rect` (midleft): smaller type for a long name (a team's two), then
    two lines, only past that an ellipsis."""
    font = fitting_font(assets, name, rect.w, px(19), max(13, px(13)))
    if font.size(name)[0] <= rect.w:
        draw_text(surface, name, font, colour, rect.midleft, "midleft")
        return
    lines = wrap_text(name, font, rect.w)
    if len(lines) > 2:
        lines = [lines[0], fit_text(" ".join(lines[1:]), font, rect.w)]
    lh = font.get_linesize()
    y = rect.centery - lh * len(lines) // 2
    for text in lines:
        draw_text(surface, fit_text(text, font, rect.w), font, colour, (rect.x, y))
        y += lh


def draw_lines(surface: pygame.Surface, assets: Assets, lines: Sequence[Line], b: Breakdown,
               secs: Sequence[Section], row_h: int, px: Callable[[float], int], hover: int | None,
               colour: RGB) -> None:
    """Every line of a card or a page; `hover` the territory lit (its line tinted in `colour`)."""
    size = font_size(row_h, px)
    font, bold = assets.font(size), assets.font(size, bold=True)
    ink, dim = theme.TEXT_DARK, theme.TEXT_DARK_DIM
    by_key = {s.key: s for s in secs if not s.single}
    for ln in lines:
        r = ln.rect
        if ln.kind == "head":
            s = by_key[ln.section]
            pts = draw_text(surface, str(s.points), bold, ink, (r.right - px(4), r.centery), "midright")
            draw_text(surface, f"{s.caption} · {len(s.items)}", bold, ink, (r.x, r.centery), "midleft")
            y = r.bottom - 1
            pygame.draw.line(surface, theme.ACCENT_DARK, (r.x, y), (pts.right, y), 1)
        elif ln.kind == "territory":
            lit = hover == ln.index
            if lit:
                fill_alpha(surface, (*colour, 90), r, px(4))
                pygame.draw.rect(surface, theme.ACCENT_DARK, r, 1, border_radius=px(4))
            terr = b.territories[ln.index]
            _territory(surface, assets, r, terr.terrain, f"{terr.squares} × {terr.crowns}", terr.points,
                       font, bold, ink if terr.points or lit else dim, px)
        elif ln.kind in ("bonus", "single"):
            x = b.bonuses[ln.index]
            f = font if ln.kind == "bonus" else bold
            left = r.x + (px(8) if ln.kind == "bonus" else 0)
            shade = ink if x.points else dim
            draw_text(surface, f"+{x.points}", f, shade, (r.right - px(4), r.centery), "midright")
            singles = {s.items[0]: s.caption for s in secs if s.single}
            name = term_name(x.group, x.name) if ln.kind == "bonus" else singles[ln.index]
            draw_text(surface, name, f, shade, (left, r.centery), "midleft")
        elif ln.kind == "open":
            t = draw_text(surface, ln.text, bold, theme.ACCENT_DARK, (r.x, r.centery), "midleft")
            pygame.draw.line(surface, theme.ACCENT_DARK, (t.x, t.bottom - 2), (t.right, t.bottom - 2), 1)


def _territory(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, terrain: str, detail: str,
               points: int, font: pygame.font.Font, bold: pygame.font.Font, ink: RGB,
               px: Callable[[float], int]) -> None:
    sw = rect.h - px(6)
    swatch = pygame.Rect(rect.x + px(3), rect.centery - sw // 2, sw, sw)
    if assets.has(f"terrain_{terrain}"):
        surface.blit(assets.scaled(f"terrain_{terrain}", swatch.size), swatch)
    else:
        pygame.draw.rect(surface, assets.terrain_colour(terrain), swatch)
    pygame.draw.rect(surface, theme.PANEL_EDGE, swatch, 1)
    draw_text(surface, str(points), bold, ink, (rect.right - px(4), rect.centery), "midright")
    draw_text(surface, detail, font, ink, (swatch.right + px(6), rect.centery), "midleft")
