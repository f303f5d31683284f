"""The XXL table's input: what a press, a key or the pointer's moving means on top of
Queendomino's (the builders' steps). Choices other than the builders' are a square of the
acting kingdom (a chooser when one square offers several), a Court tile, the search chooser,
or, in the overview, a kingdom to bring up. Every action goes through the table's `try_action`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import Action, Skip
from game.engine.rules.xxl_events import Patrol
from game.engine.rules.xxl_giants import Footprint
from game.engine.rules.xxl_steps import Buy
from game.i18n import _
from game.i18n.content import court_name
from game.ui.table.prompts import menu_text
from game.ui.table.xxl.handover import hand_over, handover
from game.ui.table.xxl.overview import overview_seat_at

if TYPE_CHECKING:
    from game.ui.table.xxl.protocol import XPieces

#: the XXL table's own steps: chosen by clicks on squares, Court tiles and choosers
CHOOSING = ("restore", "court", "decide")


def square_of(a: Action) -> tuple[int, int] | None:
    """The square of the acting kingdom a choice is made on, None for other choices."""
    if isinstance(a, (Patrol, Footprint | Buy | Skip)):
        return None
    r, c = getattr(a, "row", None), getattr(a, "col", None)
    return (r, c) if isinstance(r, int) and isinstance(c, int) else None


def press(x: XPieces, pos: tuple[int, int]) -> bool:
    sc = x.scene
    if x.overview:
        seat = overview_seat_at(x, pos)
        x.overview = False
        if seat is not None:
            x.show(None if seat == sc.state.actor else seat)
        sc.dirty = True
        return True
    if handover(x) is not None:  # the hot-seat screen: a click says the mouse has passed
        hand_over(x)
        return True
    if x.all_button().collidepoint(pos) and x.held is None and sc.ghost is None:
        x.toggle_overview()
        return True
    g = x.geom
    focus = x.focus_seat()
    for seat, rect in enumerate(g.compact):  # a compact kingdom: bring it up
        hit = rect.collidepoint(pos) or g.compact_labels[seat].collidepoint(pos)
        if seat != focus and hit and x.held is None and x.menu is None and sc.ghost is None:
            x.show(None if seat == sc.state.actor else seat)
            return True
    if x.step() in CHOOSING:
        return _choose(x, pos)
    return x.as_queendomino_press(pos)


def _choose(x: XPieces, pos: tuple[int, int]) -> bool:
    sc = x.scene
    if x.menu is not None:
        _cell, items = x.menu
        x.menu = None
        sc.dirty = True
        for action, rect in items:
            if rect.collidepoint(pos):
                sc.try_action(action)
                return True
        return True
    choices = x.choices()
    for tid, rect in x.court_rects:
        if rect.collidepoint(pos):
            buys = [a for a in choices if isinstance(a, Buy) and a.tile == tid and not a.search]
            if not buys:
                why = _("{tile}: it takes 2 different resources and a free square")
                sc.refuse(why.format(tile=court_name(tid)))
            else:
                sc.try_action(buys[0])
            return True
    n = sc.state.actor
    if n is None or x.focus_seat() != n:
        return False
    cell = sc.geom.boards[n].cell_at(pos)
    if cell is None:
        return False
    patrols = [a for a in choices if isinstance(a, Patrol)]
    if patrols:
        if x.patrol_from is None:
            if any((a.row, a.col) == cell for a in patrols):
                x.patrol_from = cell
                sc.dirty = True
            return True
        move = next((a for a in patrols
                     if (a.row, a.col) == x.patrol_from and (a.to_row, a.to_col) == cell), None)
        x.patrol_from = None
        if move is not None:
            sc.try_action(move)
        return True
    here = [a for a in choices if square_of(a) == cell]
    if not here:
        if any(square_of(a) is not None for a in choices):
            sc.refuse(_("not that square: the lit squares are the choices"))
        return bool(choices)
    if len(here) == 1:
        sc.try_action(here[0])
        return True
    x.menu = (cell, _menu_rects(x, n, cell, here))  # several choices on one square: ask which
    sc.dirty = True
    return True


def _menu_rects(x: XPieces, n: int, cell: tuple[int, int],
                actions: list[Action]) -> list[tuple[Action, pygame.Rect]]:
    """The menu of `actions` on kingdom `n`'s square `cell`."""
    sc = x.scene
    board = sc.geom.boards[n]
    s = sc.scale
    font = sc.assets.font(max(12, round(15 * s)), bold=True)  # as drawn: every line fits
    w = max([round(230 * s)] + [font.size(menu_text(sc.state, a))[0] + round(16 * s) for a in actions])
    h = round(30 * s)
    cx, cy = board.cell_rect(*cell).midbottom
    out = []
    for i, a in enumerate(actions):
        r = pygame.Rect(0, 0, w, h)
        r.midtop = (cx, cy + 4 + i * (h + 4))
        r.clamp_ip(pygame.Rect((0, 0), sc.size))
        out.append((a, r))
    return out


def open_search(x: XPieces) -> None:
    """The search chooser: one line per kind of tile still in the Court piles, beside them."""
    sc = x.scene
    buys = x.searches()
    if not buys:
        return
    s = sc.scale
    w, h, gap = round(200 * s), round(28 * s), round(3 * s)
    anchor = x.geom.court[0]
    per_col = max(1, min(len(buys), (sc.size[1] - anchor.y - round(8 * s)) // (h + gap)))
    if per_col < len(buys):  # too many for one column under the panel: start higher
        per_col = max(1, min(len(buys), (sc.size[1] - round(16 * s)) // (h + gap), -(-len(buys) // 2)))
    top = max(round(8 * s), min(anchor.y, sc.size[1] - per_col * (h + gap) - round(8 * s)))
    items: list[tuple[Action, pygame.Rect]] = []
    for i, a in enumerate(buys):
        col, row = divmod(i, per_col)
        r = pygame.Rect(anchor.right + round(8 * s) + col * (w + gap), top + row * (h + gap), w, h)
        r.clamp_ip(pygame.Rect((0, 0), sc.size))
        items.append((a, r))
    x.menu = ((-1, -1), items)
    sc.dirty = True


def motion(x: XPieces, pos: tuple[int, int]) -> bool:
    g = x.geom
    noted = bool(g.event.collidepoint(pos) or g.challenges.collidepoint(pos) or x.menu
                 or g.queen.collidepoint(pos) or g.dragon.collidepoint(pos) or g.supply.collidepoint(pos)
                 or any(r.collidepoint(pos) for _tile, r in (*x.court_rects, *x.line_rects))
                 or x.scene.geom.slot_at(pos) is not None)
    if noted or x.noted:  # their notes follow the pointer, and go when it leaves
        x.scene.dirty = True
    x.noted = noted
    return x.as_queendomino_motion(pos)


def key(x: XPieces, e: pygame.event.Event) -> bool:
    if handover(x) is not None and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        hand_over(x)
        return True
    if e.key == pygame.K_v or (x.overview and e.key == pygame.K_ESCAPE):
        x.toggle_overview()
        return True
    if e.key == pygame.K_k:  # the next kingdom up (and round back to the one acting)
        seats = len(x.scene.session.seats)
        x.show((x.focus_seat() + 1) % seats)
        return True
    if x.step() in CHOOSING:
        if e.key == pygame.K_ESCAPE and (x.menu or x.patrol_from):
            x.reset()
            x.scene.dirty = True
        elif e.key == pygame.K_s:
            x.skip()
        elif e.key == pygame.K_c:
            x.go_to_claim()
        else:
            return False
        return True
    return x.as_queendomino_key(e)
