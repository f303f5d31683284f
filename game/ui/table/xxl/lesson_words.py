"""What a lesson says when the learner plays another move than its XXL step's (beyond
Queendomino's): a whole sentence naming what is lit (a damaged building and the chooser's words,
a Court tile by its name, a footprint's kingdom button, a giant, a crown)."""

from __future__ import annotations

from game.engine import Action, State
from game.engine.court_data import court_tile
from game.engine.rules.xxl_giants import Footprint, Lift, PutGiant
from game.engine.rules.xxl_steps import Buy, Clear, Pay, PlaceTile, Rebuild
from game.ui.content_words import court_tile_name
from game.ui.table.lesson.words import SHOW
from game.ui.table.prompts import menu_text


def refusal(st: State, a: Action, kingdoms: list[str]) -> str | None:
    """Why another move is refused when the lesson's is `a`; None for a move not XXL's own."""
    if isinstance(a, Rebuild | Clear):
        return (f"Not this move: the lesson lights the damaged building; click it and choose "
                f"\u201c{menu_text(st, a)}\u201d. {SHOW}")
    if isinstance(a, Buy):
        name = court_tile_name(court_tile(a.tile))
        return f"Not this move: the lesson lights the {name} in the Court. {SHOW}"
    if isinstance(a, Pay):
        return f"Not this move: the lesson lights the resource token to pay with. {SHOW}"
    if isinstance(a, PlaceTile):
        return f"Not this move: the lesson lights the square for the Court tile. {SHOW}"
    if isinstance(a, Footprint):
        return f"Not this move: the lesson lights the \u201c{kingdoms[a.kingdom]}\u201d button. {SHOW}"
    if isinstance(a, Lift):
        return f"Not this move: the lesson lights the giant that walks away. {SHOW}"
    if isinstance(a, PutGiant):
        return f"Not this move: the lesson lights the crown for the giant. {SHOW}"
    return None
