"""The XXL table's drawing on top of Queendomino's: the static layer (every kingdom with its
pieces, the large one's purse and marker, both builders' rows, the event, challenges, supply,
Court and the tower not in play, the step bar) and the overlay (the hand-over screen, the
overview, the lit squares and chooser of a choice, what hovering says). Nothing here changes
the state."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import State, apply
from game.engine.decision import pending_decision
from game.engine.economy import coins as coins_of
from game.engine.rules.xxl_events import Patrol
from game.engine.rules.xxl_steps import Buy
from game.i18n import _
from game.i18n.content import tower_name
from game.ui import palette, theme
from game.ui.table.damage import note_rect
from game.ui.table.draft_view import LineLook, draw_line, draw_tower
from game.ui.table.geometry import _line
from game.ui.table.hud import draw_note
from game.ui.table.notes import corner_badge
from game.ui.table.piece_art import LEGAL
from game.ui.table.prompts import menu_text
from game.ui.table.queendomino.pieces import explain_at
from game.ui.table.stages import table_tower
from game.ui.table.tokens import mark_brought
from game.ui.table.xxl import keys as xkeys
from game.ui.table.xxl.handover import draw_handover, handover
from game.ui.table.xxl.hint import draw_choice_hint
from game.ui.table.xxl.inputs import CHOOSING, square_of
from game.ui.table.xxl.notes import hover_text
from game.ui.table.xxl.overview import draw_overview
from game.ui.table.xxl.playmat_view import AOG, FE, X_STEP_NAMES
from game.ui.widgets import draw_text, fit_text
from game.ui.widgets.draw import fill_panel

if TYPE_CHECKING:
    from game.ui.assets import Assets
    from game.ui.table.xxl.protocol import XPieces


def draw_static(x: XPieces, surf: pygame.Surface) -> None:
    sc = x.scene
    st = sc.shown
    g = x.geom
    hidden = x.hidden_buildings()
    actor = st.actor if st.phase != "over" else None
    focus = x.focus_seat()
    for seat, board in enumerate(sc.geom.boards):
        x.view.draw_kingdom(surf, st, seat, board, sc.seat_colour(seat), hidden)
        x.xview.draw_pieces(surf, st, seat, board, x.view.square_points(st, seat))
    x.view.draw_purse(surf, st, focus, g.focus_purse, sc.seat_colour(focus), focus == actor, g.scale)
    _compact_marker(x, surf, focus)
    _all_pill(x, surf)
    names = [seat.kingdom_name for seat in sc.session.seats]
    x.view.draw_market(surf, st, g, actor, names, x.lit_slots(st), hidden)
    for i, rect in enumerate((g.pile, g.pile2)):  # the slim XXL rows: a number on each pile
        x.xview.draw_pile(surf, st, rect, i, g.scale)
    x.xview.draw_event(surf, st, g)
    x.challenge_rects = x.xview.draw_challenges(surf, st, g)
    x.xview.draw_supply(surf, st, g)
    court = x.step() == "court"
    lit = frozenset(a.tile for a in x.choices() if isinstance(a, Buy)) if court else frozenset()
    x.court_rects = x.xview.draw_court(surf, st, g, lit)
    _other_tower(x, surf, st)
    colour = sc.seat_colour(actor) if actor is not None else theme.ACCENT_DARK
    x.view.draw_steps(surf, st, g, x.cost_text(st), colour, X_STEP_NAMES)


def _compact_marker(x: XPieces, surf: pygame.Surface, focus: int) -> None:
    """The compact square of the kingdom drawn large holds its miniature, dimmed, framed in
    its colour and captioned, so the row of kingdoms stays whole."""
    sc = x.scene
    r = x.geom.compact[focus]
    s = sc.scale
    colour = sc.seat_colour(focus)
    src = sc.geom.boards[focus].rect.clip(surf.get_rect())
    fill_panel(surf, r, max(4, round(8 * s)), theme.TABLE_PANEL_DARK)
    if src.w > 0 and src.h > 0:
        room = r.inflate(-round(12 * s), -round(12 * s))
        k = min(room.w / src.w, room.h / src.h)
        pic = pygame.transform.smoothscale(surf.subsurface(src), (max(1, round(src.w * k)),
                                                                   max(1, round(src.h * k))))
        pic.set_alpha(150)  # a reminder, not a second board
        surf.blit(pic, pic.get_rect(center=room.center))
    pygame.draw.rect(surf, colour, r, max(2, round(3 * s)), border_radius=max(4, round(8 * s)))
    font = sc.assets.font(max(12, round(13 * s)), bold=True)
    text = fit_text(_("shown large"), font, r.w - round(12 * s))
    label = font.render(text, True, theme.TEXT)
    pill = label.get_rect(midbottom=(r.centerx, r.bottom - round(8 * s)))
    pill.inflate_ip(round(12 * s), round(4 * s))
    pygame.draw.rect(surf, theme.PANEL, pill, border_radius=pill.h // 2)
    pygame.draw.rect(surf, colour, pill, max(1, round(2 * s)), border_radius=pill.h // 2)
    surf.blit(label, label.get_rect(center=pill.center))


def _all_pill(x: XPieces, surf: pygame.Surface) -> None:
    r = x.all_button()
    s = x.scene.scale
    pygame.draw.rect(surf, theme.PANEL, r, border_radius=r.h // 2)
    pygame.draw.rect(surf, theme.ACCENT, r, max(1, round(2 * s)), border_radius=r.h // 2)
    font = x.scene.assets.font(max(12, round(13 * s)), bold=True)
    label = fit_text(_("All kingdoms (V)"), font, r.w - 8)
    draw_text(surf, label, font, theme.ACCENT_LIGHT, r.center, "center")


def _other_tower(x: XPieces, surf: pygame.Surface, st: State) -> None:
    """The tower not in play and its two lines (the Age of Giants next line face down
    until its phase)."""
    sc = x.scene
    g = x.geom
    other = AOG if table_tower(st) == FE else FE
    x.line_rects = []
    x.face_down_rects = []
    draft = st.drafts[other]
    left = len(st.towers[other])
    name = tower_name(other)
    texts: tuple[str, ...]
    if other == AOG:  # a slim tower says it shorter
        texts = (_("{tower} · Plays after the Fantastic Era").format(tower=name),
                 _("{tower} · After the Fantastic Era").format(tower=name),
                 _("{tower} · Plays next").format(tower=name))
    else:
        texts = (_("{tower} · Played first next round").format(tower=name),
                 _("{tower} · First next round").format(tower=name))
    draw_tower(surf, sc.assets, sc.art, g.towers[other], left, texts, sc.scale)
    colours = {k: sc.session.seats[seat].colour for k, seat in enumerate(st.kings)}
    n = max(len(draft.current), len(draft.next or []), 1)
    for which, region, slots in (("current", g.lines[other][0], draft.current),
                                 ("next", g.lines[other][1], draft.next)):
        rect = region.to_pygame_rect()
        count = int(region.properties.get("slots", n) or n)
        geom = _line(which, rect, max(count, n), str(region.properties.get("orientation", "horizontal")),
                     sc.scale)
        face_up = which == "current" or draft.next_face_up
        if which == "current":
            caption = _("{tower} · this round").format(tower=name)
        elif face_up:
            caption = _("{tower} · next round").format(tower=name)
        else:
            caption = _("{tower} · next round · face down").format(tower=name)
        look = LineLook(caption=caption, face_up=face_up, king_colours=colours,
                        empty_text=_("Drawn after the first claims") if st.phase == "draft" else "",
                        marks=partial(mark_brought, sc.assets) if st.options.court else None)
        draw_line(surf, sc.assets, sc.art, geom, slots, look, sc.scale)
        pairs = list(zip(slots or [], geom.slots, strict=False))
        if face_up:
            x.line_rects += [(slot.domino, sg.domino) for slot, sg in pairs if slot.domino]
        else:  # a click on them says why nothing happens
            x.face_down_rects += [sg.domino for slot, sg in pairs if slot.domino]


def draw_overlay(x: XPieces, surf: pygame.Surface) -> None:
    if (who := handover(x)) is not None and x.scene.settled:
        draw_handover(x.scene, surf, who)
        return
    if x.overview:
        draw_overview(x, surf)
        return
    if x.step() not in CHOOSING or not x.scene.settled:
        x.as_queendomino_overlay(surf)
        return
    sc = x.scene
    s = sc.scale
    n = sc.state.actor
    if n is not None and x.focus_seat() == n:
        board = sc.geom.boards[n]
        pulse = 0.5 + 0.5 * pygame.math.Vector2(1, 0).rotate(sc.time * 240).x
        choices = x.choices()
        squares = {square_of(a) for a in choices} - {None}
        if x.patrol_from is not None:
            squares = {(a.to_row, a.to_col) for a in choices
                       if isinstance(a, Patrol) and (a.row, a.col) == x.patrol_from}
            pygame.draw.rect(surf, theme.ACCENT, board.cell_rect(*x.patrol_from), max(3, round(4 * s)))
        elif any(isinstance(a, Patrol) for a in choices):
            squares = {(a.row, a.col) for a in choices if isinstance(a, Patrol)}
        for sq in squares:
            if sq is not None:
                pygame.draw.rect(surf, LEGAL, board.cell_rect(*sq), max(2, round((2 + pulse * 2) * s)),
                                 border_radius=4)
        if x.patrol_from is not None:  # what the knight would collect on each square it may go to
            for sq, got in patrol_taxes(x).items():
                tax_badge(surf, sc.assets, f"+{got}", board.cell_rect(*sq), board.rect)
    if x.menu is None:
        xkeys.draw(x, surf)
    if x.menu is not None:
        font = sc.assets.font(max(12, round(15 * s)), bold=True)
        for action, rect in x.menu[1]:
            hot = rect.collidepoint(sc.pointer)
            pygame.draw.rect(surf, theme.ACCENT_LIGHT if hot else theme.PANEL_LIGHT, rect, border_radius=6)
            pygame.draw.rect(surf, theme.ACCENT_DARK, rect, 2, border_radius=6)
            text = menu_text(sc.state, action)
            surf.blit(font.render(text, True, theme.TEXT_DARK), font.render(text, True, theme.TEXT_DARK)
                      .get_rect(center=rect.center))
        xkeys.draw(x, surf)
        return  # the chooser is what is read now: no square's note over it
    draw_choice_hint(x, surf)
    explain(x, surf)


def patrol_taxes(x: XPieces) -> dict[tuple[int, int], int]:
    """The coins the knight picked for a Patrol would collect on each square it may move to
    (the engine's own move, tried on each); empty when this Patrol collects no tax. Kept per
    move and knight: it is asked at every frame."""
    st = x.scene.state
    decision = pending_decision(st)
    if x.patrol_from is None or st.actor is None or decision is None or not decision.fields.get("tax"):
        return {}
    key = (st.moves, x.patrol_from)
    if x.patrol_tax[0] != key:
        n = st.actor
        taxes = {(a.to_row, a.to_col): coins_of(apply(st, a).kingdoms[n]) - coins_of(st.kingdoms[n])
                 for a in x.choices() if isinstance(a, Patrol) and (a.row, a.col) == x.patrol_from}
        x.patrol_tax = (key, taxes)
    return x.patrol_tax[1]


def tax_badge(surf: pygame.Surface, assets: Assets, text: str, rect: pygame.Rect,
              bounds: pygame.Rect) -> None:
    """A compact "+N" coins on a square's top-right corner (12 px, the table's smallest)."""
    font = assets.font(12, bold=True)
    w, h = font.size(text)[0] + 8, font.get_height() + 2
    r = corner_badge((w, h), rect, bounds)
    pygame.draw.rect(surf, theme.ACCENT_LIGHT, r, border_radius=h // 2)
    pygame.draw.rect(surf, palette.OUTLINE, r, 1, border_radius=h // 2)
    draw_text(surf, text, font, theme.TEXT_DARK, r.center, "center")


def explain(x: XPieces, surf: pygame.Surface) -> list[pygame.Rect]:
    """What the pointer is over, said in words (`xnotes`); a building as in Queendomino (its
    builders' tile grown in place). Returns what it drew."""
    sc = x.scene
    text = hover_text(x, sc.pointer)
    if text is None:
        return x.as_queendomino_explain(surf)
    return [note_rect(draw_note(surf, sc.assets, text, explain_at(sc.pointer), theme.PANEL_LIGHT, sc.scale,
                                where="topleft", max_w=320, bold=False))]


def explain_note(x: XPieces) -> tuple[str, int] | None:
    """Hovering the event, a challenge, a line domino, a square's pieces or a Court tile says
    what it is (`xnotes`); buildings as in Queendomino."""
    text = hover_text(x, x.scene.pointer)
    return (text, 320) if text is not None else x.as_queendomino_note()
