"""How a decision's cost is named, as lichess names a move's: small losses are fine.

Thresholds are in whole points of expected final margin (the grade's `given_up`). They were
tuned by grading the AI's own games (docs/AI.md, "The coach"): Hard's decisions should almost
never be called a mistake, Easy's often.
"""

from __future__ import annotations

INACCURACY = 3
MISTAKE = 6
BLUNDER = 12

CLASSES = ("inaccuracy", "mistake", "blunder")


def class_of(given_up: int) -> str | None:
    """"blunder", "mistake", "inaccuracy", or None for a loss too small to name."""
    if given_up >= BLUNDER:
        return "blunder"
    if given_up >= MISTAKE:
        return "mistake"
    if given_up >= INACCURACY:
        return "inaccuracy"
    return None
