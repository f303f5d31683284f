"""The table's move log: one line per action, named after the person who played it."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.engine import Action, Claim, Discard, NextGame, Place, State, apply, new_game, parse_action, scores
from game.engine.content import domino as domino_data
from game.engine.rules.economy_steps import Build, queen_host
from game.session import person_of_king
from game.ui import theme

from .autoclaim import ONLY_ONE, forced_claim
from .qstages import log_text
from .score_parts import signed
from .xlog import xxl_log_text

if TYPE_CHECKING:
    from .scene import TableScene

KEEP = 200  # lines kept


class Entry(NamedTuple):
    """A log line, with who played it (a person's index in the session; None for the table's
    own lines) so the last-moves panel can tell what happened since someone's turn."""

    text: str
    colour: tuple[int, int, int]
    person: int | None = None
    queen_from: int | None = None  # the kingdom the Queen left with this move
    seat: int | None = None  # the kingdom that moved


def log_entry(sc: TableScene, before: State, action: Action, after: State, seat: int | None) -> Entry | None:
    """The log line for `action` (None for a step that is not worth a line, such as a skip)."""
    if seat is None or isinstance(action, NextGame):
        return Entry(f"Game {after.match.number} begins", theme.TEXT_DIM)
    s = sc.session
    person = s.person_in(before)
    name = person.name if person is not None else s.seats[seat].name
    queen_from = None
    if isinstance(action, Place):
        gain = scores(after)[seat].total - scores(before)[seat].total
        text = f"{name} placed #{domino_data(action.domino).label}" + (f"  {signed(gain)}" if gain else "")
    elif isinstance(action, Discard):
        text = f"{name} discarded #{domino_data(action.domino).label}"
    elif isinstance(action, Claim):
        text = f"{name} claimed #{domino_data(action.domino).label}"
        text += ONLY_ONE if forced_claim(before) is not None else ""
    else:
        names = [seat_info.kingdom_name for seat_info in s.seats]
        q_text = log_text(name, before, action, after) or xxl_log_text(name, before, action, names)
        if q_text is None:
            return None
        text = q_text
        if isinstance(action, Build):
            host = queen_host(before)
            if host is not None and host != seat and queen_host(after) == seat:
                queen_from = host
                text += f" from {names[host]}"
    king = before.acting_king
    who = None if king is None else person_of_king(s.seats, before.kings, king)
    return Entry(text, sc.seat_colour(seat), who, queen_from, seat)


def log_action(sc: TableScene, before: State, action: Action, after: State, seat: int | None) -> None:
    entry = log_entry(sc, before, action, after, seat)
    if entry is not None:
        sc.log.append(entry)
        del sc.log[:-KEEP]


def rebuild_log(sc: TableScene) -> list[Entry]:
    """The log from the session's history (replayed once, on entry and after undo)."""
    s = sc.session
    log: list[Entry] = []
    state = new_game(s.options, s.seed)
    for text in s.history:
        action = parse_action(text)
        after = apply(state, action)
        entry = log_entry(sc, state, action, after, state.actor)
        if entry is not None:
            log.append(entry)
        state = after
    return log[-KEEP:]
