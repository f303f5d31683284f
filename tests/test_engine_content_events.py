"""Fantastic Event tiles: the 24 events of fantastic_era.md and the effect validator."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from game.engine import events as emod
from game.engine.content import DATA_DIR
from game.engine.events import (
    KINDS,
    EventDataError,
    event,
    events_per_game,
    load_events,
    parse_events,
    validate_effect,
)

REFERENCE = Path("/work/shared/reference/fantastic_era.md")


def raw() -> dict:
    return json.loads((DATA_DIR / "events.json").read_text(encoding="utf-8"))


def test_twenty_four_events_in_order():
    evs = load_events()
    assert [e.id for e in evs] == [f"E{n}" for n in range(1, 25)]
    assert [e.number for e in evs] == list(range(1, 25))
    assert len({e.name for e in evs}) == len({e.picture for e in evs}) == 24
    assert all(e.own for e in evs)
    assert all(e.picture.startswith("event_") for e in evs)
    assert event("E22").name == "Dragon Fire"
    with pytest.raises(KeyError):
        event("E25")


@pytest.mark.skipif(not REFERENCE.is_file(), reason="shared reference files not available")
def test_names_and_texts_are_those_of_the_design_exactly():
    md = REFERENCE.read_text(encoding="utf-8")
    rows = re.findall(r"^\| (E\d+) \| ([^|]+) \| (.+) \|$", md, re.M)
    table = {m[0]: (m[1].strip(), m[2].strip()) for m in rows}
    assert len(table) == 24
    assert {e.id: (e.name, e.text) for e in load_events()} == table


def test_the_design_asks_for_every_family_of_effect():
    kinds = Counter(e.kind for e in load_events())
    # rulings 3: a collapse (for C'), a knight lost or moved, coins won and lost, cheaper or dearer
    # building, giants arriving or leaving, Dragons waking or sleeping, the Queen moving
    for kind in ("collapse_building", "topple_tower", "knight_to_cemetery", "move_knight", "coins",
                 "building_cost", "giant_arrives", "giant_leaves", "dragon_bribe", "queen_moves"):
        assert kinds[kind], kind
    assert set(kinds) <= set(KINDS)
    assert kinds["collapse_building"] == 3


def test_some_effects():
    assert event("E1").effect == {"kind": "collapse_building", "who": "each", "count": 1, "min_standing": 3,
                                  "where": "any", "chooser": "owner"}
    assert event("E9").param("per") == 5
    assert event("E12").effect == {"kind": "coins", "who": "richest", "amount": -3}
    assert event("E13").effect == {"kind": "coins", "who": "poorest", "amount": 3}
    assert event("E14").param("delta") == -1 and event("E15").param("delta") == 1
    assert event("E20").param("cost") == 0 and event("E21").param("cost") is None
    assert event("E22").effect == {"kind": "burn_slot", "price": 5, "refill": True}
    assert event("E11").param("terrain") == "lake" and event("E11").param("divisor") == 2
    with pytest.raises(KeyError):
        event("E9").param("terrain")


def test_lasting_and_choice_flags():
    assert {e.id for e in load_events() if e.lasting} == {"E14", "E15", "E16", "E20", "E21"}
    asks = {e.id for e in load_events() if e.asks}
    assert asks == {"E1", "E2", "E3", "E4", "E6", "E8", "E17", "E18", "E19"}


def test_events_are_hashable_values():
    assert len(set(load_events())) == 24


def test_deal():
    assert [events_per_game(k) for k in (3, 4, 5)] == [20, 15, 12]
    with pytest.raises(ValueError):
        events_per_game(2)


def test_every_kind_is_documented():
    doc = emod.__doc__ or ""
    for kind, params in KINDS.items():
        line = next((ln for ln in doc.splitlines() if ln.strip().startswith(kind + " ")), "")
        assert line, f"{kind} is not documented in events.py"
        block = doc[doc.index(line):]
        head = block.split("\n")[0] + block.split("\n")[1]
        for name in params:
            assert name in head, f"{kind}: parameter {name} not documented"


# --- the validator -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("effect", "message"),
    [
        ("coins", "effect must be an object"),
        ({"who": "each", "amount": 2}, "unknown effect kind None"),
        ({"kind": "earthquake"}, "unknown effect kind 'earthquake'"),
        ({"kind": "coins", "who": "each"}, "lacks parameter 'amount'"),
        ({"kind": "coins", "who": "each", "amount": "2"}, "'amount' must be an integer"),
        ({"kind": "coins", "who": "each", "amount": 0}, "'amount' must be an integer != 0"),
        ({"kind": "coins", "who": "each", "amount": True}, "'amount' must be an integer"),
        ({"kind": "coins", "who": "everyone", "amount": 2}, "'who' must be one of"),
        ({"kind": "coins", "who": "each", "amount": 2, "bonus": 1}, "unknown parameter"),
        ({"kind": "levy", "who": "each", "per": 0, "amount": 1}, "'per' must be an integer >= 1"),
        ({"kind": "coins_per_territory", "who": "each", "terrain": "desert", "amount": 1}, "a terrain name"),
        ({"kind": "burn_slot", "price": 6, "refill": True}, "'price' must be an integer >= 0 and <= 5"),
        ({"kind": "burn_slot", "price": 5, "refill": "yes"}, "'refill' must be true or false"),
        ({"kind": "dragon_bribe", "cost": -1}, "'cost' must be an integer >= 0 or null"),
        ({"kind": "building_cost", "delta": None}, "'delta' must be an integer != 0, got None"),
    ],
)
def test_the_validator_refuses_a_broken_effect(effect, message):
    with pytest.raises(EventDataError, match=re.escape(message)) as info:
        validate_effect("E99", effect)
    assert "event E99" in str(info.value)


def test_the_validator_accepts_and_orders_parameters():
    kind, params = validate_effect("E1", {"amount": 2, "who": "each", "kind": "coins"})
    assert (kind, params) == ("coins", (("who", "each"), ("amount", 2)))
    got = validate_effect("E21", {"kind": "dragon_bribe", "cost": None})
    assert got == ("dragon_bribe", (("cost", None),))


def test_a_broken_file_is_refused_naming_the_event():
    data = copy.deepcopy(raw())
    data["events"][6]["effect"]["count"] = "one"
    with pytest.raises(EventDataError, match=r"event E7: effect gain_knight parameter 'count'"):
        parse_events(data)
    data = copy.deepcopy(raw())
    data["events"][3]["id"] = "E1"
    with pytest.raises(EventDataError, match="E1 appears twice"):
        parse_events(data)
    data = copy.deepcopy(raw())
    data["events"][0]["text"] = " "
    with pytest.raises(EventDataError, match="event E1: text"):
        parse_events(data)
    data = copy.deepcopy(raw())
    data["events"][0]["id"] = "7"
    with pytest.raises(EventDataError, match="entry 0: id"):
        parse_events(data)
    assert isinstance(EventDataError("x"), ValueError)
