"""Queendomino's score breakdown on the results screen: a table and a bar chart.

Per kingdom, in ranking order: territories, the Queen, each building's points,
coins (1 point per 3) and the total; the chart stacks the same parts so where
the points came from reads at a glance. Pure drawing from the engine's
`Breakdown`s (`game.engine.scores`).
"""

from __future__ import annotations

import pygame

from game.engine.economy import COINS_PER_POINT
from game.engine.scoring import Breakdown
from game.ui import theme
from game.ui.assets import Assets
from game.ui.widgets import draw_panel, draw_text, fill_alpha, fit_text

RGB = tuple[int, int, int]
#: score parts in table order, their captions and chart colours
PARTS: tuple[tuple[str, str, RGB], ...] = (
    ("territories", "Territories", (92, 150, 72)),
    ("queen", "The Queen", (150, 60, 168)),
    ("buildings", "Buildings", (186, 74, 52)),
    ("coins", f"Coins (1 per {COINS_PER_POINT})", (222, 176, 52)),
    ("challenges", "Challenges", (64, 150, 170)),  # Royal Wedding XXL
    ("court", "The Court", (120, 96, 200)),
)
OTHER = ("Other bonuses", (96, 128, 176))


def part_rows(b: Breakdown) -> list[tuple[str, str, int]]:
    """(part, caption, points) for every row of one kingdom's column: territories, the Queen,
    then one row per building (name), coins, and any other bonus (Middle Kingdom, Harmony)."""
    rows = [("territories", "Territories", sum(t.points for t in b.territories))]
    rows += [("queen", "The Queen", x.points) for x in b.bonuses if x.group == "queen"]
    rows += [("buildings", x.name, x.points) for x in b.bonuses if x.group == "buildings"]
    rows += [("coins", "Coins", x.points) for x in b.bonuses if x.group == "coins"]
    rows += [("challenges", x.name, x.points) for x in b.bonuses if x.group == "challenges"]
    rows += [("court", x.name, x.points) for x in b.bonuses if x.group == "court"]
    rows += [("other", x.name, x.points) for x in b.bonuses
             if x.group not in ("queen", "buildings", "coins", "challenges", "court")]
    return rows


def chart_parts(b: Breakdown) -> list[tuple[str, RGB, int]]:
    parts = b.parts()
    out = [(caption, colour, parts.get(name, 0)) for name, caption, colour in PARTS]
    other = sum(v for k, v in parts.items() if k not in {p[0] for p in PARTS})
    if other:
        out.append((OTHER[0], OTHER[1], other))
    return out


