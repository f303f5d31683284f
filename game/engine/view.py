"""What a seated player can see, and how a searcher fills in the rest.

A rule set declares its hidden zones (a tower's order, the dominoes set aside,
a face-down line, a building pile). `view(state, seat)` blanks every one of them
and lists what was there under `hidden[zone name]`, sorted so that nothing about
the order leaks; the generator that would predict the draws is replaced too.
`determinize` deals each zone's unseen items at random back into its places so
a search can play on.
"""

from __future__ import annotations

from typing import Any

from .rng import Rng
from .rules import get_rules
from .state import Draft, State

UNKNOWN = 0  # stands for a domino (or a building) whose face a player cannot see


def view(state: State, seat: int | None = None) -> State:
    """The state as the player at `seat` sees it (None: any seat; every zone declared
    hidden so far is hidden from every seat alike)."""
    v = state.copy()
    hidden: dict[str, list[Any]] = {}
    for zone in get_rules(v.options.rules).hidden_zones(v):
        hidden[zone.name] = sorted(zone.hide(v, seat))
    v.hidden = hidden
    v.rng = Rng(0)  # the real generator would predict the draws
    return v


def determinize(v: State, rng: Rng) -> State:
    """A full state consistent with view `v`: every zone's unseen items dealt at random."""
    s = v.copy()
    if v.hidden is None:
        return s
    for zone in get_rules(v.options.rules).hidden_zones(s):
        items = list(v.hidden.get(zone.name, ()))
        rng.shuffle(items)
        zone.deal(s, items, rng)
    s.hidden = None
    s.rng = rng.fork()
    return s


class TowerZone:
    """A tower's face-down pile, its face-down next line and (for the first tower) the
    dominoes set aside in the box: a player knows which dominoes they are, not where."""

    def __init__(self, tower: str, with_box: bool) -> None:
        self.name = tower
        self.tower = tower
        self.with_box = with_box

    def _face_down(self, state: State) -> Draft | None:
        draft = state.drafts.get(self.tower)
        if draft is None or draft.next is None or draft.next_face_up:
            return None
        return draft

    def hide(self, v: State, seat: int | None) -> list[Any]:
        pile = v.towers[self.tower]
        out = list(pile)
        v.towers[self.tower] = [UNKNOWN] * len(pile)
        if self.with_box:
            out.extend(v.box)
            v.box = [UNKNOWN] * len(v.box)
        draft = self._face_down(v)
        if draft is not None and draft.next is not None:
            for slot in draft.next:
                if slot.domino is not None:
                    out.append(slot.domino)
                    slot.domino = UNKNOWN
        return out

    def deal(self, s: State, items: list[Any], rng: Rng) -> None:
        pile = s.towers[self.tower]
        for i in range(len(pile)):
            pile[i] = items.pop()
        draft = self._face_down(s)
        if draft is not None and draft.next is not None:
            for slot in draft.next:
                if slot.domino is not None:
                    slot.domino = items.pop()
        if self.with_box:
            s.box = sorted(items[: len(s.box)])
