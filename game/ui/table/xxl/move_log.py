"""The move log's lines for Royal Wedding XXL's own choices: a Court tile bought, a giant sent
to another kingdom, and where a giant was put (for a giant sent by someone else, whose it was:
the crown chosen for it is the news its sender waits for)."""

from __future__ import annotations

from game.engine import Action, State
from game.engine.decision import pending_decision
from game.engine.rules.xxl_giants import Footprint, PutGiant, giant_sender
from game.engine.rules.xxl_steps import Buy
from game.i18n import _
from game.i18n.content import court_name
from game.ui.table.xxl.words import terrain_of


def xxl_log_text(name: str, before: State, action: Action, names: list[str]) -> str | None:
    """`name` did `action` in `before`; `names` are the kingdoms' names. None: not worth a line
    (paying a token, placing the tile just bought: the buy's line says it)."""
    if isinstance(action, Buy):
        words = (_("{name} bought {tile} from the Court (searched from a pile)") if action.search
                 else _("{name} bought {tile} from the Court"))
        return words.format(name=name, tile=court_name(action.tile))
    if isinstance(action, Footprint):
        return _("{name} sent a giant to {kingdom}").format(name=name, kingdom=names[action.kingdom])
    if isinstance(action, PutGiant):
        seat = before.actor
        decision = pending_decision(before)
        sender = giant_sender(decision) if decision is not None and decision.step == "giant" else None
        terrain, _crowns = before.kingdoms[seat].cell(action.row, action.col) if seat is not None else (0, 0)
        where = terrain_of(terrain)
        if sender is not None and sender != seat:
            return _("{name} put {sender}'s giant on a {terrain} crown").format(
                name=name, sender=names[sender], terrain=where)
        return _("{name} put a giant on a {terrain} crown").format(name=name, terrain=where)
    return None
