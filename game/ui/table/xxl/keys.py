"""Keyboard play for the XXL table's own choices (giants' crowns, C′, the Court, the events'
decisions, a footprint's kingdom): the arrows or Tab move a ring over what can be chosen now
and Enter (or Space) chooses it, exactly as a click there would. Without this those steps
needed the mouse."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.rules.xxl_events import Patrol
from game.engine.rules.xxl_steps import Buy
from game.ui import theme
from game.ui.table.xxl.inputs import press, square_of

if TYPE_CHECKING:
    from game.ui.table.xxl.protocol import XPieces

NEXT = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
BACK = (pygame.K_LEFT, pygame.K_UP)
CHOOSE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
#: the step's buttons a key can reach (Skip and Go to claim have their own keys, S and C)
BUTTONS = ("x_go:", "x_search")


@dataclass(frozen=True)
class Target:
    """One thing the ring can stand on: where it is drawn and what Enter does there."""

    rect: pygame.Rect
    choose: Callable[[], object]


def targets(x: XPieces) -> list[Target]:
    """What can be chosen now, in reading order: the chooser's lines when it is open; else the
    lit squares of the acting kingdom, the Court tiles that can be bought, the step's buttons."""
    sc = x.scene

    def click(rect: pygame.Rect) -> Target:
        return Target(rect, lambda: press(x, rect.center))

    if x.menu is not None:
        return [click(r) for _, r in x.menu[1]]
    out: list[Target] = []
    choices = x.choices()
    n = sc.state.actor
    if n is not None and x.focus_seat() == n:
        board = sc.geom.boards[n]
        patrols = [a for a in choices if isinstance(a, Patrol)]
        if x.patrol_from is not None:
            squares = {(a.to_row, a.to_col) for a in patrols if (a.row, a.col) == x.patrol_from}
        elif patrols:
            squares = {(a.row, a.col) for a in patrols}
        else:
            squares = {sq for a in choices if (sq := square_of(a)) is not None}
        out += [click(board.cell_rect(*sq)) for sq in sorted(squares)]
    buyable = {a.tile for a in choices if isinstance(a, Buy) and not a.search}
    out += [click(r) for tid, r in x.court_rects if tid in buyable]
    for name, button in (sc.controls or {}).items():
        if name.startswith(BUTTONS) and button.interactive:
            out.append(Target(button.rect, button.activate))
    return out


def key(x: XPieces, k: int, shift: bool) -> bool:
    """Move the ring or choose where it stands; True when the key was used."""
    if k not in NEXT + BACK + CHOOSE:
        return False
    found = targets(x)
    if not found:
        return False
    sc = x.scene
    at = sc.state.moves
    back = k in BACK or (k == pygame.K_TAB and shift)
    now = focus(x, len(found))
    if k in CHOOSE:
        if now is None:  # the first Enter shows where the ring starts
            x.key_focus = (0, at)
        else:
            x.key_focus = None
            found[now].choose()
    elif now is None:
        x.key_focus = (len(found) - 1 if back else 0, at)
    else:
        x.key_focus = ((now + (-1 if back else 1)) % len(found), at)
    sc.dirty = True
    return True


def focus(x: XPieces, count: int) -> int | None:
    """The ring's target among `count`, None when not shown (no key yet, or a move since)."""
    if x.key_focus is None or x.key_focus[1] != x.scene.state.moves or not count:
        return None
    return min(x.key_focus[0], count - 1)


def draw(x: XPieces, surf: pygame.Surface) -> None:
    """The ring on the target the keys stand on (none until a key is pressed)."""
    if x.key_focus is None:
        return
    found = targets(x)
    if (now := focus(x, len(found))) is None:
        return
    rect = found[now].rect
    s = x.scene.scale
    ring = rect.inflate(round(8 * s), round(8 * s))
    pygame.draw.rect(surf, theme.TEXT_DARK, ring, max(3, round(5 * s)), border_radius=max(4, round(7 * s)))
    pygame.draw.rect(surf, theme.ACCENT_LIGHT, ring, max(2, round(3 * s)), border_radius=max(4, round(7 * s)))
