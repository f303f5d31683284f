"""The Court's resource tokens as icons: a shape per kind (a sheaf of wheat, a log, a fish,
a sheep) on a disc of the kind's colour, so a kind reads by its outline, not by colour alone.

The same icon marks a resource on a square, on a line domino (what placing it will bring)
and in the purse. Icons are composed once per (kind, size) and kept by `Assets.memo`.
"""

from __future__ import annotations

import pygame

from game.engine.content import domino as domino_data
from game.engine.rules.xxl_steps import resource_brought
from game.ui import palette
from game.ui.assets import Assets
from game.ui.table.geometry import SlotGeom

RGB = tuple[int, int, int]
#: the disc under each kind's shape (the wheat, wood, lake and meadow of the squares they sit on)
DISC: dict[str, RGB] = palette.TOKEN_DISC
INK: dict[str, RGB] = palette.TOKEN_INK
OUTLINE = palette.OUTLINE


def shape(kind: str, size: int, colour: RGB = OUTLINE) -> pygame.Surface:
    """The kind's silhouette alone, in one colour on a clear `size`×`size` surface (tests compare
    silhouettes; the icon draws it over its disc)."""
    s = max(8, int(size))
    big = s * 4  # drawn four times larger and scaled down: smooth edges at 14 px
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    u = big / 16  # the shapes are drawn on a 16-unit square

    def px(v: float) -> int:
        return round(v * u)

    if kind == "wheat":  # a sheaf: three ears on stalks that meet at the foot
        for top, lean in (((4.2, 4.5), -1), ((8, 3.2), 0), ((11.8, 4.5), 1)):
            pygame.draw.line(surf, colour, (px(8), px(14.5)), (px(top[0]), px(top[1] + 3)), max(1, px(1.3)))
            ear = pygame.Rect(0, 0, px(3.4 if lean else 3.8), px(6.4))
            ear.center = (px(top[0]), px(top[1] + 1.6))
            pygame.draw.ellipse(surf, colour, ear)
        pygame.draw.line(surf, colour, (px(5.5), px(11.5)), (px(10.5), px(11.5)), max(1, px(1.4)))  # the band
    elif kind == "wood":  # a log lying down, its cut end showing its rings
        body = pygame.Rect(px(2), px(5), px(11), px(6))
        pygame.draw.rect(surf, colour, body, border_radius=px(2))
        end = pygame.Rect(0, 0, px(4.4), px(6.6))
        end.center = (px(12.6), px(8))
        pygame.draw.ellipse(surf, colour, end)
        ring = end.inflate(-px(2), -px(2.6))
        pygame.draw.ellipse(surf, palette.CLEAR, ring, max(1, px(0.8)))
    elif kind == "fish":  # a body, a forked tail, an eye
        body = pygame.Rect(px(1.5), px(5), px(10), px(6))
        pygame.draw.ellipse(surf, colour, body)
        pygame.draw.polygon(surf, colour, [(px(10.5), px(8)), (px(15), px(4.5)), (px(14), px(8)),
                                           (px(15), px(11.5))])
        pygame.draw.circle(surf, palette.CLEAR, (px(4.2), px(7.4)), max(1, px(0.9)))
    elif kind == "sheep":  # a woolly cloud of a body on legs, a head at the front
        for cx, cy in ((5, 7), (8, 6), (11, 7), (6, 9.5), (10, 9.5)):
            pygame.draw.circle(surf, colour, (px(cx), px(cy)), px(2.6))
        for x in (5.5, 10):
            pygame.draw.line(surf, colour, (px(x), px(11)), (px(x), px(14)), max(1, px(1.2)))
        head = pygame.Rect(0, 0, px(3.4), px(4.2))
        head.center = (px(13.2), px(6.4))
        pygame.draw.ellipse(surf, colour, head)
    else:  # an unknown kind: a plain dot
        pygame.draw.circle(surf, colour, (px(8), px(8)), px(4))
    return pygame.transform.smoothscale(surf, (s, s))


def resource_icon(assets: Assets, kind: str, size: int) -> pygame.Surface:
    """A resource token: its kind's shape in its ink on a disc of its colour, edged dark."""
    size = max(8, int(size))

    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.circle(surf, DISC.get(kind, palette.TOKEN_UNKNOWN), (c, c), c)
        pygame.draw.circle(surf, OUTLINE, (c, c), c, max(1, size // 14))
        inner = round(size * 0.8)
        art = shape(kind, inner, INK.get(kind, OUTLINE))
        surf.blit(art, art.get_rect(center=(c, c)))
        return surf

    return assets.memo(("resource", kind, size), make)


def brought(did: int) -> tuple[str | None, str | None]:
    """The resource each half of domino `did` brings when placed with the Court."""
    d = domino_data(did)
    return resource_brought(d.t1, d.c1), resource_brought(d.t2, d.c2)


def mark_brought(assets: Assets, surf: pygame.Surface, sg: SlotGeom, did: int) -> None:
    """What placing the domino will bring: a resource token in each half's lower corner."""
    side = max(12, round(sg.cell * 0.5))
    for half, kind in enumerate(brought(did)):
        if kind is not None:
            x, y = sg.half_center(half)
            corner = (x + sg.cell // 2 - 1, y + sg.cell // 2 - 1)
            icon = resource_icon(assets, kind, side)
            surf.blit(icon, icon.get_rect(bottomright=corner))
