"""An unfinished game begun under release 0.2.0's rules says once, as the table opens, that it
finishes under them (tests/golden/release-0.2.0-*.json)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from table_helpers import open_table

from game.engine import Options
from game.session import Seat, Session
from game.ui.table.notes import OLD_RULES_SECONDS, old_rules_note
from saves.format import load_file

GOLDEN = Path(__file__).resolve().parent / "golden"
NOTE = "This game began under release 0.2.0's rules and finishes under them"


def test_the_note_is_for_unfinished_games_whose_rules_changed_since() -> None:
    xxl = Options(rules="xxl", players=3, edition=1)
    assert old_rules_note(xxl, finished=False) == NOTE
    assert old_rules_note(xxl, finished=True) is None
    assert old_rules_note(Options(rules="xxl", players=3), finished=False) is None  # today's rules
    # Queendomino's rules did not change: nothing to say
    assert old_rules_note(Options(rules="queendomino", players=3, edition=1), finished=False) is None


def test_an_unfinished_0_2_0_xxl_game_says_so_once_when_opened(tmp_path) -> None:
    session = load_file(GOLDEN / "release-0.2.0-xxl-team-court-unfinished.json")
    _, scene, driver = open_table(tmp_path, session)
    assert scene.toast is not None and scene.toast[0] == NOTE
    if os.environ.get("OLD_RULES_SHOT"):
        pygame.image.save(driver.surface, os.environ["OLD_RULES_SHOT"])
    driver.run(int(OLD_RULES_SECONDS * 30) + 10)
    assert scene.toast is None or scene.toast[0] != NOTE  # said once, then gone


@pytest.mark.parametrize("name", ["release-0.2.0-xxl-team-court-finished",
                                  "release-0.2.0-queendomino-unfinished"])
def test_no_note_for_a_finished_game_or_unchanged_rules(tmp_path, name: str) -> None:
    _, scene, _ = open_table(tmp_path, load_file(GOLDEN / f"{name}.json"))
    assert scene.toast is None or scene.toast[0] != NOTE


def test_no_note_for_a_new_game(tmp_path) -> None:
    seats = [Seat("Ada", "red"), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    _, scene, _ = open_table(tmp_path, Session(Options(rules="xxl", players=3, court=1), seats, seed=3))
    assert scene.toast is None or scene.toast[0] != NOTE
