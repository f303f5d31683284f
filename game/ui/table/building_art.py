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
from game.ui import theme
from game.ui.assets import Assets
from game.ui.widgets import draw_text

TERRAIN_FILES = {  # the engine's terrain names -> terrain sprite names
    "wheat": "wheat", "forest": "forest", "lake": "lake", "grassland": "grassland",
    "swamp": "swamp", "mine": "mine", "town": "town",
}


def describe_lines(bid: int) -> list[str]:
    """The hover text: the name, then each corner in words (the engine's own sentences)."""
    b = building(bid)
    return [b.name] + [part.strip() + "." for part in b.text.split(".") if part.strip()]


#: below this tile size the corners are icons only: their numbers would be under 12 px
#: (the hover note says them in words)
MIN_NUMBERED = 44


def _badge(surf: pygame.Surface, assets: Assets, text: str, center: tuple[int, int], h: int) -> None:
    font = assets.font(max(12, round(h * 0.72)), bold=True)
    w = max(h, font.size(text)[0] + h // 3)
    r = pygame.Rect(0, 0, w, h)
    r.center = center
    pygame.draw.rect(surf, (36, 24, 16), r, border_radius=h // 2)
    pygame.draw.rect(surf, theme.ACCENT, r, 1, border_radius=h // 2)
    draw_text(surf, text, font, (255, 244, 214), r.center, "center")


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
    pygame.draw.rect(surf, (36, 24, 16), rect, 1)


def _corners(surf: pygame.Surface, assets: Assets, b: Building, size: int) -> None:
    q = max(8, round(size * 0.36))  # a corner's square
    pad = max(1, size // 32)
    badge = max(14, round(size * 0.2))
    numbers = size >= MIN_NUMBERED
    ul = pygame.Rect(pad, pad, q, q)
    ur = pygame.Rect(size - pad - q, pad, q, q)
    ll = pygame.Rect(pad, size - pad - q, q, q)
    lr = pygame.Rect(size - pad - q, size - pad - q, q, q)
    # upper left: what it brings at once
    if b.knights or b.towers:
        _icon(surf, assets, "knight" if b.knights else "tower_piece", ul)
        corner = (ul.right - badge // 3, ul.bottom - badge // 3)
        if numbers:
            _badge(surf, assets, str(b.knights or b.towers), corner, badge)
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
            _badge(surf, assets, str(b.crowns), (ur.right - badge // 3, ur.bottom - badge // 3), badge)
    # lower right: end-of-game points
    kind = b.points_kind
    if kind == "fixed" and b.points:
        shield = lr.inflate(-q // 8, -q // 8)
        pygame.draw.rect(surf, (120, 28, 32), shield, border_radius=q // 4)
        pygame.draw.rect(surf, theme.ACCENT, shield, max(1, q // 14), border_radius=q // 4)
        if numbers:
            font = assets.font(max(12, round(q * 0.62)), bold=True)
            draw_text(surf, str(b.points), font, (255, 244, 214), shield.center, "center")
    elif kind in ("per_tower", "per_knight"):
        _icon(surf, assets, "tower_piece" if kind == "per_tower" else "knight", lr)
        if numbers:
            _badge(surf, assets, "1×", (lr.right - badge // 2, lr.bottom - badge // 3), badge)
    elif kind == "per_territory" and b.territory:
        chip = lr.inflate(-q // 4, -q // 4)
        _terrain_chip(surf, assets, b.territory, chip)
        if numbers:
            _badge(surf, assets, "2×", (lr.right - badge // 2, lr.bottom - badge // 3), badge)


def building_tile(assets: Assets, bid: int, size: int, built: bool = False) -> pygame.Surface:
    """The tile of building `bid` at `size`×`size` px; `built` gives it the red edge of the
    built side, as on the physical tiles."""
    size = max(12, int(size))

    def make() -> pygame.Surface:
        surf = assets.scaled("building_tile", (size, size)).copy()
        _corners(surf, assets, building(bid), size)
        edge = (170, 40, 36) if built else (92, 78, 64)
        pygame.draw.rect(surf, edge, surf.get_rect(), max(1, size // 24))
        return surf

    return assets.memo(("building", bid, size, built), make)
