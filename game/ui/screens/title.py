"""The title screen: New game, Continue, Load, Learn to play, Statistics, Settings, Rules, Quit."""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.ui import palette, theme
from game.ui.screens.menu_scene import MenuScene, column
from game.ui.widgets import Button, draw_panel, draw_text
from game.ui.widgets.draw import wrap_text

if TYPE_CHECKING:
    from game.ui.context import AppContext


def reading_words(progress: tuple[int, int] | None) -> str:
    """What a screen says while the saves are read (saves.rebuild.reading_text's words, which
    stay language-free): how far the reading is, when known."""
    done, total = progress or (0, 0)
    if not total:
        return _("Reading your saves…")
    return _("Reading your saves: {done} of {total}…").format(done=done, total=total)


def continue_text(info: Any) -> str:
    """The Continue button's words: what it resumes (the rule set and the round), not only
    that something can be resumed."""
    from game.engine import BadOptions
    from game.engine.rules import get_rules

    try:
        title = get_rules(info.rules).title
    except BadOptions:  # a save of a rule set this version lacks: still say the round
        title = ""
    if title:  # whole sentences: the round's words differ from the first claims' in some languages
        if info.round:
            return _("Continue {game}, round {round}").format(game=title, round=info.round)
        return _("Continue {game}, first claims").format(game=title)
    if info.round:
        return _("Continue: round {round}").format(round=info.round)
    return _("Continue: first claims")


def continue_note(info: Any) -> str:
    """Continue's note: the save, the round and every kingdom by its whole name (a team's both)."""
    players = ", ".join(info.players)  # the save's name and the players' are theirs, untranslated
    if info.round:
        return _("{save}, at round {round}, played by {players}.").format(
            save=info.name, round=info.round, players=players)
    return _("{save}, at the first claims, played by {players}.").format(save=info.name, players=players)


def results_note(info: Any) -> str:
    """The results link's note: the finished game and its scores."""
    from game.engine import BadOptions
    from game.engine.rules import get_rules

    try:
        title = get_rules(info.rules).title
    except BadOptions:  # a rule set this version lacks: its name as stored
        title = info.rules
    scores = ", ".join(f"{p} {s}" for p, s in zip(info.players, info.scores, strict=False))
    return _("The final table of the last {game} game, with its results: {scores}.").format(
        game=title, scores=scores)


