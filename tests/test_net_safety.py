"""Malformed, unknown, oversized, out-of-turn and foreign messages change nothing and never stop
the server; a flooding connection is slowed and then closed; game/net never imports pygame."""

from __future__ import annotations

import ast
import json
import random
import subprocess
import sys
from pathlib import Path

from net_helpers import run, start_server
from websockets.exceptions import ConnectionClosed

from game.engine import State, legal_actions
from game.net import codes
from game.net.bots import play_table, seat_table
from game.net.client import AsyncClient
from game.net.protocol import MAX_MESSAGE

NET = Path(__file__).resolve().parent.parent / "game" / "net"


def test_no_pygame_import_in_net_sources():
    offenders = []
    for path in NET.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
            if any(n.split(".")[0] == "pygame" for n in names):
                offenders.append(str(path))
    assert offenders == []


def test_net_runs_without_pygame_loaded(repo_root):
    code = ("import sys\nsys.modules['pygame'] = None\n"
            "import game.net.server, game.net.client, game.net.serve, game.net.loadtest, game.net.bots\n"
            "print('ok')\n")
    r = subprocess.run([sys.executable, "-c", code], cwd=repo_root, capture_output=True, text=True)
    assert r.stdout.strip() == "ok", r.stderr


def test_codes_and_tokens():
    code = codes.new_join_code()
    assert len(code) == codes.CODE_LENGTH and not set(code) & set("0O1lI")
    assert codes.normal_code(code.lower()[:5] + "-" + code[5:]) == code
    assert codes.normal_code("O" * codes.CODE_LENGTH) is None and codes.normal_code(42) is None
    token = codes.new_token()
    assert len(token) == 32 and codes.same_token(token, token)
    assert not codes.same_token(token[:-1] + "x", token) and not codes.same_token(None, token)


async def _answer(client: AsyncClient, frame: str | bytes) -> dict:
    """The error the server answers `frame` with (a ping after it shows the server still reads)."""
    await client.send_raw(frame)
    await client.send({"type": "ping"})
    answers = []
    while True:
        m = await client.recv()
        if m["type"] == "pong":
            return answers[0] if answers else {}
        if m["type"] == "error":
            answers.append(m)


