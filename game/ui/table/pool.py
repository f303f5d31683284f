"""Know the pool: which dominoes are still to come, as a player at the table can know it.

Built from the engine's `view(state)` only (the face-down towers, the box and
any face-down line are blanked there), so the list never leaks what a player
could not see: a domino is "seen" when it lies in a kingdom, on a face-up line
or in the discard; every other domino of its tower's set "may still come".
At 2 players some of those never will (half the set stays in the box, unseen);
the count is public, which ones is not. One section per tower, so Royal
Wedding XXL's two towers (and Queendomino) are served the same way. No pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import State, view
from game.engine.content import Domino, catalogue
from game.engine.terrain import NAMES

KINGDOM, LINE, DISCARDED, UNSEEN = "in a kingdom", "on a line", "discarded", "unseen"


@dataclass(frozen=True)
class TerrainCount:
    terrain: str
    squares: int  # squares of this terrain on dominoes that may still come
    crowns: int
    squares_all: int  # in the whole set
    crowns_all: int


@dataclass(frozen=True)
class TowerPool:
    tower: str
    dominoes: tuple[tuple[Domino, str], ...]  # the whole set by number, each with where it is
    to_come: int  # dominoes still to be dealt onto lines
    rounds_left: int  # rounds after this one
    out_unseen: int  # dominoes that stay in the box (never dealt, never shown)
    terrains: tuple[TerrainCount, ...]

    @property
    def unseen(self) -> int:
        return sum(1 for _d, where in self.dominoes if where == UNSEEN)

    def summary(self) -> list[str]:
        """What the list says in words: what is to come, and (2 players) what never will."""
        rounds = f"{self.rounds_left} round{'s' if self.rounds_left != 1 else ''} left"
        lines = [f"{self.to_come} domino{'es' if self.to_come != 1 else ''} to come ({rounds})"]
        if self.out_unseen:
            lines.append(f"{self.out_unseen} of the {len(self.dominoes)} are out of the game, unseen: "
                         f"{self.to_come} of the {self.unseen} bright ones will come")
        return lines


def pool(state: State) -> list[TowerPool]:
    """One section per tower of what may still come, from what a seated player sees."""
    v = view(state)
    hidden = v.hidden or {}
    seen: dict[int, str] = {}
    for k in v.kingdoms:
        for d, *_rest in k.placed:
            seen[d] = KINGDOM
        for d in k.discarded:
            seen[d] = DISCARDED
    for d in v.discard:
        seen[d] = DISCARDED
    for draft in v.drafts.values():
        for line in (draft.current, draft.next or []):
            for slot in line:
                if slot.domino:  # None: taken; 0: face down
                    seen.setdefault(slot.domino, LINE)
    cat = catalogue()
    towers = list(v.towers)
    owner: dict[str, str] = {}  # a component set -> the tower it is dealt from
    for tower, ids in hidden.items():
        for d in ids:
            owner.setdefault(cat[d].set, tower)
    per_tower: dict[str, set[int]] = {t: set(hidden.get(t, ())) for t in towers}
    for d in seen:
        per_tower[owner.get(cat[d].set, towers[0])].add(d)
    out = []
    for i, tower in enumerate(towers):
        ids = per_tower[tower]
        dominoes = tuple((cat[d], seen.get(d, UNSEEN)) for d in sorted(ids, key=lambda d: cat[d].sort))
        draft = v.drafts.get(tower)
        face_down_next = 0
        line = 1
        if draft is not None:
            line = len(draft.current) or len(draft.next or []) or 1
            if draft.next is not None and not draft.next_face_up:
                face_down_next = len(draft.next)
        left = len(v.towers[tower])
        rounds = left // line + (1 if draft is not None and draft.next is not None else 0)
        if v.phase == "draft":
            rounds += 1
        if v.phase == "over":
            rounds = 0
        out_unseen = len(v.box) if i == 0 else 0
        out.append(TowerPool(tower, dominoes, left + face_down_next, rounds, out_unseen,
                             _terrains(dominoes)))
    return out


def _terrains(dominoes: tuple[tuple[Domino, str], ...]) -> tuple[TerrainCount, ...]:
    counts: dict[str, list[int]] = {}
    for d, where in dominoes:
        for t, c in d.halves:
            name = NAMES.get(t, str(t))
            row = counts.setdefault(name, [0, 0, 0, 0])
            row[2] += 1
            row[3] += c
            if where == UNSEEN:
                row[0] += 1
                row[1] += c
    return tuple(TerrainCount(name, *row) for name, row in counts.items())
