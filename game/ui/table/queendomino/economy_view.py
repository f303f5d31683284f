"""Queendomino's public table: the builders' board, the building pile, the Queen, the
Dragon, the step bar, each kingdom's purse, and what stands on the kingdoms
(buildings with their towers, knights on squares).

Everything here draws from a state and rectangles from the map (`QGeom`); it
never changes the game. The static layer calls `draw_static`; the parts that
follow the pointer are in `pieces.py` (knights) and `build.py` (build, bribe).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import State, scores
from game.engine.court_data import RESOURCE_KINDS
from game.engine.economy import buildings, coins, guard, knights_on_board, towers
from game.engine.fullscore import square_points
from game.engine.layers import FALLEN, KNIGHT, RESOURCE, TOWERS
from game.engine.rules.economy_steps import PRICES, dragons, piles, queen_host, rows, slot_cost
from game.engine.words import NC_
from game.i18n import _, formats, ngettext, pgettext
from game.ui import palette, theme
from game.ui.assets import Assets
from game.ui.table.geometry import Board
from game.ui.table.queendomino.building_art import MIN_CORNERS, building_tile, kingdom_building
from game.ui.table.tokens import resource_icon
from game.ui.widgets import draw_text, fill_alpha, fill_panel, fit_text, wrap_text

if TYPE_CHECKING:
    from game.ui.layout import ScaledLayout

RGB = tuple[int, int, int]
CHEAPER, DEARER = palette.CHEAPER, palette.DEARER  # a price the Queen or the event changed
#: the turn's steps as the step bar names them (translated where drawn: the language may change)
STEP_NAMES = (("place", NC_("step bar", "Place")), ("tax", NC_("step bar", "Knights")),
              ("build", NC_("step bar", "Build")), ("bribe", NC_("step bar", "Dragon")),
              ("claim", NC_("step bar", "Claim")))


@dataclass(frozen=True)
class Slot:
    index: int
    rect: pygame.Rect  # the whole slot
    tile: pygame.Rect  # where its building lies
    price: pygame.Rect  # the coin under it


class QGeom:
    """The Queendomino regions of the map, in window pixels."""

    def __init__(self, layout: ScaledLayout, seats: int) -> None:
        s = layout.scale
        self.scale = s
        self.builders = layout.region("builders").to_pygame_rect()
        self.pile = layout.region("pile").to_pygame_rect()
        self.queen = layout.region("queen").to_pygame_rect()
        self.dragon = layout.region("dragon").to_pygame_rect()
        self.steps = layout.region("steps").to_pygame_rect()
        self.purses = [layout.region(f"purse:{i}").to_pygame_rect() for i in range(seats)]
        self.rows = [self.builders]  # one builders' row; XXL's map has two (xxl/playmat_view.XGeom)
        self.slots = row_slots(self.builders, 0, s)

    def slot_at(self, pos: tuple[int, int]) -> int | None:
        """The slot under `pos`, numbered along the rows (row r's slot i is r * 6 + i)."""
        for s in self.slots:
            if s.rect.collidepoint(pos):
                return s.index
        return None


def row_slots(board: pygame.Rect, first: int, s: float) -> tuple[Slot, ...]:
    """A builders' row's six slots, dearest on the left, numbered from `first`."""
    pad = max(2, round(6 * s))
    n = len(PRICES)
    w = board.w / n
    slots = []
    for i in range(n):
        rect = pygame.Rect(round(board.x + i * w), board.y, round(w), board.h)
        price_h = max(12, round(22 * s))
        side = max(12, min(rect.w - 2 * pad, rect.h - price_h - 3 * pad))
        beside = max(12, min(rect.h - 2 * pad, rect.w - price_h - 3 * pad))
        if beside > side * 1.15:  # a wide, low slot (XXL's rows): the price beside a larger tile
            tile = pygame.Rect(0, 0, beside, beside)
            tile.midleft = (rect.x + (rect.w - beside - price_h - pad) // 2, rect.centery)
            price = pygame.Rect(tile.right + pad, tile.y, price_h, tile.h)
        else:
            tile = pygame.Rect(0, 0, side, side)
            tile.midtop = (rect.centerx, rect.y + pad)
            price = pygame.Rect(0, 0, rect.w - 2 * pad, price_h)
            price.midtop = (rect.centerx, tile.bottom + pad // 2)
        slots.append(Slot(first + i, rect, tile, price))
    return tuple(slots)


def all_rows(st: State) -> list[int | None]:
    """Every builders' row end to end: slot r * 6 + i is row r's slot i."""
    return [b for row in rows(st) for b in row]


def tinted(assets: Assets, name: str, colour: RGB, size: int) -> pygame.Surface:
    """A sprite multiplied by a player colour (the steel knight in that player's colours)."""

    def make() -> pygame.Surface:
        img = assets.scaled_to_fit(name, (size, size)).copy()
        light = tuple(min(255, round(c * 0.55 + 110)) for c in colour)
        img.fill((*light, 255), special_flags=pygame.BLEND_RGBA_MULT)
        return img

    return assets.memo(("tinted", name, colour, size), make)


def _count_icon(surf: pygame.Surface, assets: Assets, icon: pygame.Surface, text: str, x: int, cy: int,
                font: pygame.font.Font, colour: RGB = theme.TEXT) -> int:
    """An icon with a number after it; returns the x after both."""
    surf.blit(icon, icon.get_rect(midleft=(x, cy)))
    x += icon.get_width() + 2
    r = draw_text(surf, text, font, colour, (x, cy), "midleft", theme.SHADOW)
    return r.right


class EconomyView:
    """Draws Queendomino's public parts onto the table's static layer."""

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self._points: tuple[State | None, list[dict[tuple[int, int], int]]] = (None, [])

    # -- kingdoms ------------------------------------------------------------------------
    def square_points(self, st: State, seat: int) -> dict[tuple[int, int], int]:
        """What each building and Court character of `seat`'s kingdom brings now (scored
        once per state: every board drawn from it shares it)."""
        if self._points[0] is not st:
            self._points = (st, [square_points(b) for b in scores(st)])
        return self._points[1][seat]

    def draw_kingdom(self, surf: pygame.Surface, st: State, seat: int, board: Board, colour: RGB,
                     hidden: frozenset[int] = frozenset()) -> None:
        """Buildings on town squares (with their towers) and knights on squares; `hidden`:
        buildings still in flight."""
        k = st.kingdoms[seat]
        cell = board.cell
        points = self.square_points(st, seat)
        clip = surf.get_clip()
        surf.set_clip(board.rect)
        inset = max(2, cell // 10)
        # a compact board's square is too small for a count beside its building's points: towers
        # and knights stand one behind another there instead of wearing their count
        compact = cell - 2 * inset < MIN_CORNERS
        for r, c, bid in buildings(k):
            if bid in hidden:
                continue
            rect = board.cell_rect(r, c).inflate(-2 * inset, -2 * inset)
            tile = kingdom_building(self.assets, bid, rect.w, points.get((r, c)))
            surf.blit(tile, tile.get_rect(center=rect.center))
            fallen = int(k.at(FALLEN, r, c) or 0)
            n = int(k.at(TOWERS, r, c)) - fallen
            # towers keep to the square's upper half and its left: the lower right is the
            # building's points (its badge or its points corner), read without hovering
            if n > 0:
                icon = self.assets.scaled_to_fit("tower_piece", (cell // 2, cell // 2))
                spot = icon.get_rect(topright=(rect.right + inset, rect.y - inset))
                self._counted(surf, icon, spot, n, compact, -1, spot.midleft, cell)
            if fallen > 0:  # lying on its side by the building: it counts for nothing until C′
                upright = self.assets.scaled_to_fit("tower_piece", (cell // 2, cell // 2))
                icon = pygame.transform.rotate(upright, -90)
                if compact:
                    spot = icon.get_rect(bottomright=(rect.right + inset, rect.bottom + inset))
                else:
                    spot = icon.get_rect(midleft=(rect.x - inset, rect.centery))
                self._counted(surf, icon, spot, fallen, compact, -1, spot.midtop, cell)
        for r, c, knights in k.squares(KNIGHT):
            if not knights:
                continue
            size = max(10, round(cell * 0.55))
            icon = tinted(self.assets, "knight", colour, size)
            spot = icon.get_rect(bottomleft=board.cell_rect(r, c).bottomleft)
            self._counted(surf, icon, spot, int(knights), compact, 1, spot.midbottom, cell)
        surf.set_clip(clip)

    def draw_purse(self, surf: pygame.Surface, st: State, seat: int, rect: pygame.Rect, colour: RGB,
                   active: bool, scale: float, away: frozenset[str] = frozenset()) -> None:
        """Coins, guard, knights on the land, towers and buildings of one kingdom, in a strip;
        `away`: pieces in flight ("queen"), not drawn at home."""
        k = st.kingdoms[seat]
        radius = max(3, rect.h // 3)
        fill_panel(surf, rect, radius, theme.mix(theme.TABLE_PANEL, colour, 0.27) if active
                   else theme.TABLE_PANEL_DARK)
        pygame.draw.rect(surf, theme.ACCENT if active else colour, rect, max(1, round(2 * scale)),
                         border_radius=radius)
        icon_h = max(10, rect.h - max(4, round(6 * scale)))
        font = self.assets.font(max(12, round(rect.h * 0.6)), bold=True)
        a = self.assets
        cy = rect.centery
        x = rect.x + max(4, round(8 * scale))
        gap = max(6, round(12 * scale))
        coin = a.scaled_to_fit("coin", (icon_h, icon_h))
        knight = tinted(a, "knight", colour, icon_h)
        tower = a.scaled_to_fit("tower_piece", (icon_h, icon_h))
        tile = a.scaled("building_tile", (icon_h - 2, icon_h - 2))
        held = Counter(str(v) for _, _, v in k.squares(RESOURCE))  # the Court's tokens (XXL only)
        tokens = [(resource_icon(a, kind, icon_h), str(held[kind])) for kind in RESOURCE_KINDS if held[kind]]
        small = self.assets.font(max(12, round(rect.h * 0.5)))
        on_land = knights_on_board(k)
        land = ngettext("{n} on land", "{n} on land", on_land).format(n=formats.number(on_land))
        right = rect.right - max(4, round(8 * scale))
        queen_home = queen_host(st) == seat and "queen" not in away
        if queen_home:  # she stands on the strip's end: the counts stop short of her
            right -= a.scaled_to_fit("queen", (rect.h * 2, round(rect.h * 1.8))).get_width()
        # Every count must stay inside the strip: the caption gives way first, then the gaps
        # narrow, then "guard" shortens to its icon and number (the knight says what it is).
        wide, narrow, word = gap, max(4, gap // 2), _("{n} guard").format(n=formats.number(guard(k)))
        for guard_text, with_land, gap in ((word, True, wide), (word, False, wide), (word, False, narrow),
                                           (str(guard(k)), False, narrow)):
            items = [(coin, str(coins(k))), (knight, guard_text), (tower, str(towers(k))),
                     (tile, str(len(buildings(k)))), *tokens]
            need = sum(i.get_width() + 2 + font.size(t)[0] for i, t in items) + gap * (len(items) - 1)
            if with_land:
                need += small.size(land)[0] + gap
            if x + need <= right:
                break
        for n, (icon, text) in enumerate(items):
            tint = theme.ACCENT_LIGHT if n == 0 else theme.TEXT  # the coins in gold, as before
            x = _count_icon(surf, a, icon, text, x, cy, font, tint) + gap
            if n == 1 and with_land:
                x = draw_text(surf, land, small, theme.TEXT_DIM, (x - gap // 2, cy), "midleft").right + gap
        # her host: the Queen stands on the end of the purse, taller than it so she is seen
        if queen_home:
            q = a.scaled_to_fit("queen", (rect.h * 2, round(rect.h * 1.8)))
            surf.blit(q, q.get_rect(bottomright=(rect.right - max(3, round(6 * scale)), rect.bottom - 1)))

    def _counted(self, surf: pygame.Surface, icon: pygame.Surface, spot: pygame.Rect, n: int, compact: bool,
                 towards: int, pill_at: tuple[int, int], cell: int) -> None:
        """`n` pieces on a square: one with its count in a pill, or on a compact board (no room
        for a figure) up to four, one behind another, stepping `towards` (1: right, -1: left)."""
        if compact:
            step = max(2, cell // 6)
            for i in range(min(n, 4) - 1, -1, -1):
                surf.blit(icon, spot.move(towards * i * step, -i * step // 2))
            return
        surf.blit(icon, spot)
        if n > 1:
            _pill(surf, self.assets, str(n), pill_at, max(14, cell // 4))

    # -- the market --------------------------------------------------------------------------
    def draw_market(self, surf: pygame.Surface, st: State, g: QGeom, viewer: int | None, names: list[str],
                    lit: frozenset[int] = frozenset(), hidden: frozenset[int] = frozenset(),
                    away: frozenset[str] = frozenset()) -> None:
        """The builders' board with prices, the pile, the Queen's seat and the Dragon's cave.
        `viewer`: the kingdom whose price is shown (what it would pay: the Queen's discount and
        this round's event included; None: the event only); `lit`:
        slots to ring (buildings the acting player can afford or bribe); `hidden`: buildings
        in flight; `away`: "queen"/"dragon" while they fly (not drawn at home)."""
        a = self.assets
        s = g.scale
        radius = max(4, round(10 * s))
        for board in g.rows:
            fill_panel(surf, board, radius)
        row = all_rows(st)
        burned_slots = {d[0] * len(PRICES) + d[1] for d in dragons(st) if d is not None}
        price_font = a.font(max(12, round(15 * s)), bold=True)
        for slot in g.slots:
            bid = row[slot.index] if slot.index < len(row) else None
            well = slot.tile.inflate(max(2, round(4 * s)), max(2, round(4 * s)))
            fill_alpha(surf, palette.WELL_DEEP, well, max(2, round(5 * s)))
            if bid is not None and bid not in hidden:
                surf.blit(building_tile(a, bid, slot.tile.w), slot.tile)
                if slot.index in lit:
                    pygame.draw.rect(surf, theme.ACCENT_LIGHT, well, max(2, round(3 * s)),
                                     border_radius=max(2, round(5 * s)))
            if slot.index in burned_slots:
                img = a.scaled_to_fit("dragon", (slot.tile.w, slot.tile.h))
                surf.blit(img, img.get_rect(center=slot.tile.center))
            self._price(surf, slot.price, *price_parts(st, viewer, slot.index), price_font)
        self._pile(surf, st, g)
        self._queen(surf, st, g, names, away)
        self._dragon(surf, st, g, away)

    def _price(self, surf: pygame.Surface, r: pygame.Rect, pay: int, was: int | None,
               font: pygame.font.Font) -> None:
        """A slot's price: a coin and the figure, then the printed price struck through when this
        round's price differs; in a row under the tile, or stacked in a column beside it."""
        column = r.h > r.w
        coin = self.assets.scaled_to_fit("coin", (min(r.w, r.h),) * 2)
        ink = theme.TEXT if was is None else CHEAPER if pay < was else DEARER
        if column:
            lh = font.get_linesize()
            y = r.centery - (coin.get_height() + lh * (2 if was is not None else 1)) // 2
            surf.blit(coin, coin.get_rect(midtop=(r.centerx, y)))
            at, anchor = (r.centerx, y + coin.get_height()), "midtop"
        else:
            tw = font.size(str(pay))[0] + (font.size(str(was))[0] + 5 if was is not None else 0)
            x = r.centerx - (coin.get_width() + 3 + tw) // 2
            surf.blit(coin, coin.get_rect(midleft=(x, r.centery)))
            at, anchor = (x + coin.get_width() + 3, r.centery), "midleft"
        shown = draw_text(surf, str(pay), font, ink, at, anchor, theme.SHADOW)
        if was is not None:  # the price paid, then the printed one struck through
            at = (shown.centerx, shown.bottom) if column else (shown.right + 5, r.centery)
            old = draw_text(surf, str(was), font, theme.TEXT_DIM, at, "midtop" if column else "midleft")
            strike = palette.STRUCK_PRICE
            pygame.draw.line(surf, strike, (old.x - 1, old.centery), (old.right + 1, old.centery), 2)

    def _pile(self, surf: pygame.Surface, st: State, g: QGeom) -> None:
        if len(g.rows) > 1:  # XXL's slim rows: its own pile per row is drawn over this region
            return
        a, s, r = self.assets, g.scale, g.pile
        fill_panel(surf, r, max(4, round(10 * s)))
        clip = surf.get_clip()
        surf.set_clip(r)  # nothing spills out of a small region
        face_down = piles(st)
        left = sum(len(p) for p in face_down)
        side = min(r.w - round(16 * s), r.h // 2)
        for i in range(3 if left else 0):  # a small face-down stack
            back = pygame.Rect(0, 0, side, side)
            back.midtop = (r.centerx + i * 2 - 2, r.y + round(8 * s) + i * 3)
            pygame.draw.rect(surf, palette.PILE_BACK, back, border_radius=max(2, side // 8))
            pygame.draw.rect(surf, palette.PILE_EDGE, back, 1, border_radius=max(2, side // 8))
        font = a.font(max(14, round(24 * s)), bold=True)  # lining figures (the title face's "0" is an "o")
        small = a.font(max(12, round(13 * s)))
        draw_text(surf, str(left), font, theme.ACCENT_LIGHT, (r.centerx, r.y + round(8 * s) + side + 8),
                  "midtop", theme.SHADOW)
        draw_text(surf, fit_text(_("in pile"), small, r.w - 4), small, theme.TEXT_DIM,
                  (r.centerx, r.bottom - 4), "midbottom")
        surf.set_clip(clip)

    def _queen(self, surf: pygame.Surface, st: State, g: QGeom, names: list[str],
               away: frozenset[str]) -> None:
        a, s, r = self.assets, g.scale, g.queen
        fill_panel(surf, r, max(4, round(10 * s)))
        small = a.font(max(12, round(13 * s)))
        if "queen" in away:
            return
        if (host := queen_host(st)) is None:
            img = a.scaled_to_fit("queen", (r.w // 2, r.h - 6))
            surf.blit(img, img.get_rect(midleft=(r.x + 4, r.centery)))
            draw_text(surf, _("Queen"), small, theme.TEXT, (r.right - 4, r.centery), "midright")
        else:  # she stands on her host's purse; say who that is, by the whole name (a team's both)
            for px in range(max(12, round(13 * s)), 11, -1):  # a smaller face before a cut
                small = a.font(px)
                lines = wrap_text(names[host], small, r.w - 6)
                if len(lines) <= 3 and all(small.size(line)[0] <= r.w - 6 for line in lines):
                    break
            lines = lines[:3]
            lh = small.get_linesize()
            y = r.centery - lh * (len(lines) + 1) // 2
            draw_text(surf, _("Queen with"), small, theme.TEXT_DIM, (r.centerx, y), "midtop")
            for i, line in enumerate(lines):
                at = (r.centerx, y + (i + 1) * lh)
                draw_text(surf, fit_text(line, small, r.w - 6), small, theme.TEXT, at, "midtop")

    def _dragon(self, surf: pygame.Surface, st: State, g: QGeom, away: frozenset[str]) -> None:
        a, s, r = self.assets, g.scale, g.dragon
        fill_panel(surf, r, max(4, round(10 * s)))
        # the cave: a dark arch standing on the region's floor (clipped, so it stays inside)
        clip = surf.get_clip()
        surf.set_clip(r.inflate(-4, -4))
        arch = pygame.Rect(r.x + r.w // 6, r.y + r.h // 5, r.w * 2 // 3, r.h * 3 // 2)
        pygame.draw.ellipse(surf, palette.CAVE_RIM, arch.inflate(6, 6))
        pygame.draw.ellipse(surf, palette.CAVE, arch)
        surf.set_clip(clip)
        small = a.font(max(12, round(13 * s)))
        home = sum(d is None for d in dragons(st)) - ("dragon" in away)
        if home > 0:  # XXL's cave holds two Dragons: both drawn, smaller, while home
            size = (r.w - 6) // home, r.h - 4
            for i in range(home):
                img = a.scaled_to_fit("dragon", size)
                surf.blit(img, img.get_rect(center=(r.x + 3 + size[0] * i + size[0] // 2, r.centery)))
        else:
            draw_text(surf, _("Dragon out"), small, theme.TEXT_DIM, (r.centerx, r.y + 3), "midtop")

    # -- the step bar ------------------------------------------------------------------------------
    def draw_steps(self, surf: pygame.Surface, st: State, g: QGeom, cost: list[str], colour: RGB,
                   names: tuple[tuple[str, str], ...] = STEP_NAMES) -> None:
        """Place · Knights · Build · Dragon · Claim with the current one lit, then its cost."""
        a, s, r = self.assets, g.scale, g.steps
        radius = max(3, r.h // 3)
        fill_panel(surf, r, radius, theme.TABLE_PANEL_DARK)
        narrow = r.w < 500 * s  # the 2-player bar: smaller chips leave room for the cost
        font = a.font(max(12, round(r.h * (0.4 if narrow else 0.45))), bold=True)
        pad = max(3, round((3 if narrow else 5) * s))
        x = r.x + pad
        current = st.step if st.phase == "play" else "claim"
        current = {"build_again": "build"}.get(current, current)  # XXL's second build
        for name, english in names:
            caption = pgettext("step bar", english)
            w = font.size(caption)[0] + 2 * pad
            chip = pygame.Rect(x, r.y + pad, w, r.h - 2 * pad)
            if name == current and st.phase != "over":
                pygame.draw.rect(surf, colour, chip, border_radius=chip.h // 2)
                pygame.draw.rect(surf, theme.ACCENT, chip, 1, border_radius=chip.h // 2)
                ink = theme.readable_on(colour)
            else:
                ink = theme.TEXT_DIM
            draw_text(surf, caption, font, ink, chip.center, "center")
            x = chip.right + pad
        px = max(12, round(r.h * 0.42))
        small = a.font(px)
        room = r.right - x - 2 * pad
        text = next((c for c in cost if small.size(c)[0] <= room), cost[-1])  # the fullest that fits
        while small.size(text)[0] > room and px > 12:  # the shortest still too long: a smaller face
            px -= 1                                    # (a longer language) before a cut
            small = a.font(px)
        draw_text(surf, fit_text(text, small, room), small, theme.TEXT, (r.right - pad, r.centery),
                  "midright")


def price_parts(st: State, viewer: int | None, slot: int) -> tuple[int, int | None]:
    """What slot `slot` costs `viewer` now (the engine's price: the build step takes exactly
    this), and the printed price when the Queen or the event changes it."""
    pay, printed = slot_cost(st, viewer, slot), PRICES[slot % len(PRICES)]
    return pay, (None if pay == printed else printed)


def _pill(surf: pygame.Surface, assets: Assets, text: str, center: tuple[int, int], h: int) -> None:
    font = assets.font(max(12, round(h * 0.8)), bold=True)  # never below the table's 12 px
    w = max(h, font.size(text)[0] + 4)
    r = pygame.Rect(0, 0, w, h)
    r.center = center
    pygame.draw.rect(surf, palette.PILL, r, border_radius=h // 2)
    draw_text(surf, text, font, palette.PILL_INK, r.center, "center")
