"""Widgets, assets, theme and sound: the shared pieces every screen is built from."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from game.paths import sprites_dir
from game.ui import theme
from game.ui.assets import MISSING_COLOUR, Assets, SoundPlayer
from game.ui.widgets import (
    Button,
    Choice,
    FocusGroup,
    Label,
    ListView,
    Panel,
    Slider,
    TextInput,
    Toggle,
    fit_text,
    wrap_text,
)


@pytest.fixture(scope="module")
def assets() -> Assets:
    return Assets(sprites_dir())


@pytest.fixture
def surface() -> pygame.Surface:
    return pygame.Surface((1280, 720))


def down(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def up(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def keydown(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


# --- theme ----------------------------------------------------------------------------------
def test_scale_for() -> None:
    assert theme.scale_for((1280, 720)) == 1.0
    assert theme.scale_for((1920, 1080)) == 1.5
    assert theme.scale_for((2560, 720)) == 1.0  # the tighter axis decides
    assert theme.px(10, 1.5) == 15 and theme.px(0.1, 1.0) == 1


# --- buttons and focus ----------------------------------------------------------------------
def test_button_clicks_only_when_pressed_and_released_inside() -> None:
    clicks: list[int] = []
    b = Button((100, 100, 200, 50), "Go", lambda: clicks.append(1))
    b.handle_event(down((150, 120)))
    b.handle_event(up((500, 500)))  # released outside: no click
    assert clicks == []
    b.handle_event(down((150, 120)))
    b.handle_event(up((150, 120)))
    assert clicks == [1]
    b.enabled = False
    b.handle_event(down((150, 120)))
    b.handle_event(up((150, 120)))
    assert clicks == [1]


def test_focus_group_tab_enter_and_shortcuts() -> None:
    hits: list[str] = []
    sounds: list[str] = []
    g = FocusGroup(on_activate=lambda w: sounds.append(type(w).__name__))
    a = g.add(Button((0, 0, 100, 40), "A", lambda: hits.append("a")))
    g.add(Label((0, 50, 100, 40), "not focusable"))
    off = g.add(Button((0, 100, 100, 40), "Off", lambda: hits.append("off"), enabled=False))
    c = g.add(Button((0, 150, 100, 40), "C", lambda: hits.append("c"), key=pygame.K_c))
    g.handle_event(keydown(pygame.K_TAB))
    assert g.focused is a
    g.handle_event(keydown(pygame.K_TAB))
    assert g.focused is c, "labels and disabled buttons are skipped"
    g.handle_event(keydown(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert g.focused is a
    g.handle_event(keydown(pygame.K_RETURN))
    g.handle_event(keydown(pygame.K_c))
    assert hits == ["a", "c"] and sounds == ["Button", "Button"]
    assert not off.focused


def test_hover_changes_ask_for_a_redraw() -> None:
    g = FocusGroup()
    b = g.add(Button((0, 0, 100, 40), "A"))
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0))
    assert g.handle_event(move) and b.hovered
    assert not g.handle_event(move), "no change, no redraw"


# --- toggles, choices, sliders, text --------------------------------------------------------
def test_toggle_and_disabled_toggle() -> None:
    seen: list[bool] = []
    t = Toggle((0, 0, 200, 30), "Harmony", on_change=seen.append)
    t.handle_event(down((5, 5)))
    assert t.value and seen == [True]
    t.enabled = False
    t.handle_event(down((5, 5)))
    assert t.value and seen == [True]


def test_choice_cycles_both_ways() -> None:
    seen: list[str] = []
    c = Choice((0, 0, 300, 40), ["a", "b", "c"], on_change=seen.append)
    c.handle_event(down((295, 20)))  # right arrow
    c.handle_event(down((5, 20)))  # left arrow
    c.handle_event(down((5, 20)))  # wraps to the end
    c.focused = True
    c.handle_event(keydown(pygame.K_RIGHT))
    assert seen == ["b", "a", "c", "a"]


def test_text_input_filters_and_limits() -> None:
    t = TextInput((0, 0, 200, 40), "", max_len=4, allowed=str.isdigit)
    t.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="12"))
    assert t.text == "", "not focused: typing goes nowhere"
    t.focused = True
    t.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="1a2"))
    t.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="3456"))
    assert t.text == "1234"
    t.handle_event(keydown(pygame.K_BACKSPACE))
    assert t.text == "123"
    assert t.handle_event(keydown(pygame.K_q)), "keys are swallowed while editing"
    assert not t.handle_event(keydown(pygame.K_TAB)), "Tab still moves focus"


def test_slider_drag_keys_and_commit() -> None:
    committed: list[float] = []
    s = Slider((0, 0, 400, 40), 0.25, 5.0, 1.0, step=0.25, on_commit=committed.append)
    s.focused = True
    s.handle_event(keydown(pygame.K_RIGHT))
    assert s.value == 1.25 and committed == [1.25]
    s.handle_event(down((1, 20)))
    s.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(-50, 20), rel=(0, 0), buttons=(1, 0, 0)))
    assert s.value == 0.25 and committed == [1.25], "no commit during the drag"
    s.handle_event(up((-50, 20)))
    assert committed == [1.25, 0.25]


def test_list_view_select_scroll_activate() -> None:
    activated: list[int] = []
    lv = ListView((0, 0, 300, 100), list(range(10)), 25, lambda *a: None, on_activate=activated.append)
    assert lv.selected == 0
    lv.focused = True
    for _ in range(5):
        lv.handle_event(keydown(pygame.K_DOWN))
    assert lv.selected == 5 and lv.scroll == 2, "the selection stays in view"
    lv.activate()
    assert activated == [5]
    lv.handle_event(down((10, 30)))
    assert lv.selected == 3


# --- drawing ----------------------------------------------------------------------------------
def test_every_widget_draws(assets: Assets, surface: pygame.Surface) -> None:
    widgets = [
        Panel((10, 10, 600, 400), "Title"),
        Button((40, 80, 240, 52), "Button", icon="icon_undo", tooltip="tip"),
        Button((40, 140, 240, 52), "Disabled", enabled=False),
        Label((40, 200, 300, 30), "A label that is rather long " * 3, wrap=True),
        Toggle((40, 240, 300, 36), "Toggle", True),
        Choice((40, 280, 240, 44), ["red", "blue"], swatch=assets.colour),
        TextInput((300, 80, 240, 44), "", placeholder="name"),
        Slider((300, 140, 240, 44), 0, 1, 0.5),
        ListView((300, 200, 240, 120), ["x", "y"], 40, lambda s, r, item, sel, hov: None),
    ]
    g = FocusGroup()
    for w in widgets:
        g.add(w)
    g.focus(widgets[1])
    widgets[1].hovered = True
    g.draw(surface, assets)
    assert len({tuple(surface.get_at((x, y))) for x in range(0, 640, 16) for y in range(0, 420, 16)}) > 30


def test_text_helpers(assets: Assets) -> None:
    font = assets.font(20)
    assert fit_text("short", font, 500) == "short"
    cut = fit_text("a very long line of text indeed", font, 80)
    assert cut.endswith("…") and font.size(cut)[0] <= 80
    text = "Local business — grassland and more words"
    for width in range(font.size("Local…")[0], font.size(text)[0], 7):  # after a whole word, never in one
        cut = fit_text(text, font, width)
        assert cut.endswith("…") and font.size(cut)[0] <= width, (width, cut)
        assert text.startswith(cut[:-1]) and text[len(cut) - 1] == " ", (width, cut)
    assert fit_text("Supercalifragilistic", font, 60).endswith("…")  # one long word: cut inside it
    lines = wrap_text("one two three four five six seven", font, 80)
    assert len(lines) > 1 and all(font.size(line)[0] <= 80 for line in lines if " " in line)


# --- assets -----------------------------------------------------------------------------------
def test_figures_in_a_title_can_take_another_face(assets: Assets) -> None:
    # The title face's old-style "1" read as an "I" ("H1 wins!" looked like "HI wins!").
    from game.ui.widgets.draw import render_text

    title, digits = assets.font(40, title=True), assets.font(40, bold=True)
    mixed = render_text("H1 wins!", title, theme.TEXT, digits)
    parts = [title.size("H")[0], digits.size("1")[0], title.size(" wins!")[0]]
    assert mixed.get_width() == sum(parts)
    assert mixed.get_width() != title.size("H1 wins!")[0]  # the figure really came from `digits`
    assert render_text("no figures", title, theme.TEXT, digits).get_width() == title.size("no figures")[0]
    assert render_text("12", title, theme.TEXT, digits).get_width() == digits.size("12")[0]


def test_assets_are_lazy_and_cached(assets: Assets) -> None:
    fresh = Assets(sprites_dir())
    assert not fresh._images and not fresh._fonts  # nothing loaded by the constructor
    assert fresh.image("crown") is fresh.image("crown.png")
    assert fresh.scaled("crown", (20, 20)).get_size() == (20, 20)
    assert fresh.scaled("crown", (20, 20)) is fresh.scaled("crown", (20, 20))
    assert fresh.font(18) is fresh.font(18) and fresh.font(18, bold=True) is not fresh.font(18)


def test_missing_things_fall_back(tmp_path: Path) -> None:
    empty = Assets(tmp_path)
    assert not empty.has("crown")
    assert empty.image("crown").get_size() == (64, 64)  # a placeholder, not an exception
    assert empty.font(20).get_height() > 0  # pygame's default font
    assert empty.colour("red") == empty.terrain_colour("lake") == MISSING_COLOUR
    assert empty.sound("click") is None
    assert empty.nine_slice("panel", (100, 50)).get_size() == (100, 50)


def test_nine_slice_keeps_the_corners(assets: Assets) -> None:
    if not assets.has("panel"):
        pytest.skip("sprites not generated")
    assert assets.margins("panel") == (36, 36, 36, 36)  # from sprites/manifest.json
    src = assets.image("panel")
    big = assets.nine_slice("panel", (600, 400))
    assert big.get_size() == (600, 400)
    assert big.get_at((5, 5)) == src.get_at((5, 5)), "a corner pixel is copied, not stretched"
    assert big.get_at((595, 395)) == src.get_at((src.get_width() - 5, src.get_height() - 5))


def test_manifest_colours(assets: Assets) -> None:
    assert assets.colour("blue") == (44, 96, 195)
    assert assets.symbol("blue") == "diamond" and assets.symbol("no such colour") == ""
    assert "red" in assets.player_colour_names()


# --- sound ------------------------------------------------------------------------------------
def test_sound_player_respects_mute_and_missing_mixer(assets: Assets,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    settings = SimpleNamespace(volume=0.5, muted=True)
    player = SoundPlayer(assets, settings)
    asked: list[str] = []
    monkeypatch.setattr(assets, "sound", lambda name: asked.append(name))
    player.play("click")
    assert asked == [], "muted: not even looked up"
    settings.muted = False
    player.play("click")
    assert asked == ["click"] or not player.available

    def broken() -> None:
        raise pygame.error("no audio device")

    dead = SoundPlayer(assets, SimpleNamespace(volume=1.0, muted=False))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    dead.play("click")  # silently nothing
    assert not dead.available
