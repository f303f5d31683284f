"""Drawing the pieces: dominoes from the terrain sprites with their crowns, castles,
kings and domino backs, each rendered once per size and kept.

Everything here is a pure function of (what, size): a frame only blits
surfaces that already exist, so a busy table stays cheap to draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.content import domino as domino_data
from game.engine.kingdom import DIRS
from game.engine.terrain import CASTLE, NAMES
from game.ui import palette, theme
from game.ui.assets import Assets

if TYPE_CHECKING:
    from game.ui.text_scale import ScaledText
from game.ui.symbols import badge

RGB = tuple[int, int, int]
LEGAL = palette.LEGAL
ILLEGAL = palette.ILLEGAL
INK = palette.INK

_CACHE_LIMIT = 2000  # a resize makes new sizes; start over rather than grow forever


def domino_size(cell: int, d: str) -> tuple[int, int]:
    return (2 * cell, cell) if d in ("E", "W") else (cell, 2 * cell)


def half_offsets(cell: int, d: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """Pixel offsets of the first and second half inside a domino surface."""
    dr, dc = DIRS[d]
    first = (cell if dc < 0 else 0, cell if dr < 0 else 0)  # pushed right/down when the second is W/N
    return (first, (first[0] + dc * cell, first[1] + dr * cell))


def crown_layout(cell: int, crowns: int) -> tuple[int, int, int, int, int]:
    """Crown icon size, gap, left x, top y and plate padding for `crowns` crowns on a square.

    The icons and their plate stay inside the square with a margin, so three
    crowns never spill over the edge at any size; on tiny squares (results
    thumbnails) the plate goes first, then the icons shrink.
    """
    gap = max(1, cell // 24)
    margin = max(1, cell // 16)
    plate = 2 * gap
    room = cell - 2 * margin - (crowns - 1) * gap  # width left for the icons and the plate
    if (room - 2 * plate) // crowns < 4:
        plate = 0
    size = max(2, min(round(cell * 0.34), (room - 2 * plate) // max(1, crowns)))
    total = crowns * size + (crowns - 1) * gap
    return size, gap, (cell - total) // 2, max(1, cell // 16), plate


def badge_rect(size: int, w: int, height: int) -> pygame.Rect:
    """Where a king's symbol goes: centred on the chest of the 64x80 pawn."""
    return pygame.Rect(0, 0, size, size).move(round(w / 2 - size / 2), round(height * 0.6 - size / 2))


