"""One game (or Dynasty match) being played: who sits where, the seed, every action so far.

A session is the engine's start state plus the list of actions applied to it:
the current state is always `replay()` of that list. Undo shortens the list
and replays it, so it can never disagree with the rules (the engine is the only
copy of them). No pygame and no disk here; `saves` reads and writes sessions.
"""

from __future__ import annotations

import re
import secrets
from datetime import UTC, datetime
from typing import Any

from .engine import (
    Action,
    BadState,
    IllegalAction,
    NextGame,
    Options,
    RuleError,
    State,
    apply,
    is_over,
    legal_actions,
    new_game,
    parse_action,
    scores,
)
from .seating import (
    COLOURS,
    KINDS,
    LEVELS,
    SEAT_NAME_MAX,
    Person,
    Seat,
    SessionError,
    check_seats,
    name_problem,
    people_of,
    person_deciding,
    person_of_king,
)

# the seats lived here before game.seating: every name read from game.session stays readable
__all__ = ["COLOURS", "KINDS", "LEVELS", "NEXT_GAME", "SAVE_NAME_MAX", "SEAT_NAME_MAX", "Person", "Seat",
           "Session", "SessionError", "check_seats", "name_problem", "new_game_id", "now_iso", "parse_time",
           "people_of", "person_of_king", "replay_history"]

JSON = dict[str, Any]
NEXT_GAME = str(NextGame())
# Game ids name autosave files, so they are kept to characters safe in any file system.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
SAVE_NAME_MAX = 60


