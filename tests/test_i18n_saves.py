"""Saves do not care about the language (issue 39, point 6): a game started and saved in one
language holds no words the game wrote for display (only the names the player accepted), and
loads, replays and is reviewed by the coach in another with every text in the new language."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po
from test_i18n_screens import escaped, speaking  # noqa: F401 - speaking is a fixture
from test_ui_scale_menus import _rules_names
from text_spy import TextSpy

from game.engine import legal_actions
from game.i18n import PSEUDO
from game.i18n.pseudo import is_pseudo
from game.i18n.translate import LOCALE_DIR
from game.ui.table.harness import Driver, headless_context
from saves.settings import Settings
from saves.store import SaveStore

STARTED_IN = "pt_BR"
SEAT_KEYS = ("name",)  # what a player accepted: kept as they accepted it, in any language
SCREENS = ("table", "replay", "coach")  # loaded in the new language: play on, watch, review


def _started(tmp_path: Path, rules: str) -> tuple[SaveStore, Path]:
    """A game of `rules` begun from New game's defaults in Portuguese, played a while, saved by
    the table's own autosave and by a save the player names with the suggested name."""
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(muted=True, animation="fast"))
    ng = ctx.scenes.new_game()
    ctx.manager.push(ng)
    ng._rules_changed(rules)
    ng.start()
    table = ctx.manager.top
    session = table.session
    rng = random.Random(7)
    for _ in range(30):
        if session.is_over():
            break
        session.play(rng.choice(legal_actions(session.state)))
    ctx.store.autosave(session)
    suggested = ctx.scenes.save_load(session).save_name  # the name the Save screen offers
    return ctx.store, ctx.store.save(session, suggested)


def _catalog_words(code: str) -> set[str]:
    """Every translation of `code`'s catalog long enough to be the game's words."""
    with open(LOCALE_DIR / code / "LC_MESSAGES" / "game.po", "rb") as f:
        catalog = read_po(f, locale=code)
    found: set[str] = set()
    for m in catalog:
        for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
            if text and len(text) >= 4 and "{" not in text:
                found.add(text)
    return found


def _texts(value: Any, path: str = "") -> list[tuple[str, str]]:
    if isinstance(value, dict):
        return [t for k, v in value.items() for t in _texts(v, f"{path}.{k}")]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v, f"{path}[]")]
    return [(path, value)] if isinstance(value, str) else []


@pytest.mark.parametrize("rules", _rules_names())
def test_a_save_holds_no_words_the_game_wrote(tmp_path, speaking, rules: str) -> None:  # noqa: F811
    speaking(STARTED_IN)
    store, path = _started(tmp_path, rules)
    words = _catalog_words(STARTED_IN)
    files = [path, *store.autosave_folder.glob("*.json")]
    assert len(files) == 2
    for file in files:
        doc = json.loads(file.read_text(encoding="utf-8"))
        for where, text in _texts(doc):
            if where in (".name", *(f".seats[].{k}" for k in SEAT_KEYS), ".seats[].partner.name"):
                continue  # accepted by the player (and shown as they typed or accepted it)
            assert text not in words, f"{file.name} {where}: {text!r} is the game's words in {STARTED_IN}"


@pytest.mark.parametrize("rules", _rules_names())
def test_a_save_from_another_language_speaks_the_new_one(tmp_path, monkeypatch, speaking,  # noqa: F811
                                                         rules: str) -> None:
    speaking(STARTED_IN)
    store, path = _started(tmp_path, rules)
    session = store.load(path)
    names = tuple(s.name for s in session.seats) + tuple(
        s.partner.name for s in session.seats if getattr(s, "partner", None) is not None)
    speaking(PSEUDO)
    spy = TextSpy(monkeypatch)
    for screen in SCREENS:
        ctx = headless_context((1280, 720), tmp_path / "saves", Settings(muted=True, animation="fast"))
        scene = getattr(ctx.scenes, screen)(store.load(path))
        ctx.manager.push(scene)
        Driver(ctx, dt=1 / 30).run(20)
        if screen == "coach":  # the report needs the grading: the screen as it grades is enough here
            scene.stop.set()
            scene.thread.join(60)
        surface = ctx.window.surface
        ctx.manager.draw(surface)
        texts = spy.texts(surface)
        assert texts, screen
        # a name may wrap across lines: its words one by one, longest first
        words = {w for n in (*names, session.save_name or "") for w in (n, *n.split()) if w}
        allowed = sorted(words, key=len, reverse=True)
        # a lone letter is a mark, not words (a king's initial; the AIs may be mid-move here)
        missed = [w for w in escaped(texts, tuple(allowed)) if len(w.strip()) > 1]
        assert not missed, f"{rules} {screen}: drawn without the catalogs: {missed}"


def test_the_replay_rewrites_last_moves_in_a_new_language(tmp_path, speaking) -> None:  # noqa: F811
    """Settings → Language over a replay: its Last moves (written once, a few actions a frame)
    are written again in the new language."""
    speaking("en")
    store, path = _started(tmp_path, _rules_names()[0])
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(muted=True, animation="fast"))
    scene = ctx.scenes.replay(store.load(path))
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    driver.until(lambda: scene.log_ready and scene.log, 600, 300)
    assert scene.log and not any(is_pseudo(e.text) for e in scene.log)
    speaking(PSEUDO)
    ctx.manager.language_changed()
    driver.until(lambda: scene.log_ready and scene.log, 600, 300)
    assert scene.log and all(is_pseudo(e.text) for e in scene.log), [e.text for e in scene.log]
