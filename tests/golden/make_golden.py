"""Writes the golden save files. Run from the repository root:

    .venv/bin/python tests/golden/make_golden.py [VERSION]

A golden file is a promise: once released, that schema must load forever.
Only (re)write the file of the schema being introduced; an existing older file
is never regenerated (the script refuses unless --force is given).
Games are played with a fixed random choice over the engine's legal actions,
so the files are reproducible from this script and the engine of their day.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.engine import Options, legal_actions  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from saves.format import document, encode  # noqa: E402

HERE = Path(__file__).resolve().parent


def _play(session: Session, choose: random.Random, until) -> None:
    while not until(session):
        session.play(choose.choice(legal_actions(session.state)))


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


MAKERS = {1: v1, 2: v2, 3: v3}


def main(argv: list[str]) -> int:
    force = "--force" in argv
    versions = [int(a) for a in argv if a.isdigit()] or sorted(MAKERS)
    for v in versions:
        path = HERE / f"save-v{v}.json"
        if path.exists() and not force:
            print(f"{path.name} exists; golden files are not regenerated (use --force if you mean it)")
            continue
        path.write_bytes(MAKERS[v]())
        print(f"wrote {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
