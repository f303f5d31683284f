"""Shared by the network tests: a server on loopback, async runs with a safety stop, and the
check that no frame a client received before the end held what its view hides."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from game.engine import Options, State, apply, new_game, parse_action, view
from game.engine.rules import get_rules
from game.net.server import Server

SAFETY = 600  # seconds: a stop for a hung test, never a measure of speed


def run(work: Coroutine[Any, Any, Any]) -> Any:
    return asyncio.run(asyncio.wait_for(work, SAFETY))


def start_server(data: Path, **kwargs: Any) -> tuple[Server, str]:
    server = Server(host="127.0.0.1", port=0, data=data, **kwargs)
    port = server.start_in_thread()
    return server, f"ws://127.0.0.1:{port}"


def states_of(record: dict[str, Any]) -> list[State]:
    """Every state of the recorded game, from the start to the end (index = actions applied)."""
    state = new_game(Options.from_json(record["options"]), record["seed"])
    out = [state]
    for text in record["history"]:
        state = apply(state, parse_action(text))
        out.append(state)
    return out


def hidden_orders(state: State, kingdom: int) -> list[str]:
    """The hidden zones' contents in their real order, as they would appear in compact JSON
    (only orders a sorted list would not show anyway, and long enough to mean something)."""
    out = []
    for zone in get_rules(state.options.rules).hidden_zones(state):
        items = zone.hide(state.copy(), kingdom)
        if len(items) >= 3 and items != sorted(items):
            out.append(json.dumps(items, separators=(",", ":"))[1:-1])
    return out


def check_frames(frames: list[str], record: dict[str, Any], kingdom_of: dict[int, int]) -> int:
    """Every frame before the "over" one: each state sent is exactly the engine's view of its
    seat's kingdom, and no hidden order nor the seed appears anywhere. Returns the states checked."""
    states = states_of(record)
    seed = str(record["seed"])
    checked = 0
    for text in frames:
        m = json.loads(text)
        if m["type"] == "over":
            break
        assert seed not in text
        if m["type"] != "state":
            continue
        full = states[m["n"]]
        kingdom = kingdom_of[m["seat"]]
        assert m["state"] == view(full, kingdom).to_json()  # the view, exactly: nothing more
        head = json.dumps({k: v for k, v in m.items() if k != "state"}, separators=(",", ":"))
        for order in hidden_orders(full, kingdom):
            assert order not in head
            # in the view itself a short order (3 small numbers) can stand in a grid or a list by
            # chance (the seeds are the server's own, new each run): only long ones are searched
            if order.count(",") >= 5:
                assert order not in text
        checked += 1
    return checked
