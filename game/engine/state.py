"""The game state: plain data, copyable, and convertible to JSON and back exactly."""

from __future__ import annotations

import marshal
from dataclasses import dataclass, field
from typing import Any

from .content import domino
from .errors import BadState
from .kingdom import DIRS, Kingdom
from .rng import Rng

JSON = dict[str, Any]
STATE_FORMAT = 2  # bump when the JSON shape of a state changes (and add a step to STATE_STEPS)

# Content editions: the content rules a game is played under (docs/ARCHITECTURE.md, "Editions").
# A game keeps the edition it began with, so an old save replays, and finishes, under its rules.
EDITION = 2  # new games
EDITION_RELEASES = {1: "0.2.0"}  # an older edition -> the last release that played it


def plain_copy(value: Any) -> Any:
    """A deep copy of plain JSON data (dicts, lists, numbers, text, None): the only kind of
    value rule sets keep in `State.ext` and `State.pending`, so copying stays generic. marshal
    copies such data in C, 2-3× faster than a Python walk (it is no file format here)."""
    return marshal.loads(marshal.dumps(value))


def _state_v1_to_v2(data: JSON) -> JSON:
    # Format 2 added rule-set state (ext), pending decisions and kingdom layers/counters.
    out = dict(data)
    out["kingdoms"] = [{**k, "layers": {}, "vals": {}} for k in data["kingdoms"]]
    out["ext"] = {}
    out["pending"] = []
    out["format"] = 2
    return out


STATE_STEPS = (_state_v1_to_v2,)


def migrate_state(data: JSON, to: int = STATE_FORMAT) -> JSON:
    """A state's JSON brought to format `to` (older formats step by step; newer refused). The
    one chain of state steps: a save's own migration brings its snapshot to the format its
    next schema held with it (`to`), so an old file's steps stay those of its day."""
    v = data.get("format")
    if not isinstance(v, int) or isinstance(v, bool) or v < 1:
        raise BadState(f"state format {v!r} is not one this game knows")
    if v > to or to > STATE_FORMAT:
        raise BadState(f"state format {v} is newer than format {to} (this game reads {STATE_FORMAT})")
    while v < to:
        data = STATE_STEPS[v - 1](data)
        v += 1
    return data


OptionValue = bool | int
FIRST_RULES = "kingdomino"  # a set-up that names no rule set (saves of release 0.1.0)
CORE_OPTIONS = ("rules", "players", "edition")


@dataclass(frozen=True, init=False)
class Options:
    """A game's set-up: what every rule set has (its name, the kingdom count, the content
    edition) and the rule set's own options, which it declares (`Limits.options`: Mighty Duel,
    the Court, ...) and reads by name, `options.court`. An own option is off (False or 0) unless
    set; only those set are kept, so two set-ups that mean the same are equal."""

    rules: str
    players: int
    edition: int
    own: tuple[tuple[str, OptionValue], ...]  # (name, value) of each own option set, by name

    def __init__(self, rules: str = FIRST_RULES, players: int = 2, edition: int = EDITION,
                 own: tuple[tuple[str, OptionValue], ...] = (), **named: OptionValue) -> None:
        chosen = {**dict(own), **named}
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "edition", edition)
        object.__setattr__(self, "own", tuple(sorted((k, v) for k, v in chosen.items() if v)))

    def __getattr__(self, name: str) -> OptionValue:
        # only reached for names that are not fields: the rule set's own options (read in the
        # scoring the AI's playouts repeat: a scan of the few set, no dict built)
        if name.startswith("_"):
            raise AttributeError(name)
        for key, value in self.own:
            if key == name:
                return value
        return False

    def to_json(self) -> JSON:
        # the own options sit beside the core ones, as they always have in saves
        return {"rules": self.rules, "players": self.players, **dict(self.own), "edition": self.edition}

    @classmethod
    def from_json(cls, data: JSON) -> Options:
        for name, value in data.items():
            want: type = str if name == "rules" else int
            # bool is an int subclass: a players count of True is not a number
            core_number = name in CORE_OPTIONS and want is int
            if not isinstance(value, want) or (core_number and isinstance(value, bool)):
                kind = {"rules": "a str"}.get(name, "an int" if core_number else "a bool or an int")
                raise BadState(f"option {name} must be {kind}, not {value!r}")
            if not name.isidentifier() or name == "own":
                raise BadState(f"unknown option {name!r}")
        # options written before editions existed were played under the first one
        edition = data.get("edition", 1)
        if not 1 <= edition <= EDITION:
            raise BadState(f"content edition {edition} is not one this game knows (1 to {EDITION})")
        own = tuple((k, v) for k, v in data.items() if k not in CORE_OPTIONS)
        return cls(data.get("rules", FIRST_RULES), data.get("players", 2), edition, own)

    def enabled(self) -> list[str]:
        """The own options set, for display: a switch by its name, a number beside it."""
        return [name if value is True else f"{name} ({value})" for name, value in self.own]


