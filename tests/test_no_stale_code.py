"""Issue 28, point 6: the dead and stale pieces stay gone, rule numbers are named once, and the
facts that made them dead hold (a view's legal actions are the game's; between the games of a
Dynasty the hint is the next game)."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from game.ai import players, steps
from game.ai.econ_terms import COIN_POINTS
from game.engine import NextGame, Options, apply, is_over, legal_actions, new_game, view
from game.engine import game as engine_game
from game.engine.economy import COINS_PER_POINT
from game.engine.rng import Rng
from game.engine.rules.xxl_steps import Buy
from game.ui import theme
from game.ui.table.geometry import TableGeometry

GAME = Path(__file__).resolve().parent.parent / "game"


def _sources(*parts: str) -> list[Path]:
    return [p for part in parts for p in sorted((GAME / part).rglob("*.py"))]


def test_the_dead_pieces_are_gone() -> None:
    assert not hasattr(players, "fallback") and not hasattr(steps, "legal_in")
    assert not (GAME / "ui" / "scenes" / "placeholder.py").exists()
    assert not hasattr(theme, "PLAYER_COLOURS") and not hasattr(theme, "TERRAIN_COLOURS")
    assert "kings_per_seat" not in inspect.signature(TableGeometry).parameters
    assert list(inspect.signature(engine_game._record_result).parameters) == ["state"]
    for path in _sources("."):
        text = path.read_text()
        assert "NOT_YET" not in text and "is_placeholder" not in text, path


def test_rule_numbers_are_named_once() -> None:
    assert COIN_POINTS == 1 / COINS_PER_POINT
    for path in _sources("ui", "ai", "engine/rules"):
        text = path.read_text()
        assert not re.search(r"%\s*1000\b|\b1000\s*\*", text), f"{path}: the Court's set offset"
        assert "min(2," not in text and "2 * turns" not in text, f"{path}: knights a domino"


def test_a_view_lists_the_games_court_buys() -> None:
    state = new_game(Options(rules="xxl", players=3, court=1), seed=5)
    rng = Rng(5)
    searches = 0
    while not is_over(state) and searches < 3:
        acts = legal_actions(state)
        if state.step == "court" and not state.pending:
            assert legal_actions(view(state, state.kings[state.king])) == acts
            searches += any(isinstance(a, Buy) and a.search for a in acts)
        state = apply(state, rng.choice(acts))
    assert searches  # the piles were searched from a view that blanks them


def test_between_the_games_of_a_dynasty_the_hint_is_the_next_game() -> None:
    state = new_game(Options(players=2, dynasty=True), seed=3)
    rng = Rng(3)
    while legal_actions(state) != [NextGame()]:
        state = apply(state, rng.choice(legal_actions(state)))
    assert players.hint(view(state, 0), Rng(0)) == [NextGame()]
