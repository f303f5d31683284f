"""The pause menu: an overlay on the table (Esc), with the game still visible underneath."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.ui import theme
from game.ui.screens.menu_scene import MenuScene, centred, column, draw_scrim
from game.ui.widgets import Button, draw_panel, draw_text

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.context import AppContext


class PauseScene(MenuScene):
    """Resume, Save, Load, Settings, Rules, Main menu, Quit. Esc resumes.

    Leaving (Main menu, Quit) autosaves first, so nothing is lost even
    without a named save; if that autosave fails, the pause menu says why and asks first.
    """

    overlay = True

    def __init__(self, ctx: AppContext, session: Session) -> None:
        self.session = session
        self.shown: dict[str, str] = {}
        super().__init__(ctx)

    def _entries(self) -> list[tuple[str, Any, int | None, str]]:
        return [
            (N_("Resume"), self.close, None, "icon_play"),
            *self._game_entries(),
            (N_("Settings"), self.open_settings, None, "icon_settings"),
            (N_("Rules"), self.open_rules, pygame.K_h, "icon_rules"),
            (N_("Main menu"), self.main_menu, pygame.K_m, "icon_home"),
            (N_("Quit"), self.quit, pygame.K_q, "icon_quit"),
        ]

    def _game_entries(self) -> list[tuple[str, Any, int | None, str]]:
        if self.session.remote:  # a table on a server: it keeps the game; leaving it is coming back
            return [(N_("Leave the table"), self.leave_table, pygame.K_l, "icon_home"), *self._away_entries()]
        return [(N_("Save game"), self.save_game, pygame.K_s, "icon_save"),
                (N_("Load game"), self.load_game, pygame.K_l, "icon_load")]

    def _away_entries(self) -> list[tuple[str, Any, int | None, str]]:
        """The host's say over a seat whose person stays away: the computer plays it (Normal)
        until the host takes it back (at most two such seats listed: a table seats five)."""
        s = self.session
        out: list[tuple[str, Any, int | None, str]] = []
        if not s.remote or not s.hosting():
            return out
        for person in s.away_people()[:2]:
            name = s.people()[person].name
            if s.stand_in(person):
                text = _("{name} plays again").format(name=name)
                self.shown[text] = text
                out.append((text, partial(self._stand_in, person, None), None, "icon_play"))
            else:
                text = _("Computer plays for {name}").format(name=name)
                self.shown[text] = text
                out.append((text, partial(self._stand_in, person, "normal"), None, "icon_settings"))
        return out

    def _stand_in(self, person: int, level: str | None) -> None:
        self.session.set_stand_in(person, level)
        self.close()

    def build(self) -> None:
        entries = self._entries()
        bw, bh, gap = self.px(theme.BUTTON_W), self.px(theme.BUTTON_H - 4), self.px(theme.GAP - 2)
        title_h = self.px(theme.FONT_TITLE * 0.7 + theme.PAD)
        pad = self.px(theme.PAD_L)
        h = title_h + len(entries) * bh + (len(entries) - 1) * gap + 2 * pad
        self.box = centred(self.size, bw + 2 * pad, h)
        rects = column(self.box.x + pad, self.box.y + pad + title_h, bw, bh, gap, len(entries))
        self.buttons: dict[str, Button] = {}
        for rect, (text, fn, key, icon) in zip(rects, entries, strict=True):
            style = "primary" if text == "Resume" else "normal"
            # keyed by the English words (what the tests and the code name), drawn in the language's
            shown = self.shown.get(text) or _(text)  # an away player's entry is worded already
            self.buttons[text] = self.group.add(Button(rect, shown, fn, icon=icon, key=key, style=style))

    # --- actions --------------------------------------------------------------------
    def _autosave(self) -> str | None:
        """Write the autosave; why it failed, or None."""
        if self.session.remote:  # its server holds every move
            return None
        try:
            self.ctx.store.autosave(self.session)
        except Exception as e:  # said in the window: leaving must still be possible, knowingly
            reason = getattr(e, "reason", None) or str(e) or type(e).__name__
            print(f"kingdomino: autosave failed: {reason}", flush=True)
            return reason
        return None

    def _leave(self, then: Callable[[], None]) -> None:
        """Autosave, then `then`; if the autosave failed, say why and ask before leaving."""
        reason = self._autosave()
        if reason is None:
            then()
            return
        if self.session.is_over():
            text = _("The result could not be saved again ({reason}). The save written when the "
                     "game ended still holds it. Leave anyway?").format(reason=reason)
        else:
            text = _("Your game could not be saved ({reason}). If you leave now, the moves since "
                     "the last save are lost. Leave anyway?").format(reason=reason)
        self.say(_("Autosave failed: {reason}").format(reason=reason), bad=True)
        self.ctx.manager.push(self.ctx.scenes.confirm(text, then, yes=_("Leave"), no=_("Stay")))

    def save_game(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.save_load(self.session))

    def load_game(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.save_load(None))

    def leave_table(self) -> None:
        """Back to Play online: the table waits on its server, listed there to come back to."""
        self.close()  # this menu
        self.ctx.manager.pop()  # the table

    def open_settings(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.settings())

    def open_rules(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.rules(self.session.options.rules))

    def main_menu(self) -> None:
        self._leave(lambda: self.ctx.manager.clear_to(self.ctx.scenes.title()))

    def quit(self) -> None:
        # asks, as the title screen does: a stray Q must not close the window mid-game; and says
        # only what is true: a finished game is not "continued", its result is kept
        if self.session.remote and not self.session.is_over():
            text = _("Quit Kingdomino? Your table waits on its server: Play online opens it again.")
        elif self.session.is_over():
            text = _("Quit Kingdomino? This game is over and its result is saved.")
        else:
            text = _("Quit Kingdomino? Your game is saved: Continue resumes it.")
        self.ctx.manager.push(self.ctx.scenes.confirm(text, self._really_quit, yes=_("Quit"), no=_("Stay")))

    def _really_quit(self) -> None:
        self._leave(self.ctx.manager.quit)

    # --- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_scrim(surface)
        draw_panel(surface, self.ctx.assets, self.box, scale=self.scale)
        font = self.ctx.assets.font(self.px(theme.FONT_TITLE * 0.7), title=True)
        pos = (self.box.centerx, self.box.y + self.px(theme.PAD_L - 4))
        draw_text(surface, _("Paused"), font, theme.ACCENT_LIGHT, pos, "midtop", theme.SHADOW)
        self.group.draw(surface, self.ctx.assets)
        self.draw_message(surface, pygame.Rect(0, self.box.bottom + self.px(8), self.size[0], self.px(30)))
