"""Feedback for Queendomino's actions, as stages the table plays after the engine moved:
coins fly from the taxed squares to the purse, a building flies to its town square,
the Queen walks to her new host, the Dragon flies to the building it burns, and at
the end of a round the builders' board slides and refills. Each comes with a sound.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, State
from game.engine.economy import coins
from game.engine.rules.economy_steps import Bribe, Build, Tax, queen_host
from game.i18n import _, formats, ngettext
from game.i18n.content import building_name
from game.ui.table.anim import Motion, Tween, ease_in_out, ease_out_cubic
from game.ui.table.queendomino.building_art import building_tile
from game.ui.table.queendomino.economy_view import all_rows
from game.ui.table.queendomino.words import coins_words
from game.ui.table.stages import Stage

if TYPE_CHECKING:
    from game.ui.table.queendomino.protocol import QPieces


@dataclass
class QMotion(Motion):
    """A Queendomino piece in flight: a sprite by name, or a building tile."""

    image: str = ""
    building: int = 0
    size: int = 0


def _purse_target(q: QPieces, seat: int) -> tuple[int, int]:
    r = q.geom.purses[seat]
    return (r.x + r.h, r.centery)


def _queen_spot(q: QPieces, st: State) -> tuple[int, int]:
    host = queen_host(st)
    if host is None:
        return q.geom.queen.center
    r = q.geom.purses[host]
    return (r.right - r.h, r.centery)


def feedback(q: QPieces, before: State, action: Action, after: State, ai: bool) -> list[Stage]:
    sc = q.scene
    seat = before.actor
    stages: list[Stage] = []
    if seat is None:
        return stages
    board = sc.geom.boards[seat]
    cell = board.cell
    if isinstance(action, Tax):
        gained = coins(after.kingdoms[seat]) - coins(before.kingdoms[seat])
        motions: list[Motion] = []
        dest = _purse_target(q, seat)
        per = max(1, gained // max(1, len(action.squares)))
        for j, sq in enumerate(action.squares):
            start = board.cell_center(*sq)
            for i in range(min(per, 6)):  # a handful of coins per knight: enough to read as "money"
                tw = Tween(start, dest, 0.45, ease_in_out, scale_from=1.0, scale_to=0.7,
                           delay=0.06 * i + 0.1 * j, lift=cell * 0.8)
                motions.append(QMotion("sprite", tw, image="coin", size=max(12, cell // 2)))
        stages.append(Stage(after, motions, sound="coins"))
    elif isinstance(action, Build):
        slot = _slot_in(before, action.building)
        start = q.geom.slots[slot].tile.center if slot is not None else q.geom.builders.center
        size = q.geom.slots[0].tile.w
        dest = board.cell_rect(action.row, action.col).center
        tw = Tween(start, dest, 0.45 if ai else 0.15, ease_in_out, scale_from=1.0,
                   scale_to=cell / max(1, size), lift=cell if ai else 0)
        motions = [QMotion("building", tw, building=action.building, size=size)]
        sound = "drop"
        if queen_host(after) != queen_host(before):  # she sets off as the building lands
            tw = Tween(_queen_spot(q, before), _queen_spot(q, after), 0.6, ease_in_out, lift=cell,
                       delay=tw.duration * 0.6)
            motions.append(QMotion("queen", tw, image="queen", size=max(24, cell)))
            sound = "queen"
        stages.append(Stage(after, motions, sound=sound, start_sound="pickup" if ai else None))
    elif isinstance(action, Bribe):
        slot = _slot_in(before, action.building)
        if slot is not None:
            tile = q.geom.slots[slot].tile
            tw = Tween(q.geom.dragon.center, tile.center, 0.6, ease_in_out, lift=tile.h * 1.2)
            motions = [QMotion("dragon", tw, image="dragon", size=tile.w)]
            stages.append(Stage(before, motions, sound="dragon"))
    if after.round != before.round and before.phase == "play" and after.phase == "play":
        stages += _slide(q, before, after)
    return stages


def _slot_in(st: State, bid: int) -> int | None:
    row = all_rows(st)
    return row.index(bid) if bid in row else None


def log_text(name: str, before: State, action: Action, after: State,
             queen_from: str | None = None) -> str | None:
    """The move log's line for a builders' action; None for a skip (not worth a line).
    `queen_from`: the kingdom the Queen left for this build's kingdom (the line names it)."""
    seat = before.actor
    if seat is None:  # nobody acted: no line, rather than one as if kingdom 0 had
        return None
    if isinstance(action, Tax):
        got = coins(after.kingdoms[seat]) - coins(before.kingdoms[seat])
        n = len(action.squares)
        # two counts: the knights choose the sentence, the coins are a whole noun phrase
        text = ngettext("{name} sent {n} knight: +{coins}", "{name} sent {n} knights: +{coins}", n)
        return text.format(name=name, n=formats.number(n), coins=coins_words(got))
    if isinstance(action, Build):
        what = building_name(action.building)
        if queen_host(after) == seat and queen_host(before) != seat:
            if queen_from is not None:
                return _("{name} built {building} · the Queen comes from {kingdom}").format(
                    name=name, building=what, kingdom=queen_from)
            return _("{name} built {building} · the Queen comes").format(name=name, building=what)
        return _("{name} built {building}").format(name=name, building=what)
    if isinstance(action, Bribe):
        what = building_name(action.building)
        return _("{name} bribed the Dragon: {building} burns").format(name=name, building=what)
    return None


def _slide(q: QPieces, before: State, after: State) -> list[Stage]:
    """End of round: buildings left slide to the cheap end, new ones come from the pile."""
    old, new = all_rows(before), all_rows(after)
    size = q.geom.slots[0].tile.w
    motions: list[Motion] = []
    for i, bid in enumerate(new):
        if bid is None:
            continue
        dest = q.geom.slots[i].tile.center
        start = q.geom.slots[old.index(bid)].tile.center if bid in old else q.geom.pile.center
        if start == dest:
            continue
        delay = 0.0 if bid in old else 0.2 + 0.05 * i  # new ones as the old ones settle
        motions.append(QMotion("building", Tween(start, dest, 0.4, ease_out_cubic, delay=delay),
                               building=bid, size=size))
    return [Stage(after, motions, sound="slide")] if motions else []


def draw_motion(q: QPieces, surf: pygame.Surface, m: QMotion) -> None:
    x, y = m.tween.pos
    k = m.tween.scale
    size = max(6, round(m.size * k))
    if m.kind == "building":
        img = building_tile(q.scene.assets, m.building, size)
    else:
        img = q.scene.assets.scaled_to_fit(m.image, (size, size))
    surf.blit(img, img.get_rect(center=(round(x), round(y))))
