"""The game state: plain data, copyable, and convertible to JSON and back exactly."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from .content import domino
from .errors import BadState
from .kingdom import DIRS, Kingdom
from .rng import Rng

JSON = dict[str, Any]
STATE_FORMAT = 1  # bump when the JSON shape of a state changes


@dataclass(frozen=True)
class Options:
    """A game's set-up. Variants are free to combine where the rules allow."""

    rules: str = "kingdomino"
    players: int = 2
    mighty_duel: bool = False  # 2 players, all 48 dominoes, 7×7
    middle_kingdom: bool = False  # +10 when the castle is the centre
    harmony: bool = False  # +5 for a full grid with nothing discarded
    dynasty: bool = False  # 3 games, highest total wins
    four_choices: bool = False  # 3 players: 48 dominoes, lines of 4, unclaimed one discarded

    def to_json(self) -> JSON:
        return asdict(self)

    @classmethod
    def from_json(cls, data: JSON) -> Options:
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise BadState(f"unknown options: {', '.join(sorted(unknown))}")
        for f in fields(cls):
            if f.name in data:
                want = {"bool": bool, "int": int, "str": str}[str(f.type)]
                value = data[f.name]
                # bool is an int subclass: a players count of True is not a number
                if not isinstance(value, want) or (want is int and isinstance(value, bool)):
                    raise BadState(f"option {f.name} must be a {want.__name__}, not {value!r}")
        return cls(**data)

    def enabled(self) -> list[str]:
        """Names of the variants switched on, for display."""
        return [f.name for f in fields(self) if f.type in ("bool", bool) and getattr(self, f.name)]


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
    hidden: dict[str, list[int]] | None = None  # views only: unseen dominoes per tower

    # -- who acts ---------------------------------------------------------------
    @property
    def king(self) -> int | None:
        """The king acting now, None once the game is over."""
        if self.phase == "over" or self.turn >= len(self.order):
            return None
        return self.order[self.turn]

    @property
    def actor(self) -> int | None:
        """The kingdom (seat) that must act now."""
        k = self.king
        if k is not None:
            return self.kings[k]
        return 0 if self.phase == "over" and self.match.number < self.match.games else None

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
        )

    # -- JSON -----------------------------------------------------------------------
    def to_json(self) -> JSON:
        return {
            "format": STATE_FORMAT,
            "options": self.options.to_json(),
            "rng": self.rng.state,
            "kingdoms": [
                {"grid": k.grid, "start": k.start, "placed": [list(p) for p in k.placed],
                 "discarded": k.discarded[:]}
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
        }

    @classmethod
    def from_json(cls, data: JSON) -> State:
        """Rebuild a state; BadState with a reason if the data does not hold together."""
        try:
            if data.get("format") != STATE_FORMAT:
                raise BadState(f"state format {data.get('format')!r} is not {STATE_FORMAT}")
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
                hidden=None if hidden is None else {str(t): [int(x) for x in h] for t, h in hidden.items()},
            )
        except BadState:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise BadState(f"malformed state: {type(e).__name__}: {e}") from None


def _opt_int(v: object) -> int | None:
    return None if v is None else int(v)  # type: ignore[call-overload]


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
    return k
