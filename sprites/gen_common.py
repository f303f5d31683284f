"""Shared drawing helpers for the sprite generator.

Everything is drawn at SS times the final size and smooth-scaled down at the
end: pygame's polygon fills are not antialiased, supersampling gives clean edges.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from itertools import pairwise

import pygame

SS = 4  # supersampling factor
Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

OUTLINE: Colour = (52, 36, 24)  # warm near-black used for every ink line
GOLD: Colour = (232, 182, 58)
GOLD_LIGHT: Colour = (255, 226, 130)
GOLD_DARK: Colour = (160, 104, 30)


def clamp(v: float, lo: int = 0, hi: int = 255) -> int:
    return max(lo, min(hi, round(v)))


def mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, int, int]:
    return (clamp(a[0] + (b[0] - a[0]) * t), clamp(a[1] + (b[1] - a[1]) * t),
            clamp(a[2] + (b[2] - a[2]) * t))


def shade(c: Sequence[int], f: float) -> tuple[int, int, int]:
    """f < 1 darkens, f > 1 lightens towards white (keeps hue warm)."""
    if f <= 1:
        return (clamp(c[0] * f), clamp(c[1] * f), clamp(c[2] * f))
    return mix(c, (255, 250, 235), f - 1)


def rgba(c: Sequence[int], a: int) -> tuple[int, int, int, int]:
    return (c[0], c[1], c[2], a)


class Canvas:
    """A supersampled SRCALPHA surface addressed in final-pixel coordinates."""

    def __init__(self, w: int, h: int, fill: Colour | None = None) -> None:
        self.w, self.h = w, h
        self.surf = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        self.surf.fill(fill if fill is not None else (0, 0, 0, 0))

    @staticmethod
    def p(pt: Point) -> tuple[int, int]:
        return (round(pt[0] * SS), round(pt[1] * SS))

    @staticmethod
    def r(rect: Sequence[float]) -> pygame.Rect:
        x, y, w, h = rect
        return pygame.Rect(round(x * SS), round(y * SS), round(w * SS), round(h * SS))

    def _target(self, colour: Colour) -> tuple[pygame.Surface, Colour, bool]:
        # Translucent shapes go to a scratch layer so they blend instead of
        # overwriting the alpha channel (pygame.draw never blends).
        if len(colour) == 4 and colour[3] < 255:
            layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
            return layer, colour, True
        return self.surf, colour, False

    def _draw(self, colour: Colour, fn: Callable[[pygame.Surface, Colour], object]) -> None:
        target, col, layered = self._target(colour)
        fn(target, col)
        if layered:
            self.surf.blit(target, (0, 0))

    def poly(self, colour: Colour, pts: Sequence[Point], width: float = 0) -> None:
        pp = [self.p(q) for q in pts]
        self._draw(colour, lambda s, c: pygame.draw.polygon(s, c, pp, round(width * SS)))

    def circle(self, colour: Colour, centre: Point, radius: float, width: float = 0) -> None:
        self._draw(colour, lambda s, c: pygame.draw.circle(
            s, c, self.p(centre), max(1, round(radius * SS)), round(width * SS)))

    def ellipse(self, colour: Colour, rect: Sequence[float], width: float = 0) -> None:
        self._draw(colour, lambda s, c: pygame.draw.ellipse(s, c, self.r(rect), round(width * SS)))

    def rect(self, colour: Colour, rect: Sequence[float], radius: float = 0, width: float = 0) -> None:
        self._draw(colour, lambda s, c: pygame.draw.rect(
            s, c, self.r(rect), round(width * SS), border_radius=round(radius * SS)))

    def line(self, colour: Colour, a: Point, b: Point, width: float = 1) -> None:
        # Thick lines are drawn as quads plus round caps: pygame's thick lines have square, uneven ends.
        w = width * SS / 2
        ax, ay = self.p(a)
        bx, by = self.p(b)
        d = math.hypot(bx - ax, by - ay) or 1
        nx, ny = -(by - ay) / d * w, (bx - ax) / d * w
        quad = [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]

        def go(s: pygame.Surface, c: Colour) -> None:
            pygame.draw.polygon(s, c, quad)
            pygame.draw.circle(s, c, (ax, ay), max(1, round(w)))
            pygame.draw.circle(s, c, (bx, by), max(1, round(w)))
        self._draw(colour, go)

    def polyline(self, colour: Colour, pts: Sequence[Point], width: float = 1) -> None:
        for a, b in pairwise(pts):
            self.line(colour, a, b, width)

    def arc(self, colour: Colour, centre: Point, radius: float, a0: float, a1: float,
            width: float = 1, steps: int = 24) -> None:
        """Arc from angle a0 to a1 (radians, y down) with round ends."""
        cx, cy = centre
        pts = [(cx + math.cos(a0 + (a1 - a0) * i / steps) * radius,
                cy + math.sin(a0 + (a1 - a0) * i / steps) * radius) for i in range(steps + 1)]
        self.polyline(colour, pts, width)

    def blit(self, other: Canvas | pygame.Surface, pos: Point = (0, 0)) -> None:
        src = other.surf if isinstance(other, Canvas) else other
        self.surf.blit(src, self.p(pos))

    def outline(self, colour: Colour, width: float) -> None:
        """Ink outline around everything drawn so far (dilated silhouette behind it)."""
        sil = silhouette(self.surf, colour)
        out = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        rad = width * SS
        rings = max(1, math.ceil(rad / 3))
        for k in range(1, rings + 1):
            rr = rad * k / rings
            n = max(8, int(rr * 2.5))
            for i in range(n):
                a = 2 * math.pi * i / n
                out.blit(sil, (round(math.cos(a) * rr), round(math.sin(a) * rr)))
        out.blit(self.surf, (0, 0))
        self.surf = out

    def light(self, hi: int = 70, lo: int = 80, x0: float | None = None, x1: float | None = None) -> None:
        """Side lighting: highlight on the left, shade on the right, clipped to what is drawn."""
        w, h = self.surf.get_size()
        a = 0 if x0 is None else round(x0 * SS)
        b = w if x1 is None else round(x1 * SS)
        grad = pygame.Surface((w, h), pygame.SRCALPHA)
        for x in range(a, b):
            t = (x - a) / max(1, b - a - 1)
            if t < 0.45:
                col: Colour = (255, 246, 220, int(hi * (0.45 - t) / 0.45))
            else:
                col = (20, 12, 6, int(lo * (t - 0.45) / 0.55))
            pygame.draw.line(grad, col, (x, 0), (x, h))
        mask = self.surf.copy()
        mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)  # RGB white, alpha kept
        grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(grad, (0, 0))

    def result(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def silhouette(src: pygame.Surface, colour: Sequence[int]) -> pygame.Surface:
    """src's alpha shape filled with one colour."""
    sil = src.copy()
    sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)
    sil.fill((colour[0], colour[1], colour[2], 0), special_flags=pygame.BLEND_RGBA_ADD)
    return sil


