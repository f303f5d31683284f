"""Issue 32, point 2: the interface size in Settings (Automatic, 100, 125, 150 %) is
remembered, never larger than the window holds, and every screen follows it when it changes —
the one showing Settings at once, those under it when they show again."""

from __future__ import annotations

import json
import logging

import pygame
import pytest

from game.engine import Options
from game.session import Seat, Session
from game.ui import theme
from game.ui.screens.settings import SettingsScene, scale_hint
from game.ui.screens.table import TableScene
from game.ui.table.harness import headless_context
from saves import Settings, load_settings, save_settings
from saves.locations import settings_path
from saves.settings import UI_SCALES


@pytest.mark.parametrize(("size", "choice", "scale"), [
    ((1280, 720), "auto", 1.0), ((1280, 720), "100", 1.0), ((1280, 720), "150", 1.0),
    ((1600, 900), "125", 1.25), ((1600, 900), "150", 1.25), ((1920, 1080), "100", 1.0),
    ((1920, 1080), "125", 1.25), ((1920, 1080), "150", 1.5), ((1920, 1080), "auto", 1.5),
    ((2560, 1440), "auto", 2.0), ((2560, 1440), "150", 1.5), ((1920, 1200), "150", 1.5),
    ((1024, 576), "100", 0.8),  # the smallest window: nothing can be larger than it holds
])
def test_the_scale_is_the_one_asked_for_unless_the_window_cannot_hold_it(size, choice, scale) -> None:
    assert theme.ui_scale(size, choice) == pytest.approx(scale)


def test_an_unknown_choice_reads_as_automatic() -> None:
    assert theme.ui_scale((1920, 1080), "huge") == theme.scale_for((1920, 1080))


@pytest.mark.parametrize("choice", UI_SCALES)
def test_the_choice_is_remembered(choice: str) -> None:
    save_settings(Settings(ui_scale=choice))
    assert load_settings().ui_scale == choice
    assert json.loads(settings_path().read_text())["ui_scale"] == choice


def test_a_bad_value_in_the_file_gives_automatic_with_a_warning(caplog) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"ui_scale": "300", "volume": 0.5}))
    with caplog.at_level(logging.WARNING, logger="saves.settings"):
        s = load_settings()
    assert s.ui_scale == "auto" and s.volume == 0.5
    assert "ui_scale" in caplog.text


def test_an_older_file_without_the_setting_is_automatic() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"volume": 0.5}))
    assert load_settings().ui_scale == "auto"


def _text_height(scene: SettingsScene) -> int:
    """The height of the Settings screen's panel: it grows with the interface size."""
    return scene.panel.rect.h


def _press(scene: SettingsScene, key: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    scene.update(0.016)


def test_settings_changes_the_size_and_lays_itself_out_again_at_once() -> None:
    ctx = headless_context((1920, 1080))
    scene = SettingsScene(ctx)
    ctx.manager.push(scene)
    auto = _text_height(scene)
    control = scene.controls["ui_scale"]
    scene.group.focus(control)
    _press(scene, pygame.K_RIGHT)  # Automatic → 100 %
    assert ctx.settings.ui_scale == "100"
    assert _text_height(scene) == pytest.approx(auto / 1.5, abs=2)
    assert scene.group.focused is scene.controls["ui_scale"]  # the keys stay on the same control
    _press(scene, pygame.K_RIGHT)  # → 125 %
    assert ctx.settings.ui_scale == "125"
    assert _text_height(scene) == pytest.approx(auto / 1.5 * 1.25, abs=2)
    assert load_settings().ui_scale == "125"  # written at once


def test_the_hint_says_what_this_window_shows() -> None:
    assert "150%" in scale_hint("auto", (1920, 1080))
    assert "100%" in scale_hint("150", (1280, 720))  # asked for more than the window holds
    assert "125%" in scale_hint("125", (1920, 1080))


def test_a_screen_under_settings_is_laid_out_again_when_it_shows() -> None:
    ctx = headless_context((1920, 1080))
    title = ctx.scenes.title()
    ctx.manager.push(title)
    before = title.scale
    ctx.manager.push(ctx.scenes.settings())
    ctx.settings.ui_scale = "100"
    ctx.manager.pop()  # back on the title screen
    assert before == 1.5 and title.scale == 1.0 and title.built_scale == 1.0


def _table(ctx) -> TableScene:
    seats = [Seat("Ada", "red", "human"), Seat("Bruno", "blue", "ai", "easy")]
    session = Session(Options(players=2), seats, 3)
    return TableScene(ctx, session)


def test_the_tables_words_follow_the_size_its_regions_the_window() -> None:
    ctx = headless_context((1920, 1080))
    table = _table(ctx)
    ctx.manager.push(table)
    board = table.geom.boards[0].rect.copy()
    assert table.assets.factor == 1.0
    ctx.manager.push(ctx.scenes.settings())
    ctx.settings.ui_scale = "100"
    ctx.manager.pop()
    assert table.assets.factor == pytest.approx(1 / 1.5, abs=0.001)
    assert table.geom.boards[0].rect == board  # the kingdoms keep the window's size
    assert table.assets.font(24).get_height() < ctx.assets.font(24).get_height()
    assert table.assets.font(12).get_height() == ctx.assets.font(12).get_height()  # never under 12 px
