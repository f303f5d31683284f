"""The client library: what the game's screens (and the bots) talk to a server through.

For a UI that must never block a frame, `Client` runs its connection on a background thread with
its own asyncio loop; the window thread calls its methods (each returns at once) and drains
`poll()` every frame:

    client = Client("ws://127.0.0.1:8765")
    client.host({"rules": "kingdomino", "players": 3},
                [{"colour": "red", "people": [{"kind": "host", "name": "Ada"}]},
                 {"people": [{"kind": "open"}]}, {"people": [{"kind": "ai", "level": "easy"}]}])
    ...each frame:
    for event in client.poll():       # Event(type, data): the server's messages, plus
        ...                           # "connected" / "disconnected" / "gone" from the library
    client.send_action(code, seat, "claim 12")   # -> its ref; the answer is a "state" with that ref
    client.close()

A dropped connection is dialled again (a few times, waiting longer each time) and every seat the
client holds (its credentials: code, seat, token from "joined" events) is resumed. `AsyncClient`
is the same on the caller's own loop (the bots and the load test use it).
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import ssl
import threading
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..engine import Options, RuleError, parse_action
from ..session import Seat, Session, SessionError
from .protocol import MAX_SERVER_MESSAGE, PROTOCOL, BadMessage, Message, decode, encode


def session_of(record: dict[str, Any]) -> Session:
    """The finished game of an "over" message's record as a Session (the coach, the replay, a
    save): set-up, seed and every action, replayed by the engine. SessionError if it disagrees."""
    session = Session(Options.from_json(record["options"]), [Seat.from_json(s) for s in record["seats"]],
                      int(record["seed"]))
    for text in record["history"]:
        try:
            session.play(parse_action(text))
        except RuleError as e:
            raise SessionError(f"the record's action {text!r} is refused: {e}", inconsistent=True) from None
    return session


RETRIES = (0.2, 0.5, 1.0, 2.0, 4.0, 8.0)  # seconds before each new dial after a drop


@dataclass(frozen=True)
class Event:
    type: str  # a server message's type, or "connected", "disconnected", "gone" (no more dialling)
    data: dict[str, Any] = field(default_factory=dict)


class AsyncClient:
    """One connection on the caller's loop: hello, then messages in and out."""

    def __init__(self, url: str, ssl_context: ssl.SSLContext | None = None,
                 keep_frames: bool = False) -> None:
        self.url, self.ssl = url, ssl_context
        self.ws: ClientConnection | None = None
        self.next_ref = 1
        self.frames: list[str] | None = [] if keep_frames else None  # every frame received (tests)

    async def connect(self) -> Message:
        await self.connect_raw({"type": "hello", "protocol": PROTOCOL})
        return await self.recv()

    async def connect_raw(self, first: Message) -> None:
        """Connect and send `first` (tests send another first message than the hello)."""
        kwargs: dict[str, Any] = {"max_size": MAX_SERVER_MESSAGE, "open_timeout": 10}
        if self.ssl is not None:
            kwargs["ssl"] = self.ssl
        self.ws = await connect(self.url, **kwargs)
        await self.ws.send(encode(first))

    async def send(self, message: Message) -> int:
        """Send a message with a fresh ref (returned) unless it has one."""
        assert self.ws is not None
        if "ref" not in message:
            message = {**message, "ref": self.next_ref}
            self.next_ref += 1
        await self.ws.send(encode(message))
        return int(message["ref"])

    async def send_raw(self, data: str | bytes) -> None:
        assert self.ws is not None
        await self.ws.send(data)

    async def recv(self) -> Message:
        assert self.ws is not None
        raw = await self.ws.recv()
        text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
        if self.frames is not None:
            self.frames.append(text)
        return decode(text)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


