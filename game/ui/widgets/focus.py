"""FocusGroup: one screen's widgets, with event routing, keyboard focus, shortcuts and tooltips."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.widgets.base import Button, Widget
from game.ui.widgets.draw import draw_tooltip
from game.ui.widgets.fields import ListView, TextInput

if TYPE_CHECKING:
    from game.ui.assets import Assets

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class FocusGroup:
    """The widgets of one screen: event routing, keyboard focus, shortcuts and tooltips."""

    def __init__(self, on_activate: Callable[[Widget], None] | None = None) -> None:
        self.widgets: list[Widget] = []
        self.focus_index: int | None = None
        self.on_activate = on_activate
        self._mouse: tuple[int, int] = (-1, -1)
        #: the interface scale the screen laid these widgets out at (tooltips follow it);
        #: None: the window's
        self.scale: float | None = None

    def add(self, widget: Any) -> Any:
        """Add a widget (returned, for `self.start = group.add(Button(...))`)."""
        widget.notify = self.on_activate
        self.widgets.append(widget)
        return widget

    def leave(self) -> bool:
        """The pointer left (the window, or the screen went under an overlay): no hover, no tooltip.

        True when something looked hovered (the screen needs a redraw)."""
        changed = any(w.hovered for w in self.widgets)
        for w in self.widgets:
            w.hovered = False
            if isinstance(w, Button):
                w.pressed = False
        self._mouse = (-1, -1)
        return changed

    def clear(self) -> None:
        self.widgets.clear()
        self.focus_index = None

    @property
    def focused(self) -> Widget | None:
        if self.focus_index is None or self.focus_index >= len(self.widgets):
            return None
        return self.widgets[self.focus_index]

    def focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            w.focused = False
            if isinstance(w, TextInput):
                w.all_selected = False
        self.focus_index = None
        if widget is not None and widget in self.widgets and widget.focusable and widget.interactive:
            self.focus_index = self.widgets.index(widget)
            widget.focused = True
            if isinstance(widget, TextInput):
                widget.select_all()  # a name is usually replaced, not edited: typing starts afresh
                pygame.key.start_text_input()

    def focus_next(self, back: bool = False) -> bool:
        order = [w for w in self.widgets if w.focusable and w.interactive]
        if not order:
            return False
        cur = self.focused
        if cur in order:
            i = (order.index(cur) + (-1 if back else 1)) % len(order)
        else:
            i = len(order) - 1 if back else 0
        self.focus(order[i])
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route one event; True when something used it or changed look (redraw)."""
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            changed = False
            for w in self.widgets:
                changed = w.handle_event(event) or changed
            return changed
        if event.type == pygame.MOUSEBUTTONDOWN:
            for w in reversed(self.widgets):
                if w.visible and w.rect.collidepoint(event.pos) and w.handle_event(event):
                    self.focus(w if w.focusable and isinstance(w, TextInput | ListView) else None)
                    return True
            if isinstance(self.focused, TextInput | ListView):
                self.focus(None)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            used = False
            for w in self.widgets:
                used = w.handle_event(event) or used
            return used
        if event.type == pygame.MOUSEWHEEL:
            return any(w.handle_event(event) for w in reversed(self.widgets) if w.hovered)
        if event.type == pygame.TEXTINPUT:
            return bool(self.focused and self.focused.handle_event(event))
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        cur = self.focused
        ends_edit = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if isinstance(cur, TextInput) and event.key in ends_edit:
            cur.handle_event(event)  # Enter submits
            self.focus(None)  # Esc / Enter leave the field; the next Esc closes the screen
            return True
        if cur is not None and cur.handle_event(event):
            return True
        if event.key == pygame.K_TAB:
            return self.focus_next(back=bool(event.mod & pygame.KMOD_SHIFT))
        if event.key in (pygame.K_DOWN, pygame.K_UP):
            return self.focus_next(back=event.key == pygame.K_UP)
        if cur is not None and event.key in ACTIVATE_KEYS and cur.activate():
            return True
        for w in self.widgets:
            if isinstance(w, Button) and w.key is not None and w.key == event.key and w.interactive:
                return w.activate()
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> pygame.Rect | None:
        """Draw the widgets, and the hovered one's tooltip: its box, if one was drawn."""
        for w in self.widgets:
            w.draw(surface, assets)
        hovered = next((w for w in reversed(self.widgets) if w.hovered and w.visible and w.tooltip), None)
        if hovered is not None:
            return draw_tooltip(surface, assets, hovered.tooltip or "", self._mouse, hovered.rect, self.scale)
        return None
