"""The coach (issue 30 point 2): grades on positions where the better move is known, the same
save giving the same report, and the command's exit codes. Sample counts are kept small."""

from __future__ import annotations

import re

import pytest

from game.ai import choose
from game.coach import class_of, costliest, grade, line, review, summary
from game.coach.__main__ import main
from game.coach.decisions import decisions
from game.coach.grade import decision_seed
from game.engine import Options, Place, apply, legal_actions, new_game
from game.engine.rng import Rng
from game.engine.rules import get_rules
from game.engine.scoring import score
from game.engine.view import view
from game.session import Seat, Session
from saves.format import encode

SUMMARY = re.compile(r"^\d+ decisions graded, \d+ points given up$")


def _points(state, seat: int) -> int:
    return score(state.kingdoms[seat], get_rules(state.options.rules).bonus_rules(state.options)).total


def _costly_placement():
    """A Kingdomino place step where one placement scores at least 6 points more than
    another right away (the worse one throws a crowned territory's growth away)."""
    for seed in range(1, 30):
        s = new_game(Options(players=2), seed)
        rng = Rng(seed)
        while s.phase != "over":
            if s.step == "place" and s.phase == "play" and s.round >= 4:
                seat = s.actor
                gains = {a: _points(apply(s, a), seat) for a in legal_actions(s) if isinstance(a, Place)}
                if gains and max(gains.values()) - min(gains.values()) >= 6:
                    worst = min(gains, key=lambda a: (gains[a], str(a)))
                    return s, worst, gains
            s = apply(s, choose("normal", view(s, s.actor), rng, 0.1))
    raise AssertionError("no such position")


def test_a_placement_that_throws_points_away_is_graded_a_loss_with_the_better_move_found() -> None:
    s, worst, gains = _costly_placement()
    g = grade(s, worst, seed=5, samples=12)
    assert g.played == str(worst)
    assert g.best != g.played
    assert g.given_up >= 3 and class_of(g.given_up) is not None
    # the coach's move keeps (nearly) the points the bad one gave away
    best = next(a for a in gains if str(a) == g.best)
    assert gains[best] >= gains[worst] + 3


def test_the_coachs_own_move_gives_nothing_up() -> None:
    s, _worst, _gains = _costly_placement()
    g0 = grade(s, legal_actions(s)[0], seed=5, samples=12)
    mine = grade(s, next(a for a in legal_actions(s) if str(a) == g0.best), seed=5, samples=12)
    assert mine.given_up == 0 and mine.best == mine.played


def test_a_claim_is_graded_against_every_free_domino_and_the_grade_is_repeatable() -> None:
    s = new_game(Options(players=2), 3)
    rng = Rng(3)
    while not (s.step == "claim" and s.phase == "play"):
        s = apply(s, choose("normal", view(s, s.actor), rng, 0.1))
    played = legal_actions(s)[-1]
    a = grade(s, played, seed=decision_seed(3, 10), samples=6)
    b = grade(s, played, seed=decision_seed(3, 10), samples=6)
    assert a == b
    assert a.candidates == len(legal_actions(s))


def _short_session(humans: int = 1, rounds: int = 2) -> Session:
    seats = [Seat("Ada", "red"), Seat("Bruno", "blue", "ai", "normal")]
    if humans == 0:
        seats[0] = Seat("Ada", "red", "ai", "easy")
    session = Session(Options(players=2), seats, 12)
    rng = Rng(4)
    while session.state.round < rounds:
        st = session.state
        session.play(choose("normal", view(st, st.actor), rng, 0.1))
    return session


def test_the_same_save_gives_the_same_report_in_one_process_or_several() -> None:
    session = _short_session()
    one = review(session, samples=3, jobs=1)
    again = review(session, samples=3, jobs=1)
    pooled = review(session, samples=3, jobs=2)
    assert [line(r) for r in one] == [line(r) for r in again] == [line(r) for r in pooled]
    assert len(one) == len(decisions(session)) > 0
    assert {r.person for r in one} == {"Ada"}
    assert SUMMARY.match(summary(one))
    assert costliest(one) == sorted(costliest(one), key=lambda r: (-r.grade.given_up, r.index))


def test_progress_is_reported_for_every_decision() -> None:
    session = _short_session()
    seen: list[tuple[int, int]] = []
    out = review(session, samples=2, jobs=1, progress=lambda d, n: seen.append((d, n)))
    assert seen[0] == (0, len(out)) and seen[-1] == (len(out), len(out))


