"""What a lesson says when the learner plays another move than its Queendomino step's: a whole
sentence naming what is lit (the knights' squares, a building by its name, the skip button by
its own words)."""

from __future__ import annotations

from game.engine import Action, Skip
from game.engine.rules.economy_steps import Bribe, Build, Tax
from game.ui.content_words import building_name
from game.ui.table.lesson.words import SHOW


def refusal(a: Action, skip_label: str) -> str | None:
    """Why another move is refused when the lesson's is `a`; None for a move not Queendomino's."""
    if isinstance(a, Tax):
        if len(a.squares) == 1:
            return f"Not this move: the lesson lights the square for your knight. {SHOW}"
        return f"Not this move: the lesson lights the {len(a.squares)} squares for your knights. {SHOW}"
    if isinstance(a, Build):
        return (f"Not this move: the lesson lights the {building_name(a.building)} and the town square "
                f"it goes on. {SHOW}")
    if isinstance(a, Bribe):
        name = building_name(a.building)
        return f"Not this move: the lesson lights the {name}, for the Dragon to burn. {SHOW}"
    if isinstance(a, Skip):
        return f"Not this move: the lesson lights the \u201c{skip_label}\u201d button. {SHOW}"
    return None
