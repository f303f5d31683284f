"""The in-game rules reference for Royal Wedding XXL names every event, challenge, Court tile,
Fantastic Era building and every XXL ruling of docs/RULES.md, word for word."""

from __future__ import annotations

from pathlib import Path

from game.engine import challenges
from game.engine.buildings import buildings_of
from game.engine.court_data import characters, court_buildings
from game.engine.events import load_events

ROOT = Path(__file__).resolve().parent.parent
TEXT = (ROOT / "game" / "ui" / "rules_text" / "xxl.md").read_text(encoding="utf-8")


def test_every_event_with_its_exact_text():
    for e in load_events():
        assert f"**{e.name}**: {e.text}" in TEXT, e.id


def test_every_challenge_court_tile_and_fantastic_era_building():
    for cid in challenges.ALL:
        assert f"**{challenges.title(cid)}**: {challenges.describe(cid)}." in TEXT  # the table's words
    for c in characters():
        assert f"**{c.name}**" in TEXT
    for b in court_buildings():
        assert f"**{b.name}** ({b.terrain})" in TEXT
    for b in buildings_of("fantastic_era"):
        assert f"**{b.name}**: {b.text}" in TEXT


def test_every_xxl_ruling_of_docs_rules():
    rules = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    xxl = rules[rules.index("## Royal Wedding XXL"):].split("\n", 1)[1].strip()
    assert xxl in TEXT
