"""The table's move log: one line per action, named after the person who played it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import (
    Action,
    Claim,
    Discard,
    NextGame,
    Place,
    State,
    score_of,
)
from game.engine.content import TOWERS
from game.engine.content import domino as domino_data
from game.i18n import _, ngettext
from game.i18n.content import tower_name
from game.i18n.formats import number
from game.session import person_of_king
from game.ui import theme
from game.ui.table.autoclaim import forced_claim
from game.ui.table.entries import Entry as Entry  # where the log lines were always read from
from game.ui.table.score_parts import signed

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

KEEP = 200  # lines kept


def log_entry(sc: TableView, before: State, action: Action, after: State, seat: int | None) -> Entry | None:
    """The log line for `action` (None for a step that is not worth a line, such as a skip)."""
    if seat is None or isinstance(action, NextGame):
        return Entry(_("Game {number} begins").format(number=number(after.match.number)), theme.TEXT_DIM)
    s = sc.session
    person = s.person_in(before)
    name = person.name if person is not None else s.seats[seat].name
    queen_from = None
    if isinstance(action, Place):
        gain = score_of(after, seat).total - score_of(before, seat).total
        dom = domino_name(before, action.domino)
        text = (_("{name} placed {domino}: {points}").format(name=name, domino=dom, points=points_text(gain))
                if gain else _("{name} placed {domino}").format(name=name, domino=dom))
    elif isinstance(action, Discard):
        text = _("{name} discarded {domino}").format(name=name, domino=domino_name(before, action.domino))
    elif isinstance(action, Claim):
        dom = domino_name(before, action.domino)
        text = (_("{name} claimed {domino} (the only one left)") if forced_claim(before) is not None
                else _("{name} claimed {domino}")).format(name=name, domino=dom)
    else:
        names = [seat_info.kingdom_name for seat_info in s.seats]
        line = sc.pieces.log_line(name, before, action, after, names)  # the rule set's own move
        if line is None:
            return None
        text, queen_from = line
    king = before.acting_king
    who = None if king is None else person_of_king(s.seats, before.kings, king)
    return Entry(text, sc.seat_colour(seat), who, queen_from, seat)


def domino_name(st: State, did: int) -> str:
    """"#27"; on a table with two towers, each with its own #27, "Fantastic Era #27"."""
    d = domino_data(did)
    if len(st.drafts) > 1:
        tower = next((t for t in st.drafts if d.set in TOWERS.get(t, ())), None)
        if tower is not None:
            return _("{tower} #{label}").format(tower=tower_name(tower), label=d.label)
    return f"#{d.label}"


def points_text(n: int) -> str:
    """"+11 points", "+1 point", "−2 points": a score change with its unit."""
    return ngettext("{n} point", "{n} points", abs(n)).format(n=signed(n))


def log_entries(sc: TableView, before: State, action: Action, after: State, seat: int | None) -> list[Entry]:
    """The move's line (if it has one), then a line for each effect it had on the kingdoms
    that the move's own line does not tell (an event's: the rule set's pieces say them, `effect_lines`)."""
    entry = log_entry(sc, before, action, after, seat)
    out = [entry] if entry is not None else []
    if seat is None or isinstance(action, NextGame):
        return out
    names = [seat_info.kingdom_name for seat_info in sc.session.seats]
    for n, text in sc.pieces.effect_lines(before, action, after, names):
        out.append(Entry(text, theme.TEXT_DIM if n is None else sc.seat_colour(n), None, None, n))
    return out


def log_action(sc: TableView, before: State, action: Action, after: State, seat: int | None) -> None:
    sc.log.extend(log_entries(sc, before, action, after, seat))
    del sc.log[:-KEEP]


def rebuild_log(sc: TableView) -> list[Entry]:
    """The log from the session's history (replayed once, on entry and after undo)."""
    log: list[Entry] = []
    # the lines of the last moves only, written from the end back: the older ones are not kept
    # (a move's lines read only the states either side of it)
    for before, action, after in reversed(sc.session.recent_moves()):  # a move may write no line
        if len(log) >= KEEP:
            break
        log[:0] = log_entries(sc, before, action, after, before.actor)
    return log[-KEEP:]
