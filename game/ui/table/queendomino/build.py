"""Queendomino's build and bribe steps at the table: picking a building up from the
builders' board (drag, click-then-click, or 1-6 and the keys), dropping it on a town
square, the Dragon's bribe, and what those steps draw over the table.

Functions of the `QTable` (`pieces.py`) that answers the scene's hooks, kept apart from
the knights' step, like `stages.py`. Every action goes through the table's `try_action`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine import State
from game.engine.economy import build_check, coins
from game.engine.rules.economy_steps import (
    PRICES,
    Bribe,
    Build,
    bribe_cost,
    bribe_problem,
    effect,
    hosts_queen,
    slot_cost,
    town_sites,
)
from game.engine.rules.xxl_common import current_event
from game.i18n import _, formats, ngettext
from game.i18n.content import building_name, event_name
from game.ui.reasons import reason_words
from game.ui.table.damage import note_rect
from game.ui.table.hud import draw_note
from game.ui.table.piece_art import ILLEGAL, LEGAL
from game.ui.table.queendomino.building_art import building_tile, describe_lines
from game.ui.table.queendomino.economy_view import all_rows
from game.ui.table.queendomino.held_card import building_card, card_rect
from game.ui.table.queendomino.protocol import Held

if TYPE_CHECKING:
    from game.ui.table.queendomino.protocol import QPieces


def slot_price(st: State, slot: int) -> int:
    """What the acting kingdom pays for slot `slot` now: the engine's price, which the build
    step takes (slots run along the rows: XXL has two)."""
    return slot_cost(st, st.actor, slot)


def price_words(st: State, slot: int) -> str:
    """A builders' slot's price in the building's note: what the acting kingdom pays, and why
    it is not the printed price when the Queen or this round's event changes it."""
    pay, printed = slot_price(st, slot), PRICES[slot % len(PRICES)]
    if pay == printed:
        return ngettext("Costs {n} coin", "Costs {n} coins", pay).format(n=formats.number(pay))
    why = []
    if st.actor is not None and hosts_queen(st, st.actor):
        why.append(_("the Queen −1"))
    delta = int(effect(st, "building_cost", 0))
    if delta and (eid := current_event(st)) is not None:
        why.append(f"{event_name(eid)} {delta:+d}".replace("-", "−"))
    text = ngettext("Costs you {n} coin (printed {printed}: {why})",
                    "Costs you {n} coins (printed {printed}: {why})", pay)
    return text.format(n=formats.number(pay), printed=formats.number(printed), why=", ".join(why))


# -- input ----------------------------------------------------------------------------------
def press_building(q: QPieces, step: str, pos: tuple[int, int]) -> bool:
    """A left press at the build or bribe step; True when it was ours."""
    sc = q.scene
    slot = q.geom.slot_at(pos)
    row = all_rows(sc.state)
    bid = row[slot] if slot is not None else None
    if step == "bribe":
        if bid is not None:
            sc.try_action(Bribe(bid))
            return True
        return False
    # build
    if q.held is not None and q.held.mode == "select":
        drop_at(q, pos)
        return True
    if bid is None or slot is None:
        return False
    st = sc.state
    if st.actor is None:
        return False
    have = coins(st.kingdoms[st.actor])
    price = slot_price(st, slot)
    if price > have:
        sc.refuse(_need(price, have))
        return True
    q.held = Held(bid, slot, pos, pos)
    sc.ctx.sound.play("pickup")
    sc.static_dirty = True
    sc.dirty = True
    return True


def release_held(q: QPieces, pos: tuple[int, int]) -> bool:
    held = q.held
    if held is None or held.mode != "drag":
        return False
    sc = q.scene
    if math.dist(pos, held.press) < sc.input.drag_threshold:
        held.mode = "select"  # a click: the building now follows the pointer
        return True
    held.pointer = pos
    drop_at(q, pos)
    return True


def drop_at(q: QPieces, pos: tuple[int, int]) -> None:
    """The held building let go at `pos`: built on the kingdom's square there, or put back."""
    n = q.scene.state.actor
    cell = None if n is None else q.scene.geom.boards[n].cell_at(pos)
    if cell is not None:
        drop(q, cell)
    else:
        let_go(q)


def drop(q: QPieces, cell: tuple[int, int]) -> None:
    held = q.held
    assert held is not None
    q.held = None
    q.scene.static_dirty = True
    q.scene.try_action(Build(held.building, cell[0], cell[1]))


def let_go(q: QPieces) -> None:
    sc = q.scene
    held = q.held
    q.held = None
    sc.static_dirty = True
    sc.dirty = True
    if held is not None:
        over = sc.geom.board_at(held.pointer)
        if over is not None and over.seat != sc.state.actor:
            sc.refuse(_("build in your own kingdom"))


def slot_key(q: QPieces, step: str, slot: int) -> None:
    """Keyboard play: bribe the building on `slot`, or pick it up onto the first empty
    town square (arrows or Tab move it from square to square, Enter builds)."""
    sc = q.scene
    bid = all_rows(sc.state)[slot]
    if bid is None:
        sc.refuse(_("slot {n} is empty").format(n=formats.number(slot + 1)))
        return
    if step == "bribe":
        sc.try_action(Bribe(bid))
        return
    n = sc.state.actor
    if n is None:
        return
    sites = town_sites(sc.state.kingdoms[n])
    have = coins(sc.state.kingdoms[n])
    if (price := slot_price(sc.state, slot)) > have:
        sc.refuse(_need(price, have))
        return
    if not sites:
        sc.refuse(_("no empty town square to build on"))
        return
    spot = sc.geom.boards[n].cell_center(*sites[0])
    q.held = Held(bid, slot, spot, spot, mode="keys")
    sc.ctx.sound.play("pickup")
    sc.static_dirty = True
    sc.dirty = True


