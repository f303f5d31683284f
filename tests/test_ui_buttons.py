"""Issue 16, point 3: every button says what it does; off looks off; tooltips leave with the pointer."""

from __future__ import annotations

import pygame
import pytest

from game.ui.screens.pause import PauseScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session
from game.ui.widgets import Button

WORDS = {"undo": "Undo", "rotate": "Rotate", "rules": "Rules", "menu": "Menu", "hint": "Hint",
         "pool": "Dominoes"}


def table(tmp_path, players: int = 2, size=(1280, 720), hints: bool = True):
    ctx = headless_context(size, tmp_path / "saves")
    scene = TableScene(ctx, make_session(players, seed=5, hints=hints))
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(2)
    return ctx, scene, driver


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_table_button_shows_its_word(tmp_path, players, size) -> None:
    ctx, scene, _driver = table(tmp_path, players, size)
    assert scene.controls
    for name, b in scene.controls.items():
        _icon, text, font = b.content(ctx.assets)
        assert text == WORDS[name], (name, text)  # whole, not an icon alone nor "Rot…"
        if size[0] >= 1280:
            assert font.get_height() >= 12


def test_undo_and_rotate_never_show_only_their_arrows(tmp_path) -> None:
    ctx, _scene, _driver = table(tmp_path)
    for icon in ("icon_undo", "icon_rotate"):
        narrow = Button((0, 0, 60, 40), "Rotate" if "rot" in icon else "Undo", icon=icon)
        _icon, text, _font = narrow.content(ctx.assets)
        assert text  # the word goes before the icon does


def test_a_disabled_button_looks_off(tmp_path) -> None:
    ctx, _scene, _driver = table(tmp_path)
    faces = []
    for enabled in (True, False):
        surf = pygame.Surface((200, 48))
        surf.fill((90, 60, 40))
        Button((0, 0, 200, 48), "Undo", icon="icon_undo", enabled=enabled).draw(surf, ctx.assets)
        faces.append(surf)
    diff = sum(
        sum(abs(a - b) for a, b in zip(faces[0].get_at((x, y))[:3], faces[1].get_at((x, y))[:3], strict=True))
        for x in range(0, 200, 4)
        for y in range(0, 48, 4)
    )
    assert diff / (50 * 12) > 40  # clearly greyer, not a shade off


def test_tooltips_leave_with_the_pointer_and_never_stay_under_an_overlay(tmp_path) -> None:
    ctx, scene, driver = table(tmp_path)
    rules = scene.controls["rules"]
    driver.move(rules.rect.center)
    assert scene.controls["rules"].hovered
    driver.post(pygame.WINDOWLEAVE)
    driver.frame()
    assert not any(b.hovered for b in scene.controls.values())
    driver.move(scene.controls["menu"].rect.center)
    assert scene.controls["menu"].hovered
    driver.key(pygame.K_ESCAPE)
    assert isinstance(ctx.manager.top, PauseScene)
    assert not any(b.hovered for b in scene.controls.values())
    pause = ctx.manager.top
    driver.move(pause.buttons["Resume"].rect.center)
    assert pause.buttons["Resume"].hovered
    driver.key(pygame.K_h)  # the rules screen covers the pause menu
    assert not any(b.hovered for b in pause.group.widgets)
