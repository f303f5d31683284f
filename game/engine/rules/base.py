"""What a rule set is: set-up, the steps of a turn, end-of-round hooks and score terms.

The turn loop in `game.py` knows nothing of any particular game: it asks the
rule set which steps a turn has and walks them. A later rule set (Queendomino,
Royal Wedding XXL) adds steps (tax, build, bribe, ...), hooks and score terms
rather than copying the loop.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..actions import Action
from ..rng import Rng
from ..scoring import BonusRule
from ..state import Options, State


class Step(Protocol):
    """One step of a king's turn (place, claim, tax, build, ...)."""

    name: str
    optional: bool  # an optional step also offers Skip(name)

    def applies(self, state: State) -> bool:
        """False when the step has nothing to do this turn (e.g. no claim in the last round)."""
        ...

    def legal(self, state: State) -> list[Action]: ...

    def validate(self, state: State, action: Action) -> None:
        """Raise IllegalAction with a reason; must not change the state."""
        ...

    def apply(self, state: State, action: Action) -> None:
        """Carry out a validated action."""
        ...


@dataclass(frozen=True)
class RuleSet:
    name: str
    title: str
    check_options: Callable[[Options], None]  # raises BadOptions
    setup: Callable[[Options, Rng], State]  # a fresh game, first line drawn
    draft_step: Step  # the first claims (round 0)
    turn_steps: tuple[Step, ...]  # a king's turn, in order
    end_turns: Callable[[State], None]  # every king in `order` acted: next round, or "over"
    bonus_rules: Callable[[Options], Sequence[BonusRule]]
    match_games: Callable[[Options], int]
