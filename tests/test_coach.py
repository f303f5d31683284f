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


def test_no_grade_reads_the_clock_so_a_slow_machine_gives_the_same_grade(monkeypatch) -> None:
    """Seen on the review screen: a 3 s cap per decision turned "51 points given up" into 42 on
    a busy machine. Grading now only counts samples: with every clock made to race (each call an
    hour later), the grade is the same."""
    import time

    s, worst, _gains = _costly_placement()
    before = grade(s, worst, seed=5, samples=4)
    hours = iter(range(0, 10**9, 3600))
    for name in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, name, lambda: float(next(hours)))
    from game.ai import clock

    monkeypatch.setattr(clock, "source", lambda: float(next(hours)))  # the AI's own clock races too
    assert grade(s, worst, seed=5, samples=4) == before
    assert before.samples == 4


def test_the_command_has_no_clock_option() -> None:
    with pytest.raises(SystemExit):
        main(["game.json", "--budget", "3"])


# --- a grading process that dies, idle or busy, is replaced and its job done again -------------


def _hang_forever(job) -> None:  # type: ignore[no-untyped-def]
    """A grading process that takes its job and never answers (until it is killed)."""
    import threading

    threading.Event().wait()


def _kill(w) -> None:  # type: ignore[no-untyped-def]
    import os
    import signal

    os.kill(w.proc.pid, signal.SIGKILL)
    w.proc.join()  # dead for sure before the pool goes on: no timing


def test_a_process_dead_while_idle_before_its_first_job_or_between_jobs_is_replaced() -> None:
    """Seen: a process that died while idle stopped the review with a broken pipe when it was
    handed its next job."""
    from game.coach.run import Pool

    session = _short_session()
    assert len(decisions(session)) >= 4  # jobs left to hand out after the first grade
    pool = Pool(2)
    _kill(pool.workers[0])  # idle, before any job
    idle_killed: list[int] = []

    def kill_an_idle_one(done: int, total: int) -> None:
        if done == 1 and not idle_killed:  # the one that just answered waits for its next job
            idle = [w for w in pool.workers if w.job is None]
            assert idle
            idle_killed.append(idle[0].proc.pid)
            _kill(idle[0])

    pooled = review(session, samples=2, progress=kill_an_idle_one, pool=pool)
    assert idle_killed and pool.replaced == 2
    assert [line(r) for r in pooled] == [line(r) for r in review(session, samples=2, jobs=1)]


def test_a_process_dead_in_the_middle_of_a_job_is_replaced_and_the_job_graded_again() -> None:
    """The first processes take a job and never answer; each is killed once it says it has
    its job, so the review only ends if their jobs are handed out again."""
    from game.coach.run import Pool, grade_job

    session = _short_session()
    first: list = []
    killed: list = []

    def kill_the_first_ones(w, index: int) -> None:  # type: ignore[no-untyped-def]
        if w in first:
            killed.append(index)
            _kill(w)

    pool = Pool(2, work=_hang_forever, started=kill_the_first_ones)
    first.extend(pool.workers)
    pool.work = grade_job  # their replacements grade
    pooled = review(session, samples=2, pool=pool)
    assert len(killed) == 2 and pool.replaced == 2
    assert [line(r) for r in pooled] == [line(r) for r in review(session, samples=2, jobs=1)]


def test_a_decision_that_fails_to_grade_stops_the_review_with_the_reason() -> None:
    from game.coach.run import Pool

    pool = Pool(2, work=_fail)
    with pytest.raises(RuntimeError, match="failed: ValueError: no playout for this deal"):
        review(_short_session(), samples=2, pool=pool)


def _fail(job) -> None:  # type: ignore[no-untyped-def]
    raise ValueError("no playout for this deal")


def test_the_time_left_is_guessed_from_the_pace_so_far() -> None:
    from game.coach.run import seconds_left

    assert seconds_left(0, 10, 5.0) is None
    assert seconds_left(2, 10, 6.0) == 24.0
    assert seconds_left(10, 10, 30.0) == 0.0


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
