"""Fantastic Events (game/engine/rules/xxl_events.py): one test per effect kind (named
test_<kind>...), the choices they ask through `game.engine.apply`, refusals that leave the
state unchanged, coins never below 0, knights and giants conserved, action texts round-tripping."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from xxl_fixtures import giants_total, knights_total, xxl_rules, xxl_state  # noqa: F401

from game.engine import IllegalAction, Skip, acting_king, actor, apply, legal_actions, parse_action, validate
from game.engine.economy import towers
from game.engine.events import KINDS, Event, load_events
from game.engine.layers import COINS, COLLAPSED, FALLEN, GIANT, GUARD, KNIGHT
from game.engine.rng import Rng
from game.engine.rules.economy_steps import bribe_cost, build_cost, builds_allowed, effect
from game.engine.rules.xxl_common import fe_king, fe_order, settle
from game.engine.rules.xxl_events import (
    EFFECTS,
    EVENT_DECISIONS,
    Bury,
    Collapse,
    Patrol,
    Topple,
    end_round_effects,
    start_event,
)
from game.engine.rules.xxl_giants import Lift, PutGiant
from game.engine.state import State

pytestmark = pytest.mark.usefixtures("xxl_rules")


def started(eid: str, state: State | None = None) -> State:
    s = state or xxl_state()
    s.ext["event"] = eid
    start_event(s)
    return s


def coins(s: State) -> list[int]:
    return [k.vals[COINS] for k in s.kingdoms]


def refused(s: State, action: object, code: str) -> IllegalAction:
    """`action` is refused with `code` and the state is unchanged."""
    before = json.dumps(s.to_json())
    with pytest.raises(IllegalAction) as err:
        apply(s, action)  # type: ignore[arg-type]
    assert err.value.code == code and err.value.reason
    assert json.dumps(s.to_json()) == before
    return err.value


def asked(s: State, step: str, kingdom: int) -> None:
    """The first decision is `step` for `kingdom`, asked of its Fantastic Era king's holder."""
    assert s.pending and s.pending[0]["step"] == step
    assert actor(s) == kingdom and acting_king(s) == fe_king(s, kingdom)


def synthetic(kind: str, **params: object) -> Event:
    return Event("E99", "Test", "test", "a test event", kind, tuple(params.items()), True)


# -- who decides ------------------------------------------------------------------------------------
def test_fe_king_and_line_order():
    s = xxl_state()
    assert [fe_king(s, n) for n in range(3)] == [3, 4, 2]
    assert fe_order(s) == [1, 2, 0]
    s.drafts["fantastic_era"].current[2].king = None  # kingdom 0 has no king on the FE line
    assert fe_king(s, 0) == 0 and fe_order(s) == [1, 2, 0]


def test_every_kind_is_interpreted_and_tested():
    assert set(EFFECTS) == set(KINDS)
    names = [n for n in globals() if n.startswith("test_")]
    for kind in KINDS:
        assert any(n.startswith(f"test_{kind}") for n in names), f"no test for {kind}"


# -- collapse_building ------------------------------------------------------------------------------
def test_collapse_building_tremor_asks_kingdoms_with_three_standing():
    s = started("E1")
    assert len(s.pending) == 1
    asked(s, "collapse", 0)
    assert sorted(map(str, legal_actions(s))) == [
        "collapse 11,8", "collapse 8,10", "collapse 8,9", "collapse 9,8"]
    err = refused(s, Collapse(8, 7), "collapse_refused")
    assert "no building" in err.reason
    refused(s, Topple(9, 8), "wrong_step")
    refused(s, Skip("collapse"), "cannot_skip")
    s = apply(s, Collapse(9, 8))
    k = s.kingdoms[0]
    assert not s.pending and k.at(COLLAPSED, 9, 8) == 1 and towers(k) == 3  # its 2 towers count for nothing


def test_collapse_building_jealous_court_hits_the_queens_host_only():
    s = started("E3")
    asked(s, "collapse", 0)
    assert len(s.pending) == 1
    s2 = xxl_state()
    s2.ext["queen"] = 2  # a host without a building: nothing happens
    s2.ext["event"] = "E3"
    before = s2.to_json()
    assert started("E3", s2).to_json() == before
    s3 = xxl_state()
    s3.ext["queen"] = None
    assert not started("E3", s3).pending