class Client:
    """The UI's client: never blocks the calling thread (see the module's docstring)."""

    def __init__(self, url: str, ssl_context: ssl.SSLContext | None = None) -> None:
        self.url = url
        self._net = AsyncClient(url, ssl_context)
        self._events: queue.SimpleQueue[Event] = queue.SimpleQueue()
        self._loop = asyncio.new_event_loop()
        # made here, not on the thread: a message sent before the thread runs must not be lost
        # (an asyncio.Queue binds to a loop only when first awaited)
        self._out: asyncio.Queue[Message] = asyncio.Queue()
        self._closing = False
        self._lock = threading.Lock()
        self._ref = 0
        self.credentials: list[dict[str, Any]] = []  # {"code", "seat", "token"} held (copy to keep)
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._thread.start()

    # -- the window thread's side (each returns at once) ---------------------------------
    def poll(self) -> list[Event]:
        out = []
        while True:
            try:
                out.append(self._events.get_nowait())
            except queue.Empty:
                return out

    def send(self, message: Message) -> int:
        with self._lock:
            self._ref += 1
            ref = self._ref
        msg = {**message, "ref": ref}
        self._loop.call_soon_threadsafe(self._enqueue, msg)
        return ref

    def host(self, options: dict[str, Any], seats: list[dict[str, Any]]) -> int:
        return self.send({"type": "host", "options": options, "seats": seats})

    def join(self, code: str, name: str, colour: str | None = None, seat: int | None = None) -> int:
        return self.send({"type": "join", "code": code, "name": name, "colour": colour, "seat": seat})

    def resume(self, credentials: list[dict[str, Any]]) -> int:
        self._loop.call_soon_threadsafe(self._remember, list(credentials))
        return self.send({"type": "resume", "seats": credentials})

    def list_tables(self, credentials: list[dict[str, Any]]) -> int:
        return self.send({"type": "list", "seats": credentials})

    def start_game(self, code: str, seat: int) -> int:
        return self.send({"type": "start", "code": code, "seat": seat})

    def send_action(self, code: str, seat: int, text: str) -> int:
        return self.send({"type": "action", "code": code, "seat": seat, "action": text})

    def give_ai(self, code: str, seat: int, target: int, level: str) -> int:
        return self.send({"type": "give_ai", "code": code, "seat": seat, "target": target, "level": level})

    def take_back(self, code: str, seat: int, target: int) -> int:
        return self.send({"type": "take_back", "code": code, "seat": seat, "target": target})

    def close(self) -> None:
        self._closing = True
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._wake)
        self._thread.join(timeout=10)

    # -- the network thread's side -------------------------------------------------------
    def _enqueue(self, msg: Message) -> None:
        self._out.put_nowait(msg)

    def _remember(self, creds: list[dict[str, Any]]) -> None:
        for c in creds:
            if isinstance(c, dict) and c not in self.credentials:
                self.credentials.append(dict(c))

    def _wake(self) -> None:
        self._out.put_nowait({"type": "_close"})

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            self._loop.close()

    async def _main(self) -> None:
        tries = 0
        while not self._closing:
            try:
                welcome = await self._net.connect()
            except (OSError, InvalidHandshake, InvalidURI, ConnectionClosed, TimeoutError, ValueError):
                if tries >= len(RETRIES):
                    self._events.put(Event("gone"))
                    return
                await asyncio.sleep(RETRIES[tries])
                tries += 1
                continue
            tries = 0
            self._events.put(Event("connected", welcome))
            if self.credentials:  # a new connection: take our seats back
                await self._net.send({"type": "resume", "seats": self.credentials, "ref": 0})
            await self._pump()
            if not self._closing:
                self._events.put(Event("disconnected"))
        await self._net.close()

    async def _pump(self) -> None:
        reader = asyncio.ensure_future(self._read())
        try:
            while not reader.done():
                getter = asyncio.ensure_future(self._out.get())
                done, _ = await asyncio.wait({reader, getter}, return_when=asyncio.FIRST_COMPLETED)
                if getter not in done:
                    getter.cancel()
                    break
                msg = getter.result()
                if msg["type"] == "_close":
                    break
                try:
                    await self._net.send(msg)
                except ConnectionClosed:
                    self._out.put_nowait(msg)  # sent again once the connection is back
                    break
        finally:
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, ConnectionClosed):
                await reader
            if self._closing:
                await self._net.close()

    async def _read(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                try:
                    m = await self._net.recv()
                except BadMessage:  # not a message: nothing to tell the UI
                    continue
                if m.get("type") == "joined":
                    self._remember([{"code": m["code"], "seat": m["seat"], "token": m["token"]}])
                self._events.put(Event(str(m["type"]), m))