@dataclass
class Slot:
    """A place in a draft line: a domino (None once placed) and the king on it (None when free)."""

    domino: int | None
    king: int | None = None


@dataclass
class Draft:
    """One tower's two lines: `current` (claimed, being placed) and `next` (being claimed)."""

    current: list[Slot] = field(default_factory=list)
    next: list[Slot] | None = None
    next_face_up: bool = True


@dataclass
class Match:
    """A Dynasty match is several games; a plain game is a match of one."""

    games: int = 1
    number: int = 1  # the game being played, from 1
    results: list[list[int]] = field(default_factory=list)  # per finished game, score per kingdom

    def totals(self, kingdoms: int) -> list[int]:
        return [sum(r[k] for r in self.results) for k in range(kingdoms)]


@dataclass
class State:
    options: Options
    rng: Rng
    kingdoms: list[Kingdom]
    kings: list[int]  # king id -> kingdom index
    towers: dict[str, list[int]]  # face-down draw piles, top = end of list
    box: list[int]  # dominoes set aside at set-up, out of this game
    discard: list[int]  # dominoes left unclaimed in a line
    drafts: dict[str, Draft]
    phase: str = "draft"  # "draft" (first claims), "play", "over"
    tower: str = "main"  # the tower whose kings are acting
    order: list[int] = field(default_factory=list)  # king ids in turn order
    turn: int = 0  # index in `order`
    step: str = "claim"  # the step of the turn the acting king is on
    round: int = 0  # 0 while the first line is claimed, then 1, 2, ...
    moves: int = 0  # actions applied so far in this game
    match: Match = field(default_factory=Match)
    hidden: dict[str, list[Any]] | None = None  # views only: unseen items per hidden zone
    # Rule-set state (builders' rows, the Queen, Dragons, events...): plain JSON data that
    # the rule set owns; copied and serialised generically.
    ext: dict[str, Any] = field(default_factory=dict)
    # Decisions owed before the turn goes on, first one first, possibly by another
    # kingdom than the acting king's: {"step": name, "kingdom": k, "king": id?, ...}.
    pending: list[dict[str, Any]] = field(default_factory=list)

    # -- who acts ---------------------------------------------------------------
    @property
    def king(self) -> int | None:
        """The king acting now, None once the game is over."""
        if self.phase == "over" or self.turn >= len(self.order):
            return None
        return self.order[self.turn]

    @property
    def actor(self) -> int | None:
        """The kingdom that must act now: the owner of the first pending decision, else the
        acting king's kingdom (kingdom 0 starts the next game of a match)."""
        if self.pending:
            return int(self.pending[0]["kingdom"])
        k = self.king
        if k is not None:
            return self.kings[k]
        return 0 if self.phase == "over" and self.match.number < self.match.games else None

    @property
    def acting_king(self) -> int | None:
        """The king whose holder decides now (a team's member holds one king each): the
        pending decision's king, or the first king of its kingdom, or the acting king."""
        if self.pending:
            d = self.pending[0]
            if d.get("king") is not None:
                return int(d["king"])
            kingdom = int(d["kingdom"])
            return next((i for i, k in enumerate(self.kings) if k == kingdom), None)
        if self.king is not None:
            return self.king
        return 0 if self.actor == 0 and self.kings else None

    def claimed_domino(self, king: int) -> int | None:
        """The domino a king stands on in its tower's current line."""
        for draft in self.drafts.values():
            for slot in draft.current:
                if slot.king == king:
                    return slot.domino
        return None

    # -- copying ----------------------------------------------------------------
    def copy(self) -> State:
        return State(
            options=self.options,
            rng=self.rng.copy(),
            kingdoms=[k.copy() for k in self.kingdoms],
            kings=self.kings[:],
            towers={t: p[:] for t, p in self.towers.items()},
            box=self.box[:],
            discard=self.discard[:],
            drafts={
                t: Draft(
                    [Slot(s.domino, s.king) for s in d.current],
                    None if d.next is None else [Slot(s.domino, s.king) for s in d.next],
                    d.next_face_up,
                )
                for t, d in self.drafts.items()
            },
            phase=self.phase,
            tower=self.tower,
            order=self.order[:],
            turn=self.turn,
            step=self.step,
            round=self.round,
            moves=self.moves,
            match=Match(self.match.games, self.match.number, [r[:] for r in self.match.results]),
            hidden=None if self.hidden is None else {t: h[:] for t, h in self.hidden.items()},
            ext=plain_copy(self.ext) if self.ext else {},
            pending=plain_copy(self.pending) if self.pending else [],
        )

    # -- JSON -----------------------------------------------------------------------
    def to_json(self) -> JSON:
        return {
            "format": STATE_FORMAT,
            "options": self.options.to_json(),
            "rng": self.rng.state,
            "kingdoms": [
                {"grid": k.grid, "start": k.start, "placed": [list(p) for p in k.placed],
                 "discarded": k.discarded[:],
                 "layers": {name: [[r, c, v] for r, c, v in k.squares(name)]
                            for name in sorted(k.layers) if k.layers[name]},
                 "vals": dict(sorted(k.vals.items()))}
                for k in self.kingdoms
            ],
            "kings": self.kings[:],
            "towers": {t: p[:] for t, p in self.towers.items()},
            "box": self.box[:],
            "discard": self.discard[:],
            "drafts": {
                t: {
                    "current": [[s.domino, s.king] for s in d.current],
                    "next": None if d.next is None else [[s.domino, s.king] for s in d.next],
                    "next_face_up": d.next_face_up,
                }
                for t, d in self.drafts.items()
            },
            "phase": self.phase,
            "tower": self.tower,
            "order": self.order[:],
            "turn": self.turn,
            "step": self.step,
            "round": self.round,
            "moves": self.moves,
            "match": {"games": self.match.games, "number": self.match.number,
                      "results": [r[:] for r in self.match.results]},
            "hidden": None if self.hidden is None else {t: h[:] for t, h in self.hidden.items()},
            "ext": plain_copy(self.ext),
            "pending": plain_copy(self.pending),
        }

    @classmethod
    def from_json(cls, data: JSON) -> State:
        """Rebuild a state; BadState with a reason if the data does not hold together."""
        try:
            data = migrate_state(data)
            rng = Rng(0)
            rng.state = int(data["rng"])
            kingdoms = [_kingdom_from_json(k) for k in data["kingdoms"]]
            drafts = {
                str(t): Draft(
                    [Slot(_opt_int(s[0]), _opt_int(s[1])) for s in d["current"]],
                    None if d["next"] is None else [Slot(_opt_int(s[0]), _opt_int(s[1])) for s in d["next"]],
                    bool(d["next_face_up"]),
                )
                for t, d in data["drafts"].items()
            }
            m = data["match"]
            hidden = data.get("hidden")
            return cls(
                options=Options.from_json(data["options"]),
                rng=rng,
                kingdoms=kingdoms,
                kings=[int(k) for k in data["kings"]],
                towers={str(t): [int(x) for x in p] for t, p in data["towers"].items()},
                box=[int(x) for x in data["box"]],
                discard=[int(x) for x in data["discard"]],
                drafts=drafts,
                phase=str(data["phase"]),
                tower=str(data["tower"]),
                order=[int(x) for x in data["order"]],
                turn=int(data["turn"]),
                step=str(data["step"]),
                round=int(data["round"]),
                moves=int(data["moves"]),
                match=Match(int(m["games"]), int(m["number"]), [[int(x) for x in r] for r in m["results"]]),
                hidden=None if hidden is None else {str(t): _plain(list(h)) for t, h in hidden.items()},
                ext=_plain(dict(data["ext"])),
                pending=[_plain(dict(d)) for d in data["pending"]],
            )
        except BadState:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise BadState(f"malformed state: {type(e).__name__}: {e}") from None


