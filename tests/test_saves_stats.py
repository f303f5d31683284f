"""Issue 31, point 1: statistics on generated saves with known totals (a hot-seat team counts for
both its members, a Dynasty is one game with its match total, AI seats count as their level),
and `python -m saves.stats` prints them, one row per person and rule set."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import Options, standings
from game.engine.rules import RULE_SETS, get_rules
from game.session import Person, Seat, Session
from saves import SaveStore
from saves.bench_index import play_out
from saves.stats import main, table, text_table

ROOT = Path(__file__).resolve().parent.parent
BASE = RULE_SETS[0]  # the base game, which has a Dynasty
TEAMS = next(r for r in RULE_SETS if get_rules(r).limits.teams)  # a rule set with hot-seat teams


def game(seats: list[Seat], seed: int, rules: str = BASE, **options) -> Session:
    return play_out(Session(Options(rules=rules, players=len(seats), **options), seats, seed), seed)


def winners(s: Session) -> set[int]:
    return set(standings(s.state)[0].members)


@pytest.fixture
def played(tmp_path: Path) -> tuple[SaveStore, list[Session]]:
    store = SaveStore(tmp_path / "saves")
    g1 = game([Seat("Ada", "red"), Seat("Bot", "blue", "ai", "easy")], 11)
    g2 = game([Seat("Ada", "red"), Seat("Bot", "blue", "ai", "hard")], 12)
    dynasty = game([Seat("Ada", "red"), Seat("Bruno", "blue")], 13, dynasty=True)
    players = get_rules(TEAMS).limits.kingdoms[0]
    bots = [Seat(f"Bot {k}", ("blue", "green", "yellow")[k - 1], "ai", "normal") for k in range(1, players)]
    team = game([Seat("Ada", "red", partner=Person("Yves")), *bots], 14, rules=TEAMS)
    unfinished = Session(Options(), [Seat("Ada", "red"), Seat("Bruno", "blue")], 15)
    for s in (g1, g2, dynasty, team, unfinished):
        store.autosave(s)
    store.save(g1, "A copy of the first game")  # one game in two saves counts once
    return store, [g1, g2, dynasty, team]


def test_statistics_on_generated_saves_have_the_known_totals(played) -> None:
    store, (g1, g2, dynasty, team) = played
    rows = {(r.person, r.rules): r for r in table(store.records())}
    ada = rows["Ada", BASE]
    base_games = [g1, g2, dynasty]
    match = dynasty.state.match
    dynasty_total = sum(result[0] for result in match.results)
    assert len(match.results) == match.games == 3 and dynasty_total != dynasty.summary()["scores"][0]
    ada_scores = [g1.summary()["scores"][0], g2.summary()["scores"][0], dynasty_total]
    ada_wins = sum(0 in winners(s) for s in (g1, g2)) + (dynasty_total >= sum(r[1] for r in match.results))
    assert (ada.games, ada.wins, ada.total, ada.best) == (3, ada_wins, sum(ada_scores), max(ada_scores))
    assert [score for _, score, _ in ada.history] == ada_scores  # by when the game began
    # a Dynasty's parts are summed over its games: they add up to its match total
    assert sum(v for _, v in ada.part_averages()) == pytest.approx(ada.average)
    # results against each AI level: the easy game and the hard one
    assert ada.against == {"easy": [1, int(0 in winners(g1))], "hard": [1, int(0 in winners(g2))]}
    assert rows["Easy AI", BASE].games == 1 and rows["Hard AI", BASE].games == 1
    assert rows["Easy AI", BASE].wins == int(1 in winners(g1))
    assert rows["Bruno", BASE].games == 1 and rows["Bruno", BASE].total == sum(r[1] for r in match.results)
    # the team: both members, with the team's score
    t_score = team.summary()["scores"][0]
    for person in ("Ada", "Yves"):
        row = rows[person, TEAMS]
        assert (row.games, row.wins, row.total) == (1, int(0 in winners(team)), t_score)
    normal = rows["Normal AI", TEAMS]  # its kingdoms at one table are one game (issue 37)
    assert normal.games == 1
    assert normal.wins == int(bool(winners(team) - {0}))
    assert sum(r.games for r in rows.values() if r.rules == BASE) == 2 * len(base_games)


def test_saves_stats_prints_a_row_per_person_and_rule_set(played, monkeypatch, capsys) -> None:
    store, _ = played
    monkeypatch.setenv("KINGDOMINO_HOME", str(store.folder.parent))
    assert main([]) == 0
    out = capsys.readouterr().out
    rows = table(store.records())
    assert out.strip() == text_table(rows)
    body = out.splitlines()[2:]
    assert len(body) == len(rows) == len({(r.person, r.rules) for r in rows})
    header = out.splitlines()[0].split()
    assert header[:5] == ["Person", "Rules", "Games", "Wins", "Win"]
    line, row = next((line, r) for line, r in zip(body, rows, strict=True)
                     if (r.person, r.rules) == ("Ada", BASE))
    assert line.split()[:4] == ["Ada", get_rules(BASE).title, "3", str(row.wins)]


def test_saves_stats_on_an_empty_folder_says_so(tmp_path: Path) -> None:
    env = {"KINGDOMINO_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-m", "saves.stats"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert "No finished games" in done.stdout and str(tmp_path / "saves") in done.stdout


# -- issue 37, point 7 ----------------------------------------------------------------------------


def record(when: str, kingdoms: list[tuple[list[tuple[str, str, str | None]], int, int]]) -> dict:
    return {"game_id": when, "rules": BASE, "games": 1, "when": when,
            "kingdoms": [{"members": [{"name": n, "kind": k, "level": lv} for n, k, lv in members],
                          "score": score, "rank": rank, "parts": {"territories": score}}
                         for members, score, rank in kingdoms]}


def test_an_all_ai_game_counts_once_per_game_not_per_seat() -> None:
    normal = ("Bot", "ai", "normal")
    four = record("2026-01-01", [([normal], 40, 1), ([normal], 30, 2), ([normal], 20, 3),
                                 ([("Bot", "ai", "hard")], 35, 2)])
    rows = {r.person: r for r in table([four])}
    assert (rows["Normal AI"].games, rows["Normal AI"].wins) == (1, 1)
    assert (rows["Normal AI"].total, rows["Normal AI"].best) == (40, 40)  # its best-placed kingdom
    assert rows["Normal AI"].against == {"hard": [1, 1]}  # its own kingdoms are no opponents
    hard = rows["Hard AI"]
    assert (hard.games, hard.wins, hard.against) == (1, 0, {"normal": [1, 0]})
    # two games: two, whatever the number of seats; a human at the table is unchanged
    lost = record("2026-01-02", [([("Ada", "human", None)], 50, 1), ([normal], 45, 2), ([normal], 44, 3)])
    rows = {r.person: r for r in table([four, lost])}
    assert (rows["Normal AI"].games, rows["Normal AI"].wins, rows["Normal AI"].best) == (2, 1, 45)
    assert [score for _, score, _ in rows["Normal AI"].history] == [40, 45]
    assert (rows["Ada"].games, rows["Ada"].wins, rows["Ada"].against) == (1, 1, {"normal": [1, 1]})


def test_saves_stats_help_helps(capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "usage: python -m saves.stats" in out and "folder" in out and "finished games" in out


def test_saves_stats_on_a_missing_folder_is_an_error(tmp_path: Path) -> None:
    env = {"KINGDOMINO_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    for bad, said in ((tmp_path / "nowhere", "does not exist"), (ROOT / "README.md", "is not a folder")):
        done = subprocess.run([sys.executable, "-m", "saves.stats", str(bad)], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode != 0 and done.stdout == ""
        assert str(bad) in done.stderr and said in done.stderr
