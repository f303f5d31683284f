"""The rules engine: pure Python, no pygame.

    state = new_game(Options(players=3), seed=42)
    for action in legal_actions(state): ...
    state = apply(state, action)   # raises IllegalAction, state untouched
"""

from __future__ import annotations

from .action_text import parse_action
from .actions import Action, Claim, Discard, NextGame, Place, Skip
from .decision import PendingDecision, pending_decision
from .errors import BadOptions, BadState, IllegalAction, RuleError, UnreadableAction
from .game import (
    acting_king,
    actor,
    apply,
    apply_inplace,
    current_step,
    is_over,
    legal_actions,
    match_continues,
    match_standings,
    new_game,
    score_of,
    scores,
    standings,
    validate,
)
from .state import Options, State
from .view import determinize, view

VERSION = "0.4.0"

__all__ = [
    "VERSION",
    "Action",
    "BadOptions",
    "BadState",
    "Claim",
    "Discard",
    "IllegalAction",
    "NextGame",
    "Options",
    "PendingDecision",
    "Place",
    "RuleError",
    "Skip",
    "State",
    "UnreadableAction",
    "acting_king",
    "actor",
    "apply",
    "apply_inplace",
    "current_step",
    "determinize",
    "is_over",
    "legal_actions",
    "match_continues",
    "match_standings",
    "new_game",
    "parse_action",
    "pending_decision",
    "score_of",
    "scores",
    "standings",
    "validate",
    "view",
]
