"""Saves frozen from release 0.2.0 (tests/golden/release-0.2.0-*.json, written by that release's
engine with tests/golden/make_golden.py) still load and keep the scores 0.2.0 gave them; an
unfinished one is finished under its old rules and gives 0.2.0's final scores."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from game.engine import legal_actions, scores
from game.session import SessionError, replay_history
from saves import SaveError
from saves.format import load_file
from saves.migrations import migrate

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


# Release 0.3.0 (edition 2, every rule set), written by 0.3.0's engine (commit 6deb069)
RELEASE_0_3_0 = {
    "release-0.3.0-kingdomino-finished": ([17, 14, 35, 16], None),
    "release-0.3.0-kingdomino-unfinished": ([3, 6, 9, 4], [17, 30, 50, 17]),
    "release-0.3.0-queendomino-finished": ([28, 59, 23], None),
    "release-0.3.0-xxl-5-teams-court-finished": ([228, 162, 257, 269, 193], None),
    "release-0.3.0-xxl-5-teams-court-unfinished": ([240, 99, 269, 142, 165], [284, 135, 322, 163, 209]),
}


def _totals(session) -> list[int]:
    return [b.total for b in scores(session.state)]


def test_every_release_file_is_listed() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("release-*.json")) == sorted({**RELEASE_0_2_0, **RELEASE_0_3_0})


@pytest.mark.parametrize("name", sorted(RELEASE_0_3_0))
def test_a_0_3_0_save_loads_with_its_scores_under_edition_2(name: str) -> None:
    saved, final = RELEASE_0_3_0[name]
    s = load_file(GOLDEN / f"{name}.json")
    assert _totals(s) == saved
    assert s.is_over() == (final is None)
    assert s.options.edition == 2


@pytest.mark.parametrize("name", [n for n, (_, final) in RELEASE_0_3_0.items() if final is not None])
def test_an_unfinished_0_3_0_game_finishes_with_0_3_0s_scores(name: str) -> None:
    s = load_file(GOLDEN / f"{name}.json")
    choose = random.Random(FINISH_SEED)
    while not s.is_over():
        s.play(choose.choice(legal_actions(s.state)))
    assert _totals(s) == RELEASE_0_3_0[name][1]


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


@pytest.mark.parametrize("name", sorted(RELEASE_0_2_0))
def test_a_0_2_0_game_keeps_edition_1_to_its_end(name: str) -> None:
    s = load_file(GOLDEN / f"{name}.json")
    assert s.options.edition == 1 and s.state.options.edition == 1


@pytest.mark.parametrize("name", [n for n in RELEASE_0_2_0 if "xxl" in n])
def test_the_same_xxl_history_under_edition_2_differs_or_is_refused(name: str) -> None:
    """The proof that the edition matters: Patrol collects tax, Stampede and collapses ask
    otherwise, so edition 2's rules cannot reach the same position."""
    doc = json.loads((GOLDEN / f"{name}.json").read_text())
    old = load_file(GOLDEN / f"{name}.json")
    try:
        new, _ = replay_history(replace(old.options, edition=2), doc["seed"], doc["history"], old.seats)
    except SessionError:
        return  # refused: an action of the old game is illegal under edition 2
    assert new != old.state and [b.total for b in scores(new)] != doc["scores"]


def test_a_save_whose_snapshot_its_history_does_not_reach_is_refused(tmp_path: Path) -> None:
    doc = json.loads((GOLDEN / "release-0.2.0-xxl-team-court-unfinished.json").read_text())
    doc["snapshot"]["kingdoms"][1]["vals"]["coins"] += 1  # one coin more than the game gave
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="does not lead to the saved position"):
        load_file(path)


def test_a_save_claiming_edition_2_for_a_0_2_0_game_is_refused(tmp_path: Path) -> None:
    """The edition is part of the set-up: changing it changes the game, and the replay shows it."""
    doc = json.loads((GOLDEN / "release-0.2.0-xxl-team-court-finished.json").read_text())
    doc = migrate(doc)
    doc["options"]["edition"] = doc["snapshot"]["options"]["edition"] = 2
    path = tmp_path / "edition.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="inconsistent"):
        load_file(path)
