"""The score breakdown by the rule set's declared parts on the results screen: a table and a
bar chart.

Per kingdom, in ranking order: each part the rule set declares (`RuleSet.score_parts`: the
territories, and Queendomino's Queen, buildings, coins...), the terms of a listed part one by
one, the small bonuses summed in one row, and the total; the chart stacks the same parts so
where the points came from reads at a glance. Pure drawing from the engine's `Breakdown`s
(`game.engine.scores`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

import pygame

from game.engine.rules import ScorePart
from game.engine.scoring import Bonus, Breakdown
from game.i18n import N_, _
from game.i18n.content import term_name
from game.ui import palette, theme
from game.ui.assets import Assets
from game.ui.results.lines import fitting_font
from game.ui.results.parts import caption, colour, declared, itemised, own_rows, see_all
from game.ui.widgets import draw_panel, draw_text, fill_alpha, fit_text

RGB = tuple[int, int, int]
OTHER = N_("Other bonuses")  # the row of the minor parts (and of any part the rule set does not declare)


def _rows(parts: Sequence[ScorePart]) -> list[ScorePart]:
    """The parts with a row of their own: all but the minor ones."""
    return [p for p in declared(parts) if not p.minor]


def _others(b: Breakdown, rows: Sequence[ScorePart]) -> list[Bonus]:
    """The terms of the "Other bonuses" row: those of no part with a row of its own."""
    names = {p.name for p in rows}
    return [x for x in b.bonuses if x.group not in names]


def part_rows(b: Breakdown, parts: Sequence[ScorePart]) -> list[tuple[str, str, int]]:
    """(part, caption, points) for every row of one kingdom's column, `parts` the rule set's
    declaration: territories, then each part's terms in its order (a building, a challenge by
    name), and any other bonus as "other" (Middle Kingdom, Harmony)."""
    rows = _rows(parts)
    out = [(rows[0].name, rows[0].title, sum(t.points for t in b.territories))]
    out += [(p.name, term_name(p.name, x.name), x.points)
            for p in rows[1:] for x in b.bonuses if x.group == p.name]
    out += [("other", x.name, x.points) for x in _others(b, rows)]
    return out


def chart_parts(b: Breakdown, parts: Sequence[ScorePart]) -> list[tuple[str, RGB, int]]:
    """(caption, colour, points) of each part's segment of a kingdom's bar, in order."""
    points = b.parts()
    rows = _rows(parts)
    out = [(caption(p), colour(p), points.get(p.name, 0)) for p in rows]
    other = sum(x.points for x in _others(b, rows))
    if other:
        out.append((_(OTHER), palette.PART_OTHER, other))
    return out


def column_rects(rect: pygame.Rect, n: int, px: Callable[[float], int]) -> list[pygame.Rect]:
    """Each kingdom's column of the table, in ranking order (a click there opens its page)."""
    inner = rect.inflate(-2 * px(22), -2 * px(18))
    label_w = px(150)
    col_w = (inner.w - label_w) // max(1, n)
    return [pygame.Rect(inner.x + label_w + i * col_w, inner.y, col_w, inner.h) for i in range(n)]


@dataclass(frozen=True)
class Plan:
    """How the table fits: its type size, how many side-by-side lists a column holds, the
    parts whose lists fold into a "See the 15 buildings ›" line, and the chart's height."""

    size: int
    sub: dict[str, int]  # part -> its lists' columns in each kingdom's column
    folded: frozenset[str]
    chart_h: int


def _items(b: Breakdown, parts: Sequence[ScorePart], part: str) -> list[tuple[str, int]]:
    """(name, points) of each term of `part` in a kingdom's column."""
    return [(t, v) for g, t, v in part_rows(b, parts) if g == part]


