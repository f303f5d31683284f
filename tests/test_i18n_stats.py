"""Statistics and Results in every language: in the pseudo-language no drawn word of the
Statistics escaped the catalogs (people's names and the games' names are theirs), and in each real
language every word of both is whole and apart at 1280×720 and 1920×1080 (tests/test_i18n_screens.py's
checks; the Results' views as tests/test_ui_scale_menus.py's test_results_both_views draws them)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from test_i18n_screens import OWN_WORDS, SIZES, speaking  # noqa: F401 - speaking is a fixture
from test_ui_scale_menus import _rules_names, by_rules, check, full, spying  # noqa: F401  (full: the saves fixture)

from game.i18n import LANGUAGES, PSEUDO
from game.i18n.pseudo import plain_letters
from game.ui.table.harness import headless_context

# a date: the pseudo-language writes dates as English does (game.i18n.formats: CLDR's, not the catalogs')
DATE = re.compile(r"\b\d\d [A-Z][a-z]{2} \d{4}\b")


def statistics(ctx: Any) -> Any:
    return ctx.scenes.statistics()


def people(folder: Path) -> list[str]:
    """The people's names the rows show: written by the players, never translated."""
    scene = headless_context((1280, 720), folder).scenes.statistics()
    return sorted({row.person for row in scene.rows if not row.is_ai}, key=len, reverse=True)


def test_statistics_no_word_escapes_the_catalogs(monkeypatch, speaking, full: Path) -> None:  # noqa: F811
    names = people(full)
    assert names
    speaking(PSEUDO)
    drawn = check(spying(monkeypatch), statistics, full, configs=SIZES[:1])
    escaped = []
    for texts in drawn.values():
        for t in texts:
            words = DATE.sub("", t.words)
            for own in (*OWN_WORDS, *names):
                words = words.replace(own, "")
            if plain_letters(words):
                escaped.append(t.words)
    assert not escaped, f"drawn without the catalogs: {escaped}"


def test_statistics_empty_no_word_escapes_the_catalogs(monkeypatch, speaking) -> None:  # noqa: F811
    speaking(PSEUDO)
    drawn = check(spying(monkeypatch), statistics, configs=SIZES[:1])
    escaped = [t.words for texts in drawn.values() for t in texts if plain_letters(t.words)]
    assert not escaped, f"drawn without the catalogs: {escaped}"


@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code != "en"])
def test_statistics_every_word_whole_and_apart(monkeypatch, speaking, code, full: Path) -> None:  # noqa: F811
    speaking(code)
    check(spying(monkeypatch), statistics, full, configs=SIZES)


def kingdoms(scene: Any) -> None:
    if scene.breakdown:
        scene.toggle_breakdown()


def breakdown(scene: Any) -> None:
    if not scene.breakdown:
        scene.toggle_breakdown()


def page(scene: Any) -> None:  # a click on a card: that kingdom across the panel
    if scene.breakdown:
        scene.toggle_breakdown()
    scene.open_page(scene.order()[-1][0])


# Results in the pseudo-language: not yet, the bonuses' names (buildings, challenges, Court pieces)
# come from the rule sets' content and the "See 15 buildings ›" lines are built from the parts'
# nouns; both wait for their own marking.
@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code != "en"])
def test_results_every_word_whole_and_apart(monkeypatch, speaking, code) -> None:  # noqa: F811
    session = by_rules(_rules_names()[-1], 4)
    speaking(code)
    check(spying(monkeypatch), lambda ctx: ctx.scenes.results(session), configs=SIZES[:2],
          views=[kingdoms, breakdown, page])
