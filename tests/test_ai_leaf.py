"""Hard's learned leaf value: the shipped weights fit today's features, the playouts use them
where the rule set declares them, and the developer tool that fits them writes a file the
game reads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai import leaf, train_leaf
from game.ai.evaluate import context
from game.ai.montecarlo import setting
from game.ai.players import choose
from game.ai.playout import leaf_worth, rivals_of
from game.engine import Options, apply, new_game, view
from game.engine.analysis import dominoes_to_place
from game.engine.rng import Rng


def _midgame(rules: str, moves: int = 60):
    s = new_game(Options(rules=rules, players=4), seed=7)
    rng = Rng(3)
    for _ in range(moves):
        s = apply(s, choose("normal", view(s), rng, 1.0))
    return s


def test_the_rule_sets_that_declare_a_leaf_have_one_fitted_to_todays_features():
    model = leaf.model_for("queendomino")
    assert model is not None
    assert set(model.by_to_come) >= set(range(1, 13))  # every count a 4-player game reaches
    assert all(len(w) == len(leaf.NAMES) + 1 for w in model.by_to_come.values())
    assert leaf.model_for("kingdomino") is None  # no economy: its playouts play to the end
    assert leaf.model_for("xxl") is None  # no leaf fitted: the terms value its kingdoms


def test_the_leaf_reads_every_feature_and_predicts_a_plausible_total():
    s = _midgame("queendomino")
    ctx = context(view(s))
    model = leaf.model_for("queendomino")
    assert model is not None
    for n in range(4):
        t = dominoes_to_place(s, n)
        f = leaf.features(s, n, ctx, t)
        assert len(f) == len(leaf.NAMES)
        # Four Normal players total 55-85 points a kingdom; a kingdom mid-game is expected there.
        assert 20 < leaf.kingdom_worth(model, s, n, ctx, t) < 150


def test_a_count_no_game_reached_takes_the_nearest_row():
    m = leaf.LeafModel({3: (1.0, 2.0), 5: (10.0, 0.0)})
    assert m.predict([4.0], 3) == 9.0
    assert m.weights(9) == (10.0, 0.0)
    assert m.weights(0) == (1.0, 2.0)
    assert m.weights(4) == (1.0, 2.0)  # equally near: the lower count


def test_a_cut_playout_is_worth_the_seats_prediction_less_the_best_rivals():
    s = _midgame("queendomino")
    v = view(s)
    st = setting(v)
    model = leaf.model_for("queendomino")
    assert model is not None
    predicted = [leaf.kingdom_worth(model, s, n, st.ctx, dominoes_to_place(s, n)) for n in range(4)]
    rivals = rivals_of(v, st.seat)
    worth = leaf_worth(s, st.seat, st.ctx, rivals, 1.0)
    expected = predicted[st.seat] - max(predicted[r] for r in rivals.seats)
    assert worth == pytest.approx(expected)


def test_a_file_fitted_on_other_features_is_refused(tmp_path: Path):
    bad = tmp_path / "leaf.json"
    bad.write_text(json.dumps({"names": ["points"], "by_to_come": {"1": [0.0, 1.0]}}))
    with pytest.raises(ValueError, match="other features"):
        leaf.read(bad)
    short = tmp_path / "short.json"
    short.write_text(json.dumps({"names": list(leaf.NAMES), "by_to_come": {"1": [0.0, 1.0]}}))
    with pytest.raises(ValueError, match="weights"):
        leaf.read(short)


def test_the_developer_tool_fits_a_file_the_game_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    out = tmp_path / "leaf.json"
    assert train_leaf.main(["--games", "6", "--jobs", "1", "--out", str(out)]) == 0
    model = leaf.read(out)
    assert set(model.by_to_come) >= set(range(1, 13))
    assert "held-out error" in capsys.readouterr().out
    assert json.loads(out.read_text())["trained"]["games"] == 6
