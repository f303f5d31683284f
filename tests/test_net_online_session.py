"""The Play online screens' side of a table, without a window: a Lobby hosts a table on a real
server over loopback (this screen, an open seat a second Lobby joins, an AI), both start playing
through OnlineSessions, and the finished game each takes over is the server's."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

import pytest
from net_helpers import start_server

from game.engine import legal_actions, parse_action, scores
from game.net.lobby import Lobby
from game.net.online import Finished, Move, OnlineSession, Refused
from saves.online import OnlineBook

STOP = 300.0  # seconds: a stop for a hung test, never a measure of speed


def _until(test, lobbies: list[Lobby], what: str) -> None:
    end = time.monotonic() + STOP
    while not test():
        assert time.monotonic() < end, f"never: {what}"
        for lobby in lobbies:
            lobby.poll()
        time.sleep(0.01)


def _seat_ada_and_bob(ada: Lobby, bob: Lobby, more: list[dict]) -> str:
    """Ada hosts a Kingdomino table (her seat, an open one, then `more`); Bob joins the open
    seat with the code. The table's code."""
    _until(lambda: ada.status == bob.status == "connected", [ada, bob], "connected")
    ada.client.host({"rules": "kingdomino", "players": 2 + len(more)},
                    [{"colour": "red", "people": [{"kind": "host", "name": "Ada"}]},
                     {"people": [{"kind": "open"}]}, *more])
    _until(lambda: bool(ada.hosting), [ada], "hosted")
    code = next(iter(ada.hosting))
    bob.client.join(code, "Bob", "blue")
    _until(lambda: code in bob.mine and code in ada.rooms
           and all(s["kind"] != "open" for s in ada.rooms[code]["seats"]), [ada, bob], "joined")
    return code


def _start_ada_against_an_ai(ada: Lobby) -> str:
    """Ada hosts a 2-player Kingdomino table against an Easy AI and starts it. The table's code."""
    _until(lambda: ada.status == "connected", [ada], "connected")
    ada.client.host({"rules": "kingdomino", "players": 2},
                    [{"colour": "red", "people": [{"kind": "host", "name": "Ada"}]},
                     {"people": [{"kind": "ai", "level": "easy"}]}])
    _until(lambda: bool(ada.hosting), [ada], "hosted")
    code = next(iter(ada.hosting))
    ada.client.start_game(code, next(iter(ada.mine[code])))
    _until(lambda: ada.ready(code), [ada], "started")
    return code


@pytest.fixture
def ada_against_an_ai(tmp_path) -> Iterator[tuple[Lobby, str, OnlineSession]]:
    """A server on loopback and Ada's screen at a started table against an Easy AI: (her lobby,
    the table's code, her session); both closed afterwards."""
    server, url = start_server(tmp_path / "server")
    ada = Lobby(url, [])
    try:
        code = _start_ada_against_an_ai(ada)
        yield ada, code, ada.session(code)
    finally:
        ada.close()
        server.stop_thread()


def test_two_screens_host_join_and_finish_a_game(tmp_path):
    server, url = start_server(tmp_path / "server")
    ada, bob = Lobby(url, []), Lobby(url, [])
    try:
        code = _seat_ada_and_bob(ada, bob, [{"people": [{"kind": "ai", "level": "easy"}]}])
        ada.client.start_game(code, next(iter(ada.mine[code])))
        _until(lambda: ada.ready(code) and bob.ready(code), [ada, bob], "started")
        screens = [ada.session(code), bob.session(code)]
        assert [s.name for s in screens[0].seats] == ["Ada", "Bob", screens[0].seats[2].name]
        assert screens[0].seats[2].kind == "ai"
        rng = random.Random(5)
        finished: dict[int, object] = {}
        moves = [0, 0]
        end = time.monotonic() + STOP
        while len(finished) < 2:
            assert time.monotonic() < end, "the game never ended"
            for i, s in enumerate(screens):
                for change in s.poll():
                    assert not isinstance(change, Refused), change
                    if isinstance(change, Move):
                        moves[i] += 1
                    if isinstance(change, Finished):
                        finished[i] = change.session
                if s.human_to_act():
                    assert not s.remote_to_act()
                    s.play(rng.choice(legal_actions(s.state)))
                    assert not s.human_to_act()  # the move is on its way: no second one
            time.sleep(0.005)
        table = server.tables[code]
        for i, s in enumerate(screens):
            done = finished[i]
            assert [b.total for b in scores(done.state)] == table.final_scores()
            assert done.history == table.history
            # every move seen, each once: those before the screen opened (in Last moves) and after
            assert s.history == table.history and moves[i] <= len(table.history)
            assert s.is_over() and not s.remote_to_act() and s.recent_moves(5)
    finally:
        ada.close()
        bob.close()
        server.stop_thread()


