"""What a lesson says at the table that depends on the table: why a move is refused, in words
naming what is lit (a domino's number, a building's name, a button's own label), and the card's
line with the button's words put in. Every sentence is whole, its values named, in the player's
language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import Action, Claim, Discard, Place
from game.engine.content import domino
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

SHOW = N_("Press Show me (M) to see it played.")  # translated where said: show()


def show() -> str:
    """The sentence every refusal ends with."""
    return _(SHOW)


def card_do(sc: TableView, do: str) -> str:
    """The card's line in the player's language, the skip button's own words in it (a lesson
    file says "{button}")."""
    line = _(do)
    return line.replace("{button}", sc.pieces.skip_label()) if "{button}" in line else line


def refusal_words(sc: TableView, a: Action) -> str:
    """Why another move is refused: what the lesson lights, said in a whole sentence."""
    if isinstance(a, Claim):
        return _("Not this move: the lesson lights domino {number} in the line. {show}").format(
            number=domino(a.domino).label, show=show())
    if isinstance(a, Place):
        return _("Not this move: the lesson lights where domino {number} goes in your kingdom. "
                 "{show}").format(number=domino(a.domino).label, show=show())
    if isinstance(a, Discard):
        return _("Not this move: the lesson lights the Discard button. {show}").format(show=show())
    own = sc.pieces.refusal(a)  # the rule set's own move: its pieces say what is lit
    return own if own is not None else _("Not this move: the lesson lights another one. {show}").format(
        show=show())


def waiting_words(sc: TableView) -> str:
    """Why nothing may be played while the script plays a rival."""
    person = sc.session.person_in(sc.state)
    if person is None:
        return _("Wait: the table is playing.")
    return _("Wait: {name} is playing.").format(name=person.name)
