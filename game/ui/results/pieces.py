"""The pieces a results kingdom picture shows on its squares, drawn as the table draws them:
buildings (with their towers and the knights on the land), giants standing on the crowns they
cover, the Court's tiles (characters, Court buildings, a collapsed one's ruin), resources and
collapse marks. Asked of every kingdom by its layers: one
that holds none of these draws nothing more."""

from __future__ import annotations

import pygame

from game.engine import State
from game.engine.fullscore import square_points
from game.engine.layers import BUILDING, COLLAPSED, COURT, GIANT, KNIGHT, RESOURCE
from game.engine.rules.xxl_steps import COURT_BUILDING, COURT_RUIN
from game.engine.scoring import Breakdown
from game.ui import palette
from game.ui.assets import Assets
from game.ui.results.layout import Thumb
from game.ui.table.geometry import Board
from game.ui.table.queendomino.building_art import plain_tile
from game.ui.table.queendomino.economy_view import EconomyView
from game.ui.table.xxl.court_card import BUILDING_FILL, CHARACTER_FILL, RUIN_FILL
from game.ui.table.xxl.playmat_view import XxlView

#: the layers whose squares carry a piece over the terrain
PIECE_LAYERS = (BUILDING, KNIGHT, GIANT, COURT, COURT_BUILDING, COURT_RUIN, RESOURCE, COLLAPSED)
FADE = palette.TERRITORY_FADE  # the same dimming as the kingdom picture's round a hovered territory
#: below this cell size (a card's mini kingdom) a piece's figures would spill over its
#: neighbours: each is a mark of its colour filling its square instead
SMALLEST = 12
INK, GIANT_GREY = palette.INK, palette.GIANT_GREY  # a giant's stone grey, as on the table
PARCHMENT, BUILT_EDGE = palette.BUILT_TILE, palette.BUILT_EDGE  # a built building's tile on a compact board
RGB = tuple[int, int, int]


def piece_cells(st: State, seat: int) -> set[tuple[int, int]]:
    """The squares of `seat`'s kingdom a piece stands on."""
    k = st.kingdoms[seat]
    return {(r, c) for layer in PIECE_LAYERS for r, c, v in k.squares(layer) if v}


def thumb_board(seat: int, th: Thumb, st: State) -> Board:
    """The mini kingdom as a table board: the same cells, where the picture put them."""
    k = st.kingdoms[seat]
    rows, cols = k.maxr - k.minr + 1, k.maxc - k.minc + 1
    origin = (th.dest.x - th.minc * th.cell, th.dest.y - th.minr * th.cell)
    return Board(seat, th.dest, origin, th.cell, k.size, (th.minr, th.minc, rows, cols))


def draw_pieces(surface: pygame.Surface, assets: Assets, st: State, seat: int, th: Thumb, b: Breakdown,
                outline: frozenset[tuple[int, int]] = frozenset(), colour: RGB = INK) -> None:
    """The pieces on `seat`'s mini kingdom `th`; `outline`: a territory ringed, the rest dimmed
    (the pieces outside it too); `colour`: the kingdom's, its knights wear it."""
    cells = piece_cells(st, seat)
    if not cells:
        return
    board = thumb_board(seat, th, st)
    if board.cell >= SMALLEST:
        EconomyView(assets).draw_kingdom(surface, st, seat, board, colour)  # buildings, towers, knights
        XxlView(assets).draw_pieces(surface, st, seat, board, square_points(b))
    else:
        _draw_marks(surface, st, seat, board)
    if outline:
        for r, c in cells - outline:
            shade = pygame.Surface((board.cell, board.cell), pygame.SRCALPHA)
            shade.fill(FADE)
            surface.blit(shade, board.cell_rect(r, c))


def _draw_marks(surface: pygame.Surface, st: State, seat: int, board: Board) -> None:
    """A mini kingdom's pieces, each within its square: a building its parchment and red edge,
    a Court tile its colour, a giant its
    grey figure (the crown under it covered), a collapsed building or ruin crossed out."""
    k = st.kingdoms[seat]
    inset = max(1, board.cell // 8)
    for r, c, v in k.squares(BUILDING):
        if v:
            rect = board.cell_rect(r, c).inflate(-2 * inset, -2 * inset)
            surface.blit(plain_tile(rect.w, PARCHMENT, BUILT_EDGE), rect)
    fills = ((COURT, CHARACTER_FILL), (COURT_BUILDING, BUILDING_FILL), (COURT_RUIN, RUIN_FILL))
    for layer, fill in fills:
        for r, c, v in k.squares(layer):
            if v:
                rect = board.cell_rect(r, c).inflate(-2 * inset, -2 * inset)
                pygame.draw.rect(surface, fill, rect, border_radius=max(1, rect.w // 4))
                pygame.draw.rect(surface, INK, rect, 1, border_radius=max(1, rect.w // 4))
    crossed = [(r, c) for r, c, v in k.squares(COLLAPSED) if v]
    crossed += [(r, c) for r, c, v in k.squares(COURT_RUIN) if v]
    for r, c in crossed:
        rect = board.cell_rect(r, c)
        pygame.draw.line(surface, INK, rect.topleft, rect.bottomright, 1)
        pygame.draw.line(surface, INK, rect.topright, rect.bottomleft, 1)
    for r, c, n in k.squares(GIANT):
        if n:  # drawn whole over the square: its crowns do not show (covered, as on the table)
            rect = board.cell_rect(r, c).inflate(-inset, -inset)
            pygame.draw.rect(surface, GIANT_GREY, rect, border_radius=max(1, rect.w // 3))
            pygame.draw.rect(surface, INK, rect, 1, border_radius=max(1, rect.w // 3))