def rounded_mask(surf: pygame.Surface, radius: int) -> None:
    """Cut the surface's corners round (multiplies alpha)."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, palette.MASK, mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


class PieceArt:
    """Cached renderings of the game's pieces for one `Assets`."""

    def __init__(self, assets: Assets | ScaledText) -> None:
        self.assets = assets
        self._cache: dict[tuple, pygame.Surface] = {}

    def _get(self, key: tuple) -> pygame.Surface | None:
        return self._cache.get(key)

    def _put(self, key: tuple, surf: pygame.Surface) -> pygame.Surface:
        if len(self._cache) > _CACHE_LIMIT:
            self._cache.clear()
        self._cache[key] = surf
        return surf

    # -- squares --------------------------------------------------------------------
    def crown(self, size: int) -> pygame.Surface:
        return self.assets.scaled_to_fit("crown", (size, size))

    def square(self, terrain: int, crowns: int, cell: int) -> pygame.Surface:
        """One terrain square with its crowns along the top edge."""
        key = ("sq", terrain, crowns, cell)
        surf = self._get(key)
        if surf is not None:
            return surf
        surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
        name = NAMES.get(terrain)
        if name is not None and self.assets.has(f"terrain_{name}"):
            surf.blit(self.assets.scaled(f"terrain_{name}", (cell, cell)), (0, 0))
        else:
            surf.fill(self.assets.terrain_colour(name or "town"))
        if crowns:
            size, gap, x, y, pad = crown_layout(cell, crowns)
            icon = self.crown(size)
            total = crowns * size + (crowns - 1) * gap
            if pad:
                # drawn on its own layer and blended: draw.rect alone would punch a hole
                plate = pygame.Rect(0, 0, total + 2 * pad, icon.get_height() + 2 * gap)
                layer = pygame.Surface(plate.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, palette.CROWN_PLATE, plate, border_radius=plate.h // 2)
                surf.blit(layer, (x - pad, y - gap))
            for i in range(crowns):
                surf.blit(icon, (x + i * (size + gap) + (size - icon.get_width()) // 2, y))
        return self._put(key, surf)

    def castle(self, colour: str, cell: int) -> pygame.Surface:
        key = ("castle", colour, cell)
        surf = self._get(key)
        if surf is None:
            if self.assets.has(f"castle_{colour}"):
                surf = self.assets.scaled(f"castle_{colour}", (cell, cell)).copy()
            else:
                surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
                surf.fill(palette.CASTLE_STANDIN)
                pygame.draw.rect(
                    surf, self.assets.colour(colour), surf.get_rect().inflate(-cell // 5, -cell // 5)
                )
            shape = self.assets.symbol(colour)
            if shape and cell >= 12:  # the seat's symbol on a disc of its colour, in the top-left corner
                size = max(6, round(cell * 0.34))
                surf.blit(badge(shape, size, self.assets.colour(colour)), (cell // 14, cell // 14))
            surf = self._put(key, surf)
        return surf

    def board_square(self, terrain: int, crowns: int, cell: int, colour: str) -> pygame.Surface:
        return self.castle(colour, cell) if terrain == CASTLE else self.square(terrain, crowns, cell)

    # -- dominoes -------------------------------------------------------------------
    def domino(self, did: int, cell: int, d: str = "E") -> pygame.Surface:
        """A domino face up: first half at its place, second half towards `d`."""
        key = ("dom", did, cell, d)
        surf = self._get(key)
        if surf is not None:
            return surf
        dom = domino_data(did)
        surf = pygame.Surface(domino_size(cell, d), pygame.SRCALPHA)
        (x1, y1), (x2, y2) = half_offsets(cell, d)
        surf.blit(self.square(dom.t1, dom.c1, cell), (x1, y1))
        surf.blit(self.square(dom.t2, dom.c2, cell), (x2, y2))
        # the seam between the halves: a fine dark line with a light edge, like a printed tile
        if d in ("E", "W"):
            pygame.draw.line(surf, (*INK, 120), (cell, 0), (cell, cell), 1)
        else:
            pygame.draw.line(surf, (*INK, 120), (0, cell), (cell, cell), 1)
        radius = max(2, cell // 9)
        rounded_mask(surf, radius)
        pygame.draw.rect(surf, (*INK, 230), surf.get_rect(), width=max(1, cell // 28), border_radius=radius)
        hl = surf.get_rect().inflate(-2 * max(1, cell // 28), -2 * max(1, cell // 28))
        pygame.draw.rect(surf, palette.TILE_HIGHLIGHT, hl, width=1, border_radius=radius)
        return self._put(key, surf)

    def back(self, cell: int, d: str = "E") -> pygame.Surface:
        """A face-down domino."""
        key = ("back", cell, d)
        surf = self._get(key)
        if surf is None:
            w, h = domino_size(cell, d)
            src = self.assets.scaled("domino_back", (2 * cell, cell))
            surf = pygame.transform.rotate(src, 90) if h > w else src.copy()
            surf = self._put(key, surf)
        return surf

    def shadow(self, size: tuple[int, int], radius: int, alpha: int = 90) -> pygame.Surface:
        """A soft drop shadow for a piece of `size`."""
        key = ("shadow", size, radius, alpha)
        surf = self._get(key)
        if surf is None:
            pad = max(2, radius)
            surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(surf, (20, 10, 4, alpha), (pad, pad, *size), border_radius=radius)
            surf = pygame.transform.gaussian_blur(surf, max(1, pad // 2))
            surf = self._put(key, surf)
        return surf

    def ghost(self, did: int, cell: int, d: str, legal: bool | None) -> pygame.Surface:
        """The domino being positioned: see-through over the board, edged green (legal),
        red (refused) or gold (not over the kingdom / a hint)."""
        key = ("ghost", did, cell, d, legal)
        surf = self._get(key)
        if surf is not None:
            return surf
        base = self.domino(did, cell, d).copy()
        base.set_alpha(None)
        w, h = base.get_size()
        edge = max(3, cell // 12)
        surf = pygame.Surface((w + 2 * edge, h + 2 * edge), pygame.SRCALPHA)
        colour = LEGAL if legal else ILLEGAL if legal is False else theme.ACCENT
        pygame.draw.rect(surf, (*colour, 235), surf.get_rect(), border_radius=max(3, cell // 7))
        inner = pygame.Surface((w, h), pygame.SRCALPHA)
        inner.blit(base, (0, 0))
        if legal is False:  # a red wash so a refused spot cannot be mistaken for a good one
            wash = pygame.Surface((w, h), pygame.SRCALPHA)
            wash.fill((*ILLEGAL, 70))
            inner.blit(wash, (0, 0))
            rounded_mask(inner, max(2, cell // 9))
        surf.blit(inner, (edge, edge))
        surf.set_alpha(225)
        return self._put(key, surf)

    # -- people and buildings --------------------------------------------------------
    def king(self, colour: str, height: int) -> pygame.Surface:
        key = ("king", colour, height)
        surf = self._get(key)
        if surf is None:
            w = max(4, round(height * 64 / 80))
            if self.assets.has(f"king_{colour}"):
                surf = self.assets.scaled(f"king_{colour}", (w, height))
            else:
                surf = pygame.Surface((w, height), pygame.SRCALPHA)
                rgb = self.assets.colour(colour)
                pygame.draw.ellipse(surf, rgb, (0, height // 3, w, height * 2 // 3))
                pygame.draw.circle(surf, rgb, (w // 2, height // 4), w // 4)
                pygame.draw.polygon(
                    surf, theme.ACCENT, [(w // 4, height // 8), (w // 2, 0), (3 * w // 4, height // 8)]
                )
            shape = self.assets.symbol(colour)
            if shape and height >= 14:  # the seat's symbol on the king's chest (feet at 70 of 80)
                surf = surf.copy()
                size = max(5, round(height * 0.3))
                surf.blit(badge(shape, size, None), badge_rect(size, w, height))
            surf = self._put(key, surf)
        return surf

    def tower(self, box: tuple[int, int]) -> pygame.Surface:
        return self.assets.scaled_to_fit("tower", box)
