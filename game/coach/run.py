"""Grading a whole save in background processes, with progress and a way to stop.

Each decision is graded on its own (`grade.grade`), so the decisions are handed out to a few
spawned processes (never forked: the game's window may be running in this process), at a
lower priority than the window, one job at a time over each one's own pipe. They are daemons:
stopping the review, or quitting the program, never waits for the decisions still to grade.
With `jobs=1` everything runs in this process (tests; a one-core machine).

A grade depends only on the save and the sample count, never on the clock: the review screen
and `python -m game.coach` call `review` with the same `SAMPLES`, so they print the same report.
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

# (history index, state, played, seed, samples)
Job = tuple[int, State, Action, int, int]
Work = Callable[[Job], Grade]
RETRIES = 3  # a decision whose process died this many times is an error (it kills them), not bad luck


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


def grade_job(job: Job) -> Grade:
    _index, state, played, seed, samples = job
    return grade(state, played, seed, samples)


def _serve(conn: Connection, work: Work) -> None:
    """A grading process: one job at a time from `conn`; it says it has the job, then sends
    its grade (or the error) back."""
    _lower_priority()
    while True:
        try:
            job = conn.recv()
            if job is None:
                return
            conn.send(("started", job[0], None))
        except (EOFError, OSError):  # the review ended
            return
        answer: tuple[str, Any, Grade | str]
        try:
            answer = ("done", job[0], work(job))
        except Exception as e:  # sent back: the review says why it stopped
            answer = ("failed", job[0], f"{type(e).__name__}: {e}")
        try:
            conn.send(answer)
        except OSError:
            return


class Worker:
    """One grading process and the job it holds (None: idle)."""

    def __init__(self, ctx: Any, work: Work) -> None:
        self.conn, theirs = ctx.Pipe()
        # daemons: the program's exit ends them, it never waits for the grading
        self.proc = ctx.Process(target=_serve, args=(theirs, work), daemon=True, name="kingdomino-coach")
        self.proc.start()
        theirs.close()
        self.job: Job | None = None
        self.running = False  # it said it has its job (a death then counts against the job)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.conn.send(None)
        self.conn.close()
        self.proc.join(0.5)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(1)


class Pool:
    """`count` grading processes. One that dies, idle or busy, is replaced, and the job it held
    (or was about to be given) is handed out again; each has its own pipe, so one dying never
    blocks the others. `started` (tests) hears of each worker taking a job."""

    def __init__(self, count: int, work: Work = grade_job,
                 started: Callable[[Worker, int], None] | None = None) -> None:
        self.ctx = multiprocessing.get_context("spawn")
        self.work = work
        self.started = started
        self.workers = [Worker(self.ctx, work) for _ in range(count)]
        self.replaced = 0  # processes that died and were replaced

    def _replace(self, w: Worker) -> Worker:
        w.close()
        new = Worker(self.ctx, self.work)
        self.workers[self.workers.index(w)] = new
        self.replaced += 1
        return new

    def _hand_out(self, todo: deque[Job]) -> None:
        for w in list(self.workers):
            while w.job is None and todo:
                job = todo.popleft()
                try:
                    w.conn.send(job)
                except OSError:  # died while idle: a new one takes the job
                    todo.appendleft(job)
                    w = self._replace(w)
                    continue
                w.job = job

    def run(self, jobs: list[Job], stop: threading.Event | None = None) -> Iterator[tuple[int, Grade]]:
        """(index, grade) of each job as the processes finish them; the pool is closed at the end."""
        todo = deque(jobs)
        deaths: dict[int, int] = {}
        left = len(jobs)
        try:
            while left:
                # stopped, or the program is ending (its exit terminates the daemons: no replacing them)
                if (stop is not None and stop.is_set()) or not threading.main_thread().is_alive():
                    return
                self._hand_out(todo)
                busy = {w.conn: w for w in self.workers if w.job is not None}
                for conn in wait(list(busy), timeout=0.2):
                    w = busy[conn]
                    assert w.job is not None
                    try:
                        what, index, payload = w.conn.recv()
                    except (EOFError, OSError):  # died with the job: hand it out again
                        if not threading.main_thread().is_alive():
                            return
                        index = w.job[0]
                        deaths[index] = deaths.get(index, 0) + w.running
                        if deaths[index] >= RETRIES:
                            raise RuntimeError(f"grading decision {index + 1} ended its process "
                                               f"{RETRIES} times") from None
                        todo.appendleft(w.job)
                        w.job = None
                        self._replace(w)
                        continue
                    if what == "started":
                        w.running = True
                        if self.started is not None:
                            self.started(w, index)
                        continue
                    if what == "failed":
                        raise RuntimeError(f"grading decision {index + 1} failed: {payload}")
                    w.job, w.running = None, False
                    left -= 1
                    yield index, payload
        finally:
            self.close()

    def close(self) -> None:
        for w in self.workers:
            w.close()


def review(session: Session, samples: int = SAMPLES, jobs: int | None = None,
           progress: Progress | None = None, stop: threading.Event | None = None,
           pool: Pool | None = None) -> list[Graded]:
    """Every human decision of `session` graded, in the order they were taken. `stop` (set
    from another thread) ends the review early: what was graded by then is returned. The
    result depends on `samples` only: not on `jobs`, the machine's speed or a process dying."""
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
    args = [(d.index, d.state, d.played, decision_seed(session.seed, d.index), samples) for d in todo]
    if pool is None and (jobs == 1 or len(todo) <= 1):
        for d, job in zip(todo, args, strict=True):
            if stop is not None and stop.is_set():
                break
            finished(d, grade_job(job))
    else:
        by_index = {d.index: d for d in todo}
        pool = pool or Pool(min(jobs, len(todo)))
        for index, g in pool.run(args, stop):
            finished(by_index[index], g)
    return [done[i] for i in sorted(done)]


def seconds_left(done: int, total: int, elapsed: float) -> float | None:
    """The review's time left, guessed from its pace so far (None before the first grade).
    The decisions are handed out in the game's order and the early ones play out longer, so
    the guess starts high and falls: a player is told "about 3 minutes" rather than too little."""
    if done <= 0 or total <= 0:
        return None
    return max(0.0, elapsed / done * (total - done))