def test_collapse_building_sinking_ground_smallest_town_territory():
    s = started("E4")
    assert [(d["step"], d["kingdom"]) for d in s.pending] == [("collapse", 1), ("collapse", 0)]
    asked(s, "collapse", 1)  # two one-square towns: both are candidates
    assert sorted(map(str, legal_actions(s))) == ["collapse 10,8", "collapse 8,10"]
    s = apply(s, Collapse(10, 8))
    asked(s, "collapse", 0)
    assert sorted(map(str, legal_actions(s))) == ["collapse 8,10", "collapse 8,9"]
    err = refused(s, Collapse(9, 8), "collapse_refused")
    assert "smallest town territory" in err.reason
    s = apply(s, Collapse(8, 9))
    assert not s.pending and s.kingdoms[0].at(COLLAPSED, 8, 9) == 1


def test_collapse_building_single_candidate_needs_no_choice():
    s = xxl_state()
    s.kingdoms[0].set_at(COLLAPSED, 8, 10, 1)  # the Citadel is alone on the smallest town
    s.kingdoms[1].set_at(COLLAPSED, 8, 10, 1)  # the Great Hall is kingdom 1's last standing one
    s = started("E4", s)
    assert not s.pending
    assert s.kingdoms[0].at(COLLAPSED, 8, 9) == 1 and s.kingdoms[1].at(COLLAPSED, 10, 8) == 1


def test_collapse_building_refuses_a_collapsed_one():
    s = xxl_state()
    s.kingdoms[0].set_at(COLLAPSED, 11, 8, 1)
    s = started("E1", s)
    err = refused(s, Collapse(11, 8), "collapse_refused")
    assert "already collapsed" in err.reason


# -- topple_tower -----------------------------------------------------------------------------------
def test_topple_tower_lightning_storm():
    s = started("E2")
    # kingdom 1 (first on the line) has one tower: it falls without asking
    assert s.kingdoms[1].at(FALLEN, 8, 10) == 1 and towers(s.kingdoms[1]) == 0
    assert len(s.pending) == 1
    asked(s, "topple", 0)
    assert sorted(map(str, legal_actions(s))) == ["topple 8,9", "topple 9,8"]
    err = refused(s, Topple(8, 10), "topple_refused")
    assert "no standing tower" in err.reason
    s = apply(s, Topple(8, 9))
    assert s.kingdoms[0].at(FALLEN, 8, 9) == 1 and towers(s.kingdoms[0]) == 4 and not s.pending


def test_topple_tower_skips_collapsed_buildings_and_towerless_kingdoms():
    s = xxl_state()
    s.kingdoms[0].set_at(COLLAPSED, 8, 9, 1)
    s = started("E2", s)
    assert not s.pending  # only the Customs House still has standing towers: no choice
    assert s.kingdoms[0].at(FALLEN, 9, 8) == 1 and s.kingdoms[0].at(FALLEN, 8, 9) == 0
    assert not s.kingdoms[2].layers.get(FALLEN)


# -- knight_to_cemetery -----------------------------------------------------------------------------
def test_knight_to_cemetery_fever_takes_guard_knights():
    s = xxl_state()
    total = knights_total(s)
    s = started("E5", s)
    assert not s.pending
    assert [k.vals[GUARD] for k in s.kingdoms] == [1, 0, 0] and s.ext["cemetery"] == 2
    assert knights_total(s) == total


def test_knight_to_cemetery_desertion_the_owner_chooses():
    s = xxl_state()
    total = knights_total(s)
    s = started("E6", s)  # kingdom 0 owns 4 knights, kingdom 1 owns 2
    assert len(s.pending) == 1
    asked(s, "bury", 0)
    assert sorted(map(str, legal_actions(s))) == ["bury 6,8", "bury 7,8"]
    err = refused(s, Bury(8, 9), "bury_refused")
    assert "no knight" in err.reason
    s = apply(s, Bury(6, 8))
    assert not s.kingdoms[0].at(KNIGHT, 6, 8) and s.ext["cemetery"] == 1 and knights_total(s) == total


def test_knight_to_cemetery_desertion_ties_and_guard_only_kingdoms():
    s = xxl_state()
    s.kingdoms[1].vals[GUARD] = 3  # kingdom 1 ties with 4 knights, one on its board
    s.kingdoms[2].vals[GUARD] = 4  # kingdom 2 ties too, but has no knight on its board
    total = knights_total(s)
    s = started("E6", s)
    assert s.kingdoms[1].at(KNIGHT, 8, 9) == 0 and s.ext["cemetery"] == 1  # its only one: no choice
    asked(s, "bury", 0)
    s = apply(s, legal_actions(s)[0])
    assert s.ext["cemetery"] == 2 and s.kingdoms[2].vals[GUARD] == 4 and knights_total(s) == total


