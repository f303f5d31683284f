"""A Queendomino building tile drawn from its four corners, and the words for them.

Corners sit where the printed tile has them: upper left what it brings at once
(knights into the guard, or towers), lower left its tax bonus, upper right its
crowns, lower right its end-of-game points. Each corner is an icon with a
number in a dark badge, so it still reads on a 40 px tile. Tiles are composed
once per (building, size) and kept by `Assets.memo`.
"""

from __future__ import annotations

import pygame

from game.engine.buildings import Building, building
from game.i18n.content import building_corners, building_name
from game.ui import palette, theme
from game.ui.assets import Assets
from game.ui.widgets import draw_text

TERRAIN_FILES = {  # the engine's terrain names -> terrain sprite names
    "wheat": "wheat", "forest": "forest", "lake": "lake", "grassland": "grassland",
    "swamp": "swamp", "mine": "mine", "town": "town",
}


def describe_lines(bid: int) -> list[str]:
    """The hover text: the name, then each corner in words (the engine's own sentences)."""
    return [building_name(bid), *building_corners(bid)]


#: below this tile size the corners are icons only: their numbers would be under 12 px
#: (the hover note says them in words)
MIN_NUMBERED = 44
#: a corner's figures: the type whose figures stand 12 px tall (12 px type draws them 9-10 px
#: tall, which reads as small print on a tile), and the pill that holds them
FIGURE_PX, FIGURE_PILL = 17, 16


