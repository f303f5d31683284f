"""Issue 37, point 7: the results' kingdom pictures draw what stands on the squares, as the
table does: a giant over the crowns it covers, the Court's tiles. Each such square of the
picture is drawn over (it differs from the bare kingdom); no other square changes."""

from __future__ import annotations

import pygame
import pytest
from test_replay import played

from game.engine.layers import COURT, GIANT
from game.engine.rules import RULE_SETS, get_rules
from game.ui.results.layout import thumb
from game.ui.results.pieces import GIANT_GREY, SMALLEST, piece_cells
from game.ui.screens import results as results_module
from game.ui.table.harness import Driver, headless_context
from game.ui.table.xxl.court_card import CHARACTER_FILL
from saves.settings import Settings

#: the rule set with giants and a Court (its options: a Court set)
GIANTS = next(name for name in RULE_SETS if any(o.field == "court" for o in get_rules(name).limits.options))


def _open(tmp_path, session):  # type: ignore[no-untyped-def]
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="off", muted=True))
    scene = ctx.scenes.results(session)
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(3)
    if scene.breakdown:
        scene.toggle_breakdown()  # the kingdoms, not the chart
    driver.run(2)
    return ctx, scene, driver


def _cells_changed(bare: pygame.Surface, drawn: pygame.Surface, rect: pygame.Rect) -> int:
    return sum(bare.get_at((x, y)) != drawn.get_at((x, y))
               for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom))


def _pictures(monkeypatch, driver: Driver) -> tuple[pygame.Surface, pygame.Surface]:  # type: ignore[no-untyped-def]
    """The screen drawn without the pieces, then with them."""
    real = results_module.draw_pieces
    monkeypatch.setattr(results_module, "draw_pieces", lambda *a, **k: None)
    driver.ctx.manager.top.dirty = True
    driver.run(1)
    bare = driver.surface.copy()
    monkeypatch.setattr(results_module, "draw_pieces", real)
    driver.ctx.manager.top.dirty = True
    driver.run(1)
    return bare, driver.surface.copy()


@pytest.mark.parametrize("where", ["page", "card"])
def test_giants_and_court_tiles_are_drawn_on_the_results_kingdoms(tmp_path, monkeypatch, where: str) -> None:
    session = played(GIANTS, 4, court=1, teams=True)
    st = session.state
    seat = next(i for i, k in enumerate(st.kingdoms)
                if any(v for *_, v in k.squares(GIANT)) and k.squares(COURT))
    _ctx, scene, driver = _open(tmp_path, session)
    if where == "page":
        scene.open_page(seat)
        driver.run(2)
        board = scene.page_layout.board
    else:
        board = next(card.board for card in scene.cards if card.seat == seat)
    k = st.kingdoms[seat]
    th = thumb(board, k)
    bare, drawn = _pictures(monkeypatch, driver)

    def cell(r: int, c: int) -> pygame.Rect:
        return pygame.Rect(th.dest.x + (c - th.minc) * th.cell, th.dest.y + (r - th.minr) * th.cell,
                           th.cell, th.cell)

    pieces = piece_cells(st, seat)
    giants = [(r, c) for r, c, v in k.squares(GIANT) if v]
    court = [(r, c) for r, c, _ in k.squares(COURT)]
    for r, c in giants + court:  # drawn over: most of the square is not the bare kingdom's
        assert _cells_changed(bare, drawn, cell(r, c)) >= th.cell * th.cell // 5, (where, r, c)
    plain = [(r, c) for r in range(k.minr, k.maxr + 1) for c in range(k.minc, k.maxc + 1)
             if all(abs(r - pr) > 1 or abs(c - pc) > 1 for pr, pc in pieces)]
    assert plain
    for r, c in plain:  # a square with no piece near it is as it was
        assert _cells_changed(bare, drawn, cell(r, c)) == 0, (where, r, c)
    assert (th.cell >= SMALLEST) == (where == "page")  # the page draws the table's pieces
    if where == "card":  # a card's mini kingdom: each piece is its colour, within its square
        for r, c in giants:
            assert drawn.get_at(cell(r, c).center)[:3] == GIANT_GREY
        for r, c in court:
            assert drawn.get_at(cell(r, c).center)[:3] == CHARACTER_FILL
