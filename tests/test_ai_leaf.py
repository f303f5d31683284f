"""Hard's learned leaf value: the shipped weights fit today's features, the playouts use them
where the rule set declares them, and the developer tool that fits them writes a file the
game reads."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.ai import leaf, train_leaf
from game.ai.econ_terms import economy_of
from game.ai.evaluate import context
from game.ai.montecarlo import setting
from game.ai.players import choose
from game.ai.playout import leaf_worth, rivals_of
from game.engine import Options, apply, new_game, scores, view
from game.engine.analysis import dominoes_to_place
from game.engine.fullscore import challenge_points
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
    assert all(len(w) == len(model.used) + 1 for w in model.by_to_come.values())
    assert {leaf.NAMES[i] for i in model.used} >= {"points", "coins", "towers", "queen"}
    assert leaf.model_for("kingdomino") is None  # no economy: its playouts play to the end
    xxl = leaf.model_for("xxl")
    assert xxl is not None and "challenges" in {leaf.NAMES[i] for i in xxl.used}
    assert set(xxl.by_to_come) >= set(range(2, 80, 4))  # 3 kingdoms: four placements a round each


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
    m = leaf.LeafModel({3: (1.0, 2.0), 5: (10.0, 0.0)}, used=(1,))
    assert m.predict([100.0, 4.0], 3) == 9.0  # the bias and the one feature fitted
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
    bad.write_text(json.dumps({"names": ["points", "gold"], "by_to_come": {"1": [0.0, 1.0, 2.0]}}))
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


def test_a_rule_set_without_an_economy_reads_its_economy_as_nothing():
    s = _midgame("kingdomino")
    ctx = context(view(s))
    assert ctx.economy is None
    for n in range(4):
        f = dict(zip(leaf.NAMES, leaf.features(s, n, ctx, dominoes_to_place(s, n)), strict=True))
        land = {"points", "growth", "dead", "bonus", "largest", "crowns"}
        assert all(v == 0.0 for k, v in f.items() if k not in land)
        assert f["points"] > 0 and f["crowns"] > 0 and f["largest"] > 1


def test_the_developer_tool_fits_a_rule_set_that_declares_no_leaf_into_a_file_named(tmp_path: Path):
    out = tmp_path / "kingdomino.json"
    assert train_leaf.main(["--rules", "kingdomino", "--games", "4", "--jobs", "1", "--out", str(out)]) == 0
    assert set(leaf.read(out).by_to_come) >= set(range(1, 13))


def test_the_challenges_feature_reads_what_the_engine_scores_for_them():
    s = new_game(Options(rules="xxl", players=3), seed=11)
    rng = Rng(5)
    while s.phase != "over":
        s = apply(s, choose("normal", view(s), rng, 1.0))
    ctx = replace(context(s), economy=economy_of(s, 0))  # over: no seat acts, so name one
    assert ctx.economy is not None and ctx.economy.challenges
    got = [leaf.features(s, n, ctx, 0)[leaf.NAMES.index("challenges")] for n in range(3)]
    assert got == [float(sum(challenge_points(b).values())) for b in scores(s)]
    assert any(got)
