"""Actions: small immutable values with a text form used in logs and saves.

`str(action)` and `parse_action(text)` are exact inverses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import IllegalAction


@dataclass(frozen=True, slots=True)
class Place:
    """Put the current king's domino down: first half at (row, col), second half `dir` of it."""

    domino: int
    row: int
    col: int
    dir: str

    def __str__(self) -> str:
        return f"place {self.domino} at {self.row},{self.col} {self.dir}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard the current king's domino; only legal when it fits nowhere."""

    domino: int

    def __str__(self) -> str:
        return f"discard {self.domino}"


@dataclass(frozen=True, slots=True)
class Claim:
    """Put the current king on a free domino of the line being drafted."""

    domino: int

    def __str__(self) -> str:
        return f"claim {self.domino}"


@dataclass(frozen=True, slots=True)
class Skip:
    """Pass an optional step of the turn (later rule sets: tax, build, bribe)."""

    step: str

    def __str__(self) -> str:
        return f"skip {self.step}"


@dataclass(frozen=True, slots=True)
class NextGame:
    """Start the next game of a Dynasty match."""

    def __str__(self) -> str:
        return "next game"


Action = Place | Discard | Claim | Skip | NextGame

_PATTERNS: list[tuple[re.Pattern[str], type]] = [
    (re.compile(r"place (-?\d+) at (-?\d+),(-?\d+) ([nesw])"), Place),
    (re.compile(r"discard (-?\d+)"), Discard),
    (re.compile(r"claim (-?\d+)"), Claim),
    (re.compile(r"skip ([a-z_]+)"), Skip),
    (re.compile(r"next game"), NextGame),
]


def parse_action(text: str) -> Action:
    """The action a text form names; IllegalAction("unreadable") otherwise."""
    t = " ".join(str(text).split()).lower()
    for pattern, cls in _PATTERNS:
        m = pattern.fullmatch(t)
        if m:
            if cls is Place:
                return Place(int(m[1]), int(m[2]), int(m[3]), m[4].upper())
            if cls is Skip:
                return Skip(m[1])
            if cls is NextGame:
                return NextGame()
            return cls(int(m[1]))
    raise IllegalAction("unreadable", f"not an action: {text!r}")
