"""Where everything on the table is, in window pixels, derived from the map's regions.

Nothing here knows a particular table shape: every rectangle comes from a
region of the Tiled map (see `game.ui.layout`), so a new playmat is a new map
file. This module only subdivides regions: a kingdom region into canvas
cells, a line region into domino slots, a seat label into room for kings.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.kingdom import DIRS, Kingdom
from game.ui.layout import ScaledLayout

Point = tuple[int, int]
KING_ASPECT = 64 / 80  # width / height of the king sprite


View = tuple[int, int, int, int]  # first row, first column, rows, columns of the canvas shown


@dataclass(frozen=True)
class Board:
    """One kingdom on screen: the part `view` of its `size`×`size` canvas.

    The canvas has room for the kingdom to grow any way from its castle; only
    the part it can still reach is shown, so a kingdom grows bigger on screen
    as it takes shape and a full 5×5 kingdom fills its panel.
    """

    seat: int
    region: pygame.Rect
    origin: Point  # pixel of canvas cell (0, 0)'s top-left (off the panel when not in view)
    cell: int
    size: int
    view: View = (0, 0, 0, 0)

    @property
    def shown(self) -> View:
        return self.view if self.view[2] else (0, 0, self.size, self.size)

    @property
    def rect(self) -> pygame.Rect:
        """The cells shown (the region minus its frame)."""
        r0, c0, rows, cols = self.shown
        x, y = self.origin[0] + c0 * self.cell, self.origin[1] + r0 * self.cell
        return pygame.Rect(x, y, cols * self.cell, rows * self.cell)

    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        return pygame.Rect(
            self.origin[0] + c * self.cell, self.origin[1] + r * self.cell, self.cell, self.cell
        )

    def cell_center(self, r: int, c: int) -> Point:
        return (
            self.origin[0] + c * self.cell + self.cell // 2,
            self.origin[1] + r * self.cell + self.cell // 2,
        )

    def cell_at(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        """The canvas cell under a pixel, None outside the cells shown."""
        c = (pos[0] - self.origin[0]) // self.cell
        r = (pos[1] - self.origin[1]) // self.cell
        r0, c0, rows, cols = self.shown
        if r0 <= r < r0 + rows and c0 <= c < c0 + cols:
            return (int(r), int(c))
        return None

    def domino_rect(self, r: int, c: int, d: str) -> pygame.Rect:
        """Both cells of a domino whose first half is at (r, c), second towards `d`."""
        dr, dc = DIRS[d]
        return self.cell_rect(r, c).union(self.cell_rect(r + dr, c + dc))


@dataclass(frozen=True)
class SlotGeom:
    """One place in a draft line: the domino, the king's spot and the number plate."""

    index: int
    domino: pygame.Rect
    king: pygame.Rect
    label: pygame.Rect
    cell: int
    dir: str  # how the domino lies: "S" standing (first half on top) or "E" lying

    @property
    def hit(self) -> pygame.Rect:
        """Everything that counts as clicking this slot."""
        return self.domino.union(self.king)

    def half_center(self, half: int) -> Point:
        """Centre of the first (0) or second (1) half of the domino."""
        d = self.domino
        if self.dir == "S":
            return (d.centerx, d.y + self.cell // 2 + half * self.cell)
        return (d.x + self.cell // 2 + half * self.cell, d.centery)


@dataclass(frozen=True)
class LineGeom:
    which: str  # "current" | "next"
    region: pygame.Rect
    slots: tuple[SlotGeom, ...]
    caption: pygame.Rect | None


def fit_view(reach: View, size: int, region: tuple[int, int]) -> View:
    """The canvas part to show for a kingdom that can still reach `reach`: that window,
    widened (within the canvas) to the panel's proportions so no panel space is lost."""
    r0, c0, rows, cols = reach
    w, h = region
    # cells of the same size: the tighter side decides, the other side gets what is left
    cell = min(w / cols, h / rows)
    want_rows = max(rows, min(size, int(h / cell + 1e-6)))
    want_cols = max(cols, min(size, int(w / cell + 1e-6)))
    r0 = max(0, min(size - want_rows, r0 - (want_rows - rows) // 2))
    c0 = max(0, min(size - want_cols, c0 - (want_cols - cols) // 2))
    return (r0, c0, want_rows, want_cols)


def stepped(reach: View, size: int, need: View | None = None) -> View:
    """The canvas window a board shows, at two or three scales only, so dominoes are not
    dragged onto a board that keeps zooming or sliding: a window `grid + 4` squares wide,
    centred on what the kingdom can still reach (its final extent lies there) and holding
    `need` (the squares a domino may reach now); once the kingdom has its final extent
    (`reach` is the grid itself), the grid. A canvas no wider than that window is shown whole
    until the kingdom's reach fits halfway between it and the grid."""
    grid = (size + 1) // 2  # the canvas has room to grow a whole grid any way from the castle
    r0, c0, rows, cols = reach
    if (rows, cols) == (grid, grid):
        return reach
    span = grid + 4
    if span >= size:  # a small canvas (Kingdomino's 9): all of it, then halfway, then the grid
        span = (size + grid + 1) // 2
        if max(rows, cols) > span:
            return (0, 0, size, size)
        need = reach
    if need is None and max(rows, cols) > span:  # no word on what is needed now: all of it
        return (0, 0, size, size)
    need = need or reach

    def place(lo: int, n: int, r_lo: int, r_n: int) -> int:
        want = r_lo + (r_n - span) // 2
        want = max(lo + n - span, min(lo, want))  # still holding `need`
        return max(0, min(size - span, want))

    return (place(need[0], need[2], r0, rows), place(need[1], need[3], c0, cols), span, span)


def _inside(a: View, b: View) -> bool:
    """Whether canvas window `a` lies within window `b`."""
    return b[0] <= a[0] and b[1] <= a[1] and a[0] + a[2] <= b[0] + b[2] and a[1] + a[3] <= b[1] + b[3]


def _board(seat: int, region: pygame.Rect, size: int, scale: float, reach: View | None = None,
           before: Board | None = None, need: View | None = None) -> Board:
    """`before`: how the board was shown until now; kept when the scale would not change and
    what a domino may reach now (`need`, else all the kingdom can reach) is still all in view,
    so its castle stays where it was."""
    pad = max(3, round(10 * scale))
    inner = (region.w - 2 * pad, region.h - 2 * pad)
    whole = reach or (0, 0, size, size)
    view = fit_view(stepped(whole, size, need), size, inner)
    r0, c0, rows, cols = view
    cell = max(4, min(inner[0] // cols, inner[1] // rows))
    if (before is not None and (before.region, before.size, before.cell) == (region, size, cell)
            and _inside(need or whole, before.shown)):
        return before
    x = region.x + (region.w - cols * cell) // 2 - c0 * cell
    y = region.y + (region.h - rows * cell) // 2 - r0 * cell
    return Board(seat, region, (x, y), cell, size, view)


def _line(which: str, region: pygame.Rect, count: int, orientation: str, scale: float) -> LineGeom:
    """Slots side by side ('horizontal': dominoes standing, king above) or stacked
    ('vertical': dominoes lying, king beside)."""
    count = max(1, count)
    gap = max(2, round(6 * scale))
    caption_h = round(20 * scale)
    label_h = round(18 * scale)
    slots: list[SlotGeom] = []
    if orientation != "vertical":
        inner = region.inflate(-2 * gap, -2 * gap)
        top = inner.y
        caption: pygame.Rect | None = pygame.Rect(inner.x, top, inner.w, caption_h)
        slot_w = inner.w // count
        avail_h = inner.h - caption_h - label_h
        # king area above the domino is ~0.8 of a cell; the domino is two cells tall
        cell = int(min(slot_w * 0.78, avail_h / 2.95))
        roomier = int(min(slot_w * 0.78, (inner.h - label_h) / 2.95))
        if cell < 30 * scale and roomier > cell * 1.15:  # tight, and the caption costs a lot: drop it
            caption, top, cell = None, inner.y, roomier
        else:
            top += caption_h
        king_h = int(cell * 0.78)
        ring = max(3, cell // 7)  # room for the highlight ring between domino and number
        used = king_h + 2 * cell + ring + label_h
        y0 = top + max(0, (inner.bottom - top - used) // 2)
        x0 = inner.x + (inner.w - slot_w * count) // 2
        for i in range(count):
            cx = x0 + slot_w * i + slot_w // 2
            king = pygame.Rect(0, 0, round(king_h * KING_ASPECT), king_h)
            king.midbottom = (cx, y0 + king_h)  # standing just above the domino, crowns stay visible
            dom = pygame.Rect(cx - cell // 2, y0 + king_h, cell, 2 * cell)
            label = pygame.Rect(cx - slot_w // 2, dom.bottom + ring, slot_w, label_h)
            slots.append(SlotGeom(i, dom, king, label, cell, "S"))
        return LineGeom(which, region, tuple(slots), caption)
    inner = region.inflate(-2 * gap, -2 * gap)
    caption = pygame.Rect(inner.x, inner.y, inner.w, caption_h)
    slot_h = (inner.h - caption_h) // count
    label_w = round(30 * scale)
    cell = int(min(slot_h * 0.8, (inner.w - label_w) / 2.9))
    king_w = int(cell * 0.75)
    for i in range(count):
        cy = inner.y + caption_h + slot_h * i + slot_h // 2
        x0 = inner.x + (inner.w - (label_w + 2 * cell + king_w)) // 2
        label = pygame.Rect(x0, cy - cell // 2, label_w, cell)
        dom = pygame.Rect(label.right, cy - cell // 2, 2 * cell, cell)
        king = pygame.Rect(0, 0, king_w, round(king_w / KING_ASPECT))
        king.midleft = (dom.right - cell // 6, cy)
        slots.append(SlotGeom(i, dom, king, label, cell, "E"))
    return LineGeom(which, region, tuple(slots), caption)


class TableGeometry:
    """Every rectangle of the table for one window size."""

    def __init__(
        self,
        layout: ScaledLayout,
        canvas_sizes: list[int],
        line_len: int,
        tower: str = "main",
        reaches: list[View] | None = None,
        before: TableGeometry | None = None,
        needs: list[View] | None = None,
    ) -> None:
        """`reaches`: per kingdom, the canvas window it can still grow into (None: all of it);
        `before`: the table as shown until now (a board whose scale stays keeps its place)."""
        self.layout = layout
        self.scale = layout.scale
        self.size = layout.window_size
        s = self.scale
        self.boards: list[Board] = []
        self.labels: list[pygame.Rect] = []
        for seat, size in enumerate(canvas_sizes):
            region = layout.region(f"kingdom:{seat}").to_pygame_rect()
            label = layout.get(f"seat_label:{seat}")
            if label is None:  # no name plate in this map: take a strip off the kingdom's top
                strip = round(26 * s)
                label_rect = pygame.Rect(region.x, region.y, region.w, strip)
                region = pygame.Rect(
                    region.x + strip // 2, region.y + strip, region.w - strip, region.h - strip
                )
            else:
                label_rect = label.to_pygame_rect()
            self.labels.append(label_rect)
            reach = reaches[seat] if reaches is not None else None
            kept = before.boards[seat] if before is not None and seat < len(before.boards) else None
            need = needs[seat] if needs is not None else None
            self.boards.append(_board(seat, region, size, s, reach, kept, need))
        self.lines: dict[str, LineGeom] = {}
        for which in ("current", "next"):
            reg = layout.region(f"line:{tower}:{which}")
            slots = int(reg.properties.get("slots", line_len) or line_len)
            orient = str(reg.properties.get("orientation", "horizontal"))
            line = _line(which, reg.to_pygame_rect(), max(slots, line_len), orient, s)
            if line_len < len(line.slots):  # fewer dominoes than room: centre the used slots
                line = _shrink_to(line, line_len)
            self.lines[which] = line
        self.banner = layout.region("banner").to_pygame_rect()
        self.scores = layout.region("scores").to_pygame_rect()
        self.controls = layout.region("controls").to_pygame_rect()
        self.tower = layout.region(f"tower:{tower}").to_pygame_rect()
        self.tower_name = tower  # the tower whose lines `lines` are
        log = layout.get("log")
        self.log = log.to_pygame_rect() if log is not None else None

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def board_at(self, pos: tuple[float, float]) -> Board | None:
        for b in self.boards:
            if b.rect.collidepoint(pos):
                return b
        return None

    def slot_at(self, pos: tuple[float, float]) -> tuple[str, int] | None:
        for which, line in self.lines.items():
            for s in line.slots:
                if s.hit.collidepoint(pos):
                    return (which, s.index)
        return None

    def home_king(self, seat: int, n: int) -> pygame.Rect:
        """Where a seat's `n`th king waits before its first claim: on the name plate's right."""
        plate = self.labels[seat]
        h = max(8, plate.h - 4)
        w = round(h * KING_ASPECT)
        right = plate.right - self.px(6) - n * (w + self.px(4))
        return pygame.Rect(right - w, plate.y + (plate.h - h) // 2, w, h)


def _shrink_to(full: LineGeom, n: int) -> LineGeom:
    """Keep the full line's piece size (all maps look alike) but centre only `n` slots."""
    f0 = full.slots[0]
    standing = f0.dir == "S"
    if len(full.slots) > 1:
        pitch = (full.slots[1].domino.x - f0.domino.x) if standing else (full.slots[1].domino.y - f0.domino.y)
    else:
        pitch = f0.domino.w if standing else f0.domino.h
    offset = pitch * (len(full.slots) - n) // 2
    out = []
    for i in range(n):
        s = full.slots[i]
        dx, dy = (offset, 0) if standing else (0, offset)
        out.append(
            SlotGeom(i, s.domino.move(dx, dy), s.king.move(dx, dy), s.label.move(dx, dy), s.cell, s.dir)
        )
    return LineGeom(full.which, full.region, tuple(out), full.caption)


def reach(k: Kingdom) -> View:
    """The canvas window a kingdom can still grow into (all of it before the first domino)."""
    r_lo, r_hi, c_lo, c_hi = k.window()
    return (r_lo, c_lo, r_hi - r_lo + 1, c_hi - c_lo + 1)


def need(k: Kingdom) -> View:
    """The canvas window a domino placed now could reach: two squares round the kingdom,
    within what it can still grow into."""
    r_lo, r_hi, c_lo, c_hi = k.window()
    r0, r1 = max(r_lo, k.minr - 2), min(r_hi, k.maxr + 2)
    c0, c1 = max(c_lo, k.minc - 2), min(c_hi, k.maxc + 2)
    return (r0, c0, r1 - r0 + 1, c1 - c0 + 1)
