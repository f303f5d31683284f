"""Play online: choose a server (this computer, one found on the local network, or an address
typed and remembered), then its tables: yours (your turn first), Host a table, or Join one with
the code a friend read out. The screen owns what it opened: the connection (game.net.lobby.Lobby),
the server this computer runs when hosting here, and the search of the local network; Back closes
them all (a table waits on its server, and comes back from the list)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.net_words import error_words
from game.ui.screens.menu_scene import MenuScene
from game.ui.widgets import Button, Label, Panel
from game.ui.widgets.base import Choice
from game.ui.widgets.fields import TextInput

if TYPE_CHECKING:
    from game.net.lobby import Lobby, LocalServer
    from game.ui.context import AppContext
    from saves.online import OnlineBook

MAX_TABLES_SHOWN = 6
MAX_FOUND_SHOWN = 3


def server_url(text: str) -> str | None:
    """A typed address as a WebSocket URL ("192.168.1.20", "host:9000", "wss://…"), or None."""
    from game.net.lobby import PORT

    text = text.strip()
    if not text or any(ch.isspace() for ch in text):
        return None
    if "://" not in text:
        text = "ws://" + text
    scheme, _sep, rest = text.partition("://")
    if scheme not in ("ws", "wss") or not rest:
        return None
    host = rest.split("/", 1)[0]
    if ":" not in host.rsplit("]", 1)[-1]:
        rest = rest.replace(host, f"{host}:{PORT}", 1)
    return f"{scheme}://{rest}"


def shown_code(code: str) -> str:
    """A join code as read out: two groups of five."""
    return f"{code[:5]}-{code[5:]}" if len(code) == 10 else code


def table_words(rules: str, status: str, your_turn: bool) -> str:
    from game.engine import BadOptions
    from game.engine.rules import get_rules

    try:
        title = get_rules(rules).title
    except BadOptions:
        title = rules
    if status == "waiting":
        state = _("waiting for players")
    elif status == "over":
        state = _("finished")
    elif your_turn:
        state = _("your turn")
    else:
        state = _("their turn")
    return f"{title} · {state}"


class OnlineScene(MenuScene):
    home = "online"  # a game played online ends with a way back here (results: Play online)

    def __init__(self, ctx: AppContext, discover: bool = True) -> None:
        from saves.online import OnlineBook

        self.book: OnlineBook = OnlineBook.load(ctx.store.folder.parent / "online.json")
        self.discover = discover
        self.finder: Any = None
        self.found: list[Any] = []
        self.local: LocalServer | None = None
        self.lobby: Lobby | None = None
        self.address = self.book.servers[0] if self.book.servers else ""
        self.join_code = ""
        self.name = self.book.name or _("Player {number}").format(number=1)
        self.colour: str | None = None
        self.awaiting: str | None = None  # "host" / "join": a room opens when the server answers
        self.status_seen = ""
        super().__init__(ctx)
        if self.book.problem:
            self.say(_("Your online seats could not be read; the file was set aside."), bad=True)

    # --- layout ---------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        frame = self.design_frame()
        left, right = self.two_panels(0.44)
        self.left = self.group.add(Panel(left, _("Server"), scale=self.scale))
        self.right = self.group.add(Panel(right, _("Tables"), scale=self.scale))
        self._build_servers(self.left.content_rect(self.scale))
        self._build_tables(self.right.content_rect(self.scale))
        bw, bh = px(240), px(theme.BUTTON_H + 4)
        self.group.add(Button((self.size[0] // 2 - bw // 2, frame.bottom - px(22) - bh, bw, bh), _("Back"),
                              self.close))

    def _build_servers(self, area: pygame.Rect) -> None:
        px = self.px
        row, gap = px(theme.ROW_H - 4), px(theme.GAP)
        y = area.y
        here = self.local is not None
        self.group.add(Button((area.x, y, area.w, row),
                              _("Hosting on this computer") if here else _("Host on this computer"),
                              self.host_here, enabled=not here, style="primary",
                              tooltip=_("A server inside this game: friends on your network join it")))
        y += row + gap // 2
        if self.local is not None:
            where = self.local.shared_url.removeprefix("ws://")
            text = _("Friends join at {address}").format(address=where)
            small = px(theme.FONT_SMALL + 2)
            self.group.add(Label((area.x, y, area.w, row), text, small, theme.ACCENT_LIGHT))
        y += row + gap
        self.group.add(Label((area.x, y, area.w, row), _("On your network"), px(theme.FONT_BODY), bold=True))
        y += row
        if not self.found:
            none = (_("No game found yet: searching…") if self.finder is not None
                    else _("Search unavailable here: type the address"))
            self.group.add(Label((area.x, y, area.w, 2 * row), none, px(theme.FONT_SMALL + 2), theme.TEXT_DIM,
                                 wrap=True))
            y += 2 * row
        for f in self.found[:MAX_FOUND_SHOWN]:
            url = f"ws://{f.address}:{f.port}"
            self.group.add(Button((area.x, y, area.w, row), f"{f.name} · {f.address}",
                                  partial(self.connect, url)))
            y += row + gap // 2
        y += gap
        self.group.add(Label((area.x, y, area.w, row), _("Address"), px(theme.FONT_BODY), bold=True))
        y += row
        bw = px(150)
        self.address_input = self.group.add(TextInput(
            (area.x, y, area.w - bw - gap, row), self.address, self._address_changed, max_len=80,
            placeholder=_("e.g. 192.168.1.20:8765"), on_submit=lambda _t: self.connect_typed()))
        self.group.add(Button((area.right - bw, y, bw, row), _("Connect"), self.connect_typed))
        y += row + gap
        for url in [u for u in self.book.servers if self.lobby is None or u != self.lobby.url][:2]:
            self.group.add(Button((area.x, y, area.w, row), url.removeprefix("ws://"),
                                  partial(self.connect, url), tooltip=_("A server you played on")))
            y += row + gap // 2

    def _build_tables(self, area: pygame.Rect) -> None:
        px = self.px
        row, gap = px(theme.ROW_H - 4), px(theme.GAP)
        y = area.y
        lobby = self.lobby
        self.group.add(Label((area.x, y, area.w, row), self.status_words(), px(theme.FONT_BODY),
                             theme.ACCENT_LIGHT if lobby and lobby.status == "connected" else theme.TEXT_DIM,
                             bold=True))
        y += row + gap
        on = lobby is not None and lobby.status == "connected"
        if lobby is not None:
            tables = lobby.tables[:MAX_TABLES_SHOWN]
            if on and not tables:
                self.group.add(Label((area.x, y, area.w, row), _("You have no table on this server yet."),
                                     px(theme.FONT_SMALL + 2), theme.TEXT_DIM))
                y += row + gap // 2
            for t in tables:
                rules = t.get("rules", "")
                text = f"{shown_code(t['code'])} · {table_words(rules, t['status'], t['your_turn'])}"
                self.group.add(Button((area.x, y, area.w, row), text, partial(self.open_table, t["code"]),
                                      style="primary" if t["your_turn"] else "normal", enabled=on))
                y += row + gap // 2
        y = max(y + gap, area.bottom - 4 * row - 3 * gap - gap // 2)
        self.group.add(Button((area.x, y, area.w, row), _("Host a table"), self.host_table, enabled=on,
                              tooltip=_("Choose the rules and the seats: open for friends, AI or you")))
        y += row + gap
        self.group.add(Label((area.x, y, area.w, row), _("Join a friend's table"), px(theme.FONT_BODY),
                             bold=True))
        y += row
        half = (area.w - gap) // 2
        self.code_input = self.group.add(TextInput((area.x, y, half, row), self.join_code,
                                                   self._code_changed, max_len=14,
                                                   placeholder=_("Join code"), enabled=on))
        right = (area.x + half + gap, y, area.w - half - gap, row)
        self.name_input = self.group.add(TextInput(right, self.name, self._name_changed, max_len=20,
                                                   placeholder=_("Your name"), enabled=on))
        y += row + gap // 2
        from game.session import COLOURS

        colours: list[str | None] = [None, *COLOURS]
        self.group.add(Choice((area.x, y, half, row), colours, colours.index(self.colour),
                              self._colour_changed, fmt=self._colour_caption, enabled=on,
                              swatch=lambda c: None if c is None else self.ctx.assets.colour(c),
                              tooltip=_("Your kingdom's colour, if the host left it to you")))
        self.group.add(Button((area.x + half + gap, y, area.w - half - gap, row), _("Join"), self.join,
                              enabled=on, style="primary"))

    @staticmethod
    def _colour_caption(colour: str | None) -> str:
        from game.ui.screens.newgame import colour_name

        return _("Any colour") if colour is None else colour_name(colour)

    def status_words(self) -> str:
        lobby = self.lobby
        if lobby is None:
            return _("Choose a server")
        where = lobby.url.removeprefix("ws://")
        if self.local is not None and lobby.url == self.local.url:
            where = _("this computer")
        return {
            "connecting": _("Connecting to {server}…"),
            "connected": _("Connected to {server}"),
            "disconnected": _("Connection lost: reconnecting to {server}…"),
            "gone": _("Cannot reach {server}"),
        }[lobby.status].format(server=where)

    # --- values ---------------------------------------------------------------------
    def _address_changed(self, text: str) -> None:
        self.address = text

    def _code_changed(self, text: str) -> None:
        self.join_code = text

    def _name_changed(self, text: str) -> None:
        self.name = text

    def _colour_changed(self, colour: str | None) -> None:
        self.colour = colour

    # --- actions --------------------------------------------------------------------
    def host_here(self) -> None:
        from game.net.lobby import LocalServer

        if self.local is None:
            try:
                self.local = LocalServer(self.ctx.store.folder.parent / "server", self.name,
                                         advertise=self.discover)
            except OSError as e:
                self.say(_("Cannot run a server here: {reason}").format(reason=e), bad=True)
                return
        self.connect(self.local.url, remember=False)

    def connect_typed(self) -> None:
        url = server_url(self.address)
        if url is None:
            self.say(_("That is not a server address."), bad=True)
            return
        self.connect(url)

    def connect(self, url: str, remember: bool = True) -> None:
        from game.net.lobby import Lobby

        if self.lobby is not None:
            if self.lobby.url == url:
                return
            self.lobby.close()
        self.lobby = Lobby(url, self.book.credentials(url), on_joined=self._keep_seat)
        if self.local is not None and url == self.local.url:
            self.lobby.shared_url = self.local.shared_url
        if remember:
            self.book.remember_server(url)
            self._keep_book()
        self.say("")
        self.rebuild()

    def open_table(self, code: str) -> None:
        if self.lobby is None:
            return
        self.lobby.open_table(code)
        self.ctx.manager.push(self.ctx.scenes.online_room(self.lobby, code))

    def host_table(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.new_game(host=self._host))

    def _host(self, session: Any) -> None:
        """The New game screen's set-up, sent as a table to host (the first human seat: you)."""
        if self.lobby is None:
            return
        seats, host_given = [], False
        for seat in session.seats:
            people = []
            for who in seat.members:
                if not who.is_human:
                    people.append({"kind": "ai", "level": who.level or "normal"})
                elif not host_given:
                    people.append({"kind": "host", "name": who.name})
                    host_given = True
                    self.name = self.book.name = who.name.strip()  # the name to join with next time
                else:
                    people.append({"kind": "open"})
            colour = None if people[0]["kind"] == "open" else seat.colour  # a friend chooses theirs
            seats.append({"colour": colour, "people": people})
        self._keep_book()
        self.lobby.client.send({"type": "host", "options": session.options.to_json(), "seats": seats,
                                "hints": session.hints})
        self.awaiting = "host"
        self.say(_("Setting the table…"))

    def join(self) -> None:
        from game.net.codes import normal_code
        from game.session import SEAT_NAME_MAX, name_problem

        if self.lobby is None:
            return
        code = normal_code(self.join_code)
        if code is None:
            self.say(_("A join code has 10 letters and digits."), bad=True)
            return
        if name_problem(self.name, SEAT_NAME_MAX) is not None:
            self.say(_("A name has 1 to 20 letters, digits or signs."), bad=True)
            return
        self.book.name = self.name.strip()
        self._keep_book()
        self.lobby.client.join(code, self.name.strip(), self.colour)
        self.awaiting = "join"
        self.say(_("Joining…"))

    def _keep_seat(self, joined: dict[str, Any]) -> None:
        if self.lobby is not None:
            self.book.keep_seat(self.lobby.url, joined["code"], int(joined["seat"]), joined["token"],
                                str(joined.get("rules", "")))
            self._keep_book()

    def _keep_book(self) -> None:
        try:
            self.book.save()
        except OSError as e:
            self.say(_("Cannot keep your online seats: {reason}").format(reason=e), bad=True)

    # --- every frame ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.finder is None and self.discover:
            self._start_finder()
        if self.finder is not None:
            found = self.finder.found()
            if found != self.found:
                self.found = found
                self.rebuild()
        lobby = self.lobby
        if lobby is None or not lobby.poll():
            return
        opened = lobby.joined[-1]["code"] if lobby.joined else None
        lobby.joined.clear()
        for err in lobby.errors:
            self.say(error_words(str(err.get("code")), err), bad=True)
            self.awaiting = None
        lobby.errors.clear()
        if lobby.status != self.status_seen or opened is None:
            self.status_seen = lobby.status
            self.rebuild()
        if opened is not None and self.awaiting is not None:
            self.awaiting = None
            self.say("")
            self.ctx.manager.push(self.ctx.scenes.online_room(lobby, opened))

    def _start_finder(self) -> None:
        try:
            from game.net.discovery import Finder

            self.finder = Finder()
        except Exception:  # no multicast on this network: the address is typed instead
            self.discover = False
            self.rebuild()

    def enter(self) -> None:
        super().enter()
        if self.lobby is not None:
            self.lobby.refresh()  # back from a table: its turn may have moved

    def closed(self) -> None:
        if self.lobby is not None:
            self.lobby.close()
            self.lobby = None
        if self.local is not None:
            self.local.stop()
            self.local = None
        if self.finder is not None:
            self.finder.close()
            self.finder = None

    def draw_content(self, surface: pygame.Surface) -> None:
        frame = self.design_frame()
        self.draw_heading(surface, _("Play online"), frame.y + self.px(18))
        msg = pygame.Rect(frame.x, self.left.rect.bottom + self.px(4), frame.w, self.px(26))
        self.draw_message(surface, msg)
