"""Settings: effects and music volumes, mute, Hard AI thinking time, animation speed, interface
size, fullscreen, legal-spot hints.

Every change is applied at once and written with `save_settings` (sliders on release).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui import palette, theme
from game.ui.screens.menu_scene import MenuScene, centred
from game.ui.widgets import Button, Choice, Label, Panel, Slider, Toggle
from saves.settings import ANIMATION_SPEEDS, UI_SCALES

if TYPE_CHECKING:
    from game.ui.context import AppContext

#: (setting, caption, explanation) in screen order
ROWS: tuple[tuple[str, str, str], ...] = (
    ("volume", "Effects volume", "Clicks, pieces, coins"),
    ("music_volume", "Music volume", "The calm background music"),
    ("muted", "Mute", "Silence every sound · also F8, anywhere"),
    ("hard_budget", "Hard AI thinking time", "Seconds the Hard AI may think per move"),
    ("animation", "Animations", "How fast pieces move, yours and the AIs'"),
    ("ui_scale", "Interface size", ""),  # its explanation says what this window shows (scale_hint)
    ("fullscreen", "Fullscreen", "Also F11, anywhere"),
    ("show_legal", "Show legal spots", "Highlight where a domino fits (default for new tables)"),
)

SPEED_CAPTIONS = {"fast": "Fast", "normal": "Normal", "off": "Off: pieces jump"}
SCALE_CAPTIONS = {"auto": "Automatic", "100": "100 %", "125": "125 %", "150": "150 %"}


def scale_hint(choice: str, size: tuple[int, int]) -> str:
    """What the interface size chosen means in a window of `size`, in a few words."""
    now = round(theme.ui_scale(size, choice) * 100)
    if choice not in SCALE_CAPTIONS or choice == "auto":
        return f"Grows with the window: {now} % here"
    if now < int(choice):  # the window cannot hold it: shown as large as it can
        return f"This window holds {now} %; {choice} % when larger"
    return f"Words and buttons at {choice} % of their size"


class SettingsScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        self.relayout = False  # the interface size changed: lay the screen out again
        super().__init__(ctx)

    def build(self) -> None:
        s = self.ctx.settings
        w, row_h = self.px(820), self.px(theme.ROW_H + 16)
        frame = theme.FONT_HEADING + theme.PAD + 2 * theme.PAD_L + theme.BUTTON_H + theme.PAD
        h = self.px(frame) + row_h * len(ROWS)
        self.panel = self.group.add(Panel(centred(self.size, w, h), "Settings", scale=self.scale))
        inner = self.panel.content_rect(self.scale)
        label_w = round(inner.w * 0.5)
        ctrl_x = inner.x + label_w + self.px(theme.PAD)
        ctrl_w = inner.right - ctrl_x
        ctrl_h = self.px(theme.ROW_H - 8)
        self.controls: dict[str, Any] = {}
        self.dividers: list[tuple[int, int, int]] = []
        for i, (name, caption, hint) in enumerate(ROWS):
            y = inner.y + i * row_h
            if i:
                self.dividers.append((inner.x, inner.right, y - self.px(8)))
            size = self.px(theme.FONT_BODY + 1)
            self.group.add(Label((inner.x, y, label_w, self.px(28)), caption, size=size, bold=True))
            hint = scale_hint(s.ui_scale, self.size) if name == "ui_scale" else hint
            self.group.add(Label((inner.x, y + self.px(28), label_w, self.px(22)), hint,
                                 size=self.px(theme.FONT_SMALL - 1), colour=theme.TEXT_DIM))
            rect = pygame.Rect(ctrl_x, y + (row_h - self.px(12) - ctrl_h) // 2, ctrl_w, ctrl_h)
            self.controls[name] = self.group.add(self._control(name, rect, getattr(s, name)))
        bw, bh = self.px(220), self.px(theme.BUTTON_H)
        back = pygame.Rect(0, 0, bw, bh)
        back.midbottom = (self.panel.rect.centerx, self.panel.rect.bottom - self.px(theme.PAD_L - 6))
        self.back = self.group.add(Button(back, "Back", self.close, icon="icon_back"))

    def _control(self, name: str, rect: pygame.Rect, value: Any) -> Any:
        def commit(v: Any, name: str = name) -> None:
            self.set(name, v)

        if name in ("volume", "music_volume"):
            return Slider(rect, 0.0, 1.0, value, step=0.05, fmt=lambda v: f"{round(v * 100)} %",
                          on_commit=commit)
        if name == "hard_budget":
            return Slider(rect, 0.25, 5.0, value, step=0.25, fmt=lambda v: f"{v:.2f} s", on_commit=commit)
        if name == "animation":
            return Choice(rect, ANIMATION_SPEEDS, ANIMATION_SPEEDS.index(value), on_change=commit,
                          fmt=lambda v: SPEED_CAPTIONS[v])
        if name == "ui_scale":
            return Choice(rect, UI_SCALES, UI_SCALES.index(value), on_change=commit,
                          fmt=lambda v: SCALE_CAPTIONS[v])
        return Toggle(rect, "On" if value else "Off", bool(value), on_change=commit)

    def set(self, name: str, value: Any) -> None:
        """Apply one setting now and save the settings file."""
        setattr(self.ctx.settings, name, value)
        if name == "fullscreen":
            self.ctx.window.set_fullscreen(bool(value))  # may resize, and so rebuild, this screen
            self.ctx.settings.fullscreen = self.ctx.window.fullscreen  # what the display allowed
        self._sync_toggles()
        self.ctx.save_settings()
        if name == "ui_scale":  # laid out again at the new size on the next frame, not while the
            self.relayout = True  # widgets are still handling the click that changed it
        if name in ("volume", "muted"):
            self.ctx.sound.play("click")
        self.dirty = True

    def _sync_toggles(self) -> bool:
        """Show the settings' current values on the toggles (F11 can change fullscreen any time)."""
        changed = False
        for name, control in self.controls.items():
            if isinstance(control, Toggle):
                value = bool(getattr(self.ctx.settings, name))
                if name == "fullscreen":
                    value = self.ctx.window.fullscreen
                if control.value != value:
                    control.value, changed = value, True
                control.text = "On" if control.value else "Off"
        return changed

    def update(self, dt: float) -> None:
        if self.relayout:
            self.relayout = False
            self.rebuild()
        if self._sync_toggles():
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for x0, x1, y in self.dividers:  # after the panel, under nothing else that matters
            pygame.draw.line(surface, palette.SETTINGS_RULE, (x0, y), (x1, y), max(1, self.px(1)))