def draw_breakdown(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, names: list[str],
                   colours: list[RGB], order: list[int], bd: list[Breakdown], scale: float) -> None:
    """The table (one column per kingdom, ranking order) over the stacked bar chart."""
    def px(v: float) -> int:
        return max(1, round(v * scale))

    draw_panel(surface, assets, rect, "panel_parchment" if assets.has("panel_parchment") else "panel")
    inner = rect.inflate(-2 * px(22), -2 * px(18))
    ink, dim = theme.TEXT_DARK, theme.TEXT_DARK_DIM
    head = assets.font(px(19), bold=True)
    label_w = px(150)
    col_w = (inner.w - label_w) // max(1, len(order))
    xxl = {"challenges", "court"}
    parts = [p for p in PARTS if p[0] not in xxl or any(p[0] in b.parts() for b in bd)]
    listed = sum(max((sum(1 for r in part_rows(bd[s]) if r[0] == name) for s in order), default=0)
                 for name in ("buildings", "challenges"))
    lines = len(parts) + listed + 1 + 2  # the parts, every building and challenge, other, total
    chart_h = max(px(90), min(px(150), inner.h // 3))
    # every building listed: the type gives way (not under 12 px), then the chart, before any "+N more"
    size = px(16)
    while size > 12 and assets.font(size).get_linesize() * lines > inner.h - px(90) - px(46):
        size -= 1
    lh = assets.font(size).get_linesize()
    chart_h = max(px(90), min(chart_h, inner.h - px(46) - lines * lh))
    font = assets.font(size)
    bold = assets.font(size, bold=True)
    table = pygame.Rect(inner.x, inner.y, inner.w, inner.h - chart_h - px(12))
    # header: the players
    for i, seat in enumerate(order):
        x = table.x + label_w + i * col_w
        chip = pygame.Rect(x + px(4), table.y + px(2), col_w - px(8), px(26))
        pygame.draw.rect(surface, colours[seat], chip, border_radius=px(6))
        name = fit_text(names[seat], head, chip.w - px(8))
        draw_text(surface, name, head, theme.readable_on(colours[seat]), chip.center, "center")
    y = table.y + px(34)
    # summary rows, then each kingdom's buildings (and XXL's challenges) listed in its own column;
    # XXL's parts only where a kingdom has them
    challenges = max((sum(1 for r in part_rows(bd[s]) if r[0] == "challenges") for s in order), default=0)
    for name, caption, colour in parts:
        pygame.draw.rect(surface, colour, (table.x, y + lh // 4, lh // 2, lh // 2))
        draw_text(surface, caption, bold, ink, (table.x + lh * 3 // 4, y))
        for i, seat in enumerate(order):
            v = bd[seat].parts().get(name, 0)
            draw_text(surface, str(v), bold if v else font, ink if v else dim,
                      (table.x + label_w + (i + 1) * col_w - px(12), y), "topright")
        y += lh
        if name in ("buildings", "challenges"):  # each one's points, under its kingdom
            most = max((sum(1 for r in part_rows(bd[s]) if r[0] == name) for s in order), default=0)
            later = challenges + 2 if name == "buildings" and challenges else 0  # keep the challenges' room
            room = max(0, (table.bottom - y - 3 * lh - later * lh) // lh)
            shown = min(most, room)
            for i, seat in enumerate(order):
                rows = [r for r in part_rows(bd[seat]) if r[0] == name]
                x = table.x + label_w + i * col_w
                for j, (_, title, pts) in enumerate(rows[:shown]):
                    text = title if j < shown - 1 or len(rows) <= shown else f"+{len(rows) - j} more"
                    yy = y + j * lh
                    room_w = col_w - px(24) - font.size(str(pts))[0] - px(10)  # a clear gap before the points
                    draw_text(surface, fit_text(text, font, room_w), font, dim, (x + px(12), yy))
                    if j < shown - 1 or len(rows) <= shown:
                        draw_text(surface, str(pts), font, dim, (x + col_w - px(12), yy), "topright")
            y += shown * lh
    other = [i for i, s in enumerate(order) if any(r[0] == "other" for r in part_rows(bd[s]))]
    if other:
        draw_text(surface, OTHER[0], bold, ink, (table.x + lh * 3 // 4, y))
        pygame.draw.rect(surface, OTHER[1], (table.x, y + lh // 4, lh // 2, lh // 2))
        for i, seat in enumerate(order):
            v = sum(r[2] for r in part_rows(bd[seat]) if r[0] == "other")
            right = table.x + label_w + (i + 1) * col_w - px(12)
            draw_text(surface, str(v), bold, ink, (right, y), "topright")
        y += lh
    pygame.draw.line(surface, theme.ACCENT_DARK, (table.x, y + px(2)), (table.right, y + px(2)), px(2))
    y += px(6)
    draw_text(surface, "Total", head, ink, (table.x, y))
    for i, seat in enumerate(order):
        draw_text(surface, str(bd[seat].total), head, ink, (table.x + label_w + (i + 1) * col_w - px(12), y),
                  "topright")
    _chart(surface, assets, pygame.Rect(inner.x, inner.bottom - chart_h, inner.w, chart_h), names, order, bd,
           scale)


def _chart(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, names: list[str], order: list[int],
           bd: list[Breakdown], scale: float) -> None:
    """One horizontal bar per kingdom, its parts stacked in the table's colours."""
    fill_alpha(surface, (0, 0, 0, 24), rect, max(2, round(6 * scale)))
    font = assets.font(max(12, round(15 * scale)))
    bold = assets.font(max(12, round(15 * scale)), bold=True)
    label_w = round(150 * scale)
    most = max((b.total for b in bd), default=1) or 1
    bar_h = max(8, (rect.h - 8) // max(1, len(order)) - 4)
    y = rect.y + 4
    width = rect.w - label_w - round(50 * scale)
    for seat in order:
        draw_text(surface, fit_text(names[seat], bold, label_w - 8), bold, theme.TEXT_DARK,
                  (rect.x + 6, y + bar_h // 2), "midleft")
        x = rect.x + label_w
        for _caption, colour, v in chart_parts(bd[seat]):
            if v <= 0:
                continue
            w = max(1, round(width * v / most))
            seg = pygame.Rect(x, y, w, bar_h)
            pygame.draw.rect(surface, colour, seg)
            if w > font.size(str(v))[0] + 6:
                draw_text(surface, str(v), font, theme.readable_on(colour), seg.center, "center")
            x += w
        pygame.draw.rect(surface, theme.PANEL_EDGE, (rect.x + label_w, y, x - rect.x - label_w, bar_h), 1)
        draw_text(surface, str(bd[seat].total), bold, theme.TEXT_DARK, (x + 6, y + bar_h // 2), "midleft")
        y += bar_h + 4
