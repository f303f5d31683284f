"""Generic tests every rule set passes, the toy rule set (tests/toy_rules.py) included:
whole random games through legal_actions with the engine's promises checked on the way."""

from __future__ import annotations

import json

import pytest

from game.engine import (
    BadOptions,
    IllegalAction,
    Options,
    Skip,
    State,
    UnreadableAction,
    acting_king,
    actor,
    apply,
    determinize,
    is_over,
    legal_actions,
    new_game,
    parse_action,
    scores,
    standings,
    view,
)
from game.engine.rng import Rng
from game.engine.rules import REGISTRY, RULE_SETS, all_rules, get_rules


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    monkeypatch.setitem(REGISTRY, "toy", "toy_rules")
    yield
    from game.engine import rules

    rules._loaded.pop("toy", None)


def _changed_places(a, b, path=()):
    """The paths (keys and indexes) where two JSON values differ."""
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        return [p for k in a for p in _changed_places(a[k], b[k], (*path, k))]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        pairs = enumerate(zip(a, b, strict=True))
        return [p for i, (x, y) in pairs for p in _changed_places(x, y, (*path, i))]
    return [] if a == b else [path]


def _at(data, path):
    for key in path:
        data = data[key]
    return data


def assert_zones_hidden(state: State, v: State, seat: int) -> None:
    """Every hidden zone of `state` is blank in view `v`: its name is listed with what a seat
    may believe is there, and every place the zone blanks in the state is blank in the view
    (a zone that lists things but blanks no place leaves them showing)."""
    for zone in get_rules(state.options.rules).hidden_zones(state):
        assert zone.name in (v.hidden or {})
        blank = state.copy()
        held = zone.hide(blank, seat)
        assert v.hidden[zone.name] == sorted(held), f"{zone.name}: the view lists other things"
        before, after, seen = state.to_json(), blank.to_json(), v.to_json()
        places = _changed_places(before, after)
        assert places or not held, f"{zone.name}: the view still shows what it holds"
        for place in places:
            assert _at(seen, place) == _at(after, place), (
                f"{zone.name}: the view still shows what it holds at {place}")


class _Leaky:
    """A zone that names itself and lists its things but leaves them in place."""

    name = "omens"

    def hide(self, v: State, seat: int | None) -> list:
        return list(v.ext["omens"])


def test_the_hidden_zone_check_catches_a_zone_whose_contents_show(monkeypatch):
    state = new_game(Options(rules="toy", players=3), seed=4)
    while not state.ext["omens"]:
        state = apply(state, legal_actions(state)[0])
    v = view(state, 0)
    assert_zones_hidden(state, v, 0)  # the toy's own pile hides its omens
    from dataclasses import replace

    from game.engine import rules

    monkeypatch.setitem(rules._loaded, "toy", replace(get_rules("toy"), hidden_zones=lambda st: (_Leaky(),)))
    with pytest.raises(AssertionError, match="still shows"):
        assert_zones_hidden(state, view(state, 0), 0)


def _names() -> list[str]:
    return [*REGISTRY, "toy"]


@pytest.mark.parametrize("rules", _names())
@pytest.mark.parametrize("most", [False, True])
def test_a_random_game_keeps_the_engine_promises(rules, most):
    counts = get_rules(rules).limits.kingdoms
    players = max(counts) if most else min(counts)
    state = new_game(Options(rules=rules, players=players), seed=players * 7)
    rng = Rng(players)
    history = []
    while not is_over(state):
        acts = legal_actions(state)
        assert acts, f"nothing legal at {state.step}"
        if state.pending:  # a decision owed: its kingdom acts, not necessarily the king's
            assert actor(state) == state.pending[0]["kingdom"]
        else:
            assert state.king is not None and actor(state) == state.kings[state.king]
        assert acting_king(state) is not None and state.kings[acting_king(state)] == actor(state)
        action = rng.choice(acts)
        assert parse_action(str(action)) == action
        if rng.below(6) == 0:
            before = json.dumps(state.to_json())
            with pytest.raises(IllegalAction):
                apply(state, Skip("no_such_step"))
            assert json.dumps(state.to_json()) == before
            assert State.from_json(json.loads(before)) == state
            v = view(state, actor(state))
            assert_zones_hidden(state, v, actor(state))
            d = determinize(v, Rng(1))
            assert legal_actions(d) == acts  # what is legal never depends on hidden things
        state = apply(state, action)
        history.append(str(action))
    replay = new_game(Options(rules=rules, players=players), seed=players * 7)
    for text in history:
        replay = apply(replay, parse_action(text))
    assert replay == state
    assert [b.total for b in scores(replay)] == [b.total for b in scores(state)]
    assert sum(len(p.members) for p in standings(state)) == players


def test_the_toy_uses_every_extension_point():
    state = new_game(Options(rules="toy", players=3), seed=2)
    rng = Rng(9)
    blessed = False
    while not is_over(state):
        acts = legal_actions(state)
        if state.pending:
            owner = state.pending[0]["kingdom"]
            prayed = state.pending[0]["for"]
            assert owner != prayed and actor(state) == owner
            before = state.kingdoms[prayed].vals["prayers"]
            state = apply(state, acts[0])  # bless
            assert state.kingdoms[prayed].vals["prayers"] == before + 1
            blessed = True
            continue
        pray = [a for a in acts if str(a) == "pray"]
        state = apply(state, pray[0] if pray else rng.choice(acts))
    assert blessed
    v = view(state)
    assert v.hidden is not None and "omens" in v.hidden and set(v.ext["omens"]) <= {0}
    parts = scores(state)[0].parts()
    assert parts["prayers"] == state.kingdoms[0].vals["prayers"] > 0


def test_every_rule_set_declares_itself():
    for rules in all_rules():
        assert rules.limits.kingdoms and rules.title and rules.chapter and rules.maps
        for count in rules.limits.grids:  # where the count sets the grid, every count has one
            assert count in rules.limits.kingdoms
        for option in rules.limits.options:  # every own option is off by default, never a core one
            assert option.field not in Options.__dataclass_fields__ and option.label and option.note
            assert not option.values[0] and len(set(option.values)) == len(option.values)
        for name in rules.decisions:
            assert rules.decisions[name].name == name
    with pytest.raises(UnreadableAction):
        parse_action("pray louder")


def test_a_rule_set_refuses_an_option_it_does_not_declare():
    with pytest.raises(BadOptions, match="no option 'court'"):
        new_game(Options(rules=RULE_SETS[0], players=2, court=1))
    with pytest.raises(BadOptions, match="one of"):
        new_game(Options(rules="xxl", players=3, court=5))


def test_options_that_mean_the_same_are_equal_and_read_back():
    plain = Options(rules="kingdomino", players=2)
    old = Options.from_json({"rules": "kingdomino", "players": 2, "mighty_duel": False, "harmony": False,
                             "middle_kingdom": False, "dynasty": False, "four_choices": False, "edition": 2})
    assert old == plain and hash(old) == hash(plain)
    duel = Options(rules="kingdomino", players=2, mighty_duel=True)
    assert duel.mighty_duel is True and plain.mighty_duel is False and duel != plain
    assert Options.from_json(duel.to_json()) == duel
