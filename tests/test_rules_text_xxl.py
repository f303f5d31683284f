"""The in-game rules reference for Royal Wedding XXL names every event, challenge, Court tile,
Fantastic Era building and every XXL ruling the game chose (those docs/RULES.md numbers), word for word."""

from __future__ import annotations

from pathlib import Path

from game.engine import challenges
from game.engine.buildings import buildings_of
from game.engine.court_data import characters, court_buildings
from game.engine.events import load_events
from game.ui.rules_content import rulings
from game.ui.screens.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
TEXT = load_rules("xxl")


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
    chapter = TEXT[TEXT.index("## The game's rulings"):]
    rules = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    xxl = rules[rules.index("## Royal Wedding XXL"):rules.index("# Royal Wedding XXL content")]
    doc = " ".join(xxl.split())
    items = rulings("Royal Wedding XXL")
    assert len(items) == 12
    for n, item in enumerate(items, 1):
        assert item in chapter
        words = " ".join(item.split())[len("- **"):]
        assert f"- **X{n}. {words}" in doc