def _plain(value: Any) -> Any:
    """Plain JSON data checked and copied: only dicts with text keys, lists, numbers, text,
    booleans and None may sit in rule-set state."""
    if isinstance(value, dict):
        if not all(isinstance(k, str) for k in value):
            raise BadState("rule-set state keys must be text")
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise BadState(f"rule-set state holds a {type(value).__name__}, not plain data")


def _opt_int(v: object) -> int | None:
    if v is None:
        return None
    if not isinstance(v, int | str | float):
        raise BadState(f"a number was expected, not {v!r}")
    return int(v)


def _kingdom_from_json(data: JSON) -> Kingdom:
    k = Kingdom(int(data["grid"]), int(data["start"]))
    for did, r, c, d in data["placed"]:
        if d not in DIRS:
            raise BadState(f"bad direction {d!r} in a kingdom")
        dom = domino(int(did))
        reason = k.check(dom, int(r), int(c), d)
        if reason is not None:
            raise BadState(f"domino {did} at {r},{c} {d} cannot be where the state says: {reason[1]}")
        k.place(dom, int(r), int(c), d)
    k.discarded = [int(x) for x in data["discarded"]]
    for name, squares in data["layers"].items():
        for r, c, v in squares:
            if not k.on_canvas(int(r), int(c)) or not isinstance(v, int | str) or isinstance(v, bool):
                raise BadState(f"layer {name!r} has a bad square {[r, c, v]!r}")
            k.set_at(str(name), int(r), int(c), v)
    for name, v in data["vals"].items():
        if not isinstance(v, int) or isinstance(v, bool):
            raise BadState(f"kingdom counter {name!r} must be a whole number, not {v!r}")
        k.vals[str(name)] = v
    return k


def edition_2(state: State) -> bool:
    """The content rulings made after release 0.2.0 apply (XXL: Patrol's tax, Stampede's giants,
    Court buildings collapsing, fallen towers cleared; Queendomino and XXL: no builders' board
    slide after the last round). A game begun under 0.2.0 (edition 1) keeps 0.2.0's rules to
    its end, so its save replays to the same scores."""
    return state.options.edition >= 2
