"""A playout keeps its readings of the kingdoms only while they hold: it plays exactly as one
that reads every kingdom anew."""

from __future__ import annotations

import pytest

from game.ai import playout
from game.ai.evaluate import Analysis, context
from game.ai.players import choose
from game.ai.playout import Readings, play_out, rivals_of, season
from game.engine import Options, apply, is_over, new_game, view
from game.engine.content import domino
from game.engine.game import apply_inplace
from game.engine.kingdom import Kingdom
from game.engine.layers import GIANT
from game.engine.rng import Rng
from game.engine.state import State
from game.engine.view import determinize


class ReadAnew(Readings):
    """The plain way: every kingdom read each time it is asked for."""

    def of(self, k: Kingdom) -> Analysis:
        return Analysis(k)

    def keep(self, k: Kingdom, an: Analysis) -> None:
        pass


def midgame(rules: str, players: int, seed: int, moves: int) -> State:
    """A game `moves` moves in, every seat played by Normal."""
    state = new_game(Options(rules=rules, players=players, court=2 if rules == "xxl" else 0), seed=seed)
    for n in range(moves):
        if is_over(state):
            break
        state = apply(state, choose("normal", view(state), Rng(n), 1.0))
    return state


def squares_of(s: State) -> list[str]:
    return [repr((k.terr, k.crown, k.layers, k.vals, k.discarded)) for k in s.kingdoms]


def finish(state: State, seat: int, sample: int, horizon: int | None) -> tuple[float, list[str]]:
    """A playout's worth from `state` for `seat` on sample `sample`, and the kingdoms it ends with."""
    v = view(state)
    ctx = context(v)
    rng = Rng(sample)
    rivals = season(rivals_of(v, seat), rng)
    s = determinize(v, rng)
    worth = play_out(s, seat, ctx, rivals, Rng(sample + 1), 1.0, horizon)
    return worth, squares_of(s)


@pytest.mark.parametrize(("rules", "players", "moves", "horizon"), [
    ("kingdomino", 4, 10, None),
    ("kingdomino", 2, 30, None),
    ("queendomino", 4, 25, 6),
    ("xxl", 3, 30, 4),
])
def test_a_playout_keeping_its_readings_plays_as_one_reading_anew(
        rules: str, players: int, moves: int, horizon: int | None, monkeypatch: pytest.MonkeyPatch) -> None:
    for seed in range(3):
        state = midgame(rules, players, seed, moves)
        seat = state.actor
        assert seat is not None
        kept = [finish(state, seat, n, horizon) for n in range(2)]
        monkeypatch.setattr(playout, "Readings", ReadAnew)
        anew = [finish(state, seat, n, horizon) for n in range(2)]
        monkeypatch.undo()
        assert kept == anew


def test_a_reading_is_kept_only_while_its_kingdom_is_as_read() -> None:
    k = Kingdom(5, 1)
    readings = Readings()
    first = readings.of(k)
    assert readings.of(k) is first
    assert readings.of(k.copy()) is not first  # another kingdom, even one alike
    k.place(domino(1), *k.placements(domino(1))[0])
    placed = readings.of(k)
    assert placed is not first and placed.points == Analysis(k).points
    assert readings.of(k) is placed
    k.layers[GIANT] = {next(iter(placed.frontier)) - 1: 1}  # a layer changes crowns, not squares
    assert readings.of(k) is not placed


def test_the_seats_chosen_spot_is_read_once() -> None:
    """The reading the seat chose its placement by is the one its next placement starts from."""
    state = midgame("kingdomino", 4, 5, 12)
    while not (state.step == "place" and state.phase == "play"):
        state = apply(state, choose("normal", view(state), Rng(0), 1.0))
    v = view(state)
    s = determinize(v, Rng(1))
    king = s.king
    assert king is not None
    k = s.kingdoms[s.kings[king]]
    readings = Readings()
    action, _ = playout.greedy_place(s, king, context(v), readings)
    apply_inplace(s, action)
    kept = readings.of(k)
    assert kept.kingdom is not k  # the copy the spot was judged on
    assert kept.points == Analysis(k).points and kept.frontier == Analysis(k).frontier
