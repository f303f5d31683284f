"""Royal Wedding XXL: set-up, the two phases, C′, the Court, the last round, and whole random
games of 3, 4 and 5 kingdoms (with and without the Court, every event forced once) keeping
every invariant."""

from __future__ import annotations

import json
from dataclasses import replace

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
from game.engine.content import domino
from game.engine.court_data import characters, court_buildings
from game.engine.events import events_per_game, load_events
from game.engine.layers import BUILDING, COINS, COLLAPSED, GIANT, GUARD, KNIGHT, RESOURCE, TOWERS
from game.engine.rng import Rng
from game.engine.rules.xxl import GIANTS, GRIDS
from game.engine.rules.xxl_steps import AOG, FE, Buy, Clear, Pay, PlaceTile, Rebuild, tower_of

ALL_BUILDINGS = sorted(b.id for b in (*buildings_of("queendomino"), *buildings_of("fantastic_era")))


def xxl(players: int = 3, seed: int = 1, court: int = 0) -> State:
    return new_game(Options(rules="xxl", players=players, court=court), seed)


def step_of(s: State) -> str:
    return s.pending[0]["step"] if s.pending else s.step


def play(s: State, rng: Rng, until, prefer=None) -> State:
    for _ in range(20000):
        if until(s):
            return s
        acts = legal_actions(s)
        chosen = prefer(s, acts) if prefer else None
        s = apply(s, chosen if chosen is not None else rng.choice(acts))
    raise AssertionError("never got there")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup(players):
    s = xxl(players)
    grid, start = GRIDS[players]
    assert all((k.grid, k.start) == (grid, start) for k in s.kingdoms)
    assert s.kings == [i // 2 for i in range(2 * players)]
    assert all(k.vals == {COINS: 7, GUARD: 1} for k in s.kingdoms)
    assert [len(s.drafts[t].current) for t in (FE, AOG)] == [players, players]
    assert len(s.towers[FE]) == len(s.towers[AOG]) == 60 - players
    assert len(s.ext["rows"]) == 2 and all(len(r) == 6 and None not in r for r in s.ext["rows"])
    assert len(s.ext["piles"][0]) == len(s.ext["piles"][1]) == 16
    assert len(s.ext["challenges"]) == 4 and s.ext["dragons"] == [None, None]
    assert len(s.ext["event_pile"]) == events_per_game(players) and s.ext["event"] is None
    aog = [domino(sl.domino) for sl in s.drafts[AOG].current]
    assert [d.sort for d in aog] == sorted(d.sort for d in aog)  # letters first
    # the purse: each kingdom's first king drawn claims on the Fantastic Era line
    first = {}
    for king in s.order:
        first.setdefault(s.kings[king], king)
    assert all(tower_of(k) == FE for k in first.values())


def test_the_round_runs_the_fe_phase_then_the_aog_phase_with_its_line_revealed():
    s = play(xxl(3, seed=4), Rng(1), lambda s: s.phase == "play")
    assert s.round == 1 and s.tower == FE and not s.drafts[AOG].next_face_up
    assert all(tower_of(k) == FE for k in s.order)
    v = view(s)
    # face down, but its backs show the numbers to everyone (rulings §3)
    assert [sl.domino for sl in v.drafts[AOG].next] == [sl.domino for sl in s.drafts[AOG].next]
    assert all(sl.domino != 0 for sl in v.drafts[FE].next)
    s = play(s, Rng(2), lambda s: s.tower == AOG)
    assert s.drafts[AOG].next_face_up and s.round == 1 and all(tower_of(k) == AOG for k in s.order)
    s = play(s, Rng(3), lambda s: s.round == 2)
    assert s.tower == FE and not s.drafts[AOG].next_face_up and s.ext["event"] is not None


def _damaged_state(collapsed: bool) -> tuple[State, int, tuple[int, int]]:
    """A game at a king's restore step with one damaged building in its kingdom."""
    s = play(xxl(3, seed=6), Rng(4),
             lambda s: s.phase == "play" and not s.pending and s.step in ("tax", "build"))
    n = s.kings[s.king]
    k = s.kingdoms[n]
    r, c = k.castle
    spot = (r - 1, c)
    k.put_square(*spot, 7, 0)  # a town square beside the castle
    k.set_at(BUILDING, *spot, ALL_BUILDINGS[0])
    k.set_at(TOWERS, *spot, 2)
    k.set_at("fallen", *spot, 1)
    k.set_at(COLLAPSED, *spot, 1 if collapsed else 0)
    s.ext["rows"][0][0] = None  # that building came from the board
    k.vals[COINS] = 5
    s.step = "restore"
    return s, n, spot


def test_restore_rebuilds_for_3_coins_once_a_round():
    s, n, spot = _damaged_state(collapsed=True)
    assert Rebuild(*spot) in legal_actions(s) and Clear(*spot) in legal_actions(s)
    t = apply(s, Rebuild(*spot))
    k = t.kingdoms[n]
    assert k.vals[COINS] == 2 and not k.at(COLLAPSED, *spot) and not k.at("fallen", *spot)
    assert n in t.ext["restored"]


def test_restore_clears_the_land_for_1_coin():
    s, n, spot = _damaged_state(collapsed=True)
    t = apply(s, Clear(*spot))
    k = t.kingdoms[n]
    assert k.vals[COINS] == 4 and not k.at(BUILDING, *spot) and not k.at(TOWERS, *spot)
    assert ALL_BUILDINGS[0] in t.ext["burned"]


def test_restore_refusals():
    s, n, spot = _damaged_state(collapsed=False)
    s.options = replace(s.options, edition=1)  # release 0.2.0 could not clear a fallen tower
    with pytest.raises(IllegalAction, match="only the land under a collapsed building"):
        apply(s, Clear(*spot))
    s.kingdoms[n].vals[COINS] = 2
    with pytest.raises(IllegalAction, match="3 coins needed, you have 2"):
        apply(s, Rebuild(*spot))
    s.ext["restored"] = [n]
    with pytest.raises(IllegalAction, match="already rebuilt or cleared this round"):
        apply(s, Rebuild(*spot))


def test_the_court_buys_pays_two_kinds_and_places_the_tile():
    s = xxl(3, seed=2, court=1)
    rng = Rng(5)
    s = play(s, rng, lambda s: s.phase == "play" and not s.pending and s.step == "court",
             prefer=lambda s, a: next((x for x in a if isinstance(x, Skip) and x.step != "court"), None))
    n = s.kings[s.king]
    buy = next(a for a in legal_actions(s) if isinstance(a, Buy) and not a.search)
    kinds_before = sorted(v for _, _, v in s.kingdoms[n].squares(RESOURCE))
    t = apply(s, buy)
    assert step_of(t) == "court_pay" and t.pending[0]["kingdom"] == n
    assert buy.tile not in t.ext["court"]["faceup"][0]
    first = legal_actions(t)[0]
    t = apply(t, first)
    paid = s.kingdoms[n].at(RESOURCE, first.row, first.col)
    assert all(t.kingdoms[n].at(RESOURCE, a.row, a.col) != paid for a in legal_actions(t))  # another kind
    with pytest.raises(IllegalAction, match="of a kind not paid yet"):
        apply(t, Pay(first.row, first.col))
    t = apply(t, legal_actions(t)[0])
    assert step_of(t) == "court_place"
    spot = legal_actions(t)[0]
    assert isinstance(spot, PlaceTile)
    t = apply(t, spot)
    k = t.kingdoms[n]
    assert k.at("court", spot.row, spot.col) or k.at("court_crowns", spot.row, spot.col)
    assert len(kinds_before) - 2 == len(k.squares(RESOURCE)) and not t.pending
    assert t.step in ("bribe", "claim") or t.king != s.king


def test_the_last_round_has_no_claims_and_every_domino_is_used():
    s = xxl(5, seed=3)
    rng = Rng(7)
    claims_in_last = 0
    while not is_over(s):
        if s.phase == "play" and s.drafts[FE].next is None and s.step == "claim":
            claims_in_last += 1
        s = apply(s, rng.choice(legal_actions(s)))
    assert claims_in_last == 0 and s.round == 12
    used = sum(len(k.placed) + len(k.discarded) for k in s.kingdoms)
    assert used == 120 and not s.towers[FE] and not s.towers[AOG]
    for k in s.kingdoms:  # a grid is exactly full when nothing was discarded
        assert k.filled + 2 * len(k.discarded) == k.grid * k.grid


def _check(s: State, gained: int) -> None:
    ext = s.ext
    buildings = [b for row in ext["rows"] for b in row if b is not None] + ext["piles"][0] + ext["piles"][1]
    buildings += ext["burned"] + [int(v) for k in s.kingdoms for v in k.layers.get(BUILDING, {}).values()]
    assert sorted(buildings) == ALL_BUILDINGS
    assert all(k.vals[COINS] >= 0 and k.vals[GUARD] >= 0 for k in s.kingdoms)
    giants = ext["giants"] + sum(int(v) for k in s.kingdoms for v in k.layers.get(GIANT, {}).values())
    assert giants == GIANTS
    for k in s.kingdoms:
        for i, n in k.layers.get(GIANT, {}).items():
            assert 0 < int(n) <= k.crown[i]  # giants stand on printed crowns only
    for k in s.kingdoms:  # towers: what the building's tile put there, less those cleared (C′)
        for r, c, bid in k.squares(BUILDING):
            assert 0 <= int(k.at(TOWERS, r, c)) <= building(int(bid)).towers
            assert 0 <= int(k.at("fallen", r, c)) <= int(k.at(TOWERS, r, c))
    if "court" in ext:  # every Court tile is in a pile, face up, bought, in a kingdom (or its ruins) or gone
        court = ext["court"]
        tiles = sum(map(len, court["piles"])) + sum(map(len, court["faceup"])) + len(court.get("gone", []))
        tiles += sum(1 for d in s.pending if d["step"] in ("court_pay", "court_place"))
        tiles += sum(len(k.layers.get(layer, {})) for k in s.kingdoms
                     for layer in ("court", "court_building", "court_ruin"))
        assert tiles == s.options.court * (len(characters()) + len(court_buildings()))
    knights = ext["cemetery"] + sum(k.vals[GUARD] + sum(int(v) for v in k.layers.get(KNIGHT, {}).values())
                                    for k in s.kingdoms)
    assert knights == len(s.kingdoms) + gained
    dominoes = len(s.towers[FE]) + len(s.towers[AOG]) + len(s.discard)
    for d in s.drafts.values():
        dominoes += sum(1 for sl in d.current if sl.domino is not None)
        dominoes += sum(1 for sl in d.next or [] if sl.domino is not None)
    dominoes += sum(len(k.placed) + len(k.discarded) for k in s.kingdoms)
    assert dominoes == 120


def _knights_gained(before: State, after: State) -> int:
    """Knights that came from the supply with this action (buildings, events)."""
    def total(s: State) -> int:
        return s.ext["cemetery"] + sum(k.vals[GUARD] + sum(int(v) for v in k.layers.get(KNIGHT, {}).values())
                                       for k in s.kingdoms)
    return total(after) - total(before)


@pytest.mark.parametrize("players, court", [(3, 0), (4, 1), (5, 2), (3, 2)])
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_random_games_keep_every_invariant(players, court, seed):
    s = xxl(players, seed=seed, court=court)
    rng = Rng(seed + players + court)
    history, gained = [], 0
    while not is_over(s):
        acts = legal_actions(s)
        a = rng.choice(acts)
        t = apply(s, a)
        gained += max(0, _knights_gained(s, t))
        _check(t, gained)
        if rng.below(15) == 0:
            assert State.from_json(json.loads(json.dumps(t.to_json()))) == t
            v = view(t)
            draft = v.drafts[AOG]
            if draft.next is not None and not draft.next_face_up:
                assert draft.next == t.drafts[AOG].next  # its backs show their numbers
            assert legal_actions(determinize(v, Rng(1))) == legal_actions(t)
            assert legal_actions(v) == legal_actions(t)  # a seat lists what it may do
        history.append(str(a))
        s = t
    replay = xxl(players, seed=seed, court=court)
    for text in history:
        replay = apply(replay, parse_action(text))
    assert replay == s and [b.total for b in scores(replay)] == [b.total for b in scores(s)]
    parts = scores(s)[0].parts()
    assert "challenges" in parts and "territories" in parts


@pytest.mark.parametrize("eid", [e.id for e in load_events()])
def test_every_event_forced_once_plays_to_the_end(eid):
    s = xxl(4, seed=int(eid[1:]), court=1)
    rng = Rng(int(eid[1:]))
    s = play(s, rng, lambda s: s.phase == "play" and s.round == 1 and s.tower == AOG)
    s.ext["event_pile"].append(eid)  # revealed at the end of round 1, takes effect in round 2
    s = play(s, rng, lambda s: s.round == 2)
    assert s.ext["event"] == eid
    while not is_over(s):
        before = s
        s = apply(s, rng.choice(legal_actions(s)))
        assert all(k.vals[COINS] >= 0 for k in s.kingdoms)
        assert before.ext["giants"] >= 0
    assert eid in s.ext["events_done"]
