"""The dominoes list (P at the table): the whole set, what has been seen dimmed, what may come bright.

An overlay on the table. It reads the pool from `game.ui.table.pool`, which
works from what a seated player can see, so it never tells more than a
careful player could note on paper (as Board Game Arena players can).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.i18n.content import tower_name
from game.ui import palette, theme
from game.ui.screens.menu_scene import MenuScene, draw_scrim
from game.ui.table.piece_art import PieceArt
from game.ui.table.pool import FACE_DOWN, TowerPool, coming, pool
from game.ui.table.table_words import terrain_name
from game.ui.widgets import Button, draw_panel, draw_text, fill_alpha, fit_text, wrap_text

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.context import AppContext

LEGEND = N_("Bright: may still come  ·  dimmed: seen (in a kingdom, on a line or discarded)")
FACE_DOWN_LEGEND = N_("Bright: may still come  ·  dimmed: seen (in a kingdom, on a line or discarded)  ·  "
                      "ringed: on the face-down line")


class PoolScene(MenuScene):
    overlay = True

    def __init__(self, ctx: AppContext, session: Session) -> None:
        self.session = session
        self.art = PieceArt(ctx.assets)
        self.pools: list[TowerPool] = pool(session.state)
        super().__init__(ctx)

    def build(self) -> None:
        w, h = self.size
        self.box = pygame.Rect(0, 0, min(w - self.px(40), self.px(1180)), h - self.px(40))
        self.box.center = (w // 2, h // 2)
        bw, bh = self.px(200), self.px(theme.BUTTON_H)
        close = pygame.Rect(0, 0, bw, bh)
        close.midbottom = (self.box.centerx, self.box.bottom - self.px(theme.PAD))
        self.close_button = self.group.add(Button(close, _("Close"), self.close, key=pygame.K_p,
                                                  tooltip=_("Back to the table (P or Esc)")))

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_p:
            self.close()

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_scrim(surface)
        a = self.ctx.assets
        draw_panel(surface, a, self.box, scale=self.scale)
        pad = self.px(theme.PAD_L)
        inner = self.box.inflate(-2 * pad, -2 * pad)
        title = a.font(self.px(theme.FONT_TITLE * 0.7), title=True)
        r = draw_text(surface, _("Dominoes"), title, theme.ACCENT_LIGHT, inner.topleft, "topleft",
                      theme.SHADOW)
        small = a.font(self.px(theme.FONT_SMALL))
        legend = _(FACE_DOWN_LEGEND if any(p.face_down for p in self.pools) else LEGEND)
        # beside the title, wrapped rather than cut where a language says it longer
        lines = wrap_text(legend, small, inner.right - r.right - pad)
        y = r.centery - len(lines) * small.get_linesize() // 2
        for line in lines:
            draw_text(surface, line, small, theme.TEXT_DIM, (inner.right, y), "topright")
            y += small.get_linesize()
        top = max(r.bottom, y) + self.px(8)
        bottom = self.close_button.rect.top - self.px(8)
        n = max(1, len(self.pools))
        section_h = (bottom - top) // n
        for i, p in enumerate(self.pools):
            part = pygame.Rect(inner.x, top + i * section_h, inner.w, section_h - self.px(6))
            self._section(surface, p, part, len(self.pools) > 1)
        self.group.draw(surface, a)

    def _section(self, surface: pygame.Surface, p: TowerPool, area: pygame.Rect, named: bool) -> None:
        a = self.ctx.assets
        body = a.font(self.px(theme.FONT_BODY), bold=True)
        small = a.font(self.px(theme.FONT_SMALL))
        y = area.y
        lines = p.summary()
        if named:
            lines[0] = _("{tower} tower: {summary}").format(tower=tower_name(p.tower), summary=lines[0])
        draw_text(surface, fit_text(lines[0], body, area.w), body, theme.TEXT, (area.x, y))
        y += body.get_linesize()
        for extra in lines[1:]:
            draw_text(surface, fit_text(extra, small, area.w), small, theme.TEXT_DIM, (area.x, y))
            y += small.get_linesize()
        y += self.px(6)
        table_w = max(self.px(300), self._terrains_width(p))  # a language's longer names widen it
        grid = pygame.Rect(area.x, y, area.w - table_w - self.px(theme.PAD), area.bottom - y)
        self._grid(surface, p, grid)
        self._terrains(surface, p, pygame.Rect(grid.right + self.px(theme.PAD), y, table_w, area.bottom - y))

    def _grid(self, surface: pygame.Surface, p: TowerPool, area: pygame.Rect) -> None:
        count = len(p.dominoes)
        if not count:
            return
        small = self.ctx.assets.font(max(12, self.px(13)))
        label_h = small.get_linesize()
        # standing dominoes in as few rows as keep them big: try 2..6 rows, keep the largest cell
        best = (0, 1, count)
        for rows in range(2, 7):
            cols = math.ceil(count / rows)
            cell = min(int(area.w / cols / 1.3), int((area.h / rows - label_h) / 2.15))
            if cell > best[0]:
                best = (cell, rows, cols)
        cell, _rows, cols = best
        pitch_x = area.w // cols
        pitch_y = 2 * cell + label_h + max(2, cell // 6)
        for i, (d, where) in enumerate(p.dominoes):
            x = area.x + (i % cols) * pitch_x + (pitch_x - cell) // 2
            y = area.y + (i // cols) * pitch_y
            img = self.art.domino(d.id, cell, "S")
            rect = img.get_rect(topleft=(x, y))
            surface.blit(img, rect)
            seen = not coming(where)
            if seen:
                fill_alpha(surface, palette.SEEN_VEIL, rect, max(2, cell // 9))
            elif where == FACE_DOWN:  # known by its number, comes next round
                ring = rect.inflate(max(4, cell // 5), max(4, cell // 5))
                pygame.draw.rect(surface, theme.ACCENT_LIGHT, ring, max(2, cell // 12),
                                 border_radius=max(3, cell // 6))
            draw_text(surface, d.label, small, theme.TEXT_DIM if seen else theme.ACCENT_LIGHT,
                      (rect.centerx, rect.bottom + 1), "midtop")

    def _terrain_columns(self, p: TowerPool) -> tuple[int, int, int]:
        """The widths of the terrains' table's columns: the longest name, the squares' column
        and the crowns' (their figures or their heads, the wider)."""
        a = self.ctx.assets
        font, bold, small = (a.font(max(12, self.px(15))), a.font(max(12, self.px(15)), bold=True),
                             a.font(max(12, self.px(13))))
        names = max((font.size(terrain_name(t.terrain))[0] for t in p.terrains), default=0)
        squares = max([bold.size(f"{t.squares}/{t.squares_all}")[0] for t in p.terrains]
                      + [small.size(_("squares"))[0]])
        crowns = max([bold.size(f"{t.crowns}/{t.crowns_all}")[0] for t in p.terrains]
                     + [small.size(_("crowns"))[0]])
        return names, squares, crowns

    def _terrains_width(self, p: TowerPool) -> int:
        """The terrains' table's width for its longest name and its two columns of figures."""
        names, squares, crowns = self._terrain_columns(p)
        row_h = max(self.ctx.assets.font(max(12, self.px(15))).get_linesize(), self.px(28))
        # pad, swatch, gap, name, gap, squares, gap, crowns, pad
        return 2 * self.px(10) + row_h + self.px(8) + names + 2 * self.px(16) + squares + crowns

    def _terrains(self, surface: pygame.Surface, p: TowerPool, area: pygame.Rect) -> None:
        a = self.ctx.assets
        font = a.font(max(12, self.px(15)))
        bold = a.font(max(12, self.px(15)), bold=True)
        small = a.font(max(12, self.px(13)))
        fill_alpha(surface, palette.WELL, area, self.px(8))
        pad = self.px(10)
        x, y = area.x + pad, area.y + pad
        draw_text(surface, _("May still come / in the set"), small, theme.TEXT_DIM, (x, y))
        y += small.get_linesize() + self.px(4)
        names, squares, _crowns = self._terrain_columns(p)
        col_cr = area.right - pad  # the squares' column after the longest name (a language's longer)
        col_sq = max(area.x + round(area.w * 0.58), x + self.px(28) + names + self.px(16) + squares)
        draw_text(surface, _("squares"), small, theme.TEXT_DIM, (col_sq, y), "topright")
        draw_text(surface, _("crowns"), small, theme.TEXT_DIM, (col_cr, y), "topright")
        y += small.get_linesize() + self.px(2)
        rows = max(1, len(p.terrains))  # XXL's two sections: the rows shrink to fit, never spill
        row_h = max(min(max(font.get_linesize(), self.px(28)), (area.bottom - pad - y) // rows), 14)
        for t in p.terrains:
            sw = row_h - self.px(8)
            swatch = pygame.Rect(x, y + (row_h - sw) // 2, sw, sw)
            if a.has(f"terrain_{t.terrain}"):
                surface.blit(a.scaled(f"terrain_{t.terrain}", swatch.size), swatch)
            else:
                pygame.draw.rect(surface, a.terrain_colour(t.terrain), swatch)
            pygame.draw.rect(surface, theme.PANEL_EDGE, swatch, 1)
            cy = y + row_h // 2
            name_pos = (swatch.right + self.px(8), cy)
            draw_text(surface, terrain_name(t.terrain), font, theme.TEXT, name_pos, "midleft")
            gold = theme.ACCENT_LIGHT
            draw_text(surface, f"{t.squares}/{t.squares_all}", bold, gold, (col_sq, cy), "midright")
            draw_text(surface, f"{t.crowns}/{t.crowns_all}", bold, gold, (col_cr, cy), "midright")
            y += row_h
