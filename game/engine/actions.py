"""Actions: small immutable values with a text form used in logs and saves.

`str(action)` and `parse_action(text)` (action_text.py) are exact inverses. An action kind is a `TextAction`
whose `TEXT` spells its text form over its fields; the base builds the kind's `PATTERN` (a
regular expression over the normalised text), `__str__` and `from_text` from it. Kinds are
registered with `@action_kind`, so a rule set adds actions in its own module without editing a
table here.
"""

from __future__ import annotations

import re
import string
import typing
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Protocol


class Action(Protocol):
    PATTERN: ClassVar[re.Pattern[str]]

    @classmethod
    def from_text(cls, m: re.Match[str]) -> Action: ...


_KINDS: list[type[TextAction]] = []

_SQUARE = r"-?\d+,-?\d+"
_WORDS = re.compile(r"\w+(?:\|\w+)+")


def _squares(text: str) -> tuple[tuple[int, int], ...]:
    return tuple((int(r), int(c)) for r, c in (sq.split(",") for sq in text.split()))


def _piece(hint: Any, spec: str) -> tuple[str, Callable[[Any], str], Callable[[Any], Any]]:
    """(regex, write, read) of one field of a TEXT: the field's type says how it is written and
    read back; `spec` (after the colon) says what the text may hold there."""
    if hint is int:
        return spec or r"-?\d+", str, int
    if hint is bool:  # the spec is the words shown when true: `{search:search }`
        return f"(?:{re.escape(spec)})?", lambda v: spec if v else "", lambda s: bool(s)
    if hint == tuple[tuple[int, int], ...]:  # the squares of one domino: `3,4 3,5`
        return spec or f"{_SQUARE}(?: {_SQUARE})?", lambda v: " ".join(f"{r},{c}" for r, c in v), _squares
    if hint is str and _WORDS.fullmatch(spec):  # one of a few words, read back as spelled
        words = {w.lower(): w for w in spec.split("|")}
        return f"(?:{'|'.join(words)})", str, words.__getitem__
    if hint is str and spec:
        return spec, str, str
    raise TypeError(f"no text form for a field of type {hint!r} (spec {spec!r})")


@dataclass(frozen=True, slots=True)
class TextAction:
    """Base of an action kind: `TEXT` spells the text form, `{field}` standing for a field's value
    (`place {domino} at {row},{col} {dir:N|E|S|W}`). After the colon, what the text may hold
    there: a regular expression (`{kingdom:\\d+}`, `{step:[a-z_]+}`), a few words, or for a flag
    the words shown when it is true (`{search:search }`); a number without one may be negative."""

    TEXT: ClassVar[str] = ""
    PATTERN: ClassVar[re.Pattern[str]] = re.compile(r"(?!)")
    # (literal text before the field, field name, write, read) a field; then the text after the last
    _PIECES: ClassVar[tuple[tuple[str, str, Callable[[Any], str], Callable[[Any], Any]], ...]] = ()
    _TAIL: ClassVar[str] = ""

    def __str__(self) -> str:
        text = [lit + write(getattr(self, name)) for lit, name, write, _ in self._PIECES]
        return "".join(text) + self._TAIL

    @classmethod
    def from_text(cls, m: re.Match[str]) -> TextAction:
        return cls(**{name: read(m[i]) for i, (_, name, _, read) in enumerate(cls._PIECES, 1)})

    @classmethod
    def _read_text(cls) -> None:
        """Build PATTERN and the pieces of `__str__`/`from_text` from TEXT and the field types."""
        hints = typing.get_type_hints(cls)
        names = sorted(f.name for f in fields(cls))
        regex, pieces, tail = "", [], ""
        for lit, name, spec, _ in string.Formatter().parse(cls.TEXT):
            if name is None:
                tail = lit
                continue
            rx, write, read = _piece(hints[name], spec or "")
            regex += re.escape(lit) + f"({rx})"
            pieces.append((lit, name, write, read))
        if sorted(name for _, name, _, _ in pieces) != names:
            raise TypeError(f"{cls.__name__}.TEXT must name each of its fields once: {names}")
        cls.PATTERN = re.compile(regex + re.escape(tail))
        cls._PIECES, cls._TAIL = tuple(pieces), tail


def action_kind(cls: type) -> type:
    """Register an action class: a frozen dataclass deriving from `TextAction`, with a TEXT."""
    if not (issubclass(cls, TextAction) and cls.TEXT):
        raise TypeError(f"{cls.__name__} needs to be a TextAction with a TEXT to be an action kind")
    cls._read_text()
    if cls not in _KINDS:
        _KINDS.append(cls)
    return cls


@action_kind
@dataclass(frozen=True, slots=True)
class Place(TextAction):
    """Put the current king's domino down: first half at (row, col), second half `dir` of it."""

    TEXT = "place {domino} at {row},{col} {dir:N|E|S|W}"
    domino: int
    row: int
    col: int
    dir: str


@action_kind
@dataclass(frozen=True, slots=True)
class Discard(TextAction):
    """Discard the current king's domino; only legal when it fits nowhere."""

    TEXT = "discard {domino}"
    domino: int


@action_kind
@dataclass(frozen=True, slots=True)
class Claim(TextAction):
    """Put the current king on a free domino of the line being drafted."""

    TEXT = "claim {domino}"
    domino: int


@action_kind
@dataclass(frozen=True, slots=True)
class Skip(TextAction):
    """Pass an optional step of the turn (tax, build, bribe, ...)."""

    TEXT = "skip {step:[a-z_]+}"
    step: str


@action_kind
@dataclass(frozen=True, slots=True)
class NextGame(TextAction):
    """Start the next game of a Dynasty match."""

    TEXT = "next game"


@dataclass(frozen=True, slots=True)
class SquareAction(TextAction):
    """An action naming one canvas square, `<verb> {row},{col}`: subclasses set TEXT and register
    with `@action_kind`."""

    row: int
    col: int


def action_kinds() -> tuple[type[TextAction], ...]:
    """Every action kind registered so far, in registration order (action_text.py reads them)."""
    return tuple(_KINDS)