def test_the_command_prints_a_line_per_decision_and_the_count(tmp_path, capsys) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(encode(_short_session()))
    assert main([str(path), "--samples", "2", "--jobs", "1"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert SUMMARY.match(out[-1])
    assert int(out[-1].split()[0]) == len(out) - 1 > 0
    assert all(ln.startswith("#") for ln in out[:-1])


@pytest.mark.parametrize("content", [b"", b"{not json", b'{"format": "something else"}'])
def test_a_bad_file_exits_2_with_one_line(tmp_path, capsys, content) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"cannot load {path}") and err.count("\n") == 1


def test_a_missing_file_exits_2(tmp_path, capsys) -> None:
    assert main([str(tmp_path / "nowhere.json")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_save_with_no_human_says_so_and_exits_0(tmp_path, capsys) -> None:
    path = tmp_path / "ai.json"
    path.write_bytes(encode(_short_session(humans=0)))
    assert main([str(path)]) == 0
    assert "no human" in capsys.readouterr().out


def test_classes_follow_the_thresholds() -> None:
    assert [class_of(n) for n in (0, 2, 3, 5, 6, 11, 12, 40)] == [
        None, None, "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]


def test_the_coach_never_imports_pygame() -> None:
    import subprocess
    import sys
    from pathlib import Path

    code = "import sys, game.coach, game.coach.__main__; assert 'pygame' not in sys.modules"
    root = Path(__file__).resolve().parent.parent
    assert subprocess.run([sys.executable, "-c", code], cwd=root, check=False).returncode == 0


XXL_KINDS = ("tax", "build", "bribe", "giant", "court", "court_pay", "footprint", "bury")


def test_every_kind_of_royal_wedding_decision_is_graded_against_legal_alternatives() -> None:
    from pathlib import Path

    from game.engine import parse_action
    from saves.cli import load_for_cli

    golden = Path(__file__).parent / "golden" / "release-0.2.0-xxl-team-court-finished.json"
    session = load_for_cli(golden)
    firsts = {}
    for d in decisions(session):
        firsts.setdefault(d.kind, d)
    assert set(XXL_KINDS) <= set(firsts)
    for kind in XXL_KINDS:
        d = firsts[kind]
        g = grade(d.state, d.played, decision_seed(session.seed, d.index), samples=2)
        assert g.played == str(d.played) and g.candidates >= 2 and g.samples == 2, kind
        assert parse_action(g.best) in legal_actions(d.state), kind


def test_the_budget_caps_a_decision_and_the_line_says_so() -> None:
    s, worst, _gains = _costly_placement()
    g = grade(s, worst, seed=5, samples=12, budget=1e-9)  # spent after the first deal, on any machine
    assert g.cut_short and g.samples == 1
    assert grade(s, worst, seed=5, samples=2, budget=None).cut_short is False


def test_a_grading_process_that_dies_is_replaced_and_the_report_is_whole() -> None:
    import multiprocessing
    import os
    import signal

    session = _short_session()
    killed: list[int] = []

    def kill_one(done: int, total: int) -> None:
        if done == 1 and not killed:
            victim = next(p for p in multiprocessing.active_children() if p.name == "kingdomino-coach")
            killed.append(victim.pid)
            os.kill(victim.pid, signal.SIGKILL)

    pooled = review(session, samples=3, jobs=2, progress=kill_one)
    assert killed
    assert [line(r) for r in pooled] == [line(r) for r in review(session, samples=3, jobs=1)]


def test_moves_are_said_as_the_table_says_them() -> None:
    """Seen in a real review: "claim 109 → claim 140" named the engine's ids; the table prints
    Queendomino's dominoes as #9 and #40, and a placement is said from the castle."""
    from game.coach.words import words
    from game.engine.content import domino

    assert words("claim 109") == f"claim #{domino(109).label}" == "claim #9"
    assert words("place 104 at 3,4 E", castle=(4, 4)) == "place #4 1 above the castle, facing east"
    assert words("place 4 at 6,2 S", castle=(4, 4)) == "place #4 2 below, 2 left of the castle, facing south"
    assert words("skip tax") == "no knights"
    assert words("build 11 at 0,3").startswith("build the ")
