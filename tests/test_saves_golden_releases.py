"""Saves frozen from release 0.2.0 (tests/golden/release-0.2.0-*.json, written by that release's
engine with tests/golden/make_golden.py) still load and keep the scores 0.2.0 gave them; an
unfinished one is finished under its old rules and gives 0.2.0's final scores."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import legal_actions, scores
from saves.format import load_file

GOLDEN = Path(__file__).resolve().parent / "golden"

# scores per kingdom as the 0.2.0 engine gave them: in the file, and after finishing an
# unfinished game with random.Random(FINISH_SEED) choosing among the legal actions
FINISH_SEED = 27
RELEASE_0_2_0 = {
    "release-0.2.0-queendomino-finished": ([28, 59, 23], None),
    "release-0.2.0-queendomino-unfinished": ([20, 25, 25], [37, 41, 41]),
    "release-0.2.0-xxl-team-court-finished": ([237, 306, 146], None),
    "release-0.2.0-xxl-team-court-unfinished": ([123, 155, 129], [313, 327, 400]),
}


def _totals(session) -> list[int]:
    return [b.total for b in scores(session.state)]


def test_every_release_file_is_listed() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("release-*.json")) == sorted(RELEASE_0_2_0)


@pytest.mark.parametrize("name", sorted(RELEASE_0_2_0))
def test_a_0_2_0_save_loads_with_its_scores(name: str) -> None:
    saved, final = RELEASE_0_2_0[name]
    s = load_file(GOLDEN / f"{name}.json")
    assert _totals(s) == saved
    assert s.is_over() == (final is None)


@pytest.mark.parametrize("name", [n for n, (_, final) in RELEASE_0_2_0.items() if final is not None])
def test_an_unfinished_0_2_0_game_finishes_with_0_2_0s_scores(name: str) -> None:
    s = load_file(GOLDEN / f"{name}.json")
    choose = random.Random(FINISH_SEED)
    while not s.is_over():
        s.play(choose.choice(legal_actions(s.state)))
    assert _totals(s) == RELEASE_0_2_0[name][1]
