"""Royal Wedding XXL's content rulings of edition 2 (fantastic_era.md, rulings §3 "Pinned"), each
next to what release 0.2.0 (edition 1) did, which an old game keeps to its end."""

from __future__ import annotations

from dataclasses import replace

import pytest
from xxl_fixtures import giants_total, xxl_rules, xxl_state  # noqa: F401

from game.engine import IllegalAction, Options, Skip, apply, legal_actions, new_game
from game.engine.buildings import building, buildings_of
from game.engine.court_data import court_buildings
from game.engine.economy import crown_layer, tax_per_collection
from game.engine.layers import BUILDING, COINS, COURT_CROWNS, FALLEN, GIANT, GUARD, KNIGHT, TOWERS
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Tax
from game.engine.rules.xxl_events import Collapse, Patrol, start_event
from game.engine.rules.xxl_giants import Lift, PutGiant
from game.engine.rules.xxl_steps import COURT_BUILDING, COURT_RUIN, Clear, Rebuild, free_squares
from game.engine.state import EDITION, State
from game.engine.terrain import LAKE

FISHERY, DAIRY = 319, 322  # Court building tiles: lake and grassland, 1 crown each


def _edition(s: State, edition: int) -> State:
    s.options = replace(s.options, edition=edition)
    return s


def started(eid: str, s: State) -> State:
    s.ext["event"] = eid
    start_event(s)
    return s


def court_tile_on(s: State, n: int, r: int, c: int, tile: int) -> None:
    k = s.kingdoms[n]
    k.set_at(COURT_BUILDING, r, c, tile)
    k.set_at(COURT_CROWNS, r, c, next(b.crowns for b in court_buildings() if b.id == tile))


def test_new_games_are_of_the_newest_edition() -> None:
    assert EDITION == 2 and Options().edition == 2
    assert new_game(Options(rules="xxl", players=3)).options.edition == 2


# -- E8 Patrol -------------------------------------------------------------------------------------
@pytest.mark.usefixtures("xxl_rules")
def test_patrol_collects_tax_on_the_knights_new_square_with_its_bonuses() -> None:
    s = started("E8", xxl_state())
    s = apply(s, Skip("patrol"))  # kingdom 1 stays; kingdom 0 moves a knight to its lone lake square
    k = s.kingdoms[0]
    money, bonus = k.vals[COINS], tax_per_collection(k, building, True)
    assert bonus > 0  # the Queen's host with tax buildings: the bonuses count
    t = apply(s, Patrol(7, 8, 12, 8))
    assert t.kingdoms[0].vals[COINS] == money + 1 + bonus  # 1 square of lake, plus the bonuses
    assert t.kingdoms[0].at(KNIGHT, 12, 8) == 1 and t.kingdoms[0].vals[GUARD] == k.vals[GUARD]


@pytest.mark.usefixtures("xxl_rules")
def test_patrol_of_edition_1_collects_nothing() -> None:
    s = apply(started("E8", _edition(xxl_state(), 1)), Skip("patrol"))
    money = s.kingdoms[0].vals[COINS]
    assert apply(s, Patrol(7, 8, 12, 8)).kingdoms[0].vals[COINS] == money


# -- E19 Stampede ----------------------------------------------------------------------------------
def _stampede(edition: int) -> State:
    """Kingdom 0 holds a giant on 7,8; kingdom 2 passes its giant to kingdom 0 (Fantastic Era
    order 1, 2, 0) before kingdom 0 passes one on; kingdom 0 puts the received one on 8,7."""
    s = _edition(xxl_state(), edition)
    s.kingdoms[0].set_at(GIANT, 7, 8, 1)
    s.kingdoms[2].set_at(GIANT, 9, 8, 1)
    s.ext["giants"] = 3
    s = started("E19", s)
    assert s.pending[0]["step"] == "giant" and s.pending[0]["kingdom"] == 0
    return apply(s, PutGiant(8, 7))


@pytest.mark.usefixtures("xxl_rules")
def test_stampede_passes_only_a_giant_held_when_it_was_revealed() -> None:
    s = _stampede(2)
    # only the giant on 7,8 was held at the reveal: it goes without asking, kingdom 1 places it
    assert s.pending[0]["step"] == "giant" and s.pending[0]["kingdom"] == 1
    assert s.pending[0]["at"] == [7, 8]
    s = apply(s, legal_actions(s)[0])
    assert s.kingdoms[0].at(GIANT, 8, 7) == 1 and not s.kingdoms[0].at(GIANT, 7, 8)
    assert giants_total(s) == 6 and not s.pending


