"""AI moves and hints computed off the UI thread.

A search can take a second or more; run on the UI thread it would freeze the
window (no repaint, no "thinking…" dots, the OS offering to kill the game).
The worker runs one job at a time in a background thread and the scene polls
it each frame. Every job carries a ticket: after an undo or a scene change the
scene simply stops caring about older tickets, so a late answer can never be
applied to a state it was not computed for.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine import Action, State, view
from game.engine.rng import Rng

Chooser = Callable[[str, State, Rng, Any], Action]
# The AI's own chooser also takes Hard's helper processes (None: none kept).
HelpedChooser = Callable[[str, State, Rng, Any, Any], Action]
# While a search runs, the window's thread waits for the interpreter at most this long per
# frame (Python's default 5 ms let a search hold it through most of a frame's budget).
SWITCH_INTERVAL = 0.001
Hinter = Callable[[State, Rng], list[Action]]


def default_chooser() -> HelpedChooser:
    from game.ai import choose  # imported on first use: the AI is not needed to draw a table

    return choose


def default_hinter() -> Hinter:
    from game.coach.advice import hint  # Normal's plan checked by the coach's judgement

    return hint


def refusal(error: BaseException | None) -> str | None:
    """The AI's own message when it refused to play the game's rule set (UnsupportedRules),
    else None: the table shows it rather than guess a move for the seat."""
    if error is None:
        return None
    from game.ai import UnsupportedRules  # an error came back, so the AI is loaded anyway

    return str(error) if isinstance(error, UnsupportedRules) else None


class SharedHelpers:
    """Hard's helper processes (`game.ai.helpers`) for the whole program, ended with the app.
    Made on the first move (so drawing a table never imports the AI); the processes start
    with the first Hard search (`Helpers.team`), so a game without Hard never starts one.
    One search uses them at a time; hints and Easy/Normal never do."""

    def __init__(self, count: int | None = None) -> None:
        self._count = count
        self._helpers: Any = None
        self._lock = threading.Lock()  # AI threads may ask at once

    def get(self) -> Any:
        """The helpers (made on first call, from the AI's thread)."""
        with self._lock:
            if self._helpers is None:
                from game.ai.helpers import Helpers

                self._helpers = Helpers(self._count)
            return self._helpers

    def close(self) -> None:
        with self._lock:
            if self._helpers is not None:
                self._helpers.close()
                self._helpers = None


@dataclass
class Job:
    ticket: int
    kind: str  # "move" | "hint"
    result: Any = None
    error: BaseException | None = None
    done: bool = False


class AIWorker:
    """One background thread per job; results are picked up with `poll`."""

    def __init__(self, chooser: Chooser | None = None, hinter: Hinter | None = None,
                 helpers: SharedHelpers | None = None) -> None:
        self._chooser = chooser
        self._hinter = hinter
        self._helpers = helpers  # Hard's helper processes (the default chooser passes them on)
        self._lock = threading.Lock()
        self._jobs: dict[int, Job] = {}
        self._next_ticket = 1

    def _ticket(self) -> int:
        t = self._next_ticket
        self._next_ticket += 1
        return t

    def think(self, state: State, level: str, seed: int, budget: Any = None) -> int:
        """Start choosing a move for the acting seat; returns the ticket to poll."""
        seen = view(state)  # the AI sees what a player at the table sees, nothing more
        if self._chooser is not None:  # a given chooser (tests) takes no helpers
            chooser = self._chooser
            return self._start("move", lambda: chooser(level, seen, Rng(seed), budget))
        choose, shared = default_chooser(), self._helpers
        return self._start("move", lambda: choose(level, seen, Rng(seed), budget, shared and shared.get()))

    def hint(self, state: State, seed: int) -> int:
        hinter = self._hinter or default_hinter()
        seen = view(state)
        return self._start("hint", lambda: hinter(seen, Rng(seed)))

    def _start(self, kind: str, work: Callable[[], Any]) -> int:
        job = Job(self._ticket(), kind)
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        with self._lock:
            self._jobs[job.ticket] = job

        def run() -> None:
            try:
                result = work()
            except BaseException as e:  # reported to the scene, never lost in the thread
                with self._lock:
                    job.error, job.done = e, True
                return
            with self._lock:
                job.result, job.done = result, True

        threading.Thread(target=run, name=f"ai-{kind}-{job.ticket}", daemon=True).start()
        return job.ticket

    def running(self, ticket: int | None) -> bool:
        if ticket is None:
            return False
        with self._lock:
            job = self._jobs.get(ticket)
            return job is not None and not job.done

    def poll(self, ticket: int | None) -> Job | None:
        """The finished job for `ticket` (removed from the worker), or None while it runs."""
        if ticket is None:
            return None
        with self._lock:
            job = self._jobs.get(ticket)
            if job is None or not job.done:
                return None
            del self._jobs[ticket]
            return job

    def forget(self, ticket: int | None) -> None:
        """Stop caring about a job; its thread finishes on its own and is dropped."""
        if ticket is None:
            return
        with self._lock:
            self._jobs.pop(ticket, None)

    def wait(self, ticket: int, timeout: float = 30.0) -> Job | None:
        """Block until a job is done (tests and the benchmark only)."""
        import time

        end = time.monotonic() + timeout
        while time.monotonic() < end:
            job = self.poll(ticket)
            if job is not None:
                return job
            time.sleep(0.005)
        return None
