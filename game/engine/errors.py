"""Typed errors the engine raises; every refusal carries a reason a player can read."""

from __future__ import annotations

from typing import Any

Value = int | str  # a reason's values: numbers, domino ids, terrain names, squares' rows and columns


class Why(str):
    """A refusal's reason: the English sentence (it *is* that str, for the command line, the tests
    and logs) that also keeps its kind and values, so the UI can say it in the player's language.

    `template` is the English sentence with named placeholders, marked with words.N_ (the catalogs'
    msgid); a sentence with a count has a `plural` template too (marked with words.NN_) and the
    value `count` chooses between them as ngettext does. `values` are plain values, never words
    of a language: the UI translates the template and formats each value (game.ui.reasons)."""

    template: str
    plural: str
    values: dict[str, Value]

    def __new__(cls, words: str | tuple[str, str], /, **values: Value) -> Why:
        template, plural = (words, "") if isinstance(words, str) else words
        chosen = plural if plural and values.get("count") != 1 else template
        self = super().__new__(cls, chosen.format(**values) if values else chosen)
        self.template, self.plural, self.values = template, plural, values
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # pickling (a refusal may cross processes)
        return _why, (self.template, self.plural, self.values)


def _why(template: str, plural: str, values: dict[str, Value]) -> Why:
    return Why((template, plural) if plural else template, **values)


class RuleError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(RuleError):
    """An action the rules refuse. The state it was applied to is unchanged.

    `code` is a stable machine word (for tests and the UI), `reason` the sentence shown to the
    player: a Why (its template and values) when the rules refuse, so the UI can translate it; a
    plain sentence only for what no player should meet (a broken state, an AI bug).
    """

    def __init__(self, code: str, reason: str, action: object = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.action = action

    @property
    def why(self) -> Why:
        """The reason with its template and values (a plain sentence is its own template)."""
        return self.reason if isinstance(self.reason, Why) else Why(self.reason)

    @property
    def values(self) -> dict[str, Value]:
        return self.why.values


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
