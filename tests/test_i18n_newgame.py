"""New game in every language: in the pseudo-language no drawn word escaped the catalogs, and in
each real language every word is whole and apart (the checks of tests/test_i18n_screens.py), for
each rule set and for Royal Wedding XXL's five kingdoms with teams."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from test_i18n_screens import SIZES, escaped, speaking  # noqa: F401 - speaking is a fixture
from test_ui_scale_menus import _rules_names, check, spying

from game.i18n import LANGUAGES, PSEUDO


def _picking(rules: str) -> Any:
    def pick(scene: Any) -> None:
        scene._rules_changed(rules)

    return pick


def _five(scene: Any) -> None:
    scene._rules_changed(_rules_names()[-1])
    scene.set_players(5)
    for i in range(5):
        scene.set_partner(i, ("ai", "normal") if i % 2 else ("human", None))


VIEWS: dict[str, Any] = {**{rules: _picking(rules) for rules in _rules_names()}, "five with teams": _five}
# Drawn as typed (not words of the game): the seats' default names for the AIs and partners
NAMES = ("Aldric", "Beatrix", "Cedric", "Dagny", "Edmund", "Ysolde", "Wynn", "Tamsin", "Rowan", "Oswin")


def new_game(ctx: Any) -> Any:
    return ctx.scenes.new_game()


@pytest.mark.parametrize("view", sorted(VIEWS))
def test_no_word_of_new_game_escapes_the_catalogs(monkeypatch, speaking, view) -> None:  # noqa: F811
    speaking(PSEUDO)
    spy = spying(monkeypatch)
    # the pseudo-language's words are 40 % longer than any language's: here only whether each word
    # came through the catalogs counts; every word's fit is checked in each real language below
    with contextlib.suppress(AssertionError):
        check(spy, new_game, views=[VIEWS[view]], configs=SIZES[:1])
    drawn = [t for views in spy.seen.values() for texts in views.values() for t in texts]
    assert drawn, "nothing drawn"
    missed = escaped(drawn, NAMES)
    assert not missed, f"New game ({view}): drawn without the catalogs: {missed}"


@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code != "en"])
@pytest.mark.parametrize("view", sorted(VIEWS))
def test_new_game_whole_and_apart_in_each_language(monkeypatch, speaking, view, code) -> None:  # noqa: F811
    speaking(code)
    check(spying(monkeypatch), new_game, views=[VIEWS[view]], configs=SIZES)
