"""Issue 29, point 6: a kingdom sliding to its new size (the zoom glide) keeps its pieces: the
knights and the Court's pieces drawn on it, not only its squares."""

from __future__ import annotations

import pygame

from game.engine import legal_actions
from game.engine.layers import KNIGHT
from game.engine.rng import Rng
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session


def test_the_gliding_board_is_the_board_with_its_knights() -> None:
    pygame.init()
    session = make_session(2, seed=5, rules="queendomino")
    rng = Rng(4)
    while not any(k.squares(KNIGHT) for k in session.state.kingdoms) or session.state.step != "place":
        session.play(rng.choice(legal_actions(session.state)))
    seat = next(s for s, k in enumerate(session.state.kingdoms) if k.squares(KNIGHT))
    ctx = headless_context((1280, 720))
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    Driver(ctx).run(2)
    board = scene.geom.boards[seat]
    shown = pygame.Surface(ctx.window.size)
    scene.draw(shown)  # at rest: the static layer, the knights on it
    img, clip = scene.painter._boards[seat]  # what a glide scales and draws
    r, c, _n = next(iter(session.state.kingdoms[seat].squares(KNIGHT)))
    cell = board.cell_rect(r, c)
    spots = [(x, y) for x in range(cell.x + 2, cell.right - 2, 2)
             for y in range(cell.y + 2, cell.bottom - 2, 2)]
    at = board.region.topleft
    same = sum(img.get_at((x - at[0], y - at[1])) == shown.get_at((x, y)) for x, y in spots)
    assert same == len(spots)  # the glide's image is the board as shown, knight and all
    assert clip.w > 0
