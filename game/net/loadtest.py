"""Load test: a server and N tables of bots playing whole games over loopback.

    python -m game.net.loadtest --tables 100 [--think 0.1 0.5] [--limit 1800] [--in-process]

The server runs in a subprocess (`python -m game.net.serve` on a fresh data folder, port 0) unless
--in-process; the tables are a mix of the three rule sets (bots.SETUPS), every seat a bot connection
answering its turn after a think drawn in --think. Latency is from an action sent to its sender's
answer (the "state" carrying the new view). Ends with exactly one line on stdout:

    T tables, G games finished, A actions, E errors, p95 latency L ms

(the load average, before and after, goes to stderr: the machine may be shared).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .bots import SETUPS, Bot, seat_table
from .server import Server


def p95(values: list[float]) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


async def one_table(url: str, i: int, think: tuple[float, float], limit: float,
                    bots_out: list[Bot], failures: list[str]) -> None:
    rng = random.Random(i)
    await asyncio.sleep(rng.uniform(0, think[1] * 2))  # tables open over a moment, not in one burst
    name = list(SETUPS)[i % len(SETUPS)]
    try:
        code, bots = await seat_table(url, name, rng, think)
        bots_out.extend(bots)
        await asyncio.wait_for(asyncio.gather(*(b.play({code}) for b in bots)), limit)
        for b in bots:
            await b.client.close()
    except TimeoutError:
        pass  # not finished in time: counted as a game not finished
    except Exception as e:  # a protocol fault: counted, the other tables go on
        failures.append(f"table {i}: {type(e).__name__}: {e}")


async def run_tables(url: str, tables: int, think: tuple[float, float], limit: float) -> str:
    bots: list[Bot] = []
    failures: list[str] = []
    await asyncio.gather(*(one_table(url, i, think, limit, bots, failures) for i in range(tables)))
    finished = {code for b in bots for code in b.done}
    actions = sum(b.actions for b in bots)
    errors = sum(len(b.errors) for b in bots) + len(failures)
    for f in failures[:5]:
        print(f, file=sys.stderr)
    for b in bots:
        for e in b.errors[:2]:
            print("error:", e, file=sys.stderr)
    latencies = [x for b in bots for x in b.latencies]
    return (f"{tables} tables, {len(finished)} games finished, {actions} actions, {errors} errors, "
            f"p95 latency {p95(latencies) * 1000:.0f} ms")


def cpu_seconds(pid: int) -> float | None:
    """A process's CPU time (user + system) so far, where /proc tells it (Linux)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.net.loadtest", description=__doc__.split("\n")[0])
    p.add_argument("--tables", type=int, default=10)
    p.add_argument("--think", type=float, nargs=2, default=(0.1, 0.5), metavar=("MIN", "MAX"))
    p.add_argument("--limit", type=float, default=1800.0, help="seconds a table may take at most")
    p.add_argument("--in-process", action="store_true", help="run the server in this process")
    args = p.parse_args(argv)
    think = (args.think[0], args.think[1])
    print(f"load average before: {os.getloadavg()}", file=sys.stderr)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="kd-loadtest-") as data:
        if args.in_process:
            server = Server(data=data)
            port = server.start_in_thread()
            try:
                line = asyncio.run(run_tables(f"ws://127.0.0.1:{port}", args.tables, think, args.limit))
            finally:
                server.stop_thread()
        else:
            proc = subprocess.Popen([sys.executable, "-m", "game.net.serve", "--port", "0", "--data", data],
                                    stdout=subprocess.PIPE, text=True)
            try:
                assert proc.stdout is not None
                found = re.search(r":(\d+)$", proc.stdout.readline().strip())
                if found is None:
                    raise SystemExit("the server did not start")
                url = f"ws://127.0.0.1:{found.group(1)}"
                line = asyncio.run(run_tables(url, args.tables, think, args.limit))
                print(f"server CPU {cpu_seconds(proc.pid)} s, bots CPU {time.process_time():.0f} s",
                      file=sys.stderr)
            finally:
                proc.terminate()
                proc.wait(timeout=30)
    print(f"load average after: {os.getloadavg()}, {time.monotonic() - started:.0f} s", file=sys.stderr)
    print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
