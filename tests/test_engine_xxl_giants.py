"""Giants (game/engine/rules/xxl_giants.py): a giant domino brings a giant whether placed or
discarded, footprints send one away and the receiving kingdom picks the crown, covered crowns
score nothing, the supply runs out; choices through `game.engine.apply`."""

from __future__ import annotations

import json

import pytest
from xxl_fixtures import aog_turn, giants_total, xxl_rules, xxl_state  # noqa: F401

from game.engine import (
    IllegalAction,
    Place,
    Skip,
    acting_king,
    actor,
    apply,
    legal_actions,
    parse_action,
    scores,
)
from game.engine.layers import GIANT
from game.engine.rules.xxl_giants import Footprint, Lift, PutGiant, after_place, uncovered_crowns
from game.engine.state import State

pytestmark = pytest.mark.usefixtures("xxl_rules")


def refused(s: State, action: object, code: str) -> IllegalAction:
    before = json.dumps(s.to_json())
    with pytest.raises(IllegalAction) as err:
        apply(s, action)  # type: ignore[arg-type]
    assert err.value.code == code and err.value.reason
    assert json.dumps(s.to_json()) == before
    return err.value


def place_away(s: State) -> State:
    """The acting king places its domino somewhere that touches no crowned square's terrain."""
    places = [a for a in legal_actions(s) if isinstance(a, Place)]
    return apply(s, max(places, key=lambda a: (abs(a.row - 8) + abs(a.col - 8), str(a))))


def test_uncovered_crowns_one_giant_per_crown():
    s = xxl_state()
    k0, k1 = s.kingdoms[0], s.kingdoms[1]
    assert uncovered_crowns(k0) == [(7, 8), (8, 7)]  # towns under crowned buildings are no crowns
    assert uncovered_crowns(k1) == [(7, 8), (8, 7), (8, 9), (9, 8)]  # 9,8: 3 crowns, 1 giant
    k1.set_at(GIANT, 9, 8, 3)
    assert (9, 8) not in uncovered_crowns(k1)


def test_giant_domino_placed_brings_a_giant_through_the_engine():
    s = place_away(aog_turn(xxl_state()))
    assert s.pending == [{"step": "giant", "kingdom": 0, "king": 0, "from": None}]
    assert actor(s) == 0 and acting_king(s) == 0
    assert sorted(map(str, legal_actions(s))) == ["giant 7,8", "giant 8,7"]
    assert "has none" in refused(s, PutGiant(9, 8), "giant_refused").reason
    assert "has none" in refused(s, PutGiant(40, 40), "giant_refused").reason
    refused(s, Footprint(1), "wrong_step")
    refused(s, Skip("giant"), "cannot_skip")
    s = apply(s, PutGiant(7, 8))
    assert s.kingdoms[0].at(GIANT, 7, 8) == 1 and s.ext["giants"] == 4 and giants_total(s) == 6
    assert not s.pending and s.step == "claim" and s.king == 0  # the turn goes on


def test_a_two_crown_square_holds_two_giants():
    s = aog_turn(xxl_state())
    for _ in range(2):
        after_place(s, 0, 201, True)
        s = apply(s, PutGiant(7, 8))
    assert s.kingdoms[0].at(GIANT, 7, 8) == 2 and giants_total(s) == 6
    after_place(s, 0, 201, True)  # one crown left: it takes the giant without asking
    assert not s.pending and s.kingdoms[0].at(GIANT, 8, 7) == 1
    after_place(s, 0, 201, True)
    assert not s.pending and s.ext["giants"] == 2  # no crown left: no effect


def test_giant_domino_discarded_still_brings_a_giant():
    s = aog_turn(xxl_state())
    after_place(s, 0, 201, False)
    assert s.pending == [{"step": "giant", "kingdom": 0, "king": 0, "from": None}]
    s = apply(s, PutGiant(8, 7))
    assert s.kingdoms[0].at(GIANT, 8, 7) == 1 and s.ext["giants"] == 4


def test_covered_crowns_score_nothing():
    s = aog_turn(xxl_state())

    def grassland(state: State) -> int:
        return next(t.points for t in scores(state)[0].territories if t.terrain == "grassland")

    assert grassland(s) == 2
    after_place(s, 0, 201, True)
    s = apply(s, PutGiant(7, 8))
    assert grassland(s) == 1
    after_place(s, 0, 201, True)
    s = apply(s, PutGiant(7, 8))
    assert grassland(s) == 0


def test_no_giant_left_or_no_crown_no_effect():
    s = aog_turn(xxl_state())
    s.ext["giants"] = 0
    before = s.to_json()
    after_place(s, 0, 201, True)
    assert s.to_json() == before
    s = aog_turn(xxl_state())
    s.kingdoms[2].set_at(GIANT, 9, 8, 1)
    s.ext["giants"] = 4
    before = s.to_json()
    after_place(s, 2, 202, False)
    assert s.to_json() == before