def site_key(q: QPieces, k: int) -> bool:
    sc = q.scene
    held = q.held
    assert held is not None
    n = sc.state.actor
    if n is None:
        return False
    board = sc.geom.boards[n]
    sites = town_sites(sc.state.kingdoms[n])
    here = board.cell_at(held.pointer)
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and here is not None:
        drop(q, here)
        return True
    if k not in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP) or not sites:
        return False
    i = sites.index(here) if here in sites else -1
    i = (i + (-1 if k in (pygame.K_LEFT, pygame.K_UP) else 1)) % len(sites)
    held.pointer = board.cell_center(*sites[i])
    sc.dirty = True
    return True


# -- drawing ----------------------------------------------------------------------------------
def draw_bribe_note(q: QPieces, surf: pygame.Surface) -> bool:
    """The bribe step's ring and note on the hovered building; True when drawn."""
    sc = q.scene
    n = sc.state.actor
    if q.hover_slot is None or q.held is not None or n is None:
        return False
    row = all_rows(sc.state)
    bid = row[q.hover_slot]
    if bid is None:
        return False
    s = sc.scale
    tile = q.geom.slots[q.hover_slot].tile.inflate(6, 6)
    problem = bribe_problem(sc.state, n, sc.state.kingdoms[n])
    pygame.draw.rect(surf, ILLEGAL, tile, max(2, round(3 * s)), border_radius=6)
    name = building_name(bid)
    cost = bribe_cost(sc.state) or 0
    if problem is not None:
        head = reason_words(problem)
    elif cost == 0:
        head = _("{building}: click and the Dragon burns it (free)").format(building=name)
    else:
        head = ngettext("{building}: click and the Dragon burns it ({n} coin)",
                        "{building}: click and the Dragon burns it ({n} coins)", cost).format(
            building=name, n=formats.number(cost))
    # what the building does stays in the note: burning it is a choice made on its corners
    lines = describe_lines(bid)[1 if problem is None else 0:]
    text = "\n".join([head[:1].upper() + head[1:], *lines])
    x, y = sc.pointer  # beside the pointer, like every building note: the step bar stays clear
    draw_note(surf, sc.assets, text, (x + 16, y + 18), ILLEGAL, s, where="topleft", max_w=260)
    return True


def draw_build_overlay(q: QPieces, surf: pygame.Surface) -> list[pygame.Rect]:
    """The building carried in the build step, and where it may go; returns what it drew (the
    next frame repaints only there)."""
    sc = q.scene
    held = q.held
    st = sc.state
    n = st.actor
    if held is None or n is None:
        return []
    board = sc.geom.boards[n]
    k = st.kingdoms[n]
    drawn: list[pygame.Rect] = []
    # where it may go: every empty town square glows (one cell-sized wash, kept: this runs per frame)
    wash = sc.assets.memo(("q_glow", board.cell), lambda: _wash(board.cell))
    for r, c in town_sites(k):
        drawn.append(surf.blit(wash, board.cell_rect(r, c)))
        pygame.draw.rect(surf, LEGAL, board.cell_rect(r, c), max(2, round(2 * sc.scale)))
    cell = board.cell_at(held.pointer)
    price = slot_price(st, held.slot)
    # carried, it is drawn large (its card: name, corners in figures, price); over a square,
    # a square-sized copy shows where it lands and the card waits beside the square
    card = building_card(sc.assets, held.building, price, sc.scale)
    screen = surf.get_rect()
    if cell is None:
        drawn.append(surf.blit(card, card.get_rect(center=held.pointer).clamp(screen)))
        return drawn
    rect = board.cell_rect(*cell)
    problem = build_check(k, cell[0], cell[1], price)
    colour = LEGAL if problem is None else ILLEGAL
    text = (ngettext("Build here: {n} coin", "Build here: {n} coins", price).format(n=formats.number(price))
            if problem is None else reason_words(problem))
    width = max(3, round(4 * sc.scale))
    drawn.append(pygame.draw.rect(surf, colour, rect.inflate(6, 6), width).inflate(2, 2))
    words = text[:1].upper() + text[1:]
    drawn.append(note_rect(draw_note(surf, sc.assets, words, (rect.centerx, rect.top - 6), colour, sc.scale,
                                     where="midbottom", max_w=240)))
    img = building_tile(sc.assets, held.building, board.cell).copy()
    img.set_alpha(210)
    drawn.append(surf.blit(img, img.get_rect(center=rect.center)))
    gap = board.cell  # a square's width away: the squares next to the target stay in view
    drawn.append(surf.blit(card, card_rect(card, rect.inflate(6, 6), screen, gap, centred=False)))
    return drawn


def _need(price: int, have: int) -> str:
    """Why a building cannot be picked up: its price and the purse."""
    return ngettext("{n} coin needed, you have {have}", "{n} coins needed, you have {have}", price).format(
        n=formats.number(price), have=formats.number(have))


def _wash(cell: int) -> pygame.Surface:
    surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
    surf.fill((*LEGAL, 110))
    return surf