def value_noise(w: int, h: int, cells: int, rng: random.Random, lo: int, hi: int) -> pygame.Surface:
    """Grey blotches: a tiny random grid smooth-scaled up (cheap organic texture)."""
    gw = max(2, cells)
    gh = max(2, round(cells * h / w))
    small = pygame.Surface((gw, gh), 0, 32)
    for y in range(gh):
        for x in range(gw):
            v = rng.randint(lo, hi)
            small.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(small, (w, h))


def add_noise(surf: pygame.Surface, rng: random.Random, amp: int, cells: int) -> None:
    """Add signed noise in [-amp, amp] to RGB (two passes because blends clamp at 0..255)."""
    w, h = surf.get_size()
    n = value_noise(w, h, cells, rng, 128 - amp, 128 + amp)
    up = n.copy()
    up.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)  # max(n - 128, 0)
    down = pygame.Surface((w, h), 0, 32)
    down.fill((128, 128, 128))
    down.blit(n, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(128 - n, 0)
    surf.blit(up, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_SUB)


def textured_fill(surf: pygame.Surface, base: Sequence[int], rng: random.Random,
                  strength: int = 18, octaves: Sequence[int] = (4, 9, 22)) -> None:
    """Fill with base colour then modulate by a few octaves of value noise."""
    surf.fill(rgba(base, 255))
    for i, cells in enumerate(octaves):
        add_noise(surf, rng, max(1, strength // (i + 1)), cells)


def bevel(surf: pygame.Surface, size: int, light: int = 70, dark: int = 80, outline: int = 150,
          radius: int = 0) -> None:
    """Tile bevel in final pixels: dark rim, light top-left edge, shaded bottom-right edge."""
    w, h = surf.get_size()
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(size):
        t = 1 - i / size
        la = int(light * t)
        da = int(dark * t)
        pygame.draw.line(layer, (255, 248, 225, la), (i, i), (w - 1 - i, i))
        pygame.draw.line(layer, (255, 248, 225, la), (i, i + 1), (i, h - 1 - i))
        pygame.draw.line(layer, (30, 20, 10, da), (i + 1, h - 1 - i), (w - 1 - i, h - 1 - i))
        pygame.draw.line(layer, (30, 20, 10, da), (w - 1 - i, i + 1), (w - 1 - i, h - 2 - i))
    surf.blit(layer, (0, 0))
    rim = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(rim, (40, 28, 18, outline), rim.get_rect(), 1, border_radius=radius)
    surf.blit(rim, (0, 0))


def drop_shadow(src: pygame.Surface, offset: tuple[int, int], blur: int, alpha: int) -> pygame.Surface:
    """A blurred dark copy of src's silhouette, same size, shifted by offset."""
    w, h = src.get_size()
    sil = silhouette(src, (20, 12, 6))
    sil.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(sil, offset)
    if blur > 0:
        out = pygame.transform.gaussian_blur(out, blur)
    return out


def with_shadow(src: pygame.Surface, offset: tuple[int, int] = (2, 3), blur: int = 3,
                alpha: int = 110) -> pygame.Surface:
    out = drop_shadow(src, offset, blur, alpha)
    out.blit(src, (0, 0))
    return out


def jittered_grid(rng: random.Random, cols: int, rows: int, x0: float, y0: float, w: float, h: float,
                  jitter: float, stagger: bool = True) -> list[Point]:
    """Evenly spread points with a little randomness: looks hand-placed but never clumps."""
    pts: list[Point] = []
    cw, ch = w / cols, h / rows
    for r in range(rows):
        off = cw / 2 if stagger and r % 2 else 0
        n = cols - 1 if stagger and r % 2 else cols
        for c in range(n):
            x = x0 + cw * (c + 0.5) + off + rng.uniform(-jitter, jitter) * cw
            y = y0 + ch * (r + 0.5) + rng.uniform(-jitter, jitter) * ch
            pts.append((x, y))
    return pts
