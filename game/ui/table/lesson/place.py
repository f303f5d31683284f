"""Where the lesson's card goes: never over what is lit, the learner's kingdom, a rival's
kingdom (its squares), the Last moves panel or the banner; among the places left, the one that
hides least of the rest of the table (an empty part of a rival's board costs little, buttons and
the lines much). Widths from wide to narrow are tried: a wide, short card fits under a kingdom."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

# how much hiding a pixel of each thing costs (what is never covered is not weighed: it is avoided)
EMPTY_BOARD, PANEL, LINE, BUTTON = 0.3, 1.0, 2.0, 3.0


def kingdom_rect(sc: TableView, seat: int) -> pygame.Rect:
    """The squares of kingdom `seat` on the table (its castle and dominoes), half a square
    wider all round."""
    board = sc.geom.boards[seat]
    k = sc.state.kingdoms[seat]
    rect = board.cell_rect(k.minr, k.minc).union(board.cell_rect(k.maxr, k.maxc))
    return rect.inflate(board.cell, board.cell).clip(board.region)


Soft = list[tuple[pygame.Rect, float]]


def obstacles(sc: TableView, lit: list[pygame.Rect]) -> tuple[list[pygame.Rect], Soft]:
    """(never covered, covered at a cost); every kingdom's name plate (its name and score) is
    never covered either."""
    g = sc.geom
    hard = [*lit, g.banner, g.boards[0].region, *g.labels]  # the learner's kingdom is seat 0
    if g.log is not None:
        hard.append(g.log)
    hard += [kingdom_rect(sc, n) for n in range(1, len(g.boards))]
    near = g.px(16)
    regions = [region.to_pygame_rect() for region in g.layout.regions.values()]
    for b in g.boards:  # a strip along a kingdom (its coins, guard, ...) is the kingdom's too
        for r in regions:
            beside = min(r.right, b.region.right) - max(r.left, b.region.left) > r.w // 2
            if beside and (0 <= r.top - b.region.bottom <= near or 0 <= b.region.top - r.bottom <= near):
                hard.append(r)
    soft: Soft = [(board.region, EMPTY_BOARD) for board in g.boards[1:]]
    soft += [(line.region, LINE) for line in g.lines.values()]
    soft += [(b.rect, BUTTON) for b in sc.controls.values()]
    boards = {b.region.topleft for b in g.boards}
    for rect in regions:
        if rect.topleft not in boards:
            soft.append((rect, PANEL))
    return [r for r in hard if r.w and r.h], soft


def _cost(card: pygame.Rect, soft: Iterable[tuple[pygame.Rect, float]]) -> float:
    total = 0.0
    for rect, weight in soft:
        c = card.clip(rect)
        total += c.w * c.h * weight
    return total


def place_card(sc: TableView, lit: list[pygame.Rect], groups: Sequence[Sequence[int]],
               height: Callable[[int], int]) -> pygame.Rect:
    """The card's rectangle: of the first group of widths (in the order of preference) with a
    place clear of everything never covered, the width and place that hide least of the rest;
    `height(w)`: the card's height at width `w`."""
    hard, soft = obstacles(sc, lit)
    for group in groups:
        best: tuple[float, int, pygame.Rect] | None = None
        for w in group:
            for card in _spots(sc, w, height(w), hard, soft):
                key = (_cost(card, soft), w * height(w), card)
                if best is None or key[:2] < best[:2]:
                    best = key
        if best is not None:
            return best[2]
    # nowhere clear (a very small window): the foot of the window, as narrow as it goes
    W, H = sc.size
    m = sc.geom.px(8)
    w = min(min(g) for g in groups if g)
    h = height(w)
    return pygame.Rect(W - m - w, max(sc.geom.banner.bottom + m, H - m - h), w, h)


def _spots(sc: TableView, w: int, h: int, hard: list[pygame.Rect], soft: Soft) -> list[pygame.Rect]:
    """Every place for a `w`×`h` card in the window, clear of `hard`, along the edges of what is
    on the table (a card slid against a panel's edge hides least)."""
    W, H = sc.size
    m = sc.geom.px(8)
    top = sc.geom.banner.bottom + m
    if w > W - 2 * m or top + h > H - m:
        return []
    edges = [*hard, *(r for r, _ in soft)]
    xs = {m, W - m - w, (W - w) // 2} | {r.right + m for r in edges} | {r.left - m - w for r in edges}
    ys = {top, H - m - h} | {r.bottom + m for r in edges} | {r.top - m - h for r in edges}
    out = []
    for x in xs:
        for y in ys:
            card = pygame.Rect(x, y, w, h)
            if m <= x and x + w <= W - m and top <= y and y + h <= H - m and card.collidelist(hard) == -1:
                out.append(card)
    return out
