"""What the pointer carries over the table: the domino being placed (a ghost in the kingdom
with what it would score, or floating under the pointer by the half grabbed) and the hint."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine import Claim, Place
from game.engine.kingdom import DIRS
from game.i18n import _
from game.ui import palette, theme
from game.ui.table.damage import Rects, note_rect
from game.ui.table.hud import draw_note, note_size
from game.ui.table.notes import WRONG_KINGDOM, beside
from game.ui.table.piece_art import ILLEGAL, LEGAL, domino_size
from game.ui.table.score_parts import gain_words

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView



class NotePlacer(Protocol):
    """What these drawings ask of the table's painter: the table, and where a note goes."""

    @property
    def scene(self) -> TableView: ...

    def note_box(self, text: str, rect: pygame.Rect, seat: int, max_w: int = 320) -> pygame.Rect: ...


LOSS = palette.LOSS  # a legal placement that costs points (a challenge's square lost, say)


def sentence(text: str) -> str:
    """The engine's reasons start in lower case (they are also used mid-sentence)."""
    return text[:1].upper() + text[1:]


def draw_hint(painter: NotePlacer, surf: pygame.Surface) -> Rects:
    """The hint's placement (a ghost and a label) or claim (the king shown on the domino);
    where they were drawn."""
    sc = painter.scene
    seat = sc.state.actor
    out: list[pygame.Rect] = []
    if seat is None:
        return out
    for a in sc.hint:
        if isinstance(a, Place):
            board = sc.geom.boards[seat]
            img = sc.art.ghost(a.domino, board.cell, a.dir, None)
            rect = board.domino_rect(a.row, a.col, a.dir)
            out.append(surf.blit(img, img.get_rect(center=rect.center)))
            box = painter.note_box(_("Hint"), rect, seat)
            out.append(note_rect(draw_note(surf, sc.assets, _("Hint"), box.topleft, theme.ACCENT, sc.scale,
                                           where="topleft")))
        elif isinstance(a, Claim) and sc.claim_step():
            # as plain as the placement ghost: the king shown standing on the domino, and a label
            hit = sc.slot_of(a.domino)
            if hit is None:
                continue
            sg = sc.geom.lines[hit[0]].slots[hit[1]]
            king = sc.art.king(sc.session.seats[seat].colour, sg.king.h).copy()
            king.set_alpha(170)
            out.append(surf.blit(king, king.get_rect(midbottom=sg.king.midbottom)))
            at = (sg.domino.centerx, sg.king.top - sc.geom.px(2))
            box = draw_note(surf, sc.assets, _("Hint"), at, theme.ACCENT, sc.scale, where="midbottom")
            out.append(note_rect(box))
    return out


def draw_ghost(painter: NotePlacer, surf: pygame.Surface) -> Rects:
    """The domino being placed: a ghost where it would go, with its score or why not; else
    floating under the pointer. Where it was drawn."""
    sc = painter.scene
    gh = sc.ghost
    if gh is None:
        return []
    seat = gh.seat
    board = sc.geom.boards[seat]
    verdict = gh.verdict(sc.state) if gh.cell is not None else None
    if verdict is not None:
        first = gh.first()
        assert first is not None
        rect = board.domino_rect(first[0], first[1], gh.dir)
        img = sc.art.ghost(gh.domino, board.cell, gh.dir, verdict.legal)
        out = [surf.blit(img, img.get_rect(center=rect.center))]
        if verdict.legal:
            text = gain_words(verdict.gain, list(verdict.parts))  # split when parts pull apart
            box = painter.note_box(text, rect, seat)
            colour = LEGAL if verdict.gain > 0 else palette.NEUTRAL_SPOT if verdict.gain == 0 else LOSS
            out.append(note_rect(draw_note(surf, sc.assets, text, box.topleft, colour, sc.scale,
                                           where="topleft")))
        else:
            text = sentence(verdict.reason)
            box = painter.note_box(text, rect, seat, 260)
            out.append(note_rect(draw_note(surf, sc.assets, text, box.topleft, ILLEGAL, sc.scale,
                                           where="topleft", max_w=260)))
        return out
    # not over the kingdom: the domino floats under the pointer, held by the grabbed half
    cell = sc.geom.lines["current"].slots[0].cell
    over = sc.geom.board_at(gh.pointer)
    if over is not None:
        cell = over.cell
    img = sc.art.domino(gh.domino, cell, gh.dir)
    dr, dc = DIRS[gh.dir]
    w, h = domino_size(cell, gh.dir)
    # centre of the held half relative to the piece's centre
    sign = -1 if gh.grab == 0 else 1
    hx, hy = sign * dc * cell / 2, sign * dr * cell / 2
    center = (gh.pointer[0] - hx, gh.pointer[1] - hy)
    sh = sc.art.shadow((w, h), max(2, cell // 9), 110)
    off = max(4, cell // 6)
    out = [surf.blit(sh, sh.get_rect(center=(center[0] + off, center[1] + off)))]
    piece = img.get_rect(center=(round(center[0]), round(center[1])))
    out.append(surf.blit(img, piece))
    if over is not None and over.seat != seat:  # say why letting go here will not place it
        text = _(WRONG_KINGDOM)
        size = note_size(sc.assets, text, sc.scale)
        box = beside(size, piece, [piece], pygame.Rect((0, 0), sc.size), sc.geom.px(6))
        out.append(note_rect(draw_note(surf, sc.assets, text, box.topleft, ILLEGAL, sc.scale,
                                       where="topleft")))
    return out
