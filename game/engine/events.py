"""Fantastic Event tiles (Royal Wedding XXL) loaded from `data/events.json`: data and validation only.

The 24 events are the game's own design (shared/reference/fantastic_era.md). An event takes effect at
the start of the round it opens and lasts that round (rulings 3). Applying an effect to a game state is
the rules' job; this module only says, in a checked machine-readable form, what each event does.

Effect vocabulary
=================
Every effect is ``{"kind": <kind>, ...parameters}``. Unless a kind says otherwise it happens once, at the
start of the round, kingdom by kingdom in the order of the kings on the Fantastic Era line; where a
kingdom has nothing that qualifies, the effect does nothing for it; coins never go below 0.

``who`` (the kingdoms concerned) is one of:
  each           every kingdom
  queen_host     the kingdom hosting the Queen (none while she is in her tower)
  most_knights   the kingdom(s) owning the most knights (guard + kingdom, not the cemetery)
  richest        the kingdom(s) holding the most coins
  poorest        the kingdom(s) holding the fewest coins
  without_giant  every kingdom with no giant in it

``chooser`` says who picks among the candidates: ``owner`` (the kingdom concerned: in a team, the
member holding its Fantastic Era king) or ``none`` (the candidates are alike, nothing to choose).

Kinds (parameters, then what happens):
  collapse_building  who, count: int>=1, min_standing: int>=1, where: "any" | "smallest_town",
                     chooser: "owner"
      A kingdom with at least `min_standing` standing buildings sees `count` of them collapse. With
      where="smallest_town" the candidates are the standing buildings on the smallest town territory
      (by squares) that holds any. A collapsed building can be rebuilt or cleared with action C'.
  topple_tower       who, count: int>=1, chooser: "owner"
      `count` standing towers of the kingdom fall (C' rebuilds or clears them).
  knight_to_cemetery who, count: int>=1, source: "guard" | "board", chooser: "owner" | "none"
      `count` knights of the kingdom, from its guard or from squares of its kingdom, go to the cemetery.
  gain_knight        who, count: int>=1
      The kingdom takes `count` knights from the supply into its guard.
  move_knight        who, count: int>=1, optional: bool, collect_tax: bool
      The kingdom (may, if optional) move(s) `count` of its knights on the board to another square of
      its kingdom with no knight; collect_tax says whether the move collects tax.
  coins              who, amount: int != 0
      The kingdom gains `amount` coins (a negative amount is a loss, never below 0).
  levy               who, per: int>=1, amount: int>=1
      The kingdom pays `amount` coins for every `per` coins it holds (rounded down).
  coins_per_territory who, terrain: terrain name, amount: int>=1
      The kingdom gains `amount` coins per separate territory of `terrain`.
  coins_largest_territory who, terrain: terrain name, divisor: int>=1
      The kingdom gains (squares of its largest `terrain` territory) // `divisor` coins.
  building_cost      delta: int != 0                                      [lasts the round]
      Every building costs `delta` coins more (negative: less), applied after the Queen's discount,
      never below 0.
  builds_per_turn    count: int>=2                                        [lasts the round]
      A kingdom may build up to `count` times in one turn (action C repeated).
  giant_arrives      who, count: int>=1, chooser: "owner"
      `count` giants from the supply go on uncovered printed crowns of the kingdom (no crown or no
      giant left: no effect).
  giant_leaves       who, count: int>=1, chooser: "owner"
      `count` of the kingdom's giants return to the supply.
  pass_giant         who, count: int>=1, to: "next_seat", chooser: "owner", placer: "receiver"
      A kingdom with a giant passes `count` of them to the next kingdom in seating order; `placer`
      picks the crown it covers there.
  dragon_bribe       cost: int>=0 or null                                 [lasts the round]
      Bribing a Dragon costs `cost` coins; null: no Dragon can be bribed.
  burn_slot          price: int 0..5, refill: bool
      The building on the slot of that price, in each builders' row, leaves the game; with refill the
      rows slide and refill at once.
  queen_moves        to: "tower" | "fewest_towers", ties: "host_stays_else_seat_order"
      The Queen goes back to her tower (the next build meeting ruling 2.7 brings her out again), or to
      the kingdom with the fewest standing towers (ties: she stays if her host is among them, else the
      first of them in seating order).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from . import terrain
from .content import DATA_DIR

WHO = ("each", "queen_host", "most_knights", "richest", "poorest", "without_giant")
CHOOSERS = ("owner", "none")


class EventDataError(ValueError):
    """A Fantastic Event in the data is malformed (the message names the event)."""


@dataclass(frozen=True, slots=True)
class Param:
    """One parameter's type: an int range, a bool, one of some strings, or a terrain name."""

    type: str  # "int", "bool", "enum", "terrain"
    low: int | None = None
    high: int | None = None
    values: tuple[str, ...] = ()
    nullable: bool = False
    nonzero: bool = False

    def check(self, value: Any) -> str | None:
        """None if `value` fits, else what was expected (for the error message)."""
        if value is None:
            return None if self.nullable else self.expected()
        if self.type == "bool":
            ok = isinstance(value, bool)
        elif self.type == "int":
            ok = (
                isinstance(value, int)
                and not isinstance(value, bool)
                and (self.low is None or value >= self.low)
                and (self.high is None or value <= self.high)
                and not (self.nonzero and value == 0)
            )
        elif self.type == "terrain":
            ok = value in terrain.CODES
        else:
            ok = value in self.values
        return None if ok else self.expected()

    def expected(self) -> str:
        if self.type == "int":
            bounds = []
            if self.low is not None:
                bounds.append(f">= {self.low}")
            if self.high is not None:
                bounds.append(f"<= {self.high}")
            if self.nonzero:
                bounds.append("!= 0")
            text = "an integer" + (" " + " and ".join(bounds) if bounds else "")
        elif self.type == "bool":
            text = "true or false"
        elif self.type == "terrain":
            text = "a terrain name"
        else:
            text = "one of " + ", ".join(repr(v) for v in self.values)
        return text + (" or null" if self.nullable else "")


