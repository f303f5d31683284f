"""Grading a whole save in background processes, with progress and a way to stop.

Each decision is graded on its own (`grade.grade`), so the decisions are spread over a pool
of spawned processes (never forked: the game's window may be running in this process), at a
lower priority than the window. With
`jobs=1` everything runs in this process (tests; a one-core machine).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
from collections.abc import Callable

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


def _indexed_job(args: tuple[int, State, Action, int, int, float | None]) -> tuple[int, Grade]:
    index, state, played, seed, samples, budget = args
    return index, grade(state, played, seed, samples, budget)


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
        # multiprocessing's Pool, not concurrent.futures: its workers are daemons and leaving
        # the block terminates them, so stopping (or quitting the program) never waits for the
        # decisions still queued
        ctx = multiprocessing.get_context("spawn")
        by_index = {d.index: d for d in todo}
        jobs_args = [(d.index, d.state, d.played, decision_seed(session.seed, d.index), samples, budget)
                     for d in todo]
        with ctx.Pool(min(jobs, len(todo)), initializer=_lower_priority) as pool:
            results = pool.imap_unordered(_indexed_job, jobs_args)
            while len(done) < len(todo):
                if stop is not None and stop.is_set():
                    break
                try:
                    index, g = results.next(timeout=0.2)
                except multiprocessing.TimeoutError:
                    continue
                finished(by_index[index], g)
    return [done[i] for i in sorted(done)]
