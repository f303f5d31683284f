"""Stand-ins for the table and results scenes while `game.ui.table` / `game.ui.results` are missing.

They let the menus run end to end (start a game, load a save) before the real
screens land, and keep the smoke test honest about which part is missing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..widgets import draw_panel, draw_text
from .base import MenuScene, centred

if TYPE_CHECKING:
    from game.session import Session

    from ..context import AppContext


class PlaceholderTable(MenuScene):
    """Shows who plays and the seed; Esc opens the pause menu as the real table does."""

    esc_closes = False
    is_placeholder = True

    def __init__(self, ctx: AppContext, session: Session) -> None:
        self.session = session
        super().__init__(ctx)

    def on_key(self, event: pygame.event.Event) -> None:
        pass

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.manager is not None:
            self.manager.push(self.ctx.scenes.pause(self.session))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.manager is not None:
            self.manager.push(self.ctx.scenes.rules(self.session.options.rules))
            return
        super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        box = centred(self.size, self.px(640), self.px(300))
        draw_panel(surface, self.ctx.assets, box)
        a = self.ctx.assets
        draw_text(surface, "The table is not available in this build", a.font(self.px(26), bold=True),
                  theme.TEXT, (box.centerx, box.y + self.px(40)), "midtop")
        seats = ", ".join(s.name for s in self.session.seats)
        for i, line in enumerate((f"Players: {seats}", f"Seed: {self.session.seed}", "Esc: menu")):
            draw_text(surface, line, a.font(self.px(theme.FONT_BODY)), theme.TEXT_DIM,
                      (box.centerx, box.y + self.px(110 + 36 * i)), "midtop")


class PlaceholderResults(PlaceholderTable):
    pass
