"""Settings: language, effects and music volumes, mute, Hard AI thinking time, animation speed,
interface size, fullscreen, legal-spot hints.

Every change is applied at once and written with `save_settings` (sliders on release).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import AUTO, N_, _, name_of, resolve, set_language
from game.i18n.formats import number, percent
from game.ui import palette, theme
from game.ui.screens.menu_scene import MenuScene, centred
from game.ui.widgets import Button, Choice, Label, Panel, Slider, Toggle
from saves.settings import ANIMATION_SPEEDS, LANGUAGE_CHOICES, UI_SCALES

if TYPE_CHECKING:
    from game.ui.context import AppContext

#: (setting, caption, explanation) in screen order, translated where they are drawn
ROWS: tuple[tuple[str, str, str], ...] = (
    ("language", N_("Language"), ""),  # its explanation says what Automatic found (language_hint)
    ("volume", N_("Effects volume"), N_("Clicks, pieces, coins")),
    ("music_volume", N_("Music volume"), N_("The calm background music")),
    ("muted", N_("Mute"), N_("Silence every sound · also F8, anywhere")),
    ("hard_budget", N_("Hard AI thinking time"), N_("Seconds the Hard AI may think per move")),
    ("animation", N_("Animations"), N_("How fast pieces move, yours and the AIs'")),
    ("ui_scale", N_("Interface size"), ""),  # its explanation says what this window shows (scale_hint)
    ("fullscreen", N_("Fullscreen"), N_("Also F11, anywhere")),
    ("show_legal", N_("Show legal spots"), N_("Highlight where a domino fits (default for new tables)")),
)

SPEED_CAPTIONS = {"fast": N_("Fast"), "normal": N_("Normal"), "off": N_("Off: pieces jump")}
SCALE_CAPTIONS = {"auto": N_("Automatic")}  # the sizes are percentages in the language's format


def scale_hint(choice: str, size: tuple[int, int]) -> str:
    """What the interface size chosen means in a window of `size`, in a few words."""
    now = round(theme.ui_scale(size, choice) * 100)
    if choice not in UI_SCALES or choice == "auto":
        return _("Grows with the window: {size} here").format(size=percent(now / 100))
    if now < int(choice):  # the window cannot hold it: shown as large as it can
        return _("This window holds {size}; {wanted} when larger").format(
            size=percent(now / 100), wanted=percent(int(choice) / 100))
    return _("Words and buttons at {size} of their size").format(size=percent(int(choice) / 100))


def scale_caption(choice: str) -> str:
    return _(SCALE_CAPTIONS[choice]) if choice in SCALE_CAPTIONS else percent(int(choice) / 100)


def language_caption(choice: str) -> str:
    """A language in its own words (a player lost in a foreign language still finds theirs)."""
    return _("Automatic") if choice == AUTO else name_of(choice)


def language_hint(choice: str) -> str:
    """What the language setting does: Automatic says which language it found."""
    if choice == AUTO:
        return _("Follows the computer's language: {language}").format(language=name_of(resolve(AUTO)))
    return _("Every word of the game, menus to rules")


class SettingsScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        self.relayout = False  # the interface size changed: lay the screen out again
        self.relanguage = False  # the language changed: every screen chooses its words again
        super().__init__(ctx)

    def build(self) -> None:
        s = self.ctx.settings
        # wide enough for the longest language's explanations (German, and the tests' pseudo)
        w, row_h = self.px(1040), self.px(theme.ROW_H + 16)
        frame = theme.FONT_HEADING + theme.PAD + 2 * theme.PAD_L + theme.BUTTON_H + theme.PAD
        h = self.px(frame) + row_h * len(ROWS)
        self.panel = self.group.add(Panel(centred(self.size, w, h), _("Settings"), scale=self.scale))
        inner = self.panel.content_rect(self.scale)
        label_w = round(inner.w * 0.6)
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
            caption = _(caption)
            self.group.add(Label((inner.x, y, label_w, self.px(28)), caption, size=size, bold=True))
            if name == "ui_scale":
                hint = scale_hint(s.ui_scale, self.size)
            elif name == "language":
                hint = language_hint(s.language)
            else:
                hint = _(hint)
            self.group.add(Label((inner.x, y + self.px(28), label_w, self.px(22)), hint,
                                 size=self.px(theme.FONT_SMALL - 1), colour=theme.TEXT_DIM))
            rect = pygame.Rect(ctrl_x, y + (row_h - self.px(12) - ctrl_h) // 2, ctrl_w, ctrl_h)
            self.controls[name] = self.group.add(self._control(name, rect, getattr(s, name)))
        bw, bh = self.px(220), self.px(theme.BUTTON_H)
        back = pygame.Rect(0, 0, bw, bh)
        back.midbottom = (self.panel.rect.centerx, self.panel.rect.bottom - self.px(theme.PAD_L - 6))
        self.back = self.group.add(Button(back, _("Back"), self.close, icon="icon_back"))

    def _control(self, name: str, rect: pygame.Rect, value: Any) -> Any:
        def commit(v: Any, name: str = name) -> None:
            self.set(name, v)

        if name in ("volume", "music_volume"):
            return Slider(rect, 0.0, 1.0, value, step=0.05, fmt=lambda v: percent(v),
                          on_commit=commit)
        if name == "hard_budget":
            return Slider(rect, 0.25, 5.0, value, step=0.25, on_commit=commit,
                          fmt=lambda v: _("{seconds} s").format(seconds=number(v, 2)))
        if name == "animation":
            return Choice(rect, ANIMATION_SPEEDS, ANIMATION_SPEEDS.index(value), on_change=commit,
                          fmt=lambda v: _(SPEED_CAPTIONS[v]))
        if name == "ui_scale":
            return Choice(rect, UI_SCALES, UI_SCALES.index(value), on_change=commit,
                          fmt=scale_caption)
        if name == "language":
            return Choice(rect, LANGUAGE_CHOICES, LANGUAGE_CHOICES.index(value), on_change=commit,
                          fmt=language_caption)
        return Toggle(rect, _("On") if value else _("Off"), bool(value), on_change=commit)

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
        if name == "language":
            set_language(resolve(value))
            self.relanguage = True  # every screen, this one too, on the next frame (as ui_scale)
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
                control.text = _("On") if control.value else _("Off")
        return changed

    def update(self, dt: float) -> None:
        if self.relanguage and self.manager is not None:
            self.relanguage = self.relayout = False
            self.manager.language_changed()  # rebuilds this screen too
        if self.relayout:
            self.relayout = False
            self.rebuild()
        if self._sync_toggles():
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for x0, x1, y in self.dividers:  # after the panel, under nothing else that matters
            pygame.draw.line(surface, palette.SETTINGS_RULE, (x0, y), (x1, y), max(1, self.px(1)))
