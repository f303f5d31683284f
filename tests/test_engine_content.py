from collections import Counter

from game.engine.content import catalogue, domino, load_set
from game.engine.terrain import NAMES


def test_box_invariants():
    doms = load_set("kingdomino")
    assert len(doms) == 48
    assert sorted(d.id for d in doms) == list(range(1, 49))
    squares: Counter[str] = Counter()
    crowns: Counter[str] = Counter()
    for d in doms:
        for t, c in d.halves:
            squares[NAMES[t]] += 1
            crowns[NAMES[t]] += c
    assert sum(squares.values()) == 96
    assert sum(crowns.values()) == 39
    expected = {"wheat": (26, 5), "forest": (22, 6), "lake": (18, 6),
                "grassland": (14, 6), "swamp": (10, 6), "mine": (6, 10)}
    assert {t: (squares[t], crowns[t]) for t in expected} == expected
    assert set(squares) == set(expected)


def test_lookup_and_description():
    assert domino(48).describe() == "#48: wheat | mine (3 crowns)"
    assert domino(1).halves == ((1, 0), (1, 0))
    assert len(load_set("kingdomino")) == 48
    assert set(load_set("kingdomino")) <= set(catalogue().values())


def test_data_ships_inside_the_package():
    from game.engine import content

    assert (content.DATA_DIR / "kingdomino.json").is_file()
    assert content.DATA_DIR.parent.name == "engine"
