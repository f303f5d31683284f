"""The waiting room of a table on a server: its join code to read out, every seat (who has
joined, who is still open, the AI seats), and Start for the host once no seat is open. When the
game is playing (started here, or opened again from the list) the table replaces this screen;
an ended table opens on its results."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.net_words import error_words
from game.ui.screens.menu_scene import MenuScene
from game.ui.screens.online import shown_code
from game.ui.symbols import draw_symbol
from game.ui.widgets import Button, Panel, draw_text
from game.ui.widgets.draw import wrap_text

if TYPE_CHECKING:
    from game.net.lobby import Lobby
    from game.session import Session
    from game.ui.context import AppContext


def seat_words(seat: dict[str, Any], mine: set[int]) -> str:
    """One seat of the room as its row reads."""
    from game.ui.screens.newgame import kind_name

    if seat["kind"] == "open":
        return _("Open: waiting for a friend")
    if seat["kind"] == "ai":
        return f"{seat['name']} · {kind_name(('ai', seat['level']))}"
    tags = []
    if seat["seat"] in mine:
        tags.append(_("you"))
    if seat.get("host"):
        tags.append(_("host"))
    if seat.get("presence") == "away":
        tags.append(_("away"))
    return " · ".join([seat["name"], *tags])


class RoomScene(MenuScene):
    def __init__(self, ctx: AppContext, lobby: Lobby, code: str) -> None:
        self.lobby = lobby
        self.code = code
        self.seen: Any = None  # the room last laid out
        super().__init__(ctx)

    @property
    def room(self) -> dict[str, Any] | None:
        return self.lobby.rooms.get(self.code)

    def build(self) -> None:
        px = self.px
        frame = self.design_frame()
        gap = px(theme.PAD)
        left, right = self.two_panels(0.55)
        # drawn by draw_content, not the group: the seats and the code go on them, under any note
        self.seats_panel = Panel(left, _("Seats"), scale=self.scale)
        self.code_panel = Panel(right, _("Invite"), scale=self.scale)
        bw, bh = px(240), px(theme.BUTTON_H + 4)
        by = frame.bottom - px(22) - bh
        w = self.size[0]
        self.group.add(Button((w // 2 - bw - gap // 2, by, bw, bh), _("Back"), self.close))
        room = self.room
        mine = self.lobby.mine.get(self.code, set())
        hosting = self.code in self.lobby.hosting
        full = room is not None and all(s["kind"] != "open" for s in room["seats"])
        tip = (_("Every seat is taken: start the game") if full
               else _("Start when every open seat has a friend in it"))
        self.start_button = self.group.add(Button(
            (w // 2 + gap // 2, by, bw, bh), _("Start"), self.start, key=pygame.K_RETURN, style="primary",
            enabled=hosting and full and room is not None and room["status"] == "waiting",
            tooltip=tip if hosting else _("The host starts the game")))
        self.rows: list[tuple[pygame.Rect, dict[str, Any]]] = []
        if room is not None:
            area = self.seats_panel.content_rect(self.scale)
            row = px(theme.ROW_H)
            for i, seat in enumerate(sorted(room["seats"], key=lambda s: s["seat"])):
                self.rows.append((pygame.Rect(area.x, area.y + i * (row + px(6)), area.w, row), seat))
        self.mine = mine

    def start(self) -> None:
        seat = min(self.lobby.mine.get(self.code, {-1}))
        self.lobby.client.start_game(self.code, seat)
        self.say(_("Starting…"))

    def update(self, dt: float) -> None:
        lobby = self.lobby
        lobby.poll()
        for err in lobby.errors:
            self.say(error_words(str(err.get("code")), err), bad=True)
        lobby.errors.clear()
        lobby.joined.clear()  # this screen is the room they open
        if self.code in lobby.over:
            self._open_finished(lobby.over.pop(self.code))
            return
        if lobby.ready(self.code):
            # the table asks an OnlineSession what it asks a Session (game.net.online says how
            # the two differ: `remote`, `remote_to_act`, `poll`); it is not one, hence the cast
            table = cast("Session", lobby.session(self.code))
            self.ctx.manager.replace(self.ctx.scenes.table(table))
            return
        if self.room != self.seen:
            self.seen = self.room
            self.rebuild()

    def _open_finished(self, record: dict[str, Any]) -> None:
        from game.net.client import session_of
        from game.session import SessionError

        try:
            session = session_of(record)
        except SessionError as e:
            self.say(str(e.reason), bad=True)
            return
        try:
            self.ctx.store.autosave(session)
        except Exception as e:  # the result stays on the server; say why it is not kept here
            self.say(_("Autosave failed: {error}").format(error=e), bad=True)
        self.ctx.manager.replace(self.ctx.scenes.table(session))

    def draw_content(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        self.seats_panel.draw(surface, a)
        self.code_panel.draw(surface, a)
        px = self.px
        frame = self.design_frame()
        self.draw_heading(surface, _("Table {code}").format(code=shown_code(self.code)), frame.y + px(18))
        body = a.font(px(theme.FONT_BODY), bold=True)
        small = a.font(px(theme.FONT_SMALL + 2))
        if self.room is None:
            area = self.seats_panel.content_rect(self.scale)
            draw_text(surface, _("Waiting for the server…"), body, theme.TEXT_DIM, area.topleft)
        for rect, seat in self.rows:
            colour = seat.get("colour")
            chip = pygame.Rect(rect.x, rect.y + rect.h // 4, rect.h // 2, rect.h // 2)
            if colour:  # in its shape too: a seat is never told by colour alone
                draw_symbol(surface, a.symbol(colour), chip.center, chip.w * 0.62, a.colour(colour))
            else:
                pygame.draw.rect(surface, theme.TEXT_DIM, chip, px(2), border_radius=px(4))
            text = seat_words(seat, self.mine)
            tone = theme.TEXT_DIM if seat["kind"] == "open" else theme.TEXT
            draw_text(surface, text, body, tone, (chip.right + px(12), rect.centery), "midleft")
        area = self.code_panel.content_rect(self.scale)
        y = area.y
        for line in (_("Read this code to your friends:"),):
            y = draw_text(surface, line, small, theme.TEXT, (area.centerx, y), "midtop").bottom + px(8)
        big = a.font(px(theme.FONT_TITLE * 0.8), bold=True)
        y = draw_text(surface, shown_code(self.code), big, theme.ACCENT_LIGHT, (area.centerx, y), "midtop",
                      theme.SHADOW).bottom + px(14)
        url = (self.lobby.shared_url or self.lobby.url).removeprefix("ws://")
        # One sentence for the translators (their word order), wrapped as a whole.
        said = _("They choose Play online, this server ({server}), then Join with the code.")
        said = said.format(server=url)
        for line in wrap_text(said, small, area.w):
            y = draw_text(surface, line, small, theme.TEXT_DIM, (area.centerx, y), "midtop").bottom
            y += px(4)
        if self.room is not None:  # joining accepts the table's hints, so it says so first
            hints = (_("Hints are on at this table: everyone agrees to them by joining.")
                     if self.room.get("hints") else _("No hints at this table."))
            y += px(10)
            for line in wrap_text(hints, small, area.w):
                y = draw_text(surface, line, small, theme.TEXT, (area.centerx, y), "midtop").bottom
        msg = pygame.Rect(frame.x, self.seats_panel.rect.bottom + px(4), frame.w, px(26))
        self.draw_message(surface, msg)
