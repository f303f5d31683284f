"""Where the lesson's card goes: never over what is lit, the learner's kingdom, a rival's
kingdom (its squares), the Last moves panel or the banner; among the places left, the one that
hides least of the rest of the table (an empty part of a rival's board costs little, buttons and
the lines much). Widths from wide to narrow are tried: a wide, short card fits under a kingdom."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .scene import TableScene

# how much hiding a pixel of each thing costs (what is never covered is not weighed: it is avoided)
EMPTY_BOARD, PANEL, LINE, BUTTON = 0.3, 1.0, 2.0, 3.0


def kingdom_rect(sc: TableScene, seat: int) -> pygame.Rect:
    """The squares of kingdom `seat` on the table (its castle and dominoes), half a square
    wider all round."""
    board = sc.geom.boards[seat]
    k = sc.state.kingdoms[seat]
    rect = board.cell_rect(k.minr, k.minc).union(board.cell_rect(k.maxr, k.maxc))
    return rect.inflate(board.cell, board.cell).clip(board.region)


Soft = list[tuple[pygame.Rect, float]]


def obstacles(sc: TableScene, lit: list[pygame.Rect]) -> tuple[list[pygame.Rect], Soft]:
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


def place_card(sc: TableScene, lit: list[pygame.Rect], widths: Iterable[int],
               height: Callable[[int], int]) -> pygame.Rect:
    """The card's rectangle: `widths` tried (wide first), `height(w)` its height at width `w`."""
    W, H = sc.size
    m = sc.geom.px(8)
    top = sc.geom.banner.bottom + m
    hard, soft = obstacles(sc, lit)
    edges = [r for r in hard] + [r for r, _ in soft]
    best: tuple[float, int, pygame.Rect] | None = None
    for w in widths:
        if w > W - 2 * m:
            continue
        h = height(w)
        if top + h > H - m:
            continue
        xs = {m, W - m - w, (W - w) // 2} | {r.right + m for r in edges} | {r.left - m - w for r in edges}
        ys = {top, H - m - h} | {r.bottom + m for r in edges} | {r.top - m - h for r in edges}
        for x in xs:
            if x < m or x + w > W - m:
                continue
            for y in ys:
                if y < top or y + h > H - m:
                    continue
                card = pygame.Rect(x, y, w, h)
                if card.collidelist(hard) != -1:
                    continue
                key = (_cost(card, soft), w * h, card)
                if best is None or key[:2] < best[:2]:
                    best = key
    if best is not None:
        return best[2]
    # nowhere clear (a very small window): the foot of the window, as narrow as it goes
    w = min(widths)
    h = height(w)
    return pygame.Rect(W - m - w, max(top, H - m - h), w, h)
