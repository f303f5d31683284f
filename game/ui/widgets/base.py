"""The widget protocol and the simple widgets: Widget, Label, Panel, Button, Toggle, Choice."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from game.ui import palette, theme
from game.ui.symbols import draw_symbol
from game.ui.widgets.draw import (
    Colour,
    RectLike,
    draw_focus_ring,
    draw_panel,
    draw_text,
    fill_alpha,
    fit_text,
    height_scale,
    wrap_text,
)

if TYPE_CHECKING:
    from game.ui.assets import Assets

T = TypeVar("T")


class Widget:
    """Base widget. Subclasses override `handle_event`, `draw`, and maybe `activate`."""

    focusable = False

    def __init__(self, rect: RectLike, enabled: bool = True, tooltip: str | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.visible = True
        self.tooltip = tooltip
        self.hovered = False
        self.focused = False
        #: set by FocusGroup: called when the widget is clicked or changes value (sound)
        self.notify: Callable[[Widget], None] | None = None

    @property
    def interactive(self) -> bool:
        return self.enabled and self.visible

    def _fire(self) -> None:
        if self.notify is not None:
            self.notify(self)

    def _hover(self, event: pygame.event.Event) -> bool:
        """Update hover from a mouse motion; True when it changed."""
        over = self.visible and self.rect.collidepoint(event.pos)
        if over != self.hovered:
            self.hovered = over
            return True
        return False

    def activate(self) -> bool:
        """Enter / Space while focused. True when something happened."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self._hover(event)
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        pass


# --- Label & Panel ----------------------------------------------------------------------
class Label(Widget):
    """Text in a rect. `size` is the font size in real pixels (default: 60% of rect height).

    align: "left" | "center" | "right"; wrap=True breaks lines to the rect width.
    """

    def __init__(
        self,
        rect: RectLike,
        text: str,
        size: int | None = None,
        colour: Colour = theme.TEXT,
        align: str = "left",
        bold: bool = False,
        title: bool = False,
        wrap: bool = False,
        shadow: bool = False,
    ) -> None:
        super().__init__(rect)
        self.text, self.size, self.colour, self.align = text, size, colour, align
        self.bold, self.title, self.wrap, self.shadow = bold, title, wrap, shadow

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible or not self.text:
            return
        size = self.size or max(8, round(self.rect.h * 0.6))
        font = assets.font(size, bold=self.bold, title=self.title)
        shadow = theme.SHADOW if self.shadow else None
        if self.wrap:
            lines = wrap_text(self.text, font, self.rect.w)
        else:
            lines = [fit_text(self.text, font, self.rect.w)]
        lh = font.get_linesize()
        y = self.rect.y if self.wrap else self.rect.centery - lh * len(lines) // 2
        for line in lines:
            if self.align == "center":
                draw_text(surface, line, font, self.colour, (self.rect.centerx, y), "midtop", shadow)
            elif self.align == "right":
                draw_text(surface, line, font, self.colour, (self.rect.right, y), "topright", shadow)
            else:
                draw_text(surface, line, font, self.colour, (self.rect.x, y), "topleft", shadow)
            y += lh


class Panel(Widget):
    """A 9-slice panel (sprites/panel.png) with an optional title; draws behind other widgets.

    `content_rect(scale)` is the area inside the frame (below the title, if any).
    """

    def __init__(self, rect: RectLike, title: str | None = None, sprite: str = "panel",
                 scale: float | None = None) -> None:
        super().__init__(rect)
        self.title, self.sprite = title, sprite
        self.scale = scale  # the screen's interface scale (None: the window's)

    def title_height(self, scale: float) -> int:
        return theme.px(theme.FONT_HEADING + theme.PAD, scale) if self.title else 0

    def content_rect(self, scale: float) -> pygame.Rect:
        pad = theme.px(theme.PAD_L, scale)
        r = self.rect.inflate(-2 * pad, -2 * pad)
        th = self.title_height(scale)
        return pygame.Rect(r.x, r.y + th, r.w, max(0, r.h - th))

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        scale = theme.scale_for(surface.get_size()) if self.scale is None else self.scale
        draw_panel(surface, assets, self.rect, self.sprite, scale)
        if self.title:
            font = assets.font(theme.px(theme.FONT_HEADING, scale), title=True)
            y = self.rect.y + theme.px(theme.PAD_L - 6, scale)
            pos = (self.rect.centerx, y)
            draw_text(surface, self.title, font, theme.ACCENT_LIGHT, pos, "midtop", theme.SHADOW)


