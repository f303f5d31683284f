"""Which language Automatic means, the pseudo-language, and numbers in each language's format."""

from __future__ import annotations

import datetime

import pytest

from game.i18n import PSEUDO, _, language, ngettext, set_language
from game.i18n import languages as langs
from game.i18n.formats import day, number, percent
from game.i18n.pseudo import CLOSE, OPEN, plain_letters, pseudo


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language("en")


@pytest.mark.parametrize(("system", "expected"), [
    ("pt_BR.UTF-8", "pt_BR"), ("pt_PT.UTF-8", "pt_BR"), ("es_MX.UTF-8", "es"), ("de_AT", "de"),
    ("fr_CA.UTF-8", "fr"), ("en_GB.UTF-8", "en"), ("ja_JP.UTF-8", "en"), ("C.UTF-8", "en"), ("C", "en"),
])
def test_automatic_follows_the_system_when_we_speak_it(monkeypatch, system, expected):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", system)
    assert langs.resolve(langs.AUTO) == expected


def test_gnu_language_list_is_read_in_order(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ja:de:fr")
    assert langs.resolve(langs.AUTO) == "de"


def test_a_chosen_language_wins_over_the_system(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de")
    assert langs.resolve("es") == "es"


def test_every_language_is_named_in_its_own_words():
    assert dict(langs.LANGUAGES)["pt_BR"] == "Português (Brasil)"
    assert [code for code, _n in langs.LANGUAGES] == ["en", "pt_BR", "es", "fr", "de"]


def test_pseudo_keeps_placeholders_and_marks_the_ends():
    text = pseudo("You pay {coins} coins to [b]{name}[/b]")
    assert text.startswith(OPEN) and text.endswith(CLOSE)
    assert "{coins}" in text and "{name}" in text and "[b]" in text
    assert text.format(coins=3, name="Ann").count("3") == 1
    words = text
    for kept in ("{coins}", "{name}", "[b]", "[/b]"):
        words = words.replace(kept, "")
    assert not plain_letters(words)
    assert text.count("~") == round(sum(c.isalpha() for c in "You pay  coins to ") * 0.4)


def test_the_pseudo_language_goes_through_every_function():
    set_language(PSEUDO)
    assert language() == PSEUDO
    assert _("Back").startswith(OPEN)
    assert ngettext("{n} coin", "{n} coins", 2).format(n=2).startswith(OPEN)


def test_numbers_and_dates_in_the_language_format():
    set_language("de")
    assert number(1234.5, 1) == "1.234,5"
    assert day(datetime.date(2026, 12, 5), "short") == "05.12.26"
    set_language("fr")
    assert percent(0.5) == "50\u00a0%"
    set_language("en")
    assert number(1234.5, 1) == "1,234.5" and percent(0.5) == "50%"
