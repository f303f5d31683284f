"""Challenges: Megalomania's line count against a brute force over every choice of lines."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.challenges import megalomania_lines
from game.engine.kingdom import Kingdom
from game.engine.terrain import WHEAT


def _lines(crowned: set[tuple[int, int]]) -> list[frozenset[tuple[int, int]]]:
    out = []
    for r, c in crowned:
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            line = frozenset((r + i * dr, c + i * dc) for i in range(3))
            if line <= crowned:
                out.append(line)
    return out


def _brute(crowned: set[tuple[int, int]]) -> int:
    lines = _lines(crowned)
    for n in range(len(lines), 0, -1):
        for pick in combinations(lines, n):
            if all(len(a & b) <= 1 for a, b in combinations(pick, 2)):
                return n
    return 0


@settings(max_examples=150, deadline=None)
@given(st.sets(st.tuples(st.integers(0, 3), st.integers(0, 3)), max_size=10))
def test_megalomania_counts_the_most_lines_that_share_at_most_one_square(cells):
    k = Kingdom(5, 1)
    r0, c0 = k.castle
    crowned = set()
    for r, c in cells:
        kr, kc = r0 - 1 + r, c0 - 1 + c
        if (kr, kc) == (r0, c0):
            continue
        k.put_square(kr, kc, WHEAT, 1)
        crowned.add((kr, kc))
    assert megalomania_lines(k, k.crown) == _brute(crowned)