class Button(Widget):
    """A push button drawn from the button 9-slice sprites, with hover/pressed/disabled looks.

    `icon`: a sprite name drawn left of the text; `key`: a pygame key that clicks it
    (handled by FocusGroup); `style`: "normal" | "primary" | "danger" (tints the text).
    """

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        text: str,
        on_click: Callable[[], object] | None = None,  # what it returns is not used
        icon: str | None = None,
        enabled: bool = True,
        tooltip: str | None = None,
        key: int | None = None,
        style: str = "normal",
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.text, self.on_click, self.icon, self.key, self.style = text, on_click, icon, key, style
        self.pressed = False
        #: the largest font size the word may take (`even_text` sets it: a row reads at one size)
        self.text_size: int | None = None
        # the face last drawn, by what it shows: a table redraws its buttons every frame while
        # something moves, and rendering a face (9-slice, text fitting) costs far more than a blit
        self._face: tuple[tuple[object, ...], pygame.Surface] | None = None

    def activate(self) -> bool:
        if not self.interactive:
            return False
        self._fire()
        if self.on_click is not None:
            self.on_click()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            return self._hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.activate()
            return True
        return False

    def content(self, assets: Assets) -> tuple[pygame.Surface | None, str, pygame.font.Font]:
        """What the face shows: (icon or None, text, font)."""
        return self._fit(assets)[:3]

    def _fit(self, assets: Assets) -> tuple[pygame.Surface | None, str, pygame.font.Font, int]:
        """What the face shows, and the size its font was asked for (assets may draw words at
        another size than asked: the table's follow the interface size).

        The word always shows: icon and word when both fit, else the word alone
        (an icon by itself is a riddle: two round arrows read as Undo/Redo), in
        a smaller font if need be; the icon alone only for a button without text.
        """
        scale = height_scale(self.rect, theme.BUTTON_H)
        size = max(8, round(self.rect.h * 0.42))
        if self.text_size is not None:
            size = min(size, self.text_size)
        inner_w = self.rect.w - theme.px(theme.PAD, scale)
        icon = None
        if self.icon and assets.has(self.icon):
            isz = round(self.rect.h * 0.56)
            icon = assets.scaled_to_fit(self.icon, (isz, isz))
        if not self.text:
            return icon, "", assets.font(size, bold=True), size
        font = assets.font(size, bold=True)
        if icon is not None:
            beside = inner_w - icon.get_width() - theme.px(theme.GAP_S, scale)
            if font.size(self.text)[0] <= beside:
                return icon, self.text, font, size
        smallest = max(8, min(size, theme.px(14, scale)))
        while size > smallest and font.size(self.text)[0] > inner_w:
            size -= 1
            font = assets.font(size, bold=True)
        return None, fit_text(self.text, font, inner_w), font, size

    def _state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed:
            return "pressed"
        if self.hovered or self.focused:
            return "hover"
        return "normal"

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        state = self._state()
        key = (state, self.rect.size, self.text, self.icon, self.style, self.text_size, id(assets))
        if self._face is None or self._face[0] != key:
            self._face = (key, self._render_face(assets, state))
        surface.blit(self._face[1], self.rect.topleft)
        if self.focused:
            draw_focus_ring(surface, self.rect, height_scale(self.rect, theme.BUTTON_H))

    def _render_face(self, assets: Assets, state: str) -> pygame.Surface:
        """The button as it looks in `state`, on a transparent surface the size of its rect (a
        little taller: pressed, it sinks)."""
        scale = height_scale(self.rect, theme.BUTTON_H)
        sink = theme.px(2, scale)
        surface = pygame.Surface((self.rect.w, self.rect.h + sink), pygame.SRCALPHA)
        r = pygame.Rect(0, sink if state == "pressed" else 0, self.rect.w, self.rect.h)
        names = [f"button_{self.style}_{state}", f"button_{state}", "button"]
        if self.style != "normal" and state == "normal":
            names.insert(0, f"button_{self.style}")
        sprite = next((n for n in names if assets.has(n)), None)
        if sprite is not None:
            surface.blit(assets.nine_slice(sprite, r.size), r.topleft)
            if state == "disabled" and sprite == "button":
                fill_alpha(surface, palette.DISABLED_VEIL, r, theme.px(theme.RADIUS, scale))
        else:
            _drawn_button(surface, r, state, scale)
        colour = theme.BUTTON_TEXT if state != "disabled" else theme.BUTTON_TEXT_DISABLED
        if self.style == "danger" and state != "disabled":
            colour = theme.BUTTON_TEXT_DANGER
        icon, text, font = self.content(assets)
        gap = theme.px(theme.GAP_S, scale)
        tw = font.size(text)[0] if text else 0
        total = (icon.get_width() if icon else 0) + (gap if icon and text else 0) + tw
        x = r.centerx - total // 2
        if icon is not None:
            if state == "disabled":  # a faded icon too, so "off" reads at a glance
                icon = icon.copy()
                icon.set_alpha(110)
            surface.blit(icon, icon.get_rect(midleft=(x, r.centery)))
            x += icon.get_width() + (gap if text else 0)
        if text:
            draw_text(surface, text, font, colour, (x, r.centery), "midleft")
        return surface


