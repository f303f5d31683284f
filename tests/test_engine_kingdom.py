import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.content import domino, load_set
from game.engine.kingdom import DIRS, Kingdom
from game.tools.boardtext import TextBoard, parse_domino

BOARD = [
    ".. .. .. .. .. .. .. .. ..",
    ".. .. .. .. .. .. .. .. ..",
    ".. .. .. .. .. .. .. .. ..",
    ".. .. .. F0 F0 .. .. .. ..",
    ".. .. .. W0 C  .. .. .. ..",
    ".. .. .. .. .. .. .. .. ..",
    ".. .. .. .. .. .. .. .. ..",
    ".. .. .. .. .. .. .. .. ..",
    ".. .. .. .. .. .. .. .. ..",
]


def brute_force(k: Kingdom, dom) -> set[frozenset]:
    """Every distinct board the legal placements give, found by checking every spot."""
    out = set()
    for r in range(-1, k.size + 1):
        for c in range(-1, k.size + 1):
            for d, (dr, dc) in DIRS.items():
                if k.check(dom, r, c, d) is None:
                    out.add(frozenset({(r, c, dom.t1, dom.c1), (r + dr, c + dc, dom.t2, dom.c2)}))
    return out


def listed(k: Kingdom, dom) -> list[frozenset]:
    res = []
    for r, c, d in k.placements(dom):
        dr, dc = DIRS[d]
        res.append(frozenset({(r, c, dom.t1, dom.c1), (r + dr, c + dc, dom.t2, dom.c2)}))
    return res


@pytest.mark.parametrize(
    ("cells", "at", "d", "code"),
    [
        (["W0", "W0"], (4, 3), "W", "occupied"),  # first half on the wheat square
        (["L0", "M0"], (2, 3), "E", "not_connected"),  # touches forest only
        (["W0", "W0"], (4, 7), "E", "too_big"),  # columns 3..8: six wide
        (["W0", "W0"], (0, 0), "N", "off_grid"),
    ],
)
def test_refusals_carry_a_reason(cells, at, d, code):
    tb = TextBoard(BOARD, 5)
    k = tb.kingdom
    dom = parse_domino(cells)
    if code == "too_big":
        k.put_square(4, 5, 1, 0)
        k.put_square(4, 6, 1, 0)  # wheat W C W W: columns 3..6 used
    r, c = tb.to_canvas(*at)
    problem = k.check(dom, r, c, d)
    assert problem is not None
    assert problem[0] == code
    assert len(problem[1]) > 10  # a sentence a player can read


def test_first_domino_any_terrain_next_to_castle():
    k = Kingdom(5)
    dom = domino(48)  # wheat | mine
    assert len(listed(k, dom)) == 24
    assert k.check(dom, 3, 4, "N") is None


@pytest.mark.parametrize("grid", [5, 7, 8, 9])
@pytest.mark.parametrize("start", [1, 2])
def test_grids_and_starting_tiles(grid, start):
    k = Kingdom(grid, start)
    assert k.size == 2 * grid - start
    r0, c0 = k.castle
    castle = [(r, c) for r, c, t, _ in k.occupied()]
    assert castle == [(r0 + i, c0 + j) for i in range(start) for j in range(start)]
    # grow in a straight line east until the grid is reached
    dom = domino(1)  # wheat | wheat
    col = c0 + start
    placed = 0
    while k.check(dom, r0, col, "E") is None:
        k.place(dom, r0, col, "E")
        col += 2
        placed += 1
    assert k.maxc - k.minc + 1 <= grid
    assert placed == (grid - start) // 2
    problem = k.check(dom, r0, col, "E")
    assert problem is not None and problem[0] in ("too_big", "off_grid")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([(5, 1), (7, 1), (8, 2), (9, 1)]), st.integers(0, 40))
def test_listing_matches_brute_force(seed, shape, steps):
    """The fast listing finds exactly the boards that checking every spot finds."""
    from game.engine.rng import Rng

    rng = Rng(seed)
    grid, start = shape
    k = Kingdom(grid, start)
    doms = list(load_set("kingdomino"))
    for _ in range(steps):
        dom = rng.choice(doms)
        spots = k.placements(dom)
        if spots:
            r, c, d = rng.choice(spots)
            assert k.check(dom, r, c, d) is None
            k.place(dom, r, c, d)
    for dom in doms[::3]:
        got = listed(k, dom)
        assert len(got) == len(set(got)), "a board is listed twice"
        assert set(got) == brute_force(k, dom)


def test_identical_halves_listed_once():
    k = Kingdom(5)
    assert len(listed(k, domino(7))) == 12  # lake | lake around the castle
    assert len(brute_force(k, domino(7))) == 12


def test_copy_is_independent():
    k = Kingdom(5)
    k2 = k.copy()
    k2.place(domino(1), 4, 5, "E")
    assert k != k2
    assert k.filled == 1 and k2.filled == 3
