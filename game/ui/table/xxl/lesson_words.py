"""What a lesson says when the learner plays another move than its XXL step's (beyond
Queendomino's): a whole sentence naming what is lit (a damaged building and the chooser's words,
a Court tile by its name, a footprint's kingdom button, a giant, a crown), in the player's
language."""

from __future__ import annotations

from game.engine import Action, State
from game.engine.court_data import court_tile
from game.engine.rules.xxl_giants import Footprint, Lift, PutGiant
from game.engine.rules.xxl_steps import Buy, Clear, Pay, PlaceTile, Rebuild
from game.i18n import _
from game.i18n.content import court_tile_name
from game.ui.table.lesson.words import show
from game.ui.table.prompts import menu_text


def refusal(st: State, a: Action, kingdoms: list[str]) -> str | None:
    """Why another move is refused when the lesson's is `a`; None for a move not XXL's own."""
    if isinstance(a, Rebuild | Clear):
        return _("Not this move: the lesson lights the damaged building; click it and choose "
                 "\u201c{choice}\u201d. {show}").format(choice=menu_text(st, a), show=show())
    if isinstance(a, Buy):
        return _("Not this move: the lesson lights the {tile} in the Court. {show}").format(
            tile=court_tile_name(court_tile(a.tile)), show=show())
    if isinstance(a, Pay):
        return _("Not this move: the lesson lights the resource token to pay with. {show}").format(
            show=show())
    if isinstance(a, PlaceTile):
        return _("Not this move: the lesson lights the square for the Court tile. {show}").format(show=show())
    if isinstance(a, Footprint):
        return _("Not this move: the lesson lights the \u201c{button}\u201d button. {show}").format(
            button=kingdoms[a.kingdom], show=show())
    if isinstance(a, Lift):
        return _("Not this move: the lesson lights the giant that walks away. {show}").format(show=show())
    if isinstance(a, PutGiant):
        return _("Not this move: the lesson lights the crown for the giant. {show}").format(show=show())
    return None
