"""The tournament command: runs on a tiny game count, both in-process and as `python -m`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import UnsupportedRules, tournament
from game.engine.state import State

ROOT = Path(__file__).resolve().parent.parent


def test_tournament_prints_every_statistic(capsys: pytest.CaptureFixture[str]) -> None:
    code = tournament.main(["--players", "hard,normal,easy", "--games", "3", "--seed", "5",
                            "--budget", "0.01", "--jobs", "1"])
    assert code == 0
    out = capsys.readouterr().out
    assert "3 games, 3 players" in out
    assert "win rate" in out and "95% CI" in out and "margin" in out and "max move" in out
    rows = [line for line in out.splitlines() if line[:1].isdigit() and "%" in line and "games" not in line]
    assert [r.split()[1] for r in rows] == ["hard", "normal", "easy"]
    wins = sum(float(r.split()[2]) for r in rows)
    assert wins == pytest.approx(3.0)  # one win per game, ties split
    assert "hard: longest move" in out
    longest = next(line for line in out.splitlines() if line.startswith("longest move: "))
    assert float(longest.split()[2]) > 0 and "kingdomino)" in longest  # seconds, level, rule set


def test_hard_gets_helper_processes_with_one_job(capsys: pytest.CaptureFixture[str]) -> None:
    code = tournament.main(["--rules", "queendomino", "--players", "hard,normal", "--games", "1",
                            "--budget", "0.05", "--jobs", "1", "--helpers", "1"])
    assert code == 0
    assert "Hard with 1 helper process" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        tournament.main(["--players", "hard,normal", "--games", "2", "--jobs", "2", "--helpers", "1"])


def test_seats_rotate_over_the_same_deal() -> None:
    games = [tournament.Game(g, ("hard", "normal", "easy"), 1, 0.01) for g in range(3)]
    seatings = [tournament.seating(g) for g in games]
    assert sorted(map(tuple, seatings)) == sorted({tuple(s) for s in seatings})  # all different
    for seat in range(3):
        assert sorted(s[seat] for s in seatings) == [0, 1, 2]  # each player in each seat once


def test_players_are_only_given_views(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    real = tournament.choose

    def spy(level: str, v: State, rng: object, budget: float, helpers: object = None) -> object:
        seen.append(isinstance(v, State) and v.hidden is not None)
        return real(level, v, rng, budget, helpers=helpers)  # type: ignore[arg-type]

    monkeypatch.setattr(tournament, "choose", spy)
    result = tournament.play(tournament.Game(0, ("normal", "easy"), 2, 0.01))
    assert seen and all(seen)
    assert sum(result.wins) == pytest.approx(1.0)
    assert all(len(t) >= 12 for t in result.times)


def test_wilson_interval() -> None:
    lo, hi = tournament.wilson(50, 100)
    assert lo == pytest.approx(0.404, abs=0.002) and hi == pytest.approx(0.596, abs=0.002)
    assert tournament.wilson(0, 10)[0] == 0.0
    assert tournament.wilson(10, 10)[1] == 1.0


def test_command_line_runs_on_both_cores() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "game.ai.tournament", "--players", "hard,normal", "--games", "2",
         "--seed", "3", "--budget", "0.01", "--jobs", "2"],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "2 games, 2 players" in out.stdout


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(SystemExit):
        tournament.main(["--players", "hard,wizard", "--games", "1"])
    with pytest.raises(SystemExit):
        tournament.main(["--players", "hard", "--games", "1"])


def test_a_rule_set_the_ai_cannot_play_is_refused_before_any_game(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(UnsupportedRules, match="the Normal AI has no terms for rule set 'toy'"):
        tournament.run(["normal", "easy"], 2, 1, 0.01, 1, rules="toy")
    with pytest.raises(SystemExit) as e:
        tournament.main(["--players", "hard,normal", "--games", "1", "--rules", "toy"])
    assert e.value.code == 2
    assert "the Hard AI has no terms for rule set 'toy'" in capsys.readouterr().err


def test_queendomino_and_xxl_run_with_their_kingdom_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert tournament.main(["--rules", "queendomino", "--players", "normal,easy", "--games", "2",
                            "--budget", "0.01"]) == 0
    assert "2 games, 2 players" in capsys.readouterr().out
    assert tournament.main(["--rules", "xxl", "--players", "normal,easy,hard", "--games", "1",
                            "--budget", "0.01"]) == 0
    assert "1 games, 3 players" in capsys.readouterr().out
    with pytest.raises(SystemExit) as e:  # Royal Wedding XXL is for 3 to 5 kingdoms
        tournament.main(["--rules", "xxl", "--players", "normal,easy", "--games", "1"])
    assert e.value.code == 2
    assert "3 to 5" in capsys.readouterr().err