def test_bad_messages_change_nothing_and_the_server_keeps_serving(tmp_path):
    server, url = start_server(tmp_path)

    async def scenario() -> None:
        code, bots = await seat_table(url, "kingdomino", random.Random(5))
        other_code, _ = await seat_table(url, "queendomino", random.Random(6))
        host = bots[0]
        state_msg = await host.expect("state")
        while state_msg["seat"] != 0:
            state_msg = await host.expect("state")
        to_act = state_msg["to_act"]
        # a guest's connection that does not act now (the host's may start or hand out seats)
        idle = next(b for b in bots[1:] if (code, to_act) not in b.seats)
        idle_seat = next(s for c, s in idle.seats)
        v = State.from_json(state_msg["state"])
        legal = str(legal_actions(v)[0])
        table = server.tables[code]
        before = (list(table.history), table.state)
        c = idle.client
        def act(fields: dict) -> str:
            return json.dumps({"type": "action", **fields})

        cases: list[tuple[str | bytes, str]] = [
            ("garbage{", codes.BAD_JSON), (b"\xff\xfe\x00", codes.BAD_JSON), ("[1, 2]", codes.BAD_JSON),
            ('{"type": 5}', codes.BAD_JSON), ('"text"', codes.BAD_JSON),
            ("[" * 5000 + "]" * 5000, codes.BAD_JSON),
            (json.dumps({"type": "teleport"}), codes.UNKNOWN_TYPE),
            (json.dumps({"type": "hello", "protocol": 1}), codes.UNKNOWN_TYPE),
            (act({"code": code, "seat": to_act, "action": legal}), codes.NOT_YOUR_SEAT),
            (act({"code": code, "seat": idle_seat, "action": legal}), codes.NOT_YOUR_TURN),
            (act({"code": other_code, "seat": 0, "action": legal}), codes.NOT_YOUR_SEAT),
            (act({"code": "ZZZZZZZZZZ", "seat": 0, "action": legal}), codes.NO_TABLE),
            (act({"code": code, "seat": "0", "action": legal}), codes.NOT_YOUR_SEAT),
            (act({"code": code, "seat": 99, "action": legal}), codes.BAD_FIELD),
            (act({"code": [code], "seat": 0}), codes.NO_TABLE),
            (json.dumps({"type": "start", "code": code, "seat": idle_seat}), codes.NOT_HOST),
            (json.dumps({"type": "join", "code": code, "name": "Eve"}), codes.NOT_WAITING),
            (json.dumps({"type": "join", "code": other_code, "name": "\x00"}), codes.NOT_WAITING),
            (json.dumps({"type": "resume", "seats": [{"code": code, "seat": to_act, "token": "0" * 32}]}),
             ""),
            (json.dumps({"type": "give_ai", "code": code, "seat": idle_seat, "target": 0, "level": "easy"}),
             codes.NOT_HOST),
            (json.dumps({"type": "host", "options": {"rules": "chess"}, "seats": []}), codes.BAD_SETUP),
            (json.dumps({"type": "host", "options": {"rules": "kingdomino", "players": 2},
                         "seats": [{"people": [{"kind": "open"}]}] * 2}), codes.BAD_SETUP),
            (json.dumps({"type": "list", "seats": "all"}), codes.BAD_FIELD),
        ]
        for frame, expected in cases:
            answer = await _answer(c, frame)
            assert answer.get("code", "") == expected, (frame[:80], answer)
        # the acting seat's own nonsense: unreadable and illegal actions
        actor = next(b for b in bots if (code, to_act) in b.seats)
        for text, expected in [("fly to the moon", codes.UNREADABLE), ("claim 9999", codes.UNREADABLE),
                               ("x" * 1000, codes.BAD_FIELD)]:
            answer = await _answer(actor.client, json.dumps(
                {"type": "action", "code": code, "seat": to_act, "action": text}))
            assert answer["code"] in (expected, codes.ILLEGAL), (text, answer)
        assert (table.history, table.state) == before  # nothing changed
        # a frame over the size limit closes that connection only
        try:
            await c.send_raw("x" * (MAX_MESSAGE + 1))
            while True:
                await c.recv()
        except ConnectionClosed:
            pass
        assert (table.history, table.state) == before
        # a first message that is not a hello, and an unknown version: an error, then closed
        for first in ({"type": "ping"}, {"type": "hello", "protocol": 99}):
            stranger = AsyncClient(url)
            await stranger.connect_raw(first)
            m = await stranger.recv()
            assert m["type"] == "error" and m["code"] in (codes.NO_HELLO, codes.BAD_VERSION)
        # the server still serves whole games
        done, bots2 = await play_table(url, "queendomino", random.Random(8))
        assert all(b.done[done]["scores"] == server.tables[done].final_scores() for b in bots2)

    try:
        run(scenario())
    finally:
        server.stop_thread()


def test_a_fast_client_that_waits_for_its_answers_is_slowed_never_closed(tmp_path):
    # a bot answering at once for two XXL seats was cut off when closing counted messages that
    # found the bucket empty: it waits for each answer, so it is slowed, not flooding
    server, url = start_server(tmp_path, rate=100.0, burst=5.0)

    async def scenario() -> None:
        fast = AsyncClient(url)
        await fast.connect()
        for _ in range(300):  # far past the burst, every one waited for
            await fast.send({"type": "ping"})
            while (await fast.recv())["type"] != "pong":
                pass
        assert fast.ws is not None and fast.ws.close_code is None
        await fast.close()

    try:
        run(scenario())
    finally:
        server.stop_thread()


def test_a_flooding_connection_is_slowed_then_closed_and_others_never_notice(tmp_path):
    server, url = start_server(tmp_path, rate=200.0, burst=20.0)

    async def scenario() -> None:
        flood = AsyncClient(url)
        await flood.connect()
        pongs, closed = 0, False
        try:
            for _ in range(5000):
                await flood.send({"type": "ping"})
        except ConnectionClosed:
            closed = True
        try:
            while True:
                m = await flood.recv()
                pongs += m["type"] == "pong"
        except ConnectionClosed:
            closed = True
        assert closed and pongs < 5000
        assert flood.ws is not None and flood.ws.close_code == 1008
        _, bots = await play_table(url, "kingdomino", random.Random(9))
        assert all(b.errors == [] for b in bots)

    try:
        run(scenario())
    finally:
        server.stop_thread()


