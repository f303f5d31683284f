"""Play online's screens without a network: a lobby and a client that answer from memory, for
the screens' words and layout tests (the real connection is tested in test_ui_online.py)."""

from __future__ import annotations

from typing import Any

from game.engine import Options, new_game, view
from game.net.online import OnlineSession

CODE = "ABCDEFGHJK"


def room(players: int = 3, status: str = "waiting", rules: str = "kingdomino") -> dict[str, Any]:
    seats = [
        {"seat": 0, "kingdom": 0, "kind": "human", "name": "Ada", "colour": "red", "level": None,
         "host": True, "presence": "here", "stand_in": None},
        {"seat": 1, "kingdom": 1, "kind": "open", "name": None, "colour": None, "level": None,
         "host": False, "presence": None, "stand_in": None},
        {"seat": 2, "kingdom": 2, "kind": "ai", "name": "Cy", "colour": "green", "level": "normal",
         "host": False, "presence": None, "stand_in": None},
    ][:players]
    if status != "waiting":
        seats[1] = {**seats[1], "kind": "human", "name": "Bob", "colour": "blue", "presence": "away"}
    return {"type": "room", "code": CODE, "status": status, "seats": seats, "to_act": None,
            "options": Options(rules=rules, players=players).to_json()}


class FakeClient:
    def __init__(self) -> None:
        self.sent: list[tuple[str, tuple[Any, ...]]] = []

    def poll(self) -> list[Any]:
        return []

    def __getattr__(self, name: str) -> Any:
        def record(*args: Any) -> int:
            self.sent.append((name, args))
            return len(self.sent)
        return record


class FakeLobby:
    def __init__(self, status: str = "connected") -> None:
        self.url = "ws://192.168.1.20:8765"
        self.shared_url = ""
        self.status = status
        self.client = FakeClient()
        self.tables = [
            {"code": CODE, "seat": 0, "status": "playing", "rules": "queendomino", "your_turn": True,
             "actions": 12},
            {"code": "MNPQRSTUVW", "seat": 1, "status": "waiting", "rules": "xxl", "your_turn": False,
             "actions": 0},
            {"code": "XYZ2345678", "seat": 0, "status": "playing", "rules": "kingdomino", "your_turn": False,
             "actions": 30},
        ]
        self.rooms = {CODE: room()}
        self.mine = {CODE: {0}}
        self.hosting = {CODE}
        self.errors: list[Any] = []
        self.joined: list[Any] = []
        self.over: dict[str, Any] = {}

    def poll(self) -> bool:
        return False

    def ready(self, code: str) -> bool:
        return False

    def refresh(self) -> None:
        pass

    def open_table(self, code: str) -> None:
        pass

    def close(self) -> None:
        pass


def online_session(rules: str = "kingdomino") -> OnlineSession:
    """A table on a server seen from seat 0 (the host), its friend Bob away."""
    r = room(status="playing", rules=rules)
    state = new_game(Options.from_json(r["options"]), 3)
    m = {"type": "state", "code": CODE, "seat": 0, "n": 0, "to_act": state.actor, "last": None,
         "state": view(state, 0).to_json()}
    return OnlineSession(FakeClient(), CODE, {0}, r, [m])  # type: ignore[arg-type]


def online_screen(ctx: Any) -> Any:
    from game.ui.screens.online import OnlineScene

    scene = OnlineScene(ctx, discover=False)
    scene.lobby = FakeLobby()  # type: ignore[assignment]
    scene.rebuild()
    return scene


def room_screen(ctx: Any) -> Any:
    from game.ui.screens.online_room import RoomScene

    return RoomScene(ctx, FakeLobby(), CODE)  # type: ignore[arg-type]
