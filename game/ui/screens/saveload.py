"""Save / Load: every save (named slots and autosaves) with its rules, players, round, scores, date.

Unreadable files are listed greyed with their one-line reason and cannot be
loaded. Opened from a game (with its session) the screen can also save under a
name. Loading a finished game opens its final table.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import PSEUDO, SOURCE, _, language
from game.i18n.formats import moment
from game.ui import palette, theme
from game.ui.screens.menu_scene import MenuScene
from game.ui.widgets import Button, ListView, Panel, TextInput, draw_text, fill_alpha, fit_text

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.context import AppContext


def when(iso: str) -> str:
    """A stored ISO time as local 'Sat 30 Nov 2026, 14:05' in English, as the language writes a
    date and time in the others (or the text itself if unreadable)."""
    try:
        t = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return iso or ""
    if t.tzinfo is not None:
        t = t.astimezone()
    if language() in (SOURCE, PSEUDO):  # English keeps its weekday and 24-hour clock
        return f"{t:%a %d %b %Y, %H:%M}"
    return moment(t, "short")


def rules_title(name: str | None) -> str:
    """A rule set's name as the box says it ("Royal Wedding XXL"), whatever a save stored."""
    from game.engine.errors import BadOptions
    from game.engine.rules import get_rules

    try:
        return get_rules(str(name)).title
    except BadOptions:  # an unknown name from another version: say it as it is
        return str(name or "?").replace("_", " ").title()


def option_title(name: str, rules: str | None = None) -> str:
    """A variant's name for people, in their language, as New game offers it: "Middle Kingdom",
    "The Court · 1 set" (the index keeps `Options.enabled()`: "dynasty", "court (1)")."""
    from game.engine.errors import BadOptions
    from game.engine.rules import RULE_SETS, get_rules

    field, _sep, value = name.partition(" (")
    names = [rules] if rules in RULE_SETS else list(RULE_SETS)
    for rule_set in names:
        try:
            specs = get_rules(str(rule_set)).limits.options
        except BadOptions:
            continue
        for spec in specs:
            if spec.field != field:
                continue
            if value and spec.captions:
                picked = next((c for v, c in zip(spec.values, spec.captions, strict=False)
                               if str(v) == value.rstrip(")").split(" ")[0]), None)  # "1" or "1 set"
                if picked is not None:
                    return _(picked)
            return _(spec.label)
    return name.replace("_", " ").title()  # an option of another version: as it is written


def describe(info: Any) -> tuple[str, str]:
    """Two detail lines for a readable save: what is played, and who scored what."""
    opts = [option_title(str(o), info.rules) for o in getattr(info, "options", []) or []]
    games = getattr(info, "games", 1)
    parts = [rules_title(info.rules), *opts]
    if games > 1:
        parts.append(_("game {game} of {games}").format(game=getattr(info, "game", 1), games=games))
    if info.finished:
        parts.append(_("finished"))
    elif info.round:
        parts.append(_("round {round}").format(round=info.round))
    else:
        parts.append(_("first claims"))
    players = list(info.players)
    scores = list(info.scores)
    who = "  ·  ".join(
        f"{p}: {scores[i]}" if i < len(scores) else p for i, p in enumerate(players)
    )
    return "  ·  ".join(parts), who