def now_iso() -> str:
    """The current time in UTC, ISO 8601 with milliseconds (sorts and parses back exactly)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def parse_time(text: str) -> datetime:
    """A stored time back as an aware datetime; ValueError if it is not ISO 8601."""
    t = datetime.fromisoformat(text)
    return t if t.tzinfo is not None else t.replace(tzinfo=UTC)


def new_game_id() -> str:
    # Time first so ids sort by creation; the random part keeps two games started
    # in the same second (two windows, a quick restart) apart.
    return f"{datetime.now(UTC):%Y%m%d-%H%M%S}-{secrets.token_hex(4)}"


def replay_history(options: Options, seed: int, history: list[str],
                   seats: list[Seat] | None = None) -> tuple[State, list[int | None]]:
    """The state `history` leads to from the seed, and who (a person index, see
    `people_of`; with no seats, the acting kingdom) acted before each action.

    Raises SessionError naming the first action that is unreadable or illegal.
    """
    try:
        state = new_game(options, seed)
    except RuleError as e:
        raise SessionError(f"bad set-up: {e}") from None
    actors: list[int | None] = []
    for i, text in enumerate(history):
        try:
            actor = state.actor if seats is None else person_deciding(seats, state)
            state = apply(state, parse_action(text))
        except RuleError as e:  # unreadable (UnreadableAction) or refused (IllegalAction)
            raise SessionError(
                f"action {i + 1} of {len(history)} ({text!r}) is illegal: {getattr(e, 'reason', e)}",
                inconsistent=True
            ) from None
        actors.append(actor)
    return state, actors


class Session:
    """One game (or Dynasty match) being played: set-up, seed, the action history, and the current state."""

    #: a table on a server (game.net.online.OnlineSession) says True: its moves go out and come
    #: back through `poll()`; a local game plays here, at once
    remote = False

    def __init__(self, options: Options, seats: list[Seat], seed: int, hints: bool = False) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the seed is an integer")
        seats = list(seats)
        check_seats(options, seats)
        self.options = options
        self.seats = seats
        self.seed = seed
        self.hints = bool(hints)
        self.state: State = new_game(options, seed)
        self.history: list[str] = []
        self.created = self.updated = now_iso()
        self.save_name: str | None = None
        self.game_id = new_game_id()
        # the people who sat at this screen when the game was played on a server (the coach
        # reviews theirs, also after a load: saved as "here"); None: a local game, every human's
        self.here: set[int] | None = None
        # Who was to act before each history action (a person index, see `people_of`;
        # None never occurs in a legal history). Kept alongside the history so undo need not replay twice.
        self._actors: list[int | None] = []
        # Hot-seat undo takes back the last action only: set after such an undo,
        # cleared by the next action, so undo cannot walk further back.
        self._undone_last = False
        # history index -> (its action, whether it was a forced claim): undo asks often, a replay is slow
        self._forced: dict[int, tuple[str, bool]] = {}

    # -- playing ----------------------------------------------------------------
    def play(self, action: Action) -> State:
        """Apply `action` (the engine validates it) and record it.

        IllegalAction leaves the session exactly as it was.
        """
        text = str(action)
        # The history stores text: an action whose text does not read back as itself
        # would make the save replay into a different game, so refuse it up front.
        if parse_action(text) != action:
            raise IllegalAction("unreadable", f"action {text!r} does not read back as itself", action)
        actor = self.person_to_act()
        forced = text.startswith("claim ") and len(legal_actions(self.state)) == 1
        new = apply(self.state, action)
        self.state = new
        if text.startswith("claim "):  # known now: undo need not replay to ask
            self._forced[len(self.history)] = (text, forced)
        self.history.append(text)
        self._actors.append(actor)
        self._undone_last = False
        self.updated = now_iso()
        return new

    # -- who plays ---------------------------------------------------------------
    def people(self) -> list[Person]:
        """Everyone at the table; a person's index here is how undo and the table name them."""
        return [p for _, p in people_of(self.seats)]

    def person_of_king(self, king: int) -> int:
        return person_of_king(self.seats, self.state.kings, king)

    def person_to_act(self) -> int | None:
        """The person who decides now (a team member holds one king of a shared kingdom)."""
        return person_deciding(self.seats, self.state)

    def player_to_act(self) -> Person | None:
        return self.person_in(self.state)

    def person_in(self, state: State) -> Person | None:
        """Who decides in `state` (a state of this session: the shown one, a past one)."""
        p = person_deciding(self.seats, state)
        return None if p is None else self.people()[p]

    def human_to_act(self) -> bool:
        p = self.player_to_act()
        return p is not None and p.is_human

    def humans(self) -> list[int]:
        """Person indices of the human players."""
        return [i for i, p in enumerate(self.people()) if p.is_human]

    def reviewed(self) -> list[int]:
        """The people the coach reviews: this screen's after a game on a server, else every human."""
        humans = self.humans()
        return humans if self.here is None else [i for i in humans if i in self.here]

    def is_over(self) -> bool:
        return is_over(self.state)

    def remote_to_act(self) -> bool:
        """Someone at another screen decides now (never in a local game)."""
        return False

    def poll(self) -> list[Any]:
        """What arrived from elsewhere since the last frame (a local game: nothing)."""
        return []

    def presence(self, person: int) -> str | None:
        """At a table on a server: "you" (this screen), "here" (connected), "away"; else None."""
        return None

    def stand_in(self, person: int) -> str | None:
        """The AI level playing for a person who is away (a table on a server), else None."""
        return None

    def hosting(self) -> bool:
        """This screen hosts the table on a server (never for a local game)."""
        return False

    def away_people(self) -> list[int]:
        """The people not connected to the table's server (a local game: none)."""
        return []

    def set_stand_in(self, person: int, level: str | None) -> None:
        """The host lets the computer play for an away person (None: it stops). Online only."""
        raise SessionError("only a table on a server has stand-ins")

    def recent_moves(self, keep: int | None = None) -> list[tuple[State, Action, State]]:
        """The last `keep` moves (None: all) as (before, action, after), replayed from the seed."""
        states = [new_game(self.options, self.seed)]
        actions = []
        for text in self.history:
            actions.append(parse_action(text))
            states.append(apply(states[-1], actions[-1]))
        first = 0 if keep is None else max(0, len(actions) - keep)
        return [(states[i], actions[i], states[i + 1]) for i in range(first, len(actions))]

    # -- undo ---------------------------------------------------------------------
    def undo_kind(self) -> str:
        """"to_human" (one human against AI), "last_action" (hot-seat) or "none" (no human)."""
        humans = len(self.humans())
        if humans == 0:
            return "none"
        if humans == 1 and len(self.people()) > 1:
            return "to_human"
        return "last_action"

    def result_declared(self) -> bool:
        """The game (or this game of a Dynasty) is over: its result is shown and nothing takes
        it back, whatever the rule set."""
        return self.state.phase == "over"

    def _undo_target(self) -> int | None:
        """The history length undo would go back to, or None when there is nothing to undo."""
        kind = self.undo_kind()
        if kind == "none" or (kind == "last_action" and self._undone_last) or self.result_declared():
            return None
        if len(self._actors) != len(self.history):
            # Someone edited `history` directly: rebuild who acted rather than guess.
            self.state, self._actors = replay_history(self.options, self.seed, self.history, self.seats)
            self._forced = {}
        humans = set(self.humans())
        # Walk back to the most recent human action: with one human that is their previous
        # decision; in hot-seat it is the last action (AI seats in the mix re-decide anyway).
        # A claim of the only domino left was no decision (the table makes it): undo goes
        # past it, or taking it back would only see it made again.
        for i in range(len(self.history) - 1, -1, -1):
            if self.history[i] == NEXT_GAME:
                return None  # a finished game of a Dynasty is never taken back
            if self._actors[i] in humans and not self._forced_claim(i):
                return i
        return None

    def _forced_claim(self, i: int) -> bool:
        """History action `i` claimed the only domino there was to claim."""
        if not self.history[i].startswith("claim "):
            return False
        known = self._forced.get(i)
        if known is None or known[0] != self.history[i]:
            self._read_forced_claims()
            known = self._forced[i]
        return known[1]

    def _read_forced_claims(self) -> None:
        """Which claims of the history were forced, all in one replay (after a load or an
        edited history): one replay per claim asked about would grow with the square of
        the game's length."""
        state = new_game(self.options, self.seed)
        for i, text in enumerate(self.history):
            action = parse_action(text)
            if text.startswith("claim "):
                self._forced[i] = (text, len(legal_actions(state)) == 1)
            state = apply(state, action)

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def undo_preview(self) -> tuple[Person, int] | None:
        """What undo would take back: the person whose move it is and how many actions go
        (theirs and every one after it), or None when undo is refused."""
        target = self._undo_target()
        if target is None:
            return None
        who = self._actors[target]
        assert who is not None  # a target is always a human's action
        return self.people()[who], len(self.history) - target

    def undo(self) -> int:
        """Take back actions by replaying a shorter history; returns how many were removed
        (0: refused, the session unchanged, as once the result is declared)."""
        target = self._undo_target()
        if target is None:
            return 0
        removed = len(self.history) - target
        history = self.history[:target]
        state, actors = replay_history(self.options, self.seed, history, self.seats)
        self.history, self._actors, self.state = history, actors, state
        self._forced = {i: f for i, f in self._forced.items() if i < target}
        self._undone_last = self.undo_kind() == "last_action"
        self.updated = now_iso()
        return removed

    def replay(self) -> State:
        """The state the seed and the history lead to, through the engine."""
        return replay_history(self.options, self.seed, self.history)[0]

    # -- JSON -----------------------------------------------------------------------
    def summary(self) -> JSON:
        """The fields a save file carries for its load list: round, game of the match, scores, finished."""
        return {
            "round": self.state.round,
            "game": self.state.match.number,
            "games": self.state.match.games,
            "scores": [b.total for b in scores(self.state)],
            "finished": is_over(self.state),
        }

    def to_json(self) -> JSON:
        # Hot-seat undo used up (see `_undone_last`) is kept so that Continue offers exactly
        # the undo the table offered before it closed; written only when true, so every other
        # save reads as before (an optional field: no schema step).
        optional: JSON = {"undo_used": True} if self._undone_last else {}
        if self.here is not None:  # a game played on a server: who sat at this screen
            optional["here"] = sorted(self.here)
        return {
            "game_id": self.game_id,
            "name": self.save_name,
            "rules": self.options.rules,
            "options": self.options.to_json(),
            "seats": [s.to_json() for s in self.seats],
            "hints": self.hints,
            "seed": self.seed,
            "created": self.created,
            "updated": self.updated,
            **self.summary(),
            "history": self.history[:],
            "snapshot": self.state.to_json(),
            **optional,
        }

    @classmethod
    def from_json(cls, d: JSON) -> Session:
        """Rebuild a session, replaying its history; SessionError if anything disagrees."""
        if not isinstance(d, dict):
            raise SessionError("a session is a JSON object")
        expected = set(_SESSION_KEYS)
        missing, unknown = expected - set(d), set(d) - expected - set(_OPTIONAL_KEYS)
        if missing:
            raise SessionError(f"missing {', '.join(sorted(missing))}")
        if unknown:
            raise SessionError(f"unknown fields {', '.join(sorted(unknown))}")
        for key, kinds in {**_SESSION_KEYS, **_OPTIONAL_KEYS}.items():
            if key not in d:
                continue
            value = d[key]
            if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
                raise SessionError(f"{key!r} has the wrong type ({type(value).__name__})")
        options = _options_from_json(d["options"])
        if options.rules != d["rules"]:
            raise SessionError(f"rules {d['rules']!r} disagree with the options ({options.rules!r})")
        seats = [Seat.from_json(s) for s in d["seats"]]
        try:
            check_seats(options, seats)
        except ValueError as e:
            raise SessionError(str(e)) from None
        history = d["history"]
        if not all(isinstance(h, str) for h in history):
            raise SessionError("the history must be a list of action texts")
        for key in ("created", "updated"):
            try:
                parse_time(d[key])
            except ValueError:
                raise SessionError(f"{key!r} is not a date and time: {d[key]!r}") from None
        if d["name"] is not None:
            problem = name_problem(d["name"], SAVE_NAME_MAX, "the save name")
            if problem is not None:
                raise SessionError(problem)
        if not GAME_ID.fullmatch(d["game_id"]):
            raise SessionError(f"bad game id {d['game_id']!r}")
        try:
            snapshot = State.from_json(d["snapshot"])
        except BadState as e:
            raise SessionError(f"bad snapshot: {e}") from None

        state, actors = replay_history(options, d["seed"], history, seats)
        if state != snapshot:
            raise SessionError("the action history does not lead to the saved position", inconsistent=True)
        self = cls.__new__(cls)
        self.options, self.seats, self.seed, self.hints = options, seats, d["seed"], d["hints"]
        self.state, self.history, self._actors = state, list(history), actors
        self.created, self.updated = d["created"], d["updated"]
        self.save_name, self.game_id = d["name"], d["game_id"]
        self._undone_last = d.get("undo_used", False)  # no field: undo not used up
        self._forced = {}
        self.here = _here_from_json(d.get("here"), len(self.people()))
        stored = {k: d[k] for k in ("round", "game", "games", "scores", "finished")}
        if stored != self.summary():
            raise SessionError("the round, scores or result disagree with the position", inconsistent=True)
        return self

    def __repr__(self) -> str:
        return (f"Session({self.options.rules}, {len(self.seats)} seats, seed {self.seed}, "
                f"{len(self.history)} actions, id {self.game_id})")


