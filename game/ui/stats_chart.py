"""The statistics screen's drawings: a person's scores over time, and the score parts as bars.

Pure drawing from plain numbers (a list of (when, score, won) and part averages); nothing here
reads saves or keeps state.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import pygame

from game.i18n import PSEUDO, SOURCE, _, language
from game.i18n.formats import day, number
from game.ui import palette, theme
from game.ui.widgets import draw_text, fill_alpha

WIN = palette.CHART_WIN
LINE = palette.CHART_LINE
AVERAGE = palette.CHART_AVERAGE
GRID = palette.CHART_GRID


def _date(iso: str) -> str:
    try:
        t = datetime.fromisoformat(iso)
    except ValueError:
        return ""
    if language() in (SOURCE, PSEUDO):  # English keeps its "05 Dec 2026"
        return f"{t:%d %b %Y}"
    return day(t, "medium")


def _nice_top(value: int) -> int:
    """The axis's top: four steps of a round size, so every grid line lands on a round number."""
    for step in (1, 2, 5, 10, 15, 20, 25, 50, 75, 100, 125, 150, 200, 250, 500):
        if value <= step * 4:
            return step * 4
    return -(-value // 1000) * 1000


def draw_score_chart(surface: pygame.Surface, rect: pygame.Rect, points: Sequence[tuple[str, int, bool]],
                     font: pygame.font.Font, scale: float = 1.0) -> None:
    """Scores over time in `rect`: a line through every game's score (oldest left), wins marked
    in gold, the average as a dashed line, the axis in round numbers, first and last dates below."""
    fill_alpha(surface, palette.WELL, rect, theme.px(8, scale))
    if not points:
        draw_text(surface, _("No games yet"), font, theme.TEXT_DIM, rect.center, "center")
        return
    pad = theme.px(10, scale)
    label_w = font.size("000")[0] + pad
    plot = pygame.Rect(rect.x + label_w + pad, rect.y + pad, rect.w - label_w - 2 * pad,
                       rect.h - 2 * pad - font.get_linesize())
    scores = [s for _when, s, _won in points]
    top = _nice_top(max(1, max(scores)))
    low = min(0, min(scores))  # a score can be negative (challenges, the Court)

    def y_of(v: float) -> int:
        return plot.bottom - round((v - low) / (top - low) * plot.h)

    for i in range(5):
        v = low + (top - low) * i / 4
        y = y_of(v)
        pygame.draw.line(surface, GRID if i else theme.TEXT_DIM, (plot.x, y), (plot.right, y), 1)
        draw_text(surface, number(v), font, theme.TEXT_DIM, (plot.x - pad // 2, y), "midright")
    n = len(points)

    inset = theme.px(8, scale)  # the first and last dots whole, clear of the axis labels

    def x_of(i: int) -> int:
        return plot.centerx if n == 1 else plot.x + inset + round(i * (plot.w - 2 * inset) / (n - 1))

    xy = [(x_of(i), y_of(s)) for i, s in enumerate(scores)]
    average = sum(scores) / n
    ya = y_of(average)
    dash, thick = theme.px(8, scale), max(1, theme.px(2, scale))
    for x in range(plot.x, plot.right, 2 * dash):
        pygame.draw.line(surface, AVERAGE, (x, ya), (min(x + dash, plot.right), ya), thick)
    if n > 1:
        pygame.draw.aalines(surface, LINE, False, xy)
        if n <= 200:  # a thicker line reads better while the games are few enough to tell apart
            pygame.draw.lines(surface, LINE, False, xy, max(1, theme.px(2, scale)))
    radius = max(2, theme.px(5 if n <= 40 else 3, scale))
    if n <= 300:
        for (x, y), (_when, _score, won) in zip(xy, points, strict=True):
            pygame.draw.circle(surface, WIN if won else LINE, (x, y), radius)
            if won:
                pygame.draw.circle(surface, theme.PANEL_EDGE, (x, y), radius, 1)
    base = plot.bottom + pad // 2
    draw_text(surface, _date(points[0][0]), font, theme.TEXT_DIM, (plot.x, base), "topleft")
    if n > 1:
        draw_text(surface, _date(points[-1][0]), font, theme.TEXT_DIM, (plot.right, base), "topright")
    draw_text(surface, _("average {score}").format(score=number(average, 1)), font, AVERAGE,
              (plot.centerx, base), "midtop")


def draw_part_bars(surface: pygame.Surface, rect: pygame.Rect, parts: Sequence[tuple[str, float]],
                   font: pygame.font.Font, scale: float = 1.0) -> None:
    """One bar per score part (its average per game), the longest filling the width."""
    if not parts:
        return
    row = rect.h // max(1, len(parts))
    name_w = max(font.size(name)[0] for name, _ in parts) + theme.px(12, scale)
    value_w = font.size("-000.0")[0] + theme.px(8, scale)
    most = max(abs(v) for _, v in parts) or 1.0
    bar_w = rect.w - name_w - value_w
    for i, (name, value) in enumerate(parts):
        y = rect.y + i * row
        cy = y + row // 2
        draw_text(surface, name, font, theme.TEXT, (rect.x, cy), "midleft")
        h = max(4, min(row - theme.px(6, scale), theme.px(16, scale)))
        back = pygame.Rect(rect.x + name_w, cy - h // 2, bar_w, h)
        fill_alpha(surface, palette.BAR_BACK, back, h // 2)
        w = round(bar_w * abs(value) / most)
        if w:
            colour = theme.ACCENT if value >= 0 else theme.DANGER
            pygame.draw.rect(surface, colour, (back.x, back.y, w, h), border_radius=h // 2)
        draw_text(surface, number(value, 1), font, theme.TEXT, (rect.right, cy), "midright")
