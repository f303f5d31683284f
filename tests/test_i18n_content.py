"""The content's words (events, buildings, Court tiles, challenges, towers, terrains) reach the
player through the catalogs: in the pseudo-language every name and text `game.i18n.content`
returns is marked, the rules' lists are too, each real language translates them all, and with
English active they are the engine's own words (the docs script writes those)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from game.engine import challenges, content
from game.engine.buildings import load_buildings
from game.engine.court_data import (
    Character,
    CourtBuilding,
    characters,
    court_buildings,
    describe,
    score_words,
)
from game.engine.events import load_events
from game.i18n import LANGUAGES, PSEUDO, set_language
from game.i18n import content as words
from game.i18n.pseudo import OPEN, is_pseudo, plain_letters
from game.tools import i18n
from game.ui.rules_content import expand


@pytest.fixture
def speaking() -> Iterator[object]:
    def speak(code: str) -> None:
        set_language(code)

    yield speak
    set_language("en")


def every_text() -> list[tuple[str, str]]:
    """(what, words) for every content name and text the UI reads, each one catalog string."""
    out: list[tuple[str, str]] = []
    for e in load_events():
        out += [(f"event {e.id}", words.event_name(e.id)), (f"event {e.id} text", words.event_text(e.id))]
    for b in load_buildings():
        out.append((f"building {b.id}", words.building_name(b.id)))
        out += [(f"building {b.id} corner", corner) for corner in words.building_corners(b.id)]
    tiles: list[Character | CourtBuilding] = [*characters(), *court_buildings()]
    for t in tiles:
        out += [(f"Court tile {t.id}", words.court_name(t.id)),
                (f"Court tile {t.id}", words.court_tile_name(t)),
                (f"Court tile {t.id} worth", words.court_score(t))]
        out += [(f"Court tile {t.id} line", line.rstrip(".")) for line in words.court_text(t).split("\n")]
    for c in (*characters(),):
        out.append((f"character {c.key}", words.character_name(c.key)))
    for cid in challenges.ALL:
        out += [(f"challenge {cid}", words.challenge_title(cid)),
                (f"challenge {cid} text", words.challenge_text(cid))]
    out += [(f"tower {t}", words.tower_name(t)) for t in content.TOWERS]
    out += [(f"tower {t}", words.TOWER_NAMES[t]) for t in content.TOWERS]
    out += [(f"terrain {t}", words.terrain_name(t)) for t in words.TERRAIN_NAMES]
    out += [(f"domino {d}", words.domino_text(d)) for d in (1, 48, 149, 201)]
    return out


def test_every_content_word_is_marked_in_the_pseudo_language(speaking) -> None:
    speaking(PSEUDO)
    missed = [(what, text) for what, text in every_text() if not is_pseudo(text)]
    assert not missed, f"content drawn without the catalogs: {missed[:5]}"
    for b in load_buildings():  # whole sentences, each through the catalogs
        assert words.building_text(b.id).count(OPEN) == 4


def test_the_rules_lists_are_marked_in_the_pseudo_language(speaking) -> None:
    speaking(PSEUDO)
    events = expand("{{events}}").splitlines()
    assert len(events) == len(load_events())
    for line in events:  # - **«name»**: «text»
        name, _, text = line.removeprefix("- **").partition("**: ")
        assert is_pseudo(name) and is_pseudo(text), line
    for key in ("events", "challenges", "court_characters", "court_buildings", "buildings:queendomino",
                "buildings:fantastic_era"):
        for line in expand(f"{{{{{key}}}}}").splitlines():
            assert not plain_letters(_unmarked(line)), line
    assert is_pseudo(expand("{{event:E14}}"))


def _unmarked(text: str) -> str:
    """`text` without its «marked» parts (innermost first: a name may sit in a marked sentence)."""
    while (shorter := re.sub(r"«[^«»]*»", "", text)) != text:
        text = shorter
    return text


def test_english_is_the_engine_own_words() -> None:
    """With English active the UI says what the engine's data says (docs/RULES.md stays English)."""
    for e in load_events():
        assert (words.event_name(e.id), words.event_text(e.id)) == (e.name, e.text)
    for b in load_buildings():
        assert (words.building_name(b.id), words.building_text(b.id)) == (b.name, b.text)
    tiles: list[Character | CourtBuilding] = [*characters(), *court_buildings()]
    for t in tiles:
        assert (words.court_name(t.id), words.court_score(t), words.court_text(t)) == (t.name, score_words(t),
                                                                                       describe(t))
    for cid in challenges.ALL:
        assert (words.challenge_title(cid), words.challenge_text(cid)) == (challenges.title(cid),
                                                                           challenges.describe(cid))
    assert words.domino_text(149) == content.domino(149).describe()


def _translated(code: str) -> dict[tuple[str | None, str], str]:
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]):
            m.string if isinstance(m.string, str) else (m.string or [""])[0]
            for m in i18n.read(i18n.po_path(code), code) if m.id}


@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code not in ("en", PSEUDO)])
def test_each_language_translates_every_content_word(speaking, code) -> None:
    """A name looked up with another context than the extractor's would stay English: each word
    the UI returns is its catalog's translation."""
    po = _translated(code)
    speaking(code)
    for e in load_events():
        assert words.event_name(e.id) == po[(words.EVENT, e.name)]
        assert words.event_text(e.id) == po[(None, e.text)]
    for b in load_buildings():
        assert words.building_name(b.id) == po[(words.BUILDING, b.name)]
    tiles: list[Character | CourtBuilding] = [*characters(), *court_buildings()]
    for t in tiles:
        assert words.court_name(t.id) == po[(words.COURT, t.name)]
    for tower, name in words._TOWERS.items():
        assert words.tower_name(tower) == po[("tower", name)]
    for cid in challenges.ALL:
        assert words.challenge_title(cid) == po[(None, challenges.title(cid))]
