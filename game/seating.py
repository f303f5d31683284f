"""Who sits at the table: people, seats (a kingdom and the one or two people holding its kings),
and who of them decides in a state. No pygame and no disk; a Session (game.session) holds seats,
and a table on a server (game.net.online) builds them from its room."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from .ai.levels import LEVEL_NAMES
from .engine import Options, RuleError, State

JSON = dict[str, Any]
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")
KINDS = ("human", "ai")
LEVELS = LEVEL_NAMES  # a seat's AI level is one of these (game/ai/levels.py declares them)
# The new-game screen's name field takes at most this many printable characters; names read
# from a file are held to the same rule, so the load list and the table never show worse.
SEAT_NAME_MAX = 20


def name_problem(name: object, limit: int, what: str = "a seat name") -> str | None:
    """Why `name` is not a name a player could have typed (None when it is fine)."""
    if not isinstance(name, str) or not name.strip():
        return f"{what} is empty"
    if len(name) > limit:
        return f"{what} has {len(name)} characters (at most {limit})"
    bad = next((ch for ch in name if not ch.isprintable()), None)
    if bad is not None:
        return f"{what} holds the unprintable character U+{ord(bad):04X}"
    return None


class SessionError(ValueError):
    """Session data that does not hold together; `reason` is one line for a player.

    `inconsistent` tells a well-formed session whose history breaks the rules or
    misses its snapshot from one whose data has the wrong shape.
    """

    def __init__(self, reason: str, inconsistent: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.inconsistent = inconsistent


def _check_player(name: object, kind: object, level: object) -> None:
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a seat needs a name")
    problem = name_problem(name, SEAT_NAME_MAX)
    if problem is not None:
        raise ValueError(problem)
    if kind not in KINDS:
        raise ValueError(f"a seat is 'human' or 'ai', not {kind!r}")
    if kind == "human" and level is not None:
        raise ValueError("a human seat has no AI level")
    if kind == "ai" and level not in (*LEVELS, None):
        raise ValueError(f"unknown AI level {level!r}; one of {', '.join(LEVELS)}")


@dataclass(frozen=True)
class Person:
    """Someone who plays: a human at the screen or an AI at a level."""

    name: str
    kind: str = "human"  # "human" | "ai"
    level: str | None = None  # "easy" | "normal" | "hard" for AI; None for humans

    def __post_init__(self) -> None:
        _check_player(self.name, self.kind, self.level)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> JSON:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: object) -> Person:
        if not isinstance(data, dict) or set(data) != {"name", "kind", "level"}:
            raise SessionError("a team member must have exactly name, kind and level")
        try:
            return cls(data["name"], data["kind"], data["level"])
        except ValueError as e:
            raise SessionError(f"bad team member: {e}") from None


@dataclass(frozen=True)
class Seat:
    """A kingdom at the table: its colour and the person holding its kings. With a
    `partner` the kingdom is a team of two: the seat's person holds its first king,
    the partner its second (where the rule set allows teams)."""

    name: str
    colour: str  # one of COLOURS
    kind: str = "human"  # "human" | "ai"
    level: str | None = None  # "easy" | "normal" | "hard" for AI seats; None for humans
    partner: Person | None = None

    def __post_init__(self) -> None:
        _check_player(self.name, self.kind, self.level)
        if self.colour not in COLOURS:
            raise ValueError(f"unknown colour {self.colour!r}; one of {', '.join(COLOURS)}")
        if self.partner is not None and not isinstance(self.partner, Person):
            raise ValueError("a partner is a Person")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @cached_property  # the table asks several times a frame; the seat never changes (frozen)
    def holder(self) -> Person:
        """The person holding the kingdom's first king."""
        return Person(self.name, self.kind, self.level)

    @cached_property
    def members(self) -> tuple[Person, ...]:
        return (self.holder,) if self.partner is None else (self.holder, self.partner)

    @property
    def kingdom_name(self) -> str:
        """What the table, the scores and the results call the kingdom: its person's name, or
        both of a team's ("Ada & Yves"). A person acting is still named alone."""
        return " & ".join(p.name for p in self.members)

    @property
    def wins(self) -> str:
        """"… wins!" or, for a team, "… win!"."""
        return f"{self.kingdom_name} {'win' if self.partner is not None else 'wins'}!"

    def to_json(self) -> JSON:
        return {"name": self.name, "colour": self.colour, "kind": self.kind, "level": self.level,
                "partner": None if self.partner is None else self.partner.to_json()}

    @classmethod
    def from_json(cls, data: object) -> Seat:
        if not isinstance(data, dict) or set(data) != {"name", "colour", "kind", "level", "partner"}:
            raise SessionError("a seat must have exactly name, colour, kind, level and partner")
        partner = None if data["partner"] is None else Person.from_json(data["partner"])
        try:
            return cls(data["name"], data["colour"], data["kind"], data["level"], partner)
        except ValueError as e:
            raise SessionError(f"bad seat: {e}") from None


def check_seats(options: Options, seats: list[Seat]) -> None:
    if len(seats) != options.players:
        raise ValueError(f"{options.players} players need {options.players} seats, not {len(seats)}")
    if not all(isinstance(s, Seat) for s in seats):
        raise ValueError("seats must be Seat values")
    colours = [s.colour for s in seats]
    if len(set(colours)) != len(colours):
        raise ValueError("two seats have the same colour")
    if any(s.partner is not None for s in seats):
        from .engine.rules import get_rules

        try:
            rules = get_rules(options.rules)
        except RuleError as e:
            raise ValueError(str(e)) from None
        if not rules.limits.teams:
            raise ValueError(f"{rules.title} has no teams: one person per kingdom")


def people_of(seats: list[Seat]) -> list[tuple[int, Person]]:
    """Every person at the table as (kingdom, person), in seat order, partners after holders."""
    return [(k, p) for k, seat in enumerate(seats) for p in seat.members]


def person_of_king(seats: list[Seat], kings: list[int], king: int) -> int:
    """The index (in `people_of`) of the person holding `king`: a kingdom's first king is
    its seat's holder's, its second the partner's when the kingdom is a team."""
    kingdom = kings[king]
    member = [i for i, k in enumerate(kings) if k == kingdom].index(king)
    first = sum(len(s.members) for s in seats[:kingdom])
    return first + (1 if member >= 1 and seats[kingdom].partner is not None else 0)


def person_deciding(seats: list[Seat], state: State) -> int | None:
    """The person (a `people_of` index) who decides in `state`, or None when no one does."""
    king = state.acting_king
    return None if king is None else person_of_king(seats, state.kings, king)
