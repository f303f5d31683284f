"""Sharing a result: the results screen as a PNG picture, saved in one click.

The picture is the screen as it stands, without its buttons (a picture has nothing to click),
with a line naming the game and the day in their place. It is written atomically in the
pictures folder (saves.locations.pictures_dir) under a name that never replaces an older one.
"""

from __future__ import annotations

import io
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame

from game.ui import palette, theme
from game.ui.screens.menu_scene import draw_backdrop
from game.ui.widgets import draw_text, fill_alpha, fit_text

TOAST_SECONDS = 5.0


def picture_of(scene: Any, caption: str) -> pygame.Surface:
    """What `scene` (a results screen) shows, drawn afresh off-screen with `caption` where the
    buttons are."""
    surface = pygame.Surface(scene.size)
    draw_backdrop(surface, scene.ctx.assets)
    scene.draw_content(surface)
    font = scene.ctx.assets.font(scene.px(theme.FONT_BODY))
    w, h = scene.size
    band = pygame.Rect(0, h - scene.px(64), w, scene.px(64))
    fill_alpha(surface, palette.CAPTION_BAND, band)
    draw_text(surface, caption, font, theme.ACCENT_LIGHT, band.center, "center", theme.SHADOW)
    return surface


def free_name(folder: Path, stem: str) -> Path:
    """`folder/stem.png`, or stem-2.png, stem-3.png... when taken: a picture never replaces another."""
    path = folder / f"{stem}.png"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.png"
        n += 1
    return path


def save_picture(surface: pygame.Surface, folder: Path, when: datetime | None = None) -> Path:
    """Write `surface` as a PNG in `folder` (made if need be); the path. OSError or SaveError
    (a forbidden folder) when it cannot be written."""
    from saves.atomic import write_atomic

    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "picture.png")
    path = free_name(folder, f"kingdomino-{(when or datetime.now()):%Y-%m-%d-%H%M%S}")
    write_atomic(path, buffer.getvalue())
    return path


def draw_toast(surface: pygame.Surface, scene: Any, text: str, bottom: int) -> None:
    """A short message (one line, or a few split by newlines) on a dark plate, centred, its
    bottom at `bottom`; a line too long for the window is cut short."""
    font = scene.ctx.assets.font(scene.px(theme.FONT_BODY), bold=True)
    most = scene.size[0] - scene.px(80)
    lines = [fit_text(line, font, most) for line in text.split("\n")]
    step = font.get_linesize()
    width = max(font.size(line)[0] for line in lines)
    box = pygame.Rect(0, 0, width + scene.px(40), step * len(lines) + scene.px(16))
    box.midbottom = (scene.size[0] // 2, bottom)
    fill_alpha(surface, (*theme.PANEL_EDGE, 235), box, scene.px(10))
    pygame.draw.rect(surface, theme.ACCENT, box, max(1, scene.px(2)), border_radius=scene.px(10))
    for i, line in enumerate(lines):
        draw_text(surface, line, font, theme.TEXT, (box.centerx, box.y + scene.px(8) + i * step), "midtop")
