"""Actions: small immutable values with a text form used in logs and saves.

`str(action)` and `parse_action(text)` are exact inverses. Every action kind
carries its own text pattern (`PATTERN`, a regular expression over the
normalised text, and `from_text`); kinds are registered with `@action_kind`,
so a rule set adds actions in its own module without editing a table here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar, Protocol

from .errors import UnreadableAction


class Action(Protocol):
    PATTERN: ClassVar[re.Pattern[str]]

    @classmethod
    def from_text(cls, m: re.Match[str]) -> Action: ...


_KINDS: list[type] = []


def action_kind(cls: type) -> type:
    """Register an action class (it must define PATTERN and from_text)."""
    if not isinstance(getattr(cls, "PATTERN", None), re.Pattern) or not hasattr(cls, "from_text"):
        raise TypeError(f"{cls.__name__} needs a PATTERN and from_text to be an action kind")
    if cls not in _KINDS:
        _KINDS.append(cls)
    return cls


@action_kind
@dataclass(frozen=True, slots=True)
class Place:
    """Put the current king's domino down: first half at (row, col), second half `dir` of it."""

    PATTERN: ClassVar[re.Pattern[str]] = re.compile(r"place (-?\d+) at (-?\d+),(-?\d+) ([nesw])")
    domino: int
    row: int
    col: int
    dir: str

    def __str__(self) -> str:
        return f"place {self.domino} at {self.row},{self.col} {self.dir}"

    @classmethod
    def from_text(cls, m: re.Match[str]) -> Place:
        return cls(int(m[1]), int(m[2]), int(m[3]), m[4].upper())


@action_kind
@dataclass(frozen=True, slots=True)
class Discard:
    """Discard the current king's domino; only legal when it fits nowhere."""

    PATTERN: ClassVar[re.Pattern[str]] = re.compile(r"discard (-?\d+)")
    domino: int

    def __str__(self) -> str:
        return f"discard {self.domino}"

    @classmethod
    def from_text(cls, m: re.Match[str]) -> Discard:
        return cls(int(m[1]))


@action_kind
@dataclass(frozen=True, slots=True)
class Claim:
    """Put the current king on a free domino of the line being drafted."""

    PATTERN: ClassVar[re.Pattern[str]] = re.compile(r"claim (-?\d+)")
    domino: int

    def __str__(self) -> str:
        return f"claim {self.domino}"

    @classmethod
    def from_text(cls, m: re.Match[str]) -> Claim:
        return cls(int(m[1]))


@action_kind
@dataclass(frozen=True, slots=True)
class Skip:
    """Pass an optional step of the turn (tax, build, bribe, ...)."""

    PATTERN: ClassVar[re.Pattern[str]] = re.compile(r"skip ([a-z_]+)")
    step: str

    def __str__(self) -> str:
        return f"skip {self.step}"

    @classmethod
    def from_text(cls, m: re.Match[str]) -> Skip:
        return cls(m[1])


@action_kind
@dataclass(frozen=True, slots=True)
class NextGame:
    """Start the next game of a Dynasty match."""

    PATTERN: ClassVar[re.Pattern[str]] = re.compile(r"next game")

    def __str__(self) -> str:
        return "next game"

    @classmethod
    def from_text(cls, m: re.Match[str]) -> NextGame:
        return cls()


@dataclass(frozen=True, slots=True)
class SquareAction:
    """An action naming one canvas square, `<verb> row,col`: subclasses set VERB and
    PATTERN (`square_pattern(verb)`) and register with `@action_kind`."""

    VERB: ClassVar[str] = ""
    PATTERN: ClassVar[re.Pattern[str]] = re.compile(r"(?!)")
    row: int
    col: int

    def __str__(self) -> str:
        return f"{self.VERB} {self.row},{self.col}"

    @classmethod
    def from_text(cls, m: re.Match[str]) -> SquareAction:
        return cls(int(m[1]), int(m[2]))


def square_pattern(verb: str) -> re.Pattern[str]:
    return re.compile(verb + r" (-?\d+),(-?\d+)")


def parse_action(text: str) -> Action:
    """The action a text form names; UnreadableAction (not IllegalAction) otherwise."""
    from .rules import all_rules

    all_rules()  # importing every rule set registers its action kinds
    t = " ".join(str(text).split()).lower()
    for cls in _KINDS:
        m = cls.PATTERN.fullmatch(t)
        if m:
            return cls.from_text(m)  # type: ignore[no-any-return]
    raise UnreadableAction(f"not an action: {text!r}")
