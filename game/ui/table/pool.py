"""Know the pool: which dominoes are still to come, as a player at the table can know it.

Built from the engine's `view(state)` only (the face-down towers and the box
are blanked there), so the list never leaks what a player could not see: a
domino is "seen" when it lies in a kingdom, on a face-up line or in the
discard; every other domino of its tower's set "may still come", those on
XXL's face-down Age of Giants line named (their backs show the numbers).
At 2 players some never will (half the set stays in the box, unseen); the
count is public, which ones is not. One section per domino tower the rule
set declares (Royal Wedding XXL has two), never buildings, events or Court
tiles. No pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import State, view
from game.engine.content import Domino, tower_set
from game.engine.terrain import NAMES
from game.engine.view import tower_zones
from game.i18n import _, ngettext
from game.i18n.formats import number

KINGDOM, LINE, DISCARDED, UNSEEN = "in a kingdom", "on a line", "discarded", "unseen"
FACE_DOWN = "on the face-down line"  # its number is public, its face shown only in its phase


@dataclass(frozen=True)
class TerrainCount:
    terrain: str
    squares: int  # squares of this terrain on dominoes that may still come
    crowns: int
    squares_all: int  # in the whole set
    crowns_all: int


def coming(where: str) -> bool:
    """Not yet on a face-up line: in the tower (unseen) or on the face-down line."""
    return where in (UNSEEN, FACE_DOWN)


@dataclass(frozen=True)
class TowerPool:
    tower: str
    dominoes: tuple[tuple[Domino, str], ...]  # the tower's whole set in printed order, each with where it is
    to_come: int  # dominoes still in the tower, to be dealt onto lines
    rounds_left: int  # rounds after this one
    out_unseen: int  # dominoes that stay in the box (never dealt, never shown)
    terrains: tuple[TerrainCount, ...]

    @property
    def unseen(self) -> int:
        return sum(1 for _d, where in self.dominoes if where == UNSEEN)

    @property
    def face_down(self) -> tuple[Domino, ...]:
        return tuple(d for d, where in self.dominoes if where == FACE_DOWN)

    def summary(self) -> list[str]:
        """What the list says in words: what is to come, the face-down line's numbers, and
        (2 players) what never will come."""
        rounds = ngettext("{n} round left", "{n} rounds left", self.rounds_left).format(
            n=number(self.rounds_left))
        first = ngettext("{n} domino to come ({rounds})", "{n} dominoes to come ({rounds})",
                         self.to_come).format(n=number(self.to_come), rounds=rounds)
        if self.face_down:
            labels = ", ".join(d.label for d in self.face_down)
            first = _("{text} · next line face down: {labels}").format(text=first, labels=labels)
        lines = [first]
        if self.out_unseen:
            out = ngettext("{out} of the {all} is out of the game, unseen: {come} of the {unseen} "
                           "bright ones will come",
                           "{out} of the {all} are out of the game, unseen: {come} of the {unseen} "
                           "bright ones will come", self.out_unseen)
            lines.append(out.format(out=number(self.out_unseen), all=number(len(self.dominoes)),
                                    come=number(self.to_come), unseen=number(self.unseen)))
        return lines


def pool(state: State) -> list[TowerPool]:
    """One section per domino tower (as the rule set declares them) of what may still come,
    from what a seated player sees; buildings, events and Court tiles are never listed."""
    v = view(state)
    seen: dict[int, str] = {}
    for k in v.kingdoms:
        for d, *_rest in k.placed:
            seen[d] = KINGDOM
        for d in k.discarded:
            seen[d] = DISCARDED
    for d in v.discard:
        seen[d] = DISCARDED
    for draft in v.drafts.values():
        next_where = LINE if draft.next_face_up else FACE_DOWN
        for line, where in ((draft.current, LINE), (draft.next or [], next_where)):
            for slot in line:
                if slot.domino:  # None: taken
                    seen.setdefault(slot.domino, where)
    out = []
    for tower, zone in tower_zones(v).items():
        in_order = sorted(tower_set(*zone.sets), key=lambda d: d.sort)  # as printed: letters first
        dominoes = tuple((d, seen.get(d.id, UNSEEN)) for d in in_order)
        tower_draft = v.drafts.get(tower)
        per_round = 1
        if tower_draft is not None:
            per_round = len(tower_draft.current) or len(tower_draft.next or []) or 1
        left = len(v.towers[tower])
        rounds = left // per_round + (1 if tower_draft is not None and tower_draft.next is not None else 0)
        if v.phase == "draft":
            rounds += 1
        if v.phase == "over":
            rounds = 0
        out_unseen = len(v.box) if zone.with_box else 0
        out.append(TowerPool(tower, dominoes, left, rounds, out_unseen, _terrains(dominoes)))
    return out


def _terrains(dominoes: tuple[tuple[Domino, str], ...]) -> tuple[TerrainCount, ...]:
    # every section lists the terrains in one order
    counts: dict[str, list[int]] = {name: [0, 0, 0, 0] for name in NAMES.values()}
    for d, where in dominoes:
        for t, c in d.halves:
            name = NAMES.get(t, str(t))
            row = counts.setdefault(name, [0, 0, 0, 0])
            row[2] += 1
            row[3] += c
            if coming(where):
                row[0] += 1
                row[1] += c
    return tuple(TerrainCount(name, *row) for name, row in counts.items() if row[2])
