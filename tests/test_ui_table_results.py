"""The results screen: ranking and tie-breaker, territories, hovering, Dynasty, what comes next."""

from __future__ import annotations

import pygame
import pytest

from game.engine import legal_actions, scores, standings
from game.engine.rng import Rng
from game.ui.screens.results import ResultsScene, decided_text
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session


def finish(session, seed: int = 2) -> None:
    rng = Rng(seed)
    while session.state.phase != "over":
        session.play(rng.choice(legal_actions(session.state)))


def open_results(tmp_path, session, size=(1280, 720), with_table: bool = True):
    ctx = headless_context(size, tmp_path / "saves")
    if with_table:
        ctx.manager.push(TableScene(ctx, session))
    scene = ResultsScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(2)
    return ctx, scene, driver


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_results_render_and_list_every_territory(tmp_path, size, players) -> None:
    session = make_session(players, seed=3)
    finish(session)
    _ctx, scene, _driver = open_results(tmp_path, session, size)
    bd = scores(session.state)
    ranked = [seat for p in standings(session.state) for seat in p.members]
    assert [c.seat for c in scene.cards] == ranked
    for card in scene.cards:
        shown = [t for _, t in card.rows]
        assert shown == list(range(len(bd[card.seat].territories)))  # every territory has its line
        assert card.rect.bottom <= size[1]


def test_hovering_a_territory_rings_it_on_the_mini_kingdom(tmp_path) -> None:
    session = make_session(2, seed=3)
    finish(session)
    ctx, scene, driver = open_results(tmp_path, session)
    seat = scene.cards[0].seat
    pos = scene.territory_row_center(seat, 0)
    assert pos is not None
    plain = ctx.window.surface.copy()
    driver.move(pos)
    assert scene.hover == (seat, 0)
    lit = ctx.window.surface
    board = scene.cards[0].board
    changed = sum(
        plain.get_at((x, y)) != lit.get_at((x, y))
        for x in range(board.x, board.right, 4)
        for y in range(board.y, board.bottom, 4)
    )
    assert changed > 20


def test_tie_breaker_is_named() -> None:
    from game.engine.scoring import Place

    assert "largest territory (9" in decided_text(Place(1, (0,), (30, 9, 4), "largest territory"))
    assert "crowns (4)" in decided_text(Place(1, (0,), (30, 9, 4), "crowns"))
    assert "shared" in decided_text(Place(1, (0, 1), (30, 9, 4), "shared", True))


def test_decided_by_score_is_not_said_where_the_score_alone_decided() -> None:
    """The total on the card says it; a line under every card saying so is noise."""
    from game.engine.scoring import Place

    assert decided_text(Place(2, (1,), (30, 9, 4), "score")) == ""
    # a Dynasty ranks on totals alone: a shared place is equal totals, not territories and crowns
    assert decided_text(Place(1, (0, 1), (90, 0, 0), "shared", True), match=True) == "shared: equal totals"


def test_dynasty_next_game_goes_through_the_session(tmp_path) -> None:
    session = make_session(2, seed=3, dynasty=True)
    finish(session)
    assert session.state.match.number == 1
    ctx, scene, driver = open_results(tmp_path, session)
    assert "Next game" in scene.buttons
    driver.click(scene.buttons["Next game"].rect.center)
    driver.run(3)
    assert session.history[-1] == "next game" and session.state.match.number == 2
    table = ctx.manager.top
    assert isinstance(table, TableScene) and table.shown is session.state
    assert ctx.store.autosave_path(session).exists()


def test_play_again_main_menu_and_view_table(tmp_path) -> None:
    session = make_session(2, seed=3)
    finish(session)
    ctx, _scene, driver = open_results(tmp_path, session)
    driver.key(pygame.K_ESCAPE)  # back to the finished table
    assert isinstance(ctx.manager.top, TableScene)
    ctx.manager.push(ResultsScene(ctx, session))
    driver.run(1)
    driver.click(ctx.manager.top.buttons["Play again"].rect.center)
    driver.run(2)
    again = ctx.manager.top
    assert isinstance(again, TableScene) and again.session is not session
    assert again.session.seats == session.seats and again.session.options == session.options
    assert again.session.seed != session.seed and again.session.history == []
    ctx2, scene2, driver2 = open_results(tmp_path / "b", session, with_table=False)
    driver2.click(scene2.buttons["Main menu"].rect.center)
    assert type(ctx2.manager.top).__name__ == "TitleScene"


def test_a_game_played_online_offers_play_online_not_a_hot_seat_replay(tmp_path, monkeypatch) -> None:
    # "Play again" would seat the friends of another screen at this one: Enter goes back online.
    from game.ui.screens.online import OnlineScene

    monkeypatch.setattr(OnlineScene, "_start_finder", lambda self: setattr(self, "discover", False))
    session = make_session(2, seed=3)
    finish(session)
    session.here = {0}  # what the online table sets: this screen held seat 0 only
    ctx, scene, driver = open_results(tmp_path, session)
    assert "Play online" in scene.buttons and "Play again" not in scene.buttons
    driver.key(pygame.K_RETURN)
    driver.run(1)
    assert isinstance(ctx.manager.top, OnlineScene)
    ctx.manager.clear_to(ctx.scenes.title())  # closes what the screen opened
