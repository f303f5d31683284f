"""One server as the Play online screens see it (no pygame): the connection, the tables this
player holds there, and the rooms of the tables being hosted or joined, drained from the client
each frame. `LocalServer` is the server this computer runs when the player hosts from here."""

from __future__ import annotations

import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .client import Client, Event
from .online import OnlineSession

JSON = dict[str, Any]
PORT = 8765  # the port a game hosting from this computer tries first
KEEP_STATES = 120  # state messages kept per table until its screen opens


def lan_address() -> str:
    """This computer's address on the local network (loopback when it has none): a UDP socket
    aimed at a public address picks the interface; nothing is sent."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere
            address: str = s.getsockname()[0]
            return address
    except OSError:
        return "127.0.0.1"


class LocalServer:
    """The game server on a background thread of this game, listening on every interface so
    friends on the local network can join, and announced on it (zeroconf)."""

    def __init__(self, data: Path, name: str, host: str = "0.0.0.0", port: int = PORT,
                 advertise: bool = True) -> None:
        from .server import Server

        self.server = Server(host=host, port=port, data=data)
        try:
            self.port = self.server.start_in_thread()
        except OSError:  # the port is taken (another game hosting here): any free port
            self.server = Server(host=host, port=0, data=data)
            self.port = self.server.start_in_thread()
        self.address = lan_address()
        self.advertiser: Any = None
        if advertise:
            try:
                from .discovery import Advertiser

                self.advertiser = Advertiser(name, self.port, self.address)
            except Exception:  # no multicast here: friends type the address instead
                self.advertiser = None

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    @property
    def shared_url(self) -> str:
        """What a friend on the local network types."""
        return f"ws://{self.address}:{self.port}"

    def stop(self) -> None:
        if self.advertiser is not None:
            self.advertiser.close()
            self.advertiser = None
        self.server.stop_thread()


@dataclass
class Lobby:
    """The screens' view of one server (see the module)."""

    url: str
    credentials: list[JSON]  # the seats this computer holds there (code, seat, token)
    client: Client = field(init=False)
    status: str = "connecting"  # "connected", "disconnected" (dialling again), "gone"
    tables: list[JSON] = field(default_factory=list)  # the "tables" answer: your turn first
    rooms: dict[str, JSON] = field(default_factory=dict)
    # code -> the state messages heard, in order (a table opened after its first moves still
    # shows them in Last moves)
    states: dict[str, list[JSON]] = field(default_factory=dict)
    mine: dict[str, set[int]] = field(default_factory=dict)  # code -> seats this screen holds
    hosting: set[str] = field(default_factory=set)  # codes of the tables this screen hosts
    joined: list[JSON] = field(default_factory=list)  # "joined" answers not yet kept in the book
    errors: list[JSON] = field(default_factory=list)  # error answers not yet said
    over: dict[str, JSON] = field(default_factory=dict)  # code -> the record of an ended table
    #: called with each "joined" answer as it comes: the seat's token is kept at once (the only
    #: way back to the seat), whichever screen is polling
    on_joined: Callable[[JSON], None] | None = None
    shared_url: str = ""  # what friends type to reach this server, when it runs here (else url)

    def __post_init__(self) -> None:
        self.client = Client(self.url)
        if self.credentials:
            self.client.resume(self.credentials)

    def poll(self) -> bool:
        """Take the client's events; True when anything changed."""
        events = self.client.poll()
        for e in events:
            self.take(e)
        return bool(events)

    def take(self, e: Event) -> None:
        m = e.data
        if e.type in ("connected", "disconnected", "gone"):
            self.status = e.type
            if e.type == "connected":
                self.refresh()
        elif e.type == "tables":
            self.tables = list(m.get("tables", []))
        elif e.type == "joined":
            self.mine.setdefault(m["code"], set()).add(int(m["seat"]))
            if m.get("host"):
                self.hosting.add(m["code"])
            self.joined.append(m)
            if self.on_joined is not None:
                self.on_joined(m)
            self.credentials.append({"code": m["code"], "seat": m["seat"], "token": m["token"]})
        elif e.type == "resumed":
            for s in m.get("seats", []):
                self.mine.setdefault(s["code"], set()).add(int(s["seat"]))
        elif e.type == "room":
            self.rooms[m["code"]] = m
            host = next((s["seat"] for s in m["seats"] if s.get("host")), None)
            if host is not None and host in self.mine.get(m["code"], set()):
                self.hosting.add(m["code"])
        elif e.type == "state":
            heard = self.states.setdefault(m["code"], [])
            heard.append(m)
            del heard[:-KEEP_STATES]
        elif e.type == "over":
            self.over[m["code"]] = m["record"]
        elif e.type == "error":
            self.errors.append(m)

    def refresh(self) -> None:
        self.client.list_tables(self.credentials)

    def open_table(self, code: str) -> None:
        """Ask for a held table's room and views (resume), to wait in it or play on; what was
        heard of it before is stale (a table left and opened again)."""
        self.rooms.pop(code, None)
        self.states.pop(code, None)
        self.client.resume([c for c in self.credentials if c["code"] == code])

    def ready(self, code: str) -> bool:
        """The table is playing and a view of each seat held here has come."""
        room = self.rooms.get(code)
        seats = self.mine.get(code, set())
        return (room is not None and room["status"] != "waiting" and bool(seats)
                and seats <= {int(m["seat"]) for m in self.states.get(code, [])})

    def session(self, code: str) -> OnlineSession:
        """The table as a session for the table screen (from now on it reads the client)."""
        states = self.states.get(code, [])
        return OnlineSession(self.client, code, self.mine[code], self.rooms[code], states)

    def close(self) -> None:
        self.client.close()
