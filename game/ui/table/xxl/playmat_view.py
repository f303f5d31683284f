"""Royal Wedding XXL's playmat pieces: the event, the challenges, the Court rows, the supply,
the tower not in play with its lines, giants and Court pieces on the kingdoms, and the
layout that puts the kingdom in play into the large square.

Draws from a state and the map's rectangles (`XGeom`); never changes the game.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.engine import State
from game.engine.challenges import pays as challenge_pays
from game.engine.court_data import CourtBuilding, character
from game.engine.events import event as event_data
from game.engine.layers import COLLAPSED, COURT, GIANT, RESOURCE
from game.engine.rules.economy_steps import piles
from game.engine.rules.xxl_common import cemetery, challenges, current_event, events_left
from game.engine.rules.xxl_common import court as court_of
from game.engine.rules.xxl_giants import supply
from game.engine.rules.xxl_steps import COURT_BUILDING, COURT_RUIN, tile_data
from game.engine.words import NC_
from game.i18n import _, formats, ngettext
from game.i18n.content import challenge_title, event_name, event_text
from game.ui import palette, theme
from game.ui.assets import Assets
from game.ui.rich_text import plain
from game.ui.table.geometry import Board
from game.ui.table.queendomino.economy_view import QGeom, row_slots
from game.ui.table.tokens import resource_icon
from game.ui.table.xxl.court_card import court_square, draw_court_card
from game.ui.widgets import draw_text, fill_alpha, fill_panel, fit_text, wrap_text

if TYPE_CHECKING:
    from game.ui.layout import ScaledLayout

RGB = tuple[int, int, int]
FE, AOG = "fantastic_era", "age_of_giants"
#: the XXL turn's steps as the step bar names them
X_STEP_NAMES = (("place", NC_("step bar", "Place")), ("tax", NC_("step bar", "Knights")),
                ("build", NC_("step bar", "Build")), ("restore", NC_("step bar", "Restore")),
                ("court", NC_("step bar", "Court")), ("bribe", NC_("step bar", "Dragons")),
                ("claim", NC_("step bar", "Claim")))


#: the picture on an event's card, by the kind of its effect (the sprites the table already has)
EVENT_ART = {
    "collapse_building": "building_tile", "topple_tower": "tower_piece", "knight_to_cemetery": "knight",
    "gain_knight": "knight", "move_knight": "knight", "levy": "coin", "coins_per_territory": "coin",
    "coins_largest_territory": "coin", "coins": "coin", "building_cost": "building_tile",
    "builds_per_turn": "building_tile", "giant_arrives": "tower", "giant_leaves": "tower",
    "pass_giant": "tower", "dragon_bribe": "dragon", "burn_slot": "dragon", "queen_moves": "queen",
}


def challenge_figure(cid: str) -> str:
    """What a challenge pays in a few characters: "20", or "5 each" per thing counted."""
    n, each = challenge_pays(cid)
    return _("{n} each").format(n=formats.number(n)) if each else formats.number(n)


def focus_layout(layout: ScaledLayout, seat: int) -> ScaledLayout:
    """The map with the kingdom `seat` moved into the large square (its compact square and
    plate stay reachable as `compact:<seat>` and `compact_label:<seat>`)."""
    regions = dict(layout.regions)
    regions[f"compact:{seat}"] = regions[f"kingdom:{seat}"]
    regions[f"compact_label:{seat}"] = regions[f"seat_label:{seat}"]
    regions[f"kingdom:{seat}"] = regions["focus"]
    regions[f"seat_label:{seat}"] = regions["focus_label"]
    return dataclasses.replace(layout, regions=regions)


class XGeom(QGeom):
    """The XXL regions in window pixels: two builders' rows (slots 0–5 and 6–11), the
    playmat's panels and every compact kingdom square."""

    def __init__(self, layout: ScaledLayout, seats: int) -> None:
        s = layout.scale
        self.scale = s
        rect = lambda name: layout.region(name).to_pygame_rect()  # noqa: E731 - a local shorthand
        self.builders, self.builders2 = rect("builders"), rect("builders2")
        self.rows = [self.builders, self.builders2]
        self.slots = row_slots(self.builders, 0, s) + row_slots(self.builders2, 6, s)
        self.pile, self.pile2 = rect("pile"), rect("pile2")
        self.queen, self.dragon, self.steps = rect("queen"), rect("dragon"), rect("steps")
        self.event, self.challenges, self.supply = rect("event"), rect("challenges"), rect("supply")
        self.court = [rect("court:0"), rect("court:1")]
        self.focus_purse = rect("focus_purse")
        self.compact = [rect(f"compact:{i}") if layout.get(f"compact:{i}") else rect(f"kingdom:{i}")
                        for i in range(seats)]
        self.compact_labels = [rect(f"compact_label:{i}") if layout.get(f"compact_label:{i}")
                               else rect(f"seat_label:{i}") for i in range(seats)]
        self.towers = {t: rect(f"tower:{t}") for t in (FE, AOG)}
        self.lines = {t: (layout.region(f"line:{t}:current"), layout.region(f"line:{t}:next"))
                      for t in (FE, AOG)}
        # coins fly to the kingdom in play's purse, or to another kingdom's name plate
        self.purses = [self.focus_purse] * seats


