"""Screens in every language: in the pseudo-language no drawn word escaped the catalogs, and in
each real language every word is whole and apart at 1280×720 and 1920×1080 (the English checks of
tests/test_ui_scale_menus.py, in that language).

SCREENS grows as each screen's words go through the catalogs (issue 39); every screen listed here
is checked in every language."""

from __future__ import annotations

from typing import Any

import pytest
from online_fakes import online_screen, online_session, room_screen
from test_ui_scale_menus import _rules_names, check, spying, unfinished

from game.i18n import LANGUAGES, PSEUDO, _, set_language
from game.i18n.pseudo import plain_letters

SCREENS: dict[str, Any] = {
    "settings": lambda ctx: ctx.scenes.settings(),
    "title": lambda ctx: ctx.scenes.title(),
    "pause": lambda ctx: ctx.scenes.pause(unfinished(_rules_names()[0])),
    "confirm": lambda ctx: ctx.scenes.confirm(_("Quit the game?"), lambda: None),
    "lessons": lambda ctx: ctx.scenes.lessons(),
    "online": online_screen,  # Play online, connected, with tables of each kind
    "online_room": room_screen,  # a waiting room: the host, an open seat, an AI
    "pause_online": lambda ctx: ctx.scenes.pause(online_session()),  # a table on a server
}
# the players' own names, drawn as they typed them, and the tables' join codes (data, not words)
CODES = ("ABCDE-FGHJK", "MNPQR-STUVW", "XYZ23-45678")
NAMES = {"pause_online": ("Bob",), "online_room": ("Ada", "Cy", *CODES),
         "online": ("192.168.1.20:8765", *CODES)}
SIZES = [((1280, 720), "100"), ((1920, 1080), "100"), ((1920, 1080), "auto")]
# Drawn as they are in every language: each language's own name (Settings lists them so) and the
# games' names as printed on their boxes.
OWN_WORDS = (*(name for _code, name in LANGUAGES), "Royal Wedding XXL", "Queendomino", "Kingdomino")
# Screens whose words are not all in the catalogs yet, and why: the test expects them to fail and
# fails once they pass (then move them out of here).
NOT_YET = {

}


def escaped(texts: Any, allowed: tuple[str, ...] = ()) -> list[str]:
    """The drawn texts that did not come through the catalogs (OWN_WORDS and `allowed` aside)."""
    found = []
    for t in texts:
        words = t.words
        for own in (*OWN_WORDS, *allowed):
            words = words.replace(own, "")
        if plain_letters(words):
            found.append(t.words)
    return found


@pytest.fixture
def speaking():
    def speak(code: str) -> None:
        set_language(code)

    yield speak
    set_language("en")


@pytest.mark.parametrize("screen", [
    pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=NOT_YET[name]))
    if name in NOT_YET else name for name in sorted(SCREENS)])
def test_no_word_escapes_the_catalogs(monkeypatch, speaking, screen) -> None:
    speaking(PSEUDO)
    drawn = check(spying(monkeypatch), SCREENS[screen], configs=SIZES[:1])
    missed = escaped((t for texts in drawn.values() for t in texts), NAMES.get(screen, ()))
    assert not missed, f"{screen}: drawn without the catalogs: {missed}"


@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code != "en"])
@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_every_word_whole_and_apart_in_each_language(monkeypatch, speaking, screen, code) -> None:
    speaking(code)
    check(spying(monkeypatch), SCREENS[screen], configs=SIZES)
