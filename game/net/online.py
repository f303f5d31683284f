"""A game at a server's table, as the table screen asks a Session for it (no pygame here).

The server holds the game; this side holds the views its seats received and the words of the
room. The table screen plays it as a local game with three differences a Session declares too:
`remote` (moves go out and come back, `play` returns None), `remote_to_act()` (someone at
another screen, or the server's AI, decides now: the table waits, it does not think), and `poll()`
(the moves, rooms and refusals the server sent since the last frame). When the game ends the
server's record replaces the views: `finished` is a whole Session (the coach, the replay, a save).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, Options, RuleError, State, is_over, parse_action
from ..seating import Person, Seat, people_of, person_deciding
from ..session import Session
from .client import Client, Event, session_of

JSON = dict[str, Any]


@dataclass(frozen=True)
class Move:
    """An action the server applied: the view before and after it, and whether this screen sent it."""

    before: State
    action: Action
    after: State
    mine: bool


@dataclass(frozen=True)
class Refused:
    """The server refused this screen's action (an error code and its values, worded by the UI)."""

    code: str
    values: JSON = field(default_factory=dict)


@dataclass(frozen=True)
class RoomChanged:
    room: JSON


@dataclass(frozen=True)
class Finished:
    session: Session


@dataclass(frozen=True)
class Connection:
    """The connection went ("disconnected": the client dials again), came back, or gave up ("gone")."""

    kind: str


Change = Move | Refused | RoomChanged | Finished | Connection


def seats_of(room: JSON) -> list[Seat]:
    """The kingdoms of a started table as Session seats (people numbered as the server does)."""
    by_kingdom: dict[int, list[JSON]] = {}
    for s in sorted(room["seats"], key=lambda s: s["seat"]):
        by_kingdom.setdefault(int(s["kingdom"]), []).append(s)
    seats = []
    for k in sorted(by_kingdom):
        holder, *rest = by_kingdom[k]
        partner = None
        if rest:
            p = rest[0]
            partner = Person(p["name"] or "?", "ai" if p["kind"] == "ai" else "human",
                             p["level"] if p["kind"] == "ai" else None)
        kind = "ai" if holder["kind"] == "ai" else "human"
        seats.append(Seat(holder["name"] or "?", holder["colour"], kind,
                          holder["level"] if kind == "ai" else None, partner))
    return seats