def test_knight_to_cemetery_nobody_without_knights():
    s = xxl_state()
    for k in s.kingdoms:
        k.vals[GUARD] = 0
        k.layers.pop(KNIGHT, None)
    s.ext["event"] = "E6"
    before = s.to_json()
    assert started("E6", s).to_json() == before


def test_knight_to_cemetery_board_without_chooser_takes_reading_order():
    s = xxl_state()
    EFFECTS["knight_to_cemetery"](s, synthetic("knight_to_cemetery", who="queen_host", count=1,
                                                source="board", chooser="none"))
    assert not s.pending and not s.kingdoms[0].at(KNIGHT, 6, 8) and s.kingdoms[0].at(KNIGHT, 7, 8)


# -- gain_knight ------------------------------------------------------------------------------------
def test_gain_knight_call_to_arms():
    s = xxl_state()
    total = knights_total(s)
    s = started("E7", s)
    assert [k.vals[GUARD] for k in s.kingdoms] == [3, 2, 1] and knights_total(s) == total + 3


# -- move_knight ------------------------------------------------------------------------------------
def test_move_knight_patrol_of_release_0_2_0_is_optional_and_collects_nothing():
    s = xxl_state()
    s.options = replace(s.options, edition=1)  # edition 2's: tests/test_engine_xxl_edition2.py
    s = started("E8", s)
    assert [(d["step"], d["kingdom"]) for d in s.pending] == [("patrol", 1), ("patrol", 0)]
    asked(s, "patrol", 1)
    assert Skip("patrol") in legal_actions(s)
    s = apply(s, Skip("patrol"))
    asked(s, "patrol", 0)
    acts = legal_actions(s)
    assert Patrol(7, 8, 12, 8) in acts and Patrol(7, 8, 6, 8) not in acts
    assert not any(a.to_row == 8 and a.to_col == 8 for a in acts if isinstance(a, Patrol))  # castle
    assert "no knight" in refused(s, Patrol(8, 9, 12, 8), "patrol_refused").reason
    assert "already stands" in refused(s, Patrol(7, 8, 6, 8), "patrol_refused").reason
    assert "not a square" in refused(s, Patrol(7, 8, 8, 8), "patrol_refused").reason
    assert "not a square" in refused(s, Patrol(7, 8, 0, 0), "patrol_refused").reason
    total, money = knights_total(s), coins(s)
    s = apply(s, Patrol(7, 8, 12, 8))
    k = s.kingdoms[0]
    assert not k.at(KNIGHT, 7, 8) and k.at(KNIGHT, 12, 8) == 1 and not s.pending
    assert knights_total(s) == total and coins(s) == money


def test_move_knight_compulsory_with_tax():
    s = xxl_state()
    EFFECTS["move_knight"](s, synthetic("move_knight", who="queen_host", count=1, optional=False,
                                        collect_tax=True))
    settle(s)
    asked(s, "march", 0)
    assert Skip("march") not in legal_actions(s)
    refused(s, Skip("march"), "cannot_skip")
    s = apply(s, Patrol(6, 8, 9, 8))  # a 3-square town; Customs House: +towers (5) +1 (the Queen)
    assert s.kingdoms[0].vals[COINS] == 12 + 3 + 5 + 1


# -- coins, levy, coins_per_territory, coins_largest_territory --------------------------------------
def test_coins_robbers_take_from_the_richest_never_below_zero():
    assert coins(started("E12")) == [9, 5, 0]
    s = xxl_state()
    for k in s.kingdoms:
        k.vals[COINS] = 2
    assert coins(started("E12", s)) == [0, 0, 0]  # all tied richest; never below 0


def test_coins_alms_for_the_poorest():
    assert coins(started("E13")) == [12, 5, 3]
    s = xxl_state()
    s.kingdoms[2].vals[COINS] = 5
    assert coins(started("E13", s)) == [12, 8, 8]


def test_levy_royal_levy():
    s = xxl_state()
    s.kingdoms[2].vals[COINS] = 4
    assert coins(started("E9", s)) == [10, 4, 4]


def test_coins_per_territory_harvest_festival():
    assert coins(started("E10")) == [14, 7, 0]  # wheat territories: 2, 2, 0


def test_coins_largest_territory_fishermen():
    assert coins(started("E11")) == [12, 5, 2]  # largest lakes: 1, none, 4


# -- lasting effects --------------------------------------------------------------------------------
def test_building_cost_guild_and_shortage():
    s = started("E14")
    assert effect(s, "building_cost", 0) == -1 and not s.pending
    assert build_cost(s, 0, False) == 0 and build_cost(s, 5, True) == 3 and build_cost(s, 1, True) == 0
    s = started("E15")
    assert build_cost(s, 0, False) == 1 and build_cost(s, 5, True) == 5
    end_round_effects(s)
    assert s.ext["effects"] == {} and build_cost(s, 3, False) == 3


