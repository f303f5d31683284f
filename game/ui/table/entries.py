"""A line of the table's move log (`table_log` writes them, Last moves reads them)."""

from __future__ import annotations

from typing import NamedTuple


class Entry(NamedTuple):
    """A log line, with who played it (a person's index in the session; None for the table's
    own lines) so the last-moves panel can tell what happened since someone's turn."""

    text: str
    colour: tuple[int, int, int]
    person: int | None = None
    queen_from: int | None = None  # the kingdom the Queen left with this move
    seat: int | None = None  # the kingdom that moved
