"""Moves the table makes for a human because there is nothing to choose.

A lone last domino to claim is claimed for its player: asking for a click
that can only go one way is friction, not a decision. The claim is played
through the session like any move (animated, and logged as such).
"""

from __future__ import annotations

from game.engine import Claim, State, legal_actions


def forced_claim(state: State) -> Claim | None:
    """The claim to make for the actor when it is the only legal action, else None."""
    if state.phase == "over" or state.actor is None:
        return None
    options = legal_actions(state)
    if len(options) == 1 and isinstance(options[0], Claim):
        return options[0]
    return None