def test_builds_per_turn_master_masons():
    s = xxl_state()
    assert builds_allowed(s) == 1
    assert builds_allowed(started("E16", s)) == 2 and s.ext["effects"] == {"builds_per_turn": 2}


def test_dragon_bribe_wake_and_sleep():
    s = xxl_state()
    assert bribe_cost(s) == 1
    assert bribe_cost(started("E20")) == 0
    s = started("E21")
    assert s.ext["effects"] == {"dragon_bribe": None} and bribe_cost(s) is None
    assert effect(s, "dragon_bribe", 1) is None
    end_round_effects(s)
    assert bribe_cost(s) == 1


# -- giants -----------------------------------------------------------------------------------------
def test_giant_arrives_giants_march():
    s = xxl_state()
    s = started("E17", s)  # kingdoms 2 and 0 have no giant; kingdom 2 has one crown: no choice
    assert s.kingdoms[2].at(GIANT, 9, 8) == 1
    asked(s, "giant", 0)
    assert sorted(map(str, legal_actions(s))) == ["giant 7,8", "giant 8,7"]
    refused(s, PutGiant(9, 8), "giant_refused")  # a town under a building: no printed crown
    s = apply(s, PutGiant(7, 8))
    assert s.kingdoms[0].at(GIANT, 7, 8) == 1 and s.ext["giants"] == 3 and giants_total(s) == 6
    assert s.kingdoms[1].at(GIANT, 9, 8) == 1  # it had a giant: none arrives


def test_giant_arrives_while_the_supply_lasts():
    s = xxl_state()
    s.ext["giants"] = 1
    s.kingdoms[1].set_at(GIANT, 9, 8, 6)  # keep the box count: 6 giants in all (a test shortcut)
    s = started("E17", s)
    assert s.kingdoms[2].at(GIANT, 9, 8) == 1 and s.ext["giants"] == 0 and not s.pending


def test_giant_leaves_giants_doze():
    s = xxl_state()
    s.kingdoms[0].set_at(GIANT, 7, 8, 1)
    s.kingdoms[0].set_at(GIANT, 8, 7, 1)
    s.ext["giants"] = 3
    s = started("E18", s)
    assert not s.kingdoms[1].layers.get(GIANT) and s.ext["giants"] == 4  # one square: no choice
    asked(s, "giant_leave", 0)
    assert "no giant" in refused(s, Lift(9, 8), "lift_refused").reason
    s = apply(s, Lift(8, 7))
    assert s.kingdoms[0].at(GIANT, 7, 8) == 1 and not s.kingdoms[0].at(GIANT, 8, 7)
    assert s.ext["giants"] == 5 and giants_total(s) == 6


def test_pass_giant_stampede_receiver_picks_the_crown():
    s = xxl_state()
    s.kingdoms[0].set_at(GIANT, 7, 8, 1)
    s.kingdoms[0].set_at(GIANT, 8, 7, 1)
    s.ext["giants"] = 3
    s = started("E19", s)
    # kingdom 1 passes its only giant to kingdom 2, whose only crown takes it: no choice
    assert not s.kingdoms[1].layers.get(GIANT) and s.kingdoms[2].at(GIANT, 9, 8) == 1
    asked(s, "stampede", 0)  # kingdom 0 chooses which giant goes to kingdom 1
    s = apply(s, Lift(7, 8))
    asked(s, "giant", 1)  # kingdom 1's owner picks the crown
    assert s.kingdoms[0].at(GIANT, 7, 8) == 1  # the giant waits on its square until then
    assert giants_total(s) == 6
    assert len(legal_actions(s)) == 4
    s = apply(s, PutGiant(8, 9))
    assert not s.kingdoms[0].at(GIANT, 7, 8) and s.kingdoms[1].at(GIANT, 8, 9) == 1
    assert not s.pending and giants_total(s) == 6 and s.ext["giants"] == 3
    # kingdom 2 had no giant when the event took effect: it passes none


def test_pass_giant_to_a_kingdom_without_a_free_crown_returns_it():
    s = xxl_state()
    s.kingdoms[2].set_at(GIANT, 9, 8, 1)
    s.ext["giants"] = 4
    s = started("E19", s)
    # kingdom 1 -> kingdom 2 (no free crown): to the supply; kingdom 2 -> kingdom 0: its choice
    assert not s.kingdoms[1].layers.get(GIANT) and s.ext["giants"] == 5
    asked(s, "giant", 0)
    assert acting_king(s) == 3
    s = apply(s, PutGiant(8, 7))
    assert not s.kingdoms[2].layers.get(GIANT) and s.kingdoms[0].at(GIANT, 8, 7) == 1
    assert giants_total(s) == 6 and not s.pending