def even_text(buttons: Sequence[Button], assets: Assets) -> None:
    """One font size for each row of `buttons` (those whose rects share a top): the largest at
    which every word in the row shows whole, so a long word ("Dominoes") does not read smaller
    than its neighbours."""
    rows: dict[int, list[Button]] = {}
    for b in buttons:
        b.text_size = None
        rows.setdefault(b.rect.y, []).append(b)
    for row in rows.values():
        sizes = [b._fit(assets)[3] for b in row if b.text]  # as asked: a font asked again is the same
        for b in row:
            b.text_size = min(sizes) if sizes else None


def _drawn_button(surface: pygame.Surface, r: pygame.Rect, state: str, scale: float) -> None:
    rad = theme.px(theme.RADIUS, scale)
    base = palette.BUTTON_FACE[state]
    pygame.draw.rect(surface, theme.ACCENT_DARK, r, border_radius=rad)
    pygame.draw.rect(surface, base, r.inflate(-theme.px(4, scale), -theme.px(4, scale)), border_radius=rad)


# --- Toggle -------------------------------------------------------------------------------
class Toggle(Widget):
    """A checkbox with a caption. Click or Space/Enter flips `value` and calls on_change(value)."""

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        text: str,
        value: bool = False,
        on_change: Callable[[bool], None] | None = None,
        enabled: bool = True,
        tooltip: str | None = None,
        colour: Colour = theme.TEXT,
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.text, self.value, self.on_change, self.colour = text, value, on_change, colour

    def activate(self) -> bool:
        if not self.interactive:
            return False
        self.value = not self.value
        self._fire()
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            return self._hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        scale = height_scale(self.rect, theme.ROW_H)
        box = pygame.Rect(0, 0, round(self.rect.h * 0.66), round(self.rect.h * 0.66))
        box.midleft = (self.rect.x + theme.px(2, scale), self.rect.centery)
        rad = theme.px(5, scale)
        on = self.value and self.enabled
        fill = theme.ACCENT if on else palette.TOGGLE_OFF if self.enabled else palette.TOGGLE_DISABLED
        if self.hovered and self.enabled:
            fill = theme.ACCENT_LIGHT if on else palette.TOGGLE_OFF_HOVER
        pygame.draw.rect(surface, fill, box, border_radius=rad)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, theme.px(2, scale), border_radius=rad)
        if self.value:
            ink = theme.TEXT_DARK if self.enabled else palette.TOGGLE_INK_DISABLED
            pts = [(box.x + box.w * 0.22, box.y + box.h * 0.52), (box.x + box.w * 0.42, box.y + box.h * 0.74),
                   (box.x + box.w * 0.80, box.y + box.h * 0.28)]
            pygame.draw.lines(surface, ink, False, pts, max(2, round(box.w * 0.14)))
        font = assets.font(max(8, round(self.rect.h * 0.5)))
        colour = self.colour if self.enabled else theme.TEXT_DIM
        x = box.right + theme.px(theme.GAP, scale)
        text = fit_text(self.text, font, self.rect.right - x)
        draw_text(surface, text, font, colour, (x, self.rect.centery), "midleft")
        if self.focused:
            draw_focus_ring(surface, box, scale * 0.6)