class TitleScene(MenuScene):
    """The first screen. Continue is on only when an unfinished game was autosaved or saved; it
    keeps its place when off, so the menu never shifts under the pointer."""

    esc_closes = False
    music = "title"  # game.ui.music.MENU_PIECE: the menus' piece

    def __init__(self, ctx: AppContext) -> None:
        # While the saves are read in the background (the index missing or damaged), Continue
        # waits, saying so, and the screen fills in when they are read: it never freezes.
        self.reading = not self._ready(ctx)
        self.resume: Any
        self.last_result: Any
        self.resume, self.last_result = (None, None) if self.reading else self._latest(ctx)
        self.progress: tuple[int, int] | None = None
        super().__init__(ctx)

    @staticmethod
    def _ready(ctx: AppContext) -> bool:
        try:
            return ctx.store.ready()
        except Exception:  # a broken saves folder: the listing says nothing either
            return True

    @staticmethod
    def _latest(ctx: AppContext) -> tuple[Any, Any]:
        """What Continue resumes (the newest unfinished game) and the newest game if it is
        finished (its results are one click away)."""
        try:
            games = ctx.store.newest_per_game()
        except Exception:  # a broken saves folder must not stop the title from showing
            return None, None
        resume = next((i for i in games if not i.finished), None)
        last = games[0] if games and games[0].finished else None
        return resume, last

    def _refresh(self) -> None:
        latest = self._latest(self.ctx)
        if latest != (self.resume, self.last_result):
            self.resume, self.last_result = latest
            self.rebuild()

    def enter(self) -> None:
        if not self.reading:
            self.reading = not self._ready(self.ctx)
            if self.reading:  # the index went missing meanwhile: wait for it, as when opened
                self.resume = self.last_result = None
                self.rebuild()
            else:
                self._refresh()
        super().enter()

    def update(self, dt: float) -> None:
        if not self.reading:
            return
        if self._ready(self.ctx):
            self.reading = False
            self._refresh()
            self.rebuild()
            return
        progress = self.ctx.store.reading()
        if progress != self.progress:
            self.progress = progress
            self.dirty = True

    def reading_text(self) -> str:
        return reading_words(self.progress)

    def _logo_box(self) -> pygame.Rect:
        """The emblem's box: the left part of the screen, above the title text."""
        x, y, w, h = self.design_frame()  # the emblem and the menu as one picture, whatever the window
        box = pygame.Rect(0, 0, round(w * 0.46), h - self.px(330))
        box.midtop = (x + round(w * 0.31), y + self.px(40))
        return box

    def build(self) -> None:
        from game.engine.rules import REGISTRY

        entries: list[tuple[str, Any, int, str | None, str | None]] = [
            (N_("New game"), self.new_game, pygame.K_n, None, "icon_play"),
        ]
        if self.resume is not None:
            tip = continue_note(self.resume)
        elif self.reading:
            tip = _("Your saves are being read: Continue comes when they are.")
        else:
            tip = _("No unfinished game to continue")
        entries.append((N_("Continue"), self.continue_game, pygame.K_c, tip, "icon_continue"))
        entries += [
            (N_("Load game"), self.load_game, pygame.K_l, None, "icon_load"),
            (N_("Play online"), self.play_online, pygame.K_o,
             _("Play with friends at their own screens: host a table or join one (O)"), "icon_play"),
            (N_("Learn to play"), self.learn, pygame.K_e, _("A guided game for each rule set (E)"),
             "icon_rules"),
            (N_("Statistics"), self.open_statistics, pygame.K_t, _("Your record across finished games (T)"),
             None),
            (N_("Settings"), self.open_settings, pygame.K_s, None, "icon_settings"),
            (N_("Rules"), self.open_rules, pygame.K_h, _("The Kingdomino rules (H)"), "icon_rules"),
            (N_("Quit"), self.quit, pygame.K_q, None, "icon_quit"),
        ]
        frame = self.design_frame()
        # nine entries in the height eight had: rows, gaps and padding a little tighter (the menu
        # stays clear of the footer at 1280×720)
        roomy = len(entries) <= 8
        bw = self.px(theme.BUTTON_W + 20)
        bh = self.px(theme.BUTTON_H + (4 if roomy else 0))
        gap = self.px(theme.GAP + (4 if roomy else -2))
        pad = self.px(theme.PAD_L - (0 if roomy else 4))
        # the menu stays clear of the game's name beside it and inside the frame; measured at the
        # design size, so the menu is the same shape at every scale
        a = self.ctx.assets
        name_w = a.font(theme.FONT_HERO, title=True).size("Kingdomino")[0]
        left = self._logo_box().centerx + self.px(name_w // 2 + 24)
        right = frame.right - self.px(24)
        # what Continue resumes reads at the menu's size: the menu is as wide as the longest it may
        # say, whether a game is there or not (the buttons never move when one appears)
        font = a.font(round((theme.BUTTON_H + 4) * 0.42), bold=True)
        words = max(font.size(continue_text(SimpleNamespace(rules=r, round=12)))[0] for r in REGISTRY)
        bw = min(self.px(max(theme.BUTTON_W + 20, words + 40)), right - left - 2 * pad)
        total = len(entries) * bh + (len(entries) - 1) * gap
        self.menu_box = pygame.Rect(0, 0, bw + 2 * pad, total + 2 * pad)
        self.menu_box.center = (frame.x + round(frame.w * 0.73), frame.centery - self.px(10))
        self.menu_box.left = max(self.menu_box.left, left)
        self.menu_box.right = min(self.menu_box.right, right)
        rects = column(self.menu_box.x + pad, self.menu_box.y + pad, bw, bh, gap, len(entries))
        self.buttons: dict[str, Button] = {}
        for rect, (text, fn, key, hint, icon) in zip(rects, entries, strict=True):
            style = "primary" if text in ("New game", "Continue") else "normal"
            # keyed by the English words (what the code and the tests name), drawn in the language's
            shown = continue_text(self.resume) if text == "Continue" and self.resume else _(text)
            self.buttons[text] = self.group.add(Button(rect, shown, fn, icon=icon, key=key, tooltip=hint,
                                                       style=style))
        self.buttons["Continue"].enabled = self.resume is not None
        # the newest game is finished: its results, one click away, under the game's name (the
        # menu keeps its places, and fills the height at 1280×720)
        if self.last_result is not None:
            rect = pygame.Rect(0, 0, self.px(340), self.px(theme.BUTTON_H - 10))
            rect.midbottom = (self._logo_box().centerx, frame.bottom - self.px(44))
            self.buttons["Results"] = self.group.add(Button(
                rect, _("Last game's results"), self.open_results, key=pygame.K_r,
                tooltip=results_note(self.last_result)))

    # --- actions --------------------------------------------------------------------
    def new_game(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.new_game())

    def continue_game(self) -> None:
        from saves.errors import SaveError

        if self.resume is None:
            return
        try:
            session = self.ctx.store.load(self.resume.path)
        except SaveError as e:
            self.say(_("Cannot continue: {reason}").format(reason=e.reason), bad=True)
            return
        self.ctx.manager.push(self.ctx.scenes.table(session))

    def open_results(self) -> None:
        """The newest game's final table, as loading it does: its results are on it."""
        from saves.errors import SaveError

        if self.last_result is None:
            return
        try:
            session = self.ctx.store.load(self.last_result.path)
        except SaveError as e:
            self.say(_("Cannot open the results: {reason}").format(reason=e.reason), bad=True)
            return
        self.ctx.manager.push(self.ctx.scenes.table(session))

    def load_game(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.save_load(None))

    def play_online(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.online())

    def learn(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.lessons())

    def open_statistics(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.statistics())

    def open_settings(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.settings())

    def open_rules(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.rules())

    def quit(self) -> None:
        self.ctx.manager.quit()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.ctx.manager.push(self.ctx.scenes.confirm(_("Quit Kingdomino?"), self.quit, yes=_("Quit"),
                                                          no=_("Stay")))

    # --- drawing --------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        box = self._logo_box()
        if a.has("logo"):
            logo = a.scaled_to_fit("logo", box.size)
            surface.blit(logo, logo.get_rect(midtop=box.midtop))
        font = a.font(self.px(theme.FONT_HERO), title=True)
        title_pos = (box.centerx, box.bottom + self.px(8))
        r = draw_text(surface, "Kingdomino", font, theme.ACCENT_LIGHT, title_pos, "midtop",
                      palette.TITLE_SHADOW)
        sub = a.font(self.px(theme.FONT_BODY + 1))
        # wrapped between the frame's left edge and the menu (a longer language takes two lines)
        half = min(box.centerx - self.design_frame()[0], self.menu_box.left - box.centerx)
        room = 2 * half - self.px(theme.PAD)
        y = r.bottom + self.px(2)
        for line in wrap_text(_("Build the finest kingdom, one domino at a time"), sub, room):
            y = draw_text(surface, line, sub, theme.TEXT_DIM, (box.centerx, y), "midtop", theme.SHADOW).bottom
        draw_panel(surface, a, self.menu_box, scale=self.scale)
        small = a.font(self.px(theme.FONT_SMALL))
        w, h = self.size
        margin = self.px(theme.PAD)
        draw_text(surface, _("F11 fullscreen  ·  H rules  ·  Tab / arrows to move, Enter to choose"), small,
                  theme.TEXT_DIM, (margin, h - margin), "bottomleft", theme.SHADOW)
        draw_text(surface, f"v{_version()}", small, theme.TEXT_DIM, (w - margin, h - margin), "bottomright",
                  theme.SHADOW)
        msg = pygame.Rect(self.menu_box.x, self.menu_box.bottom + self.px(8), self.menu_box.w, self.px(30))
        if self.reading and not self.message:
            font = a.font(self.px(theme.FONT_BODY), bold=True)
            draw_text(surface, self.reading_text(), font, theme.ACCENT_LIGHT, msg.center, "center",
                      theme.SHADOW)
        self.draw_message(surface, msg)


def _version() -> str:
    try:
        from game.engine import VERSION

        return VERSION
    except ImportError:  # pragma: no cover
        return "?"
