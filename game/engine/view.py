"""What a seated player can see, and how a searcher fills in the rest.

A rule set declares its hidden zones (a tower's order, the dominoes set aside,
a building pile, the event pile). `view(state, seat)` blanks every one of them
and lists what may be there under `hidden[zone name]` (what was there, or a larger
set when even that is unknown, as with the events dealt), sorted so that nothing
about the order leaks; the generator that would predict the draws is replaced too.
`determinize` deals each zone's unseen items at random back into its places so
a search can play on.
"""

from __future__ import annotations

from typing import Any

from .rng import Rng
from .rules import get_rules
from .state import State

UNKNOWN = 0  # stands for a domino (or a building) whose face a player cannot see


def view(state: State, seat: int | None = None) -> State:
    """The state as the player at `seat` sees it (None: any seat; every zone declared
    hidden so far is hidden from every seat alike). A view is already one: it comes back as
    it is (a copy), its hidden lists kept (a table on a server asks the adviser on its view)."""
    v = state.copy()
    if v.hidden is not None:
        return v
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
    """A tower's face-down pile and (for the first tower) the dominoes set aside in the box:
    a player knows which dominoes they are, not where. A face-down next line is not hidden:
    its backs show the numbers (and letters) to everyone, and a number names one domino
    (rulings §3 "The face-down line"), so a view keeps its ids."""

    def __init__(self, tower: str, with_box: bool, sets: tuple[str, ...]) -> None:
        self.name = tower
        self.tower = tower
        self.with_box = with_box
        self.sets = sets  # the domino sets shuffled into it (content.load_set names)

    def hide(self, v: State, seat: int | None) -> list[Any]:
        pile = v.towers[self.tower]
        out = list(pile)
        v.towers[self.tower] = [UNKNOWN] * len(pile)
        if self.with_box:
            out.extend(v.box)
            v.box = [UNKNOWN] * len(v.box)
        return out

    def deal(self, s: State, items: list[Any], rng: Rng) -> None:
        pile = s.towers[self.tower]
        for i in range(len(pile)):
            pile[i] = items.pop()
        if self.with_box:
            s.box = sorted(items[: len(s.box)])


def tower_zones(state: State) -> dict[str, TowerZone]:
    """The rule set's hidden zones that are domino towers, by tower name (the others hold
    buildings, events or Court tiles, never dominoes)."""
    zones = get_rules(state.options.rules).hidden_zones(state)
    return {z.tower: z for z in zones if isinstance(z, TowerZone)}