def _panel(surf: pygame.Surface, rect: pygame.Rect, s: float, lit: bool = False) -> None:
    radius = max(4, round(10 * s))
    fill_panel(surf, rect, radius)
    pygame.draw.rect(surf, theme.ACCENT if lit else theme.ACCENT_DARK, rect, max(1, round(2 * s)),
                     border_radius=radius)


def _title(surf: pygame.Surface, a: Assets, rect: pygame.Rect, text: str, s: float) -> int:
    """A panel's heading; returns the y under it."""
    font = a.font(max(12, round(15 * s)), bold=True)
    pad = max(3, round(6 * s))
    draw_text(surf, fit_text(text, font, rect.w - 2 * pad), font, theme.ACCENT_LIGHT,
              (rect.x + pad, rect.y + pad), "topleft", theme.SHADOW)
    return rect.y + pad + font.get_linesize()


def _wrapped(surf: pygame.Surface, a: Assets, text: str, rect: pygame.Rect, size: int,
             colour: RGB = theme.TEXT) -> None:
    """Text wrapped into `rect`, shrinking the font until it fits (never below 12 px)."""
    for px in range(size, 11, -1):
        font = a.font(px)
        lines = wrap_text(text, font, rect.w)
        if len(lines) * font.get_linesize() <= rect.h or px == 12:
            break
    y = rect.y
    for line in lines:
        if y + font.get_linesize() > rect.bottom + 2:
            break
        draw_text(surf, line, font, colour, (rect.x, y), "topleft")
        y += font.get_linesize()


Line = tuple[str, int, int]  # a line of text and its top left


def flow_lines(text: str, font: pygame.font.Font, narrow: pygame.Rect, wide: pygame.Rect) -> list[Line]:
    """`text` wrapped at whole words into `narrow`'s width (beside a picture) for the lines that
    start above `wide.y`, then across `wide`'s width: (line, x, y) of each line."""
    lh = font.get_linesize()
    out: list[Line] = []
    line, y = "", narrow.y

    def box(y: int) -> tuple[int, int]:
        return (narrow.x, narrow.w) if y < wide.y else (wide.x, wide.w)

    for word in text.split():
        trial = f"{line} {word}" if line else word
        if not line or font.size(trial)[0] <= box(y)[1]:
            line = trial
            continue
        out.append((line, box(y)[0], y))
        line, y = word, y + lh
    if line:
        out.append((line, box(y)[0], y))
    return out


