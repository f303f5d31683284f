"""Player pieces and game furniture: castles, kings, the draw tower, domino backs."""

from __future__ import annotations

import random

import pygame
from gen_common import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    OUTLINE,
    SS,
    Canvas,
    bevel,
    rgba,
    shade,
    textured_fill,
    with_shadow,
)

# Chosen by simulation (docs/ACCESSIBILITY.md, tests/test_colour_vision.py): every pair stays
# apart for deuteranomaly, protanomaly and tritanomaly, so red is darker, green lighter and
# bluer, purple a light lilac. Each colour also has a symbol (PLAYER_SYMBOLS).
PLAYER_COLOURS: dict[str, tuple[int, int, int]] = {
    "red": (174, 50, 43),
    "blue": (44, 96, 195),
    "green": (81, 167, 119),
    "yellow": (241, 194, 41),
    "purple": (169, 134, 198),
    "orange": (225, 109, 19),
}
# The symbol each colour carries (drawn by game/ui/symbols.py): shapes that differ in outline.
PLAYER_SYMBOLS: dict[str, str] = {
    "red": "circle",
    "blue": "diamond",
    "green": "triangle",
    "yellow": "star",
    "purple": "cross",
    "orange": "moon",
}

STONE = (206, 198, 182)
STONE_DARK = (150, 140, 126)
COURTYARD = (218, 204, 170)
BACK_BLUE = (40, 70, 118)


def _tower(c: Canvas, x: float, y: float, w: float, h: float, roof: tuple[int, int, int],
           flag: bool, s: float) -> None:
    """Round-ish tower: stone body, conical roof in the player's colour, optional pennant."""
    rh = w * 1.15
    c.rect(STONE, (x, y, w, h))
    c.rect(shade(STONE, 0.82), (x + w * 0.62, y, w * 0.38, h))
    for row in range(1, int(h / (6 * s))):  # masonry courses
        yy = y + row * 6 * s
        c.line(rgba(STONE_DARK, 190), (x + 1 * s, yy), (x + w - 1 * s, yy), 0.6 * s)
        off = (row % 2) * w * 0.3
        c.line(rgba(STONE_DARK, 190), (x + w * 0.35 + off, yy), (x + w * 0.35 + off, yy - 6 * s), 0.6 * s)
    c.rect((58, 40, 32), (x + w * 0.38, y + h * 0.22, w * 0.24, w * 0.38), radius=w * 0.12)
    c.poly(roof, [(x - 3 * s, y + 1 * s), (x + w / 2, y - rh), (x + w + 3 * s, y + 1 * s)])
    c.poly(shade(roof, 0.7), [(x + w / 2, y - rh), (x + w + 3 * s, y + 1 * s), (x + w * 0.62, y + 1 * s)])
    c.poly(shade(roof, 1.25), [(x + w / 2, y - rh), (x + w * 0.12, y + 1 * s), (x + w * 0.3, y + 1 * s)])
    if flag:
        top = y - rh - 12 * s
        c.line((90, 64, 40), (x + w / 2, y - rh + 2 * s), (x + w / 2, top), 1.2 * s)
        c.poly(roof, [(x + w / 2, top), (x + w / 2 + 12 * s, top + 3 * s), (x + w / 2, top + 6 * s)])
        c.circle(GOLD_LIGHT, (x + w / 2, top), 1.4 * s)


def _wall(c: Canvas, x: float, y: float, w: float, h: float, s: float) -> None:
    merlon = 6 * s
    n = int(w / merlon)
    for i in range(0, n, 2):
        c.rect(STONE, (x + i * merlon + (w - n * merlon) / 2, y - 5 * s, merlon, 6 * s))
    c.rect(STONE, (x, y, w, h))
    for row in range(1, int(h / (6 * s)) + 1):
        yy = y + row * 6 * s
        c.line(rgba(STONE_DARK, 170), (x + 1 * s, yy), (x + w - 1 * s, yy), 0.6 * s)
        for bx in range(int(w / (10 * s))):
            xx = x + bx * 10 * s + (5 * s if row % 2 else 0)
            c.line(rgba(STONE_DARK, 170), (xx, yy), (xx, yy - 6 * s), 0.6 * s)
    c.rect(shade(STONE, 0.88), (x, y + h - 4 * s, w, 4 * s))


