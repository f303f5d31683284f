"""Helper processes: Hard's samples on the machine's other cores.

A search runs on one thread, and Python runs one thread at a time, so on its own Hard
uses one core of the machine however many it has. `Helpers` keeps a few processes
(one fewer than the cores, at most `MOST`) that play deals of their own for the search
running now: the search sends each the view and its candidates once (`team`), every
helper then deals, plays every live candidate out on its deal and sends back the row of
worths, and the search adds the rows to its own tally (`montecarlo._tally`), telling the
helpers which candidates it dropped. A helper stops at the search's deadline; anything it
sends later carries an old job number and is thrown away.

The processes start on first use (or `start()`), in the background: a search only counts
on helpers that have said they are ready, so the first move never waits for them. They
are daemons of the program and end with it (`close()` ends them sooner). Nothing here
decides anything: with no helpers, or none ready, the search is the same, with fewer
samples. A helper that breaks is dropped, and the search goes on without it.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import Action
from ..engine.rng import Rng
from ..engine.state import State

MOST = 3  # helpers at most, whatever the cores (the window and the system need some too)


def default_count() -> int:
    """Helpers for this machine: one fewer than the cores this process may use, at most MOST."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(0, min(MOST, cores - 1))


class Helpers:
    """A few helper processes for Hard's searches; safe to share between threads (one search
    uses them at a time; a search that finds them busy runs alone)."""

    def __init__(self, count: int | None = None) -> None:
        self.count = default_count() if count is None else max(0, count)
        self._lock = threading.Lock()  # held by the search using the helpers
        self._conns: list[Connection] = []
        self._procs: list[Any] = []
        self._ready: set[int] = set()  # indices of helpers that said they are ready
        self._gone: set[int] = set()  # ... and of those that broke
        self._job = 0
        self._started = False
        self.errors: list[str] = []  # what helpers reported failing (their rows are missing)

    def start(self) -> None:
        """Start the processes (once; returns at once, they get ready in the background)."""
        if self._started or not self.count:
            return
        self._started = True
        mp = multiprocessing.get_context("spawn")  # never fork a process that runs a window
        for _ in range(self.count):
            mine, theirs = mp.Pipe()
            p = mp.Process(target=serve, args=(theirs,), daemon=True, name="kingdomino-ai-helper")
            p.start()
            theirs.close()
            self._conns.append(mine)
            self._procs.append(p)

    def ready(self) -> int:
        """How many helpers are ready now."""
        with self._lock:
            self._drain_ready()
            return len(self._ready)

    def wait_ready(self, timeout: float = 30.0) -> int:
        """Start and wait until every helper is ready (tools and tests), or `timeout`."""
        self.start()
        end = time.monotonic() + timeout
        while self.ready() < len(self._conns) - len(self._gone) and time.monotonic() < end:
            time.sleep(0.02)
        return self.ready()

    def _drain_ready(self) -> None:
        for n, conn in enumerate(self._conns):
            if n in self._ready or n in self._gone:
                continue
            try:
                while conn.poll():
                    if conn.recv()[0] == "ready":
                        self._ready.add(n)
                        break
            except (EOFError, OSError):
                self._drop(n)

    def _drop(self, n: int) -> None:
        """Helper n broke (or was closed): never use it again."""
        self._ready.discard(n)
        self._gone.add(n)
        if n < len(self._conns):
            self._conns[n].close()

    def team(self, v: State, actions: list[list[Action]], rng: Rng, seconds: float) -> Team | None:
        """Put the ready helpers on one search (view `v`, its candidates' actions) for
        `seconds`; None when there are none or another search holds them. Close the team when
        the search ends."""
        if not self._lock.acquire(blocking=False):
            return None
        try:
            self.start()  # under the lock: two searches never both start processes
            self._drain_ready()
            if not self._ready:
                self._lock.release()
                return None
            self._job += 1
            conns = []
            for n in sorted(self._ready):
                try:
                    self._conns[n].send(("job", self._job, v, actions, rng.next64(), time.time() + seconds))
                    conns.append((n, self._conns[n]))
                except (OSError, ValueError):
                    self._drop(n)
            if not conns:
                self._lock.release()
                return None
            return Team(self, self._job, conns)
        except BaseException:
            self._lock.release()
            raise

    def close(self) -> None:
        """End the processes (they are daemons: they also end with the program). A search
        still using them is given a moment to finish; if it does not, it goes on alone."""
        held = self._lock.acquire(timeout=2.0)
        for conn in self._conns:
            with contextlib.suppress(OSError, ValueError):
                conn.send(("quit",))
        for p in self._procs:
            p.join(timeout=1.0)
            if p.is_alive():
                p.terminate()
        for conn in self._conns:
            conn.close()
        self._conns, self._procs, self._ready, self._gone = [], [], set(), set()
        self._started = False
        if held:
            self._lock.release()


