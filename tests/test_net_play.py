"""Whole games over loopback: three clients per table, every rule set, what each received checked
against what its view hides; a dropped client and a restarted server finish the game."""

from __future__ import annotations

import asyncio
import random
import sqlite3
import subprocess
import sys
import time

import pytest
from net_helpers import check_frames, run, start_server, states_of

from game.engine import scores
from game.net.bots import Bot, host_message, play_table, seat_table
from game.net.client import AsyncClient, session_of
from game.net.store import FILE, SNAPSHOT_EVERY


@pytest.mark.parametrize("rules", ["kingdomino", "queendomino", "xxl"])
def test_three_clients_play_a_whole_game(tmp_path, rules):
    server, url = start_server(tmp_path)
    try:
        code, bots = run(play_table(url, rules, random.Random(40), keep_frames=True))
        table = server.tables[code]
        kingdom_of = {i: p.kingdom for i, p in enumerate(table.places)}
        assert table.status == "over"
        for bot in bots:
            record = bot.done[code]
            assert bot.errors == []
            assert record["scores"] == table.final_scores()
            assert record["history"] == table.history
            # the record is what a Session needs: the coach and the replay run on the player's side
            end = states_of(record)[-1]
            assert [b.total for b in scores(end)] == record["scores"]
            assert bot.client.frames is not None
            assert check_frames(bot.client.frames, record, kingdom_of) > 0
            session = session_of(record)  # the coach and the replay, on the player's computer
            assert [b.total for b in scores(session.state)] == record["scores"]
            assert session.is_over()
    finally:
        server.stop_thread()


async def _play_until(bots: list[Bot], code: str, n: int) -> None:
    """Play until the table has had `n` actions (as the host's latest state says)."""
    host = bots[0]
    async def reached() -> None:
        while not any(m["n"] >= n for (c, _), m in host.last_state.items() if c == code):
            await host.handle(await host.client.recv())
    others = [asyncio.ensure_future(b.play({code})) for b in bots[1:]]
    await reached()
    for t in others:
        t.cancel()
    await asyncio.gather(*others, return_exceptions=True)


async def _rejoin(url: str, old: Bot, code: str) -> Bot:
    bot = Bot(AsyncClient(url), old.rng, seats=set(old.seats))
    await bot.client.connect()
    creds = [{"code": c, "seat": s, "token": old.tokens[(c, s)]} for c, s in old.seats]
    await bot.client.send({"type": "resume", "seats": creds})
    resumed = await bot.expect("resumed")
    assert {(r["code"], r["seat"]) for r in resumed["seats"]} == old.seats
    return bot


def test_a_dropped_client_rejoins_with_its_token_and_finishes(tmp_path):
    server, url = start_server(tmp_path)

    async def scenario() -> None:
        code, bots = await seat_table(url, "queendomino", random.Random(7))
        await _play_until(bots, code, 30)
        dropped = bots[2]
        await dropped.client.close()  # mid-game, maybe mid-turn
        bots[2] = await _rejoin(url, dropped, code)
        await asyncio.gather(*(b.play({code}) for b in bots))
        table = server.tables[code]
        assert all(b.done[code]["scores"] == table.final_scores() for b in bots)

    try:
        run(scenario())
    finally:
        server.stop_thread()


def test_a_restarted_server_resumes_every_table(tmp_path):
    server, url = start_server(tmp_path)

    async def first_half() -> tuple[str, list[Bot]]:
        code, bots = await seat_table(url, "kingdomino", random.Random(3))
        await _play_until(bots, code, 25)
        return code, bots

    code, bots = run(first_half())
    server.stop_thread()  # every connection drops with it
    # read only now: an action a cancelled bot sent may land after _play_until returns
    before = list(server.tables[code].history)
    server2, url2 = start_server(tmp_path)
    try:
        restored = server2.tables[code]
        assert restored.history == before  # nothing acknowledged was lost
        assert len(before) > SNAPSHOT_EVERY  # so it came back from a snapshot and the actions after it
        replayed = states_of({"options": restored.options.to_json(), "seed": restored.seed,
                              "history": before})[-1]
        assert restored.state == replayed

        async def second_half() -> None:
            fresh = [await _rejoin(url2, b, code) for b in bots]
            await asyncio.gather(*(b.play({code}) for b in fresh))
            record = fresh[0].done[code]
            assert record["history"][: len(before)] == before
            assert record["scores"] == server2.tables[code].final_scores()

        run(second_half())
    finally:
        server2.stop_thread()