def _int(low: int | None = None, high: int | None = None, **kw: Any) -> Param:
    return Param("int", low=low, high=high, **kw)


def _enum(*values: str) -> Param:
    return Param("enum", values=values)


_WHO = _enum(*WHO)
_COUNT = _int(1)
_BOOL = Param("bool")

#: kind -> its parameters (all required)
KINDS: dict[str, dict[str, Param]] = {
    "collapse_building": {"who": _WHO, "count": _COUNT, "min_standing": _int(1),
                          "where": _enum("any", "smallest_town"), "chooser": _enum("owner")},
    "topple_tower": {"who": _WHO, "count": _COUNT, "chooser": _enum("owner")},
    "knight_to_cemetery": {"who": _WHO, "count": _COUNT, "source": _enum("guard", "board"),
                           "chooser": _enum(*CHOOSERS)},
    "gain_knight": {"who": _WHO, "count": _COUNT},
    "move_knight": {"who": _WHO, "count": _COUNT, "optional": _BOOL, "collect_tax": _BOOL},
    "coins": {"who": _WHO, "amount": _int(nonzero=True)},
    "levy": {"who": _WHO, "per": _int(1), "amount": _int(1)},
    "coins_per_territory": {"who": _WHO, "terrain": Param("terrain"), "amount": _int(1)},
    "coins_largest_territory": {"who": _WHO, "terrain": Param("terrain"), "divisor": _int(1)},
    "building_cost": {"delta": _int(nonzero=True)},
    "builds_per_turn": {"count": _int(2)},
    "giant_arrives": {"who": _WHO, "count": _COUNT, "chooser": _enum("owner")},
    "giant_leaves": {"who": _WHO, "count": _COUNT, "chooser": _enum("owner")},
    "pass_giant": {"who": _WHO, "count": _COUNT, "to": _enum("next_seat"), "chooser": _enum("owner"),
                   "placer": _enum("receiver")},
    "dragon_bribe": {"cost": _int(0, nullable=True)},
    "burn_slot": {"price": _int(0, 5), "refill": _BOOL},
    "queen_moves": {"to": _enum("tower", "fewest_towers"), "ties": _enum("host_stays_else_seat_order")},
}
#: kinds that change the rules for the whole round instead of happening once at its start
LASTING = frozenset({"building_cost", "builds_per_turn", "dragon_bribe"})


