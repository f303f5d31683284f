"""The game server: many tables at once on one asyncio loop (websockets).

    server = Server(data=folder)                # port 0: any free port
    port = server.start_in_thread()             # in the game when a player hosts ...
    server.stop_thread()
    await server.start(); ...; await server.stop()   # ... or on a loop of one's own (serve.py)

Every message is handled to the end before the next one of its connection is read; an action is
applied by the engine, committed to the store, and only then acknowledged and sent to the others.
AI seats think in an executor so the loop never waits for them.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import multiprocessing
import ssl
import threading
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..ai import choose
from ..engine import view
from ..engine.rng import Rng
from . import codes
from .protocol import (
    BACKLOG,
    BURST,
    CLIENT_TYPES,
    MAX_MESSAGE,
    MAX_SEATS_PER_CONNECTION,
    MAX_TABLES,
    PROTOCOL,
    RATE,
    BadMessage,
    Message,
    decode,
    encode,
    int_field,
    list_field,
    ref_of,
    text_field,
)
from .store import SNAPSHOT_EVERY, Store
from .tables import OVER, PLAYING, WAITING, Table

log = logging.getLogger("game.net.server")
AI_BUDGET = 1.0  # seconds a Hard stand-in thinks
WAITING_DAYS = 30.0  # a hosted table never started is forgotten after this long untouched


class Bucket:
    """A token bucket: `rate` messages a second, `burst` at once. A message that finds it empty
    waits for its token: the sender is slowed, never cut off (flooding is judged by the backlog
    of unread messages, see Server._read)."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst, self.level, self.at = rate, burst, burst, time.monotonic()

    def take(self) -> float:
        """Seconds to wait before handling the message."""
        now = time.monotonic()
        self.level = min(self.burst, self.level + max(0.0, now - self.at) * self.rate)
        self.at = max(now, self.at)
        if self.level >= 1:
            self.level -= 1
            return 0.0
        wait = (1 - self.level) / self.rate
        self.level = 0.0  # the token it waits for is its own
        self.at += wait
        return wait


class Conn:
    def __init__(self, ws: ServerConnection, bucket: Bucket) -> None:
        self.ws = ws
        self.seats: set[tuple[str, int]] = set()  # (table code, seat) this connection holds
        self.bucket = bucket
        self.greeted = False

    async def send(self, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):  # a closed connection hears nothing more
            await self.ws.send(text)


