"""The AI plays Royal Wedding XXL: legal actions only at every level and every step or
decision (giants, footprints, events, C′, the Court), views only; its own giant goes where it
costs least and its footprints go to the leader."""

from __future__ import annotations

import functools

import pytest

from game.ai import LEVELS, choose, hint
from game.engine import Options, State, apply, is_over, legal_actions, new_game, scores, view
from game.engine.rng import Rng
from game.engine.rules.xxl_giants import Footprint

TINY = 0.01


def xxl(players: int, seed: int, court: int = 0) -> State:
    return new_game(Options(rules="xxl", players=players, court=court), seed=seed)


@pytest.mark.parametrize(("players", "court", "levels"), [
    (3, 1, ["easy", "normal", "hard"]),
    (5, 0, ["hard", "normal", "easy", "normal", "normal"]),
])
def test_every_level_plays_whole_xxl_games_legally(players: int, court: int, levels: list[str]) -> None:
    state = xxl(players, 20 + players, court)
    rngs = [Rng(p) for p in range(players)]
    kinds: set[str] = set()
    while not is_over(state):
        seat = state.actor
        assert seat is not None
        kinds.add(state.pending[0]["step"] if state.pending else state.step)
        a = choose(levels[seat], view(state), rngs[seat], TINY)
        assert a in legal_actions(state), f"{levels[seat]} chose illegal {a}"
        state = apply(state, a)
    assert {"place", "claim", "tax", "build", "bribe"} <= kinds


@functools.cache  # a game is played once per seed, whichever decision a test looks for
def _normal_game(seed: int) -> tuple[State, ...]:
    """Every state of a 4-kingdom game played by Normal (apply leaves each state as it was)."""
    state = xxl(4, seed)
    rng = Rng(seed)
    out = [state]
    while not is_over(state):
        state = apply(state, choose("normal", view(state), rng, TINY))
        out.append(state)
    return tuple(out)


def _decisions(seed: int, step: str) -> list[State]:
    """States of a 4-kingdom game played by Normal where `step` is the decision due."""
    return [s for s in _normal_game(seed)
            if not is_over(s) and s.pending and s.pending[0]["step"] == step and len(legal_actions(s)) > 1]


def test_its_own_giant_covers_the_crown_that_costs_least() -> None:
    seen = 0
    for seed in (1, 2):
        for s in _decisions(seed, "giant"):
            n = s.actor
            assert n is not None
            after = {a: scores(apply(s, a))[n].total for a in legal_actions(s)}
            chosen = choose("normal", view(s), Rng(1), TINY)
            # its value weighs room to grow too: never more than a point from the least loss
            assert after[chosen] >= max(after.values()) - 1
            seen += 1
    assert seen >= 3


def test_footprints_send_the_giant_to_the_leader() -> None:
    seen = 0
    for seed in range(4):
        for s in _decisions(seed, "footprint"):
            n = s.actor
            totals = [b.total for b in scores(s)]
            leader = max((k for k in range(len(totals)) if k != n), key=lambda k: totals[k])
            rivals = sorted(totals[k] for k in range(len(totals)) if k != n)
            if rivals[-1] - rivals[-2] <= 1:
                continue  # a shared lead, or one point apart (Normal weighs worth): either is right
            assert choose("normal", view(s), Rng(1), TINY) == Footprint(leader)
            seen += 1
    assert seen >= 2


def test_hints_and_hard_answer_at_decisions() -> None:
    s = _decisions(1, "giant")[0]
    assert hint(view(s), Rng(1))[0] in legal_actions(s)
    for level in LEVELS:
        assert choose(level, view(s), Rng(1), TINY) in legal_actions(s)
        with pytest.raises(ValueError, match="view"):
            choose(level, s, Rng(1), TINY)
