"""Queendomino pieces: coins, knights, towers, the Queen, the Dragon and the building tile.

A building tile is composed at run time from these parts (see
game/ui/table/building_art.py): the tile face, then one icon per corner
(knights or towers it brings, its tax bonus, its crowns, its end points),
so every one of the game's buildings reads the same way at table size.
"""

from __future__ import annotations

import random

import pygame
from gen_common import GOLD, GOLD_DARK, GOLD_LIGHT, OUTLINE, Canvas, bevel, rgba, shade, textured_fill

STEEL = (176, 184, 196)
ROOF = (178, 64, 46)
WALL = (232, 214, 172)


def coin() -> pygame.Surface:
    """A gold coin seen from the front, 64x64."""
    c = Canvas(64, 64)
    c.circle(GOLD_DARK, (32, 33), 28)
    c.circle(GOLD, (32, 31), 27)
    c.circle(GOLD_LIGHT, (32, 31), 21)
    c.circle(GOLD, (32, 31), 18)
    # a small crown stamped in the middle
    pts = [(-10, 6), (-11, -6), (-5, -1), (0, -9), (5, -1), (11, -6), (10, 6)]
    c.poly(GOLD_DARK, [(32 + x, 32 + y) for x, y in pts])
    c.circle((255, 250, 220, 170), (22, 20), 4)
    c.outline(rgba(OUTLINE, 200), 1.2)
    return c.result()


def knight() -> pygame.Surface:
    """A knight pawn with helmet and plume, neutral steel (the UI tints it), 64x64."""
    c = Canvas(64, 64)
    c.ellipse(shade(STEEL, 0.6), (14, 52, 36, 9))
    c.poly(STEEL, [(24, 30), (40, 30), (44, 46), (48, 55), (16, 55), (20, 46)])
    c.circle(STEEL, (32, 22), 11)
    c.rect(shade(STEEL, 0.45), (24, 20, 16, 3), radius=1)  # visor slit
    c.poly((200, 40, 40), [(32, 11), (40, 3), (44, 8), (36, 14)])  # plume
    c.light(80, 100, 14, 50)
    c.outline(rgba(OUTLINE, 220), 1.4)
    return c.result()


def tower_piece() -> pygame.Surface:
    """A small wooden tower (the pieces a building brings), 64x64."""
    c = Canvas(64, 64)
    wood = (150, 104, 62)
    c.rect(wood, (20, 20, 24, 38))
    for x in (18, 28, 38):  # crenellations
        c.rect(wood, (x, 12, 8, 10))
    c.rect((70, 46, 30), (28, 40, 8, 18), radius=3)
    c.light(90, 110, 16, 48)
    c.outline(rgba(OUTLINE, 220), 1.4)
    return c.result()


def queen() -> pygame.Surface:
    """The Queen: a tall crowned pawn in royal purple, 64x96."""
    c = Canvas(64, 96)
    robe = (150, 60, 168)
    c.ellipse(shade(robe, 0.55), (10, 82, 44, 11))
    c.poly(robe, [(26, 38), (38, 38), (44, 58), (52, 86), (12, 86), (20, 58)])
    c.circle((242, 214, 186), (32, 27), 11)
    c.poly(GOLD, [(21, 20), (20, 6), (26, 12), (32, 2), (38, 12), (44, 6), (43, 20)])
    c.poly(GOLD_LIGHT, [(21, 20), (20, 6), (26, 12), (32, 2), (32, 20)])
    c.rect(GOLD_DARK, (21, 17, 22, 4), radius=1)
    c.rect(GOLD, (18, 56, 28, 4), radius=2)  # girdle
    c.light(90, 110, 10, 54)
    c.outline(rgba(OUTLINE, 220), 1.5)
    return c.result()


def dragon() -> pygame.Surface:
    """The Dragon, wings up, breathing a little fire, 96x80."""
    c = Canvas(96, 80)
    body = (64, 142, 70)
    belly = (214, 196, 110)
    c.poly(shade(body, 0.8), [(40, 36), (18, 6), (30, 10), (36, 2), (44, 14), (52, 30)])  # far wing
    c.ellipse(body, (26, 34, 44, 28))
    c.poly(body, [(64, 44), (78, 26), (84, 28), (74, 50)])  # neck
    c.ellipse(body, (72, 16, 20, 14))  # head
    c.poly((240, 120, 30), [(90, 24), (96, 18), (95, 30)])  # flame
    c.ellipse(belly, (32, 46, 30, 12))
    c.poly(body, [(28, 50), (6, 60), (2, 52), (10, 56), (26, 44)])  # tail
    c.poly(shade(body, 1.15), [(46, 38), (30, 2), (44, 8), (52, 0), (58, 14), (60, 34)])  # near wing
    for x in (34, 56):
        c.rect(shade(body, 0.7), (x, 58, 6, 12), radius=2)
    c.circle((250, 230, 60), (84, 20), 2)
    c.light(80, 100, 0, 96)
    c.outline(rgba(OUTLINE, 220), 1.5)
    return c.result()


def building_tile() -> pygame.Surface:
    """The face of a building tile: parchment with a town-house in the middle, 128x128.
    The corners stay plain: the UI prints the tile's corner icons there."""
    rng = random.Random("building-tile")
    c = Canvas(128, 128)
    face = pygame.Surface(c.surf.get_size(), pygame.SRCALPHA)
    textured_fill(face, WALL, rng, strength=8)
    c.blit(face)
    c.rect(shade(WALL, 0.7), (0, 0, 128, 128), width=4)
    # a town-house: wall, roof, door, two windows (kept to the tile's centre)
    c.rect(shade(WALL, 0.92), (40, 58, 48, 34))
    c.rect(shade(WALL, 0.6), (40, 58, 48, 34), width=1.5)
    c.poly(ROOF, [(34, 60), (64, 34), (94, 60)])
    c.poly(shade(ROOF, 0.75), [(64, 34), (94, 60), (78, 60)])
    c.rect((90, 60, 40), (58, 74, 12, 18), radius=5)
    for x in (46, 74):
        c.rect((82, 120, 160), (x, 64, 8, 8), radius=1)
    out = c.result()
    bevel(out, 4, light=50, dark=80)
    return out
