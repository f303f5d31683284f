"""Tweens: small time-driven interpolations for pieces sliding across the table.

The table never moves a piece by teleporting it: a placed domino slides from
its line into the kingdom, a king walks to its new domino, a refused drop
springs back. Each of those is a `Tween` from one point to another; the scene
advances them in `update` and draws them over its cached layers.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

Point = tuple[float, float]


@dataclass(frozen=True)
class Speed:
    """The table's animation speed (the setting `animation`): every motion's duration and
    delay times `factor`, and an AI's move waits at least `pause` seconds from the moment
    it starts thinking, so a quick AI's moves can still be followed."""

    factor: float
    pause: float

    def of(self, seconds: float) -> float:
        """A duration of the table's own that is tuned at normal speed (a board's zoom, the
        pause before the results, their count-up), at this speed: off is 0 (instant)."""
        return seconds * self.factor / SPEEDS["normal"].factor


#: by setting name; "normal" keeps an Easy or Normal AI's whole Queendomino turn under 2 s
SPEEDS: dict[str, Speed] = {
    "fast": Speed(0.2, 0.03),
    "normal": Speed(0.45, 0.06),
    "off": Speed(0.0, 0.0),
}


def speed_of(name: object) -> Speed:
    """The speed a setting names (an unknown name: normal; settings are checked on load)."""
    return SPEEDS.get(str(name), SPEEDS["normal"])


def ease_out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: the 'snap back' of a refused drop."""
    c1 = 1.4
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass
class Tween:
    """Moves from `start` to `end` in `duration` seconds; `scale_*` lets a piece grow
    (line-sized domino → kingdom-sized domino) while it travels."""

    start: Point
    end: Point
    duration: float
    ease: Callable[[float], float] = ease_out_cubic
    scale_from: float = 1.0
    scale_to: float = 1.0
    delay: float = 0.0
    lift: float = 0.0  # arc height in pixels: pieces are lifted, not dragged along the felt
    elapsed: float = 0.0

    def advance(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def pos(self) -> Point:
        t = self.ease(self.progress)
        arc = math.sin(math.pi * self.progress) * self.lift
        return (lerp(self.start[0], self.end[0], t), lerp(self.start[1], self.end[1], t) - arc)

    @property
    def scale(self) -> float:
        return lerp(self.scale_from, self.scale_to, self.ease(self.progress))


@dataclass
class Motion:
    """What is moving and how to draw it: a domino (id, direction) or a king."""

    kind: str  # "domino" | "king"
    tween: Tween
    domino: int | None = None
    dir: str = "E"
    king: int | None = None
    cell: int = 0  # the cell size, in pixels, the piece is drawn at when scale is 1
    on_done: Callable[[], None] | None = None


@dataclass
class Animator:
    """The pieces in flight. Finished motions call their `on_done` once and leave."""

    motions: list[Motion] = field(default_factory=list)

    @property
    def busy(self) -> bool:
        return bool(self.motions)

    def add(self, motion: Motion) -> None:
        self.motions.append(motion)

    def update(self, dt: float) -> bool:
        """Advance everything; True when something moved (the frame must be redrawn)."""
        if not self.motions:
            return False
        finished: list[Motion] = []
        for m in self.motions:
            m.tween.advance(dt)
            if m.tween.done:
                finished.append(m)
        for m in finished:
            self.motions.remove(m)
            if m.on_done is not None:
                m.on_done()
        return True

    def finish_all(self) -> None:
        """Jump every motion to its end (undo, skipping ahead, tests)."""
        while self.motions:
            m = self.motions.pop(0)
            if m.on_done is not None:
                m.on_done()

    def clear(self) -> None:
        self.motions.clear()