class Team:
    """The helpers working on one search."""

    def __init__(self, helpers: Helpers, job: int, conns: list[tuple[int, Connection]]) -> None:
        self._helpers = helpers
        self.job = job
        self._conns = conns

    def rows(self) -> list[dict[int, float]]:
        """The rows (candidate index -> worth on one deal) that came in since the last call."""
        out: list[dict[int, float]] = []
        for n, conn in list(self._conns):
            try:
                while conn.poll():
                    msg = conn.recv()
                    if msg[0] == "row" and msg[1] == self.job:
                        out.append(msg[2])
                    elif msg[0] == "error":
                        self._helpers.errors = [*self._helpers.errors[-9:], msg[2]]
            except (EOFError, OSError):
                self._conns.remove((n, conn))
                self._helpers._drop(n)
        return out

    def keep(self, alive: list[int]) -> None:
        """The candidates still alive (indices): the helpers stop playing the others."""
        self._send(("keep", self.job, tuple(alive)))

    def close(self) -> None:
        """The search is over: the helpers stop, and the helpers are free for the next one."""
        self._send(("stop", self.job))
        self._helpers._lock.release()

    def _send(self, msg: tuple[Any, ...]) -> None:
        for n, conn in list(self._conns):
            try:
                conn.send(msg)
            except (OSError, ValueError):
                self._conns.remove((n, conn))
                self._helpers._drop(n)


def serve(conn: Connection) -> None:
    """A helper process: play deals for each job until told to stop, then wait for the next."""
    from .montecarlo import Candidate, sample, setting  # the helper's own imports, not the caller's

    conn.send(("ready",))
    waiting: tuple[Any, ...] | None = None
    while True:
        try:
            msg = waiting or conn.recv()
        except (EOFError, OSError):
            return  # the program is gone
        waiting = None
        if msg[0] == "quit":
            return
        if msg[0] != "job":
            continue  # a late word about a search that is over
        _, job, v, actions, seed, until = msg
        # The search's deadline in this process's clock (wall time is the clock both share).
        deadline = time.perf_counter() + (until - time.time())
        rng = Rng(seed)
        try:
            st = setting(v)
            cands = [Candidate(list(a), 0.0) for a in actions]
            alive = list(range(len(cands)))
            longest = 0.0
            while len(alive) > 1 and time.perf_counter() < deadline:
                while conn.poll():  # the search's words: candidates dropped, or stop
                    m = conn.recv()
                    if m[0] == "keep" and m[1] == job:
                        alive = [i for i in alive if i in m[2]]
                    elif m[0] in ("job", "quit") or (m[0] == "stop" and m[1] == job):
                        waiting = m if m[0] != "stop" else None
                        alive = []
                        break
                if len(alive) < 2:
                    break
                # A word from the search cuts a deal short: it may be a stop or the next search.
                row, longest = sample(v, rng, [cands[i] for i in alive], st, deadline, longest, conn.poll)
                if row is not None:
                    conn.send(("row", job, dict(zip(alive, row, strict=True))))
                elif not conn.poll():
                    break  # the deadline
        except (EOFError, OSError):
            return
        except Exception as e:  # a bug shows in the caller's tally as no rows, never as a crash
            conn.send(("error", job, repr(e)))


def check(seconds: float = 0.5, timeout: float = 60.0) -> int:
    """Self-test (the packaged app's smoke test, where a helper is the program itself started
    again): one helper plays a seeded 4-player position of the rule set Hard was tuned on
    (Queendomino: its declaration names Hard's weights) for at least `seconds` after its first
    row, waiting up to `timeout`; the rows (deals) it sent back. 0 means helpers do not work here."""
    from ..engine import Options, apply, new_game, view
    from ..engine.rules import get_rules
    from .evaluate import rule_sets
    from .montecarlo import candidates, setting
    from .players import choose

    tuned = next(r for r in rule_sets() if get_rules(r).adapters.ai_hard_weights)
    state = new_game(Options(rules=tuned, players=4), seed=1)
    while not (state.step == "place" and state.phase == "play" and state.round >= 2):
        state = apply(state, choose("normal", view(state), Rng(0), 1.0))
    v = view(state)
    cands = candidates(v, setting(v).ctx)
    helpers = Helpers(1)
    try:
        if not helpers.wait_ready(timeout):
            return 0
        # The search's deadline is `timeout` away, not `seconds`: on a busy machine the job can
        # reach the helper after a short deadline has passed, and it would play nothing. Once it
        # has sent rows for `seconds`, the team is closed (the helper is told to stop).
        team = helpers.team(v, [c.actions for c in cands], Rng(1), timeout)
        if team is None:
            return 0
        start = time.monotonic()
        rows = 0
        while time.monotonic() < start + timeout:
            rows += len(team.rows())
            if rows and time.monotonic() >= start + seconds:
                break
            time.sleep(0.02)
        team.close()
        return rows
    finally:
        helpers.close()
