"""One table of the server: its set-up, its people (seats), the game, and what each seat may see.

No networking and no disk here: the server (server.py) calls these methods, stores what they
change (store.py) and sends what they return. A "seat" on the wire is one person: a kingdom's
holder, or a team's partner (the order of `game.session.people_of`). Every seat of a kingdom sees
the kingdom's view: `game.engine.view(state, kingdom)`.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from ..ai.levels import LEVEL_NAMES
from ..engine import (
    BadOptions,
    BadState,
    IllegalAction,
    Options,
    RuleError,
    State,
    UnreadableAction,
    apply,
    is_over,
    new_game,
    parse_action,
    scores,
    view,
)
from ..engine.errors import Why
from ..engine.rules import get_rules
from ..session import COLOURS, SEAT_NAME_MAX, Person, Seat, check_seats, name_problem, person_of_king
from . import codes
from .protocol import BadMessage, Message

WAITING, PLAYING, OVER = "waiting", "playing", "over"
KINDS = ("host", "open", "ai")


@dataclass
class Place:
    """One person's seat at the table."""

    kingdom: int
    kind: str  # "human" (taken), "open" (waiting for a friend), "ai"
    name: str = ""
    colour: str | None = None  # the kingdom's colour (a partner's is its holder's)
    level: str | None = None  # an AI seat's level
    token: str = ""
    host: bool = False
    stand_in: str | None = None  # the AI level playing for an away person, given by the host

    def to_json(self) -> dict[str, Any]:
        return {"kingdom": self.kingdom, "kind": self.kind, "name": self.name, "colour": self.colour,
                "level": self.level, "token": self.token, "host": self.host, "stand_in": self.stand_in}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Place:
        return cls(**d)


def check_name(name: object) -> str:
    problem = name_problem(name, SEAT_NAME_MAX)
    if problem is not None or not isinstance(name, str):
        raise BadMessage(codes.BAD_NAME)
    return name.strip()


def _level(value: object) -> str:
    if value not in LEVEL_NAMES:
        raise BadMessage(codes.BAD_SETUP, detail="level")
    return str(value)


