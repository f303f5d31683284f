"""Every XXL kingdom at once, as large as the window allows (V, or the "All kingdoms"
button): up to five 9×9, 8×8 or 7×7 kingdoms side by side with their names, points and
purses, read at a glance at 1920×1080. A click on one brings it up on the table; V or Esc
closes the view. Drawing only: the state is read, never changed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import scores
from game.i18n import _, formats, ngettext
from game.ui import palette, theme
from game.ui.symbols import badge
from game.ui.table.geometry import Board, _board, reach
from game.ui.table.kingdom_view import Look
from game.ui.widgets import draw_text, fit_text

if TYPE_CHECKING:
    from game.ui.table.xxl.protocol import XPieces


def overview_rects(size: tuple[int, int], n: int, scale: float) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """(name plate, kingdom square) per kingdom: 3 across for 3 or 5 kingdoms, 2 for 4."""
    w, h = size
    cols = 2 if n == 4 else 3
    rows = -(-n // cols)
    pad, plate = round(16 * scale), round(28 * scale)
    top = round(56 * scale)
    side = min((w - pad * (cols + 1)) // cols, (h - top - pad - rows * (plate + pad)) // rows)
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)  # a short last row is centred
        x0 = (w - in_row * side - (in_row - 1) * pad) // 2
        x = x0 + c * (side + pad)
        y = top + r * (side + plate + pad)
        out.append((pygame.Rect(x, y, side, plate), pygame.Rect(x, y + plate, side, side)))
    return out


def overview_boards(x: XPieces) -> list[tuple[pygame.Rect, Board]]:
    sc = x.scene
    st = sc.shown
    rects = overview_rects(sc.size, len(st.kingdoms), sc.scale)
    return [(plate, _board(seat, square, sc.geom.boards[seat].size, sc.scale, reach(st.kingdoms[seat])))
            for seat, (plate, square) in enumerate(rects)]


def overview_seat_at(x: XPieces, pos: tuple[int, int]) -> int | None:
    for seat, (plate, board) in enumerate(overview_boards(x)):
        if plate.collidepoint(pos) or board.region.collidepoint(pos):
            return seat
    return None


def draw_overview(x: XPieces, surf: pygame.Surface) -> None:
    sc = x.scene
    st = sc.shown
    s = sc.scale
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill(palette.OVERVIEW_SHADE)
    surf.blit(shade, (0, 0))
    title = sc.assets.font(max(14, round(30 * s)), title=True)
    draw_text(surf, _("All kingdoms · click one to bring it up · V or Esc closes"), title, theme.ACCENT_LIGHT,
              (surf.get_width() // 2, round(12 * s)), "midtop", theme.SHADOW)
    totals = [b.total for b in scores(st)]
    font = sc.assets.font(max(12, round(17 * s)), bold=True)
    actor = st.actor if st.phase != "over" else None
    for seat, (plate, board) in enumerate(overview_boards(x)):
        seat_info = sc.session.seats[seat]
        colour = sc.seat_colour(seat)
        pygame.draw.rect(surf, colour, plate, border_radius=max(4, plate.h // 3))
        mark = badge(sc.assets.symbol(seat_info.colour), max(8, plate.h - round(6 * s)), None)
        surf.blit(mark, mark.get_rect(midleft=(plate.x + round(6 * s), plate.centery)))
        names = seat_info.kingdom_name
        total = totals[seat]
        if seat == actor:
            plate_words = ngettext("{kingdom} · {n} pt · playing", "{kingdom} · {n} pts · playing", total)
        else:
            plate_words = ngettext("{kingdom} · {n} pt", "{kingdom} · {n} pts", total)
        left = mark.get_width() + round(12 * s)
        text = fit_text(plate_words.format(kingdom=names, n=formats.number(total)), font,
                        plate.w - left - round(8 * s))
        at = (plate.x + left, plate.centery)
        draw_text(surf, text, font, theme.TEXT, at, "midleft", theme.SHADOW)
        k = st.kingdoms[seat]
        origin = (board.origin[0] - board.region.x, board.origin[1] - board.region.y)
        clip = board.rect.move(-board.region.x, -board.region.y)
        img = sc.kingdoms.surface(("overview", seat), k, board.region.size, origin, board.cell,
                                  Look(seat_info.colour, active=seat == actor), clip)
        surf.blit(img, board.region.topleft)
        x.view.draw_kingdom(surf, st, seat, board, colour)
        x.xview.draw_pieces(surf, st, seat, board, x.view.square_points(st, seat))