# Field -> accepted JSON types (bool is only accepted where listed, since bool is an int in Python).
_SESSION_KEYS: dict[str, tuple[type, ...]] = {
    "game_id": (str,),
    "name": (str, type(None)),
    "rules": (str,),
    "options": (dict,),
    "seats": (list,),
    "hints": (bool,),
    "seed": (int,),
    "created": (str,),
    "updated": (str,),
    "round": (int,),
    "game": (int,),
    "games": (int,),
    "scores": (list,),
    "finished": (bool,),
    "history": (list,),
    "snapshot": (dict,),
}


# Fields a session may leave out (older saves did not write them), with the same type check;
# being optional, they need no schema step.
_OPTIONAL_KEYS: dict[str, tuple[type, ...]] = {
    "undo_used": (bool,),
    "here": (list,),
}


def _here_from_json(here: object, people: int) -> set[int] | None:
    """The saved "here" (person indices of this screen's people), checked; None when absent."""
    if here is None:
        return None
    assert isinstance(here, list)  # the key check above
    if not all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < people for i in here):
        raise SessionError(f"'here' names people who are not at the table: {here!r}")
    return set(here)


def _options_from_json(data: JSON) -> Options:
    """Options with their names and types checked by the engine."""
    try:
        return Options.from_json(data)
    except (BadState, TypeError) as e:
        raise SessionError(f"bad options: {e}") from None
