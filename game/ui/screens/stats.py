"""Statistics (title screen → Statistics): each person's record at each rule set.

The rows come from the finished games' records in the save index (saves/stats.py), read once
when the screen opens: no save is replayed. The list names a person and a rule set with their
games and wins; the panel beside it shows the selected row in full: win rate, average and
best score, the average of each score part, the results against each AI level, and the
scores over time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ai.levels import LEVELS
from game.i18n import N_, _, ngettext
from game.i18n.formats import number, percent
from game.ui import palette, theme
from game.ui.screens.menu_scene import MenuScene
from game.ui.stats_chart import WIN, draw_part_bars, draw_score_chart
from game.ui.widgets import Button, ListView, Panel, draw_text, fill_alpha, fit_text
from saves.stats import Row, count, part_title, rules_title

if TYPE_CHECKING:
    from game.ui.context import AppContext


#: the AI levels' seats as the statistics name them (`Level.ai_name`), whole for the catalogs
AI_NAMES = (N_("Easy AI"), N_("Normal AI"), N_("Hard AI"))


def person_words(name: str) -> str:
    """A row's person: an AI level's seat in the language; a person's own name as they wrote it."""
    return _(name) if name in AI_NAMES else name


def load_rows(ctx: AppContext) -> tuple[list[Row], str]:
    """The rows, and what to say beside them: a folder that could not be read, or the finished
    games that could not be counted (never left out in silence)."""
    try:
        rows, unreadable = count(ctx.store.records())
        missing = len(ctx.store.uncounted()) + unreadable
    except Exception as e:  # a broken folder must not stop the screen from opening
        return [], _("Cannot read the saves folder: {reason}").format(reason=e)
    return rows, uncounted_words(missing) if missing else ""


def uncounted_words(missing: int) -> str:
    """What the statistics say of the finished games they could not count (saves.stats.uncounted_text's
    words, which stay language-free)."""
    if missing == 1:
        return _("One finished game could not be counted: the log says why.")
    return ngettext("{count} finished game could not be counted: the log says why.",
                    "{count} finished games could not be counted: the log says why.",
                    missing).format(count=missing)


class StatsScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        self.selected = 0
        self.rows: list[Row] = []
        self.progress: tuple[int, int] | None = None
        # the index missing or damaged: the saves are read in the background; the screen says so
        # and counts when they are read (never half the games' numbers)
        self.reading = not ctx.store.ready()
        problem = ""
        if not self.reading:
            self.rows, problem = load_rows(ctx)
        super().__init__(ctx)
        if problem:
            self.say(problem, bad=True)
        self.group.focus(self.list)  # Up/Down move through the people

    def update(self, dt: float) -> None:
        if not self.reading:
            return
        progress = self.ctx.store.reading()
        if progress is None and self.ctx.store.ready():
            self.reading = False
            self.rows, problem = load_rows(self.ctx)
            self.rebuild()
            if problem:
                self.say(problem, bad=True)
            self.group.focus(self.list)
        elif progress != self.progress:
            self.progress = progress
            self.dirty = True

    def reading_text(self) -> str:
        from game.ui.screens.title import reading_words

        return reading_words(self.progress)

    def build(self) -> None:
        w, h = self.size
        margin = self.px(theme.PAD_L)
        top = self.px(96)
        bh = self.px(theme.BUTTON_H)
        # room for one line between the panel and Back: what could not be counted, say
        bottom = h - self.px(32) - bh - self.px(theme.PAD + 26)
        self.panel = self.group.add(Panel(pygame.Rect(margin, top, w - 2 * margin, bottom - top),
                                          scale=self.scale))
        inner = self.panel.rect.inflate(-self.px(64), -self.px(52))
        list_w = round(inner.w * 0.34)
        row_h = self.px(62)
        list_rect = pygame.Rect(inner.x, inner.y, list_w, inner.h - inner.h % row_h)
        self.detail = pygame.Rect(list_rect.right + self.px(theme.PAD_L), inner.y,
                                  inner.right - list_rect.right - self.px(theme.PAD_L), inner.h)
        self.list = self.group.add(ListView(list_rect, self.rows, row_h, self._draw_row,
                                            on_select=self._picked))
        if self.rows:
            self.list.select(min(self.selected, len(self.rows) - 1))
        bw = self.px(230)
        self.back_button = self.group.add(Button((w // 2 - bw // 2, h - self.px(32) - bh, bw, bh), _("Back"),
                                                 self.close, key=pygame.K_b))

    def _picked(self, row: Any) -> None:
        if row is not None:
            self.selected = self.rows.index(row)
        self.dirty = True

    @property
    def row(self) -> Row | None:
        return self.rows[self.selected] if self.rows else None

    # --- drawing --------------------------------------------------------------------
    def _draw_row(self, surface: pygame.Surface, r: pygame.Rect, row: Row, selected: bool,
                  hovered: bool) -> None:
        a = self.ctx.assets
        if selected:
            fill_alpha(surface, theme.ROW_SELECTED, r.inflate(-2, -2), self.px(6))
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(-2, -2), self.px(2), border_radius=self.px(6))
        elif hovered:
            fill_alpha(surface, theme.ROW_HOVER, r.inflate(-2, -2), self.px(6))
        pad = self.px(12)
        big = a.font(self.px(theme.FONT_BODY), bold=True)
        small = a.font(self.px(theme.FONT_SMALL))
        y1, y2 = r.y + self.px(8), r.y + self.px(34)
        # the plural follows the games won ("1 vitória em 3", "2 vitórias em 3")
        counts = ngettext("{wins} of {games} won", "{wins} of {games} won",
                          row.wins).format(wins=row.wins, games=row.games)
        cw = small.size(counts)[0]
        draw_text(surface, fit_text(person_words(row.person), big, r.w - 2 * pad - cw - pad), big,
                  theme.TEXT if not row.is_ai else theme.TEXT_DIM, (r.x + pad, y1))
        draw_text(surface, counts, small, theme.ACCENT_LIGHT, (r.right - pad, y1 + self.px(3)), "topright")
        draw_text(surface, fit_text(rules_title(row.rules), small, r.w - 2 * pad), small, theme.TEXT_DIM,
                  (r.x + pad, y2))

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_heading(surface, _("Statistics"), self.px(20))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        a = self.ctx.assets
        row = self.row
        if row is None:
            font = a.font(self.px(theme.FONT_BODY + 2))
            lines = [_("No finished games yet."), _("Every game played to its end counts here.")]
            if self.reading:
                lines = [self.reading_text(), _("The statistics are counted when every save is read.")]
            elif self.message_bad:  # games were finished, none could be counted: not "none yet"
                lines = [_("No finished game could be counted."), _("The log says why.")]
            y = self.panel.rect.centery - self.px(20)
            for i, text in enumerate(lines):  # beside the empty list, never across its frame
                draw_text(surface, text, font, theme.TEXT_DIM if i else theme.TEXT,
                          (self.detail.centerx, y + i * self.px(34)), "center")
        else:
            self._draw_detail(surface, row)
        msg = pygame.Rect(0, self.panel.rect.bottom, self.size[0],
                          self.back_button.rect.top - self.panel.rect.bottom)
        self.draw_message(surface, msg)

    def _draw_detail(self, surface: pygame.Surface, row: Row) -> None:
        a = self.ctx.assets
        d = self.detail
        pygame.draw.line(surface, theme.ACCENT_DARK, (d.x - self.px(theme.PAD_L) // 2, d.y),
                         (d.x - self.px(theme.PAD_L) // 2, d.bottom), 1)
        head = a.font(self.px(theme.FONT_HEADING * 0.8), bold=True)
        small = a.font(self.px(theme.FONT_SMALL))
        body = a.font(self.px(theme.FONT_BODY))
        r = draw_text(surface, fit_text(person_words(row.person), head, d.w // 2), head, theme.ACCENT_LIGHT,
                      d.topleft)
        draw_text(surface, _("at {game}").format(game=rules_title(row.rules)), body, theme.TEXT_DIM,
                  (r.right + self.px(10), r.bottom - self.px(4)), "bottomleft")
        # the headline numbers, as tiles
        tiles = [(_("Games"), number(row.games)), (_("Wins"), number(row.wins)),
                 (_("Win rate"), percent(row.win_rate)), (_("Average"), number(row.average, 1)),
                 (_("Best"), number(row.best) if row.best is not None else "–")]
        gap = self.px(10)
        tw = (d.w - gap * (len(tiles) - 1)) // len(tiles)
        th = self.px(64)
        ty = r.bottom + self.px(12)
        figure = a.font(self.px(theme.FONT_HEADING * 0.8), bold=True)
        for i, (label, value) in enumerate(tiles):
            tile = pygame.Rect(d.x + i * (tw + gap), ty, tw, th)
            fill_alpha(surface, palette.WELL_DEEP, tile, self.px(8))
            draw_text(surface, value, figure, theme.TEXT, (tile.centerx, tile.y + self.px(6)), "midtop")
            draw_text(surface, label, small, theme.TEXT_DIM, (tile.centerx, tile.bottom - self.px(6)),
                      "midbottom")
        y = ty + th + self.px(14)
        # score parts (left) and the record against each AI level (right)
        half = (d.w - self.px(theme.PAD)) // 2
        caps = a.font(self.px(theme.FONT_SMALL), bold=True)
        draw_text(surface, _("AVERAGE SCORE PARTS"), caps, theme.ACCENT, (d.x, y))
        draw_text(surface, _("AGAINST THE AI"), caps, theme.ACCENT, (d.x + half + self.px(theme.PAD), y))
        y += self.px(24)
        parts = [(_(part_title(p)), v) for p, v in row.part_averages()]
        block_h = min(self.px(24) * max(1, len(parts)), self.px(150))
        draw_part_bars(surface, pygame.Rect(d.x, y, half, block_h), parts, small, self.scale)
        ax = d.x + half + self.px(theme.PAD)
        against = [(lv.ai_name, row.against[lv.name]) for lv in LEVELS if lv.name in row.against]
        if not against:
            draw_text(surface, _("No game against an AI yet"), small, theme.TEXT_DIM, (ax, y + self.px(2)))
        for i, (ai_name, (games, won)) in enumerate(against):
            ly = y + i * self.px(26)
            draw_text(surface, person_words(ai_name), body, theme.TEXT, (ax, ly))
            record = ngettext("won {won} of {games} ({percent})", "won {won} of {games} ({percent})",
                              won).format(won=won, games=games, percent=percent(won / games))
            draw_text(surface, record, body, theme.ACCENT_LIGHT, (d.right, ly), "topright")
        y += max(block_h, self.px(26) * len(against)) + self.px(14)
        draw_text(surface, _("SCORES OVER TIME"), caps, theme.ACCENT, (d.x, y))
        legend = draw_text(surface, _("a win"), small, theme.TEXT_DIM, (d.right, y), "topright")
        pygame.draw.circle(surface, WIN, (legend.x - self.px(9), legend.centery), self.px(5))
        y += self.px(22)
        chart = pygame.Rect(d.x, y, d.w, d.bottom - y)
        if chart.h > self.px(60):
            draw_score_chart(surface, chart, row.history, small, self.scale)
