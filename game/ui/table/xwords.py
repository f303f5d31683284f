"""What the Royal Wedding XXL table says in words: what each choice asks (the banner), the
hint of each step (the step bar) and the chooser's lines with their prices."""

from __future__ import annotations

from game.engine import Action, State
from game.engine.economy import COLLAPSED, FALLEN
from game.engine.rules.xxl_steps import CLEAR_COST, COURT_RUIN, REBUILD_COST, Buy, Clear, Rebuild
from game.engine.state import edition_2

from .qbuild import coins_text
from .xxl_view import court_name

#: what each choice asks, in words (the banner)
ASK = {
    "giant": "Click a crown of your kingdom for the giant to cover",
    "footprint": "Choose the kingdom your giant walks to (the buttons)",
    "footprint_giant": "Click the giant of yours that walks away",
    "collapse": "Click the building that collapses",
    "topple": "Click the building whose tower falls",
    "bury": "Click the knight that goes to the cemetery",
    "giant_leave": "Click the giant that returns to the supply",
    "stampede": "Click the giant you pass to the next kingdom",
    "patrol": "Click one of your knights, then the square it moves to",
    "march": "Click one of your knights, then the square it moves to",
    "court_pay": "Click the resource tokens you pay with, one by one · U: not this tile",
    "court_place": "Click a free square for the Court tile",
    "restore": "C′: click a damaged building to rebuild or clear it · S: skip · C: claim",
    "court": "Buy a Court tile: click it (2 different resources) · S: skip · C: claim",
    "court_search": "Buy a Court tile: click it (2 resources), or Search piles (4) · S: skip · C: claim",
}


def menu_text(st: State, a: Action) -> str:
    """A chooser line: what the choice does, in words, with its price (C′ speaks of a tower
    only when a tower fell on a standing building; since edition 2 one figurine a choice)."""
    if isinstance(a, Buy) and a.search:
        return f"Search: {court_name(a.tile)}"
    if isinstance(a, Rebuild | Clear) and st.actor is not None:
        k = st.kingdoms[st.actor]
        fallen = int(k.at(FALLEN, a.row, a.col) or 0)
        tower = fallen > 0 and not k.at(COLLAPSED, a.row, a.col) and not k.at(COURT_RUIN, a.row, a.col)
        cost = coins_text(REBUILD_COST if isinstance(a, Rebuild) else CLEAR_COST)
        if not tower:
            return f"{'Rebuild' if isinstance(a, Rebuild) else 'Clear the square'} ({cost})"
        if not edition_2(st):  # 0.2.0 stood every fallen tower of the building up at once
            return f"Stand the tower{'s' if fallen > 1 else ''} up ({cost})"
        which = "a fallen tower" if fallen > 1 else "the fallen tower"
        return f"{'Stand ' + which + ' up' if isinstance(a, Rebuild) else 'Clear ' + which} ({cost})"
    return str(a)