class XxlView:
    """Draws the XXL playmat's own panels onto the table's static layer."""

    def __init__(self, assets: Assets) -> None:
        self.assets = assets

    def draw_event(self, surf: pygame.Surface, st: State, g: XGeom) -> None:
        """The round's event as a face-up card (its kind's picture) on the pile, its name and
        whole text beside it and under it (a smaller card where a long text needs the room)."""
        a, s, r = self.assets, g.scale, g.event
        eid = current_event(st)
        _panel(surf, r, s, lit=eid is not None)
        pad = max(3, round(6 * s))
        left = events_left(st)
        small = a.font(max(12, round(12 * s)))
        words = plain(event_text(eid)) if eid is not None else ""  # no *emphasis* asterisks
        card, font, lines = self._event_layout(r, s, words)
        radius = max(3, round(5 * s))
        for i in range(min(3, left), 0, -1):  # the face-down pile under the card
            back = card.move(i * 2, i * 2)
            pygame.draw.rect(surf, palette.EVENT_CARD, back, border_radius=radius)
            pygame.draw.rect(surf, palette.EVENT_EDGE, back, 1, border_radius=radius)
        left_words = _("{n} left").format(n=formats.number(left))
        draw_text(surf, left_words, small, theme.TEXT_DIM, (card.centerx + 3, card.bottom + round(6 * s)),
                  "midtop")
        body = pygame.Rect(card.right + pad * 2, r.y + pad, r.right - card.right - 3 * pad, r.h - 2 * pad)
        if eid is None:
            pygame.draw.rect(surf, palette.EVENT_CARD, card, border_radius=radius)
            pygame.draw.rect(surf, palette.EVENT_EDGE, card, 1, border_radius=radius)
            text = _("No event yet: the first is revealed at the end of round 1")
            _wrapped(surf, a, text, body, max(12, round(14 * s)), theme.TEXT_DIM)
            return
        ev = event_data(eid)
        pygame.draw.rect(surf, theme.PANEL_LIGHT, card, border_radius=radius)
        pygame.draw.rect(surf, palette.EVENT_CARD, card, max(2, round(3 * s)), border_radius=radius)
        art = EVENT_ART.get(ev.kind, "crown")
        icon = a.scaled_to_fit(art, (card.w - 2 * pad, card.h - 2 * pad))
        surf.blit(icon, icon.get_rect(center=card.center))
        _title(surf, a, pygame.Rect(body.x - pad, r.y, body.w + pad, 0), event_name(eid), s)
        for line, x, y in lines:
            draw_text(surf, line, font, theme.TEXT, (x, y), "topleft")

    def _event_layout(self, r: pygame.Rect, s: float,
                      text: str) -> tuple[pygame.Rect, pygame.font.Font, list[Line]]:
        """The event card's rectangle, and the text's font and lines (`flow_lines`) beside the
        card and under it: the largest card, then font (13 px down to 12), with which the whole
        text fits the panel; else the smallest, cut at the panel's foot."""
        a = self.assets
        pad = max(3, round(6 * s))
        small = a.font(max(12, round(12 * s)))
        top = r.y + pad + a.font(max(12, round(15 * s)), bold=True).get_linesize()  # under the title
        for h in (64, 48, 36):
            card = pygame.Rect(r.x + pad, r.y + pad, round(h * 46 / 64 * s), round(h * s))
            narrow = pygame.Rect(card.right + pad * 2, top, r.right - card.right - 3 * pad,
                                 r.bottom - pad - top)
            wide = pygame.Rect(r.x + pad, card.bottom + round(6 * s) + small.get_linesize() + pad // 2,
                               r.w - 2 * pad, 0)
            for px in range(max(12, round(13 * s)), 11, -1):
                font = a.font(px)
                lines = flow_lines(text, font, narrow, wide)
                if not lines or lines[-1][2] + font.get_linesize() <= narrow.bottom + 2:
                    return card, font, lines
        shown = [line for line in lines if line[2] + font.get_linesize() <= narrow.bottom + 2]
        return card, font, shown

    def draw_challenges(self, surf: pygame.Surface, st: State, g: XGeom) -> list[tuple[str, pygame.Rect]]:
        """The four challenges; returns (challenge id, rect of its line) for their hover notes."""
        a, s, r = self.assets, g.scale, g.challenges
        _panel(surf, r, s)
        y = _title(surf, a, r, _("Challenges"), s)
        font = a.font(max(12, round(13 * s)))
        pad = max(3, round(6 * s))
        out = []
        for cid in challenges(st):
            # what it pays, right-aligned, so the panel reads without a hover
            figure = challenge_figure(cid)
            paid = draw_text(surf, figure, font, theme.ACCENT_LIGHT, (r.right - pad, y), "topright")
            draw_text(surf, fit_text("• " + challenge_title(cid), font, paid.x - pad - r.x - pad), font,
                      theme.TEXT, (r.x + pad, y), "topleft")
            out.append((cid, pygame.Rect(r.x, y, r.w, font.get_linesize())))
            y += font.get_linesize()
        return out

    def draw_supply(self, surf: pygame.Surface, st: State, g: XGeom) -> None:
        a, s, r = self.assets, g.scale, g.supply
        _panel(surf, r, s)
        y = _title(surf, a, r, _("Supply"), s)
        font = a.font(max(12, round(14 * s)))
        pad = max(3, round(6 * s))
        giants = formats.number(supply(st))
        first = _("Giants: {n} left").format(n=giants)
        if n := cemetery(st):  # knights the events sent there (Fever in the Barracks, Desertion)
            first = ngettext("Giants: {giants} left · cemetery: {n} knight",
                             "Giants: {giants} left · cemetery: {n} knights", n).format(giants=giants,
                                                                                        n=formats.number(n))
        lines = [first, _("Towers, knights, coins: unlimited")]  # the rulings' supply and bank
        room = r.w - 2 * pad
        if font.size(first)[0] > room:  # a longer language: the giants and the cemetery apart
            lines[:1] = first.split(" · ", 1)
        for line in lines:
            if y + font.get_linesize() > r.bottom:
                break
            draw_text(surf, fit_text(line, font, r.w - 2 * pad), font, theme.TEXT, (r.x + pad, y), "topleft")
            y += font.get_linesize()

    def draw_court(self, surf: pygame.Surface, st: State, g: XGeom,
                   lit: frozenset[int]) -> list[tuple[int, pygame.Rect]]:
        """The Court's rows (one per set); returns (tile id, rect) of every face-up tile."""
        a, s = self.assets, g.scale
        court = court_of(st)
        out: list[tuple[int, pygame.Rect]] = []
        for i, r in enumerate(g.court):
            if not court or i >= len(court["piles"]):
                continue
            _panel(surf, r, s)
            in_pile = formats.number(len(court["piles"][i]))
            y = _title(surf, a, r, _("The Court · {n} in pile").format(n=in_pile), s)
            pad = max(3, round(6 * s))
            tiles = court["faceup"][i]
            w = (r.w - pad * (len(tiles) + 1)) // max(1, len(tiles))
            for j, tid in enumerate(tiles):
                rect = pygame.Rect(r.x + pad + j * (w + pad), y + 2, w, r.bottom - y - pad - 2)
                draw_court_card(surf, a, rect, tile_data(tid), tid in lit, s)
                out.append((tid, rect))
        return out

    def draw_pile(self, surf: pygame.Surface, st: State, r: pygame.Rect, index: int, s: float) -> None:
        """A builders' row's face-down pile: a red back with the count on it."""
        a = self.assets
        fill_alpha(surf, palette.PLAYMAT_PILE_BACK, r, max(4, round(10 * s)))
        face_down = piles(st)
        left = len(face_down[index]) if index < len(face_down) else 0
        side = min(r.w, r.h) - max(8, round(14 * s))
        back = pygame.Rect(0, 0, side, side)
        back.center = r.center
        if left:
            pygame.draw.rect(surf, palette.PILE_BACK, back.move(3, 3), border_radius=max(2, side // 8))
            pygame.draw.rect(surf, palette.PILE_BACK, back, border_radius=max(2, side // 8))
            pygame.draw.rect(surf, palette.PILE_EDGE, back, 1, border_radius=max(2, side // 8))
        font = a.font(max(14, round(22 * s)), bold=True)  # lining figures (the title face's "0" is an "o")
        draw_text(surf, str(left), font, theme.ACCENT_LIGHT, r.center, "center", theme.SHADOW)

    def draw_pieces(self, surf: pygame.Surface, st: State, seat: int, board: Board,
                    points: dict[tuple[int, int], int]) -> None:
        """Giants, Court tiles, resources and collapsed buildings on a kingdom; `points`: what
        each Court character there brings now (said on it where its card cannot be drawn)."""
        k = st.kingdoms[seat]
        cell = board.cell
        clip = surf.get_clip()
        surf.set_clip(board.rect)
        font = self.assets.font(max(12, round(cell * 0.42)), bold=True)
        side = max(12, round(cell * 0.5))  # in the square's corner: its terrain and crowns still show
        for r, c, v in k.squares(RESOURCE):
            icon = resource_icon(self.assets, str(v), side)
            surf.blit(icon, icon.get_rect(bottomright=board.cell_rect(r, c).move(-1, -1).bottomright))
        # characters (their key), Court buildings (their tile id), and a collapsed Court
        # building waiting beside its square for C′ (greyed, crossed out): drawn as their cards
        tiles = [(r, c, character(str(v)), False) for r, c, v in k.squares(COURT)]
        tiles += [(r, c, tile_data(int(v)), False) for r, c, v in k.squares(COURT_BUILDING)]
        tiles += [(r, c, tile_data(int(v)), True) for r, c, v in k.squares(COURT_RUIN)]
        inset = max(1, cell // 12)
        for r, c, tile, ruin in tiles:
            rect = board.cell_rect(r, c).inflate(-2 * inset, -2 * inset)
            worth = tile.crowns if isinstance(tile, CourtBuilding) else points.get((r, c))
            img = court_square(self.assets, tile, rect.w, worth, ruin)
            surf.blit(img, img.get_rect(center=rect.center))
            if ruin:
                _cross(surf, board.cell_rect(r, c), cell)
        for r, c, v in k.squares(COLLAPSED):
            if v:
                _cross(surf, board.cell_rect(r, c), cell)
        for r, c, n in k.squares(GIANT):
            if n:
                draw_giant(surf, board.cell_rect(r, c), int(n), font)
        surf.set_clip(clip)


def _cross(surf: pygame.Surface, rect: pygame.Rect, cell: int) -> None:
    """The mark of a collapsed building or Court tile: it counts for nothing until C′."""
    pygame.draw.line(surf, palette.COLLAPSED, rect.topleft, rect.bottomright, max(2, cell // 8))
    pygame.draw.line(surf, palette.COLLAPSED, rect.topright, rect.bottomleft, max(2, cell // 8))


def draw_giant(surf: pygame.Surface, rect: pygame.Rect, n: int, font: pygame.font.Font) -> None:
    """A grey stone giant standing on a crown: a head and shoulders, the count when more than one."""
    w = rect.w
    body = pygame.Rect(0, 0, round(w * 0.62), round(w * 0.42))
    body.midbottom = (rect.centerx, rect.bottom - max(1, w // 12))
    pygame.draw.ellipse(surf, palette.GIANT_BODY, body)
    pygame.draw.ellipse(surf, palette.GIANT_EDGE, body, max(1, w // 18))
    head = max(3, round(w * 0.17))
    centre = (rect.centerx, body.y - head // 2)
    pygame.draw.circle(surf, palette.GIANT_HEAD, centre, head)
    pygame.draw.circle(surf, palette.GIANT_EDGE, centre, head, max(1, w // 18))
    if n > 1:
        draw_text(surf, str(n), font, theme.ACCENT_LIGHT, body.center, "center", theme.SHADOW)