def badge(surf: pygame.Surface, assets: Assets, text: str, center: tuple[int, int], h: int,
          px: int = 0) -> pygame.Rect:
    """A figure in a dark pill (a corner's number; what a tile on a kingdom brings); `px`: its
    type when a size is asked (a builders' corner's), else the pill's height says."""
    font = assets.font(px or max(12, round(h * 0.72)), bold=True)
    w = max(h, font.size(text)[0] + max(6, h // 3))
    r = pygame.Rect(0, 0, w, h)
    r.center = center
    r.clamp_ip(surf.get_rect().inflate(-2, -2))  # whole, inside the tile's edge
    pygame.draw.rect(surf, palette.BUILDING_PILL, r, border_radius=h // 2)
    pygame.draw.rect(surf, theme.ACCENT, r, 1, border_radius=h // 2)
    draw_text(surf, text, font, palette.PILL_INK, r.center, "center")
    return r


def _icon(surf: pygame.Surface, assets: Assets, name: str, rect: pygame.Rect) -> None:
    img = assets.scaled_to_fit(name, rect.size)
    surf.blit(img, img.get_rect(center=rect.center))


def _terrain_chip(surf: pygame.Surface, assets: Assets, terrain: str, rect: pygame.Rect) -> None:
    name = f"terrain_{TERRAIN_FILES.get(terrain, terrain)}"
    img = assets.scaled(name, rect.size) if assets.has(name) else None
    if img is None:
        pygame.draw.rect(surf, assets.terrain_colour(terrain), rect)
    else:
        surf.blit(img, rect)
    pygame.draw.rect(surf, palette.BUILDING_PILL, rect, 1)


def _corners(surf: pygame.Surface, assets: Assets, b: Building, size: int) -> None:
    q = max(8, round(size * 0.36))  # a corner's square
    pad = max(1, size // 32)
    bh = max(FIGURE_PILL, round(size * 0.2))  # a badge's height
    px = max(FIGURE_PX, round(bh * 0.95))  # its figures' type: 12 px tall figures at least
    numbers = size >= MIN_NUMBERED
    ul = pygame.Rect(pad, pad, q, q)
    ur = pygame.Rect(size - pad - q, pad, q, q)
    ll = pygame.Rect(pad, size - pad - q, q, q)
    lr = pygame.Rect(size - pad - q, size - pad - q, q, q)
    # upper left: what it brings at once
    if b.knights or b.towers:
        _icon(surf, assets, "knight" if b.knights else "tower_piece", ul)
        corner = (ul.right - bh // 3, ul.bottom - bh // 3)
        if numbers:
            badge(surf, assets, str(b.knights or b.towers), corner, bh, px)
    # lower left: the tax bonus, a coin with what it counts
    if b.tax:
        _icon(surf, assets, "coin", ll.inflate(-q // 5, -q // 5).move(-q // 10, -q // 10))
        small = pygame.Rect(0, 0, q * 3 // 5, q * 3 // 5)
        small.bottomright = ll.bottomright
        _icon(surf, assets, "knight" if b.tax == "knights" else "tower_piece", small)
    # upper right: crowns for its town
    if b.crowns:
        _icon(surf, assets, "crown", ur.inflate(-q // 8, -q // 8))
        if b.crowns > 1 and numbers:
            badge(surf, assets, str(b.crowns), (ur.right - bh // 3, ur.bottom - bh // 3), bh, px)
    # lower right: end-of-game points
    kind = b.points_kind
    if kind == "fixed" and b.points:
        shield = lr.inflate(-q // 8, -q // 8)
        pygame.draw.rect(surf, palette.POINTS_SHIELD, shield, border_radius=q // 4)
        pygame.draw.rect(surf, theme.ACCENT, shield, max(1, q // 14), border_radius=q // 4)
        if numbers:
            font = assets.font(max(px, round(q * 0.62)), bold=True)
            draw_text(surf, str(b.points), font, palette.PILL_INK, shield.center, "center")
    elif kind in ("per_tower", "per_knight"):
        _icon(surf, assets, "tower_piece" if kind == "per_tower" else "knight", lr)
        if numbers:  # "1×" before what it counts, so the piece still shows
            _before(surf, assets, "1×", lr.inflate(-q // 4, -q // 4), bh, px)
    elif kind == "per_territory" and b.territory:
        chip = lr.inflate(-q // 4, -q // 4)
        _terrain_chip(surf, assets, b.territory, chip)
        if numbers:  # "2×" before the terrain it counts, which still shows
            _before(surf, assets, "2×", chip, bh, px)


def _before(surf: pygame.Surface, assets: Assets, text: str, thing: pygame.Rect, h: int, px: int) -> None:
    """A "N×" badge just before `thing` (what it counts), overlapping its left edge a little."""
    w = max(h, assets.font(px, bold=True).size(text)[0] + max(6, h // 3))
    badge(surf, assets, text, (thing.x + 3 - w // 2, thing.centery + thing.h // 6), h, px)


def building_tile(assets: Assets, bid: int, size: int, built: bool = False) -> pygame.Surface:
    """The tile of building `bid` at `size`×`size` px; `built` gives it the red edge of the
    built side, as on the physical tiles."""
    size = max(12, int(size))

    def make() -> pygame.Surface:
        surf = assets.scaled("building_tile", (size, size)).copy()
        _corners(surf, assets, building(bid), size)
        edge = palette.BUILT_EDGE if built else palette.UNBUILT_EDGE
        pygame.draw.rect(surf, edge, surf.get_rect(), max(1, size // 24))
        return surf

    return assets.memo(("building", bid, size, built), make)


#: a tile on a kingdom square this small (a compact board) cannot show its corners: the points
#: it brings are said on it in figures instead
MIN_CORNERS = 24


def kingdom_building(assets: Assets, bid: int, size: int, points: int | None) -> pygame.Surface:
    """A built building on a kingdom square, `size` px: its tile with its corners, and the
    points it brings now (`points`, the engine's score) in a badge on its lower right, the
    end-of-game corner, when its corners cannot show a number (below `MIN_NUMBERED`). On a
    compact board (below `MIN_CORNERS`) only the number reads: the tile is drawn as that number
    on a building's colours."""
    square, size = int(size), max(12, int(size))
    if size >= MIN_NUMBERED or points is None:
        return building_tile(assets, bid, size, built=True)
    if size >= MIN_CORNERS:
        h = max(14, round(size * 0.4))
        out = building_tile(assets, bid, size, built=True).copy()
        badge(out, assets, str(points), (size - h // 2, size - h // 2), h)
    elif figures_fit(assets, str(points), square):
        out = number_tile(assets, str(points), size, palette.BUILT_TILE, palette.BUILT_EDGE,
                          palette.BUILT_FIGURES)
    else:
        out = plain_tile(square, palette.BUILT_TILE, palette.BUILT_EDGE)
    return out


def figures_fit(assets: Assets, text: str, square: int) -> bool:
    """Whether `text` in 12 px figures on a tile of `square` px (a kingdom square less its inset)
    stays clear of the next square's figures; a board smaller than that shows colours alone."""
    return square + 4 >= max(12, assets.font(12, bold=True).size(text)[0] - 2)


def plain_tile(size: int, fill: tuple[int, int, int], edge: tuple[int, int, int]) -> pygame.Surface:
    """A compact board's tile too small for figures: its kind's colours alone."""
    side = max(4, size)
    out = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(out, fill, out.get_rect(), border_radius=max(1, side // 5))
    pygame.draw.rect(out, edge, out.get_rect(), 1, border_radius=max(1, side // 5))
    return out


def number_tile(assets: Assets, text: str, size: int, fill: tuple[int, int, int],
                edge: tuple[int, int, int], ink: tuple[int, int, int]) -> pygame.Surface:
    """A tile on a compact board: its kind's colours (a building's parchment and red edge, a
    Court tile's violet or green) and what it brings in 12 px figures; a little larger than
    the square when 12 px need it."""
    font = assets.font(12, bold=True)
    side = max(size, 14, font.size(text)[0] + 4)
    out = pygame.Surface((side, side), pygame.SRCALPHA)
    radius = max(2, side // 5)
    pygame.draw.rect(out, fill, out.get_rect(), border_radius=radius)
    pygame.draw.rect(out, edge, out.get_rect(), max(1, side // 10), border_radius=radius)
    draw_text(out, text, font, ink, out.get_rect().center, "center")
    return out
