"""Royal Wedding XXL's feedback: a giant stomps onto the crown it covers (footprints walk it
there from the kingdom it leaves), a collapse
crumbles and a rebuild rises, the event card flips at the round's start and the Age of
Giants line turns face up at its phase; each with a sound.

`feedback` compares the states before and after an action and returns the stages to play;
`draw_motion` draws one of its pieces. Drawing only: nothing here changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, State
from game.engine.layers import BUILDING, COLLAPSED, GIANT
from game.engine.rules.xxl_common import current_event
from game.i18n import _
from game.i18n.content import event_name
from game.ui import palette, theme
from game.ui.table.anim import Motion, Tween, ease_in_out, ease_out_back, ease_out_cubic
from game.ui.table.queendomino.building_art import building_tile
from game.ui.table.stages import Stage
from game.ui.table.xxl.playmat_view import AOG, FE, draw_giant
from game.ui.widgets import draw_text, fit_text

if TYPE_CHECKING:
    from game.ui.table.xxl.protocol import XPieces


@dataclass
class XMotion(Motion):
    """An XXL piece in motion: "giant", "crumble", "rise", "event" or "faceup"."""

    size: int = 0
    building: int = 0
    text: str = ""
    rect: pygame.Rect | None = None


def _squares(st: State, seat: int, layer: str) -> dict[tuple[int, int], int]:
    return {(r, c): int(v) for r, c, v in st.kingdoms[seat].squares(layer) if v}


def feedback(x: XPieces, before: State, action: Action, after: State, ai: bool) -> list[Stage]:
    sc = x.scene
    g = x.geom
    stages: list[Stage] = []
    # giants that left a square in this action: a footprint walks one of them to another kingdom
    left = [(seat, sq) for seat in range(len(after.kingdoms))
            for sq, n in _squares(before, seat, GIANT).items() if _squares(after, seat, GIANT).get(sq, 0) < n]
    for seat in range(len(after.kingdoms)):
        board = sc.geom.boards[seat]
        cell = board.cell
        old, new = _squares(before, seat, GIANT), _squares(after, seat, GIANT)
        stomps = [sq for sq, n in new.items() if n > old.get(sq, 0)]
        motions: list[Motion] = []
        walked = False
        for sq in stomps:
            end = board.cell_center(*sq)
            origin = next(((s, q) for s, q in left if s != seat), None)
            if origin is not None:  # footprints: it walks from the other kingdom's square
                left.remove(origin)
                start = sc.geom.boards[origin[0]].cell_center(*origin[1])
                tw = Tween(start, end, 0.9, ease_in_out, lift=1.5 * cell)
                walked = True
            else:  # a new giant drops from above the kingdom onto the crown
                tw = Tween((end[0], end[1] - 4 * cell), end, 0.4, ease_out_back)
            motions.append(XMotion("giant", tw, size=cell))
        if motions:
            stages.append(Stage(after, motions, sound="stomp", start_sound="slide" if walked else "pickup"))
        gone = set(_squares(after, seat, COLLAPSED)) - set(_squares(before, seat, COLLAPSED))
        back = set(_squares(before, seat, COLLAPSED)) - set(_squares(after, seat, COLLAPSED))
        motions = []
        for sq in gone:  # a collapse crumbles: the tile sinks and shrinks away
            bid = before.kingdoms[seat].at(BUILDING, *sq)
            c = board.cell_center(*sq)
            tw = Tween(c, (c[0], c[1] + cell // 2), 0.6, ease_in_out, scale_from=1.0, scale_to=0.2)
            motions.append(XMotion("crumble", tw, size=cell, building=int(bid or 0)))
        for sq in back:  # a rebuild rises from the square
            bid = after.kingdoms[seat].at(BUILDING, *sq)
            if bid:
                c = board.cell_center(*sq)
                tw = Tween((c[0], c[1] + cell // 2), c, 0.5, ease_out_back, scale_from=0.2, scale_to=1.0)
                motions.append(XMotion("rise", tw, size=cell, building=int(bid)))
        if motions:
            stages.append(Stage(after, motions, sound="crumble" if gone else "rise"))
    eid = current_event(after)
    if eid is not None and eid != current_event(before):  # the new event card flips over
        tw = Tween(g.event.center, g.event.center, 0.7, ease_out_cubic, scale_from=0.0, scale_to=1.0)
        card = XMotion("event", tw, text=event_name(eid), rect=g.event)
        stages.append(Stage(after, [card], sound="flip"))
    if before.tower == FE and after.tower == AOG and after.phase == "play":  # its next line turns up
        region = g.lines[AOG][1].to_pygame_rect()
        tw = Tween(region.center, region.center, 0.6, ease_out_cubic, scale_from=0.0, scale_to=1.0)
        stages.append(Stage(after, [XMotion("faceup", tw, text=_("Age of Giants: face up"), rect=region)],
                            sound="flip"))
    return stages


def draw_motion(x: XPieces, surf: pygame.Surface, m: XMotion) -> None:
    a = x.scene.assets
    px, py = (round(v) for v in m.tween.pos)
    k = m.tween.scale
    if m.kind == "giant":
        rect = pygame.Rect(0, 0, m.size, m.size)
        rect.center = (px, py)
        draw_giant(surf, rect, 1, a.font(12, bold=True))
    elif m.kind in ("crumble", "rise") and m.building:
        size = max(4, round(m.size * k))
        img = building_tile(a, m.building, size).copy()
        if m.kind == "crumble":
            img.set_alpha(round(255 * k))
        surf.blit(img, img.get_rect(center=(px, py)))
    elif m.rect is not None:  # a card turning over: it widens from its middle
        w = max(2, round(m.rect.w * k))
        card = pygame.Rect(0, 0, w, m.rect.h)
        card.center = m.rect.center
        pygame.draw.rect(surf, palette.EVENT_CARD, card, border_radius=8)
        pygame.draw.rect(surf, theme.ACCENT_LIGHT, card, 2, border_radius=8)
        font = a.font(max(12, round(m.rect.h * 0.22)), bold=True)
        if w > 40:
            text = fit_text(m.text, font, w - 12)
            draw_text(surf, text, font, theme.TEXT, card.center, "center", theme.SHADOW)