def test_a_client_lists_its_tables_with_its_turn_first(tmp_path):
    server, url = start_server(tmp_path)

    async def scenario() -> None:
        tables = [await seat_table(url, name, random.Random(i)) for i, name in
                  enumerate(["kingdomino", "queendomino"])]
        creds = [{"code": code, "seat": s, "token": bots[0].tokens[(code, s)]}
                 for code, bots in tables for (_, s) in bots[0].seats]
        creds.append({"code": tables[0][0], "seat": 1, "token": "f" * 32})  # not its token: left out
        lister = AsyncClient(url)
        await lister.connect()
        await lister.send({"type": "list", "seats": creds})
        m = await lister.recv()
        assert m["type"] == "tables" and len(m["tables"]) == 2
        turns = [row["your_turn"] for row in m["tables"]]
        assert turns == sorted(turns, reverse=True)
        for row in m["tables"]:
            table = server.tables[row["code"]]
            assert row["your_turn"] == (table.seat_to_act() == row["seat"])
        await lister.close()
        for _, bots in tables:
            for b in bots:
                await b.client.close()

    try:
        run(scenario())
    finally:
        server.stop_thread()


def test_serve_runs_on_the_command_line(tmp_path, repo_root):
    proc = subprocess.Popen([sys.executable, "-m", "game.net.serve", "--port", "0", "--data", str(tmp_path)],
                            cwd=repo_root, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("serving 0 tables on ws://127.0.0.1:")

        async def hello() -> dict:
            client = AsyncClient(f"ws://127.0.0.1:{line.strip().rsplit(':', 1)[1]}")
            welcome = await client.connect()
            await client.close()
            return welcome

        assert run(hello()) == {"type": "welcome", "protocol": 1}
    finally:
        proc.terminate()
        assert proc.wait(timeout=60) == 0


def test_ai_seats_think_in_another_process(tmp_path):
    server, url = start_server(tmp_path, ai_processes=1)

    async def scenario() -> None:
        bot = Bot(AsyncClient(url), random.Random(4))
        await bot.client.connect()
        await bot.client.send({"type": "host", "options": {"rules": "queendomino", "players": 2},
                               "seats": [{"colour": "red", "people": [{"kind": "host", "name": "Ada"}]},
                                         {"people": [{"kind": "ai", "level": "easy"}]}]})
        joined = await bot.expect("joined")
        code = joined["code"]
        bot.seats.add((code, joined["seat"]))
        await bot.client.send({"type": "start", "code": code, "seat": joined["seat"]})
        await bot.play({code})
        assert bot.errors == []
        assert bot.done[code]["scores"] == server.tables[code].final_scores()
        assert bot.done[code]["seats"][1]["kind"] == "ai"
        await bot.client.close()

    try:
        run(scenario())
    finally:
        server.stop_thread()


def test_a_table_never_started_is_forgotten_after_its_waiting_days(tmp_path):
    server, url = start_server(tmp_path)

    async def host_two() -> tuple[str, str]:
        playing, bots = await seat_table(url, "kingdomino", random.Random(4))
        for b in bots:
            await b.client.close()
        lone = AsyncClient(url)
        await lone.connect()
        await lone.send(host_message("queendomino")[0])
        while (m := await lone.recv())["type"] != "joined":
            pass
        await lone.close()
        return playing, m["code"]

    try:
        playing, waiting = run(host_two())
        assert server.tables[waiting].status == "waiting"
    finally:
        server.stop_thread()
    db = sqlite3.connect(tmp_path / FILE)  # both untouched for 31 days
    with db:
        db.execute("UPDATE tables SET updated = ?", (time.time() - 31 * 86400,))
    db.close()
    server2, _ = start_server(tmp_path)
    try:
        assert waiting not in server2.tables  # 30 days waiting for players: forgotten
        assert playing in server2.tables  # a game under way waits for its players however long
    finally:
        server2.stop_thread()
    server3, _ = start_server(tmp_path, waiting_days=60)
    try:
        assert playing in server3.tables and waiting not in server3.tables  # gone for good
    finally:
        server3.stop_thread()
