"""The move log's lines for Royal Wedding XXL's own choices: a Court tile bought, a giant sent
to another kingdom, and where a giant was put (for a giant sent by someone else, whose it was:
the crown chosen for it is the news its sender waits for)."""

from __future__ import annotations

from game.engine import Action, State
from game.engine.decision import pending_decision
from game.engine.rules.xxl_giants import Footprint, PutGiant, giant_sender
from game.engine.rules.xxl_steps import Buy
from game.engine.terrain import NAMES
from game.ui.content_words import court_name


def xxl_log_text(name: str, before: State, action: Action, names: list[str]) -> str | None:
    """`name` did `action` in `before`; `names` are the kingdoms' names. None: not worth a line
    (paying a token, placing the tile just bought: the buy's line says it)."""
    if isinstance(action, Buy):
        how = " (searched from a pile)" if action.search else ""
        return f"{name} bought {court_name(action.tile)} from the Court{how}"
    if isinstance(action, Footprint):
        return f"{name} sent a giant to {names[action.kingdom]}"
    if isinstance(action, PutGiant):
        seat = before.actor
        decision = pending_decision(before)
        sender = giant_sender(decision) if decision is not None and decision.step == "giant" else None
        terrain, _crowns = before.kingdoms[seat].cell(action.row, action.col) if seat is not None else (0, 0)
        where = f"a {NAMES.get(terrain, 'square')} crown"
        if sender is not None and sender != seat:
            return f"{name} put {names[sender]}'s giant on {where}"
        return f"{name} put a giant on {where}"
    return None
