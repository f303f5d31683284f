"""What a seated player can see, and how a searcher fills in the rest.

A view is a State with the hidden parts replaced: the tower's order, the
dominoes set aside in the box, face-down lines and the generator that would
draw the future. The unseen dominoes are listed sorted, so nothing about
their order leaks. `determinize` deals them at random into the hidden places
so a search can play on.
"""

from __future__ import annotations

from .rng import Rng
from .state import State

UNKNOWN = 0  # stands for a domino whose face a player cannot see


def view(state: State) -> State:
    """The state as any player at the table sees it (all hidden parts blanked)."""
    v = state.copy()
    hidden: dict[str, list[int]] = {}
    for tower, pile in v.towers.items():
        hidden[tower] = list(pile)
        v.towers[tower] = [UNKNOWN] * len(pile)
    # Set-aside dominoes may belong to any tower's set; Kingdomino has one tower.
    first = next(iter(hidden), None)
    if first is not None:
        hidden[first].extend(v.box)
    v.box = [UNKNOWN] * len(v.box)
    for tower, draft in v.drafts.items():
        if draft.next is not None and not draft.next_face_up:
            hidden[tower].extend(s.domino for s in draft.next if s.domino is not None)
            for s in draft.next:
                s.domino = UNKNOWN
    v.hidden = {t: sorted(h) for t, h in hidden.items()}
    v.rng = Rng(0)  # the real generator would predict the draws
    return v


def determinize(v: State, rng: Rng) -> State:
    """A full state consistent with view `v`: unseen dominoes dealt at random."""
    if v.hidden is None:
        return v.copy()
    s = v.copy()
    for tower, unseen in v.hidden.items():
        pool = list(unseen)
        rng.shuffle(pool)
        pile = s.towers[tower]
        for i in range(len(pile)):
            pile[i] = pool.pop()
        draft = s.drafts[tower]
        if draft.next is not None and not draft.next_face_up:
            for slot in draft.next:
                slot.domino = pool.pop()
        if tower == next(iter(v.hidden)):
            s.box = sorted(pool[: len(s.box)])
    s.hidden = None
    s.rng = rng.fork()
    return s
