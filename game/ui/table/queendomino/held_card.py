"""A building drawn large where there is room: the tile being carried to a kingdom, and the
builders' tile under the pointer, grown to a card with its name, its four corners in
figures and what it costs, so it reads without its note.

Each card is composed once per (building, size, price) and kept (`Assets.memo`): the
overlay draws it every frame while the pointer moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import formats, generation, ngettext
from game.i18n.content import building_name
from game.ui import palette, theme
from game.ui.assets import Assets
from game.ui.table.queendomino.building_art import MIN_NUMBERED, building_tile
from game.ui.widgets import draw_text, fill_alpha, wrap_text

if TYPE_CHECKING:
    from game.ui.table.queendomino.protocol import QPieces

#: the card's tile at 1280×720: twice the size from which its corners carry figures
CARD_TILE = 2 * MIN_NUMBERED


def card_tile_size(scale: float) -> int:
    return max(CARD_TILE, round(CARD_TILE * 1.2 * scale))


def building_card(assets: Assets, bid: int, price: int, scale: float) -> pygame.Surface:
    """The card: the name over the tile (two lines at most), the price under it."""
    size = card_tile_size(scale)

    def make() -> pygame.Surface:
        name_font = assets.font(max(13, round(17 * scale)), bold=True)
        price_font = assets.font(max(13, round(16 * scale)), bold=True)
        pad = max(4, round(7 * scale))
        w = size + 2 * pad
        lines = wrap_text(building_name(bid), name_font, w - 2 * pad)[:2]
        name_h = len(lines) * name_font.get_linesize()
        coin_h = price_font.get_linesize()
        h = pad + name_h + pad // 2 + size + pad // 2 + coin_h + pad
        surf = pygame.Surface((w + 3, h + 4), pygame.SRCALPHA)
        box = pygame.Rect(0, 0, w, h)
        radius = max(4, round(8 * scale))
        fill_alpha(surf, palette.CARD_SHADOW, box.move(3, 4), radius)
        pygame.draw.rect(surf, theme.PANEL_LIGHT, box, border_radius=radius)
        pygame.draw.rect(surf, theme.ACCENT_DARK, box, max(1, round(2 * scale)), border_radius=radius)
        y = pad
        for line in lines:
            draw_text(surf, line, name_font, theme.TEXT_DARK, (box.centerx, y), "midtop")
            y += name_font.get_linesize()
        y += pad // 2
        surf.blit(building_tile(assets, bid, size), (pad, y))
        y += size + pad // 2
        coin = assets.scaled_to_fit("coin", (coin_h, coin_h))
        words = ngettext("{n} coin", "{n} coins", price).format(n=formats.number(price))
        tw = price_font.size(words)[0]
        x = box.centerx - (coin.get_width() + 4 + tw) // 2
        surf.blit(coin, coin.get_rect(midleft=(x, y + coin_h // 2)))
        at = (x + coin.get_width() + 4, y + coin_h // 2)
        draw_text(surf, words, price_font, theme.TEXT_DARK, at, "midleft")
        return surf

    # the language is in the key: its words change with it (Settings → Language, at run time)
    return assets.memo(("building_card", bid, size, price, generation()), make)


def card_rect(card: pygame.Surface, around: pygame.Rect, screen: pygame.Rect, gap: int,
              centred: bool) -> pygame.Rect:
    """Where a card goes: centred on `around` (the tile it grows from), or beside it (the
    square a building is over: right of it, left when there is no room), on screen."""
    r = card.get_rect()
    if centred:
        r.center = around.center
    else:
        r.topleft = (around.right + gap, around.top)
        if r.right > screen.right:
            r.topright = (around.left - gap, around.top)
    return r.clamp(screen)


def draw_grown_slot(q: QPieces, surf: pygame.Surface, bid: int, slot: int, price: int) -> pygame.Rect:
    """The hovered builders' tile grown in place to its card; returns the card's rect (its
    note goes beside it)."""
    sc = q.scene
    card = building_card(sc.assets, bid, price, sc.scale)
    rect = card_rect(card, q.geom.slots[slot].tile, surf.get_rect(), 0, centred=True)
    surf.blit(card, rect)
    return rect
