"""What a table frame repaints: only where the last frame's overlay drew, not the whole window.

Each frame used to start by blitting the whole static layer over the window: 8 MB at
1920×1080, about 1.5 ms, and pygame lets go of the interpreter while it copies, so with a
Hard search thinking on the AI's thread the frame then waited about as long again to get
it back. Now the overlay's parts say where they drew (`Drawn`); the next frame copies just
those rectangles back from the static layer before drawing the overlay again. A part that
cannot say where it drew (None) makes the next frame whole, as every frame was before; so
does anything that may have drawn on the window meanwhile (another surface, a scene shown
over the table, a resize).
"""

from __future__ import annotations

import pygame

from game.ui.table.hud import NOTE_SHADOW

Rects = list[pygame.Rect] | None  # where a part drew; None: it cannot say (anywhere)


def note_rect(box: pygame.Rect) -> pygame.Rect:
    """What `draw_note` covers: its box and the shadow under it."""
    return box.union(box.move(*NOTE_SHADOW))


class Drawn:
    """The rectangles one frame's overlay drew, part by part."""

    def __init__(self) -> None:
        self.rects: Rects = []

    def add(self, part: Rects | pygame.Rect) -> None:
        if self.rects is None:
            return
        if part is None:
            self.rects = None
        elif isinstance(part, pygame.Rect):
            self.rects.append(part)
        else:
            self.rects.extend(part)


class Damage:
    """Where the window differs from the static layer after the last frame."""

    def __init__(self) -> None:
        self._rects: Rects = None
        self._target: pygame.Surface | None = None
        self.whole = 0  # frames that copied the whole static layer (the benchmark and tests read it)

    def forget(self) -> None:
        """The window may have been drawn on by someone else: the next frame is whole."""
        self._rects = None

    def restore(self, surface: pygame.Surface, static: pygame.Surface, whole: bool = False) -> None:
        """Make `surface` show the static layer again, copying as little as is known to do."""
        if whole or self._rects is None or surface is not self._target:
            surface.blit(static, (0, 0))
            self.whole += 1
        else:
            bounds = surface.get_rect()
            for r in self._rects:
                r = r.clip(bounds)
                if r.w and r.h:
                    surface.blit(static, r, r)
        self._target = surface
        self._rects = None  # until the overlay says where it drew (a failed frame stays whole)

    def drew(self, rects: Rects) -> None:
        self._rects = rects