class Server:
    def __init__(self, host: str = "127.0.0.1", port: int = 0, data: Path | str = "netdata",
                 certfile: str | None = None, keyfile: str | None = None, durable: bool = False,
                 ai_budget: float = AI_BUDGET, rate: float = RATE, burst: float = BURST,
                 backlog: int = BACKLOG, ai_processes: int = 0, waiting_days: float = WAITING_DAYS) -> None:
        self.host, self.port, self.data, self.durable = host, port, Path(data), durable
        self.ssl: ssl.SSLContext | None = None
        if certfile:
            self.ssl = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            self.ssl.load_cert_chain(certfile, keyfile)
        self.ai_budget, self.rate, self.burst, self.backlog = ai_budget, rate, burst, backlog
        # AI seats think in threads (0), or in that many processes: a Hard AI thinking for a
        # second in a thread holds the GIL part of the time, and every table waits that part
        self.ai_processes = ai_processes
        self.waiting_days = waiting_days
        self.tables: dict[str, Table] = {}
        self.holders: dict[str, dict[int, set[Conn]]] = {}  # code -> seat -> connections
        self.ai_busy: set[str] = set()
        self.store: Store | None = None
        self._server: Any = None
        self._executor: concurrent.futures.Executor | None = None
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._tasks: set[asyncio.Task[None]] = set()  # kept so none is collected mid-way
        self.counts = {"messages": 0, "errors": 0, "actions": 0}

    # -- life ----------------------------------------------------------------------------
    async def start(self) -> int:
        """Load every stored table, listen, and return the port (the one bound when 0 was asked)."""
        self.store = Store(self.data, self.durable)
        forgotten = self.store.forget(WAITING, time.time() - self.waiting_days * 86400)
        if forgotten:
            log.info("forgot %d tables that waited %g days for players", len(forgotten), self.waiting_days)
        for code, setup, status, texts, snapshot in self.store.tables():
            try:
                self.tables[code] = Table.from_store(code, setup, status, texts, snapshot)
            except Exception:  # a table that no longer replays must not keep the others down
                log.exception("table %s could not be restored", code)
        if self.ai_processes > 0:
            self._executor = concurrent.futures.ProcessPoolExecutor(
                self.ai_processes, mp_context=multiprocessing.get_context("spawn"))
        else:
            self._executor = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="net-ai")
        self._server = await serve(self._handle, self.host, self.port, max_size=MAX_MESSAGE,
                                   max_queue=8, ssl=self.ssl, ping_interval=20, ping_timeout=20)
        self.port = self._server.sockets[0].getsockname()[1]
        for code in list(self.tables):
            self._kick_ai(code)
        return self.port

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
        if self.store is not None:
            self.store.close()
            self.store = None

    def start_in_thread(self) -> int:
        """Run on a background thread with its own loop (the game hosting); returns the port."""
        ready: concurrent.futures.Future[int] = concurrent.futures.Future()
        self._loop = asyncio.new_event_loop()

        def run() -> None:
            assert self._loop is not None
            asyncio.set_event_loop(self._loop)
            try:
                ready.set_result(self._loop.run_until_complete(self.start()))
            except BaseException as e:
                ready.set_exception(e)
                return
            self._loop.run_forever()
            self._loop.run_until_complete(self.stop())
            self._loop.close()

        self._thread = threading.Thread(target=run, name="net-server", daemon=True)
        self._thread.start()
        return ready.result(timeout=30)

    def stop_thread(self) -> None:
        if self._loop is not None and self._thread is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=30)
            self._thread = None

    # -- connections ---------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        conn = Conn(ws, Bucket(self.rate, self.burst))
        inbox: asyncio.Queue[str | bytes | None] = asyncio.Queue()
        reader = asyncio.create_task(self._read(conn, inbox))
        try:
            while (raw := await inbox.get()) is not None:
                wait = conn.bucket.take()
                if wait > 0:
                    await asyncio.sleep(wait)
                await self._message(conn, raw)
                if not conn.greeted:
                    await ws.close(1002, "protocol")
                    break
        except ConnectionClosed:
            pass
        finally:
            reader.cancel()
            self._detach(conn)

    async def _read(self, conn: Conn, inbox: asyncio.Queue[str | bytes | None]) -> None:
        """Reads ahead of the handling. A client that waits for its answers (people, bots, AI
        helpers) never has many messages unread however fast it plays; one that has more than
        `backlog` unread is flooding: it is told and closed, the loop and the other tables go on."""
        try:
            async for raw in conn.ws:
                if inbox.qsize() >= self.backlog:
                    await conn.send(encode({"type": "error", "code": codes.SLOW_DOWN}))
                    await conn.ws.close(1008, "rate limit")
                    break
                inbox.put_nowait(raw)
        except ConnectionClosed:
            pass
        finally:
            inbox.put_nowait(None)

    async def _message(self, conn: Conn, raw: str | bytes) -> None:
        self.counts["messages"] += 1
        ref = None
        try:
            m = decode(raw)
            ref = ref_of(m)
            kind = m["type"]
            if not conn.greeted:
                if kind != "hello":
                    raise BadMessage(codes.NO_HELLO)
                if m.get("protocol") != PROTOCOL:
                    raise BadMessage(codes.BAD_VERSION, supported=[PROTOCOL])
                conn.greeted = True
                await conn.send(encode({"type": "welcome", "protocol": PROTOCOL}))
                return
            if kind not in CLIENT_TYPES or kind == "hello":
                raise BadMessage(codes.UNKNOWN_TYPE, message_type=kind[:40])
            await getattr(self, f"_on_{kind}")(conn, m, ref)
        except BadMessage as e:
            self.counts["errors"] += 1
            await conn.send(encode(e.answer(ref)))
        except Exception:  # a fault of ours: answered, logged, and the server goes on
            self.counts["errors"] += 1
            log.exception("message failed")
            await conn.send(encode(BadMessage(codes.INTERNAL).answer(ref)))

    def _table(self, m: Message) -> Table:
        code = codes.normal_code(m.get("code"))
        table = self.tables.get(code) if code else None
        if table is None:
            raise BadMessage(codes.NO_TABLE)
        return table

    def _held(self, conn: Conn, m: Message) -> tuple[Table, int]:
        table = self._table(m)
        seat = int_field(m, "seat", 0, len(table.places) - 1) if isinstance(m.get("seat"), int) else -1
        if (table.code, seat) not in conn.seats:
            raise BadMessage(codes.NOT_YOUR_SEAT)
        return table, seat

    def _hold(self, conn: Conn, table: Table, seat: int) -> None:
        if len(conn.seats) >= MAX_SEATS_PER_CONNECTION:
            raise BadMessage(codes.BAD_FIELD, field="seats")
        conn.seats.add((table.code, seat))
        self.holders.setdefault(table.code, {}).setdefault(seat, set()).add(conn)

    def _detach(self, conn: Conn) -> None:
        codes_left = {code for code, _ in conn.seats}
        for code, seat in conn.seats:
            self.holders.get(code, {}).get(seat, set()).discard(conn)
        conn.seats.clear()
        for code in codes_left:
            self._spawn(self._send_room(code))

    def _spawn(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _save(self, table: Table) -> None:
        assert self.store is not None
        self.store.save_table(table.code, table.setup_json(), table.status, time.time())

    # -- messages ------------------------------------------------------------------------
    async def _on_ping(self, conn: Conn, m: Message, ref: int | None) -> None:
        await conn.send(encode({"type": "pong", "ref": ref}))

    async def _on_host(self, conn: Conn, m: Message, ref: int | None) -> None:
        if sum(t.status != OVER for t in self.tables.values()) >= MAX_TABLES:
            raise BadMessage(codes.SERVER_BUSY)
        code = codes.new_join_code()
        while code in self.tables:
            code = codes.new_join_code()
        table = Table.hosted(code, m)
        self.tables[code] = table
        self._save(table)
        seat = next(i for i, p in enumerate(table.places) if p.host)
        self._hold(conn, table, seat)
        await conn.send(encode({"type": "joined", "ref": ref, "code": code, "seat": seat,
                                "token": table.places[seat].token, "host": True}))
        await self._send_room(code)

    async def _on_join(self, conn: Conn, m: Message, ref: int | None) -> None:
        table = self._table(m)
        seat = table.join(m.get("name"), m.get("colour"), m.get("seat"))
        self._save(table)
        self._hold(conn, table, seat)
        await conn.send(encode({"type": "joined", "ref": ref, "code": table.code, "seat": seat,
                                "token": table.places[seat].token, "host": False}))
        await self._send_room(table.code)

    def _credentials(self, m: Message) -> list[tuple[Table, int]]:
        """The (table, seat) of every credential {"code", "seat", "token"} that is right."""
        found = []
        for cred in list_field(m, "seats", MAX_SEATS_PER_CONNECTION):
            if not isinstance(cred, dict):
                continue
            code = codes.normal_code(cred.get("code"))
            table = self.tables.get(code) if code else None
            seat = cred.get("seat")
            if table is None or not isinstance(seat, int) or not 0 <= seat < len(table.places):
                continue
            token = table.places[seat].token
            if token and codes.same_token(cred.get("token"), token):
                found.append((table, seat))
        return found

    async def _on_resume(self, conn: Conn, m: Message, ref: int | None) -> None:
        found = self._credentials(m)
        for table, seat in found:
            self._hold(conn, table, seat)
        await conn.send(encode({"type": "resumed", "ref": ref,
                                "seats": [{"code": t.code, "seat": s} for t, s in found]}))
        for table, seat in found:
            await self._send_room(table.code)
            if table.status == PLAYING:
                await conn.send(self._state_text(table, seat, None))
            elif table.status == OVER:
                await conn.send(self._over_text(table))

    async def _on_list(self, conn: Conn, m: Message, ref: int | None) -> None:
        rows = []
        for table, seat in self._credentials(m):
            rows.append({"code": table.code, "seat": seat, "status": table.status,
                         "rules": table.options.rules, "your_turn": table.seat_to_act() == seat,
                         "actions": len(table.history)})
        rows.sort(key=lambda r: (not r["your_turn"], r["status"] == OVER))
        await conn.send(encode({"type": "tables", "ref": ref, "tables": rows}))

    def _host_only(self, conn: Conn, m: Message) -> Table:
        table, seat = self._held(conn, m)
        if not table.places[seat].host:
            raise BadMessage(codes.NOT_HOST)
        return table

    async def _on_start(self, conn: Conn, m: Message, ref: int | None) -> None:
        table = self._host_only(conn, m)
        table.start()
        self._save(table)
        await self._send_room(table.code)
        await self._send_states(table, None, None)
        self._kick_ai(table.code)

    async def _on_give_ai(self, conn: Conn, m: Message, ref: int | None) -> None:
        table = self._host_only(conn, m)
        target = int_field(m, "target", 0, len(table.places) - 1)
        level = text_field(m, "level", 10)
        place = table.places[target]
        if level not in ("easy", "normal", "hard"):
            raise BadMessage(codes.BAD_FIELD, field="level")
        if place.kind != "human" or self.holders.get(table.code, {}).get(target):
            raise BadMessage(codes.NOT_AWAY)
        place.stand_in = level
        self._save(table)
        await self._send_room(table.code)
        self._kick_ai(table.code)

    async def _on_take_back(self, conn: Conn, m: Message, ref: int | None) -> None:
        table = self._host_only(conn, m)
        target = int_field(m, "target", 0, len(table.places) - 1)
        table.places[target].stand_in = None
        self._save(table)
        await self._send_room(table.code)
        if table.status == PLAYING:  # the person may be to act now: tell them again
            await self._send_states(table, None, None)

    async def _on_action(self, conn: Conn, m: Message, ref: int | None) -> None:
        table, seat = self._held(conn, m)
        await self._apply(table, seat, m.get("action"), conn, ref)

    async def _apply(self, table: Table, seat: int, text: object, sender: Conn | None,
                     ref: int | None) -> None:
        canonical = table.play(seat, text)  # BadMessage: refused, nothing changed
        assert self.store is not None
        try:
            n = len(table.history)
            snapshot = table.state.to_json() if n % SNAPSHOT_EVERY == 0 and table.state else None
            self.store.add_action(table.code, n - 1, canonical, table.status, time.time(), snapshot)
        except Exception:  # not stored: not played (the table must match the store)
            table.history.pop()
            restored = Table.from_store(table.code, table.setup_json(), PLAYING, table.history)
            table.state, table.status = restored.state, restored.status
            raise
        self.counts["actions"] += 1
        await self._send_states(table, sender, ref)
        if table.status == OVER:
            text = self._over_text(table)
            for c in self._conns(table.code):
                await c.send(text)
            await self._send_room(table.code)
        else:
            self._kick_ai(table.code)

    # -- what goes out -------------------------------------------------------------------
    def _conns(self, code: str) -> set[Conn]:
        return {c for held in self.holders.get(code, {}).values() for c in held}

    def _state_text(self, table: Table, seat: int, ref: int | None,
                    cache: dict[int, str] | None = None) -> str:
        """{"type": "state", "code", "seat", "n", "to_act", "ref"?, "state": the seat's view}; the
        view's JSON is made once per kingdom per change (`cache`)."""
        kingdom = table.kingdom_of(seat)
        cache = {} if cache is None else cache
        if kingdom not in cache:
            cache[kingdom] = encode(table.view_json(kingdom))
        head: Message = {"type": "state", "code": table.code, "seat": seat, "n": len(table.history),
                         "to_act": table.seat_to_act(), "last": table.history[-1] if table.history else None}
        if ref is not None:
            head["ref"] = ref
        return encode(head)[:-1] + ',"state":' + cache[kingdom] + "}"

    async def _send_states(self, table: Table, sender: Conn | None, ref: int | None) -> None:
        cache: dict[int, str] = {}
        for seat, held in list(self.holders.get(table.code, {}).items()):
            for c in list(held):
                await c.send(self._state_text(table, seat, ref if c is sender else None, cache))

    def _over_text(self, table: Table) -> str:
        return encode({"type": "over", "code": table.code, "record": table.record()})

    def room(self, table: Table) -> Message:
        held = self.holders.get(table.code, {})
        seats = []
        for i, p in enumerate(table.places):
            presence = None if p.kind != "human" else ("here" if held.get(i) else "away")
            seats.append({"seat": i, "kingdom": p.kingdom, "kind": p.kind, "name": p.name,
                          "colour": p.colour, "level": p.level, "host": p.host, "presence": presence,
                          "stand_in": p.stand_in})
        return {"type": "room", "code": table.code, "status": table.status, "hints": table.hints,
                "options": table.options.to_json(), "seats": seats, "to_act": table.seat_to_act()}

    async def _send_room(self, code: str) -> None:
        table = self.tables.get(code)
        if table is None:
            return
        text = encode(self.room(table))
        for c in list(self._conns(code)):
            await c.send(text)

    # -- AI ------------------------------------------------------------------------------
    def _kick_ai(self, code: str) -> None:
        table = self.tables.get(code)
        if table is None or code in self.ai_busy or table.ai_to_act() is None:
            return
        self.ai_busy.add(code)
        self._spawn(self._run_ai(table))

    async def _run_ai(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            while (level := table.ai_to_act()) is not None and self._executor is not None:
                seat, before = table.seat_to_act(), len(table.history)
                assert table.state is not None and seat is not None
                v = view(table.state, table.kingdom_of(seat))
                rng = Rng(table.seed ^ (before * 0x9E3779B1))
                action = await loop.run_in_executor(self._executor, choose, level, v, rng, self.ai_budget)
                if len(table.history) != before or table.ai_to_act() is None:
                    continue  # someone took the seat back meanwhile: think again (or stop)
                await self._apply(table, seat, str(action), None, None)
        except Exception:
            log.exception("AI failed at table %s", table.code)
        finally:
            self.ai_busy.discard(table.code)
