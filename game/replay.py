"""A saved game's steps, for watching it again: the state after any number of its actions.

    r = Replay.of(session)      # or Replay(options, seed, history)
    r.steps                     # len(history): step k is the state after k actions
    r.state_at(k)               # the engine's state after history[:k], the whole of it
    r.seen_at(k)                # what a seated player saw then (hidden zones blanked)
    r.marks                     # where each round (and each game of a match) begins

Every state comes from the engine replaying the history from the seed, so a replay can never
show a position the game did not reach. A snapshot is kept every `EVERY` steps: reaching any
step replays at most that many actions, and stepping forward from the last step reached
replays one. No pygame and no disk here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .engine import Action, Options, State, apply, new_game, parse_action, view

if TYPE_CHECKING:
    from .session import Session

#: steps between two kept snapshots; ~30 snapshots for an XXL game of ~460 actions
EVERY = 16


@dataclass(frozen=True, slots=True)
class Mark:
    """The step at which a round (or the first claims) begins, and what the timeline calls it."""

    step: int
    game: int  # the game of the match (1 outside a Dynasty)
    round: int  # 0: the first claims
    label: str


def _mark_key(state: State) -> tuple[int, int]:
    return (state.match.number, 0 if state.phase == "draft" else state.round)


class Replay:
    def __init__(self, options: Options, seed: int, history: list[str], every: int = EVERY) -> None:
        if every < 1:
            raise ValueError("snapshots are kept every 1 step or more")
        self.options = options
        self.seed = seed
        self.actions: tuple[Action, ...] = tuple(parse_action(text) for text in history)
        self.every = every
        self._snapshots: list[State] = []
        self.marks: list[Mark] = []
        self._walk()
        self._last: tuple[int, State] = (0, self._snapshots[0])

    @classmethod
    def of(cls, session: Session, every: int = EVERY) -> Replay:
        return cls(session.options, session.seed, list(session.history), every)

    @property
    def steps(self) -> int:
        """The number of actions: steps run from 0 (the deal) to `steps` (the save's position)."""
        return len(self.actions)

    def _walk(self) -> None:
        """One pass over the history: the snapshots and where each round begins."""
        state = new_game(self.options, self.seed)
        key = None
        for k in range(self.steps + 1):
            if k % self.every == 0:
                self._snapshots.append(state)
            if _mark_key(state) != key and state.phase != "over":
                key = _mark_key(state)
                label = "First claims" if key[1] == 0 else f"Round {key[1]}"
                self.marks.append(Mark(k, key[0], key[1], label))
            if k < self.steps:
                state = apply(state, self.actions[k])  # IllegalAction: the history is not this game's
        self.final = state

    def state_at(self, k: int) -> State:
        """The engine's state after the first `k` actions (k is clamped to 0..steps). The
        state returned is shared: read it, never change it."""
        k = max(0, min(self.steps, k))
        if k == self.steps:
            return self.final
        start, state = self._last
        if not start <= k < start + self.every:  # nearer from the last snapshot at or before k
            start = (k // self.every) * self.every
            state = self._snapshots[k // self.every]
        for i in range(start, k):
            state = apply(state, self.actions[i])
        self._last = (k, state)
        return state

    def seen_at(self, k: int) -> State:
        """Step `k` as the table showed it to a seated player: piles, the tower's order and the
        events to come blanked by the engine's own view (never the whole state's hidden parts)."""
        return view(self.state_at(k), None)

    def action(self, k: int) -> Action | None:
        """The action that leads from step `k - 1` to step `k` (None at step 0)."""
        return self.actions[k - 1] if 1 <= k <= self.steps else None

    def mark_at(self, k: int) -> Mark | None:
        """The round step `k` is in (None before the first mark, which never happens: step 0 is one)."""
        found = None
        for m in self.marks:
            if m.step > k:
                break
            found = m
        return found

    def next_mark(self, k: int, direction: int) -> int:
        """The step where the next (direction 1) or the current/previous (-1) round begins."""
        if direction > 0:
            return next((m.step for m in self.marks if m.step > k), self.steps)
        before = [m.step for m in self.marks if m.step < k]
        return before[-1] if before else 0