def plan_table(assets: Assets, inner: pygame.Rect, col_w: int, parts: Sequence[ScorePart],
               bd: list[Breakdown], order: list[int], px: Callable[[float], int]) -> Plan:
    """Every term listed in full where it fits: the type gives way (not under 13 px at 1280×720)
    and the lists take side-by-side columns; only then does a part's list fold (the one hiding
    the fewest lines first) into a line that opens each kingdom's page. `parts`: the rows shown."""
    listed = [p.name for p in parts if itemised(p) and any(_items(bd[s], parts, p.name) for s in order)]
    options = sorted((frozenset(c) for n in range(len(listed) + 1) for c in combinations(listed, n)),
                     key=lambda f: (sum(len(_items(bd[s], parts, p)) for s in order for p in f), len(f)))
    smallest = max(12, px(13))
    least = len(order) * (px(20) + 4) + 8  # the chart: bars tall enough for their figures
    other = any(_others(bd[s], parts) for s in order)  # its line
    for folded in options:
        for size in range(px(16), smallest - 1, -1):
            font = assets.font(size)
            lh = font.get_linesize()
            most: dict[str, int] = {}
            widest: dict[str, int] = {}  # the lists' columns that fit in a kingdom's column
            for p in listed:
                items = [(t, v) for s in order for t, v in _items(bd[s], parts, p)]
                need = max(font.size(t)[0] + px(10) + font.size(str(v))[0] for t, v in items) + px(12)
                widest[p] = (col_w - px(12)) // need
                most[p] = max(len(_items(bd[s], parts, p)) for s in order)
            shown = [p for p in listed if p not in folded]
            if any(widest[p] == 0 for p in shown):
                continue
            sub = dict.fromkeys(listed, 1)
            while True:  # the longest list takes one more column until the table fits, or none can
                listed_lines = sum(1 if p in folded else -(-most[p] // sub[p]) for p in listed)
                lines = len(parts) + int(other) + listed_lines
                room = inner.h - px(34) - lines * lh - assets.font(px(19), bold=True).get_linesize() - px(20)
                if room >= least:
                    return Plan(size, sub, folded, min(max(least, px(150)), room))
                grow = [p for p in shown if sub[p] < widest[p]]
                if not grow:
                    break
                p = max(grow, key=lambda q: -(-most[q] // sub[q]))
                sub[p] += 1
    return Plan(smallest, {}, frozenset(listed), least)


def draw_breakdown(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, names: list[str],
                   colours: list[RGB], order: list[int], bd: list[Breakdown], parts: Sequence[ScorePart],
                   scale: float) -> None:
    """The table (one column per kingdom, ranking order) over the stacked bar chart; `parts`
    the rule set's declaration."""
    def px(v: float) -> int:
        return max(1, round(v * scale))

    draw_panel(surface, assets, rect, "panel_parchment" if assets.has("panel_parchment") else "panel", scale)
    inner = rect.inflate(-2 * px(22), -2 * px(18))
    ink, dim = theme.TEXT_DARK, theme.TEXT_DARK_DIM
    cols = column_rects(rect, len(order), px)
    col_w = cols[0].w
    rows = own_rows(parts, bd)
    plan = plan_table(assets, inner, col_w, rows, bd, order, px)
    font, bold = assets.font(plan.size), assets.font(plan.size, bold=True)
    lh = font.get_linesize()
    table = pygame.Rect(inner.x, inner.y, inner.w, inner.h - plan.chart_h - px(12))
    # header: the players
    for i, seat in enumerate(order):
        chip = pygame.Rect(cols[i].x + px(4), table.y + px(2), col_w - px(8), px(26))
        pygame.draw.rect(surface, colours[seat], chip, border_radius=px(6))
        head = fitting_font(assets, names[seat], chip.w - px(8), px(19), max(12, px(13)))
        ink_on = theme.readable_on(colours[seat])
        draw_text(surface, fit_text(names[seat], head, chip.w - px(8)), head, ink_on, chip.center, "center")
    y = table.y + px(34)
    # a row per part, each listed part's terms (buildings, challenges...) under it in each
    # kingdom's own column, side by side where the column is wide
    for part in rows:
        name = part.name
        pygame.draw.rect(surface, colour(part), (table.x, y + lh // 4, lh // 2, lh // 2))
        draw_text(surface, caption(part), bold, ink, (table.x + lh * 3 // 4, y))
        for i, seat in enumerate(order):
            v = bd[seat].parts().get(name, 0)
            draw_text(surface, str(v), bold if v else font, ink if v else dim, (cols[i].right - px(12), y),
                      "topright")
        y += lh
        if not itemised(part):
            continue
        most = max(len(_items(bd[s], rows, name)) for s in order)
        if not most:
            continue
        if name in plan.folded:
            for i, seat in enumerate(order):
                n = len(_items(bd[seat], rows, name))
                if n:
                    t = draw_text(surface, see_all(part.nouns, n), bold, theme.ACCENT_DARK,
                                  (cols[i].x + px(12), y))
                    under = t.bottom - 2
                    pygame.draw.line(surface, theme.ACCENT_DARK, (t.x, under), (t.right, under), 1)
            y += lh
            continue
        tall = -(-most // plan.sub[name])
        sub_w = (col_w - px(12)) // plan.sub[name]
        for i, seat in enumerate(order):
            for j, (title, pts) in enumerate(_items(bd[seat], rows, name)):
                c, r = divmod(j, tall)
                x = cols[i].x + px(12) + c * sub_w
                draw_text(surface, title, font, dim, (x, y + r * lh))
                draw_text(surface, str(pts), font, dim, (x + sub_w - px(12), y + r * lh), "topright")
        y += tall * lh
    if any(_others(bd[s], rows) for s in order):
        draw_text(surface, _(OTHER), bold, ink, (table.x + lh * 3 // 4, y))
        pygame.draw.rect(surface, palette.PART_OTHER, (table.x, y + lh // 4, lh // 2, lh // 2))
        for i, seat in enumerate(order):
            v = sum(x.points for x in _others(bd[seat], rows))
            draw_text(surface, str(v), bold, ink, (cols[i].right - px(12), y), "topright")
        y += lh
    pygame.draw.line(surface, theme.ACCENT_DARK, (table.x, y + px(2)), (table.right, y + px(2)), px(2))
    y += px(6)
    total_font = assets.font(px(19), bold=True)
    draw_text(surface, _("Total"), total_font, ink, (table.x, y))
    for i, seat in enumerate(order):
        draw_text(surface, str(bd[seat].total), total_font, ink, (cols[i].right - px(12), y), "topright")
    _chart(surface, assets, pygame.Rect(inner.x, inner.bottom - plan.chart_h, inner.w, plan.chart_h), names,
           order, bd, rows, scale)


def _chart(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, names: list[str], order: list[int],
           bd: list[Breakdown], parts: Sequence[ScorePart], scale: float) -> None:
    """One horizontal bar per kingdom, its parts stacked in the table's colours."""
    fill_alpha(surface, palette.WELL_FAINT, rect, max(2, round(6 * scale)))
    font = assets.font(max(12, round(15 * scale)))
    bold = assets.font(max(12, round(15 * scale)), bold=True)
    label_w = round(150 * scale)
    most = max((b.total for b in bd), default=1) or 1
    bar_h = max(8, (rect.h - 8) // max(1, len(order)) - 4)
    y = rect.y + 4
    width = rect.w - label_w - round(50 * scale)
    for seat in order:
        name_font = fitting_font(assets, names[seat], label_w - 8, max(12, round(15 * scale)), 12)
        draw_text(surface, fit_text(names[seat], name_font, label_w - 8), name_font, theme.TEXT_DARK,
                  (rect.x + 6, y + bar_h // 2), "midleft")
        x = rect.x + label_w
        for _caption, fill, v in chart_parts(bd[seat], parts):
            if v <= 0:
                continue
            w = max(1, round(width * v / most))
            seg = pygame.Rect(x, y, w, bar_h)
            pygame.draw.rect(surface, fill, seg)
            if w > font.size(str(v))[0] + 6 and bar_h >= font.get_height() - 2:  # the figure fits in
                draw_text(surface, str(v), font, theme.readable_on(fill), seg.center, "center")
            x += w
        pygame.draw.rect(surface, theme.PANEL_EDGE, (rect.x + label_w, y, x - rect.x - label_w, bar_h), 1)
        draw_text(surface, str(bd[seat].total), bold, theme.TEXT_DARK, (x + 6, y + bar_h // 2), "midleft")
        y += bar_h + 4
