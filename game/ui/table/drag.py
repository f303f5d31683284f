"""The placement controller: the ghost of the domino being placed, its rotation and snapping.

The ghost is held by one of its halves (the one the player grabbed). Over the
acting player's kingdom that half snaps to the cell under the pointer and the
other half lies towards `dir`; rotating turns the other half round the held
one (E → S → W → N), so every orientation of both ends is reachable.

Whether a spot is legal, why not, and how many points it would add all come
from the engine: `validate`/`apply` on a copy of the state, then `scores`.
The controller never changes the game state; the scene plays the action it
proposes only when the verdict is legal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import IllegalAction, Place, State, apply, legal_actions, scores
from game.engine.kingdom import DIRS
from game.ui.table.score_parts import changes

ROTATION = ("E", "S", "W", "N")  # clockwise: the order R / right-click / wheel-down cycle through


@dataclass(frozen=True)
class Verdict:
    """The engine's answer for one spot: legal or not, why, and the points it adds."""

    action: Place
    legal: bool
    code: str = ""
    reason: str = ""
    gain: int = 0
    parts: tuple[tuple[str, int], ...] = ()  # the score parts it changes (score_parts.changes)


def judge(state: State, seat: int, action: Place) -> Verdict:
    """Ask the engine about a placement without changing `state`."""
    try:
        after = apply(state, action)  # validates first; `state` is left untouched either way
    except IllegalAction as e:
        return Verdict(action, False, e.code, e.reason)
    old, new = scores(state)[seat], scores(after)[seat]
    return Verdict(action, True, gain=new.total - old.total, parts=tuple(changes(old, new)))


def legal_places(state: State) -> list[Place]:
    return [a for a in legal_actions(state) if isinstance(a, Place)]


def covered_cells(places: list[Place]) -> set[tuple[int, int]]:
    """Every canvas cell some legal placement would cover (the G highlight)."""
    cells: set[tuple[int, int]] = set()
    for p in places:
        dr, dc = DIRS[p.dir]
        cells.add((p.row, p.col))
        cells.add((p.row + dr, p.col + dc))
    return cells


@dataclass
class Ghost:
    """The domino the acting player is positioning.

    `mode` says how it is held: "drag" (mouse button down), "select" (clicked,
    follows the pointer until a cell is clicked) or "keys" (arrows move it).
    `cell` is the canvas cell of the held half, None while off the kingdom.
    """

    domino: int
    seat: int
    mode: str = "select"
    dir: str = "S"
    grab: int = 0  # 0: holding the first half, 1: the second
    cell: tuple[int, int] | None = None
    pointer: tuple[int, int] = (0, 0)
    grab_offset: tuple[int, int] = (0, 0)  # pointer minus the held half's centre, in line pixels
    press_pos: tuple[int, int] = (0, 0)
    click_commits: bool = False  # pressed while following the pointer: a click puts it there
    _cache: dict[tuple[int, int, int, str], Verdict] = field(default_factory=dict)

    # -- geometry -----------------------------------------------------------------
    def first(self) -> tuple[int, int] | None:
        """Canvas cell of the domino's first half (what `Place` names)."""
        if self.cell is None:
            return None
        if self.grab == 0:
            return self.cell
        dr, dc = DIRS[self.dir]
        return (self.cell[0] - dr, self.cell[1] - dc)

    def cells(self) -> tuple[tuple[int, int], tuple[int, int]] | None:
        f = self.first()
        if f is None:
            return None
        dr, dc = DIRS[self.dir]
        return (f, (f[0] + dr, f[1] + dc))

    def action(self) -> Place | None:
        f = self.first()
        return None if f is None else Place(self.domino, f[0], f[1], self.dir)

    # -- changes ------------------------------------------------------------------
    def rotate(self, step: int = 1) -> None:
        """Turn the free half round the held one (clockwise for a positive step)."""
        self.dir = ROTATION[(ROTATION.index(self.dir) + step) % 4]

    def nudge(self, dr: int, dc: int, size: int) -> None:
        """Move the held half one cell (arrow keys), staying on the canvas."""
        if self.cell is None:
            return
        r = max(0, min(size - 1, self.cell[0] + dr))
        c = max(0, min(size - 1, self.cell[1] + dc))
        self.cell = (r, c)

    def keep_within(self, view: tuple[int, int, int, int]) -> None:
        """Slide the domino the least that brings both halves into `view` (the canvas window a
        board shows: first row, first column, rows, columns), so a keyboard ghost turned or
        moved at the edge stays on its board."""
        both = self.cells()
        if both is None or self.cell is None:
            return
        r0, c0, rows, cols = view

        def shift(lo: int, hi: int, first: int, last: int) -> int:
            return first - lo if lo < first else (last - hi if hi > last else 0)

        dr = shift(min(r for r, _ in both), max(r for r, _ in both), r0, r0 + rows - 1)
        dc = shift(min(c for _, c in both), max(c for _, c in both), c0, c0 + cols - 1)
        self.cell = (self.cell[0] + dr, self.cell[1] + dc)

    def place_at_default(self, state: State, castle: tuple[int, int]) -> None:
        """Where the keyboard ghost first appears: a legal spot when there is one
        (preferring the current orientation), else beside the castle."""
        places = legal_places(state)
        same = [p for p in places if p.dir == self.dir]
        pick = (same or places)[0] if (same or places) else None
        self.grab = 0
        if pick is None:
            self.cell = (castle[0], castle[1] + 1)
            return
        self.dir = pick.dir
        self.cell = (pick.row, pick.col)

    # -- the engine's opinion -------------------------------------------------------
    def verdict(self, state: State) -> Verdict | None:
        """The engine's verdict on the current spot (cached per spot and state)."""
        act = self.action()
        if act is None:
            return None
        key = (state.moves, act.row, act.col, act.dir)
        v = self._cache.get(key)
        if v is None:
            if len(self._cache) > 256:
                self._cache.clear()
            v = judge(state, self.seat, act)
            self._cache[key] = v
        return v


def presses_to(current: str, wanted: str) -> int:
    """How many clockwise rotations take `current` to `wanted` (tests drive R presses)."""
    return (ROTATION.index(wanted) - ROTATION.index(current)) % 4
