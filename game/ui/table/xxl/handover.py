"""The XXL table's hot-seat hand-over: a footprint's (or an event's) giant walks into a kingdom
another human holds, who picks the crown it covers, so the mouse first changes hands. Whether
it is owed, the click or key that says it has passed, and the screen that asks for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import State, pending_decision
from game.engine.rules.xxl_giants import giant_sender
from game.ui import theme
from game.ui.table.prompts import handover_screen
from game.ui.widgets import draw_text, fit_text

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView
    from game.ui.table.xxl.protocol import XPieces


def walked_in_from(st: State) -> int | None:
    """The kingdom whose giant walks into the deciding kingdom (a `giant` decision sent by a
    footprint or an event), None for any other decision or none."""
    d = pending_decision(st)
    return giant_sender(d) if d is not None and d.step == "giant" else None


def handover(x: XPieces) -> str | None:
    """The name to pass the mouse to: a footprint's giant walks into a kingdom another
    human holds, who picks its crown (None when nobody needs to take over)."""
    sc = x.scene
    st = sc.state
    if not sc.human_turn or (came := walked_in_from(st)) is None:
        return None
    if x.handed == st.moves:
        return None
    person = sc.session.person_in(st)
    sender = sc.session.seats[came]
    if person is None or not any(p.is_human and p != person for p in sender.members):
        return None
    return person.name


def hand_over(x: XPieces) -> None:
    """The mouse has passed (a click or Enter on the hand-over screen): the table is back."""
    sc = x.scene
    x.handed = sc.state.moves
    sc.ctx.sound.play("click")
    sc.controls = sc.painter.build_controls()
    sc.static_dirty = True
    sc.dirty = True


def draw_handover(sc: TableView, surf: pygame.Surface, who: str) -> None:
    """Hot seat: the table dims and asks for the mouse to change hands."""
    s = sc.scale
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill(theme.SCRIM)
    surf.blit(shade, (0, 0))
    box = pygame.Rect(0, 0, round(600 * s), round(196 * s))
    box.center = surf.get_rect().center
    pygame.draw.rect(surf, theme.PANEL, box, border_radius=round(16 * s))
    pygame.draw.rect(surf, theme.ACCENT, box, max(2, round(3 * s)), border_radius=round(16 * s))
    big = sc.assets.font(max(14, round(34 * s)), title=True)
    small = sc.assets.font(max(12, round(18 * s)))
    st = sc.state
    came = walked_in_from(st)
    if st.actor is None or came is None:  # no giant walking in: nobody to hand the mouse to
        return
    title, lines = handover_screen(who, sc.session.seats[came].name, sc.session.seats[st.actor].kingdom_name)
    draw_text(surf, title, big, theme.ACCENT_LIGHT, (box.centerx, box.y + round(28 * s)), "midtop",
              theme.SHADOW)
    for i, line in enumerate(lines):
        draw_text(surf, fit_text(line, small, box.w - round(30 * s)), small, theme.TEXT,
                  (box.centerx, box.y + round((84 + 27 * i) * s)), "midtop")
