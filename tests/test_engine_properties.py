"""Random games of every player count and option, checked after every action."""

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import IllegalAction, Options, State, apply, is_over, legal_actions, new_game, scores
from game.engine.actions import Claim, Discard, NextGame, Place
from game.engine.content import load_set
from game.engine.rng import Rng

OPTION_SETS = [
    Options(players=2),
    Options(players=3),
    Options(players=4),
    Options(players=3, four_choices=True),
    Options(players=2, mighty_duel=True),
    Options(players=2, mighty_duel=True, harmony=True, middle_kingdom=True),
    Options(players=4, harmony=True, middle_kingdom=True),
    Options(players=3, dynasty=True, middle_kingdom=True),
]


def locations(s: State) -> Counter:
    """How many times each domino is found: tower, lines, kingdoms, discards, box."""
    found: Counter = Counter()
    found.update(s.towers["main"])
    found.update(s.box)
    found.update(s.discard)
    for d in s.drafts.values():
        found.update(x.domino for x in d.current if x.domino is not None)
        found.update(x.domino for x in (d.next or []) if x.domino is not None)
    for k in s.kingdoms:
        found.update(p[0] for p in k.placed)
        found.update(k.discarded)
    return found


def check_invariants(s: State) -> None:
    assert locations(s) == Counter({d.id: 1 for d in load_set("kingdomino")})
    for k in s.kingdoms:
        assert k.maxr - k.minr < k.grid and k.maxc - k.minc < k.grid
        assert k.filled == 1 + 2 * len(k.placed)


def illegal_probe(s: State, rng: Rng):
    """An action that is not legal now (or None if the game is over)."""
    legal = set(legal_actions(s))
    candidates = [Claim(rng.below(60)), Discard(rng.below(60)), NextGame(),
                  Place(rng.below(49), rng.below(15), rng.below(15), rng.choice("NESW"))]
    for c in candidates:
        if c not in legal:
            return c
    return None


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(OPTION_SETS), st.integers(0, 2**32), st.integers(0, 2**32))
def test_random_games_keep_every_invariant(options, seed, policy_seed):
    state = new_game(options, seed=seed)
    rng = Rng(policy_seed)
    history = []
    check_invariants(state)
    while not is_over(state):
        acts = legal_actions(state)
        assert acts, "a game that is not over always has a legal action"
        probe = illegal_probe(state, rng)
        if probe is not None and probe not in acts:
            before = json.dumps(state.to_json())
            try:
                apply(state, probe)
            except IllegalAction as e:
                assert e.reason
                assert json.dumps(state.to_json()) == before
            else:
                # not listed but accepted: must be an equivalent form of a listed placement
                assert isinstance(probe, Place)
        action = rng.choice(acts)
        state = apply(state, action)
        history.append(str(action))
        check_invariants(state)
        assert State.from_json(json.loads(json.dumps(state.to_json()))) == state

    # replay: the seed and the action texts give the same final game
    from game.engine import parse_action

    replay = new_game(options, seed=seed)
    for text in history:
        replay = apply(replay, parse_action(text))
    assert replay == state
    assert [b.total for b in scores(replay)] == [b.total for b in scores(state)]
