"""The packaged app's check that it can play online (`Kingdomino --smoke`): a server on
loopback inside this process, three bot connections playing a whole game (the bots' first set-up) through it,
and the local-network search's library present. No pygame, no file outside `folder`."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path


def check(folder: Path) -> int:
    """The number of actions the game took (0: it did not finish)."""
    import zeroconf  # noqa: F401  (the local-network search ships too)

    from .bots import SETUPS, play_table
    from .server import Server

    server = Server(host="127.0.0.1", port=0, data=folder)
    port = server.start_in_thread()
    try:
        code, _bots = asyncio.run(asyncio.wait_for(
            play_table(f"ws://127.0.0.1:{port}", next(iter(SETUPS)), random.Random(40)), 120))
        table = server.tables[code]
        return len(table.history) if table.status == "over" else 0
    finally:
        server.stop_thread()
