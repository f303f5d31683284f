"""Boards glide to their new scale when a kingdom's reach shrinks.

A board shows only the part of its canvas its kingdom can still grow into
(see `geometry.fit_view`), so a placement can zoom it in. Jumping there would
look like a glitch; instead the painter draws the board's squares at an
eased in-between scale for a moment. Pure bookkeeping: no drawing here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ui.table.geometry import Board, TableGeometry

ZOOM_SECONDS = 0.35  # at the normal animation speed (`Speed.of` scales it)

Mapping = tuple[float, tuple[float, float]]  # cell size, pixel of canvas cell (0, 0)


def _ease(f: float) -> float:
    return 1 - (1 - f) ** 3


@dataclass
class Zoom:
    # seat -> (the mapping it starts from, when it started)
    started: dict[int, tuple[Mapping, float]] = field(default_factory=dict)
    seconds: float = ZOOM_SECONDS  # how long a glide takes (the animation speed sets it)

    def begin(self, old: TableGeometry, new: TableGeometry, now: float,
              seconds: float = ZOOM_SECONDS) -> None:
        """Start gliding every board whose scale or place changed (not on a window resize),
        for `seconds` (0: the boards jump, as the animations are off)."""
        if old.size != new.size:
            return
        if seconds <= 0:
            self.clear()
            return
        self.seconds = seconds
        for seat, (a, b) in enumerate(zip(old.boards, new.boards, strict=True)):
            if (a.cell, a.origin) != (b.cell, b.origin):
                here = self.at(seat, b, now, after=a)
                self.started[seat] = (here or (float(a.cell), (float(a.origin[0]), float(a.origin[1]))), now)

    def clear(self) -> None:
        self.started.clear()

    def running(self, now: float) -> bool:
        for seat in [s for s, (_m, t0) in self.started.items() if now - t0 >= self.seconds]:
            del self.started[seat]
        return bool(self.started)

    def at(self, seat: int, board: Board, now: float, after: Board | None = None) -> Mapping | None:
        """The mapping to draw `seat`'s board with now, None when it is at rest at `board`.

        `after`: the board the glide was heading to, when a new glide starts mid-way."""
        entry = self.started.get(seat)
        if entry is None:
            return None
        (cell0, (x0, y0)), t0 = entry
        f = (now - t0) / self.seconds
        if f >= 1:
            return None
        target = after or board
        e = _ease(max(0.0, f))
        return (cell0 + (target.cell - cell0) * e,
                (x0 + (target.origin[0] - x0) * e, y0 + (target.origin[1] - y0) * e))
