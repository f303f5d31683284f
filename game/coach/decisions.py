"""The decisions a save holds: every action a human took where there was a choice.

A turn of Queendomino or Royal Wedding XXL is several decisions (place, tax, build, bribe,
a giant, the Court, the claim): each is graded on its own, so each is listed here with the
full state just before it (what the grader turns into that seat's view: it never reads the
game's real future).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.action_text import parse_action
from ..engine.actions import Action, Claim, Discard, Place
from ..engine.decision import pending_decision
from ..engine.game import apply, legal_actions, new_game
from ..engine.state import State
from ..session import Session, person_of_king


@dataclass(frozen=True)
class Decision:
    index: int  # the action's place in the session's history (0-based)
    seat: int  # the kingdom that decided
    person: int  # who decided (an index of `Session.people()`)
    kind: str  # "placement", "claim", or the step's or the decision's name
    state: State  # the full state just before the action (graded through the seat's view)
    played: Action  # what the player did


def kind_of(state: State, action: Action) -> str:
    """What sort of decision `state` asks: the pending decision's step, else the turn's."""
    d = pending_decision(state)
    if d is not None:
        return d.step
    if isinstance(action, Place | Discard):
        return "placement"
    if isinstance(action, Claim):
        return "claim"
    return state.step or "step"


def decisions(session: Session, people: set[int] | None = None) -> list[Decision]:
    """Every decision of the reviewed people (`Session.reviewed`: this screen's after a game on a
    server, else every human; or of `people`, indices of `Session.people()`) in
    the session's history, in order; an action with no alternative is no decision."""
    chosen = set(session.reviewed()) if people is None else people
    state = new_game(session.options, session.seed)
    out: list[Decision] = []
    for i, text in enumerate(session.history):
        action = parse_action(text)
        king = state.acting_king
        person = None if king is None else person_of_king(session.seats, state.kings, king)
        if person in chosen and state.actor is not None and len(legal_actions(state)) > 1:
            out.append(Decision(i, state.actor, person, kind_of(state, action), state, action))
        state = apply(state, action)
    return out
