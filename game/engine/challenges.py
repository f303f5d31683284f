"""The 17 Age of Giants challenges (quests), scored as `quests.md` pins them down.

Ids: `local_business:L`, `four_corners:L` (L a terrain letter W F L G S M),
`harmony`, `middle_kingdom`, `lost_corner`, `megalomania`, `bleak_king`.
"The kingdom" is its bounding box as built; a square "has a crown" when its
territory crowns (see `economy.crown_layer`) are at least one.
"""

from __future__ import annotations

from collections.abc import Callable

from .kingdom import Kingdom
from .scoring import Territory, middle_kingdom
from .terrain import LETTERS
from .words import N_

BLEAK_TERRAINS = ("wheat", "forest", "lake", "grassland")
LETTERS_OF_CHALLENGES = ("W", "F", "L", "G", "S", "M")
ALL = (
    *(f"local_business:{x}" for x in LETTERS_OF_CHALLENGES),
    *(f"four_corners:{x}" for x in LETTERS_OF_CHALLENGES),
    "harmony", "middle_kingdom", "lost_corner", "megalomania", "bleak_king",
)
# Titles and descriptions, whole: one per terrain where a terrain is named, so each language
# words its own terrain (the UI translates them where it draws them).
TITLES = {
    "local_business:W": N_("Local business — wheat"), "local_business:F": N_("Local business — forest"),
    "local_business:L": N_("Local business — lake"), "local_business:G": N_("Local business — grassland"),
    "local_business:S": N_("Local business — swamp"), "local_business:M": N_("Local business — mine"),
    "four_corners:W": N_("The four corners — wheat"), "four_corners:F": N_("The four corners — forest"),
    "four_corners:L": N_("The four corners — lake"), "four_corners:G": N_("The four corners — grassland"),
    "four_corners:S": N_("The four corners — swamp"), "four_corners:M": N_("The four corners — mine"),
    "harmony": N_("Harmony"), "middle_kingdom": N_("The Middle Kingdom"),
    "lost_corner": N_("The lost corner"),
    "megalomania": N_("Megalomania"), "bleak_king": N_("Bleak king"),
}


def title(cid: str) -> str:
    return TITLES[cid]


DESCRIPTIONS = {  # the words the table's notes and the rules reference both show
    "local_business:W": N_("5 points for each wheat square around your castle (the 8 squares touching "
                           "it, or the 12 around a 2×2 starting tile)"),
    "local_business:F": N_("5 points for each forest square around your castle (the 8 squares touching "
                           "it, or the 12 around a 2×2 starting tile)"),
    "local_business:L": N_("5 points for each lake square around your castle (the 8 squares touching "
                           "it, or the 12 around a 2×2 starting tile)"),
    "local_business:G": N_("5 points for each grassland square around your castle (the 8 squares "
                           "touching it, or the 12 around a 2×2 starting tile)"),
    "local_business:S": N_("5 points for each swamp square around your castle (the 8 squares touching "
                           "it, or the 12 around a 2×2 starting tile)"),
    "local_business:M": N_("5 points for each mine square around your castle (the 8 squares touching "
                           "it, or the 12 around a 2×2 starting tile)"),
    "four_corners:W": N_("5 points for each corner square of your kingdom that is wheat"),
    "four_corners:F": N_("5 points for each corner square of your kingdom that is forest"),
    "four_corners:L": N_("5 points for each corner square of your kingdom that is lake"),
    "four_corners:G": N_("5 points for each corner square of your kingdom that is grassland"),
    "four_corners:S": N_("5 points for each corner square of your kingdom that is swamp"),
    "four_corners:M": N_("5 points for each corner square of your kingdom that is mine"),
    "harmony": N_("5 points if your kingdom fills its whole grid and you discarded no domino"),
    "middle_kingdom": N_("10 points if your castle is the centre of your kingdom (as many rows above as "
                         "below, as many columns left as right)"),
    "lost_corner": N_("20 points if your castle stands on a corner square of your kingdom"),
    "megalomania": N_("10 points for each line of 3 crowned squares in a row, column or diagonal; two "
                      "counted lines may share at most one square (a row of 4 counts 1, a row of 5 "
                      "counts 2)"),
    "bleak_king": N_("10 points for each wheat, forest, lake or grassland territory of 5 or more squares "
                     "without a crown (a crown under a giant is no crown)"),
}


