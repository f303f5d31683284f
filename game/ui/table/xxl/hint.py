"""The adviser's hint (T) at the XXL table's own choices (C′, the Court, giants, footprints,
events): gold rings where the suggested action is taken, as the builders' steps show theirs
(`QTable._hint`), and a note saying it in words. Nothing here changes the state."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import Action, Skip
from game.engine.rules.xxl_events import Bury, Collapse, Patrol, Topple
from game.engine.rules.xxl_giants import Footprint, Lift, PutGiant
from game.engine.rules.xxl_steps import Buy, Clear, Pay, PlaceTile, Rebuild
from game.i18n import N_, _
from game.i18n.content import court_name
from game.ui import theme
from game.ui.table.hud import draw_note
from game.ui.table.prompts import menu_text
from game.ui.table.xxl.inputs import square_of

if TYPE_CHECKING:
    from game.ui.table.xxl.protocol import XPieces


def hint_rings(x: XPieces, a: Action) -> list[pygame.Rect]:
    """Where the hinted choice `a` is made on the table (empty when it is not on screen)."""
    sc = x.scene
    n = sc.state.actor
    board = sc.geom.boards[n] if n is not None and x.focus_seat() == n else None

    def button(name: str) -> list[pygame.Rect]:
        b = sc.controls.get(name)
        return [b.rect.inflate(6, 6)] if b is not None and b.visible else []

    if isinstance(a, Skip):
        return button("q_skip")
    if isinstance(a, Footprint):
        return button(f"x_go:{a.kingdom}")
    if isinstance(a, Buy):
        if a.search:
            return button("x_search")
        return [r.inflate(6, 6) for tid, r in x.court_rects if tid == a.tile][:1]
    if board is None:
        return []
    if isinstance(a, Patrol):
        return [board.cell_rect(a.row, a.col), board.cell_rect(a.to_row, a.to_col)]
    sq = square_of(a)
    return [] if sq is None else [board.cell_rect(*sq)]


# what a square choice does, said on its note (the action's text form names only the square)
SQUARE_WORDS: tuple[tuple[type, str], ...] = (
    (PutGiant, N_("Hint: the giant here")), (Lift, N_("Hint: lift this giant")),
    (Pay, N_("Hint: pay with this token")), (PlaceTile, N_("Hint: the tile here")),
    (Collapse, N_("Hint: this square")), (Topple, N_("Hint: this building")), (Bury, N_("Hint: this square")),
)


def hint_words(x: XPieces, a: Action) -> str:
    if isinstance(a, Skip):
        return _("Hint: skip")
    if isinstance(a, Footprint):
        return _("Hint: to {kingdom}").format(kingdom=x.scene.session.seats[a.kingdom].kingdom_name)
    if isinstance(a, Patrol):
        return _("Hint: this knight")  # and "to here" on the square it moves to
    if isinstance(a, Buy):
        words = _("Hint: search the piles for {tile}") if a.search else _("Hint: buy {tile}")
        return words.format(tile=court_name(a.tile))
    if isinstance(a, Rebuild | Clear):
        return _("Hint: {choice}").format(choice=menu_text(x.scene.state, a))
    return _(next((w for kind, w in SQUARE_WORDS if isinstance(a, kind)), N_("Hint: here")))


def draw_choice_hint(x: XPieces, surf: pygame.Surface) -> None:
    sc = x.scene
    width = max(2, round(4 * sc.scale))
    for a in sc.hint:
        rings = hint_rings(x, a)
        for r in rings:
            pygame.draw.rect(surf, theme.ACCENT_LIGHT, r, width, border_radius=6)
        words = [hint_words(x, a), _("to here")] if isinstance(a, Patrol) else [hint_words(x, a)]
        for r, text in zip(rings, words, strict=False):
            draw_note(surf, sc.assets, text, (r.centerx, r.top - 2), theme.ACCENT, sc.scale,
                      where="midbottom")