class OnlineSession:
    """What the table screen needs of a Session, for a table on a server (see the module)."""

    remote = True
    seed = 0  # unknown until the game ends: the seed predicts every hidden draw
    save_name: str | None = None

    def __init__(self, client: Client, code: str, mine: set[int], room: JSON, states: list[JSON]) -> None:
        self.client = client
        self.code = code
        self.mine = set(mine)  # the seats (people) this screen holds
        self.room = room
        self.options = Options.from_json(room["options"])
        self.hints = room.get("hints") is True  # everyone agreed: the host ticked it, joiners saw it
        self.seats = seats_of(room)
        self.heard: dict[int, tuple[int, State]] = {}  # per seat of ours: (move count, its view) last sent
        self.n = -1
        self.to_act: int | None = room.get("to_act")
        self.history: list[str] = []
        self.pending: int | None = None  # the ref of the action sent and not yet answered
        self.finished: Session | None = None
        self.moves: list[tuple[State, Action, State]] = []  # the moves seen here (Last moves)
        self.connected = True
        self.state: State
        for m in states:  # what came before the screen opened: in Last moves, not animated
            self._take_state(m)
        if not hasattr(self, "state"):
            raise ValueError("an online table opens with a view of one of its seats")

    # -- who plays -----------------------------------------------------------------------
    def people(self) -> list[Person]:
        return [p for _, p in people_of(self.seats)]

    def person_in(self, state: State) -> Person | None:
        p = person_deciding(self.seats, state)
        return None if p is None else self.people()[p]

    def person_to_act(self) -> int | None:
        return person_deciding(self.seats, self.state)

    def player_to_act(self) -> Person | None:
        return self.person_in(self.state)

    def human_to_act(self) -> bool:
        """A person at this screen decides now, and nothing of theirs is on its way."""
        person = self.person_to_act()
        return (self.pending is None and person in self.mine and person is not None
                and self.heard.get(person, (None,))[0] == self.n and not self.is_over())

    @property
    def here(self) -> set[int]:
        """As Session.here (not None: played online): the people at this screen."""
        return self.mine

    def humans(self) -> list[int]:
        """The people at this screen (the coach reviews theirs)."""
        return sorted(self.mine)

    def is_over(self) -> bool:
        return is_over(self.state)

    def presence(self, person: int) -> str | None:
        """"you" (this screen), "here" (connected elsewhere), "away", or None (an AI seat)."""
        if person in self.mine:
            return "you"
        for s in self.room["seats"]:
            if s["seat"] == person:
                return s.get("presence")
        return None

    def hosting(self) -> bool:
        return any(s.get("host") and s["seat"] in self.mine for s in self.room["seats"])

    def away_people(self) -> list[int]:
        return [s["seat"] for s in self.room["seats"] if s.get("presence") == "away"]

    def set_stand_in(self, person: int, level: str | None) -> None:
        host = next(s["seat"] for s in self.room["seats"] if s.get("host"))
        if level is None:
            self.client.take_back(self.code, host, person)
        else:
            self.client.give_ai(self.code, host, person, level)

    def stand_in(self, person: int) -> str | None:
        for s in self.room["seats"]:
            if s["seat"] == person:
                return s.get("stand_in")
        return None

    def remote_to_act(self) -> bool:
        """The next move comes from the server: another screen's, its AI's, or ours on its way."""
        return not self.is_over() and (self.person_to_act() not in self.mine or self.pending is not None)

    def recent_moves(self, keep: int | None = None) -> list[tuple[State, Action, State]]:
        """The moves this screen saw (a table joined again starts its Last moves afresh)."""
        return self.moves if keep is None else self.moves[-keep:]

    # -- undo: never at an online table (the others have seen the move) -------------------
    def undo_kind(self) -> str:
        return "none"

    def can_undo(self) -> bool:
        return False

    def undo_preview(self) -> None:
        return None

    def undo(self) -> int:
        return 0

    def result_declared(self) -> bool:
        return self.is_over()

    # -- moves ------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        """Send the action for the person to act (one of this screen's); its answer comes in poll()."""
        person = self.person_to_act()
        if person not in self.mine or self.pending is not None:
            raise RuleError(f"not this screen's turn (person {person})")
        self.pending = self.client.send_action(self.code, person, str(action))

    def poll(self) -> list[Change]:
        out: list[Change] = []
        for event in self.client.poll():
            out.extend(self.take(event))
        return out

    def take(self, event: Event) -> list[Change]:
        """What one of the client's events changes (the tests feed events here directly)."""
        m = event.data
        if event.type in ("disconnected", "connected", "gone"):
            self.connected = event.type == "connected"
            return [Connection(event.type)]
        if event.type == "error":  # its "code" is the error's: matched by the ref, not the table
            if self._answers(m):
                values = {k: v for k, v in m.items() if k not in ("type", "code", "ref")}
                return [Refused(str(m["code"]), values)]
            return []
        if m.get("code") not in (None, self.code):
            return []  # another table of the same connection
        if event.type == "room":
            self.room = m
            return [RoomChanged(m)]
        if event.type == "state":
            return self._take_state(m)
        if event.type == "over":
            self.finished = session_of(m["record"])
            return [Finished(self.finished)]
        return []

    def _take_state(self, m: JSON) -> list[Change]:
        seat = int(m["seat"])
        if seat not in self.mine:
            return []
        view = State.from_json(m["state"])
        n = int(m["n"])
        self.heard[seat] = (n, view)
        self._answers(m)
        if not hasattr(self, "state"):  # opening: the view of the seat to act if ours
            self.n, self.to_act = n, m.get("to_act")
            self.state = self._shown()
            return []
        if n <= self.n:  # the same move as another of our seats heard: it may be the view to show
            self.state = self._shown()
            return []
        before = self.state
        self.n, self.to_act = n, m.get("to_act")
        last = m.get("last")
        self.state = self._shown()
        if not isinstance(last, str):
            return []
        self.history.append(last)
        try:
            action = parse_action(last)
        except RuleError:
            return []
        self.moves = [*self.moves[-49:], (before, action, self.state)]
        return [Move(before, action, self.state, mine=m.get("ref") is not None)]

    def _shown(self) -> State:
        """The view the table shows: of the seat to act when it is ours and has heard the last
        move; else the view of ours that heard it first (a seat's state arrives one message at a
        time: another seat's old view would show a step already taken), the first seat's on a tie."""
        if self.to_act is not None and self.heard.get(self.to_act, (None,))[0] == self.n:
            return self.heard[self.to_act][1]
        newest = max(n for n, _ in self.heard.values())
        return self.heard[min(s for s, (n, _) in self.heard.items() if n == newest)][1]

    def _answers(self, m: JSON) -> bool:
        """Whether `m` answers the action on its way (by its ref); the action is then no longer pending."""
        if m.get("ref") is None or m.get("ref") != self.pending:
            return False
        self.pending = None
        return True
