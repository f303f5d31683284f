"""The Queendomino, Fantastic Era and Age of Giants dominoes: box invariants and the id scheme."""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

import pytest

from game.engine import terrain
from game.engine.content import (
    SETS,
    Domino,
    catalogue,
    domino,
    load_set,
    set_info,
    tower,
    tower_set,
)
from game.engine.terrain import NAMES

REFERENCE = Path("/work/shared/reference")


def totals(doms: tuple[Domino, ...]) -> dict[str, tuple[int, int]]:
    squares: Counter[str] = Counter()
    crowns: Counter[str] = Counter()
    for d in doms:
        for t, c in d.halves:
            squares[NAMES[t]] += 1
            crowns[NAMES[t]] += c
    return {t: (squares[t], crowns[t]) for t in squares}


# per terrain (squares, crowns), as counted from the reference files
QUEENDOMINO = {"wheat": (19, 5), "forest": (17, 6), "lake": (14, 6), "grassland": (12, 6),
               "swamp": (8, 6), "mine": (6, 10), "town": (20, 0)}
FANTASTIC_ERA = {"wheat": (3, 4), "forest": (4, 4), "lake": (4, 7), "grassland": (3, 3),
                 "swamp": (2, 3), "mine": (2, 5), "town": (6, 0)}
AGE_OF_GIANTS = {"wheat": (4, 2), "forest": (4, 3), "lake": (4, 3), "grassland": (5, 3),
                 "swamp": (4, 4), "mine": (3, 3)}


def test_every_set_is_in_the_catalogue_with_unique_ids():
    assert SETS == ("kingdomino", "queendomino", "fantastic_era", "age_of_giants")
    ids = [d.id for name in SETS for d in load_set(name)]
    assert len(ids) == len(set(ids)) == 48 + 48 + 12 + 12
    assert set(catalogue()) == set(ids)


def test_id_scheme():
    assert [d.id for d in load_set("queendomino")] == list(range(101, 149))
    assert [d.id for d in load_set("fantastic_era")] == list(range(149, 161))
    assert [d.id for d in load_set("age_of_giants")] == [*range(201, 207), *range(249, 255)]
    for name in ("queendomino", "fantastic_era"):
        for d in load_set(name):
            assert d.label == str(d.sort) == str(d.id - 100)
    assert [d.label for d in load_set("queendomino")] == [str(n) for n in range(1, 49)]
    assert [d.label for d in load_set("fantastic_era")] == [str(n) for n in range(49, 61)]


def test_queendomino_box():
    doms = load_set("queendomino")
    assert len(doms) == 48
    assert totals(doms) == QUEENDOMINO
    assert sum(s for s, _ in QUEENDOMINO.values()) == 96
    assert all(d.kind == "" and d.set == "queendomino" for d in doms)


def test_queendomino_crowns_per_terrain_equal_kingdomino():
    king = totals(load_set("kingdomino"))
    queen = totals(load_set("queendomino"))
    assert {t: c for t, (_, c) in king.items()} == {t: c for t, (_, c) in queen.items() if t != "town"}
    assert queen["town"] == (20, 0)


def test_fantastic_era_box():
    doms = load_set("fantastic_era")
    assert len(doms) == 12
    got = totals(doms)
    assert got == FANTASTIC_ERA
    assert sum(s for s, _ in got.values()) == 24
    assert got["town"][0] == 6
    assert sum(c for _, c in got.values()) == 26
    assert set_info("fantastic_era")["own"] is True
    assert "own design" in str(set_info("fantastic_era")["source"])
    assert domino(160).halves == ((terrain.LAKE, 3), (terrain.FOREST, 1))


def test_age_of_giants_box():
    doms = load_set("age_of_giants")
    assert [d.label for d in doms] == [*"ABCDEF", *(str(n) for n in range(49, 55))]
    assert [d.kind for d in doms] == ["giant"] * 6 + ["footprints"] * 6
    assert all(d.crowns == 0 for d in doms if d.kind == "giant")
    assert all(d.crowns == 3 for d in doms if d.kind == "footprints")
    assert totals(doms) == AGE_OF_GIANTS
    assert [d.sort for d in doms if d.kind == "giant"] == [-6, -5, -4, -3, -2, -1]


def test_towns_are_never_crowned():
    for d in catalogue().values():
        for t, c in d.halves:
            assert not (t == terrain.TOWN and c), d


def test_letters_sort_first_in_a_line():
    line = [domino(252), domino(3), domino(206), domino(201), domino(48)]
    assert [d.label for d in sorted(line, key=lambda d: d.sort)] == ["A", "F", "3", "48", "52"]


def test_towers():
    fe = tower("fantastic_era")
    ag = tower("age_of_giants")
    assert len(fe) == len(ag) == 60
    assert {d.set for d in fe} == {"queendomino", "fantastic_era"}
    assert {d.set for d in ag} == {"kingdomino", "age_of_giants"}
    assert tower_set("kingdomino", "age_of_giants") == ag
    # printed labels 49-54 appear in both towers; the ids never clash
    assert {d.label for d in fe} & {d.label for d in ag} >= {"49", "54"}
    assert not {d.id for d in fe} & {d.id for d in ag}


def test_kind_is_the_last_field_and_defaults_to_plain():
    d = Domino(1, "1", 1, "x", 1, 0, 1, 0)
    assert d.kind == ""
    assert domino(201).kind == "giant" and domino(249).kind == "footprints" and domino(1).kind == ""


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="shared reference files not available")
@pytest.mark.parametrize(
    ("name", "csv_name", "to_id"),
    [
        ("queendomino", "queendomino_dominoes.csv", lambda n: 100 + int(n)),
        ("age_of_giants", "age_of_giants_dominoes.csv",
         lambda n: 201 + "ABCDEF".index(n) if n.isalpha() else 200 + int(n)),
    ],
)
def test_halves_match_the_reference_csv(name, csv_name, to_id):
    with (REFERENCE / csv_name).open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == len(load_set(name))
    for r in rows:
        key = r.get("n") or r["id"]
        want = ((terrain.code(r["half1_terrain"]), int(r["half1_crowns"])),
                (terrain.code(r["half2_terrain"]), int(r["half2_crowns"])))
        d = domino(to_id(key))
        assert d.halves == want and d.label == key
        if "kind" in r:
            assert d.kind == r["kind"]
