from game.engine.scoring import harmony_bonus, middle_kingdom_bonus, ranking, score
from game.tools.boardtext import TextBoard

FULL = [
    "W1 W0 F0 F1 L0",
    "W0 G0 F0 L0 L1",
    "S0 G2 C  L0 M2",
    "S1 G0 W0 W0 M0",
    "S0 S0 W1 M1 M0",
]


def test_breakdown_lists_every_territory_and_bonus():
    tb = TextBoard(FULL, 5)
    k = tb.kingdom
    b = score(k, [middle_kingdom_bonus, harmony_bonus])
    assert b.total == 50
    assert sum(t.points for t in b.territories) == 35
    assert [(x.name, x.points) for x in b.bonuses] == [("Middle Kingdom", 10), ("Harmony", 5)]
    mines = [t for t in b.territories if t.terrain == "mine"]
    assert mines[0].squares == 4 and mines[0].crowns == 3 and mines[0].points == 12
    assert {tb.to_canvas(*rc) for rc in [(2, 4), (3, 4), (4, 3), (4, 4)]} == set(mines[0].cells)
    j = b.to_json()
    assert j["total"] == 50 and len(j["territories"]) == 7


def test_middle_kingdom_for_2x2_start():
    board = [
        "W0 W0 W0 W0",
        "W0 C  C  W0",
        "W0 C  C  W0",
        "W0 W0 W0 W0",
    ]
    k = TextBoard(board, 8).kingdom
    assert middle_kingdom_bonus(k) is not None
    k.put_square(k.minr - 1, k.minc, 1, 0)
    assert middle_kingdom_bonus(k) is None


def test_ranking_reports_the_deciding_tie_breaker():
    places = ranking([(10, 3, 2), (10, 3, 1), (12, 1, 0), (5, 1, 1), (5, 1, 1)])
    assert [(p.rank, p.members, p.decided_by) for p in places] == [
        (1, (2,), "score"),
        (2, (0,), "crowns"),
        (3, (1,), "crowns"),
        (4, (3, 4), "shared"),
    ]
    places = ranking([(7, 4, 0), (7, 2, 9)])
    assert [p.decided_by for p in places] == ["largest territory", "largest territory"]