# -- builders, the Queen ----------------------------------------------------------------------------
def test_burn_slot_dragon_fire():
    s = started("E22")
    assert s.ext["burned"] == [2, 11]
    assert s.ext["rows"] == [[21, 3, 4, 8, 9, 10], [24, 12, 13, 16, 17, 18]]
    assert s.ext["piles"] == [[19, 20], [22, 23]] and s.ext["dragons"] == [None, None]
    s = xxl_state()
    s.ext["rows"][0][0] = None
    s.ext["piles"][1] = []
    s = started("E22", s)
    assert s.ext["burned"] == [11] and s.ext["rows"][1] == [None, 12, 13, 16, 17, 18]


def test_queen_moves_journey_home():
    assert started("E23").ext["queen"] is None


def test_queen_moves_royal_favour_fewest_towers():
    assert started("E24").ext["queen"] == 2  # towers 5, 1, 0
    s = xxl_state()
    s.kingdoms[1].set_at(FALLEN, 8, 10, 1)  # kingdoms 1 and 2 tie with no tower
    assert started("E24", s).ext["queen"] == 1  # first by seat
    s = xxl_state()
    s.kingdoms[1].set_at(FALLEN, 8, 10, 1)
    s.ext["queen"] = 2
    assert started("E24", s).ext["queen"] == 2  # her host is among them: she stays


# -- every event, resolved through the engine -------------------------------------------------------
@pytest.mark.parametrize("eid", [e.id for e in load_events()])
def test_every_event_resolves_through_the_engine(eid):
    s = xxl_state()
    s.kingdoms[0].set_at(GIANT, 7, 8, 1)
    s.kingdoms[0].set_at(GIANT, 8, 7, 1)
    s.ext["giants"] = 3
    knights, gained = knights_total(s), 3 if eid == "E7" else 0
    s = started(eid, s)
    steps = 0
    while s.pending:
        d = s.pending[0]
        assert d["step"] in EVENT_DECISIONS and acting_king(s) == d["king"]
        assert s.kings[d["king"]] == d["kingdom"] == actor(s)
        acts = legal_actions(s)
        assert acts
        for a in acts:
            assert parse_action(str(a)) == a
            validate(s, a)
        assert State.from_json(json.loads(json.dumps(s.to_json()))) == s
        s = apply(s, acts[steps % len(acts)])
        steps += 1
    assert all(c >= 0 for c in coins(s))
    assert knights_total(s) == knights + gained and giants_total(s) == 6


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from([e.id for e in load_events()]), min_size=1, max_size=8),
       st.integers(0, 2**32))
def test_random_event_rounds_keep_the_invariants(eids, seed):
    s = xxl_state()
    rng = Rng(seed)
    knights = knights_total(s)
    for eid in eids:
        s = started(eid, s)
        while s.pending:
            acts = legal_actions(s)
            assert acts and actor(s) == s.pending[0]["kingdom"]
            s = apply(s, rng.choice(acts))
        end_round_effects(s)
        knights += 3 if eid == "E7" else 0
        assert all(c >= 0 for c in coins(s)) and knights_total(s) == knights and giants_total(s) == 6
        for k in s.kingdoms:  # a giant never stands on more crowns than the square prints
            assert all(int(n) <= k.cell(r, c)[1] for r, c, n in k.squares(GIANT))
    assert State.from_json(json.loads(json.dumps(s.to_json()))) == s


@pytest.mark.parametrize("text", ["collapse 3,4", "topple 3,4", "bury 3,4", "patrol 3,4 to 5,6", "lift 3,4",
                                  "giant 3,4", "skip patrol"])
def test_action_texts_round_trip(text):
    assert str(parse_action(text)) == text
    assert parse_action(text.upper()) == parse_action(text)


def test_a_decisions_refusal_speaks_words_not_action_syntax():
    """A refusal's reason reaches the player (the table's toast): 'choose which of your giants
    goes', never 'lift ROW,COL'."""
    import re

    from game.engine.rules import xxl  # noqa: F401  (registers every decision)
    from game.engine.rules.xxl_common import DECISIONS

    assert DECISIONS
    for name, d in DECISIONS.items():
        assert d.ask and not re.search(r"[A-Z]{3,}|:", d.ask), (name, d.ask)
