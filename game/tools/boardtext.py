"""Kingdoms written as text, as in the conformance cases and in tests.

A board is a list of rows, cells separated by white space: `..` or `.` empty,
`C` the starting tile (one cell, or four in a 2×2 block), or a terrain letter
and its crowns (`F0`, `M3`). The text is a canvas that may be larger or
smaller than the engine's; it is mapped so that the castles coincide.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.content import Domino
from game.engine.kingdom import Kingdom
from game.engine.terrain import FROM_LETTER


class BoardError(ValueError):
    """A board or cell that cannot be read."""


def parse_cell(text: str) -> tuple[int, int]:
    """(terrain code, crowns) of a cell like `W1`; BoardError otherwise."""
    t, n, _ = parse_square(text, giants=False)
    return t, n


def parse_square(text: str, giants: bool = True) -> tuple[int, int, int]:
    """(terrain code, printed crowns, giants) of a cell like `M2` or `M2g` (one `g` per giant
    standing on one of its printed crowns); BoardError otherwise."""
    t = text.strip()
    body = t.rstrip("g") if giants else t
    g = len(t) - len(body)
    if not body or body[0] not in FROM_LETTER or not body[1:].isdigit():
        raise BoardError(f"bad cell {text!r}: expected a terrain letter (W F L G S M T) and crowns, e.g. F1")
    crowns = int(body[1:])
    if g > crowns:
        raise BoardError(f"bad cell {text!r}: {g} giants on {crowns} printed crowns")
    return FROM_LETTER[body[0]], crowns, g


def parse_domino(cells: Sequence[str], did: int = 0) -> Domino:
    if len(cells) != 2:
        raise BoardError(f"a domino has two cells, not {len(cells)}")
    (t1, c1), (t2, c2) = parse_cell(cells[0]), parse_cell(cells[1])
    return Domino(id=did, label=str(did), sort=did, set="text", t1=t1, c1=c1, t2=t2, c2=c2)


class TextBoard:
    """A parsed board: the Kingdom and the offset from text to canvas coordinates."""

    def __init__(self, rows: Sequence[str], grid: int, giants: bool = False) -> None:
        if not isinstance(rows, list | tuple) or not rows:
            raise BoardError("a board is a non-empty list of rows")
        cells = [str(r).split() for r in rows]
        castles = [(r, c) for r, row in enumerate(cells) for c, x in enumerate(row) if x == "C"]
        if len(castles) == 1:
            start = 1
        elif len(castles) == 4:
            start = 2
            r0, c0 = min(castles)
            if sorted(castles) != [(r0, c0), (r0, c0 + 1), (r0 + 1, c0), (r0 + 1, c0 + 1)]:
                raise BoardError("four C cells must form a 2×2 block")
        else:
            raise BoardError(f"a board needs one starting tile (C), found {len(castles)} C cells")
        if not isinstance(grid, int) or grid <= start:
            raise BoardError(f"bad grid size {grid!r}")
        self.kingdom = k = Kingdom(grid, start)
        cr, cc = k.castle
        r0, c0 = min(castles)
        self.dr, self.dc = cr - r0, cc - c0
        self.rows, self.cols = len(cells), max(len(row) for row in cells)
        for r, row in enumerate(cells):
            for c, x in enumerate(row):
                if x in ("..", ".", "C"):
                    continue
                t, n, g = parse_square(x, giants)
                kr, kc = r + self.dr, c + self.dc
                if not k.on_canvas(kr, kc):
                    raise BoardError(f"square {x} at [{r}, {c}] lies outside any {grid}×{grid} kingdom")
                k.put_square(kr, kc, t, n)
                k.set_at("giant", kr, kc, g)

    def to_canvas(self, r: int, c: int) -> tuple[int, int]:
        return r + self.dr, c + self.dc

    def square(self, at: object, what: str) -> tuple[int, int]:
        """Canvas (row, col) of a board coordinate `[r, c]` from a case; BoardError if it is
        not two whole numbers inside the board text."""
        if not (isinstance(at, list) and len(at) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in at)):
            raise BoardError(f"{what} must be [row, col], not {at!r}")
        r, c = at
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise BoardError(f"{what} {at} lies outside the board")
        kr, kc = self.to_canvas(r, c)
        if not self.kingdom.on_canvas(kr, kc):
            raise BoardError(f"{what} {at} lies outside any kingdom")
        return kr, kc
