"""The "last moves" panel: what the others did since your last turn (claims, builds, knights,
Court buys, where your giant went, a lone domino claimed for someone, the Queen leaving you),
read from the move log (`table_log`). "You" is the human to act, or the human who acted last
while the AIs play. Lines that do not fit end in an ellipsis and are said whole on hover; a
Queen who left you is also said on your purse, where she stood.

The panel goes in the map's `log` region. Pure layout functions say where each line goes, so
drawing and hovering agree and tests can read them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ngettext
from game.i18n.formats import number
from game.session import Session, people_of
from game.ui import palette, theme
from game.ui.symbols import draw_symbol
from game.ui.table.damage import Rects, note_rect
from game.ui.table.hud import draw_note
from game.ui.table.table_log import Entry
from game.ui.widgets import draw_text, fit_text, wrap_text
from game.ui.widgets.draw import fill_panel

if TYPE_CHECKING:
    from game.ui.assets import Assets
    from game.ui.table.table_view import TableView

TITLE = N_("Last moves")
NOTICE = palette.NOTICE  # the Queen's notice: news against you, in red
EARLIER_SHOWN = 12  # the earlier moves said on the title's hover
MAX_ROWS = 2  # rows one move may take before it is cut (and told whole on hover)


def viewer(session: Session, log: list[Entry]) -> int | None:
    """The person the panel speaks to: the human to act, else the human who played last,
    else the first human; None when only AIs play (the panel then shows the latest moves)."""
    people = session.people()
    now = session.person_to_act()
    if now is not None and people[now].is_human:
        return now
    for entry in reversed(log):
        if entry.person is not None and people[entry.person].is_human:
            return entry.person
    humans = session.humans()
    return humans[0] if humans else None


def since_last_turn(log: list[Entry], person: int | None) -> list[Entry]:
    """The moves since `person`'s previous turn: the others' moves after it, and the moves of
    the turn `person` is playing now (or has just played), so what they did stays in view."""
    if person is None:
        return list(log)
    end = len(log)
    while end > 0 and log[end - 1].person == person:  # this turn's own moves
        end -= 1
    start = end
    while start > 0 and log[start - 1].person != person:
        start -= 1
    return log[start:]


def queen_left(session: Session, moves: list[Entry], person: int | None) -> int | None:
    """The kingdom the Queen left `person`'s kingdom for among `moves` (the last such move, if
    she has not come back since), else None."""
    if person is None:
        return None
    mine = people_of(session.seats)[person][0]
    gone: int | None = None
    for entry in moves:  # follow her: from `queen_from` to the kingdom that moved
        if entry.queen_from is None:
            continue
        if entry.queen_from == mine:
            gone = entry.seat
        elif gone is not None:
            gone = None if entry.seat == mine else entry.seat
    return gone


@dataclass(frozen=True)
class Row:
    """One drawn row of the panel: part of a move's line, and the move's whole text."""

    rect: pygame.Rect
    text: str
    colour: tuple[int, int, int]
    whole: str
    cut: bool  # the move did not fit: its whole text is said on hover
    first: bool  # the move's first row (it carries the player's colour dot)
    own: bool  # the viewer's own move (drawn dimmer)
    seat: int | None = None  # the kingdom that moved: its symbol is drawn with the dot's colour


@dataclass(frozen=True)
class Panel:
    title: pygame.Rect
    rows: list[Row]
    earlier: int  # moves since your turn that did not fit (the oldest)


def _fonts(assets: Assets, scale: float) -> tuple[pygame.font.Font, pygame.font.Font]:
    return assets.font(max(12, round(13 * scale)), bold=True), assets.font(max(12, round(14 * scale)))


def layout_panel(rect: pygame.Rect, moves: list[Entry], person: int | None,
                 head: pygame.font.Font, font: pygame.font.Font, scale: float) -> Panel:
    """Where the title and each move's rows go in `rect`: the newest moves that fit, in reading
    order, each wrapped on up to MAX_ROWS rows (columns when the panel is wide)."""
    pad = max(3, round(6 * scale))
    inner = rect.inflate(-2 * pad, -2 * pad)
    title = pygame.Rect(inner.x, inner.y, inner.w, head.get_linesize())
    lh = font.get_linesize()
    body = pygame.Rect(inner.x, title.bottom, inner.w, inner.bottom - title.bottom)
    per_col = max(0, body.h // lh)
    cols = max(1, min(3, body.w // max(1, round(250 * scale))))
    col_w = (body.w - pad * (cols - 1)) // cols
    dot = lh // 2 + 2
    skipped = max(0, len(moves) - per_col * cols)  # a move takes a row at least: older ones cannot fit
    moves = moves[skipped:]
    wrapped = [_wrap(e.text, font, col_w - dot) for e in moves]
    for first in range(len(moves) + 1):  # drop the oldest until the rest fit
        placed = _place(wrapped[first:], per_col, cols)
        if placed is not None:
            break
    rows: list[Row] = []
    for (lines, cut), entry, (col, row0) in zip(wrapped[first:], moves[first:], placed or [], strict=False):
        x = body.x + col * (col_w + pad)
        for i, line in enumerate(lines):
            r = pygame.Rect(x, body.y + (row0 + i) * lh, col_w, lh)
            rows.append(Row(r, line, entry.colour, entry.text, cut, i == 0,
                            person is not None and entry.person == person, entry.seat))
    return Panel(title, rows, skipped + first)


def _wrap(text: str, font: pygame.font.Font, width: int) -> tuple[list[str], bool]:
    lines = wrap_text(text, font, width)
    cut = len(lines) > MAX_ROWS or any(font.size(line)[0] > width for line in lines)
    lines = lines[:MAX_ROWS]
    if cut:
        lines[-1] = fit_text(lines[-1] + " …", font, width) if font.size(lines[-1] + " …")[0] > width \
            else lines[-1] + " …"
    return lines, cut


def _place(wrapped: list[tuple[list[str], bool]], per_col: int, cols: int) -> list[tuple[int, int]] | None:
    """(column, first row) of each move in reading order, a move never split across columns;
    None when they do not all fit."""
    out = []
    col = row = 0
    for lines, _cut in wrapped:
        if row + len(lines) > per_col:
            col, row = col + 1, 0
            if col >= cols or len(lines) > per_col:
                return None
        out.append((col, row))
        row += len(lines)
    return out


def panel_of(sc: TableView, rect: pygame.Rect) -> Panel:
    person = viewer(sc.session, sc.log)
    head, font = _fonts(sc.assets, sc.scale)
    return layout_panel(rect, since_last_turn(sc.log, person), person, head, font, sc.scale)


def draw_last_moves(sc: TableView, surf: pygame.Surface, rect: pygame.Rect) -> None:
    s = sc.scale
    fill_panel(surf, rect, max(4, round(10 * s)))
    panel = panel_of(sc, rect)
    head, font = _fonts(sc.assets, s)
    r = draw_text(surf, _(TITLE), head, theme.ACCENT_LIGHT, panel.title.topleft)
    if panel.earlier:
        more = ngettext("{n} earlier", "{n} earlier", panel.earlier).format(n=number(panel.earlier))
        room = panel.title.right - r.right - 8
        if font.size(more)[0] > room:  # a narrow panel in a longer language: the count alone
            more = _("+{n}").format(n=number(panel.earlier))
        draw_text(surf, fit_text(more, font, room), font, theme.TEXT_DIM,
                  (panel.title.right, panel.title.centery), "midright")
    if not panel.rows:
        draw_text(surf, _("Nothing yet"), font, theme.TEXT_DIM, (panel.title.x, panel.title.bottom))
    lh = font.get_linesize()
    for row in panel.rows:
        if row.first:
            shape = sc.assets.symbol(sc.session.seats[row.seat].colour) if row.seat is not None else ""
            draw_symbol(surf, shape, (row.rect.x + lh // 4, row.rect.centery), max(3, lh * 0.36), row.colour)
        ink = theme.TEXT_DIM if row.own else theme.TEXT
        draw_text(surf, row.text, font, ink, (row.rect.x + lh // 2 + 2, row.rect.y))


def hover_text(sc: TableView, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
    """The whole line of a cut move under the pointer, or on the title the moves that did not
    fit ("N earlier", the latest dozen of them); and the row or title hovered."""
    rect = sc.geom.log
    if rect is None or not rect.collidepoint(pos):
        return None
    person = viewer(sc.session, sc.log)
    moves = since_last_turn(sc.log, person)
    head, font = _fonts(sc.assets, sc.scale)
    panel = layout_panel(rect, moves, person, head, font, sc.scale)
    if panel.earlier and panel.title.collidepoint(pos):
        return "\n".join(e.text for e in moves[: panel.earlier][-EARLIER_SHOWN:]), panel.title
    for row in panel.rows:
        if row.cut and row.rect.collidepoint(pos):
            return row.whole, row.rect
    return None


def queen_notice(sc: TableView) -> tuple[str, int] | None:
    """"The Queen left for …" and the viewer's kingdom, while it is news (since their last
    turn); None when she did not leave them (or the rule set has no Queen: no move of its
    log says she left a kingdom)."""
    person = viewer(sc.session, sc.log)
    gone = queen_left(sc.session, since_last_turn(sc.log, person), person)
    if gone is None or person is None:
        return None
    return sc.session.seats[gone].kingdom_name, people_of(sc.session.seats)[person][0]


def _notice(sc: TableView, seat: int) -> tuple[str, pygame.font.Font, int] | None:
    """The notice on `seat`'s name plate: its words (shorter ones where the plate is short),
    font and width; None on a plate too small to hold it (a compact kingdom's)."""
    found = queen_notice(sc)
    if found is None or found[1] != seat:
        return None
    plate = sc.geom.labels[seat]
    if plate.h < sc.geom.px(20):
        return None
    font = sc.assets.font(max(12, round(min(plate.h * 0.5, 15 * sc.scale))), bold=True)
    pad = max(4, round(8 * sc.scale))
    # what the plate's name leaves (hud.draw_plate's measures: chip, name, gaps), less the
    # rule set's own control on the plate (XXL's "All kingdoms")
    name_font = sc.assets.font(max(9, round(plate.h * 0.6)), bold=True)
    name_w = min(plate.w // 2, name_font.size(sc.session.seats[seat].kingdom_name)[0])
    used = 3 * pad + max(6, plate.h // 2) + name_w
    room = plate.w - sc.pieces.plate_reserve(seat) - used - pad
    name = found[0]
    wordings = (_("The Queen left for {name}"), _("Queen left for {name}"), _("Queen left"))  # fullest first
    for text in (w.format(name=name) for w in wordings):
        if font.size(text)[0] + 2 * pad <= room:
            break
    w = max(0, min(room, font.size(text)[0] + 2 * pad))
    return fit_text(text, font, w - 2 * pad), font, w


def notice_reserve(sc: TableView, seat: int) -> int:
    """Pixels at the right of `seat`'s name plate the Queen's notice takes (0: none)."""
    found = _notice(sc, seat)
    return 0 if found is None else found[2] + max(2, round(4 * sc.scale))


def draw_queen_notice(sc: TableView, surf: pygame.Surface) -> None:
    """The Queen leaving the viewer, on their name plate (their side of the table)."""
    found = queen_notice(sc)
    if found is None:
        return
    seat = found[1]
    notice = _notice(sc, seat)
    if notice is None:
        return
    text, font, w = notice
    plate = sc.geom.labels[seat]
    edge = max(2, round(3 * sc.scale))
    box = pygame.Rect(0, 0, w, plate.h - 2 * edge)
    box.midright = (plate.right - sc.pieces.plate_reserve(seat) - edge, plate.centery)
    pygame.draw.rect(surf, NOTICE, box, border_radius=box.h // 2)
    pygame.draw.rect(surf, theme.ACCENT, box, max(1, round(sc.scale)), border_radius=box.h // 2)
    draw_text(surf, text, font, theme.TEXT, box.center, "center")


def draw_hover(sc: TableView, surf: pygame.Surface) -> Rects:
    """The whole line of the cut move under the pointer; where it was drawn."""
    found = hover_text(sc, sc.pointer)
    if found is None:
        return []
    text, row = found
    ring = pygame.draw.rect(surf, theme.ACCENT_LIGHT, row, max(1, round(sc.scale)), border_radius=3)
    at = (row.x, row.y - sc.geom.px(4))
    box = draw_note(surf, sc.assets, text, at, theme.PANEL_LIGHT, sc.scale, where="bottomleft", max_w=360,
                    bold=False)
    return [ring, note_rect(box)]
