"""Hard keeps its time budget on a controlled clock: every phase of a move (the checks and the
ranking before the search, the playouts, the pick after) ends by one deadline fixed when
`choose` starts, so a move returns by 1.05 x its budget whatever the machine's speed.

The AI reads time through `game.ai.clock`; here that clock is fake: it advances a little at
each read, and by a set amount per playout and for the ranking, as a slow or busy machine would.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.ai import choose, clock, montecarlo
from game.engine import Options, State, apply, is_over, legal_actions, new_game, view
from game.engine.rng import Rng

BUDGET = 1.0
LIMIT = 1.05 * BUDGET


class FakeClock:
    def __init__(self, tick: float) -> None:
        self.t = 0.0
        self.tick = tick

    def __call__(self) -> float:
        self.t += self.tick
        return self.t


def _position(rules: str, players: int, moves: int, step: str = "place") -> State:
    """A mid-game state where the actor is at `step` with a choice (Normal played the moves
    before): "place", or a builders' step Hard looks ahead at ("build", "tax")."""
    state = new_game(Options(rules=rules, players=players), seed=7)
    rng = Rng(7)
    played = 0
    while not is_over(state):
        if (played >= moves and state.step == step and not state.pending
                and len(legal_actions(state)) > 1):
            return state
        state = apply(state, choose("normal", view(state), rng, 0.01))
        played += 1
    raise AssertionError("no placement found")


@pytest.mark.parametrize("rules,players,step", [("kingdomino", 2, "place"), ("queendomino", 2, "place"),
                                                ("xxl", 3, "place"), ("queendomino", 2, "build"),
                                                ("xxl", 3, "tax")])
@pytest.mark.parametrize("ranking,playout", [(0.0, 0.02), (0.0, 0.2), (0.4, 0.1), (0.9, 0.12)])
def test_a_hard_move_returns_within_its_budget_of_fake_time(
        monkeypatch: pytest.MonkeyPatch, rules: str, players: int, step: str, ranking: float,
        playout: float) -> None:
    fake = FakeClock(0.0005)
    monkeypatch.setattr(clock, "source", fake)
    real_candidates, real_play_out = montecarlo.candidates, montecarlo.play_out

    def slow_candidates(*a: Any, **k: Any) -> Any:  # the ranking, as slow as a busy machine's
        fake.t += ranking
        return real_candidates(*a, **k)

    def slow_play_out(*a: Any, **k: Any) -> Any:  # each playout too
        fake.t += playout
        return real_play_out(*a, **k)

    monkeypatch.setattr(montecarlo, "candidates", slow_candidates)
    monkeypatch.setattr(montecarlo, "play_out", slow_play_out)
    state = _position(rules, players, 6, step)
    v = view(state)
    action = choose("hard", v, Rng(3), BUDGET)
    assert action in legal_actions(state)
    assert fake.t <= LIMIT, f"{rules}: the move took {fake.t:.3f} s of fake time"
    assert fake.t >= 0.8 * BUDGET or ranking + playout < 0.5  # it did use its time


def test_the_clock_is_read_through_its_source(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(clock, "source", lambda: 42.0)
    assert clock.now() == 42.0
