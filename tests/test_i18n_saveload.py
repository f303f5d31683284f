"""Load and Save in every language (issue 39): in the pseudo-language no drawn word escaped the
catalogs (the saves' names and the players' names are theirs), and in each real language every
word is whole and apart at 1280×720 and 1920×1080, with a dozen saves of every rule set listed."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from test_i18n_screens import SIZES, escaped, speaking  # noqa: F401 - speaking is a fixture
from test_ui_scale_menus import _rules_names, check, full, render, spying, unfinished  # noqa: F401

from game.i18n import LANGUAGES, PSEUDO
from game.i18n.pseudo import plain_letters

DATE = re.compile(r"\b[A-Z][a-z]{2} \d\d [A-Z][a-z]{2} \d{4}, \d\d:\d\d")

VIEWS: dict[str, Any] = {
    "load": lambda ctx: ctx.scenes.save_load(None),
    "save": lambda ctx: ctx.scenes.save_load(unfinished(_rules_names()[-1])),
}


def own_words(folder: Path) -> tuple[str, ...]:
    """The names the saves hold (a save's, its players'), word by word too: a name may wrap."""
    names: set[str] = set()
    for file in folder.rglob("*.json"):
        doc = json.loads(file.read_text(encoding="utf-8"))
        if not isinstance(doc, dict) or "seats" not in doc:
            continue
        partners = [s["partner"]["name"] for s in doc["seats"] if isinstance(s.get("partner"), dict)]
        for n in (doc.get("name") or "", *(s["name"] for s in doc["seats"]), *partners):
            names.update(w for w in (n, *n.split()) if w)
    for s in unfinished(_rules_names()[-1]).seats:
        names.update((s.name, *s.name.split()))
    return tuple(sorted(names, key=len, reverse=True))


@pytest.mark.parametrize("view", sorted(VIEWS))
def test_no_word_of_load_and_save_escapes_the_catalogs(monkeypatch, speaking, full: Path,  # noqa: F811
                                                       view: str) -> None:
    allowed = own_words(full)
    speaking(PSEUDO)
    (size, choice), = SIZES[:1]  # where the words come from only: the real languages' test checks fit
    shown = render(spying(monkeypatch), size, choice, VIEWS[view], full, [lambda scene: None])
    drawn = [t for _step, texts, _faults in shown for t in texts]
    assert drawn
    # a save's date and time are in the pseudo-language's CLDR format (English's), not the catalogs'
    missed = [w for w in escaped(drawn, allowed) if plain_letters(DATE.sub("", w))]
    assert not missed, f"{view}: drawn without the catalogs: {sorted(set(missed))}"


@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code != "en"])
@pytest.mark.parametrize("view", sorted(VIEWS))
def test_load_and_save_whole_and_apart_in_each_language(monkeypatch, speaking, full: Path,  # noqa: F811
                                                        view: str, code: str) -> None:
    speaking(code)
    check(spying(monkeypatch), VIEWS[view], full, configs=SIZES)
