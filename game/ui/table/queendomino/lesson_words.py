"""What a lesson says when the learner plays another move than its Queendomino step's: a whole
sentence naming what is lit (the knights' squares, a building by its name, the skip button by
its own words), in the player's language."""

from __future__ import annotations

from game.engine import Action, Skip
from game.engine.rules.economy_steps import Bribe, Build, Tax
from game.i18n import _, ngettext
from game.i18n.content import building_name
from game.i18n.formats import number
from game.ui.table.lesson.words import show


def refusal(a: Action, skip_label: str) -> str | None:
    """Why another move is refused when the lesson's is `a`; None for a move not Queendomino's."""
    if isinstance(a, Tax):
        n = len(a.squares)
        return ngettext("Not this move: the lesson lights the square for your knight. {show}",
                        "Not this move: the lesson lights the {count} squares for your knights. {show}",
                        n).format(count=number(n), show=show())
    if isinstance(a, Build):
        return _("Not this move: the lesson lights the {building} and the town square it goes on. "
                 "{show}").format(building=building_name(a.building), show=show())
    if isinstance(a, Bribe):
        return _("Not this move: the lesson lights the {building}, for the Dragon to burn. {show}").format(
            building=building_name(a.building), show=show())
    if isinstance(a, Skip):
        return _("Not this move: the lesson lights the \u201c{button}\u201d button. {show}").format(
            button=skip_label, show=show())
    return None
