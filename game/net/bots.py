"""Bots that play over the network: random legal actions read from their own view.

Used by the tests and the load test. A bot is one connection (AsyncClient) holding one or more
seats; it answers every "state" that says one of its seats is to act, after a think of its choice.
`play_table` hosts a table with bots in every seat and plays it to the end.
"""

from __future__ import annotations

import asyncio
import random
import ssl
import time
from dataclasses import dataclass, field
from typing import Any

from ..engine import State, legal_actions
from .client import AsyncClient
from .protocol import Message

# The three rule sets of the issue, each with three connections; XXL's first kingdom is a team
# whose partner sits at the second connection (one connection, two seats of two kingdoms).
SETUPS: dict[str, tuple[dict[str, Any], list[list[int]]]] = {
    # name: (options, for each kingdom the connection index of each of its people)
    "kingdomino": ({"rules": "kingdomino", "players": 3, "dynasty": True}, [[0], [1], [2]]),
    "queendomino": ({"rules": "queendomino", "players": 3}, [[0], [1], [2]]),
    "xxl": ({"rules": "xxl", "players": 3, "court": True}, [[0, 1], [1], [2]]),
}
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")


@dataclass
class Bot:
    client: AsyncClient
    rng: random.Random
    think: tuple[float, float] = (0.0, 0.0)
    seats: set[tuple[str, int]] = field(default_factory=set)
    done: dict[str, Message] = field(default_factory=dict)  # code -> the "over" record
    latencies: list[float] = field(default_factory=list)  # seconds, action sent -> its answer
    errors: list[Message] = field(default_factory=list)
    actions: int = 0
    last_state: dict[tuple[str, int], Message] = field(default_factory=dict)
    tokens: dict[tuple[str, int], str] = field(default_factory=dict)
    _answered: set[tuple[str, int]] = field(default_factory=set)
    _sent: dict[int, float] = field(default_factory=dict)

    async def expect(self, kind: str) -> Message:
        """The next message of type `kind` (others are handled on the way)."""
        while True:
            m = await self.client.recv()
            if m["type"] == kind:
                return m
            await self.handle(m)

    async def play(self, codes: set[str]) -> None:
        """Answer turns until every table in `codes` is over."""
        while not codes <= set(self.done):
            await self.handle(await self.client.recv())

    async def handle(self, m: Message) -> None:
        kind = m["type"]
        if kind == "error":
            self.errors.append(m)
        elif kind == "over":
            self.done[m["code"]] = m["record"]
        elif kind == "state":
            ref = m.get("ref")
            if isinstance(ref, int) and ref in self._sent:
                self.latencies.append(time.perf_counter() - self._sent.pop(ref))
            key = (m["code"], m["seat"])
            self.last_state[key] = m
            if key in self.seats and m["to_act"] == m["seat"] and (m["code"], m["n"]) not in self._answered:
                self._answered.add((m["code"], m["n"]))
                await self.move(m)

    async def move(self, m: Message) -> None:
        if self.think[1] > 0:
            await asyncio.sleep(self.rng.uniform(*self.think))
        v = State.from_json(m["state"])
        action = self.rng.choice(legal_actions(v))
        ref = self.client.next_ref
        self._sent[ref] = time.perf_counter()
        await self.client.send({"type": "action", "code": m["code"], "seat": m["seat"],
                                "action": str(action)})
        self.actions += 1


def host_message(name: str) -> tuple[Message, list[list[int]]]:
    options, layout = SETUPS[name]
    seats = []
    for k, people in enumerate(layout):
        kinds = [{"kind": "host", "name": "Bot0"} if (k, i) == (0, 0) else {"kind": "open"}
                 for i in range(len(people))]
        seats.append({"colour": COLOURS[0] if k == 0 else None, "people": kinds})
    return {"type": "host", "options": options, "seats": seats}, layout


async def seat_table(url: str, name: str, rng: random.Random, think: tuple[float, float] = (0.0, 0.0),
                     keep_frames: bool = False, tls: ssl.SSLContext | None = None) -> tuple[str, list[Bot]]:
    """Host a table of `name` with bots (one per connection of its layout), join, and start it;
    `tls`: the context a wss:// server is checked with (its own certificate authority)."""
    hello, layout = host_message(name)
    bots = [Bot(AsyncClient(url, tls, keep_frames=keep_frames), random.Random(rng.random()), think)
            for _ in range(1 + max(c for people in layout for c in people))]
    for bot in bots:
        await bot.client.connect()
    host = bots[0]
    await host.client.send(hello)
    joined = await host.expect("joined")
    code = joined["code"]
    host.seats.add((code, joined["seat"]))
    host.tokens[(code, joined["seat"])] = joined["token"]
    seat = 0
    for people in layout:
        for c in people:
            if seat != joined["seat"]:
                bot = bots[c]
                await bot.client.send({"type": "join", "code": code, "name": f"Bot{seat}", "seat": seat})
                j = await bot.expect("joined")
                bot.seats.add((code, j["seat"]))
                bot.tokens[(code, j["seat"])] = j["token"]
            seat += 1
    await host.client.send({"type": "start", "code": code, "seat": joined["seat"]})
    return code, bots


async def play_table(url: str, name: str, rng: random.Random, think: tuple[float, float] = (0.0, 0.0),
                     keep_frames: bool = False, tls: ssl.SSLContext | None = None) -> tuple[str, list[Bot]]:
    code, bots = await seat_table(url, name, rng, think, keep_frames, tls)
    await asyncio.gather(*(b.play({code}) for b in bots))
    for b in bots:
        await b.client.close()
    return code, bots
