"""The table's text at the interface size chosen in Settings.

The table's regions come from its Tiled map, scaled to fill the window; its words are sized
in the same scale. When the player asks for a smaller interface than the window's (100 % in a
1920×1080 window), the regions keep the window and only the words shrink: `ScaledText` hands
the table's drawing code fonts `factor` times the size it asks for, so every label, figure and
button word follows without each drawing function knowing about the setting.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.ui.assets import Assets

#: no word shrinks below this (the table's smallest readable size) unless it was asked smaller
MIN_TEXT = 12


def text_factor(ui_scale: float, layout_scale: float) -> float:
    """How much smaller than the layout the words are drawn: 1 when the window's scale is asked
    for (or more: the regions could not hold larger words)."""
    if layout_scale <= 0:
        return 1.0
    return min(1.0, round(ui_scale / layout_scale, 3))


class ScaledText:
    """`assets` with fonts `factor` times the asked size; anything else is the assets' own.

    Composed pictures cached by the drawing code (memo, kept) are kept apart per factor: a
    plate rendered at one interface size is never shown at another.
    """

    def __init__(self, assets: Assets, factor: float = 1.0) -> None:
        self.base = assets
        self.factor = factor

    def font(self, size: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
        size = int(size)
        if self.factor != 1.0:
            size = max(min(size, MIN_TEXT), round(size * self.factor))
        return self.base.font(size, bold, title)

    def memo(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        return self.base.memo(self._key(key), build)

    def kept(self, key: Hashable, build: Callable[[], Any]) -> Any:
        return self.base.kept(self._key(key), build)

    def _key(self, key: Hashable) -> Hashable:
        return key if self.factor == 1.0 else ("text-scale", self.factor, key)

    def __getattr__(self, name: str) -> Any:  # images, sounds, colours: the assets' own
        return getattr(self.base, name)
