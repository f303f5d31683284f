import json

import pytest

from game.engine import (
    BadState,
    Claim,
    Discard,
    IllegalAction,
    NextGame,
    Options,
    Place,
    Skip,
    State,
    UnreadableAction,
    apply,
    legal_actions,
    new_game,
    parse_action,
    view,
)
from game.engine.rng import Rng


@pytest.mark.parametrize(
    "action", [Place(23, 4, 5, "E"), Place(1, 0, 12, "N"), Discard(7), Claim(48), Skip("tax"), NextGame()]
)
def test_action_text_round_trip(action):
    text = str(action)
    assert parse_action(text) == action
    assert parse_action("  " + text.upper().lower() + " ") == action
    with pytest.raises((AttributeError, TypeError)):
        action.domino = 3  # immutable


def test_actions_of_different_kinds_differ():
    assert Discard(5) != Claim(5)
    assert len({Discard(5), Claim(5)}) == 2


def test_unreadable_action_is_a_parse_error_not_a_refusal():
    with pytest.raises(UnreadableAction) as e:
        parse_action("place the castle")
    assert e.value.code == "unreadable"
    assert not isinstance(e.value, IllegalAction)


def test_json_round_trip_through_text():
    s = new_game(Options(players=4, harmony=True), seed=8)
    rng = Rng(1)
    for _ in range(40):
        text = json.dumps(s.to_json())
        assert State.from_json(json.loads(text)) == s
        s = apply(s, rng.choice(legal_actions(s)))


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.pop("kingdoms"),
        lambda d: d.update(format=99),
        lambda d: d["kingdoms"][0]["placed"].append([5, 0, 0, "N"]),
        lambda d: d["options"].update(colour="red"),
        lambda d: d.update(turn="x"),
    ],
)
def test_bad_state_json(mutate):
    s = new_game(Options(players=2), seed=1)
    rng = Rng(2)
    for _ in range(10):
        s = apply(s, rng.choice(legal_actions(s)))
    d = s.to_json()
    mutate(d)
    with pytest.raises(BadState):
        State.from_json(d)


def test_view_hides_tower_order_box_and_generator():
    a = new_game(Options(players=2), seed=1)
    b = a.copy()
    b.towers["main"].reverse()
    pile = b.towers["main"]
    pile[0], b.box[0] = b.box[0], pile[0]  # a set-aside domino swapped into the tower
    b.box.sort()
    b.rng = Rng(999)
    assert a != b
    assert view(a) == view(b)
    v = view(a)
    assert set(v.towers["main"]) == {0} and set(v.box) == {0}
    assert sorted(v.hidden["main"]) == v.hidden["main"]
    assert len(v.hidden["main"]) == len(a.towers["main"]) + len(a.box)
