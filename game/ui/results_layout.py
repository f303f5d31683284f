"""Where the parts of a results card are, and what lies under the pointer.

Pure geometry for `results.py`: the card's head, its mini kingdom, the
territory rows (every one shown: the mini kingdom shrinks for them; they scroll only
when a card cannot hold them at a readable size at all), and the mapping from a pixel
of the mini kingdom back to its square, so hovering either side lights the same territory.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.kingdom import Kingdom
from game.engine.scoring import Breakdown

COUNT_UP_SECONDS = 1.2  # the totals count up from 0 when the results open (at normal speed)
COLUMN_MIN_W = 88  # a column of territory lines (swatch, squares × crowns, points) at 1280×720


@dataclass(frozen=True)
class Card:
    """One player's card: where its parts are on screen."""

    seat: int
    rect: pygame.Rect
    head: pygame.Rect
    board: pygame.Rect
    rows: tuple[tuple[pygame.Rect, int], ...]  # every territory's line, unscrolled
    row_area: pygame.Rect  # the part of the card the lines show in

    @property
    def overflow(self) -> int:
        """How many pixels of lines do not fit (0: no scrolling)."""
        if not self.rows:
            return 0
        return max(0, max(r.bottom for r, _ in self.rows) - self.row_area.bottom)

    def visible_rows(self, scroll: int) -> list[tuple[pygame.Rect, int]]:
        """The lines shown with the list scrolled by `scroll` pixels."""
        out = []
        for rect, t in self.rows:
            r = rect.move(0, -scroll)
            if r.top >= self.row_area.top and r.bottom <= self.row_area.bottom:
                out.append((r, t))
        return out


def layout_card(
    seat: int, rect: pygame.Rect, b: Breakdown, px: Callable[[float], int], notes: int
) -> Card:
    """Head, mini kingdom and lines of one card. Every line shows: each territory (0 points
    too), each bonus and the discards, at a readable height (13 px type at 1280×720). The mini
    kingdom gives way to them, down to a small thumbnail, and the territories take side-by-side
    columns where the card is wide enough; only a kingdom of more lines than a card can hold
    even so scrolls its territories. `notes`: the lines under the name band (what decided the
    place, a Dynasty's games)."""
    inner = rect.inflate(-2 * px(18), -2 * px(16))
    head = pygame.Rect(inner.x, inner.y, inner.w, px(40 + 18 * notes))
    n = len(b.territories)
    extra = len(b.bonuses) + 1  # bonus lines and the "discarded" line under the territories
    room = inner.bottom - head.bottom - px(14)
    min_board, gap, min_row = px(64), px(12), px(18)
    fit = max(1, (room - min_board - gap) // min_row - extra)  # territory lines under the smallest board
    cols = max(1, min(-(-n // fit), inner.w // px(COLUMN_MIN_W)))  # as many columns as needed and fit
    tall = -(-n // cols)  # territory lines per column
    row_h = max(min_row, min(px(21), (room - px(110) - gap) // max(1, tall + extra)))
    side = max(min_board, min(inner.w, room - (tall + extra) * row_h - gap))
    board = pygame.Rect(0, 0, side, side)
    board.midtop = (inner.centerx, head.bottom + px(4))
    top = board.bottom + px(8)
    area = pygame.Rect(inner.x, top, inner.w, max(row_h, inner.bottom - extra * row_h - top))
    area.h -= area.h % row_h  # whole lines only
    per_col = max(-(-n // cols), 1) if tall * row_h <= area.h else max(1, area.h // row_h)
    sep = px(10) if cols > 1 else 0  # between columns: one's points, the next one's swatch
    col_w = (inner.w - sep * (cols - 1)) // cols
    rows = tuple(
        (pygame.Rect(inner.x + (i // per_col % cols) * (col_w + sep),
                     top + (i % per_col + i // (per_col * cols) * per_col) * row_h, col_w, row_h), i)
        for i in range(n)
    )
    return Card(seat, rect, head, board, rows, area)


@dataclass(frozen=True)
class Thumb:
    """A mini kingdom on screen: its cell size, where its bounding box is drawn."""

    dest: pygame.Rect
    cell: int
    minr: int
    minc: int

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.dest.collidepoint(pos):
            return None
        dy, dx = pos[1] - self.dest.y, pos[0] - self.dest.x
        return (self.minr + dy // self.cell, self.minc + dx // self.cell)


def thumb(board: pygame.Rect, k: Kingdom) -> Thumb:
    rows = k.maxr - k.minr + 1
    cols = k.maxc - k.minc + 1
    cell = max(4, board.w // max(rows, cols, k.grid))
    dest = pygame.Rect(0, 0, cols * cell, rows * cell)
    dest.center = board.center
    return Thumb(dest, cell, k.minr, k.minc)


def territory_at(b: Breakdown, cell: tuple[int, int] | None) -> int | None:
    if cell is None:
        return None
    return next((i for i, t in enumerate(b.territories) if cell in t.cells), None)


def counted(total: int, elapsed: float, seconds: float = COUNT_UP_SECONDS) -> int:
    """The total shown `elapsed` seconds after the results opened, counting up for `seconds`
    (eased in, never past it; 0 seconds: the total at once)."""
    f = 1.0 if seconds <= 0 else min(1.0, max(0.0, elapsed / seconds))
    return round(total * (1 - (1 - f) ** 3))
