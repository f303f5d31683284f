"""Menu widgets: Button, Label, Toggle, Choice, TextInput, Slider, ListView, Panel, FocusGroup.

Every widget lives in a `rect` the scene computes from the window size (so
everything scales: fonts are derived from the rect height unless given), and
has the same small protocol:

    w.handle_event(event) -> bool   # True: used the event or changed look -> redraw
    w.draw(surface, assets)         # never changes anything but hover/focus looks
    w.rect, w.enabled, w.visible, w.tooltip, w.focused, w.hovered

Put a screen's widgets in a `FocusGroup`: it routes events (mouse to the widget
under the pointer, keys to the focused one), moves focus with Tab / Shift+Tab /
Up / Down, activates with Enter / Space, fires `Button.key` shortcuts, and
draws the hovered widget's tooltip last.

    group = FocusGroup(on_activate=lambda w: ctx.sound.play("click"))
    group.add(Button(rect, "Start", on_click=start, key=pygame.K_RETURN))
    if group.handle_event(event): self.dirty = True
    group.draw(surface, assets)
"""

from __future__ import annotations

from game.ui.widgets.base import Button, Choice, Label, Panel, Toggle, Widget, even_text
from game.ui.widgets.draw import (
    draw_focus_ring,
    draw_panel,
    draw_text,
    draw_tooltip,
    fill_alpha,
    fill_panel,
    fit_text,
    wrap_text,
)
from game.ui.widgets.fields import ListView, Slider, TextInput
from game.ui.widgets.focus import ACTIVATE_KEYS, FocusGroup

__all__ = [
    "ACTIVATE_KEYS", "Button", "Choice", "FocusGroup", "Label", "ListView", "Panel", "Slider", "TextInput",
    "Toggle", "Widget", "draw_focus_ring", "draw_panel", "draw_text", "draw_tooltip", "even_text",
    "fill_alpha", "fill_panel", "fit_text", "wrap_text",
]
