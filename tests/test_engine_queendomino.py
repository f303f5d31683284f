"""Queendomino rules: set-up, the tax/build/bribe steps, the Queen and the Dragon, the end
of a round, hidden piles, and whole random games with their invariants."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import (
    IllegalAction,
    Options,
    Skip,
    State,
    apply,
    determinize,
    is_over,
    legal_actions,
    new_game,
    parse_action,
    scores,
    view,
)
from game.engine.buildings import building, buildings_of
from game.engine.economy import towers
from game.engine.layers import BUILDING, COINS, GUARD, KNIGHT, TOWERS
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Bribe, Build, Tax, refill_rows


def qd(players: int = 4, seed: int = 1) -> State:
    return new_game(Options(rules="queendomino", players=players), seed)


def play_until(state: State, step: str, rng: Rng | None = None, pick=None) -> State:
    """Random legal actions until the acting king reaches `step` (skipping optional steps)."""
    rng = rng or Rng(5)
    for _ in range(2000):
        if state.phase == "play" and state.step == step:
            return state
        acts = legal_actions(state)
        choice = pick(state, acts) if pick else None
        state = apply(state, choice or rng.choice([a for a in acts if not isinstance(a, Skip)] or acts))
    raise AssertionError(f"never reached {step}")


@pytest.mark.parametrize("players, grid, kings", [(2, 7, 4), (3, 5, 3), (4, 5, 4)])
def test_setup(players, grid, kings):
    s = qd(players)
    assert [k.grid for k in s.kingdoms] == [grid] * players and len(s.kings) == kings
    assert all(k.vals == {COINS: 7, GUARD: 1} for k in s.kingdoms)
    assert len(s.ext["rows"]) == 1 and len(s.ext["rows"][0]) == 6 and None not in s.ext["rows"][0]
    assert len(s.ext["piles"][0]) == 26 and s.ext["queen"] is None and s.ext["dragons"] == [None]
    assert len(s.drafts["main"].current) == 4 and not s.box  # all 48 dominoes, lines of 4


def test_three_players_discard_the_unclaimed_domino():
    s = play_until(qd(3), "place")
    assert len(s.discard) == 1 and s.round == 1


def test_the_turn_runs_place_tax_build_bribe_claim():
    s = play_until(qd(2, seed=3), "place")
    seen = []
    king = s.king
    while s.king == king:
        seen.append(s.step)
        acts = legal_actions(s)
        s = apply(s, next((a for a in acts if isinstance(a, Skip)), acts[0]))
    assert seen[0] == "place" and seen[-1] == "claim"
    optional = ("tax", "build", "bribe")
    assert [x for x in seen if x in optional] == [x for x in optional if x in seen]


def test_tax_sends_knights_and_collects_coins():
    s = play_until(qd(2, seed=4), "tax")
    k = s.kingdoms[s.actor]
    sq = s.ext["placed"][0]
    before = k.vals[COINS]
    t = apply(s, Tax(((sq[0], sq[1]),)))
    k2 = t.kingdoms[s.actor]
    assert k2.vals[GUARD] == 0 and k2.at(KNIGHT, *sq) == 1 and k2.vals[COINS] > before
    with pytest.raises(IllegalAction, match="only on the squares of the domino just placed"):
        apply(s, Tax(((0, 0),)))
    with pytest.raises(IllegalAction, match="2 knights needed, your guard has 1"):
        apply(s, Tax(tuple((r, c) for r, c in s.ext["placed"])))


def test_refusals_read_as_reasons():
    s = play_until(qd(2, seed=11), "build")
    n = s.actor
    bid = s.ext["rows"][0][0]  # the dearest slot: 5 coins
    s.kingdoms[n].vals[COINS] = 2
    site = next(a for a in legal_actions(s) if isinstance(a, Build))
    with pytest.raises(IllegalAction, match="5 coins needed, you have 2"):
        apply(s, Build(bid, site.row, site.col))
    with pytest.raises(IllegalAction, match="town squares"):
        apply(s, Build(bid, *s.kingdoms[n].castle))
    with pytest.raises(IllegalAction, match="not on the builders' board"):
        apply(s, Build(999, site.row, site.col))


def test_bribe_burns_a_building_and_the_dragon_stays_until_the_round_ends():
    s = play_until(qd(4, seed=2), "bribe")
    bid = s.ext["rows"][0][3]
    coins = s.kingdoms[s.actor].vals[COINS]
    t = apply(s, Bribe(bid))
    assert bid in t.ext["burned"] and t.ext["rows"][0][3] is None and t.ext["dragons"] == [[0, 3]]
    assert t.kingdoms[s.actor].vals[COINS] == coins - 1
    # nobody else may bribe this round: the bribe step is passed over for every later king
    while t.round == s.round and not is_over(t):
        assert t.step != "bribe"
        acts = legal_actions(t)
        t = apply(t, next((a for a in acts if isinstance(a, Skip)), acts[0]))
    assert t.ext["dragons"] == [None]  # home at the end of the round


def test_bribe_refused_with_the_queen_and_after_the_dragon_flew():
    s = play_until(qd(4, seed=2), "bribe")
    s.ext["queen"] = s.actor
    with pytest.raises(IllegalAction, match="you host the Queen"):
        apply(s, Bribe(s.ext["rows"][0][0]))
    s.ext["queen"] = None
    s.ext["dragons"] = [[0, 1]]
    with pytest.raises(IllegalAction, match="the Dragon has already flown this round"):
        apply(s, Bribe(s.ext["rows"][0][0]))


def test_building_with_towers_brings_the_queen_and_her_discount():
    tower_tiles = [b for b in buildings_of("queendomino") if b.towers]
    s = play_until(qd(2, seed=11), "build")
    n, k = s.actor, s.kingdoms[s.actor]
    s.ext["rows"][0][5] = tower_tiles[0].id  # on the free slot
    site = next(iter(a for a in legal_actions(s) if isinstance(a, Build)))
    t = apply(s, Build(tower_tiles[0].id, site.row, site.col))
    assert t.ext["queen"] == n and towers(t.kingdoms[n]) == tower_tiles[0].towers
    assert t.kingdoms[n].at(TOWERS, site.row, site.col) == tower_tiles[0].towers
    assert t.kingdoms[n].vals[COINS] == k.vals[COINS]  # the free slot


def test_end_of_round_slides_towards_the_cheap_end_and_refills():
    s = qd(4)
    row = s.ext["rows"][0]
    a, b, c = row[1], row[3], row[5]
    row[0] = row[2] = row[4] = None
    s.ext["dragons"] = [[0, 2]]
    top = s.ext["piles"][0][-3:]
    refill_rows(s)
    assert s.ext["rows"][0][3:] == [a, b, c] and s.ext["rows"][0][:3] == top[::-1]
    assert s.ext["dragons"] == [None] and s.ext["bribed"] == []


@pytest.mark.parametrize("action", [Tax(((3, 4),)), Tax(((3, 4), (3, 5))), Build(17, 2, 3), Bribe(9)])
def test_action_texts_read_back(action):
    assert parse_action(str(action)) == action
    assert str(Build(17, 2, 3)) == "build 17 at 2,3" and str(Tax(((3, 4), (3, 5)))) == "tax 3,4 3,5"


def test_view_hides_the_pile_order_and_determinize_deals_it():
    s = play_until(qd(3, seed=8), "place")
    v = view(s)
    assert v.ext["piles"][0] == [0] * len(s.ext["piles"][0])
    assert v.hidden["buildings"] == sorted(s.ext["piles"][0])
    assert v.ext["rows"] == s.ext["rows"]  # the board's six are public
    d = determinize(v, Rng(3))
    assert sorted(d.ext["piles"][0]) == sorted(s.ext["piles"][0])
    assert legal_actions(d) == legal_actions(s)


def _owned_buildings(s: State) -> list[int]:
    out = []
    for k in s.kingdoms:
        out.extend(int(v) for v in k.layers.get(BUILDING, {}).values())
    return out


def _check(s: State, knights_made: int, players: int) -> None:
    every = [b for row in s.ext["rows"] for b in row if b is not None] + list(s.ext["piles"][0])
    every += s.ext["burned"] + _owned_buildings(s)
    assert sorted(every) == sorted(b.id for b in buildings_of("queendomino"))
    assert all(k.vals[COINS] >= 0 and k.vals[GUARD] >= 0 for k in s.kingdoms)
    knights = sum(k.vals[GUARD] + sum(k.layers.get(KNIGHT, {}).values()) for k in s.kingdoms)
    assert knights == players + knights_made


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_random_games_keep_every_invariant(players, seed):
    s = new_game(Options(rules="queendomino", players=players), seed)
    rng = Rng(seed)
    history = []
    knights_made = 0
    while not is_over(s):
        acts = legal_actions(s)
        a = rng.choice(acts)
        if isinstance(a, Build):
            knights_made += building(a.building).knights
        t = apply(s, a)
        if t.ext["queen"] != s.ext["queen"]:  # she moved: her host has the most towers
            host = towers(t.kingdoms[t.ext["queen"]])
            assert all(towers(k) <= host for k in t.kingdoms)
        _check(t, knights_made, players)
        if rng.below(8) == 0:
            assert State.from_json(json.loads(json.dumps(t.to_json()))) == t
            snapshot = json.dumps(t.to_json())
            with pytest.raises(IllegalAction):
                apply(t, Bribe(-5))
            assert json.dumps(t.to_json()) == snapshot
        history.append(str(a))
        s = t
    replay = new_game(Options(rules="queendomino", players=players), seed)
    for text in history:
        replay = apply(replay, parse_action(text))
    assert [b.total for b in scores(replay)] == [b.total for b in scores(s)]
    parts = scores(s)[0].parts()
    assert set(parts) >= {"territories", "queen", "coins"}
