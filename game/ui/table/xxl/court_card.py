"""A face-up Court tile drawn like a building tile: its name, its kind's picture (a figure for a
character, a house for a building) and what it is worth in figures and icons, read without
hovering: a character "3 +3×" and what it counts around it (a resource's icon, a figure on a
dark disc, a warrior on a red one, a crown); a building its terrain's colour and "+N" crowns."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.court_data import Character, CourtBuilding
from game.i18n.content import court_tile_name
from game.ui import palette, theme
from game.ui.table.queendomino.building_art import figures_fit, number_tile, plain_tile
from game.ui.table.tokens import resource_icon
from game.ui.table.xxl.words import terrain_word
from game.ui.widgets import draw_text, wrap_text

if TYPE_CHECKING:
    from game.ui.assets import Assets

CHARACTER_FILL, BUILDING_FILL = palette.COURT_CHARACTER, palette.COURT_BUILDING
INK = palette.COURT_INK


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


def terrain_chip(surf: pygame.Surface, assets: Assets, terrain: str, rect: pygame.Rect) -> None:
    """The terrain a Court building stands on, as the kingdom's squares draw it (its picture,
    else its colour), so it is matched at a glance."""
    name = f"terrain_{terrain}"
    radius = max(2, rect.w // 5)
    if assets.has(name):
        pic = pygame.Surface(rect.size, pygame.SRCALPHA)
        pic.blit(assets.scaled(name, rect.size), (0, 0))
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)  # the chip's rounded corners
        pygame.draw.rect(mask, palette.MASK, mask.get_rect(), border_radius=radius)
        pic.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(pic, rect)
    else:
        pygame.draw.rect(surf, assets.terrain_colour(terrain), rect, border_radius=radius)
    pygame.draw.rect(surf, palette.OUTLINE, rect, 1, border_radius=radius)


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
        disc = palette.COURT_WARRIOR if what == "warrior" else palette.COURT_HELPER
        pygame.draw.circle(surf, disc, box.center, box.h // 2)
        pygame.draw.circle(surf, INK, box.center, box.h // 2, 1)
        _figure(surf, box.inflate(-box.w // 3, -box.h // 3), True)


def draw_court_card(surf: pygame.Surface, assets: Assets, rect: pygame.Rect,
                    tile: Character | CourtBuilding, lit: bool, scale: float) -> None:
    person = isinstance(tile, Character)
    radius = max(3, round(5 * scale))
    pygame.draw.rect(surf, CHARACTER_FILL if person else BUILDING_FILL, rect, border_radius=radius)
    size = max(12, round(12 * scale))
    pad = max(2, round(3 * scale))
    # the whole name on one line, in a smaller face if need be (never under 12 px) ...
    name = court_tile_name(tile)
    name_font = next((f for px in range(size, 11, -1)
                      if (f := assets.font(px, bold=True)).size(name)[0] <= rect.w - 2 * pad), None)
    if name_font is None:  # ... or on two lines beside the worth (a long name on a small card)
        _two_line_card(surf, assets, rect, tile, assets.font(12, bold=True), pad)
    else:
        _one_line_card(surf, assets, rect, tile, name_font, assets.font(size, bold=True), pad)
    edge = theme.ACCENT_LIGHT if lit else palette.OUTLINE
    pygame.draw.rect(surf, edge, rect, max(1, round((3 if lit else 1) * scale)), border_radius=radius)


def _one_line_card(surf: pygame.Surface, assets: Assets, rect: pygame.Rect, tile: Character | CourtBuilding,
                   name_font: pygame.font.Font, font: pygame.font.Font, pad: int) -> None:
    """The name across the top; under it the picture, the worth and what a character counts."""
    draw_text(surf, court_tile_name(tile), name_font, theme.TEXT, (rect.centerx, rect.y + pad), "midtop",
              theme.SHADOW)
    top = rect.y + pad + name_font.get_linesize()
    row = pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - pad - top)
    side = max(8, min(row.h, row.w // 4))
    pic = pygame.Rect(row.x, row.centery - side // 2, side, side)
    if isinstance(tile, CourtBuilding):  # the terrain it stands on, under the house
        terrain_chip(surf, assets, tile.terrain, pic)  # its picture whole: the terrain is the news
        x = pic.right + pad
        text = f"+{tile.crowns}"
        r = draw_text(surf, text, font, theme.ACCENT_LIGHT, (x, row.centery), "midleft", theme.SHADOW)
        crown = assets.scaled_to_fit("crown", (side, side))
        at = crown.get_rect(midleft=(r.right + 1, row.centery))
        surf.blit(crown, at)
        words = assets.font(12)  # the terrain in words where the card has room for them
        terrain = terrain_word(tile.terrain)
        if at.right + pad + words.size(terrain)[0] <= rect.right - pad:
            draw_text(surf, terrain, words, theme.TEXT, (at.right + pad, row.centery), "midleft",
                      theme.SHADOW)
    else:
        _figure(surf, pic, True)
        s = tile.scoring
        x = pic.right + pad
        text = worth_text(tile)
        r = draw_text(surf, text, font, theme.ACCENT_LIGHT, (x, row.centery), "midleft", theme.SHADOW)
        if s.adjacent is not None and r.right + side <= rect.right:
            _counted(surf, assets, s.adjacent, pygame.Rect(r.right + 1, row.centery - side // 2, side, side))


def _two_line_card(surf: pygame.Surface, assets: Assets, rect: pygame.Rect, tile: Character | CourtBuilding,
                   font: pygame.font.Font, pad: int) -> None:
    """The name on two lines at the left; at the right the worth in figures over its icon (a
    building's crown on its terrain's colour, what a character counts, or its figure)."""
    worth = worth_text(tile).replace(" ", "")
    side = max(8, min(rect.h - 3 * pad - font.get_linesize(), font.get_linesize()))
    column = max(font.size(worth)[0], side)
    right = rect.right - pad
    draw_text(surf, worth, font, theme.ACCENT_LIGHT, (right, rect.y + pad), "topright", theme.SHADOW)
    icon = pygame.Rect(right - column + (column - side) // 2, rect.bottom - pad - side, side, side)
    if isinstance(tile, CourtBuilding):
        terrain_chip(surf, assets, tile.terrain, icon)
        crown = assets.scaled_to_fit("crown", icon.inflate(-2, -2).size)
        surf.blit(crown, crown.get_rect(center=icon.center))
    elif tile.scoring.adjacent is not None:
        _counted(surf, assets, tile.scoring.adjacent, icon)
    else:
        _figure(surf, icon, True)
    lines = wrap_text(court_tile_name(tile), font, rect.w - 3 * pad - column)
    step = min(font.get_linesize(), (rect.h - 2 * pad) // max(1, len(lines)))
    top = rect.y + pad + max(0, (rect.h - 2 * pad - step * len(lines)) // 2)
    for i, line in enumerate(lines):
        draw_text(surf, line, font, theme.TEXT, (rect.x + pad, top + i * step), "topleft", theme.SHADOW)


#: below this a Court tile on a square is a token with its figure and the points it brings
#: (a compact board); from it up, a small card: picture, what it counts, its worth in figures
MIN_CARD = 30
RUIN_FILL = palette.COURT_RUIN


def worth_text(tile: Character | CourtBuilding) -> str:
    """A tile's worth as its card prints it: "3", "2 +1×", "+1×", or a building's "+2" crowns."""
    if isinstance(tile, CourtBuilding):
        return f"+{tile.crowns}"
    s = tile.scoring
    return str(s.base) if s.adjacent is None else (f"{s.base} +{s.per}×" if s.base else f"+{s.per}×")


def court_square(assets: Assets, tile: Character | CourtBuilding, size: int, points: int | None,
                 ruin: bool = False) -> pygame.Surface:
    """A Court tile on a kingdom square, `size` px, drawn from the same pictures as its card.
    From `MIN_CARD` up: the figure (a character) or a house on its terrain (a building), the
    icon of what a character counts around it, and under them a figure in 12 px and up (a
    character's points now when known: see `square_figure`). Smaller (a compact board): what
    it brings on the tile's colour, in 12 px figures (`points`: a character's points now, the
    engine's score; a building's crowns, one crown drawn as a crown), or the figure alone when
    there is no number. `ruin`: a collapsed building, greyed (the caller crosses it out)."""
    square, size = int(size), max(12, int(size))
    person = isinstance(tile, Character)
    fill = RUIN_FILL if ruin else (CHARACTER_FILL if person else BUILDING_FILL)
    # a compact board: a character's points, a building's "+2" (a lone crown is drawn as one)
    if size < MIN_CARD and points is not None and not ruin and (person or points > 1):
        text = str(points) if person else f"+{points}"
        if not figures_fit(assets, text, square):
            return plain_tile(square, fill, palette.OUTLINE)
        return number_tile(assets, text, size, fill, palette.OUTLINE, INK)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = out.get_rect()
    radius = max(2, size // 6)
    pygame.draw.rect(out, fill, rect, border_radius=radius)
    pygame.draw.rect(out, palette.OUTLINE, rect, 1, border_radius=radius)
    if size < MIN_CARD:
        if person or ruin:
            _figure(out, rect.inflate(-size // 3, -size // 3), person)
        else:
            crown = assets.scaled_to_fit("crown", (size - 2, size - 2))
            out.blit(crown, crown.get_rect(center=rect.center))
        return out
    font = assets.font(max(12, round(size * 0.28)), bold=True)
    pad = max(2, size // 12)
    text_h = font.get_linesize()
    pic_side = max(8, min(size - 2 * pad - text_h, (size - 3 * pad) // 2))
    pic = pygame.Rect(rect.x + pad, rect.y + pad, pic_side, pic_side)
    if isinstance(tile, CourtBuilding):
        terrain_chip(out, assets, tile.terrain, pic)
        _figure(out, pic.inflate(-pic_side // 4, -pic_side // 4), False)
        crown = assets.scaled_to_fit("crown", (pic_side, pic_side))
        out.blit(crown, crown.get_rect(topright=(rect.right - pad, rect.y + pad)))
    else:
        _figure(out, pic, True)
        what = tile.scoring.adjacent
        if what is not None:
            _counted(out, assets, what, pygame.Rect(rect.right - pad - pic_side, rect.y + pad,
                                                    pic_side, pic_side))
    draw_text(out, square_figure(tile, points if person and not ruin else None, font, size - 2 * pad),
              font, theme.ACCENT_LIGHT, (rect.centerx, rect.bottom - pad), "midbottom", theme.SHADOW)
    return out


def square_figure(tile: Character | CourtBuilding, points: int | None, font: pygame.font.Font,
                  width: int) -> str:
    """The figure under a Court tile on a large square, whole: a character's points now (the
    engine's score, as the compact boards say it; "3 +3×" does not fit a 35 px square), else
    its printed worth, or only its first figure when that is too wide."""
    if points is not None:
        return str(points)
    text = worth_text(tile).replace(" ", "")
    if font.size(text)[0] <= width or isinstance(tile, CourtBuilding):
        return text
    return text.split("+")[0] or f"+{tile.scoring.per}×"