@pytest.mark.usefixtures("xxl_rules")
def test_stampede_refuses_passing_the_giant_received() -> None:
    s = _edition(xxl_state(), 2)
    s.kingdoms[0].set_at(GIANT, 7, 8, 1)
    s.kingdoms[0].set_at(GIANT, 6, 8, 0)
    s.kingdoms[2].set_at(GIANT, 9, 8, 1)
    s.ext["giants"] = 3
    s.kingdoms[0].put_square(6, 9, 2, 1)  # a second 1-crown square held at the reveal: a real choice
    s.kingdoms[0].set_at(GIANT, 6, 9, 1)
    s.ext["giants"] = 2
    s = apply(started("E19", s), PutGiant(8, 7))
    assert s.pending[0]["step"] == "stampede"
    assert sorted(map(str, legal_actions(s))) == ["lift 6,9", "lift 7,8"]
    with pytest.raises(IllegalAction, match="received during the Stampede"):
        apply(s, Lift(8, 7))


@pytest.mark.usefixtures("xxl_rules")
def test_stampede_of_edition_1_could_pass_the_giant_received() -> None:
    s = _stampede(1)
    assert s.pending[0]["step"] == "stampede"
    assert sorted(map(str, legal_actions(s))) == ["lift 7,8", "lift 8,7"]


# -- building collapses and the Court -----------------------------------------------------------
@pytest.mark.usefixtures("xxl_rules")
def test_jealous_court_collapses_the_hosts_court_building_which_leaves_its_square() -> None:
    s = xxl_state()
    s.ext["queen"] = 2  # kingdom 2 has no building but a Court building: it is a building here
    court_tile_on(s, 2, 8, 10, FISHERY)
    before = crown_layer(s.kingdoms[2], building)[s.kingdoms[2].index(8, 10)]
    s = started("E3", s)  # its only candidate: collapses without asking
    k = s.kingdoms[2]
    assert not s.pending and k.at(COURT_RUIN, 8, 10) == FISHERY
    assert not k.at(COURT_BUILDING, 8, 10) and not k.at(COURT_CROWNS, 8, 10)
    assert crown_layer(k, building)[k.index(8, 10)] == before - 1  # its crown counts no more
    assert (8, 10) not in [(r, c) for r, c, _ in free_squares(k)]  # the square stays taken


@pytest.mark.usefixtures("xxl_rules")
def test_edition_1_collapses_no_court_building() -> None:
    s = xxl_state()
    s.ext["queen"] = 2
    court_tile_on(s, 2, 8, 10, FISHERY)
    s = started("E3", _edition(s, 1))
    assert not s.pending and s.kingdoms[2].at(COURT_BUILDING, 8, 10) == FISHERY


@pytest.mark.usefixtures("xxl_rules")
def test_tremor_counts_court_buildings_among_the_three_standing_and_may_choose_one() -> None:
    s = xxl_state()
    court_tile_on(s, 1, 6, 8, DAIRY)  # kingdom 1: two buildings and a Court building
    s = started("E1", s)
    assert [(d["step"], d["kingdom"]) for d in s.pending] == [("collapse", 1), ("collapse", 0)]
    assert sorted(map(str, legal_actions(s))) == ["collapse 10,8", "collapse 6,8", "collapse 8,10"]
    s = apply(s, Collapse(6, 8))
    assert s.kingdoms[1].at(COURT_RUIN, 6, 8) == DAIRY
    t = xxl_state()
    court_tile_on(t, 1, 6, 8, DAIRY)
    assert [d["kingdom"] for d in started("E1", _edition(t, 1)).pending] == [0]


@pytest.mark.usefixtures("xxl_rules")
def test_sinking_ground_takes_town_buildings_only() -> None:
    s = xxl_state()
    court_tile_on(s, 2, 8, 10, FISHERY)  # on a lake: never on the smallest town territory
    assert [d["kingdom"] for d in started("E4", s).pending] == [1, 0]


# -- C′ for a Court building and a fallen tower ----------------------------------------------------
def _at_restore(court: int = 1) -> tuple[State, int]:
    """A real game at a king's C′ step (nothing pending), with 5 coins."""
    s = new_game(Options(rules="xxl", players=3, court=court), 6)
    rng = Rng(4)
    while not (s.phase == "play" and not s.pending and s.step in ("tax", "build")):
        s = apply(s, rng.choice(legal_actions(s)))
    n = s.kings[s.king]
    s.kingdoms[n].vals[COINS] = 5
    s.step = "restore"
    return s, n