def _castle_art(colour: tuple[int, int, int], size: int, big: bool) -> pygame.Surface:
    s = size / 128 / (2 if big else 1)  # stroke/feature scale: the 2x2 castle gets finer detail
    k = size / 128 * 0.86  # layout scale, leaving a margin inside the tile
    ox, oy = size * 0.07, size * 0.1
    c = Canvas(size, size)

    def tw(x: float, y: float, w: float, h: float, flag: bool, fs: float = 1.0) -> None:
        _tower(c, ox + x * k, oy + y * k, w * k, h * k, colour, flag, s * fs)

    if big:
        for tx in (27, 79):  # rear towers peek over the walls of the big keep
            tw(tx, 36, 22, 40, True)
    tw(49, 50, 30, 30, True, 1.6 if big else 1.0)
    _wall(c, ox + 26 * k, oy + 64 * k, 76 * k, 36 * k, s)
    gx, gy, gw = ox + 55 * k, oy + 76 * k, 18 * k
    c.rect((44, 28, 20), (gx - 1.5 * s, gy - 1.5 * s, gw + 3 * s, 25 * k), radius=9 * k)
    c.rect((110, 70, 40), (gx, gy, gw, 24 * k), radius=8 * k)
    for i in range(1, 4):
        c.line((80, 50, 28), (gx + gw * i / 4, gy + 3 * k), (gx + gw * i / 4, gy + 24 * k), 0.8 * s)
    c.rect(shade(colour, 0.9), (ox + 57 * k, oy + 66 * k, 14 * k, 8 * k), radius=2 * k)  # banner over gate
    c.circle(GOLD_LIGHT, (ox + 64 * k, oy + 70 * k), 2 * k)
    for tx in (16, 90):
        tw(tx, 52, 22, 50, not big)
    c.outline(OUTLINE, 1.3 * s)
    return c.result()


def castle(colour: tuple[int, int, int], big: bool = False) -> pygame.Surface:
    """Starting tile: paved courtyard, a ring in the player's colour, and the castle."""
    size = 256 if big else 128
    rng = random.Random(f"castle-{size}")
    c = Canvas(size, size)
    textured_fill(c.surf, COURTYARD, rng, strength=14)
    k = size / 128
    for row in range(int(size / (16 * k)) + 1):  # faint flagstones
        for col in range(int(size / (16 * k)) + 1):
            x = col * 16 * k + (8 * k if row % 2 else 0)
            stone = (x - 16 * k, row * 16 * k, 15 * k, 15 * k)
            c.rect(rgba(shade(COURTYARD, 0.8), 80), stone, radius=3 * k, width=1)
    c.rect(rgba(colour, 230), (5 * k, 5 * k, size - 10 * k, size - 10 * k), radius=8 * k, width=3 * k)
    c.rect(rgba(shade(colour, 0.6), 200), (5 * k, 5 * k, size - 10 * k, size - 10 * k), radius=8 * k, width=1)
    c.ellipse((60, 40, 20, 60), (18 * k, 88 * k, 92 * k, 26 * k))  # ground shade under the walls
    tile = c.result()
    art = _castle_art(colour, size, big)
    tile.blit(with_shadow(art, (round(3 * k), round(3 * k)), round(3 * k), 90), (0, 0))
    bevel(tile, 4)
    return tile


def king(colour: tuple[int, int, int]) -> pygame.Surface:
    """A crowned pawn (meeple-like) standing on a round base, 64x80."""
    c = Canvas(64, 80)
    dark = shade(colour, 0.62)
    c.ellipse(dark, (11, 64, 42, 12))
    c.ellipse(colour, (11, 61, 42, 11))
    body = [(26, 34), (38, 34), (42, 44), (46, 58), (50, 66), (14, 66), (18, 58), (22, 44)]
    c.poly(colour, body)
    c.ellipse(colour, (14, 60, 36, 10))
    c.ellipse(shade(colour, 0.9), (20, 32, 24, 8))  # collar
    c.circle(colour, (32, 24), 11)
    c.light(90, 110, 10, 54)
    # Crown sits on top of the head; drawn after lighting so the gold stays bright.
    c.poly(GOLD, [(22, 16), (21, 5), (26.5, 10), (32, 2), (37.5, 10), (43, 5), (42, 16)])
    c.poly(GOLD_LIGHT, [(22, 16), (21, 5), (26.5, 10), (32, 2), (32, 16)])
    c.rect(GOLD_DARK, (22, 13, 20, 4), radius=1)
    for x in (21, 32, 43):
        c.circle(GOLD_LIGHT, (x, 4.5 if x != 32 else 2), 1.8)
    c.circle((220, 52, 60), (32, 15), 1.4)
    c.circle((255, 255, 255, 190), (27.5, 20.5), 2.6)  # gloss
    c.outline(shade(colour, 0.35), 1.6)
    c.outline(rgba(OUTLINE, 140), 0.5)
    out = c.result()
    shadow = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (20, 12, 6, 90), (10, 66, 48, 13))
    shadow = pygame.transform.gaussian_blur(shadow, 2)
    shadow.blit(out, (0, 0))
    return shadow


