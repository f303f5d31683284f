"""Widgets that hold a value the player edits or picks: TextInput, Slider, ListView."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from game.ui import palette, theme
from game.ui.widgets.base import Widget
from game.ui.widgets.draw import RectLike, draw_focus_ring, draw_text, fill_alpha, fit_text, height_scale

if TYPE_CHECKING:
    from game.ui.assets import Assets

T = TypeVar("T")


class TextInput(Widget):
    """A one-line text field (names, seeds, save names). Click or Tab to edit.

    `allowed(ch) -> bool` filters typed characters; `on_submit(text)` runs on Enter.
    While focused it swallows key presses (so letter shortcuts don't fire);
    Esc or Enter ends editing, Tab moves on.
    """

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        text: str = "",
        on_change: Callable[[str], None] | None = None,
        placeholder: str = "",
        max_len: int = 24,
        allowed: Callable[[str], bool] | None = None,
        on_submit: Callable[[str], None] | None = None,
        enabled: bool = True,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.text, self.on_change, self.placeholder, self.max_len = text, on_change, placeholder, max_len
        self.allowed, self.on_submit = allowed, on_submit
        # the whole text is selected: typing replaces it, Backspace clears it (set on focus, Ctrl+A)
        self.all_selected = False

    def select_all(self) -> None:
        self.all_selected = bool(self.text)

    def _set(self, text: str) -> None:
        if text != self.text:
            self.text = text
            if self.on_change is not None:
                self.on_change(text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            return self._hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return self.enabled
        if not self.focused or not self.enabled:
            return False
        if event.type == pygame.TEXTINPUT:
            ok = self.allowed or str.isprintable
            add = "".join(ch for ch in event.text if ch.isprintable() and ok(ch))
            base = "" if self.all_selected else self.text
            self.all_selected = False
            self._set((base + add)[: self.max_len])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                return False  # the group moves focus
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.select_all()
                return True
            # A typed character arrives as KEYDOWN then TEXTINPUT (Shift first for a capital): the
            # selection stays for the TEXTINPUT to replace; only editing keys act on it here.
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                selected, self.all_selected = self.all_selected, False
                if selected or event.mod & pygame.KMOD_CTRL:
                    self._set("")
                elif event.key == pygame.K_BACKSPACE:
                    self._set(self.text[:-1])
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.all_selected = False  # the caret moves to the end: nothing is selected
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_submit is not None:
                self.on_submit(self.text)
            return True  # swallow everything else while editing (Esc included)
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        scale = height_scale(self.rect, theme.ROW_H)
        rad = theme.px(theme.RADIUS - 4, scale)
        bg = palette.FIELD_BACK if self.enabled else palette.FIELD_BACK_DISABLED
        pygame.draw.rect(surface, bg, self.rect, border_radius=rad)
        edge = theme.ACCENT if self.focused else theme.ACCENT_DARK if self.hovered else theme.PANEL_EDGE
        width = theme.px(3 if self.focused else 2, scale)
        pygame.draw.rect(surface, edge, self.rect, width, border_radius=rad)
        font = assets.font(max(8, round(self.rect.h * 0.46)))
        pad = theme.px(theme.GAP, scale)
        inner = self.rect.inflate(-2 * pad, 0)
        if self.text:
            shown = self.text
            while shown and font.size(shown)[0] > inner.w - 4:
                shown = shown[1:]  # keep the end (where the caret is) in view
            if self.all_selected and self.focused:
                sel = pygame.Rect(inner.x - 2, 0, font.size(shown)[0] + 4, round(font.get_height() * 1.05))
                sel.centery = self.rect.centery
                pygame.draw.rect(surface, palette.FIELD_SELECTION, sel, border_radius=3)
            r = draw_text(surface, shown, font, theme.TEXT_DARK, (inner.x, inner.centery), "midleft")
        else:
            r = pygame.Rect(inner.x, inner.y, 0, inner.h)
            if self.placeholder and not self.focused:
                draw_text(surface, fit_text(self.placeholder, font, inner.w), font, theme.TEXT_DARK_DIM,
                          (inner.x, inner.centery), "midleft")
        if self.focused:
            h = round(font.get_height() * 0.9)
            x = r.right + 2
            pygame.draw.line(surface, theme.TEXT_DARK, (x, self.rect.centery - h // 2),
                             (x, self.rect.centery + h // 2), max(2, theme.px(2, scale)))


# --- Slider -------------------------------------------------------------------------------
class Slider(Widget):
    """A value between lo and hi: drag the knob, click the track, Left/Right or the wheel.

    on_change(value) while it moves; on_commit(value) when a drag ends or a key/wheel
    step lands (save settings there, not on every pixel of a drag).
    """

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        lo: float,
        hi: float,
        value: float,
        on_change: Callable[[float], None] | None = None,
        step: float = 0.05,
        fmt: Callable[[float], str] = lambda v: f"{v:.2f}",
        on_commit: Callable[[float], None] | None = None,
        enabled: bool = True,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, enabled, tooltip)
        self.lo, self.hi, self.step, self.fmt = lo, hi, step, fmt
        self.value = min(hi, max(lo, value))
        self.on_change, self.on_commit = on_change, on_commit
        self.dragging = False

    def _track(self, font_w: int) -> pygame.Rect:
        knob = self.rect.h // 2
        return pygame.Rect(self.rect.x + knob // 2, self.rect.centery - 3,
                           max(10, self.rect.w - font_w - knob), 6)

    def _value_w(self) -> int:
        return round(self.rect.h * 2.3)

    def _set(self, v: float, commit: bool) -> None:
        v = round(round((v - self.lo) / self.step) * self.step + self.lo, 6)
        v = min(self.hi, max(self.lo, v))
        changed = v != self.value
        self.value = v
        if changed and self.on_change is not None:
            self.on_change(v)
        if commit:
            self._fire()
            if self.on_commit is not None:
                self.on_commit(v)

    def _from_x(self, x: int) -> float:
        t = self._track(self._value_w())
        return self.lo + (self.hi - self.lo) * min(1.0, max(0.0, (x - t.x) / max(1, t.w)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            changed = self._hover(event)
            if self.dragging:
                self._set(self._from_x(event.pos[0]), commit=False)
                return True
            return changed
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self._set(self._from_x(event.pos[0]), commit=False)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self._set(self.value, commit=True)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self._set(self.value + (self.step if event.y > 0 else -self.step), commit=True)
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._set(self.value + (self.step if event.key == pygame.K_RIGHT else -self.step), commit=True)
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        scale = height_scale(self.rect, theme.ROW_H)
        vw = self._value_w()
        track = self._track(vw)
        track.h = theme.px(8, scale)
        track.centery = self.rect.centery
        rad = track.h // 2
        pygame.draw.rect(surface, palette.SLIDER_TRACK, track, border_radius=rad)
        t = (self.value - self.lo) / max(1e-9, self.hi - self.lo)
        filled = pygame.Rect(track.x, track.y, round(track.w * t), track.h)
        pygame.draw.rect(surface, theme.ACCENT if self.enabled else theme.TEXT_DIM, filled, border_radius=rad)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, theme.px(1, scale), border_radius=rad)
        knob_r = round(self.rect.h * 0.28)
        kc = (track.x + round(track.w * t), track.centery)
        pygame.draw.circle(surface, palette.SLIDER_KNOB_SHADOW, (kc[0] + 1, kc[1] + 2), knob_r)
        face = theme.ACCENT_LIGHT if (self.hovered or self.dragging) and self.enabled else palette.SLIDER_KNOB
        pygame.draw.circle(surface, face, kc, knob_r)
        pygame.draw.circle(surface, theme.ACCENT_DARK, kc, knob_r, theme.px(2, scale))
        font = assets.font(max(8, round(self.rect.h * 0.46)), bold=True)
        draw_text(surface, self.fmt(self.value), font, theme.TEXT if self.enabled else theme.TEXT_DIM,
                  (self.rect.right, self.rect.centery), "midright")
        if self.focused:
            ring = pygame.Rect(kc[0] - knob_r, kc[1] - knob_r, 2 * knob_r, 2 * knob_r)
            draw_focus_ring(surface, ring, scale * 0.6)


# --- ListView -----------------------------------------------------------------------------
class ListView(Widget, Generic[T]):
    """A scrolling list of rows; the scene draws each row with `draw_row`.

    draw_row(surface, rect, item, selected, hovered). Click selects (on_select(item)),
    double-click or Enter activates (on_activate(item)); Up/Down move the selection,
    the wheel scrolls.
    """

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        items: Sequence[T],
        row_h: int,
        draw_row: Callable[[pygame.Surface, pygame.Rect, T, bool, bool], None],
        on_select: Callable[[T | None], None] | None = None,
        on_activate: Callable[[T], None] | None = None,
    ) -> None:
        super().__init__(rect)
        self.items, self.row_h, self.draw_row = list(items), max(1, row_h), draw_row
        self.on_select, self.on_activate = on_select, on_activate
        self.selected: int | None = 0 if self.items else None
        self.hover_row: int | None = None
        self.scroll = 0
        self._last_click: tuple[int, int] = (-1, -10_000)  # (row, ticks) for double clicks

    @property
    def selected_item(self) -> T | None:
        if self.selected is None or self.selected >= len(self.items):
            return None
        return self.items[self.selected]

    def _visible_rows(self) -> int:
        return max(1, self.rect.h // self.row_h)

    def _clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, len(self.items) - self._visible_rows()))

    def select(self, i: int | None) -> None:
        self.selected = None if i is None or not self.items else max(0, min(i, len(self.items) - 1))
        if self.selected is not None:
            if self.selected < self.scroll:
                self.scroll = self.selected
            elif self.selected >= self.scroll + self._visible_rows():
                self.scroll = self.selected - self._visible_rows() + 1
        if self.on_select is not None:
            self.on_select(self.selected_item)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        i = self.scroll + (pos[1] - self.rect.y) // self.row_h
        return i if 0 <= i < len(self.items) else None

    def activate(self) -> bool:
        item = self.selected_item
        if item is None or self.on_activate is None:
            return False
        self._fire()
        self.on_activate(item)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            changed = self._hover(event)
            row = self._row_at(event.pos)
            if row != self.hover_row:
                self.hover_row = row
                changed = True
            return changed
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            row = self._row_at(event.pos)
            if row is not None:
                now = pygame.time.get_ticks()
                double = self._last_click[0] == row and now - self._last_click[1] < 400
                self._last_click = (row, now)
                self.select(row)
                if double:
                    self.activate()
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll -= event.y
            self._clamp_scroll()
            return True
        if event.type == pygame.KEYDOWN and self.focused and self.items:
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self._visible_rows(),
                     pygame.K_PAGEDOWN: self._visible_rows()}
            if event.key in moves:
                self.select((self.selected or 0) + moves[event.key])
                return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        scroll = max(0, min(self.scroll, len(self.items) - self._visible_rows()))
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        last = min(len(self.items), scroll + self._visible_rows() + 1)
        overflow = len(self.items) > self._visible_rows()
        scale = max(0.5, self.row_h / theme.ROW_H)  # the screen's scale, as its rows show it
        row_w = self.rect.w - (theme.px(14, scale) if overflow else 0)
        for n, i in enumerate(range(scroll, last)):
            r = pygame.Rect(self.rect.x, self.rect.y + n * self.row_h, row_w, self.row_h)
            if i % 2:
                fill_alpha(surface, theme.ROW_ALT, r)
            self.draw_row(surface, r, self.items[i], i == self.selected, i == self.hover_row)
        surface.set_clip(clip)
        if len(self.items) > self._visible_rows():  # scroll bar
            bar_w = theme.px(5, scale)
            frac = self._visible_rows() / len(self.items)
            h = max(bar_w * 4, round(self.rect.h * frac))
            hidden = max(1, len(self.items) - self._visible_rows())
            y = self.rect.y + round((self.rect.h - h) * scroll / hidden)
            fill_alpha(surface, (*theme.ACCENT, 170), (self.rect.right - bar_w, y, bar_w, h), bar_w // 2)
        if self.focused:  # quieter than a button's ring: the list is focused most of the time
            ring = self.rect.inflate(theme.px(8, scale), theme.px(8, scale))
            pygame.draw.rect(surface, theme.ACCENT_DARK, ring, theme.px(1.5, scale),
                             border_radius=theme.px(6, scale))


# --- FocusGroup ---------------------------------------------------------------------------
