"""A modal yes/no question over the current screen (delete a save, quit, overwrite)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.screens.menu_scene import MenuScene, centred, draw_scrim
from game.ui.widgets import Button, draw_panel, draw_text, wrap_text

if TYPE_CHECKING:
    from game.ui.context import AppContext


class ConfirmScene(MenuScene):
    """Asks `text`; Yes (Y) pops the dialog then calls on_yes, No (N, Esc) pops then on_no.

    Focus starts on No, so a stray Enter never confirms something destructive.
    """

    overlay = True
    esc_closes = False

    def __init__(
        self,
        ctx: AppContext,
        text: str,
        on_yes: Callable[[], None],
        on_no: Callable[[], None] | None = None,
        yes: str | None = None,
        no: str | None = None,
    ) -> None:
        # the callers pass words already translated; the defaults are chosen in the language of now
        self.text, self.on_yes, self.on_no = text, on_yes, on_no
        self.yes_text = yes if yes is not None else _("Yes")
        self.no_text = no if no is not None else _("No")
        self.answered: bool | None = None
        super().__init__(ctx)
        self.group.focus(self.no_button)

    def _lines(self, width: int) -> list[str]:
        return wrap_text(self.text, self.ctx.assets.font(self.px(theme.FONT_BODY + 2)), width)

    def build(self) -> None:
        w = self.px(560)
        lines = self._lines(w - 2 * self.px(theme.PAD_L))
        lh = self.ctx.assets.font(self.px(theme.FONT_BODY + 2)).get_linesize()
        h = self.px(44 + 30 + theme.BUTTON_H + 40) + lh * len(lines)
        self.box = centred(self.size, w, h)
        bw, bh = self.px(200), self.px(theme.BUTTON_H)
        y = self.box.bottom - self.px(40) - bh
        gap = self.px(theme.PAD)
        yes = pygame.Rect(self.box.centerx - gap // 2 - bw, y, bw, bh)
        no = pygame.Rect(self.box.centerx + gap // 2, y, bw, bh)
        self.yes_button = self.group.add(Button(yes, self.yes_text, self.answer_yes, key=pygame.K_y,
                                                style="danger"))
        self.no_button = self.group.add(Button(no, self.no_text, self.answer_no, key=pygame.K_n))

    def _finish(self, yes: bool) -> None:
        if self.answered is not None:
            return
        self.answered = yes
        if self.manager is not None and self.manager.top is self:
            self.manager.pop()
        callback = self.on_yes if yes else self.on_no
        if callback is not None:
            callback()

    def answer_yes(self) -> None:
        self._finish(True)

    def answer_no(self) -> None:
        self._finish(False)

    def on_key(self, event: pygame.event.Event) -> None:
        pass

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.answer_no()
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_scrim(surface)
        draw_panel(surface, self.ctx.assets, self.box, scale=self.scale)
        font = self.ctx.assets.font(self.px(theme.FONT_BODY + 2))
        y = self.box.y + self.px(44)
        for line in self._lines(self.box.w - 2 * self.px(theme.PAD_L)):
            draw_text(surface, line, font, theme.TEXT, (self.box.centerx, y), "midtop", theme.SHADOW)
            y += font.get_linesize()
        self.group.draw(surface, self.ctx.assets)