def test_an_action_for_a_seat_not_held_is_refused(ada_against_an_ai):
    ada, code, s = ada_against_an_ai
    # an action sent straight to the server for the AI's seat: refused with a code
    ref = ada.client.send_action(code, 1, "claim 1")
    end = time.monotonic() + STOP
    seen = []
    while not any(e.type == "error" and e.data.get("ref") == ref for e in seen):
        assert time.monotonic() < end
        seen += ada.client.poll()
        time.sleep(0.01)
    err = next(e for e in seen if e.type == "error")
    assert err.data["code"] == "not_your_seat"  # the AI's seat is not this screen's
    assert s.pending is None and 1 not in s.mine


def test_a_refused_move_is_said_and_the_turn_stays_with_the_seat(ada_against_an_ai):
    # The server's error carries its own "code" (the error's, not the table's): it must still
    # reach the table that sent the move, or that screen waits for an answer for ever.
    _, _, s = ada_against_an_ai
    end = time.monotonic() + STOP
    while not s.human_to_act():
        assert time.monotonic() < end, "Ada's turn never came"
        s.poll()
        time.sleep(0.01)
    legal = {str(a) for a in legal_actions(s.state)}
    wrong = next(f"claim {d}" for d in range(1, 49) if f"claim {d}" not in legal)
    s.play(parse_action(wrong))  # the table never sends this; the server is the judge
    refused: list[Refused] = []
    while not refused:
        assert time.monotonic() < end, "the refusal never reached the table"
        refused += [c for c in s.poll() if isinstance(c, Refused)]
        time.sleep(0.01)
    assert refused[0].code == "illegal" and s.pending is None and s.human_to_act()
    s.play(next(iter(legal_actions(s.state))))  # the seat plays on
    assert s.pending is not None


def test_the_online_book_keeps_seats_and_sets_a_bad_file_aside(tmp_path):
    path = tmp_path / "online.json"
    book = OnlineBook.load(path)
    book.remember_server("ws://10.0.0.2:8765")
    book.keep_seat("ws://10.0.0.2:8765", "ABCD-EFGH", 1, "t" * 32, "queendomino")
    book.save()
    again = OnlineBook.load(path)
    assert again.servers == ["ws://10.0.0.2:8765"]
    assert again.credentials("ws://10.0.0.2:8765") == [{"code": "ABCD-EFGH", "seat": 1, "token": "t" * 32}]
    assert again.rules_of("ws://10.0.0.2:8765", "ABCD-EFGH") == "queendomino"
    path.write_text("{not json", encoding="utf-8")
    bad = OnlineBook.load(path)
    assert bad.problem and bad.seats == []
    assert (tmp_path / "online.json.bad").read_text(encoding="utf-8") == "{not json"


def test_the_host_gives_an_away_seat_to_the_computer_and_takes_it_back(tmp_path):
    server, url = start_server(tmp_path / "server")
    ada, bob = Lobby(url, []), Lobby(url, [])
    try:
        code = _seat_ada_and_bob(ada, bob, [])
        ada.client.start_game(code, 0)
        _until(lambda: ada.ready(code), [ada], "started")
        s = ada.session(code)
        assert s.hosting() and s.presence(0) == "you"
        bob.close()  # Bob's screen goes: his seat is away
        end = time.monotonic() + STOP
        while s.away_people() != [1]:
            assert time.monotonic() < end
            s.poll()
            time.sleep(0.01)
        s.set_stand_in(1, "easy")
        rng = random.Random(2)
        others = 0
        while others < 3:  # the computer plays Bob's moves
            assert time.monotonic() < end, "the stand-in never played"
            for change in s.poll():
                if isinstance(change, Move) and not change.mine:
                    others += 1
            if s.human_to_act():
                s.play(rng.choice(legal_actions(s.state)))
            time.sleep(0.005)
        assert s.stand_in(1) == "easy"
        s.set_stand_in(1, None)
        while s.stand_in(1) is not None:
            assert time.monotonic() < end
            s.poll()
            time.sleep(0.01)
    finally:
        ada.close()
        server.stop_thread()