def test_one_free_crown_takes_the_giant_without_asking():
    s = aog_turn(xxl_state())
    after_place(s, 2, 203, True)
    assert not s.pending and s.kingdoms[2].at(GIANT, 9, 8) == 1 and s.ext["giants"] == 4


def test_plain_dominoes_bring_nothing():
    s = aog_turn(xxl_state())
    before = s.to_json()
    for did in (20, 151):
        after_place(s, 0, did, True)
    assert s.to_json() == before


def footprint_turn() -> State:
    """King 1 (kingdom 1, one giant on 9,8) has just placed footprints 249."""
    s = aog_turn(xxl_state())
    s.drafts["age_of_giants"].current[0].domino = None  # king 0 has placed its giant domino
    s.turn = 1
    return place_away(s)


def test_footprint_moves_a_giant_and_the_receiver_chooses():
    s = footprint_turn()
    assert s.pending[0]["step"] == "footprint" and actor(s) == 1 and acting_king(s) == 1
    assert sorted(map(str, legal_actions(s))) == ["footprint to 0", "footprint to 2", "skip footprint"]
    assert "another kingdom" in refused(s, Footprint(1), "footprint_refused").reason
    assert "no kingdom 7" in refused(s, Footprint(7), "footprint_refused").reason
    refused(s, PutGiant(7, 8), "wrong_step")
    s = apply(s, Footprint(0))
    # its giants stand on one square: nothing more to ask the mover; kingdom 0 picks the crown
    assert s.pending[0]["step"] == "giant" and actor(s) == 0 and acting_king(s) == 0
    assert s.kingdoms[1].at(GIANT, 9, 8) == 1 and giants_total(s) == 6
    assert sorted(map(str, legal_actions(s))) == ["giant 7,8", "giant 8,7"]
    s = apply(s, PutGiant(8, 7))
    assert not s.kingdoms[1].layers.get(GIANT) and s.kingdoms[0].at(GIANT, 8, 7) == 1
    assert s.ext["giants"] == 5 and giants_total(s) == 6
    assert not s.pending and s.step == "claim" and s.king == 1


def test_footprint_to_a_kingdom_without_a_free_crown_returns_the_giant():
    s = footprint_turn()
    s.kingdoms[2].set_at(GIANT, 9, 8, 1)
    s.ext["giants"] = 4
    s = apply(s, Footprint(2))
    assert not s.pending and not s.kingdoms[1].layers.get(GIANT) and s.ext["giants"] == 5
    assert giants_total(s) == 6


def test_footprint_mover_chooses_which_giant():
    s = aog_turn(xxl_state())
    s.drafts["age_of_giants"].current[0].domino = None
    s.turn = 1
    s.kingdoms[1].set_at(GIANT, 8, 9, 1)
    s.ext["giants"] = 4
    s = place_away(s)
    s = apply(s, Footprint(2))
    assert s.pending[0]["step"] == "footprint_giant" and actor(s) == 1 and acting_king(s) == 1
    assert sorted(map(str, legal_actions(s))) == ["lift 8,9", "lift 9,8"]
    assert "no giant" in refused(s, Lift(7, 8), "lift_refused").reason
    s = apply(s, Lift(8, 9))
    # kingdom 2's one free crown takes it at once; its AoG king would have chosen (king 5)
    assert not s.pending and s.kingdoms[2].at(GIANT, 9, 8) == 1
    assert not s.kingdoms[1].at(GIANT, 8, 9) and s.kingdoms[1].at(GIANT, 9, 8) == 1 and giants_total(s) == 6


def test_footprint_receiver_is_its_aog_king():
    s = footprint_turn()
    s.kingdoms[2].put_square(9, 9, 3, 2)  # a second crowned square so kingdom 2 must choose
    s = apply(s, Footprint(2))
    assert actor(s) == 2 and acting_king(s) == 5


def test_footprint_may_be_skipped_and_needs_a_giant():
    s = footprint_turn()
    before = s.kingdoms
    s = apply(s, Skip("footprint"))
    assert not s.pending and s.kingdoms == before and s.step == "claim"
    s = aog_turn(xxl_state())
    before_json = s.to_json()
    after_place(s, 0, 249, True)  # kingdom 0 has no giant
    after_place(s, 1, 249, False)  # a discarded footprint does nothing
    assert s.to_json() == before_json


@pytest.mark.parametrize("text", ["giant 3,4", "footprint to 2", "skip footprint", "lift 3,4", "giant -1,10"])
def test_giant_action_texts_round_trip(text):
    assert str(parse_action(text)) == text
