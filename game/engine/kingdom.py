"""One kingdom: a square grid limit, a starting tile and the dominoes placed on it.

Cells live on a canvas of (2·grid − start) squares a side with the starting
tile in the middle, so every kingdom the rules allow fits whatever direction it
grows. Coordinates `(row, col)` are canvas coordinates from the top-left.
The canvas is padded by one BORDER cell each side so neighbour look-ups need
no bounds checks. Beside the per-square lists the kingdom keeps the same squares
as bit sets (bit i: padded index i): one mask per terrain code, the occupied
squares, and the printed crowns as binary planes. Placement listing and
scoring work on whole masks at once (a shift by 1 or by the width is a step
to a neighbour; the padding keeps rows from wrapping), not square by square.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from .content import Domino
from .errors import Why
from .terrain import BORDER, CASTLE, EMPTY
from .words import N_

DIRS: dict[str, tuple[int, int]] = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
Placement = tuple[int, int, str]  # (row, col) of the first half, direction of the second


@cache
def _geometry(size: int) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """Padded width and, for every padded index, its canvas row and column."""
    width = size + 2
    rows = tuple(i // width - 1 for i in range(width * width))
    cols = tuple(i % width - 1 for i in range(width * width))
    return width, rows, cols


@cache
def _spots(size: int) -> tuple[tuple[Placement, Placement, Placement, Placement], ...]:
    """For every padded index, its placements N, E, S, W (built once: listings share them)."""
    _, rows, cols = _geometry(size)
    return tuple(((r, c, "N"), (r, c, "E"), (r, c, "S"), (r, c, "W"))
                 for r, c in zip(rows, cols, strict=True))


@cache
def _rect(width: int, r_lo: int, r_hi: int, c_lo: int, c_hi: int) -> int:
    """The mask of canvas rows r_lo..r_hi, columns c_lo..c_hi (a placement window)."""
    row = ((1 << (c_hi - c_lo + 1)) - 1) << (c_lo + 1)
    return sum(row << ((r + 1) * width) for r in range(r_lo, r_hi + 1))


class Kingdom:
    __slots__ = (
        "grid", "start", "size", "width", "terr", "crown",
        "minr", "maxr", "minc", "maxc", "placed", "discarded", "filled", "layers", "vals",
        "masks", "occ", "planes",
    )

    def __init__(self, grid: int = 5, start: int = 1) -> None:
        if start not in (1, 2) or grid < start + 1:
            raise ValueError(f"bad kingdom shape: grid {grid}, start {start}")
        self.grid = grid
        self.start = start
        self.size = size = 2 * grid - start
        self.width = width = size + 2
        self.terr = [BORDER] * (width * width)
        self.crown = [0] * (width * width)
        for r in range(size):
            base = (r + 1) * width + 1
            self.terr[base : base + size] = [EMPTY] * size
        # bit sets of the same squares: masks[t] the squares of terrain code t (castle
        # included), occ every occupied square, planes[b] those whose printed crowns have bit b
        self.masks = [0] * (CASTLE + 1)
        self.occ = 0
        self.planes = [0, 0]
        c0 = grid - start
        for r in range(c0, c0 + start):
            for c in range(c0, c0 + start):
                self._set((r + 1) * width + c + 1, CASTLE, 0)
        self.minr = self.minc = c0
        self.maxr = self.maxc = c0 + start - 1
        self.placed: list[tuple[int, int, int, str]] = []  # (domino id, row, col, dir)
        self.discarded: list[int] = []
        self.filled = start * start
        # Rule-set state on the kingdom, copied and serialised generically: per-square
        # layers (name -> {padded index: int or str}, e.g. buildings, knights, giants)
        # and kingdom-wide counters (name -> int, e.g. coins, knights in the guard).
        self.layers: dict[str, dict[int, int | str]] = {}
        self.vals: dict[str, int] = {}

    # -- geometry -------------------------------------------------------------
    @property
    def castle(self) -> tuple[int, int]:
        """Canvas (row, col) of the starting tile's top-left square."""
        c0 = self.grid - self.start
        return (c0, c0)

    def index(self, r: int, c: int) -> int:
        return (r + 1) * self.width + c + 1

    def on_canvas(self, r: int, c: int) -> bool:
        return 0 <= r < self.size and 0 <= c < self.size

    def cell(self, r: int, c: int) -> tuple[int, int]:
        """(terrain code, crowns) at a canvas square; EMPTY outside the canvas."""
        if not self.on_canvas(r, c):
            return (EMPTY, 0)
        i = self.index(r, c)
        return (self.terr[i], self.crown[i])

    def window(self) -> tuple[int, int, int, int]:
        """Rows and columns (inclusive) a new square may use without the kingdom
        outgrowing its grid: (r_lo, r_hi, c_lo, c_hi)."""
        g = self.grid
        return (
            max(0, self.maxr - g + 1),
            min(self.size - 1, self.minr + g - 1),
            max(0, self.maxc - g + 1),
            min(self.size - 1, self.minc + g - 1),
        )

    def occupied(self) -> Iterator[tuple[int, int, int, int]]:
        """(row, col, terrain, crowns) of every occupied square, castle included."""
        w = self.width
        for r in range(self.minr, self.maxr + 1):
            for c in range(self.minc, self.maxc + 1):
                i = (r + 1) * w + c + 1
                t = self.terr[i]
                if t != EMPTY:
                    yield r, c, t, self.crown[i]

    @property
    def is_full(self) -> bool:
        return self.filled == self.grid * self.grid

    # -- legality -------------------------------------------------------------
    def check(self, dom: Domino, r: int, c: int, d: str) -> tuple[str, Why] | None:
        """None when the placement is legal, else (code, reason for a player)."""
        if d not in DIRS:
            return ("bad_direction", Why(N_("direction must be N, E, S or W, not {direction}"), direction=d))
        dr, dc = DIRS[d]
        r2, c2 = r + dr, c + dc
        if not (self.on_canvas(r, c) and self.on_canvas(r2, c2)):
            return ("off_grid", Why(N_("that square is off the grid")))
        i, j = self.index(r, c), self.index(r2, c2)
        if self.terr[i] != EMPTY or self.terr[j] != EMPTY:
            return ("occupied", Why(N_("that square is already occupied")))
        lo_r, hi_r = min(self.minr, r, r2), max(self.maxr, r, r2)
        lo_c, hi_c = min(self.minc, c, c2), max(self.maxc, c, c2)
        g = self.grid
        if hi_r - lo_r >= g or hi_c - lo_c >= g:
            return ("too_big", Why(N_("the kingdom would exceed {size}×{size}"), size=g))
        if not (self._connects(i, j, dom.t1) or self._connects(j, i, dom.t2)):
            return (
                "not_connected",
                Why(N_("not connected: neither square touches the castle or the same terrain")),
            )
        return None

    def _connects(self, i: int, other: int, t: int) -> bool:
        bit, w, masks = 1 << i, self.width, self.masks
        near = (bit << 1 | bit >> 1 | bit << w | bit >> w) & ~(1 << other)
        return bool(near & (masks[t] | masks[CASTLE]))

    def placements(self, dom: Domino) -> list[Placement]:
        """Every legal placement, one per distinct resulting kingdom: when both
        halves are identical, (i, W) and (i−1, E) give the same board and only
        the E/S form is listed. In order of the first half's square (reading
        order), then N, E, S, W."""
        w = self.width
        open_ = _rect(w, *self.window()) & ~self.occ  # empty squares inside the window
        masks = self.masks
        castle = masks[CASTLE]
        # open squares where half 1 (a1) or half 2 (a2) would touch its terrain or the castle
        s1 = masks[dom.t1] | castle
        a1 = open_ & (s1 << 1 | s1 >> 1 | s1 << w | s1 >> w)
        if dom.t2 == dom.t1:
            a2 = a1
        else:
            s2 = masks[dom.t2] | castle
            a2 = open_ & (s2 << 1 | s2 >> 1 | s2 << w | s2 >> w)
        if not (a1 or a2):
            return []
        # first halves per direction: both squares open, one half touching
        east = open_ & open_ >> 1 & (a1 | a2 >> 1)
        south = open_ & open_ >> w & (a1 | a2 >> w)
        if dom.t1 == dom.t2 and dom.c1 == dom.c2:
            north = west = 0
        else:
            north = open_ & open_ << w & (a1 | a2 << w)
            west = open_ & open_ << 1 & (a1 | a2 << 1)
        spots = _spots(self.size)
        out: list[Placement] = []
        firsts = north | east | south | west
        while firsts:
            bit = firsts & -firsts
            firsts ^= bit
            four = spots[bit.bit_length() - 1]
            if north & bit:
                out.append(four[0])
            if east & bit:
                out.append(four[1])
            if south & bit:
                out.append(four[2])
            if west & bit:
                out.append(four[3])
        return out

    def can_place(self, dom: Domino) -> bool:
        return bool(self.placements(dom))

    # -- changes --------------------------------------------------------------
    def place(self, dom: Domino, r: int, c: int, d: str) -> None:
        """Put a domino down; the caller has checked it is legal."""
        dr, dc = DIRS[d]
        r2, c2 = r + dr, c + dc
        w = self.width
        i, j = (r + 1) * w + c + 1, (r2 + 1) * w + c2 + 1
        terr, k1, k2 = self.terr, dom.c1, dom.c2
        if terr[i] == EMPTY == terr[j] and k1 < 4 and k2 < 4:  # always, for a legal placement
            # _set written out for both halves: every placement (and every save read) comes here
            t1, t2 = dom.t1, dom.t2
            bi, bj = 1 << i, 1 << j
            terr[i], terr[j] = t1, t2
            self.crown[i], self.crown[j] = k1, k2
            masks = self.masks
            masks[t1] |= bi
            masks[t2] |= bj
            self.occ |= bi | bj
            planes = self.planes  # never fewer than two
            if k1 & 1:
                planes[0] |= bi
            if k1 & 2:
                planes[1] |= bi
            if k2 & 1:
                planes[0] |= bj
            if k2 & 2:
                planes[1] |= bj
        else:
            self._set(i, dom.t1, k1)
            self._set(j, dom.t2, k2)
        self.minr, self.maxr = min(self.minr, r, r2), max(self.maxr, r, r2)
        self.minc, self.maxc = min(self.minc, c, c2), max(self.maxc, c, c2)
        self.placed.append((dom.id, r, c, d))
        self.filled += 2

    def put_square(self, r: int, c: int, t: int, crowns: int) -> None:
        """Set one square directly (boards read from text, tests)."""
        i = self.index(r, c)
        if self.terr[i] == EMPTY and t != EMPTY:
            self.filled += 1
        self._set(i, t, crowns)
        self.minr, self.maxr = min(self.minr, r), max(self.maxr, r)
        self.minc, self.maxc = min(self.minc, c), max(self.maxc, c)

    def _set(self, i: int, t: int, crowns: int) -> None:
        """Square i becomes terrain t with `crowns` printed crowns, in the lists and the masks."""
        bit = 1 << i
        planes = self.planes
        if self.terr[i] != EMPTY:  # an overwrite (text boards): the square leaves its sets first
            self.masks[self.terr[i]] &= ~bit
            self.occ &= ~bit
            for b in range(len(planes)):
                planes[b] &= ~bit
        self.terr[i], self.crown[i] = t, crowns
        if t != EMPTY:
            self.masks[t] |= bit
            self.occ |= bit
        if crowns:
            while len(planes) < crowns.bit_length():
                planes.append(0)
            for b in range(crowns.bit_length()):
                if crowns >> b & 1:
                    planes[b] |= bit

    # -- rule-set layers ----------------------------------------------------------
    def at(self, layer: str, r: int, c: int, default: int | str = 0) -> int | str:
        """A layer's value on a canvas square (`default` where the layer has none)."""
        values = self.layers.get(layer)
        return default if values is None else values.get(self.index(r, c), default)

    def set_at(self, layer: str, r: int, c: int, value: int | str | None) -> None:
        """Set (or with None / 0, clear) a layer's value on a canvas square."""
        i = self.index(r, c)
        if value is None or value == 0:
            values = self.layers.get(layer)
            if values is not None:
                values.pop(i, None)
                if not values:  # an empty layer is no layer: copies and JSON agree
                    del self.layers[layer]
        else:
            self.layers.setdefault(layer, {})[i] = value

    def squares(self, layer: str) -> list[tuple[int, int, int | str]]:
        """(row, col, value) of every square the layer marks, in reading order."""
        w = self.width
        return [(i // w - 1, i % w - 1, v) for i, v in sorted(self.layers.get(layer, {}).items())]

    # -- copying and comparing ----------------------------------------------------
    def copy(self) -> Kingdom:
        k = Kingdom.__new__(Kingdom)
        k.grid, k.start, k.size, k.width = self.grid, self.start, self.size, self.width
        k.terr, k.crown = self.terr[:], self.crown[:]
        k.masks, k.occ, k.planes = self.masks[:], self.occ, self.planes[:]
        k.minr, k.maxr, k.minc, k.maxc = self.minr, self.maxr, self.minc, self.maxc
        k.placed, k.discarded, k.filled = self.placed[:], self.discarded[:], self.filled
        k.layers = {name: layer.copy() for name, layer in self.layers.items()} if self.layers else {}
        k.vals = self.vals.copy() if self.vals else {}
        return k

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Kingdom)
            and (self.grid, self.start, self.terr, self.crown, self.placed, self.discarded,
                 self.layers, self.vals)
            == (other.grid, other.start, other.terr, other.crown, other.placed, other.discarded,
                other.layers, other.vals)
        )

    def __repr__(self) -> str:
        return f"Kingdom(grid={self.grid}, placed={len(self.placed)}, discarded={self.discarded})"