class Table:
    def __init__(self, code: str, options: Options, seed: int, places: list[Place]) -> None:
        self.code, self.options, self.seed, self.places = code, options, seed, places
        self.status = WAITING
        self.state: State | None = None
        self.history: list[str] = []
        self._seats: list[Seat] = []
        self.version = 0  # bumped at every change a client should hear of (room or game)
        self.hints = False  # everyone agreed to hints (the host ticked it; joining accepts it)

    # -- set-up --------------------------------------------------------------------------
    @classmethod
    def hosted(cls, code: str, m: Message) -> Table:
        """A new table from a host message: {"options": {...}, "seats": [{"colour": c?,
        "people": [{"kind": "host"|"open"|"ai", "name"?, "level"?}, partner?]}]}."""
        try:
            options = Options.from_json(m["options"]) if isinstance(m.get("options"), dict) else None
        except (BadState, TypeError):
            options = None
        if options is None:
            raise BadMessage(codes.BAD_SETUP, detail="options")
        kingdoms = m.get("seats")
        if not isinstance(kingdoms, list) or len(kingdoms) != options.players:
            raise BadMessage(codes.BAD_SETUP, detail="seats")
        places: list[Place] = []
        for k, entry in enumerate(kingdoms):
            people = entry.get("people") if isinstance(entry, dict) else None
            if not isinstance(people, list) or not 1 <= len(people) <= 2:
                raise BadMessage(codes.BAD_SETUP, detail="people")
            colour = entry.get("colour")
            if colour is not None and colour not in COLOURS:
                raise BadMessage(codes.BAD_SETUP, detail="colour")
            for who in people:
                kind = who.get("kind") if isinstance(who, dict) else None
                if kind not in KINDS:
                    raise BadMessage(codes.BAD_SETUP, detail="kind")
                place = Place(k, "human" if kind == "host" else str(kind), colour=colour)
                if kind == "host":
                    place.name, place.host = check_name(who.get("name")), True
                elif kind == "ai":
                    place.level = _level(who.get("level"))
                    place.name = place.level.capitalize()
                places.append(place)
        if sum(p.host for p in places) != 1:
            raise BadMessage(codes.BAD_SETUP, detail="host")
        host = next(p for p in places if p.host)
        if host.colour is None:
            raise BadMessage(codes.BAD_SETUP, detail="colour")
        taken = [e.get("colour") for e in kingdoms if isinstance(e, dict) and e.get("colour")]
        if len(set(taken)) != len(taken):
            raise BadMessage(codes.COLOUR_TAKEN, colour=taken[0])
        if any(len(e["people"]) == 2 for e in kingdoms) and not get_rules(options.rules).limits.teams:
            raise BadMessage(codes.BAD_SETUP, detail="teams")
        try:
            new_game(options, 0)  # the rules check the options (player count, own options)
        except (RuleError, ValueError) as e:
            raise BadMessage(codes.BAD_SETUP, detail=type(e).__name__) from None
        for p in places:
            if p.kind == "human":
                p.token = codes.new_token()
        table = cls(code, options, secrets.randbits(62), places)
        table.hints = m.get("hints") is True
        return table

    def setup_json(self) -> dict[str, Any]:
        return {"options": self.options.to_json(), "seed": self.seed,
                "places": [p.to_json() for p in self.places], "hints": self.hints}

    @classmethod
    def from_store(cls, code: str, setup: dict[str, Any], status: str, texts: list[str],
                   snapshot: tuple[int, Any] | None = None) -> Table:
        """The table as stored: from its latest snapshot (when it is one of these actions') the
        rest of its actions replayed, as a save is loaded."""
        t = cls(code, Options.from_json(setup["options"]), int(setup["seed"]),
                [Place.from_json(p) for p in setup["places"]])
        t.hints = setup.get("hints") is True  # tables stored before hints were offered: none
        if status != WAITING:
            t._begin()
            assert t.state is not None
            start = 0
            if snapshot is not None and 0 < snapshot[0] <= len(texts):
                start, t.state = snapshot[0], State.from_json(snapshot[1])
            t.history = texts[:start]
            for text in texts[start:]:  # the store holds only actions the engine took
                t.state = apply(t.state, parse_action(text))
                t.history.append(text)
            t.status = OVER if is_over(t.state) else PLAYING
        return t

    def join(self, name: object, colour: object, seat: object) -> int:
        """Seat a friend: the seat asked for (or the first open one); the colour is the kingdom's
        (chosen here when its holder's seat is joined and no colour was set). Returns the seat."""
        if self.status != WAITING:
            raise BadMessage(codes.NOT_WAITING)
        clean = check_name(name)
        open_seats = [i for i, p in enumerate(self.places) if p.kind == "open"]
        if seat is None and open_seats:
            i = open_seats[0]
        elif isinstance(seat, int) and not isinstance(seat, bool) and seat in open_seats:
            i = seat
        else:
            raise BadMessage(codes.TABLE_FULL)
        place = self.places[i]
        if place.colour is None:
            used = {p.colour for p in self.places if p.colour}
            if colour is None:
                colour = next(c for c in COLOURS if c not in used)
            if colour not in COLOURS:
                raise BadMessage(codes.BAD_FIELD, field="colour")
            if colour in used:
                raise BadMessage(codes.COLOUR_TAKEN, colour=colour)
            for p in self.places:
                if p.kingdom == place.kingdom:
                    p.colour = str(colour)
        place.kind, place.name, place.token = "human", clean, codes.new_token()
        self.version += 1
        return i

    def start(self) -> None:
        if self.status != WAITING:
            raise BadMessage(codes.NOT_WAITING)
        if any(p.kind == "open" for p in self.places):
            raise BadMessage(codes.SEATS_OPEN)
        used = {p.colour for p in self.places if p.colour}
        free = iter(c for c in COLOURS if c not in used)
        for k in range(self.options.players):  # an AI kingdom takes a colour nobody chose
            members = [p for p in self.places if p.kingdom == k]
            if members[0].colour is None:
                colour = next(free)
                for p in members:
                    p.colour = colour
        self._begin()
        self.status = PLAYING
        self.version += 1

    def _begin(self) -> None:
        self._seats = self.session_seats()
        check_seats(self.options, self._seats)
        self.state = new_game(self.options, self.seed)

    def session_seats(self) -> list[Seat]:
        """The table as `game.session.Seat`s: what a Session (the coach, the replay) is built on."""
        seats = []
        for k in range(self.options.players):
            members = [p for p in self.places if p.kingdom == k]
            first = members[0]
            partner = None
            if len(members) == 2:
                m = members[1]
                partner = Person(m.name, "ai", m.level) if m.kind == "ai" else Person(m.name)
            kind = "ai" if first.kind == "ai" else "human"
            seats.append(Seat(first.name, first.colour or "red", kind, first.level, partner))
        return seats

    # -- play ----------------------------------------------------------------------------
    def seat_to_act(self) -> int | None:
        if self.status != PLAYING or self.state is None:
            return None
        king = self.state.acting_king
        return None if king is None else person_of_king(self._seats, self.state.kings, king)

    def ai_to_act(self) -> str | None:
        """The level of the AI that must act now (an AI seat, or an away person's stand-in)."""
        seat = self.seat_to_act()
        if seat is None:
            return None
        p = self.places[seat]
        return p.level if p.kind == "ai" else p.stand_in

    def play(self, seat: int, text: object) -> str:
        """Apply `seat`'s action text; returns its canonical text. BadMessage if refused, and
        then nothing changed."""
        if self.status != PLAYING or self.state is None:
            raise BadMessage(codes.NOT_PLAYING)
        to_act = self.seat_to_act()
        if seat != to_act:
            raise BadMessage(codes.NOT_YOUR_TURN, seat=to_act)
        if not isinstance(text, str) or len(text) > 200:
            raise BadMessage(codes.BAD_FIELD, field="action")
        try:
            action = parse_action(text)
            canonical = str(action)
            if parse_action(canonical) != action:
                raise UnreadableAction(canonical)
            new = apply(self.state, action)
        except UnreadableAction:
            raise BadMessage(codes.UNREADABLE, text=text[:200]) from None
        except IllegalAction as e:
            why: Why = e.why
            raise BadMessage(codes.ILLEGAL, kind=e.code, template=why.template, plural=why.plural,
                             values=dict(why.values)) from None
        except (RuleError, ValueError, KeyError, IndexError, TypeError):  # a text the rules choke on
            raise BadMessage(codes.UNREADABLE, text=text[:200]) from None
        except BadOptions:  # pragma: no cover - options were checked at the start
            raise BadMessage(codes.NOT_PLAYING) from None
        self.state = new
        self.history.append(canonical)
        if is_over(new):
            self.status = OVER
        self.version += 1
        return canonical

    def kingdom_of(self, seat: int) -> int:
        return self.places[seat].kingdom

    def view_json(self, kingdom: int) -> dict[str, Any]:
        assert self.state is not None
        return view(self.state, kingdom).to_json()

    def record(self) -> dict[str, Any]:
        """Everything a player's computer needs to rebuild the game (a Session: coach, replay);
        sent only once the game is over, since the seed predicts every hidden draw."""
        assert self.state is not None
        return {"rules": self.options.rules, "options": self.options.to_json(),
                "seats": [s.to_json() for s in self._seats], "seed": self.seed,
                "history": self.history[:], "scores": [b.total for b in scores(self.state)]}

    def final_scores(self) -> list[int]:
        assert self.state is not None
        return [b.total for b in scores(self.state)]
