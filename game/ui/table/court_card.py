"""A face-up Court tile drawn like a building tile: its name, its kind's picture (a figure for a
character, a house for a building) and what it is worth in figures and icons, read without
hovering: a character "3 +3×" and what it counts around it (a resource's icon, a figure on a
dark disc, a warrior on a red one, a crown); a building its terrain's colour and "+N" crowns."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.court_data import Character, CourtBuilding
from game.ui import theme
from game.ui.widgets import draw_text, fit_text

from .tokens import resource_icon

if TYPE_CHECKING:
    from game.ui.assets import Assets

CHARACTER_FILL, BUILDING_FILL = (96, 70, 130), (70, 110, 84)
INK = (240, 228, 200)


def _figure(surf: pygame.Surface, box: pygame.Rect, person: bool) -> None:
    """A head and shoulders (a character) or a roof over a wall (a building), in `box`."""
    w, cx, top = box.w, box.centerx, box.y
    if person:
        head = max(2, round(w * 0.2))
        pygame.draw.circle(surf, INK, (cx, top + head), head)
        body = pygame.Rect(0, 0, round(w * 0.8), round(w * 0.5))
        body.midtop = (cx, top + 2 * head + 1)
        pygame.draw.ellipse(surf, INK, body)
    else:
        wall = pygame.Rect(0, 0, round(w * 0.6), round(w * 0.42))
        wall.midbottom = (cx, box.bottom)
        pygame.draw.polygon(surf, INK, [(wall.x - max(1, w // 8), wall.y), (cx, top),
                                        (wall.right + max(1, w // 8), wall.y)])
        pygame.draw.rect(surf, INK, wall)


def _counted(surf: pygame.Surface, assets: Assets, what: str, box: pygame.Rect) -> None:
    """The icon of what a character counts on the squares around it."""
    if what.startswith("resource:") and what != "resource:any":
        icon = resource_icon(assets, what.split(":")[1], box.h)
        surf.blit(icon, icon.get_rect(center=box.center))
    elif what == "crown":
        icon = assets.scaled_to_fit("crown", box.size)
        surf.blit(icon, icon.get_rect(center=box.center))
    elif what == "resource:any":  # any kind: the four kinds' colours in a ring
        pygame.draw.circle(surf, INK, box.center, box.h // 2, max(2, box.h // 5))
    else:  # a character (on a dark disc) or a warrior (on a red one)
        disc = (150, 50, 40) if what == "warrior" else (44, 30, 62)
        pygame.draw.circle(surf, disc, box.center, box.h // 2)
        pygame.draw.circle(surf, INK, box.center, box.h // 2, 1)
        _figure(surf, box.inflate(-box.w // 3, -box.h // 3), True)


def draw_court_card(surf: pygame.Surface, assets: Assets, rect: pygame.Rect,
                    tile: Character | CourtBuilding, lit: bool, scale: float) -> None:
    person = isinstance(tile, Character)
    radius = max(3, round(5 * scale))
    pygame.draw.rect(surf, CHARACTER_FILL if person else BUILDING_FILL, rect, border_radius=radius)
    font = assets.font(max(12, round(12 * scale)), bold=True)
    pad = max(2, round(3 * scale))
    name = fit_text(tile.name, font, rect.w - 2 * pad)
    draw_text(surf, name, font, theme.TEXT, (rect.centerx, rect.y + pad), "midtop", theme.SHADOW)
    row = pygame.Rect(rect.x + pad, rect.y + pad + font.get_linesize(), rect.w - 2 * pad,
                      rect.bottom - pad - (rect.y + pad + font.get_linesize()))
    side = max(8, min(row.h, row.w // 4))
    pic = pygame.Rect(row.x, row.centery - side // 2, side, side)
    if isinstance(tile, CourtBuilding):  # the terrain it stands on, under the house
        pygame.draw.rect(surf, assets.terrain_colour(tile.terrain), pic, border_radius=max(2, side // 5))
        _figure(surf, pic.inflate(-side // 4, -side // 4), False)
        x = pic.right + pad
        text = f"+{tile.crowns}"
        r = draw_text(surf, text, font, theme.ACCENT_LIGHT, (x, row.centery), "midleft", theme.SHADOW)
        crown = assets.scaled_to_fit("crown", (side, side))
        surf.blit(crown, crown.get_rect(midleft=(r.right + 1, row.centery)))
    else:
        _figure(surf, pic, True)
        s = tile.scoring
        x = pic.right + pad
        text = str(s.base) if s.adjacent is None else (f"{s.base} +{s.per}×" if s.base else f"+{s.per}×")
        r = draw_text(surf, text, font, theme.ACCENT_LIGHT, (x, row.centery), "midleft", theme.SHADOW)
        if s.adjacent is not None and r.right + side <= rect.right:
            _counted(surf, assets, s.adjacent, pygame.Rect(r.right + 1, row.centery - side // 2, side, side))
    edge = theme.ACCENT_LIGHT if lit else (30, 20, 14)
    pygame.draw.rect(surf, edge, rect, max(1, round((3 if lit else 1) * scale)), border_radius=radius)
