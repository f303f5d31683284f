"""Typed errors the engine raises; every refusal carries a reason a player can read."""

from __future__ import annotations


class RuleError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(RuleError):
    """An action the rules refuse. The state it was applied to is unchanged.

    `code` is a stable machine word (for tests and the UI), `reason` the
    sentence shown to the player.
    """

    def __init__(self, code: str, reason: str, action: object = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.action = action


class BadState(RuleError):
    """A state (e.g. read from JSON) that does not hold together."""


class BadOptions(RuleError):
    """A game set-up the rules do not allow (e.g. Mighty Duel with 3 players)."""


class UnreadableAction(RuleError, ValueError):
    """A text that is no action's text form: a parse error, not a rule's refusal."""

    code = "unreadable"

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
