"""A kingdom drawn onto its board: empty plots, the squares placed so far, the castle,
and the part of the canvas the kingdom can no longer grow into, dimmed.

A board is rendered into its own surface and kept until the kingdom (or how
it is highlighted) changes, so the table can recompose itself from a handful
of blits. The results screen uses the same view for its mini kingdoms.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.kingdom import DIRS, Kingdom
from game.engine.terrain import CASTLE, EMPTY, NAMES
from game.i18n import ngettext
from game.i18n.formats import number
from game.ui import palette, theme
from game.ui.assets import Assets

if TYPE_CHECKING:
    from game.ui.text_scale import ScaledText

from game.ui.table.piece_art import INK, PieceArt
from game.ui.table.table_words import terrain_name

Cells = frozenset[tuple[int, int]]
PLOT = palette.PLOT  # an empty square the kingdom may still use
PLOT_DIM = palette.PLOT_DIM  # out of reach: the kingdom would outgrow its grid


@dataclass(frozen=True)
class Look:
    """How a board is dressed: whose colour, whether it is acting, what to highlight."""

    colour: str
    active: bool = False
    tint: Cells = frozenset()  # cells washed in `tint_colour` (legal spots)
    tint_colour: tuple[int, int, int] = palette.LEGAL
    outline: Cells = frozenset()  # cells ringed in gold (a territory on the results screen)
    fade_others: bool = False  # with `outline`: dim everything else so the territory stands out
    frame: bool = True


def kingdom_key(k: Kingdom) -> tuple:
    return (k.grid, tuple(k.placed), len(k.discarded))


class KingdomView:
    """Renders boards and keeps the last rendering per slot (seat, or results row)."""

    def __init__(self, assets: Assets | ScaledText, art: PieceArt) -> None:
        self.assets = assets
        self.art = art
        self._kept: dict[object, tuple[tuple, pygame.Surface]] = {}

    def surface(
        self,
        slot: object,
        k: Kingdom,
        size: tuple[int, int],
        origin: tuple[int, int],
        cell: int,
        look: Look,
        clip: pygame.Rect | None = None,
    ) -> pygame.Surface:
        """The board for `k` as a surface of `size`; `origin` is where canvas cell (0, 0)
        sits inside it, `clip` the part of the canvas shown (None: all of it).
        Re-rendered only when something it shows has changed."""
        key = (kingdom_key(k), size, origin, cell, look, tuple(clip) if clip else None)
        kept = self._kept.get(slot)
        if kept is not None and kept[0] == key:
            return kept[1]
        surf = self.render(k, size, origin, cell, look, clip)
        self._kept[slot] = (key, surf)
        return surf

    def render(
        self,
        k: Kingdom,
        size: tuple[int, int],
        origin: tuple[int, int],
        cell: int,
        look: Look,
        clip: pygame.Rect | None = None,
    ) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        n = k.size
        span = n * cell
        ox, oy = origin
        if look.frame:
            frame = pygame.Rect(0, 0, *size)
            surf.blit(self.assets.nine_slice("panel", frame.size), frame.topleft)
        if clip is not None:
            surf.set_clip(clip)  # only the part of the canvas the kingdom can still reach
        board = pygame.Rect(ox, oy, span, span)
        pygame.draw.rect(surf, PLOT_DIM, board)
        r_lo, r_hi, c_lo, c_hi = k.window()
        # the reachable window in a lighter tone: where the next domino may go
        reach = pygame.Rect(
            ox + c_lo * cell, oy + r_lo * cell, (c_hi - c_lo + 1) * cell, (r_hi - r_lo + 1) * cell
        )
        pygame.draw.rect(surf, PLOT, reach)
        grid = (*INK, 38)
        lines = pygame.Surface((span, span), pygame.SRCALPHA)
        for i in range(1, n):
            pygame.draw.line(lines, grid, (i * cell, 0), (i * cell, span))
            pygame.draw.line(lines, grid, (0, i * cell), (span, i * cell))
        surf.blit(lines, board.topleft)
        hatch = pygame.Surface((span, span), pygame.SRCALPHA)
        step = max(6, cell // 4)
        for x in range(-span, span, step):  # faint diagonal hatching on out-of-reach plots
            pygame.draw.line(hatch, (*INK, 28), (x, span), (x + span, 0))
        hatch.fill(palette.CLEAR, reach.move(-ox, -oy))
        surf.blit(hatch, board.topleft)
        for r, c, t, crowns in k.occupied():
            surf.blit(self.art.board_square(t, crowns, cell, look.colour), (ox + c * cell, oy + r * cell))
        self._outline_dominoes(surf, k, origin, cell)
        if look.tint:
            self._wash(surf, look.tint, origin, cell, (*look.tint_colour, 90), ring=(*look.tint_colour, 220))
        if look.outline:
            if look.fade_others:
                fade = pygame.Surface((span, span), pygame.SRCALPHA)
                fade.fill(palette.TERRITORY_FADE)
                for r, c in look.outline:
                    fade.fill(palette.CLEAR, (c * cell, r * cell, cell, cell))
                surf.blit(fade, board.topleft)
            _ring(surf, look.outline, origin, cell, theme.ACCENT_LIGHT, max(2, cell // 10))
        edge = max(2, cell // 14)
        pygame.draw.rect(surf, INK, board.inflate(2, 2), width=1)
        if clip is not None:
            surf.set_clip(None)
            pygame.draw.rect(surf, INK, clip.inflate(2, 2), width=1)
        if look.active:
            glow = pygame.Rect(0, 0, *size).inflate(-2, -2)
            pygame.draw.rect(
                surf, self.assets.colour(look.colour), glow, width=edge + 2, border_radius=edge * 4
            )
        return surf

    def _outline_dominoes(self, surf: pygame.Surface, k: Kingdom, origin: tuple[int, int], cell: int) -> None:
        """A thin ink edge round each placed domino, so pieces read as pieces."""
        width = max(1, cell // 26)
        for _did, r, c, d in k.placed:
            dr, dc = DIRS[d]
            r0, c0 = min(r, r + dr), min(c, c + dc)
            rect = pygame.Rect(
                origin[0] + c0 * cell, origin[1] + r0 * cell, cell * (1 + abs(dc)), cell * (1 + abs(dr))
            )
            pygame.draw.rect(surf, (*INK, 200), rect, width=width, border_radius=max(2, cell // 9))

    @staticmethod
    def _wash(
        surf: pygame.Surface,
        cells: Iterable[tuple[int, int]],
        origin: tuple[int, int],
        cell: int,
        fill: tuple[int, int, int, int],
        ring: tuple[int, int, int, int],
    ) -> None:
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        for r, c in cells:
            layer.fill(fill, (origin[0] + c * cell, origin[1] + r * cell, cell, cell))
        surf.blit(layer, (0, 0))
        _ring(surf, frozenset(cells), origin, cell, ring, max(1, cell // 16))


def _ring(
    surf: pygame.Surface,
    cells: frozenset[tuple[int, int]],
    origin: tuple[int, int],
    cell: int,
    colour: tuple[int, ...],
    width: int,
) -> None:
    """Draw the outer border of a set of cells (edges not shared with another cell of the set)."""
    ox, oy = origin
    for r, c in cells:
        x, y = ox + c * cell, oy + r * cell
        if (r - 1, c) not in cells:
            pygame.draw.line(surf, colour, (x, y), (x + cell - 1, y), width)
        if (r + 1, c) not in cells:
            pygame.draw.line(surf, colour, (x, y + cell - width), (x + cell - 1, y + cell - width), width)
        if (r, c - 1) not in cells:
            pygame.draw.line(surf, colour, (x, y), (x, y + cell - 1), width)
        if (r, c + 1) not in cells:
            pygame.draw.line(surf, colour, (x + cell - width, y), (x + cell - width, y + cell - 1), width)


def terrain_label(k: Kingdom, r: int, c: int) -> str | None:
    """What a hovered cell holds, in words ("Forest, 1 crown"); None for an empty plot."""
    t, crowns = k.cell(r, c)
    if t == EMPTY:
        return None
    if t == CASTLE:
        return terrain_name("castle")
    name = terrain_name(NAMES.get(t, "?"))
    if crowns:
        text = ngettext("{terrain}, {n} crown", "{terrain}, {n} crowns", crowns)
        return text.format(terrain=name, n=number(crowns))
    return name
