"""Writes the golden save files. Run from the repository root:

    .venv/bin/python tests/golden/make_golden.py [VERSION | release-X.Y.Z-NAME]

A golden file is a promise: once released, that schema must load forever.
Only (re)write the file of the schema being introduced; an existing older file
is never regenerated (the script refuses unless --force is given).
Games are played with a fixed random choice over the engine's legal actions,
so the files are reproducible from this script and the engine of their day.

Release files (`release-<version>-<name>.json`) freeze games as that release wrote and
scored them: written once with the release's own engine, they guard that every later
version still loads them and gives the same scores (tests/test_saves_golden_releases.py).
The 0.2.0 Royal Wedding XXL games were chosen (seeds searched) so that their histories
hold Patrol, Stampede (a kingdom holding a giant receives one before passing), building
collapses with a Court building in play, towers falling and a kingdom sending more than
two knights in one round: the content rules of edition 2 would change them.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.engine import Options, legal_actions  # noqa: E402
from game.session import Person, Seat, Session  # noqa: E402
from saves.format import document, encode  # noqa: E402

HERE = Path(__file__).resolve().parent


def _play(session: Session, choose: random.Random, until) -> None:
    while not until(session):
        session.play(choose.choice(legal_actions(session.state)))


def _played(session: Session, finished: bool, seeds: tuple[int, int], stop) -> Session:  # type: ignore[no-untyped-def]
    """`session` played to its end (moves from seeds[0]) or to `stop` (from seeds[1])."""
    if finished:
        _play(session, random.Random(seeds[0]), lambda s: s.is_over())
    else:
        _play(session, random.Random(seeds[1]), stop)
    return session


def _fixed(session: Session, game_id: str, created: str, updated: str) -> Session:
    session.game_id, session.created, session.updated = game_id, created, updated
    return session


def v1() -> bytes:
    """Schema 1: 3 players by name only, Middle Kingdom and Harmony, saved in round 6."""
    seats = [Seat("Alice", "red"), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    s = Session(Options(players=3, middle_kingdom=True, harmony=True), seats, seed=20240601)
    _play(s, random.Random(1), lambda s: s.state.round == 6 and s.state.step == "place")
    s.save_name = "Family night"
    _fixed(s, "20240601-190000-0a1b2c3d", "2024-06-01T19:00:00.000+00:00", "2024-06-01T19:24:31.250+00:00")
    doc = document(s)
    out = {}
    for k, v in doc.items():  # schema 1 kept the names where schema 2 has the seats, and had no hints
        if k == "seats":
            out["players"] = [seat["name"] for seat in v]
        elif k != "hints":
            out[k] = v
    out["schema"] = 1
    lines = [f"{json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}" for k, v in out.items()]
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("ascii")


def v2() -> bytes:
    """Schema 2: a 2-player Mighty Duel Dynasty, human against a hard AI, hints on, in game 2."""
    seats = [Seat("Dana", "purple"), Seat("Robot", "orange", "ai", "hard")]
    s = Session(Options(players=2, mighty_duel=True, dynasty=True), seats, seed=7, hints=True)
    _play(s, random.Random(2), lambda s: s.state.match.number == 2 and s.state.round == 3)
    s.save_name = "Sunday duel"
    _fixed(s, "20250105-101500-feedbeef", "2025-01-05T10:15:00.000+00:00", "2025-01-05T11:02:09.004+00:00")
    return encode(s)


def v3() -> bytes:
    """Schema 3: 4 players (two humans, easy and normal AI), Middle Kingdom, in round 9."""
    seats = [Seat("Ezra", "yellow"), Seat("Easy bot", "green", "ai", "easy"), Seat("Fay", "red"),
             Seat("Normal bot", "blue", "ai", "normal")]
    s = Session(Options(players=4, middle_kingdom=True), seats, seed=31337)
    _play(s, random.Random(3), lambda s: s.state.round == 9 and s.state.step == "claim")
    s.save_name = "Four at the table"
    _fixed(s, "20261130-214500-c0ffee00", "2026-11-30T21:45:00.000+00:00", "2026-11-30T22:31:40.120+00:00")
    return encode(s)


def v4() -> bytes:
    """Schema 4: the options record the content edition (2); Royal Wedding XXL, 4 kingdoms, the
    first a team of two, two Court sets, a hard AI, in round 7."""
    seats = [Seat("Ines", "red", partner=Person("Jon")), Seat("Hard bot", "blue", "ai", "hard"),
             Seat("Kai", "green"), Seat("Lou", "yellow")]
    s = Session(Options(rules="xxl", players=4, court=2), seats, seed=404)
    _play(s, random.Random(6), lambda s: s.state.round == 7 and s.state.tower == "age_of_giants")
    s.save_name = "Wedding of four"
    _fixed(s, "20270115-193000-e2e2e2e2", "2027-01-15T19:30:00.000+00:00", "2027-01-15T20:41:12.500+00:00")
    return encode(s)


def v5() -> bytes:
    """Schema 5: the options hold only the variants set; Kingdomino, 3 players, four choices and
    the Middle Kingdom, in round 5."""
    seats = [Seat("Mona", "red"), Seat("Normal bot", "blue", "ai", "normal"), Seat("Nils", "green")]
    options = Options(rules="kingdomino", players=3, four_choices=True, middle_kingdom=True)
    s = Session(options, seats, seed=505)
    _play(s, random.Random(7), lambda s: s.state.round == 5)
    s.save_name = "Three at the table"
    _fixed(s, "20271203-200000-f5f5f5f5", "2027-12-03T20:00:00.000+00:00", "2027-12-03T20:35:00.250+00:00")
    return encode(s)


MAKERS = {1: v1, 2: v2, 3: v3, 4: v4, 5: v5}


# -- release 0.2.0: Queendomino and Royal Wedding XXL as 0.2.0 played them --------------------
def _queendomino(finished: bool) -> Session:
    seats = [Seat("Gil", "red"), Seat("Normal bot", "blue", "ai", "normal"), Seat("Hana", "green")]
    s = Session(Options(rules="queendomino", players=3), seats, seed=2025, hints=True)
    return _played(s, finished, (4, 5), lambda s: s.state.round == 7 and s.state.step == "build")


def _xxl(finished: bool) -> Session:
    """3 kingdoms, the first a team of two, one Court set; seed 55 (finished) / 72 (unfinished,
    saved in round 9, after Patrol and before Stampede)."""
    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"),
             Seat("Chloé", "green", "ai", "easy")]
    seed = 55 if finished else 72
    s = Session(Options(rules="xxl", players=3, court=1), seats, seed=seed)
    in_round_9 = lambda s: s.state.round == 9 and s.state.tower == "age_of_giants"  # noqa: E731
    return _played(s, finished, (seed, seed), in_round_9)


def _release(make, name: str, game_id: str, day: str) -> Callable[[], bytes]:
    def write() -> bytes:
        s = make()
        s.save_name = name
        _fixed(s, game_id, f"{day}T20:00:00.000+00:00", f"{day}T21:30:00.000+00:00")
        return encode(s)

    return write


RELEASES: dict[str, Callable[[], bytes]] = {
    "release-0.2.0-queendomino-finished": _release(
        lambda: _queendomino(True), "Queens, finished", "20260301-200000-0b0a0001", "2026-03-01"),
    "release-0.2.0-queendomino-unfinished": _release(
        lambda: _queendomino(False), "Queens, round 7", "20260302-200000-0b0a0002", "2026-03-02"),
    "release-0.2.0-xxl-team-court-finished": _release(
        lambda: _xxl(True), "Wedding, finished", "20260303-200000-0b0a0003", "2026-03-03"),
    "release-0.2.0-xxl-team-court-unfinished": _release(
        lambda: _xxl(False), "Wedding, round 9", "20260304-200000-0b0a0004", "2026-03-04"),
}


# -- release 0.3.0: edition 2's rules as 0.3.0 played them, every rule set ------------------------
def _kingdomino(finished: bool) -> Session:
    seats = [Seat("Ines", "red"), Seat("Easy bot", "blue", "ai", "easy"), Seat("Jon", "green"),
             Seat("Kai", "yellow")]
    s = Session(Options(rules="kingdomino", players=4, harmony=True, middle_kingdom=True), seats, seed=303)
    return _played(s, finished, (6, 7), lambda s: s.state.round == 6 and s.state.step == "place")


def _xxl_5(finished: bool) -> Session:
    """5 kingdoms, two of them teams, both Court sets (edition 2)."""
    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"),
             Seat("Chloé", "green", "ai", "easy"), Seat("Dario", "yellow", partner=Person("Zoe")),
             Seat("Eve", "purple")]
    s = Session(Options(rules="xxl", players=5, court=2), seats, seed=303)
    return _played(s, finished, (8, 9), lambda s: s.state.round == 11 and s.state.step == "court")


RELEASES.update({
    "release-0.3.0-kingdomino-finished": _release(
        lambda: _kingdomino(True), "Kings, finished", "20261201-200000-0c0a0001", "2026-12-01"),
    "release-0.3.0-kingdomino-unfinished": _release(
        lambda: _kingdomino(False), "Kings, round 6", "20261201-210000-0c0a0002", "2026-12-01"),
    "release-0.3.0-queendomino-finished": _release(
        lambda: _queendomino(True), "Queens, finished", "20261201-220000-0c0a0003", "2026-12-01"),
    "release-0.3.0-xxl-5-teams-court-finished": _release(
        lambda: _xxl_5(True), "Wedding of five, finished", "20261202-200000-0c0a0004", "2026-12-02"),
    "release-0.3.0-xxl-5-teams-court-unfinished": _release(
        lambda: _xxl_5(False), "Wedding of five, round 11", "20261202-210000-0c0a0005", "2026-12-02"),
})


def main(argv: list[str]) -> int:
    force = "--force" in argv
    named = [a for a in argv if a in RELEASES]
    versions = [int(a) for a in argv if a.isdigit()] or ([] if named else sorted(MAKERS))
    jobs = [(f"save-v{v}.json", MAKERS[v]) for v in versions]
    jobs += [(f"{n}.json", RELEASES[n]) for n in (named or ([] if versions and argv else sorted(RELEASES)))]
    for name, make in jobs:
        path = HERE / name
        if path.exists() and not force:
            print(f"{path.name} exists; golden files are not regenerated (use --force if you mean it)")
            continue
        path.write_bytes(make())
        print(f"wrote {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
