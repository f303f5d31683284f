"""Building tiles: the box invariants of queendomino_buildings.md and the Fantastic Era table."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.engine import buildings as bmod
from game.engine.buildings import Building, building, buildings_of, describe, load_buildings, parse_buildings
from game.engine.content import DATA_DIR
from game.engine.terrain import CODES


def raw() -> dict:
    return json.loads((DATA_DIR / "buildings.json").read_text(encoding="utf-8"))


def end_corner(b: Building) -> str | int:
    if b.points == 0 and b.crowns and b.set == "queendomino" and b.points_kind == "fixed":
        return "crown"
    return b.points


def test_counts_and_ids():
    all_ = load_buildings()
    assert len(all_) == 44
    assert [b.id for b in all_] == list(range(1, 45))
    q, f = buildings_of("queendomino"), buildings_of("fantastic_era")
    assert [b.id for b in q] == list(range(1, 33))
    assert [b.id for b in f] == list(range(33, 45))
    assert [b.label for b in f] == [f"F{n}" for n in range(1, 13)]
    assert [b.label for b in q] == [f"Q{n}" for n in range(1, 33)]
    assert len({b.name for b in all_}) == 44
    assert len({b.picture for b in all_}) == 44
    assert building(33).name == "Wizard's Spire"
    with pytest.raises(KeyError):
        building(45)
    with pytest.raises(KeyError):
        buildings_of("kingdomino")


def test_queendomino_end_corners_follow_the_reference_table():
    q = buildings_of("queendomino")
    ends = Counter(end_corner(b) for b in q)
    assert ends == Counter({
        "crown": 3, 2: 4, 3: 4, 5: 3, "per_tower": 2, "per_knight": 2,
        **{f"per_territory:{t}": 2 for t in CODES},
    })
    assert sum(1 for b in q if b.points_kind == "per_territory") == 14
    # the +1 crown tiles carry exactly one crown; any other tile 0 or 1
    assert all(b.crowns == 1 for b in q if end_corner(b) == "crown")
    assert all(b.crowns in (0, 1) for b in q)


def test_queendomino_immediate_and_tax_constraints():
    q = buildings_of("queendomino")
    for b in q:
        assert not (b.knights and b.towers), b.name  # one immediate effect or none
        assert b.knights in (0, 1, 2) and b.towers in (0, 1, 2, 3)
        if b.towers == 3 or b.knights == 2 or b.points == 5:
            assert b.tax is None, b.name
    knights = sum(1 for b in q if b.knights)
    towers = sum(1 for b in q if b.towers)
    nothing = sum(1 for b in q if not (b.knights or b.towers))
    assert (knights, towers, nothing) == (11, 11, 10)  # about a third each
    assert Counter(b.tax for b in q) == Counter({None: 24, "knights": 4, "towers": 4})


def test_queendomino_crown_rule_of_the_notes():
    for b in buildings_of("queendomino"):
        idle = not (b.knights or b.towers) and b.tax is None and b.points != 5
        assert b.crowns == (1 if end_corner(b) == "crown" or idle else 0), b.name


FE_TABLE = [  # fantastic_era.md: name, immediate, tax, crowns, points
    ("Wizard's Spire", (0, 3), None, 0, "per_tower"),
    ("Knights' Hall", (2, 0), "knights", 0, 2),
    ("Moon Temple", (0, 0), None, 2, 3),
    ("Giant-Slayers' Lodge", (1, 0), None, 1, "per_knight"),
    ("Merchant Guild", (0, 0), "towers", 1, 2),
    ("Sky Bridge", (0, 2), None, 1, 2),
    ("Alchemist's Lab", (0, 0), None, 1, "per_territory:town"),
    ("Dragon Keep", (0, 1), None, 2, 0),
    ("Fairy Orchard", (0, 0), None, 1, "per_territory:grassland"),
    ("Mermaid Harbour", (0, 0), None, 1, "per_territory:lake"),
    ("Crystal Mine", (0, 0), None, 2, "per_territory:mine"),
    ("Royal Stables", (2, 0), None, 1, 3),
]


def test_fantastic_era_buildings_are_the_table_exactly():
    got = [(b.name, (b.knights, b.towers), b.tax, b.crowns, b.points) for b in buildings_of("fantastic_era")]
    assert got == FE_TABLE
    assert all(b.own and set(b.own_corners) == set(bmod.CORNERS) for b in buildings_of("fantastic_era"))


def test_every_tile_is_marked_with_its_own_corners():
    for b in buildings_of("queendomino"):
        assert b.own and {"name", "immediate", "tax"} <= set(b.own_corners)
        assert "points" not in b.own_corners  # the end corners come from the public source


def test_text_is_what_describe_says():
    for b in load_buildings():
        assert b.text == describe(b)
    assert describe(building(33)) == (
        "On building: 3 towers. Tax: no bonus. No crown. End: 1 point per tower in your kingdom."
    )
    assert building(37).text == (
        "On building: nothing. Tax: +1 coin per tower (+1 with the Queen) each time you collect. "
        "1 crown for its town. End: 2 points."
    )
    assert building(43).text.endswith("2 crowns for its town. End: 2 points per separate mine territory.")
    assert building(36).text.startswith("On building: 1 knight into your guard. Tax: no bonus.")


def test_properties():
    assert building(39).territory == "town" and building(39).points_kind == "per_territory"
    assert building(33).territory is None and building(33).points_kind == "per_tower"
    assert building(35).points_kind == "fixed"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"text": "On building: nothing."}, "disagrees with its corners"),
        ({"immediate": {"knights": 3}}, "bad immediate effect"),
        ({"immediate": {"knights": 1, "towers": 1}}, "exactly one"),
        ({"tax": "coins"}, "tax must be"),
        ({"points": "per_territory:desert"}, "unknown terrain"),
        ({"points": True}, "bad points"),
        ({"crowns": -1}, "crowns must be"),
        ({"own_corners": ["colour"]}, "own_corners"),
        ({"set": "kingdomino"}, "set must be"),
    ],
)
def test_the_loader_refuses_a_broken_tile(change, message):
    data = copy.deepcopy(raw())
    data["buildings"][4].update(change)
    with pytest.raises(ValueError, match=message) as info:
        parse_buildings(data)
    assert "building 5" in str(info.value)


def test_the_loader_refuses_a_duplicate_id():
    data = copy.deepcopy(raw())
    data["buildings"][1]["id"] = 1
    with pytest.raises(ValueError, match="appears twice"):
        parse_buildings(data)


FE_MD = Path("/work/shared/reference/fantastic_era.md")


@pytest.mark.skipif(not FE_MD.is_file(), reason="shared reference files not available")
def test_fantastic_era_buildings_match_the_design_file():
    rows = re.findall(r"^\| (F\d+) \| ([^|]+) \| ([^|]+) \| ([^|]+) \| (\d+) \| ([^|]+) \|$",
                      FE_MD.read_text(encoding="utf-8"), re.M)
    assert len(rows) == 12
    for label, name, immediate, tax, crowns, points in rows:
        b = next(b for b in buildings_of("fantastic_era") if b.label == label)
        assert b.name == name.strip()
        imm = immediate.strip()
        n = int(imm.split()[0]) if imm[0].isdigit() else 0
        assert (b.knights, b.towers) == ((n, 0) if "knight" in imm else (0, n))
        t = tax.strip()
        assert b.tax == ("knights" if "knight" in t else "towers" if "tower" in t else None)
        assert b.crowns == int(crowns)
        p = points.strip()
        m = re.fullmatch(r"2 per separate (\w+) territory", p)
        want = (f"per_territory:{m[1]}" if m else "per_tower" if p == "1 per tower"
                else "per_knight" if p == "1 per knight" else int(p))
        assert b.points == want, label


def test_nothing_is_read_at_import(repo_root):
    code = (
        "import game.engine.buildings as b, game.engine.events as e, game.engine.court_data as c\n"
        "import game.engine.content as k\n"
        "print(b.load_buildings.cache_info().currsize, e.load_events.cache_info().currsize,"
        " c._raw.cache_info().currsize, k.catalogue.cache_info().currsize)\n"
    )
    r = subprocess.run([sys.executable, "-c", code], cwd=repo_root, capture_output=True, text=True)
    assert r.stdout.split() == ["0", "0", "0", "0"], r.stderr
