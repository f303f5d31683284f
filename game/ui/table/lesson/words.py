"""What a lesson says at the table that depends on the table: why a move is refused, in words
naming what is lit (a domino's number, a building's name, a button's own label), and the card's
line with the button's words put in. Every sentence is whole, its values named (translated later)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import Action, Claim, Discard, Place, Skip
from game.engine.buildings import building
from game.engine.content import domino
from game.engine.court_data import court_tile
from game.engine.rules.economy_steps import Bribe, Build, Tax
from game.engine.rules.xxl_giants import Footprint, Lift, PutGiant
from game.engine.rules.xxl_steps import Buy, Clear, Pay, PlaceTile, Rebuild
from game.ui.table.prompts import menu_text

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

SKIP_BUTTONS = ("q_skip", "x_skip")
SHOW = "Press Show me (M) to see it played."


def skip_label(sc: TableView) -> str:
    """The words on the button that skips the step now ("Don't bribe", "Skip", ...)."""
    return next((b.text for n, b in sc.controls.items() if n in SKIP_BUTTONS), "Skip")


def card_do(sc: TableView, do: str) -> str:
    """The card's line, the skip button's own words in it (a lesson file says "{button}")."""
    return do.replace("{button}", skip_label(sc)) if "{button}" in do else do


def refusal_words(sc: TableView, a: Action) -> str:
    """Why another move is refused: what the lesson lights, said in a whole sentence."""
    if isinstance(a, Claim):
        return f"Not this move: the lesson lights domino {domino(a.domino).label} in the line. {SHOW}"
    if isinstance(a, Place):
        return (f"Not this move: the lesson lights where domino {domino(a.domino).label} goes in your "
                f"kingdom. {SHOW}")
    if isinstance(a, Tax):
        if len(a.squares) == 1:
            return f"Not this move: the lesson lights the square for your knight. {SHOW}"
        return f"Not this move: the lesson lights the {len(a.squares)} squares for your knights. {SHOW}"
    if isinstance(a, Build):
        return (f"Not this move: the lesson lights the {building(a.building).name} and the town square "
                f"it goes on. {SHOW}")
    if isinstance(a, Bribe):
        name = building(a.building).name
        return f"Not this move: the lesson lights the {name}, for the Dragon to burn. {SHOW}"
    if isinstance(a, Skip):
        return f"Not this move: the lesson lights the \u201c{skip_label(sc)}\u201d button. {SHOW}"
    if isinstance(a, Discard):
        return f"Not this move: the lesson lights the Discard button. {SHOW}"
    if isinstance(a, Rebuild | Clear):
        return (f"Not this move: the lesson lights the damaged building; click it and choose "
                f"\u201c{menu_text(sc.state, a)}\u201d. {SHOW}")
    if isinstance(a, Buy):
        return f"Not this move: the lesson lights the {court_tile(a.tile).name} in the Court. {SHOW}"
    if isinstance(a, Pay):
        return f"Not this move: the lesson lights the resource token to pay with. {SHOW}"
    if isinstance(a, PlaceTile):
        return f"Not this move: the lesson lights the square for the Court tile. {SHOW}"
    if isinstance(a, Footprint):
        name = sc.session.seats[a.kingdom].kingdom_name
        return f"Not this move: the lesson lights the \u201c{name}\u201d button. {SHOW}"
    if isinstance(a, Lift):
        return f"Not this move: the lesson lights the giant that walks away. {SHOW}"
    if isinstance(a, PutGiant):
        return f"Not this move: the lesson lights the crown for the giant. {SHOW}"
    lit = sc.pieces.targets(a)  # a rule set's own move taken at one of its buttons: its label
    label = next((b.text for b in sc.controls.values() if b.rect in lit), None)
    if label is not None:
        return f"Not this move: the lesson lights the \u201c{label}\u201d button. {SHOW}"
    return f"Not this move: the lesson lights another one. {SHOW}"


def waiting_words(sc: TableView) -> str:
    """Why nothing may be played while the script plays a rival."""
    person = sc.session.person_in(sc.state)
    if person is None:
        return "Wait: the table is playing."
    return f"Wait: {person.name} is playing."
