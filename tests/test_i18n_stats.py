"""Statistics and Results in every language: in the pseudo-language no drawn word of the
Statistics escaped the catalogs (people's names and the games' names are theirs), and in each real
language every word of both is whole and apart at 1280×720 and 1920×1080 (tests/test_i18n_screens.py's
checks; the Results' views as tests/test_ui_scale_menus.py's test_results_both_views draws them)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from test_i18n_screens import OWN_WORDS, SIZES, escaped, speaking  # noqa: F401 - speaking is a fixture
from test_ui_scale_menus import _rules_names, by_rules, check, full, render, spying  # noqa: F401  (full: the saves fixture)

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


@pytest.mark.parametrize("rules", _rules_names())
def test_results_no_word_escapes_the_catalogs(monkeypatch, speaking, rules: str) -> None:  # noqa: F811
    """Every view of the Results (kingdoms, the breakdown, one kingdom's page): the content's names
    (buildings, challenges, Court tiles) and the parts' lines come through the catalogs too."""
    session = by_rules(rules)  # the largest table of the rule set the finished games hold
    names = sorted({w for s in session.seats for n in (s.name, s.partner.name if s.partner else "")
                    for w in (n, *n.split()) if w}, key=len, reverse=True)  # a name may wrap
    speaking(PSEUDO)
    (size, choice), = SIZES[:1]  # where the words come from only: the real languages' test checks fit
    shown = render(spying(monkeypatch), size, choice, lambda ctx: ctx.scenes.results(session), None,
                   [kingdoms, breakdown, page])
    missed = escaped((t for _view, texts, _faults in shown for t in texts), tuple(names))
    assert not missed, f"{rules} results: drawn without the catalogs: {sorted(set(missed))}"


@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code != "en"])
def test_results_every_word_whole_and_apart(monkeypatch, speaking, code) -> None:  # noqa: F811
    session = by_rules(_rules_names()[-1], 4)
    speaking(code)
    check(spying(monkeypatch), lambda ctx: ctx.scenes.results(session), configs=SIZES[:2],
          views=[kingdoms, breakdown, page])


def test_the_coins_note_says_the_rate_the_engine_counts() -> None:
    """The coins' part says "1 per 3" as one marked phrase; it must name the engine's rate."""
    from game.engine.economy import COINS_PER_POINT
    from game.engine.rules import get_rules

    notes = [p.note for r in _rules_names() for p in get_rules(r).score_parts if p.name == "coins"]
    assert notes and all(n == f"1 per {COINS_PER_POINT}" for n in notes)
