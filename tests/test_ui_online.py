"""Play online through the screens, headless: Host on this computer (the server runs inside the
game), Host a table (you and an AI), the waiting room, Start, a whole Kingdomino game at the table
with every move going through the server, and the finished game saved here with its results;
a second screen joins an open seat with the code."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.engine import legal_actions, scores
from game.net.lobby import Lobby
from game.ui.screens.online import OnlineScene, server_url, shown_code
from game.ui.screens.online_room import RoomScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context

STOP = 240.0  # seconds: a stop for a hung test, never a measure of speed


def _until(driver: Driver, done, what: str) -> None:
    end = time.monotonic() + STOP
    while not done():
        assert time.monotonic() < end, f"never: {what}"
        driver.frame()
        time.sleep(0.002)


def _button(scene, text: str):
    return next(w for w in scene.group.widgets if getattr(w, "text", None) == text)


@pytest.fixture
def online(tmp_path):
    ctx = headless_context(save_dir=tmp_path / "saves")
    driver = Driver(ctx)
    ctx.manager.push(ctx.scenes.title())
    driver.run(2)
    driver.click(_button(ctx.manager.top, "Play online").rect.center)
    scene = ctx.manager.top
    assert isinstance(scene, OnlineScene)
    scene.discover = False  # no multicast in a test: the server is reached by its address
    yield ctx, driver, scene
    ctx.manager.clear_to(ctx.scenes.title())  # closes the connection and the server


def _host_a_table(ctx, driver, scene, seats):
    driver.click(_button(scene, "Host on this computer").rect.center)
    _until(driver, lambda: scene.lobby is not None and scene.lobby.status == "connected", "connected")
    from game.engine import Options
    from game.session import Session

    session = Session(Options(players=len(seats)), seats, 1)
    scene._host(session)  # what Host on the Host a table screen hands over
    _until(driver, lambda: isinstance(ctx.manager.top, RoomScene), "the waiting room")
    return ctx.manager.top


def test_host_here_play_a_whole_game_against_the_servers_ai(online):
    ctx, driver, scene = online
    from game.session import Seat

    room = _host_a_table(ctx, driver, scene, [Seat("Ada", "red"), Seat("Cy", "blue", "ai", "easy")])
    assert scene.name == scene.book.name == "Ada"  # the host's name is the one to join with next
    _until(driver, lambda: room.room is not None and room.start_button.enabled, "start offered")
    ctx.manager.draw(ctx.window.surface)  # the room draws: its code, its seats
    driver.click(room.start_button.rect.center)
    _until(driver, lambda: isinstance(ctx.manager.top, TableScene), "the table")
    table = ctx.manager.top
    assert table.session.remote
    rng = random.Random(3)
    end = time.monotonic() + STOP
    while not (table.session.is_over() and not table.session.remote and table.settled):
        assert time.monotonic() < end, "the game never ended"
        if table.human_turn:
            assert table.try_action(rng.choice(legal_actions(table.state)))
            assert not table.human_turn  # sent: nothing more until the server answers
        driver.frame(0.5)  # animations at a brisk pace
    code = next(iter(scene.lobby.hosting))
    server_table = scene.local.server.tables[code]
    assert [b.total for b in scores(table.session.state)] == server_table.final_scores()
    assert table.session.history == server_table.history
    saved = ctx.store.newest_per_game()
    assert saved and saved[0].finished  # the finished game is kept with the player's others
    _until(driver, lambda: ctx.manager.top is not table, "the results open")
    results = ctx.manager.top
    assert "Play online" in results.buttons and "Play again" not in results.buttons
    driver.key(pygame.K_RETURN)  # back to the servers, still hosting: friends can sit down again
    assert ctx.manager.top is scene and scene.local is not None and scene.lobby is not None


def test_a_second_screen_joins_with_the_code(online, tmp_path):
    ctx, driver, scene = online
    from game.session import Seat

    room = _host_a_table(ctx, driver, scene, [Seat("Ada", "red"), Seat("Bob", "blue")])
    code = room.code
    assert not room.start_button.enabled  # a seat is open
    friend = Lobby(scene.local.url, [])
    try:
        _until(driver, lambda: friend.poll() or friend.status == "connected", "the friend connects")
        friend.client.join(shown_code(code), "Bob", "green")
        _until(driver, lambda: (friend.poll() or True) and room.start_button.enabled, "the friend is seated")
        words = [r[1]["name"] for r in room.rows]
        assert words == ["Ada", "Bob"]
        driver.click(room.start_button.rect.center)
        _until(driver, lambda: isinstance(ctx.manager.top, TableScene), "the table")
        table = ctx.manager.top
        assert [s.colour for s in table.session.seats] == ["red", "green"]
        ctx.manager.draw(ctx.window.surface)  # the banner and plates of an online table draw
    finally:
        friend.close()


def test_typed_addresses_read_as_server_urls():
    assert server_url("192.168.1.20") == "ws://192.168.1.20:8765"
    assert server_url("host:9000") == "ws://host:9000"
    assert server_url("wss://games.example.org/kd") == "wss://games.example.org:8765/kd"
    assert server_url("http://x") is None and server_url("a b") is None and server_url("") is None
    assert shown_code("ABCDEFGHJK") == "ABCDE-FGHJK"


def test_the_title_offers_play_online(online):
    _ctx, _driver, scene = online
    assert pygame.display.get_init()
    assert scene.status_words() == "Choose a server"


def test_hints_at_a_table_where_everyone_agreed(online):
    ctx, driver, scene = online
    from game.engine import Options
    from game.session import Seat, Session

    driver.click(_button(scene, "Host on this computer").rect.center)
    _until(driver, lambda: scene.lobby is not None and scene.lobby.status == "connected", "connected")
    seats = [Seat("Ada", "red"), Seat("Cy", "blue", "ai", "easy")]
    agreed = Session(Options(players=2), seats, 1, hints=True)
    scene._host(agreed)
    _until(driver, lambda: isinstance(ctx.manager.top, RoomScene), "the waiting room")
    room = ctx.manager.top
    _until(driver, lambda: room.room is not None and room.start_button.enabled, "start offered")
    assert room.room["hints"] is True
    driver.click(room.start_button.rect.center)
    _until(driver, lambda: isinstance(ctx.manager.top, TableScene), "the table")
    table = ctx.manager.top
    assert table.session.hints
    _until(driver, lambda: table.human_turn, "Ada's turn")
    table.ask_hint()
    _until(driver, lambda: bool(table.hint), "the adviser's hint")
    assert table.hint[0] in legal_actions(table.state)  # advice on the seat's own view


def test_leave_the_table_and_come_back_to_it_from_the_list(online):
    ctx, driver, scene = online
    from game.session import Seat

    room = _host_a_table(ctx, driver, scene, [Seat("Ada", "red"), Seat("Cy", "blue", "ai", "easy")])
    code = room.code
    _until(driver, lambda: room.room is not None and room.start_button.enabled, "start offered")
    driver.click(room.start_button.rect.center)
    _until(driver, lambda: isinstance(ctx.manager.top, TableScene), "the table")
    table = ctx.manager.top
    rng = random.Random(8)
    while len(table.session.history) < 5:
        if table.human_turn:
            table.try_action(rng.choice(legal_actions(table.state)))
        driver.frame(0.5)
    _until(driver, lambda: table.settled and table.human_turn, "Ada's turn")
    seen = list(table.session.history)
    table.open_menu()
    driver.click(_button(ctx.manager.top, "Leave the table").rect.center)
    _until(driver, lambda: ctx.manager.top is scene, "back at Play online")
    _until(driver, lambda: any(t["code"] == code and t["your_turn"] for t in scene.lobby.tables), "listed")
    assert scene.book.credentials(scene.lobby.url)[0]["code"] == code  # kept for days later
    scene.open_table(code)
    _until(driver, lambda: isinstance(ctx.manager.top, TableScene), "the table again")
    again = ctx.manager.top
    assert again is not table and again.session.n == len(seen)  # where it was, nothing lost
    assert again.human_turn or not again.settled


def test_one_screen_holds_two_seats_of_a_table(online):
    ctx, driver, scene = online
    from game.session import Seat

    room = _host_a_table(ctx, driver, scene, [Seat("Ada", "red"), Seat("Bob", "blue"),
                                               Seat("Cy", "green", "ai", "easy")])
    code = room.code
    room.close()  # back to Play online: a second person at this screen joins the same table
    _until(driver, lambda: ctx.manager.top is scene, "back at Play online")
    scene.join_code, scene.name, scene.colour = code, "Bea", "purple"
    scene.join()
    _until(driver, lambda: isinstance(ctx.manager.top, RoomScene), "the room again")
    room = ctx.manager.top
    _until(driver, lambda: room.start_button.enabled, "every seat taken")
    assert scene.lobby.mine[code] == {0, 1}
    driver.click(room.start_button.rect.center)
    _until(driver, lambda: isinstance(ctx.manager.top, TableScene), "the table")
    table = ctx.manager.top
    rng = random.Random(4)
    acted: set[int] = set()
    end = time.monotonic() + STOP
    while len(acted) < 2:  # both people of this screen play their own turns here
        assert time.monotonic() < end, "a seat of this screen never acted"
        if table.human_turn:
            acted.add(table.session.person_to_act())
            table.try_action(rng.choice(legal_actions(table.state)))
        driver.frame(0.5)
    assert acted == {0, 1}
