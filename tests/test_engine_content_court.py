"""The Court: 12 characters, 13 buildings and the resource kinds (court.md)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine import court_data
from game.engine.content import load_set
from game.engine.court_data import (
    Character,
    CourtBuilding,
    buy_costs,
    character,
    characters,
    court_buildings,
    court_tile,
    resource_for,
    resources,
    token_supply,
)
from game.engine.terrain import NAMES


def test_counts_and_ids():
    assert len(characters()) == 12
    assert len(court_buildings()) == 13
    assert [c.id for c in characters()] == list(range(301, 313))
    assert [b.id for b in court_buildings()] == list(range(313, 326))
    assert isinstance(court_tile(301), Character) and isinstance(court_tile(325), CourtBuilding)
    with pytest.raises(KeyError):
        court_tile(1)
    assert len({t.picture for t in (*characters(), *court_buildings())}) == 25


def test_characters():
    by_name = {c.name: c for c in characters()}
    assert sum(c.warrior for c in characters()) == 5  # Captain, two archers, two warriors
    assert by_name["Farmer"].scoring.adjacent == "resource:wheat"
    assert by_name["Farmer"].scoring.points(2) == 9
    assert by_name["Banker"].scoring.points(3) == 8
    assert by_name["Captain"].warrior and by_name["Captain"].scoring.points(2) == 7
    assert by_name["King"].scoring.adjacent == "crown" and by_name["King"].scoring.points(4) == 4
    assert by_name["Queen"].scoring.adjacent == "character"
    flat = {c.name: c.scoring.base for c in characters() if c.scoring.adjacent is None}
    assert flat == {"Light archer": 4, "Heavy archer": 4, "Axe warrior": 3, "Sword warrior": 3}


def test_buildings_crowns_per_terrain():
    got = Counter((b.terrain, b.crowns) for b in court_buildings())
    assert got == Counter({("wheat", 1): 3, ("forest", 1): 3, ("lake", 1): 3, ("grassland", 1): 1,
                           ("grassland", 2): 1, ("swamp", 1): 1, ("swamp", 2): 1})
    assert not any(b.terrain == "mine" for b in court_buildings())
    named = [b for b in court_buildings() if not b.own]
    assert [(b.name, b.terrain) for b in named] == [("Mill", "wheat")]
    assert len({b.name for b in court_buildings()}) == 13


def test_resources():
    assert resources() == {"wheat": "wheat", "forest": "wood", "lake": "fish", "grassland": "sheep"}
    assert resource_for("swamp") is None and resource_for("town") is None and resource_for("lake") == "fish"
    assert buy_costs()["face_up"] == 2 and buy_costs()["search"] == 4


def test_token_supply_is_one_per_crownless_kingdomino_square():
    crownless: Counter[str] = Counter()
    for d in load_set("kingdomino"):
        for t, c in d.halves:
            kind = resource_for(NAMES[t])
            if kind and not c:
                crownless[kind] += 1
    assert token_supply() == dict(crownless) == {"wheat": 21, "wood": 16, "fish": 12, "sheep": 10}
    assert sum(token_supply().values()) == 59


def test_adjacent_vocabulary_is_closed():
    for c in characters():
        assert c.scoring.adjacent is None or c.scoring.adjacent in court_data.ADJACENT


def test_keys_are_the_conformance_names():
    assert [c.key for c in characters()] == [
        "farmer", "lumberjack", "fisherman", "shepherdess", "banker", "queen", "king", "captain",
        "light_archer", "heavy_archer", "axe_warrior", "sword_warrior",
    ]
    assert character("axe_warrior").scoring.points(0) == 3
    with pytest.raises(KeyError):
        character("jester")
