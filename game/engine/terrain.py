"""Terrain codes shared by the kingdom grid, scoring and content data."""

from __future__ import annotations

EMPTY = 0
WHEAT, FOREST, LAKE, GRASSLAND, SWAMP, MINE, TOWN = 1, 2, 3, 4, 5, 6, 7
CASTLE = 8
BORDER = 9  # padding around the canvas so neighbour look-ups need no bounds checks

NAMES: dict[int, str] = {
    WHEAT: "wheat",
    FOREST: "forest",
    LAKE: "lake",
    GRASSLAND: "grassland",
    SWAMP: "swamp",
    MINE: "mine",
    TOWN: "town",
}
CODES: dict[str, int] = {name: code for code, name in NAMES.items()}
LETTERS: dict[int, str] = {
    WHEAT: "W",
    FOREST: "F",
    LAKE: "L",
    GRASSLAND: "G",
    SWAMP: "S",
    MINE: "M",
    TOWN: "T",
}
FROM_LETTER: dict[str, int] = {letter: code for code, letter in LETTERS.items()}


def code(name: str) -> int:
    try:
        return CODES[name]
    except KeyError:
        raise ValueError(f"unknown terrain {name!r}") from None
