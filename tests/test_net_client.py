"""The UI's threaded Client: host with an AI seat, a friend joins, both play from poll(); the friend
leaves, the host gives the seat to an AI, the friend comes back and the host takes it back."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from net_helpers import SAFETY, start_server

from game.engine import State, legal_actions
from game.net.client import Client, Event, session_of


class Player:
    """A Client and what it has heard; plays random legal actions for its seats."""

    def __init__(self, url: str, seed: int) -> None:
        self.client = Client(url)
        self.events: list[Event] = []
        self.rng = random.Random(seed)
        self.seats: dict[str, list[int]] = {}
        self.answered: set[tuple[str, int]] = set()
        self.playing = True
        self.last_n = 0

    def pump(self) -> None:
        for e in self.client.poll():
            self.events.append(e)
            if e.type == "joined":
                self.seats.setdefault(e.data["code"], []).append(e.data["seat"])
            if e.type == "state":
                self.last_n = max(self.last_n, e.data["n"])
                m = e.data
                mine = self.playing and m["seat"] in self.seats.get(m["code"], [])
                if mine and m["to_act"] == m["seat"] and (m["code"], m["n"]) not in self.answered:
                    self.answered.add((m["code"], m["n"]))
                    action = self.rng.choice(legal_actions(State.from_json(m["state"])))
                    self.client.send_action(m["code"], m["seat"], str(action))

    def last(self, kind: str) -> Event | None:
        return next((e for e in reversed(self.events) if e.type == kind), None)


def wait_for(players: list[Player], done: Callable[[], bool]) -> None:
    deadline = time.monotonic() + SAFETY  # a safety stop only
    while not done():
        assert time.monotonic() < deadline, "no progress"
        for p in players:
            p.pump()
        time.sleep(0.005)


def test_the_threaded_client_hosts_joins_plays_and_hands_a_seat_to_an_ai(tmp_path):
    server, url = start_server(tmp_path)
    host, friend = Player(url, 1), Player(url, 2)
    try:
        host.client.host({"rules": "kingdomino", "players": 3},
                         [{"colour": "red", "people": [{"kind": "host", "name": "Ada"}]},
                          {"people": [{"kind": "open"}]},
                          {"people": [{"kind": "ai", "level": "easy"}]}])
        wait_for([host], lambda: host.last("joined") is not None)
        code = host.last("joined").data["code"]
        friend.client.join(code.lower(), "Bruno", "blue")  # codes are read case-blind
        wait_for([host, friend], lambda: friend.last("joined") is not None)
        creds = list(friend.client.credentials)
        assert creds and creds[0]["code"] == code
        wait_for([host], lambda: any(e.type == "room" and e.data["seats"][1]["name"] == "Bruno"
                                     for e in host.events))
        host.client.start_game(code, 0)
        wait_for([host, friend], lambda: friend.last_n >= 12)
        friend.client.close()  # the friend leaves mid-game
        wait_for([host], lambda: (r := host.last("room")) is not None
                 and r.data["seats"][1]["presence"] == "away")
        host.client.give_ai(code, 0, 1, "easy")
        reached = host.last_n
        wait_for([host], lambda: host.last_n >= reached + 12)
        back = Player(url, 3)
        back.seats, back.playing = {code: [1]}, False  # the AI plays the seat until taken back
        back.client.resume(creds)
        wait_for([host, back], lambda: (r := host.last("room")) is not None
                 and r.data["seats"][1]["presence"] == "here")
        host.client.take_back(code, 0, 1)
        back.playing = True  # the server sends the state again once the seat is back
        wait_for([host, back], lambda: host.last("over") is not None and back.last("over") is not None)
        record = host.last("over").data["record"]
        assert record == back.last("over").data["record"]
        assert record["scores"] == server.tables[code].final_scores()
        assert session_of(record).is_over()
        assert [s["name"] for s in record["seats"]] == ["Ada", "Bruno", "Easy"]
        # a turn the AI answered while the seat was being taken back may be refused as not the
        # seat's turn any more; nothing else is refused
        errors = [e.data for e in host.events + back.events if e.type == "error"]
        assert all(e["code"] == "not_your_turn" for e in errors), errors
        back.client.close()
    finally:
        host.client.close()
        server.stop_thread()
