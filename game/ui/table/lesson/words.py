"""What a lesson says at the table that depends on the table: why a move is refused, in words
naming what is lit (a domino's number, a building's name, a button's own label), and the card's
line with the button's words put in. Every sentence is whole, its values named (translated later)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import Action, Claim, Discard, Place
from game.engine.content import domino

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

SHOW = "Press Show me (M) to see it played."


def card_do(sc: TableView, do: str) -> str:
    """The card's line, the skip button's own words in it (a lesson file says "{button}")."""
    return do.replace("{button}", sc.pieces.skip_label()) if "{button}" in do else do


def refusal_words(sc: TableView, a: Action) -> str:
    """Why another move is refused: what the lesson lights, said in a whole sentence."""
    if isinstance(a, Claim):
        return f"Not this move: the lesson lights domino {domino(a.domino).label} in the line. {SHOW}"
    if isinstance(a, Place):
        return (f"Not this move: the lesson lights where domino {domino(a.domino).label} goes in your "
                f"kingdom. {SHOW}")
    if isinstance(a, Discard):
        return f"Not this move: the lesson lights the Discard button. {SHOW}"
    own = sc.pieces.refusal(a)  # the rule set's own move: its pieces say what is lit
    return own if own is not None else f"Not this move: the lesson lights another one. {SHOW}"


def waiting_words(sc: TableView) -> str:
    """Why nothing may be played while the script plays a rival."""
    person = sc.session.person_in(sc.state)
    if person is None:
        return "Wait: the table is playing."
    return f"Wait: {person.name} is playing."
