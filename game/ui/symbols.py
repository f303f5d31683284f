"""Player symbols: a shape per player colour, so colour is never the only cue.

The colour -> shape table lives in sprites/manifest.json (`player_symbols`, read through
`Assets.symbol`); this module only draws the shapes, with pygame primitives so they stay sharp
at any size. Shapes differ by outline (round, a crescent, pointed up, pointed on four sides, five
points, a plus) rather than by detail, so they read at chip size too.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import theme

RGB = tuple[int, int, int]
Point = tuple[float, float]

SHAPES = ("circle", "diamond", "triangle", "star", "cross", "moon")


def outline(shape: str, centre: Point, r: float) -> list[Point]:
    """The shape's outline as a polygon fitting a circle of radius `r` (a circle: 24 points)."""
    cx, cy = centre
    if shape == "circle":
        n, rr = 24, r * 0.86
        return [(cx + rr * math.cos(2 * math.pi * i / n), cy + rr * math.sin(2 * math.pi * i / n))
                for i in range(n)]
    if shape == "moon":
        return _crescent(centre, r)
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.78, cy), (cx, cy + r), (cx - r * 0.78, cy)]
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.72), (cx - r * 0.95, cy + r * 0.72)]
    if shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.44
            pts.append((cx + rr * math.cos(a), cy + 0.08 * r + rr * math.sin(a)))
        return pts
    if shape == "cross":
        a, b = r * 0.3, r * 0.92
        return [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
                (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
                (cx - b, cy - a), (cx - a, cy - a)]
    raise ValueError(f"unknown symbol {shape!r}; one of {', '.join(SHAPES)}")


def _crescent(centre: Point, r: float) -> list[Point]:
    """A crescent opening to the upper right: the outer disc less a disc pushed off its centre."""
    big, small, d = r * 0.95, r * 0.78, r * 0.55
    x = (big * big - small * small + d * d) / (2 * d)  # where the two circles cross
    y = math.sqrt(max(0.0, big * big - x * x))
    t0, p0 = math.atan2(y, x), math.atan2(y, x - d)
    n = 16
    outer = [t0 + (2 * math.pi - 2 * t0) * i / n for i in range(n + 1)]  # the far side of the disc
    inner = [2 * math.pi - p0 - (2 * math.pi - 2 * p0) * i / n for i in range(1, n)]  # the bite, back
    pts = [(big * math.cos(t), big * math.sin(t)) for t in outer]
    pts += [(d + small * math.cos(t), small * math.sin(t)) for t in inner]
    a = -math.pi / 5  # tilted, as a moon is drawn
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = centre
    return [(cx - 0.12 * r + px * ca - py * sa, cy + 0.05 * r + px * sa + py * ca) for px, py in pts]


def _polygon(surf: pygame.Surface, shape: str, centre: Point, r: float, fill: RGB, edge: RGB,
             width: int) -> None:
    pts = outline(shape if shape in SHAPES else "circle", centre, max(2.0, r))
    pygame.draw.polygon(surf, fill, pts)
    if width > 0:
        pygame.draw.polygon(surf, edge, pts, width)


@lru_cache(maxsize=512)  # a few shapes x colours x sizes; the table draws them every frame
def chip(shape: str, size: int, fill: RGB, edge: RGB = theme.PANEL_EDGE) -> pygame.Surface:
    """`shape` in `fill` with a dark edge, `size` pixels square: drawn four times larger and
    scaled down, so small chips keep smooth edges. An unknown or empty shape is a disc (art
    without symbols still shows the colour)."""
    size = max(2, size)
    big = size * 4
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    width = max(3, round(big * 0.08))
    _polygon(s, shape, (big / 2, big / 2), big / 2 - width / 2, fill, edge, width)
    return pygame.transform.smoothscale(s, (size, size))


def draw_symbol(surf: pygame.Surface, shape: str, centre: Point, r: float, fill: RGB,
                edge: RGB = theme.PANEL_EDGE) -> pygame.Rect:
    """Blit the chip of `shape` with radius `r` centred on `centre`; returns the area drawn."""
    key = (int(fill[0]), int(fill[1]), int(fill[2])), (int(edge[0]), int(edge[1]), int(edge[2]))
    img = chip(shape, max(2, round(2 * r)), *key)  # plain tuples: the cache needs hashable keys
    return surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def badge(shape: str, size: int, ground: RGB | None, ink: RGB = theme.TEXT) -> pygame.Surface:
    """A `size`-square picture of the symbol in light ink with a dark edge, on a disc of `ground`
    (the player's colour) when given: drawn four times larger and scaled down, for smooth edges."""
    big = max(8, size) * 4
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    if ground is not None:
        pygame.draw.circle(s, theme.PANEL_EDGE, (c, c), c)
        pygame.draw.circle(s, ground, (c, c), c - big * 0.07)
        r, width = c * 0.62, max(2, round(big * 0.05))
    else:
        r, width = c * 0.9, max(3, round(big * 0.08))
    _polygon(s, shape, (c, c), r, ink, theme.PANEL_EDGE, width)
    return pygame.transform.smoothscale(s, (max(1, size), max(1, size)))