@dataclass(frozen=True, slots=True)
class Event:
    id: str  # "E1".."E24"
    name: str
    picture: str
    text: str  # exact player-facing text
    kind: str
    params: tuple[tuple[str, Any], ...]  # (name, value) in vocabulary order; values are hashable
    own: bool

    @property
    def number(self) -> int:
        return int(self.id[1:])

    @property
    def effect(self) -> dict[str, Any]:
        """The effect as in the data: {"kind": ..., **params}."""
        return {"kind": self.kind, **dict(self.params)}

    def param(self, name: str) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(f"event {self.id} ({self.kind}) has no parameter {name!r}")

    @property
    def lasting(self) -> bool:
        """True when the effect changes the rules for the round rather than happening once."""
        return self.kind in LASTING

    @property
    def asks(self) -> bool:
        """True when resolving it needs a kingdom's choice (an action of that kingdom)."""
        return self.kind == "move_knight" or self.effect.get("chooser", "none") != "none"


def validate_effect(eid: str, effect: Any) -> tuple[str, tuple[tuple[str, Any], ...]]:
    """(kind, params) of a checked effect; EventDataError naming `eid` if anything is wrong."""

    def fail(why: str) -> EventDataError:
        return EventDataError(f"events.json: event {eid}: {why}")

    if not isinstance(effect, dict):
        raise fail(f"effect must be an object, got {effect!r}")
    kind = effect.get("kind")
    if kind not in KINDS:
        raise fail(f"unknown effect kind {kind!r} (known: {', '.join(KINDS)})")
    spec = KINDS[kind]
    unknown = sorted(set(effect) - set(spec) - {"kind"})
    if unknown:
        raise fail(f"effect {kind} has unknown parameter(s) {', '.join(unknown)}")
    params = []
    for name, param in spec.items():
        if name not in effect:
            raise fail(f"effect {kind} lacks parameter {name!r}")
        wrong = param.check(effect[name])
        if wrong:
            raise fail(f"effect {kind} parameter {name!r} must be {wrong}, got {effect[name]!r}")
        params.append((name, effect[name]))
    return kind, tuple(params)


def _parse(i: int, d: Any) -> Event:
    eid = d.get("id") if isinstance(d, dict) else None
    if not isinstance(eid, str) or not re.fullmatch(r"E[1-9][0-9]*", eid):
        raise EventDataError(f"events.json: entry {i}: id must look like 'E7', got {eid!r}")
    for key in ("name", "picture", "text"):
        if not isinstance(d.get(key), str) or not d[key].strip():
            raise EventDataError(f"events.json: event {eid}: {key} must be a non-empty string")
    if not isinstance(d.get("own"), bool):
        raise EventDataError(f"events.json: event {eid}: own must be true or false")
    kind, params = validate_effect(eid, d.get("effect"))
    return Event(id=eid, name=d["name"], picture=d["picture"], text=d["text"], kind=kind, params=params,
                 own=d["own"])


def parse_events(raw: dict[str, Any]) -> tuple[Event, ...]:
    """Validated events from the decoded JSON, in the file's order."""
    out = tuple(_parse(i, d) for i, d in enumerate(raw["events"]))
    seen: set[str] = set()
    for e in out:
        if e.id in seen:
            raise EventDataError(f"events.json: event id {e.id} appears twice")
        seen.add(e.id)
    return out


@cache
def _raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA_DIR / "events.json").read_text(encoding="utf-8"))
    return data


@cache
def load_events() -> tuple[Event, ...]:
    """Every Fantastic Event tile (read and validated on first use, not at import)."""
    return parse_events(_raw())


@cache
def _by_id() -> dict[str, Event]:
    return {e.id: e for e in load_events()}


def event(eid: str) -> Event:
    try:
        return _by_id()[eid]
    except KeyError:
        raise KeyError(f"no Fantastic Event {eid!r}") from None


def events_per_game(kingdoms: int) -> int:
    """How many event tiles a game deals: 20, 15 or 12 for 3, 4 or 5 kingdoms (the file's "deal")."""
    try:
        return int(_raw()["deal"][str(kingdoms)])
    except KeyError:
        raise ValueError(f"Royal Wedding XXL plays 3-5 kingdoms, not {kingdoms}") from None