def domino_back(w: int = 256, h: int = 128) -> pygame.Surface:
    """Face-down domino. The cream medallion in the middle is where the UI prints the number."""
    rng = random.Random("domino-back")
    c = Canvas(w, h)
    body = pygame.Surface(c.surf.get_size(), pygame.SRCALPHA)
    textured_fill(body, BACK_BLUE, rng, strength=10)
    mask = pygame.Surface(c.surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10 * 4)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    c.blit(body)
    for i in range(-h // 16, w // 16 + 2):  # diamond lattice
        x = i * 16
        c.line(rgba((255, 255, 255), 22), (x, 8), (x + h - 16, h - 8), 1.2)
        c.line(rgba((255, 255, 255), 22), (x, h - 8), (x + h - 16, 8), 1.2)
    c.rect(BACK_BLUE, (0, 0, w, h), radius=10, width=8)
    c.rect(GOLD, (8, 8, w - 16, h - 16), radius=6, width=2.5)
    c.rect(GOLD_DARK, (13, 13, w - 26, h - 26), radius=4, width=1)
    cx, cy = w / 2, h / 2
    c.circle(GOLD_DARK, (cx, cy), 38)
    c.circle(GOLD, (cx, cy), 36)
    c.circle((248, 236, 208), (cx, cy), 30)
    c.circle(rgba(GOLD_DARK, 120), (cx, cy), 27, width=1)
    for ex in (w * 0.19, w * 0.81):  # small crown emblems on each half
        pts = [(-14, 8), (-15, -8), (-7, -1), (0, -12), (7, -1), (15, -8), (14, 8)]
        c.poly(GOLD_DARK, [(ex + x * 1.12, cy + y * 1.12 + 0.5) for x, y in pts])
        c.poly(GOLD, [(ex + x, cy + y) for x, y in pts])
        c.rect(GOLD_DARK, (ex - 14, cy + 4, 28, 4))
    out = c.result()
    bevel(out, 4, light=50, dark=90, radius=10)
    return out


def tower() -> pygame.Surface:
    """The draw pile: a stone tower with face-down dominoes standing in its top, 160x240."""
    w, h = 160, 240
    rng = random.Random("tower")
    c = Canvas(w, h)
    # Upright domino backs behind the parapet, fanned a little.
    back = pygame.transform.rotate(domino_back(), 90)
    for dx, ang in ((-26, 12), (26, -12), (0, 0)):
        card = pygame.transform.rotozoom(back, ang, 0.34 * SS)
        cw, ch = card.get_size()
        c.surf.blit(card, (round((w / 2 + dx) * SS - cw / 2), round(58 * SS - ch / 2)))
    top, bot = 92, 228
    c.poly(STONE, [(34, bot), (126, bot), (122, top), (38, top)])
    for row in range(1, 30):  # masonry courses, staggered joints
        y = top + row * 6.2
        if y > bot - 2:
            break
        inset = 4 * (bot - y) / (bot - top)
        c.line(rgba(STONE_DARK, 200), (34 + inset, y), (126 - inset, y), 0.9)
        for j in range(6):
            x = 38 + j * 17 + (8 if row % 2 else 0) + rng.uniform(-1, 1)
            if 36 + inset < x < 124 - inset:
                c.line(rgba(STONE_DARK, 200), (x, y), (x, y - 6.2), 0.9)
    c.rect(shade(STONE, 1.05), (22, 74, 116, 22))  # parapet with merlons
    for i in range(6):
        c.rect(shade(STONE, 1.05), (22 + i * 21, 60, 11, 16))
    c.line(rgba(STONE_DARK, 220), (22, 86), (138, 86), 0.9)
    for y0 in (126, 164):  # arrow slits
        c.rect((52, 36, 28), (76, y0, 8, 18), radius=4)
    c.rect((44, 28, 20), (62, 192, 36, 36), radius=16)  # door
    c.rect((118, 76, 42), (65, 195, 30, 33), radius=14)
    for x in (72.5, 80, 87.5):
        c.line((84, 52, 28), (x, 198), (x, 227), 0.9)
    c.circle(GOLD, (88, 213), 1.8)
    c.rect(BACK_BLUE, (44, 100, 16, 40))  # hanging banner with a gold crown mark
    c.poly(BACK_BLUE, [(44, 140), (52, 133), (60, 140), (60, 148), (52, 141), (44, 148)])
    c.poly(GOLD, [(47, 118), (47, 108), (50.5, 112), (52, 106), (53.5, 112), (57, 108), (57, 118)])
    c.light(70, 100, 20, 140)
    c.outline(OUTLINE, 1.6)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(out, (20, 12, 6, 110), (18, 218, 132, 20))
    out = pygame.transform.gaussian_blur(out, 4)
    out.blit(c.result(), (0, 0))
    return out
