"""The coach's screen in every language (issue 39): while it grades (the bar, the time left) and
its report (every graded decision, the costliest on their boards and the difference in words).
In the pseudo-language no drawn word escaped the catalogs (the players' names aside); in each real
language every word is whole and apart at 1280×720 and 1920×1080."""

from __future__ import annotations

from typing import Any

import pytest
from test_i18n_screens import SIZES, escaped
from test_ui_scale_menus import PEOPLE, _rules_names, by_rules, check, coach_results, spying

from game.coach.words import summary_words, where, words
from game.i18n import LANGUAGES, PSEUDO, set_language

NAMES = tuple(name for name, _colour in PEOPLE)


def _coach(grading: bool) -> Any:
    def make(ctx: Any) -> Any:
        from game.ui.screens.coach import CoachScene

        results, shown = coach_results()  # graded once for every test
        scene = CoachScene(ctx, by_rules(_rules_names()[0], 2), samples=2, jobs=1)
        scene.stop.set()
        scene.thread.join(60)
        if grading:  # as while grading: 3 of 9 done, about a minute left
            scene.results, scene.error, scene.began = None, None, None
            scene.done, scene.total, scene.left = 3, 9, 65.0
        else:
            scene.results, scene.shown, scene.error = results, shown, None
        return scene

    return make


VIEWS = {"report": _coach(False), "grading": _coach(True)}


@pytest.fixture
def speaking():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("view", sorted(VIEWS))
def test_no_word_of_the_coach_escapes_the_catalogs(monkeypatch, speaking, view) -> None:
    speaking(PSEUDO)
    drawn = check(spying(monkeypatch), VIEWS[view], configs=SIZES[:1])
    missed = escaped((t for texts in drawn.values() for t in texts), NAMES)
    assert not missed, f"coach {view}: drawn without the catalogs: {missed}"


@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code != "en"])
@pytest.mark.parametrize("view", sorted(VIEWS))
def test_the_coach_is_whole_in_each_language(monkeypatch, speaking, view, code) -> None:
    speaking(code)
    drawn = check(spying(monkeypatch), VIEWS[view], configs=SIZES)
    if view == "report":  # every word of each costly decision's explanation shown
        from game.ui.screens.coach import difference_words

        _results, shown = coach_results()
        for config, texts in drawn.items():
            seen = " ".join(t.words for t in texts).split()
            for s in shown:
                for line in difference_words(s.graded, s.mine, s.best, s.seat):
                    assert set(line.split()) <= set(seen), f"{config}: {line!r} not shown whole"


def test_the_coachs_words_follow_the_language(speaking) -> None:
    assert where(2, 3, (4, 4)) == "2 above, 1 left of the castle"
    assert summary_words(1, 1) == "1 decision graded, 1 point given up"
    speaking("de")
    assert words("place 4 at 6,2 S", castle=(4, 4)) == "#4 anlegen: 2 unten, 2 links der Burg, nach Süden"
    assert words("skip tax") == "keine Ritter"
    assert summary_words(1200, 1) == "1.200 Entscheidungen bewertet, 1 Punkt verschenkt"
    speaking("pt_BR")
    assert summary_words(1, 2) == "1 decisão avaliada, 2 pontos perdidos"