class SaveLoadScene(MenuScene):
    def __init__(self, ctx: AppContext, session: Session | None = None) -> None:
        self.session = session
        self.infos: list[Any] = []
        self.later: dict[Any, Any] = {}  # path -> the newer save of the same game
        self.selected_path: Any = None
        default = session.save_name if session is not None else None
        title = rules_title(session.options.rules) if session is not None else ""
        self.save_name: str = default or (f"{title} {datetime.now():%Y-%m-%d %H.%M}" if session else "")
        self._listed = False  # the store is read on the first build, then after each change
        # the index missing or damaged: the saves are read in the background, the list says so
        # and fills in when they are read (the window never freezes)
        self.reading = False
        self.progress: tuple[int, int] | None = None
        super().__init__(ctx)
        self.group.focus(self.list)  # Up/Down pick a save, Enter loads it

    def _refresh_list(self) -> None:
        self._listed = True
        try:
            self.reading = not self.ctx.store.ready()
            self.infos = [] if self.reading else self.ctx.store.list()
        except Exception as e:  # a broken folder: say so, show nothing
            self.infos = []
            self.say(_("Cannot read the saves folder: {reason}").format(reason=e), bad=True)
        # Saves of a game that went on since: marked so an old slot never passes for the result.
        newest: dict[str, Any] = {}
        for info in self.infos:
            if info.ok:
                newest.setdefault(info.game_id, info)
        self.later = {
            i.path: newest[i.game_id] for i in self.infos
            if i.ok and newest[i.game_id].path != i.path
            and getattr(newest[i.game_id], "history_key", "") != getattr(i, "history_key", "")
        }

    def refresh(self) -> None:
        self._refresh_list()
        self.rebuild()

    def update(self, dt: float) -> None:
        if not self.reading:
            return
        progress = self.ctx.store.reading()
        if progress is None:  # the reading ended: the list, read from the index it built
            self.refresh()
        elif progress != self.progress:
            self.progress = progress
            self.dirty = True

    def reading_text(self) -> str:
        from game.ui.screens.title import reading_words

        return reading_words(self.progress)

    # --- layout ---------------------------------------------------------------------
    def build(self) -> None:
        if not self._listed:
            self._refresh_list()
        w, h = self.size
        margin = self.px(theme.PAD_L)
        top = self.px(110)
        width = min(w - 2 * margin, self.px(1400))
        self.panel = self.group.add(Panel(pygame.Rect((w - width) // 2, top, width, h - top - self.px(150)),
                                                  scale=self.scale))
        inner = self.panel.rect.inflate(-self.px(64), -self.px(56))
        bh = self.px(theme.BUTTON_H)
        if self.session is not None:
            row = pygame.Rect(inner.x, inner.y, inner.w, self.px(theme.ROW_H))
            save_w = self.px(200)
            # "Save as" takes the room its words need (French and German are longer than English)
            label_font = self.ctx.assets.font(self.px(theme.FONT_BODY), bold=True)
            label_w = max(self.px(130), label_font.size(_("Save as"))[0] + self.px(14))
            self.name_input = self.group.add(TextInput(
                (row.x + label_w, row.y, row.w - label_w - save_w - self.px(theme.GAP), row.h),
                self.save_name, on_change=self._name_changed, max_len=60, on_submit=lambda _t: self.save(),
                placeholder=_("Name of the save")))
            save_rect = (row.right - save_w, row.y - self.px(4), save_w, row.h + self.px(8))
            self.save_button = self.group.add(Button(save_rect, _("Save"), self.save, style="primary"))
            inner = pygame.Rect(inner.x, row.bottom + self.px(theme.PAD), inner.w,
                                inner.h - row.h - self.px(theme.PAD))
        row_h = self.px(78)
        inner.h -= inner.h % row_h  # whole rows only: no half row cut by the frame
        self.list_rect = inner
        self.list = self.group.add(ListView(inner, self.infos, row_h, self._draw_row,
                                            on_select=self._selected, on_activate=lambda _i: self.load()))
        paths = [i.path for i in self.infos]
        if self.selected_path in paths:
            self.list.select(paths.index(self.selected_path))
        elif self.infos:  # the newest save that can be loaded
            ok = [i for i, info in enumerate(self.infos) if info.ok]
            self.list.select(ok[0] if ok else 0)
        # bottom buttons
        bw = self.px(230)
        gap = self.px(theme.PAD)
        y = h - self.px(40) - bh
        total = 4 * bw + 3 * gap
        x = w // 2 - total // 2
        self.load_button = self.group.add(Button((x, y, bw, bh), _("Load"), self.load, key=pygame.K_l,
                                                 style="primary"))
        self.replay_button = self.group.add(Button((x + bw + gap, y, bw, bh), _("Replay"), self.replay,
                                                   key=pygame.K_r))
        self.delete_button = self.group.add(Button((x + 2 * (bw + gap), y, bw, bh), _("Delete"), self.delete,
                                                   key=pygame.K_DELETE, style="danger"))
        self.back_button = self.group.add(Button((x + 3 * (bw + gap), y, bw, bh), _("Back"), self.close))
        self._update_buttons()

    def _name_changed(self, text: str) -> None:
        self.save_name = text

    def _selected(self, info: Any) -> None:
        self.selected_path = info.path if info is not None else None
        self._update_buttons()
        self.dirty = True

    def _update_buttons(self) -> None:
        info = self.list.selected_item if hasattr(self, "list") else None
        if hasattr(self, "load_button"):
            self.load_button.enabled = info is not None and info.ok
            self.load_button.tooltip = (None if info is None or info.ok
                                        else _("Cannot load: {reason}").format(reason=info.reason))
            self.delete_button.enabled = info is not None
            self.replay_button.enabled = info is not None and info.ok
            self.replay_button.tooltip = (
                _("Watch the game again, move by move (R)") if info is None or info.ok
                else _("Cannot replay: {reason}").format(reason=info.reason))

    # --- actions --------------------------------------------------------------------
    def load(self) -> None:
        from saves.errors import SaveError

        info = self.list.selected_item
        if info is None or not info.ok:
            return
        try:
            session, newer = self.ctx.store.load_to_play(info.path)
        except SaveError as e:
            self.say(_("Cannot load: {reason}").format(reason=e.reason), bad=True)
            self.refresh()
            return
        self.ctx.manager.clear_to(self.ctx.scenes.title())
        table = self.ctx.scenes.table(session)
        if newer is not None and hasattr(table, "show_toast"):
            # The player must know the later save is still there, and that this is a copy.
            if newer.finished:
                said = _("An earlier save: you play on in a copy called “{name}”; "
                         "the later save, finished, is kept.").format(name=session.save_name)
            else:
                said = _("An earlier save: you play on in a copy called “{name}”; "
                         "the later save, at round {round}, is kept.").format(
                             name=session.save_name, round=newer.round)
            table.show_toast(said)
        self.ctx.manager.push(table)

    def replay(self) -> None:
        """Watch the selected save again, read-only; closing the replay comes back here."""
        from saves.errors import SaveError

        info = self.list.selected_item
        if info is None or not info.ok:
            return
        try:
            session = self.ctx.store.load(info.path)  # as saved: never a copy to play on
        except SaveError as e:
            self.say(_("Cannot replay: {reason}").format(reason=e.reason), bad=True)
            self.refresh()
            return
        self.ctx.manager.push(self.ctx.scenes.replay(session))

    def delete(self) -> None:
        info = self.list.selected_item
        if info is None:
            return
        # four whole questions: the autosave or a named save, counted in the statistics or not
        counted = self.leaves_statistics(info)
        if info.kind == "autosave":
            text = (_("Delete the autosave of this game? This cannot be undone. The game will no "
                      "longer count in the statistics.") if counted
                    else _("Delete the autosave of this game? This cannot be undone."))
        else:
            text = (_("Delete “{name}”? This cannot be undone. The game will no longer count in the "
                      "statistics.") if counted
                    else _("Delete “{name}”? This cannot be undone.")).format(name=info.name)
        self.ctx.manager.push(self.ctx.scenes.confirm(
            text, lambda: self._really_delete(info), yes=_("Delete"), no=_("Keep")))

    def leaves_statistics(self, info: Any) -> bool:
        """Deleting `info` takes its game out of the statistics: it is the newest save of a
        finished game (the one they read) and no other save of the game holds the result."""
        if not (info.ok and info.finished):
            return False
        same = [i for i in self.infos if i.ok and i.game_id == info.game_id and i.path != info.path]
        return not any(i.finished for i in same)

    def _really_delete(self, info: Any) -> None:
        from saves.errors import SaveError

        try:
            self.ctx.store.delete(info.path)
        except SaveError as e:
            self.say(_("Cannot delete: {reason}").format(reason=e.reason), bad=True)
        else:
            self.say(_("Deleted {name}.").format(name=info.name))
        self.refresh()

    def save(self) -> None:
        if self.session is None:
            return
        name = self.save_name.strip()
        if not name:
            self.say(_("Give the save a name first."), bad=True)
            return
        try:
            exists = self.ctx.store.slot_path(name).exists()
        except Exception:
            exists = False
        if exists and self.ctx.store.keeps_result(self.session, name):
            # Never offer to replace what can't be replaced: a finished result stays.
            self.say(_("“{name}” holds a finished game's result: choose another name.").format(name=name),
                     bad=True)
            return
        if exists and name != (self.session.save_name or ""):
            self.ctx.manager.push(self.ctx.scenes.confirm(
                _("A save called “{name}” exists. Replace it?").format(name=name),
                lambda: self._really_save(name), yes=_("Replace"), no=_("Cancel")))
        else:
            self._really_save(name)

    def _really_save(self, name: str) -> None:
        from saves.errors import SaveError

        assert self.session is not None  # the save view opens only over a game
        try:
            path = self.ctx.store.save(self.session, name)
        except SaveError as e:
            self.say(_("Not saved: {reason}").format(reason=e.reason), bad=True)
            return
        self.selected_path = path
        self.say(_("Saved as “{name}”.").format(name=self.session.save_name if self.session else name))
        self.refresh()
        self.group.focus(self.list)  # as when the screen opened: the list keeps its frame, nothing jumps

    # --- drawing --------------------------------------------------------------------
    def _draw_row(self, surface: pygame.Surface, r: pygame.Rect, info: Any, selected: bool,
                  hovered: bool) -> None:
        a = self.ctx.assets
        pad = self.px(theme.GAP + 4)
        if selected:
            fill_alpha(surface, theme.ROW_SELECTED, r.inflate(-2, -2), self.px(6))
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(-2, -2), self.px(2), border_radius=self.px(6))
        elif hovered:
            fill_alpha(surface, theme.ROW_HOVER, r.inflate(-2, -2), self.px(6))
        big = a.font(self.px(theme.FONT_BODY + 1), bold=True)
        small = a.font(self.px(theme.FONT_SMALL))
        date_w = self.px(250)
        x = r.x + pad
        y1, y2 = r.y + self.px(10), r.y + self.px(44)
        name_colour = theme.TEXT if info.ok else theme.TEXT_DIM
        name = fit_text(info.name, big, r.w // 2)
        nr = draw_text(surface, name, big, name_colour, (x, y1))
        badges = []
        if info.kind == "autosave":
            badges.append((_("AUTOSAVE"), palette.BADGE_AUTOSAVE))
        if info.ok and info.finished:
            badges.append((_("FINISHED"), palette.BADGE_FINISHED))
        later = self.later.get(info.path)
        if later is not None:
            badges.append((_("EARLIER"), palette.BADGE_EARLIER))
        if not info.ok:
            badges.append((_("UNREADABLE"), palette.BADGE_UNREADABLE))
        bx = nr.right + self.px(10)
        tiny = a.font(self.px(13), bold=True)
        for text, colour in badges:
            tw, th = tiny.size(text)
            badge = pygame.Rect(bx, nr.centery - th // 2 - self.px(3), tw + self.px(12), th + self.px(6))
            pygame.draw.rect(surface, colour, badge, border_radius=badge.h // 2)
            draw_text(surface, text, tiny, palette.BADGE_INK, badge.center, "center")
            bx = badge.right + self.px(6)
        date_pos = (r.right - pad, y1 + self.px(3))
        draw_text(surface, when(info.updated), small, theme.TEXT_DIM, date_pos, "topright")
        width = r.w - 2 * pad
        if info.ok:
            what, who = describe(info)
            if later is not None:
                what += "  ·  " + (_("later: finished") if later.finished
                                   else _("later: round {round}").format(round=later.round))
            # the names are whole (a team's both): they take the room they need, what is played
            # gives way first; names longer than the whole row go down a size before any is cut
            gap = self.px(20)
            who_font = small
            if small.size(who)[0] > width - gap - min(small.size(what)[0], width // 4):
                who_font = a.font(self.px(theme.FONT_SMALL - 2))
            who_w = min(who_font.size(who)[0], width - gap - min(small.size(what)[0], width // 4))
            draw_text(surface, fit_text(what, small, width - gap - who_w), small, theme.ACCENT_LIGHT, (x, y2))
            draw_text(surface, fit_text(who, who_font, who_w), who_font, theme.TEXT,
                      (r.right - pad, y2), "topright")
        else:
            draw_text(surface, fit_text(info.reason or _("unreadable"), small, width - date_w), small,
                      palette.UNREADABLE_TEXT, (x, y2))

    def draw_content(self, surface: pygame.Surface) -> None:
        title = _("Save or load") if self.session is not None else _("Load a game")
        self.draw_heading(surface, title, self.px(24))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        a = self.ctx.assets
        if self.session is not None:
            font = a.font(self.px(theme.FONT_BODY), bold=True)
            r = self.name_input.rect
            draw_text(surface, _("Save as"), font, theme.TEXT, (self.list_rect.x, r.centery), "midleft")
        if not self.infos:
            font = a.font(self.px(theme.FONT_BODY + 2))
            text = self.reading_text() if self.reading else _("No saved games yet.")
            draw_text(surface, text, font, theme.TEXT_DIM, self.list_rect.center, "center")
        msg = pygame.Rect(0, self.panel.rect.bottom + self.px(6), self.size[0], self.px(34))
        self.draw_message(surface, msg)
