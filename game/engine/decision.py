"""The pending decision as a typed view: what the table and the AI read of `state.pending[0]`.

A decision is queued as plain data (`{"step": name, "kingdom": k, "king": id?, ...}`, see
`State.pending`) so states copy and serialise generically. Readers outside the engine take this
view instead of string keys: `step` and `kingdom` must be there (a missing one raises), `king`
is optional by the shape (a decision may name only its kingdom), and a step's own fields are read
through its rule module's accessors (`xxl_giants.giant_sender`), which raise on a missing key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True)
class PendingDecision:
    step: str  # the decision step's name (the rule set's `decisions` key)
    kingdom: int  # the kingdom that decides
    king: int | None  # the king whose holder decides (None: the kingdom's first king)
    fields: Mapping[str, Any]  # the whole decision, read-only: for the rule module's accessors

    def field(self, key: str) -> Any:
        """One of the step's own fields; a missing key raises KeyError (no silent default)."""
        return self.fields[key]


def pending_decision(state: State) -> PendingDecision | None:
    """The decision owed first, None when no decision is pending."""
    if not state.pending:
        return None
    d = state.pending[0]
    king = d.get("king")  # optional by the shape: the toy rule set's blessing names no king
    return PendingDecision(str(d["step"]), int(d["kingdom"]), None if king is None else int(king),
                           MappingProxyType(dict(d)))