# --- Choice -------------------------------------------------------------------------------
class Choice(Widget, Generic[T]):
    """Cycle through `values` with the ‹ › arrows (mouse, Left/Right keys, wheel).

    `fmt(value) -> str` gives the caption; `swatch(value) -> rgb|None` draws a colour
    chip before it (player colours), in the shape `shape(value)` names (game/ui/symbols.py).
    on_change(value) after every change.
    """

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        values: Sequence[T],
        index: int = 0,
        on_change: Callable[[T], None] | None = None,
        fmt: Callable[[T], str] = str,
        enabled: bool = True,
        tooltip: str | None = None,
        swatch: Callable[[T], tuple[int, int, int] | None] | None = None,
        shape: Callable[[T], str] | None = None,
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.values, self.index, self.on_change = list(values), index, on_change
        self.fmt, self.swatch, self.shape = fmt, swatch, shape

    @property
    def value(self) -> T:
        return self.values[self.index]

    def step(self, delta: int) -> bool:
        if not self.interactive or len(self.values) < 2:
            return False
        self.index = (self.index + delta) % len(self.values)
        self._fire()
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def activate(self) -> bool:
        return self.step(1)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = round(self.rect.h * 0.8)
        return (pygame.Rect(self.rect.x, self.rect.y, w, self.rect.h),
                pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.h))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            return self._hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            left, _ = self._arrows()
            self.step(-1 if left.collidepoint(event.pos) else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            return self.step(-1 if event.y > 0 else 1)
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        scale = height_scale(self.rect, theme.ROW_H)
        rad = theme.px(theme.RADIUS - 2, scale)
        body = palette.CHOOSER_BODY if self.enabled else palette.CHOOSER_BODY_DISABLED
        if self.hovered and self.enabled:
            body = palette.CHOOSER_BODY_HOVER
        pygame.draw.rect(surface, body, self.rect, border_radius=rad)
        pygame.draw.rect(surface, theme.ACCENT_DARK if self.enabled else palette.CHOOSER_EDGE_DISABLED,
                         self.rect, theme.px(2, scale), border_radius=rad)
        ink = theme.TEXT if self.enabled else theme.TEXT_DIM
        for arrow, sign in zip(self._arrows(), (-1, 1), strict=True):
            c = arrow.center
            s = arrow.h * 0.18
            tip, back = c[0] + sign * s * 0.8, c[0] - sign * s * 0.8
            pts = [(back, c[1] - s), (tip, c[1]), (back, c[1] + s)]
            live = self.enabled and len(self.values) > 1  # one value: the arrows lead nowhere
            pygame.draw.polygon(surface, theme.ACCENT if live else palette.CHOOSER_ARROW_DEAD, pts)
        font = assets.font(max(8, round(self.rect.h * 0.44)), bold=True)
        left, right = self._arrows()
        mid = pygame.Rect(left.right, self.rect.y, right.x - left.right, self.rect.h)
        chip = self.swatch(self.value) if self.swatch else None
        text = fit_text(self.fmt(self.value), font, mid.w - (mid.h if chip else 0))
        if chip:
            d = round(self.rect.h * 0.42)
            tw = font.size(text)[0]
            x = mid.centerx - (d + theme.px(theme.GAP_S, scale) + tw) // 2
            centre = (x + d // 2, mid.centery)
            shape = self.shape(self.value) if self.shape else ""
            draw_symbol(surface, shape, centre, d * 0.6, chip)
            tx = x + d + theme.px(theme.GAP_S, scale)
            draw_text(surface, text, font, ink, (tx, mid.centery), "midleft")
        else:
            draw_text(surface, text, font, ink, mid.center, "center")
        if self.focused:
            draw_focus_ring(surface, self.rect, scale)


# --- TextInput ----------------------------------------------------------------------------
