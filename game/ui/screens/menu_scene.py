"""What the menu screens share: the context, a FocusGroup, layout on resize, the backdrop.

A `MenuScene` subclass implements `build()` — clear `self.group` and add the
widgets for the current `self.size` (everything computed from it, so the
screen scales) — and, if it draws more than widgets, `draw_content()`.
Widget values live in the scene, never only in the widgets, so a rebuild on
resize loses nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import palette, theme
from game.ui.scene import Scene
from game.ui.widgets import FocusGroup, Widget, draw_text, fill_alpha

if TYPE_CHECKING:
    from game.ui.assets import Assets
    from game.ui.context import AppContext


class MenuScene(Scene):
    """Base of the menu screens: build widgets for a size, route events, draw."""

    #: Esc closes the screen (pops it) unless a subclass says otherwise
    esc_closes = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.group = FocusGroup(on_activate=self._click_sound)
        self.size: tuple[int, int] = ctx.window.size
        self.message: str = ""  # one status line (errors in red when message_bad)
        self.message_bad = False
        self.built_scale = self.scale  # the interface scale the widgets were laid out at
        self.group.scale = self.built_scale
        self.build()

    # --- layout ---------------------------------------------------------------------
    @property
    def scale(self) -> float:
        """The interface scale: the window's, or the size chosen in Settings if the window holds it."""
        return self.ctx.ui_scale(self.size)

    def px(self, v: float) -> int:
        return theme.px(v, self.scale)

    def design_frame(self, w: int = theme.BASE_SIZE[0], h: int = theme.BASE_SIZE[1]) -> pygame.Rect:
        """A `w`×`h` design-pixel area at the interface scale, centred in the window (never larger):
        a screen whose content has a natural size lays it out here, so at 100 % in a big window it
        sits in the middle as one piece rather than spreading its rows apart."""
        fw, fh = min(self.size[0], self.px(w)), min(self.size[1], self.px(h))
        return pygame.Rect((self.size[0] - fw) // 2, (self.size[1] - fh) // 2, fw, fh)

    def two_panels(self, left_share: float) -> tuple[pygame.Rect, pygame.Rect]:
        """Two panels side by side in the design frame, under the heading and over the bottom
        buttons; the left one takes `left_share` of the width between the gaps."""
        frame = self.design_frame()
        gap = self.px(theme.PAD)
        top, bottom = frame.y + self.px(92), frame.bottom - self.px(100)
        left_w = round((frame.w - 3 * gap) * left_share)
        return (pygame.Rect(frame.x + gap, top, left_w, bottom - top),
                pygame.Rect(frame.x + 2 * gap + left_w, top, frame.w - 3 * gap - left_w, bottom - top))

    def build(self) -> None:
        """Clear self.group and add this screen's widgets laid out for self.size."""

    def rebuild(self) -> None:
        """Lay the widgets out again, keeping keyboard focus on the same position."""
        focus = self.group.focus_index
        self.group.clear()
        self.built_scale = self.group.scale = self.scale
        self.build()
        if focus is not None and focus < len(self.group.widgets):
            self.group.focus(self.group.widgets[focus])
        self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        if size != self.size:
            self.size = size
            self.rebuild()
        self.dirty = True

    def language_changed(self) -> None:
        self.rebuild()

    def enter(self) -> None:
        super().enter()
        size = self.ctx.window.size
        # the window, or the interface size in Settings, changed while another screen was on top
        if size != self.size or self.ctx.ui_scale(size) != self.built_scale:
            self.size = size
            self.rebuild()

    # --- events ---------------------------------------------------------------------
    def _click_sound(self, widget: Widget) -> None:
        self.ctx.sound.play("click")

    def exit(self) -> None:
        super().exit()
        # covered by another screen or an overlay: its tooltip must not linger underneath
        self.group.leave()
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.WINDOWLEAVE:
            if self.group.leave():
                self.dirty = True
            return
        if self.group.handle_event(event):
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self.esc_closes:
                self.close()
            else:
                self.on_key(event)

    def on_key(self, event: pygame.event.Event) -> None:
        """A key no widget used (subclasses: shortcuts)."""

    def close(self) -> None:
        if self.manager is not None:
            self.manager.pop()

    def say(self, text: str, bad: bool = False) -> None:
        self.message, self.message_bad = text, bad
        self.dirty = True

    # --- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.overlay:
            draw_backdrop(surface, self.ctx.assets)
        self.draw_content(surface)
        self.group.draw(surface, self.ctx.assets)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Anything besides the widgets (drawn before them)."""

    def draw_heading(self, surface: pygame.Surface, text: str, y: int | None = None) -> pygame.Rect:
        """A screen title in the title font, centred near the top."""
        size = self.px(theme.FONT_TITLE * 0.8)
        font = self.ctx.assets.font(size, title=True)
        pos = (self.size[0] // 2, self.px(theme.PAD_L) if y is None else y)
        digits = self.ctx.assets.font(size, bold=True)  # the title face's old-style "1" reads as "I"
        return draw_text(surface, text, font, theme.ACCENT_LIGHT, pos, "midtop", theme.SHADOW, digits)

    def draw_message(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not self.message:
            return
        font = self.ctx.assets.font(self.px(theme.FONT_BODY), bold=True)
        colour = palette.ERROR_TEXT if self.message_bad else theme.ACCENT_LIGHT
        draw_text(surface, self.message, font, colour, rect.center, "center", theme.SHADOW)


def draw_backdrop(surface: pygame.Surface, assets: Assets, darken: int = 70) -> None:
    """The table background (sprites/background.png, cropped to cover) with a soft vignette.

    Composed once per window size and cached: a redraw is one blit.
    """
    size = surface.get_size()
    key = ("backdrop", size, darken, assets.has("background"))
    surface.blit(assets.memo(key, lambda: _compose_backdrop(assets, size, darken)), (0, 0))


def _compose_backdrop(assets: Assets, size: tuple[int, int], darken: int) -> pygame.Surface:
    w, h = size
    out = pygame.Surface(size)
    if assets.has("background"):
        img = assets.scaled_to_cover("background", (w, h))
        out.blit(img, img.get_rect(center=(w // 2, h // 2)))
    else:
        out.fill(theme.BACKGROUND)
    if darken:
        fill_alpha(out, (20, 12, 8, darken), out.get_rect())
    # darker edges draw the eye to the middle, like lamp light on a table
    band = max(8, min(w, h) // 8)
    steps = 10
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(steps):
        a = round(90 * (1 - i / steps) ** 2)
        inset = band * i // steps
        r = layer.get_rect().inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(layer, (0, 0, 0, a), r, band // steps + 1)
    out.blit(layer, (0, 0))
    return out


def draw_scrim(surface: pygame.Surface) -> None:
    """Dim whatever is under an overlay (pause menu, dialogs)."""
    fill_alpha(surface, theme.SCRIM, surface.get_rect())


def centred(size: tuple[int, int], w: int, h: int) -> pygame.Rect:
    r = pygame.Rect(0, 0, w, h)
    r.center = (size[0] // 2, size[1] // 2)
    return r


def column(x: int, y: int, w: int, h: int, gap: int, n: int) -> list[pygame.Rect]:
    """`n` rects of w×h stacked from (x, y) with `gap` between them."""
    return [pygame.Rect(x, y + i * (h + gap), w, h) for i in range(n)]
