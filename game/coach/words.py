"""A graded move in a player's words: the domino's printed number (not the engine's id), the
building's name, what a skip passed over. Any other action keeps its text form."""

from __future__ import annotations

from game.engine import Claim, Discard, Place, Skip, parse_action
from game.engine.buildings import building
from game.engine.content import domino
from game.engine.rules.economy_steps import Bribe, Build, Tax

SKIPPED = {"tax": "no knights", "build": "no building", "build_again": "no second building",
           "bribe": "no bribe"}


FACING = {"E": "east", "W": "west", "N": "north", "S": "south"}


def where(row: int, col: int, castle: tuple[int, int]) -> str:
    """A square said from the castle ("2 above, 1 left of the castle", "1 above the castle")."""
    dr, dc = row - castle[0], col - castle[1]
    up = f"{abs(dr)} {'below' if dr > 0 else 'above'}" if dr else ""
    side = f"{abs(dc)} {'right' if dc > 0 else 'left'}" if dc else ""
    if up and side:
        return f"{up}, {side} of the castle"
    if up:
        return f"{up} the castle"
    return f"{side} of the castle" if side else "on the castle"


def words(text: str, castle: tuple[int, int] | None = None) -> str:
    """`text` (an action's text form) said as the table says it; a placement also says where,
    from the kingdom's `castle` when it is given."""
    try:
        a = parse_action(text)
    except ValueError:
        return text
    if isinstance(a, Place):
        label = f"place #{domino(a.domino).label}"
        if castle is None:
            return label
        return f"{label} {where(a.row, a.col, castle)}, facing {FACING.get(a.dir, a.dir)}"
    if isinstance(a, Claim):
        return f"claim #{domino(a.domino).label}"
    if isinstance(a, Discard):
        return f"discard #{domino(a.domino).label}"
    if isinstance(a, Build):
        return f"build the {building(a.building).name}"
    if isinstance(a, Bribe):
        return f"burn the {building(a.building).name}"
    if isinstance(a, Tax):
        n = len(a.squares)
        return f"send {n} knight{'s' if n != 1 else ''}"
    if isinstance(a, Skip):
        return SKIPPED.get(a.step, f"skip the {a.step.replace('_', ' ')}")
    return text