#: what a challenge pays, as its description says it: (points, for each counted thing or once)
PAYS: dict[str, tuple[int, bool]] = {
    "local_business": (5, True), "four_corners": (5, True), "harmony": (5, False),
    "middle_kingdom": (10, False), "lost_corner": (20, False), "megalomania": (10, True),
    "bleak_king": (10, True),
}


def pays(cid: str) -> tuple[int, bool]:
    """(points, whether they are paid for each square, line or territory counted)."""
    return PAYS[cid.partition(":")[0]]


def describe(cid: str) -> str:
    """What a challenge asks and pays, in words (quests.md)."""
    return DESCRIPTIONS[cid]


def around_castle(k: Kingdom) -> list[tuple[int, int]]:
    """The 8 (1×1) or 12 (2×2) squares touching the starting tile by side or corner."""
    r0, c0 = k.castle
    s = k.start
    return [(r, c) for r in range(r0 - 1, r0 + s + 1) for c in range(c0 - 1, c0 + s + 1)
            if not (r0 <= r < r0 + s and c0 <= c < c0 + s)]


def corners(k: Kingdom) -> set[tuple[int, int]]:
    return {(k.minr, k.minc), (k.minr, k.maxc), (k.maxr, k.minc), (k.maxr, k.maxc)}


def _terrain_at(k: Kingdom, r: int, c: int) -> str | None:
    t = k.cell(r, c)[0]
    return LETTERS.get(t)


def megalomania_lines(k: Kingdom, crown: list[int]) -> int:
    """The most lines of 3 crowned squares (rows, columns, both diagonals) that can be counted
    together when two counted lines share at most one square. Lines sharing two squares are
    collinear and one step apart, so each maximal run of n crowned squares in a direction
    holds (n − 1) // 2 of them, independently of every other run."""
    crowned = {(r, c) for r in range(k.minr, k.maxr + 1) for c in range(k.minc, k.maxc + 1)
               if crown[k.index(r, c)] > 0}
    total = 0
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for r, c in crowned:
            if (r - dr, c - dc) in crowned:
                continue  # not the start of a run
            n = 0
            while (r + n * dr, c + n * dc) in crowned:
                n += 1
            if n >= 3:
                total += (n - 1) // 2
    return total


def points(cid: str, k: Kingdom, crown: list[int], terrs: list[Territory]) -> int:
    """A challenge's points for one kingdom."""
    kind, _, letter = cid.partition(":")
    if kind == "local_business":
        return 5 * sum(1 for r, c in around_castle(k) if _terrain_at(k, r, c) == letter)
    if kind == "four_corners":
        return 5 * sum(1 for r, c in corners(k) if _terrain_at(k, r, c) == letter)
    rule = _SIMPLE.get(cid)
    if rule is None:
        raise ValueError(f"unknown challenge {cid!r}")
    return rule(k, crown, terrs)


def _harmony(k: Kingdom, crown: list[int], terrs: list[Territory]) -> int:
    return 5 if k.is_full and not k.discarded else 0


def _middle(k: Kingdom, crown: list[int], terrs: list[Territory]) -> int:
    return 10 if middle_kingdom(k) else 0


def _lost_corner(k: Kingdom, crown: list[int], terrs: list[Territory]) -> int:
    r0, c0 = k.castle
    castle = {(r0 + i, c0 + j) for i in range(k.start) for j in range(k.start)}
    return 20 if castle & corners(k) else 0


def _megalomania(k: Kingdom, crown: list[int], terrs: list[Territory]) -> int:
    return 10 * megalomania_lines(k, crown)


def _bleak(k: Kingdom, crown: list[int], terrs: list[Territory]) -> int:
    return 10 * sum(1 for t in terrs if t.terrain in BLEAK_TERRAINS and t.squares >= 5 and t.crowns == 0)


_SIMPLE: dict[str, Callable[[Kingdom, list[int], list[Territory]], int]] = {
    "harmony": _harmony,
    "middle_kingdom": _middle,
    "lost_corner": _lost_corner,
    "megalomania": _megalomania,
    "bleak_king": _bleak,
}
