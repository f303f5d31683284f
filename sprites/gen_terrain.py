"""Terrain squares (128x128) and the crown that marks a square's value.

Each terrain gets its own colour *and* its own motif (stalks, trees, waves,
tufts, reeds, peaks, houses) so the squares stay tellable apart in greyscale.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame
from gen_common import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    OUTLINE,
    Canvas,
    bevel,
    jittered_grid,
    rgba,
    shade,
    textured_fill,
    with_shadow,
)

T = 128  # square size in pixels

TERRAIN_COLOURS: dict[str, tuple[int, int, int]] = {
    "wheat": (228, 186, 76),
    "forest": (62, 112, 54),
    "lake": (56, 128, 196),
    "grassland": (138, 190, 74),
    "swamp": (112, 118, 74),
    "mine": (92, 80, 72),
    "town": (190, 170, 140),
}


def _wheat(c: Canvas, rng: random.Random) -> None:
    base = TERRAIN_COLOURS["wheat"]
    stalk = (160, 110, 34)
    ear = (248, 216, 116)
    ear_ink = (150, 96, 28)
    for row in range(4):
        yb = 30 + row * 31
        # A shaded furrow under each row gives the field its ploughed stripes.
        c.ellipse(rgba(shade(base, 0.72), 110), (2, yb - 5, 124, 9))
        for i in range(7):
            x = 10 + i * 18 + (9 if row % 2 else 0) + rng.uniform(-2, 2)
            if x > 120:
                continue
            h = rng.uniform(20, 24)
            lean = 0.18 + rng.uniform(-0.06, 0.06)
            top = (x + lean * h, yb - h)
            c.line(stalk, (x, yb), top, 1.4)
            c.line(stalk, (x + 0.4 * lean * h, yb - 0.4 * h), (x + 0.4 * lean * h - 4, yb - 0.55 * h), 1.1)
            for k in range(4):  # kernels alternate left/right up the ear
                t = k / 4
                px = top[0] - lean * 11 * (1 - t)
                py = top[1] + 11 * (1 - t)
                for side in (-1, 1):
                    c.ellipse(ear_ink, (px + side * 1.8 - 2.2, py - 3.4, 4.4, 6.2))
                    c.ellipse(ear, (px + side * 1.8 - 1.6, py - 2.8, 3.2, 5.0))
            c.line(ear_ink, top, (top[0] + 2, top[1] - 5), 0.8)


def _conifer(c: Canvas, x: float, yb: float, h: float) -> None:
    light, dark, ink = (96, 156, 72), (38, 92, 46), (22, 52, 28)
    c.ellipse((20, 40, 20, 90), (x - h * 0.28, yb - 3, h * 0.75, 7))
    c.rect((104, 70, 40), (x - 2, yb - 7, 4, 8))
    for tier in range(3):
        top = yb - h + tier * h * 0.22
        bot = yb - 6 - (2 - tier) * h * 0.18
        half = h * (0.22 + tier * 0.08)
        c.poly(ink, [(x, top - 1.5), (x - half - 1.5, bot + 1), (x + half + 1.5, bot + 1)])
        c.poly(light, [(x, top), (x - half, bot), (x, bot)])
        c.poly(dark, [(x, top), (x + half, bot), (x, bot)])


def _forest(c: Canvas, rng: random.Random) -> None:
    for _ in range(14):  # undergrowth speckles
        x, y = rng.uniform(8, 120), rng.uniform(8, 120)
        c.ellipse(rgba((36, 80, 38), 120), (x - 5, y - 2, 10, 4))
    pts = jittered_grid(rng, 3, 3, 8, 30, 112, 92, 0.12)
    for x, y in sorted(pts, key=lambda p: p[1]):
        _conifer(c, x, y, rng.uniform(34, 40))


def _lake(c: Canvas, rng: random.Random) -> None:
    for y in range(0, T, 2):  # depth gradient: lighter shallows at the top
        c.rect(rgba((255, 255, 255), int(34 * (1 - y / T))), (0, y, T, 2))
    c.poly(rgba((255, 255, 255), 26), [(0, 96), (96, 0), (118, 0), (0, 118)])  # sheen
    for x, y in jittered_grid(rng, 4, 6, 4, 6, 120, 116, 0.08):
        c.arc(rgba((24, 72, 134), 150), (x, y + 1.6), 6, math.pi * 1.1, math.pi * 1.9, 2.2)
        c.arc((226, 242, 250), (x, y), 6, math.pi * 1.1, math.pi * 1.9, 2.0)
    for x, y in ((28, 34), (98, 82), (70, 112)):
        s = 3.2
        c.poly((255, 255, 255), [(x, y - s), (x + s * 0.3, y - s * 0.3), (x + s, y),
                                 (x + s * 0.3, y + s * 0.3), (x, y + s), (x - s * 0.3, y + s * 0.3),
                                 (x - s, y), (x - s * 0.3, y - s * 0.3)])


def _sheep(c: Canvas, x: float, y: float, s: float, facing: int) -> None:
    ink = OUTLINE
    c.ellipse((40, 70, 20, 80), (x - 9 * s, y + 4 * s, 18 * s, 5 * s))
    for lx in (-4, -1.5, 2, 4.5):
        c.line(ink, (x + lx * s, y), (x + lx * s, y + 6 * s), 1.4 * s)
    puffs = [(-5, -1), (-1.5, -3), (2.5, -2.6), (5, 0), (1, 1.5), (-3.5, 1.8)]
    for px, py in puffs:
        c.circle(ink, (x + px * s, y + py * s), 4.2 * s)
    for px, py in puffs:
        c.circle((250, 246, 236), (x + px * s, y + py * s), 3.4 * s)
    c.circle((255, 255, 255), (x - 1.5 * s, y - 3.6 * s), 1.6 * s)
    hx = x + facing * 7.5 * s
    c.ellipse(ink, (hx - 3.6 * s, y - 4.4 * s, 7.2 * s, 6.4 * s))
    c.ellipse((70, 56, 48), (hx - 2.8 * s, y - 3.6 * s, 5.6 * s, 4.8 * s))
    c.circle((250, 246, 236), (hx + facing * 0.6 * s, y - 2.4 * s), 0.8 * s)


def _grassland(c: Canvas, rng: random.Random) -> None:
    dark, light = (78, 132, 44), (184, 222, 110)
    for x, y in jittered_grid(rng, 5, 5, 4, 8, 120, 118, 0.2):
        if 60 < x < 108 and 64 < y < 100:  # leave room for the sheep
            continue
        for k in range(5):
            dx = (k - 2) * 2.4 + rng.uniform(-0.6, 0.6)
            h = 7 - abs(k - 2) * 1.2 + rng.uniform(0, 1)
            c.line(dark if k % 2 == 0 else shade(dark, 1.15), (x + (k - 2) * 0.8, y),
                   (x + dx, y - h), 1.3)
        c.line(light, (x + 0.5, y - 0.5), (x + 1.6, y - 5), 0.9)
    for x, y in jittered_grid(rng, 3, 3, 10, 10, 108, 108, 0.3):
        if rng.random() < 0.7:
            col = (255, 250, 236) if rng.random() < 0.6 else (250, 214, 80)
            for a in range(5):
                ang = a * 2 * math.pi / 5
                c.circle(col, (x + math.cos(ang) * 1.8, y + math.sin(ang) * 1.8), 1.4)
            c.circle((236, 170, 40), (x, y), 1.1)
    _sheep(c, 84, 86, 1.25, 1)


def _swamp(c: Canvas, rng: random.Random) -> None:
    water, rim = (64, 92, 86), (58, 66, 40)
    for px, py, pw, ph in ((8, 56, 50, 26), (64, 16, 54, 24), (58, 84, 58, 28)):
        c.ellipse(rim, (px - 2, py - 2, pw + 4, ph + 4))
        c.ellipse(water, (px, py, pw, ph))
        c.ellipse(rgba((160, 200, 190), 110), (px + pw * 0.2, py + ph * 0.25, pw * 0.35, ph * 0.18))
        lx, ly = px + pw * 0.7, py + ph * 0.6  # a lily pad with its notch
        c.circle((96, 150, 64), (lx, ly), 4.2)
        c.poly(water, [(lx, ly), (lx + 5, ly - 2), (lx + 5, ly + 1)])
    stem, head = (66, 92, 38), (118, 72, 40)
    for x, y in ((34, 50), (100, 54), (20, 118), (112, 118), (52, 30), (24, 30)):
        for k in range(5):
            dx = (k - 2) * 2.2 + rng.uniform(-0.8, 0.8)
            h = rng.uniform(14, 20) - abs(k - 2) * 2
            tip = (x + dx * 1.6, y - h)
            c.line(stem, (x + (k - 2) * 0.8, y), tip, 1.3)
            if k in (1, 3):  # cattail heads on some stems
                c.ellipse((60, 36, 20), (tip[0] - 2.2, tip[1] - 0.5, 4.4, 9))
                c.ellipse(head, (tip[0] - 1.6, tip[1], 3.2, 8))


def _peak(c: Canvas, x: float, yb: float, w: float, h: float) -> None:
    lit, mid, dark = (166, 152, 136), (122, 108, 96), (78, 66, 58)
    apex = (x, yb - h)
    c.poly(OUTLINE, [(apex[0], apex[1] - 2), (x - w / 2 - 2, yb + 1), (x + w / 2 + 2, yb + 1)])
    c.poly(lit, [apex, (x - w / 2, yb), (x - w * 0.05, yb)])
    c.poly(dark, [apex, (x + w / 2, yb), (x - w * 0.05, yb)])
    c.poly(mid, [apex, (x - w * 0.05, yb), (x - w * 0.22, yb), (x - w * 0.02, yb - h * 0.45)])
    cap = 0.28  # pale ridge caps catch the light
    c.poly((232, 226, 214), [apex, (x - w / 2 * cap, yb - h * (1 - cap)),
                             (x - w * 0.06, yb - h * 0.66), (x, yb - h * (1 - cap) + 2)])
    c.poly((176, 170, 160), [apex, (x, yb - h * (1 - cap) + 2), (x + w / 2 * cap, yb - h * (1 - cap))])


def _mine(c: Canvas, rng: random.Random) -> None:
    for _ in range(16):  # loose scree
        x, y = rng.uniform(6, 122), rng.uniform(90, 122)
        s = rng.uniform(2, 4)
        c.ellipse(OUTLINE, (x - s - 0.8, y - s * 0.6 - 0.8, 2 * s + 1.6, 1.2 * s + 1.6))
        c.ellipse((140, 128, 116), (x - s, y - s * 0.6, 2 * s, 1.2 * s))
    _peak(c, 84, 76, 76, 64)
    _peak(c, 36, 88, 66, 58)
    _peak(c, 98, 104, 50, 36)
    # Mine entrance: timber frame around a dark adit, a gold glint inside.
    c.rect(OUTLINE, (22, 70, 26, 20), radius=4)
    c.rect((26, 18, 14), (26, 73, 18, 17), radius=3)
    c.rect((150, 100, 52), (23, 71, 4, 19))
    c.rect((150, 100, 52), (43, 71, 4, 19))
    c.rect((170, 118, 62), (21, 69, 28, 4))
    for gx, gy in ((33, 84), (38, 82)):
        c.circle(GOLD_LIGHT, (gx, gy), 1.6)


def _house(c: Canvas, x: float, y: float, w: float, h: float, roof: tuple[int, int, int]) -> None:
    wall, side, ink = (240, 226, 196), (196, 176, 146), OUTLINE
    d = w * 0.35  # side wall depth (oblique view)
    c.poly(ink, [(x - 1.5, y - 1), (x + w + d + 1.5, y - 1), (x + w + d + 1.5, y + h + 1.5),
                 (x - 1.5, y + h + 1.5)])
    c.rect(wall, (x, y, w, h))
    c.rect(side, (x + w, y, d, h))
    ry = y - h * 0.9
    c.poly(ink, [(x - 3.5, y + 1.5), (x + w / 2, ry - 2), (x + w / 2 + d, ry - 2),
                 (x + w + d + 3.5, y + 1.5)])
    c.poly(roof, [(x - 2, y), (x + w / 2, ry), (x + w + 2, y)])
    c.poly(shade(roof, 0.72), [(x + w / 2, ry), (x + w / 2 + d, ry), (x + w + d + 2, y), (x + w + 2, y)])
    c.rect((96, 60, 36), (x + w * 0.38, y + h * 0.45, w * 0.26, h * 0.55))
    c.rect((250, 212, 110), (x + w * 0.12, y + h * 0.22, w * 0.18, h * 0.22))
    c.rect((250, 212, 110), (x + w * 0.72, y + h * 0.22, w * 0.18, h * 0.22))


def _town(c: Canvas, rng: random.Random) -> None:
    base = TERRAIN_COLOURS["town"]
    for row in range(11):  # cobbles in running bond
        y = row * 12 - 2
        off = 6 if row % 2 else 0
        for col in range(-1, 11):
            x = col * 13 + off
            tone = shade(base, rng.uniform(0.92, 1.1))
            c.rect(shade(base, 0.74), (x, y, 12, 11), radius=3)
            c.rect(tone, (x + 0.8, y + 0.8, 10.4, 9.4), radius=3)
    roofs = [(196, 82, 50), (176, 64, 44), (210, 110, 60)]
    houses = ((60, 32, 26, 20), (14, 58, 28, 22), (66, 88, 30, 22), (16, 108, 20, 14))
    for i, (x, y, w, h) in enumerate(houses):
        c.ellipse((60, 40, 20, 70), (x - 2, y + h - 3, w * 1.5, 8))
        _house(c, x, y, w, h, roofs[i % 3])


PAINTERS: dict[str, Callable[[Canvas, random.Random], None]] = {
    "wheat": _wheat,
    "forest": _forest,
    "lake": _lake,
    "grassland": _grassland,
    "swamp": _swamp,
    "mine": _mine,
    "town": _town,
}


def terrain_tile(name: str, seed: int = 1, bevelled: bool = True) -> pygame.Surface:
    rng = random.Random(f"{name}-{seed}")  # string seeds are stable across runs
    c = Canvas(T, T)
    textured_fill(c.surf, TERRAIN_COLOURS[name], rng, strength=16)
    PAINTERS[name](c, rng)
    tile = c.result()
    if bevelled:
        bevel(tile, 4)
    return tile


def crown(size: int = 48) -> pygame.Surface:
    """Gold crown icon; dark outline so it reads on the yellow wheat too."""
    c = Canvas(size, size)
    k = size / 48
    band = (9 * k, 30 * k, 30 * k, 9 * k)
    body = [(9 * k, 33 * k), (6 * k, 14 * k), (16.5 * k, 23 * k), (24 * k, 9 * k),
            (31.5 * k, 23 * k), (42 * k, 14 * k), (39 * k, 33 * k)]
    c.poly(GOLD, body)
    c.poly(GOLD_LIGHT, [(9 * k, 33 * k), (6 * k, 14 * k), (16.5 * k, 23 * k), (24 * k, 9 * k),
                        (24 * k, 33 * k)])
    c.poly(GOLD, [(13 * k, 33 * k), (10 * k, 22 * k), (17 * k, 28 * k), (24 * k, 17 * k), (24 * k, 33 * k)])
    c.rect(GOLD_DARK, band, radius=2 * k)
    c.rect(GOLD, (band[0], band[1], band[2], band[3] * 0.5), radius=2 * k)
    for x, y in ((6, 13), (24, 8), (42, 13)):
        c.circle(GOLD_LIGHT, (x * k, y * k), 3.2 * k)
    for x, col in ((15, (70, 130, 210)), (24, (220, 52, 60)), (33, (70, 170, 90))):
        c.ellipse(col, (x * k - 2.6 * k, 32 * k, 5.2 * k, 5.2 * k))
        c.circle((255, 255, 255, 200), (x * k - 0.8 * k, 33.4 * k), 0.9 * k)
    c.outline(OUTLINE, 1.8 * k)
    return with_shadow(c.result(), (1, 2), 2, 120)

