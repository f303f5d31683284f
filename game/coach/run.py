"""Grading a whole save in background processes, with progress and a way to stop.

Each decision is graded on its own (`grade.grade`), so the decisions are handed out to a few
spawned processes (never forked: the game's window may be running in this process), at a
lower priority than the window, one job at a time over each one's own pipe. They are daemons:
stopping the review, or quitting the program, never waits for the decisions still to grade.
With `jobs=1` everything runs in this process (tests; a one-core machine).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
from collections import deque
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection, wait
from typing import Any

from ..engine.actions import Action
from ..engine.state import State
from ..session import Session
from .decisions import Decision, decisions
from .grade import SAMPLES, Grade, decision_seed, grade
from .report import Graded, graded

NICE = 5  # how much lower the grading processes run than the program that started them
Progress = Callable[[int, int], None]  # (decisions graded so far, decisions in all)


def default_jobs() -> int:
    """Processes for this machine: one per core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _lower_priority() -> None:
    """The graders yield to the window: on a busy machine its frames come first."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICE)


# (history index, state, played, seed, samples, budget)
Job = tuple[int, State, Action, int, int, float | None]
RETRIES = 2  # a decision whose worker died this many times is an error, not bad luck


def _serve(conn: Connection) -> None:
    """A grading process: one job at a time from `conn`, its grade (or the error) sent back."""
    _lower_priority()
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        index, state, played, seed, samples, budget = job
        try:
            conn.send((index, grade(state, played, seed, samples, budget), None))
        except Exception as e:  # sent back: the review says why it stopped
            conn.send((index, None, f"{type(e).__name__}: {e}"))


class _Worker:
    def __init__(self, ctx: Any) -> None:
        self.conn, theirs = ctx.Pipe()
        # daemons: the program's exit ends them, it never waits for the grading
        self.proc = ctx.Process(target=_serve, args=(theirs,), daemon=True, name="kingdomino-coach")
        self.proc.start()
        theirs.close()
        self.job: Job | None = None

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.conn.send(None)
        self.conn.close()
        self.proc.join(0.5)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(1)


def _in_processes(jobs: list[Job], count: int, stop: threading.Event | None) -> Iterator[tuple[int, Grade]]:
    """(index, grade) of each job as processes finish them. A process that dies (killed, out of
    memory) is replaced and its job handed out again; each process has its own pipe, so one
    dying never blocks the others."""
    ctx = multiprocessing.get_context("spawn")
    todo = deque(jobs)
    tries: dict[int, int] = {}
    workers = [_Worker(ctx) for _ in range(count)]
    left = len(jobs)
    try:
        while left:
            # stopped, or the program is ending (its exit terminates the daemons: no replacing them)
            if (stop is not None and stop.is_set()) or not threading.main_thread().is_alive():
                return
            for w in workers:
                if w.job is None and todo:
                    w.job = todo.popleft()
                    w.conn.send(w.job)
            busy = {w.conn: w for w in workers if w.job is not None}
            for conn in wait(list(busy), timeout=0.2):
                w = busy[conn]  # type: ignore[index]
                assert w.job is not None
                try:
                    index, g, error = w.conn.recv()
                except (EOFError, OSError):
                    if not threading.main_thread().is_alive():
                        return
                    index = w.job[0]
                    tries[index] = tries.get(index, 0) + 1
                    if tries[index] >= RETRIES:
                        raise RuntimeError(f"grading decision {index + 1} ended its process twice") from None
                    todo.appendleft(w.job)
                    w.close()
                    workers[workers.index(w)] = _Worker(ctx)
                    continue
                if error is not None:
                    raise RuntimeError(f"grading decision {index + 1} failed: {error}")
                w.job = None
                left -= 1
                yield index, g
    finally:
        for w in workers:
            w.close()


def review(session: Session, samples: int = SAMPLES, budget: float | None = None,
           jobs: int | None = None, progress: Progress | None = None,
           stop: threading.Event | None = None) -> list[Graded]:
    """Every human decision of `session` graded, in the order they were taken. `stop` (set
    from another thread) ends the review early: what was graded by then is returned."""
    todo = decisions(session)
    names = [p.name for p in session.people()]
    jobs = default_jobs() if jobs is None else max(1, jobs)
    done: dict[int, Graded] = {}

    def finished(d: Decision, g: Grade) -> None:
        done[d.index] = graded(d, g, names)
        if progress is not None:
            progress(len(done), len(todo))

    if progress is not None:
        progress(0, len(todo))
    if jobs == 1 or len(todo) <= 1:
        for d in todo:
            if stop is not None and stop.is_set():
                break
            finished(d, grade(d.state, d.played, decision_seed(session.seed, d.index), samples, budget))
    else:
        args = {d.index: (d.index, d.state, d.played, decision_seed(session.seed, d.index), samples, budget)
                for d in todo}
        by_index = {d.index: d for d in todo}
        for index, g in _in_processes(list(args.values()), min(jobs, len(todo)), stop):
            finished(by_index[index], g)
    return [done[i] for i in sorted(done)]