def _ruin(s: State, n: int) -> tuple[int, int, int]:
    """A collapsed Court building beside a free square of its terrain."""
    k = s.kingdoms[n]
    r, c = k.castle
    r, c = r + 1, c
    k.put_square(r, c, LAKE, 0)  # a crownless lake square below the castle, nothing on it
    for layer in list(k.layers):
        k.set_at(layer, r, c, None)
    tile = FISHERY
    k.set_at(COURT_RUIN, r, c, tile)
    return r, c, tile


def test_a_collapsed_court_building_is_rebuilt_on_its_square_for_3_coins() -> None:
    s, n = _at_restore()
    r, c, tile = _ruin(s, n)
    assert Rebuild(r, c) in legal_actions(s) and Clear(r, c) in legal_actions(s)
    t = apply(s, Rebuild(r, c))
    k = t.kingdoms[n]
    assert k.vals[COINS] == 2 and k.at(COURT_BUILDING, r, c) == tile and k.at(COURT_CROWNS, r, c) >= 1
    assert not k.at(COURT_RUIN, r, c)


def test_a_collapsed_court_building_cleared_for_1_coin_leaves_the_game_and_frees_its_square() -> None:
    s, n = _at_restore()
    r, c, tile = _ruin(s, n)
    t = apply(s, Clear(r, c))
    k = t.kingdoms[n]
    assert k.vals[COINS] == 4 and not k.at(COURT_RUIN, r, c) and not k.at(COURT_BUILDING, r, c)
    assert t.ext["court"]["gone"] == [tile] and (r, c) in [(a, b) for a, b, _ in free_squares(k)]


def _fallen_tower(s: State, n: int, fallen: int) -> tuple[int, int]:
    k = s.kingdoms[n]
    r, c = k.castle
    spot = (r - 1, c)
    k.put_square(*spot, 7, 0)  # a town square beside the castle
    bid = next(b.id for b in buildings_of("queendomino") if b.towers == 2)
    for row in s.ext["rows"]:  # the building comes from the board (or a pile)
        if bid in row:
            row[row.index(bid)] = None
    for pile in s.ext["piles"]:
        if bid in pile:
            pile.remove(bid)
    k.set_at(BUILDING, *spot, bid)
    k.set_at(TOWERS, *spot, 2)
    k.set_at(FALLEN, *spot, fallen)
    return spot


def test_a_fallen_tower_is_cleared_for_1_coin_and_the_building_stays() -> None:
    s, n = _at_restore(court=0)
    spot = _fallen_tower(s, n, 1)
    assert Clear(*spot) in legal_actions(s)
    k = apply(s, Clear(*spot)).kingdoms[n]
    assert k.vals[COINS] == 4 and k.at(BUILDING, *spot)
    assert k.at(TOWERS, *spot) == 1 and not k.at(FALLEN, *spot)


def test_a_fallen_tower_is_stood_up_one_figurine_per_restore() -> None:
    s, n = _at_restore(court=0)
    spot = _fallen_tower(s, n, 2)
    k = apply(s, Rebuild(*spot)).kingdoms[n]
    assert k.vals[COINS] == 2 and k.at(TOWERS, *spot) == 2 and k.at(FALLEN, *spot) == 1
    old, n = _at_restore(court=0)
    spot = _fallen_tower(_edition(old, 1), n, 2)
    assert Clear(*spot) not in legal_actions(old)
    assert not apply(old, Rebuild(*spot)).kingdoms[n].at(FALLEN, *spot)  # edition 1: all at once


# -- knights per domino placed ---------------------------------------------------------------------
def test_two_knights_per_domino_placed_so_up_to_four_in_a_kingdoms_two_turns_of_a_round() -> None:
    s = new_game(Options(rules="xxl", players=3), 11)
    rng = Rng(2)
    sent: dict[int, int] = {}
    target, start_round = None, None
    while True:
        if s.phase == "play" and not s.pending and s.step == "tax":
            n = s.kings[s.king]
            if target is None and s.tower == "fantastic_era" and s.round >= 1:
                target, start_round = n, s.round
            if n == target and s.round == start_round:
                if not sent:
                    s.kingdoms[n].vals[GUARD] = 4
                squares = tuple(sorted(tuple(sq) for sq in s.ext["placed"]))
                assert Tax(squares) in legal_actions(s)
                with pytest.raises(IllegalAction, match="at most 2 knights"):
                    apply(s, Tax((*squares, (0, 0))))
                s = apply(s, Tax(squares))
                sent[n] = sent.get(n, 0) + 2
                if sent[n] == 4:
                    break
                continue
        acts = legal_actions(s)
        s = apply(s, next((a for a in acts if not isinstance(a, Skip)), acts[0]) if s.step == "place"
                  else rng.choice(acts))
        assert s.round == start_round or start_round is None
    assert sent[target] == 4 and s.kingdoms[target].vals[GUARD] == 0
