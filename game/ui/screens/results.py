"""The results screen: who won and why, every territory of every kingdom, what comes next.

One card per player, in ranking order: place, total, the tie-breaker that
decided the place, a mini kingdom, and each territory (terrain, squares,
crowns, points) and bonus. Hovering a territory line rings that territory on
the card's mini kingdom. A Dynasty shows the running totals and a Next game
button, which plays `NextGame()` through the session.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine import NextGame, State, is_over, match_continues, match_standings, scores, standings
from game.engine.rules import get_rules
from game.engine.scoring import Breakdown, Place
from game.i18n import N_, PSEUDO, SOURCE, _, language, ngettext
from game.i18n.formats import day, names_list
from game.session import Session
from game.ui import palette, theme
from game.ui.results.layout import (
    COUNT_UP_SECONDS,
    Card,
    Fit,
    Line,
    Page,
    Section,
    counted,
    font_size,
    layout_card,
    layout_page,
    sections,
    territory_at,
    thumb,
)
from game.ui.results.lines import draw_lines, draw_name, fitting_font
from game.ui.results.parts import has_breakdown
from game.ui.results.pieces import draw_pieces
from game.ui.screens.menu_scene import MenuScene
from game.ui.symbols import badge
from game.ui.table.anim import speed_of
from game.ui.table.kingdom_view import KingdomView, Look
from game.ui.table.piece_art import PieceArt
from game.ui.widgets import Button, draw_panel, draw_text, even_text, fill_alpha, fit_text

if TYPE_CHECKING:
    from game.ui.context import AppContext

#: a place as the band says it; the language's own ordinals (translated where drawn)
ORDINALS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th"), 5: N_("5th"), 6: N_("6th")}


def ordinal(rank: int) -> str:
    return _(ORDINALS[rank]) if rank in ORDINALS else _("{rank}th").format(rank=rank)


def decided_text(place: Place, match: bool = False, short: bool = False) -> str:
    """What decided a place, where something beyond the score did (the total on the card says
    the rest); "" when the score alone did. `match`: a Dynasty's ranking on running totals,
    which names no tie-breaker. `short`: for a narrow card ("decided" goes without saying)."""
    if place.shared:
        if match:
            return _("shared: equal totals")
        return _("shared: equal on score, largest territory and crowns")
    if place.decided_by == "largest territory":
        squares = place.key[1]
        if short:
            return ngettext("by largest territory ({squares} square)",
                            "by largest territory ({squares} squares)", squares).format(squares=squares)
        return ngettext("decided by largest territory ({squares} square)",
                        "decided by largest territory ({squares} squares)", squares).format(squares=squares)
    if place.decided_by == "crowns":
        if short:
            return _("by crowns ({crowns})").format(crowns=place.key[2])
        return _("decided by crowns ({crowns})").format(crowns=place.key[2])
    return ""


class ResultsScene(MenuScene):
    esc_closes = False

    def __init__(self, ctx: AppContext, session: Session) -> None:
        self.session = session
        self.music = session.options.rules  # the table's piece plays on (game.ui.music)
        self._widths: dict[tuple[pygame.font.Font, str], int] = {}  # measured words, by font
        self._fits: dict[Hashable, Fit] = {}  # each card's lines as laid out (layout_card)
        self.art = PieceArt(ctx.assets)
        self.boards = KingdomView(ctx.assets, self.art)
        self.hover: tuple[int, int] | None = None  # (seat, territory index)
        self.cards: list[Card] = []
        self.page: int | None = None  # the seat whose kingdom is open across the panel
        self.page_layout: Page | None = None
        self.pointed: int | None = None  # the card under the pointer: a click opens it
        self.elapsed = 0.0  # since the screen opened: the totals count up
        # for as long as the animation speed says (off: the totals at once)
        self.count_up = speed_of(getattr(ctx.settings, "animation", "normal")).of(COUNT_UP_SECONDS)
        # the score breakdown by part (table and chart) where the rule set declares parts of its
        # own; its declaration says whether the results open on it; B switches to the kingdoms
        rules = get_rules(session.options.rules)
        self.adapters, self.parts = rules.adapters, rules.score_parts
        self.offers_breakdown = has_breakdown(self.parts)
        self.breakdown = self.adapters.breakdown and self.offers_breakdown
        self.toast, self.toast_left = "", 0.0  # what saving a picture said, and for how long yet
        super().__init__(ctx)

    def update(self, dt: float) -> None:
        if self.elapsed < self.count_up:
            self.elapsed += dt
            self.dirty = True
        if self.toast_left > 0:
            self.toast_left = max(0.0, self.toast_left - dt)
            self.dirty = True

    # -- data ---------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    def breakdowns(self) -> list[Breakdown]:
        return scores(self.state)

    def places(self) -> list[Place]:
        return standings(self.state)

    @property
    def match_over(self) -> bool:
        """The last game of a Dynasty is over: the match ranking is what counts."""
        return self.state.match.games > 1 and is_over(self.state)

    def order(self) -> list[tuple[int, Place]]:
        """Seats in ranking order, each with its place (in the match, once a Dynasty is over)."""
        out: list[tuple[int, Place]] = []
        for p in match_standings(self.state) if self.match_over else self.places():
            out += [(seat, p) for seat in p.members]
        return out

    # -- layout ---------------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        pad = self.px(theme.PAD)
        bh = self.px(46)
        by = h - pad - bh
        st = self.state
        buttons: list[tuple[str, Callable[[], object], int | None, str]] = []
        if match_continues(st):
            buttons.append(
                (
                    _("Next game ({number} of {games})").format(number=st.match.number + 1,
                                                                games=st.match.games),
                    self.next_game,
                    pygame.K_RETURN,
                    "primary",
                )
            )
        elif is_over(st) and self.session.here is None:
            buttons.append((_("Play again"), self.play_again, pygame.K_RETURN, "primary"))
        elif is_over(st):  # played at a server: playing again here would seat the friends at this screen
            buttons.append((_("Play online"), self.play_online, pygame.K_RETURN, "primary"))
        if self.offers_breakdown:
            caption = _("Kingdoms") if self.breakdown else _("Breakdown")
            buttons.append((caption, self.toggle_breakdown, pygame.K_b, "normal"))
        if is_over(st) and self.session.humans():
            buttons.append((_("Review my moves"), self.review, pygame.K_v, "normal"))
        buttons.append((_("View table"), self.view_table, pygame.K_t, "normal"))
        buttons.append((_("Replay"), self.replay, pygame.K_r, "normal"))
        buttons.append((_("Save picture"), self.save_picture, pygame.K_p, "normal"))
        buttons.append((_("Main menu"), self.main_menu, pygame.K_m, "normal"))
        gap = self.px(theme.GAP)
        widths = _button_widths(self.ctx.assets.font(round(bh * 0.42), bold=True), [t for t, *_ in buttons],
                                w - 2 * pad - gap * (len(buttons) - 1), self.px(230), self.px(64))
        x = (w - (sum(widths) + gap * (len(buttons) - 1))) // 2
        self.buttons: dict[str, Button] = {}
        for (text, fn, key, style), bw in zip(buttons, widths, strict=True):
            b = Button((x, by, bw, bh), text, fn, key=key, style=style)
            self.buttons[text.split(" (")[0]] = self.group.add(b)
            x += bw + gap
        even_text(list(self.buttons.values()), self.ctx.assets)  # one size: no word reads smaller
        self._layout_cards(pygame.Rect(pad, self.px(92), w - 2 * pad, by - gap - self.px(92)))

    def _layout_cards(self, area: pygame.Rect) -> None:
        order = self.order()
        n = max(1, len(order))
        gap = self.px(theme.GAP)
        cw = (area.w - gap * (n - 1)) // n
        bd = self.breakdowns()
        dynasty = self.state.match.games > 1
        board_max = 10**6
        for _twice in range(2):  # then again with every mini kingdom the size of the smallest
            self.cards = []
            for i, (seat, place) in enumerate(order):
                rect = pygame.Rect(area.x + i * (cw + gap), area.y, cw, area.h)
                notes = int(bool(decided_text(place, self.match_over))) + int(dynasty)
                self.cards.append(layout_card(seat, rect, bd[seat], self.sections(bd[seat]), self.px, notes,
                                              self._measure, board_max, self._fits))
            board_max = min(c.board.w for c in self.cards)
        self.page_layout = None
        if self.page is not None:  # one kingdom across the panel, its Back button in the panel
            place = next(p for s, p in order if s == self.page)
            notes = int(bool(decided_text(place, self.match_over))) + int(dynasty)
            self.page_layout = layout_page(self.page, area, bd[self.page], self.sections(bd[self.page]),
                                           self.px, notes, self._measure)
            self.group.add(Button(self.page_layout.back, _("‹ Back"), self.close_page,
                                  key=pygame.K_BACKSPACE))

    def sections(self, b: Breakdown) -> list[Section]:
        """A kingdom's score in the parts its rule set declares, as the cards and pages show it."""
        return sections(b, self.parts, self.adapters.bonus_label)

    def _measure(self, size: int) -> Callable[[str, bool], int]:
        widths = self._widths  # a layout measures the same words many times over: once each

        def measure(text: str, bold: bool) -> int:
            font = self.ctx.assets.font(size, bold=bold)
            key = (font, text)
            w = widths.get(key)
            if w is None:
                w = widths[key] = font.size(text)[0]
            return w

        return measure

    # -- actions --------------------------------------------------------------------------------
    def toggle_breakdown(self) -> None:
        self.breakdown = not self.breakdown
        self.page = None
        self.rebuild()

    def open_page(self, seat: int) -> None:
        """One kingdom across the whole panel: every line of its score, whole."""
        self.page = seat
        self.hover = self.pointed = None
        self.rebuild()

    def close_page(self) -> None:
        self.page = None
        self.hover = None
        self.rebuild()

    def _table_below(self) -> bool:
        from game.ui.screens.table import TableScene

        m = self.manager
        return bool(
            m
            and len(m.stack) >= 2
            and isinstance(m.stack[-2], TableScene)
            and m.stack[-2].session is self.session
        )

    def view_table(self) -> None:
        if self._table_below():
            self.ctx.manager.pop()
        else:
            self.ctx.manager.replace(self.ctx.scenes.table(self.session))

    def replay(self) -> None:
        """The game watched again from the deal, read-only; closing it comes back here."""
        self.ctx.manager.push(self.ctx.scenes.replay(self.session))

    def next_game(self) -> None:
        if not match_continues(self.state):
            return
        self.session.play(NextGame())
        failed = self._autosave(self.session)
        self.ctx.sound.play("turn")
        self.view_table()
        self._say_on_table(failed)

    def play_again(self) -> None:
        s = self.session
        again = Session(s.options, list(s.seats), random.SystemRandom().randrange(1, 2**31), hints=s.hints)
        failed = self._autosave(again)
        self.ctx.manager.clear_to(self.ctx.scenes.table(again))
        self._say_on_table(failed)

    def play_online(self) -> None:
        """Back to Play online, where the friends can meet at a new table: the screen the game
        was started from when it is still open (its server, hosted here or not, still connected),
        else a new one (a finished online game loaded from the saves)."""
        if not self.ctx.manager.back_to("online"):
            self.ctx.manager.clear_to(self.ctx.scenes.online())

    def _autosave(self, session: Session) -> str | None:
        """Autosave `session`; why it failed, or None (the game goes on either way)."""
        try:
            self.ctx.store.autosave(session)
        except Exception as e:
            print(f"kingdomino: autosave failed: {e}", flush=True)
            return getattr(e, "reason", None) or str(e) or type(e).__name__
        return None

    def _say_on_table(self, failed: str | None) -> None:
        """A failed autosave is said on the table the game goes on at, not only printed."""
        table = self.ctx.manager.top
        if failed is not None and table is not None and hasattr(table, "show_toast"):
            table.show_toast(_("Autosave failed: {reason}").format(reason=failed))

    def review(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.coach(self.session))

    def main_menu(self) -> None:
        self.ctx.manager.clear_to(self.ctx.scenes.title())

    def save_picture(self) -> Path | None:
        """Save a picture of the results (game/ui/share.py) and say where; the path, or None."""
        from game.ui.screens.saveload import rules_title
        from game.ui.share import TOAST_SECONDS, picture_of, save_picture
        from saves.errors import SaveError
        from saves.locations import pictures_dir

        self.elapsed = max(self.elapsed, self.count_up)  # the picture shows the final totals
        hover, self.hover = self.hover, None
        caption = f"Kingdomino · {rules_title(self.session.options.rules)} · {_day(datetime.now())}"
        try:
            path: Path | None = save_picture(picture_of(self, caption), pictures_dir())
        except (OSError, SaveError, pygame.error) as e:
            path = None
            why = getattr(e, "reason", None) or getattr(e, "strerror", None) or e
            self.toast = _("Picture not saved: {reason}").format(reason=why)
        else:
            assert path is not None  # saved: its path
            self.toast = _("Picture saved in {folder}\n{file}").format(folder=path.parent, file=path.name)
        self.hover = hover
        self.toast_left = TOAST_SECONDS
        self.dirty = True
        return path

    # -- events ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            hover = self._hover_at(event.pos)
            pointed = self._seat_at(event.pos) if self.page is None and not self.breakdown else None
            if hover != self.hover or pointed != self.pointed:
                self.hover, self.pointed = hover, pointed
                self.dirty = True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.page is None:
            seat = self._seat_at(event.pos)
            if seat is not None:
                self.open_page(seat)
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.page is not None:
                self.close_page()
            else:
                self.view_table()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.ctx.manager.push(self.ctx.scenes.rules(self.session.options.rules))
            return
        super().handle_event(event)

    def _seat_at(self, pos: tuple[int, int]) -> int | None:
        """The kingdom a click opens: its card, or its column of the breakdown table."""
        if any(w.rect.collidepoint(pos) for w in self.group.widgets):
            return None
        if self.breakdown:
            from game.ui.results.breakdown import column_rects

            cols = column_rects(self.panel_area(), len(self.cards), self.px)
            return next((c.seat for c, r in zip(self.cards, cols, strict=True) if r.collidepoint(pos)), None)
        return next((c.seat for c in self.cards if c.rect.collidepoint(pos)), None)

    def panel_area(self) -> pygame.Rect:
        """The whole panel the cards share (the breakdown table and a kingdom's page fill it)."""
        first, last = self.cards[0].rect, self.cards[-1].rect
        return pygame.Rect(first.x, first.y, last.right - first.x, first.h)

    def _shown(self) -> list[tuple[int, pygame.Rect, tuple[tuple[pygame.Rect, int], ...]]]:
        """(seat, mini kingdom, territory lines) of what is on screen: the page, or the cards."""
        if self.page_layout is not None:
            p = self.page_layout
            return [(p.seat, p.board, p.rows)]
        if self.breakdown:
            return []
        return [(c.seat, c.board, c.rows) for c in self.cards]

    def _hover_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(seat, territory) under the pointer: on its line, or on the mini kingdom."""
        bd = self.breakdowns()
        for seat, board, rows in self._shown():
            for rect, t in rows:
                if rect.collidepoint(pos):
                    return (seat, t)
            if board.collidepoint(pos):
                k = self.state.kingdoms[seat]
                under = territory_at(bd[seat], thumb(board, k).cell_at(pos))
                return None if under is None else (seat, under)
        return None

    def territory_row_center(self, seat: int, index: int) -> tuple[int, int] | None:
        """Where a territory's line is shown (tests hover it); None when its card folds them."""
        for s, _board, rows in self._shown():
            if s == seat:
                for rect, t in rows:
                    if t == index:
                        return rect.center
        return None

    def territory_cell_center(self, seat: int, index: int) -> tuple[int, int] | None:
        """The centre of a square of that territory on the mini kingdom (tests hover it)."""
        board = next((b for s, b, _ in self._shown() if s == seat), None)
        if board is None:
            return None
        th = thumb(board, self.state.kingdoms[seat])
        r, c = self.breakdowns()[seat].territories[index].cells[0]
        half = th.cell // 2
        return (th.dest.x + (c - th.minc) * th.cell + half, th.dest.y + (r - th.minr) * th.cell + half)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.toast_left > 0 and self.toast:
            from game.ui.share import draw_toast

            top = min(b.rect.top for b in self.buttons.values())
            draw_toast(surface, self, self.toast, top - self.px(10))

    def draw_content(self, surface: pygame.Surface) -> None:
        st = self.state
        places = self.places()
        seats = self.session.seats
        winners = [seats[m].kingdom_name for m in places[0].members]
        if match_continues(st):
            heading = _("Game {number} of {games}: results").format(number=st.match.number,
                                                                    games=st.match.games)
        elif st.match.games > 1:
            best = match_standings(st)[0]
            names = [seats[m].kingdom_name for m in best.members]
            plural = len(names) > 1 or seats[best.members[0]].partner is not None
            heading = (_("{names} win the Dynasty!") if plural
                       else _("{names} wins the Dynasty!")).format(names=names_list(names))
        elif len(winners) == 1:
            seat = seats[places[0].members[0]]
            heading = (_("{name} win!") if seat.partner is not None
                       else _("{name} wins!")).format(name=seat.kingdom_name)
        else:
            heading = _("{names} share the victory!").format(names=names_list(winners))
        self.draw_heading(surface, heading, self.px(18))
        bd = self.breakdowns()
        by_seat = {seat: place for seat, place in self.order()}
        if self.page_layout is not None:
            self._page(surface, self.page_layout, bd[self.page_layout.seat], by_seat[self.page_layout.seat])
            return
        if self.breakdown:
            from game.ui.results.breakdown import draw_breakdown

            seats = self.session.seats
            names = [s.kingdom_name for s in seats]
            draw_breakdown(surface, self.ctx.assets, self.panel_area(), names,
                           [self.ctx.assets.colour(s.colour) for s in seats],
                           [s for s, _ in self.order()], bd, self.parts, self.scale)
            return
        for card in self.cards:
            self._card(surface, card, bd[card.seat], by_seat[card.seat])


    def _band(self, surface: pygame.Surface, band: pygame.Rect, seat_no: int, b: Breakdown,
              place: Place) -> None:
        """Place, name and total on a band of the player's colour."""
        a = self.ctx.assets
        colour = a.colour(self.session.seats[seat_no].colour)
        pygame.draw.rect(surface, colour, band, border_radius=self.px(8))
        pygame.draw.rect(surface, theme.PANEL_EDGE, band, 1, border_radius=self.px(8))
        band_ink = theme.readable_on(colour)
        big = a.font(self.px(24), title=True)
        digits = a.font(self.px(24), bold=True)  # the title face's "1" reads as "I"
        rank = ordinal(place.rank)
        r = draw_text(surface, rank, big, band_ink, (band.x + self.px(10), band.centery), "midleft",
                      None, digits)
        mark = badge(a.symbol(self.session.seats[seat_no].colour), self.px(24), None)  # not colour alone
        r = r.union(surface.blit(mark, mark.get_rect(midleft=(r.right + self.px(8), band.centery))))
        shown_total = place.key[0] if self.match_over else b.total  # a finished Dynasty: the match total
        total = draw_text(surface, str(counted(shown_total, self.elapsed, self.count_up)), big, band_ink,
                          (band.right - self.px(10), band.centery), "midright", None, digits)
        name = pygame.Rect(r.right + self.px(10), band.y, total.x - r.right - self.px(20), band.h)
        draw_name(surface, a, self.session.seats[seat_no].kingdom_name, band_ink, name, self.px)

    def _notes(self, surface: pygame.Surface, x: int, y: int, w: int, seat: int, place: Place) -> None:
        """What decided the place, and a Dynasty's games, under the band."""
        a, st = self.ctx.assets, self.state
        lh = self.px(18)
        decided = decided_text(place, self.match_over)
        if decided:
            if a.font(12).size(decided)[0] > w:  # a narrow card: "decided" goes without saying
                # English drops its first word, as it always did; the others have their short words
                decided = (decided.removeprefix("decided ") if language() in (SOURCE, PSEUDO)
                           else decided_text(place, self.match_over, short=True))
            small = fitting_font(a, decided, w, self.px(14), 12, bold=False)
            draw_text(surface, fit_text(decided, small, w), small, theme.TEXT_DARK_DIM, (x, y))
            y += lh
        if st.match.games > 1:
            results = [str(r[seat]) for r in st.match.results]
            results += ["–"] * (st.match.games - len(results))  # games still to play
            total = st.match.totals(len(st.kingdoms))[seat]
            line = _("Games  {results}     Total {total}").format(results="  ·  ".join(results), total=total)
            if a.font(12).size(line)[0] > w:
                line = _("Games {results}  Total {total}").format(results=" · ".join(results), total=total)
            small = fitting_font(a, line, w, self.px(14), 12, bold=False)
            draw_text(surface, fit_text(line, small, w), small, theme.TEXT_DARK, (x, y))

    def _card(self, surface: pygame.Surface, card: Card, b: Breakdown, place: Place) -> None:
        a = self.ctx.assets
        draw_panel(surface, a, card.rect, "panel_parchment" if a.has("panel_parchment") else "panel",
                   self.scale)
        if self.pointed == card.seat:  # a click opens the kingdom
            ring = card.rect.inflate(-self.px(8), -self.px(8))
            pygame.draw.rect(surface, theme.ACCENT, ring, self.px(2), border_radius=self.px(10))
        head = card.head
        band = pygame.Rect(head.x, head.y, head.w, self.px(34))
        self._band(surface, band, card.seat, b, place)
        self._notes(surface, head.x, band.bottom + self.px(4), head.w, card.seat, place)
        self._board(surface, card.board, card.seat, b)
        self._lines(surface, card.lines, card.seat, b, card.row_h)
        if card.discards is not None:
            self._discards(surface, card.discards, card.seat, card.row_h)

    def _page(self, surface: pygame.Surface, page: Page, b: Breakdown, place: Place) -> None:
        a = self.ctx.assets
        draw_panel(surface, a, page.rect, "panel_parchment" if a.has("panel_parchment") else "panel",
                   self.scale)
        self._band(surface, page.band, page.seat, b, place)
        self._notes(surface, page.notes.x, page.notes.y, page.notes.w, page.seat, place)
        self._board(surface, page.board, page.seat, b)
        self._lines(surface, page.lines, page.seat, b, page.row_h)
        self._discards(surface, page.discards, page.seat, page.row_h)

    def _lines(self, surface: pygame.Surface, lines: tuple[Line, ...], seat: int, b: Breakdown,
               row_h: int) -> None:
        hover = self.hover[1] if self.hover is not None and self.hover[0] == seat else None
        colour = self.ctx.assets.colour(self.session.seats[seat].colour)
        draw_lines(surface, self.ctx.assets, lines, b, self.sections(b), row_h, self.px, hover, colour)

    def _discards(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, row_h: int) -> None:
        k = self.state.kingdoms[seat]
        if k.discarded:
            font = self.ctx.assets.font(font_size(row_h, self.px))
            n = len(k.discarded)
            words = ngettext("{count} domino discarded", "{count} dominoes discarded", n).format(count=n)
            draw_text(surface, words, font, theme.TEXT_DARK_DIM,
                      rect.midleft, "midleft")

    def _board(self, surface: pygame.Surface, board: pygame.Rect, seat: int, b: Breakdown) -> None:
        k = self.state.kingdoms[seat]
        th = thumb(board, k)
        cell = th.cell
        size = th.dest.size
        origin = (-k.minc * cell, -k.minr * cell)
        outline: frozenset[tuple[int, int]] = frozenset()
        if self.hover is not None and self.hover[0] == seat:
            outline = frozenset(b.territories[self.hover[1]].cells)
        look = Look(self.session.seats[seat].colour, outline=outline, fade_others=bool(outline), frame=False)
        img = self.boards.surface(seat, k, size, origin, cell, look)
        dest = th.dest
        fill_alpha(surface, palette.PICTURE_SHADOW, dest.move(self.px(3), self.px(3)), self.px(4))
        surface.blit(img, dest)
        colour = self.ctx.assets.colour(self.session.seats[seat].colour)  # its knights wear it
        draw_pieces(surface, self.ctx.assets, self.state, seat, th, b, outline, colour)


def _day(t: datetime) -> str:
    if language() in (SOURCE, PSEUDO):
        return f"{t.day} {t:%B %Y}"  # no zero before the day ("%-d" is not on Windows)
    return day(t, "long")


def _button_widths(font: pygame.font.Font, words: list[str], room: int, widest: int,
                   margin: int) -> list[int]:
    """Each button as wide as its word needs (plus `margin`), at most `widest`; when the row
    is too long for `room`, all narrow in proportion (a long word keeps the room it needs)."""
    want = [min(widest, font.size(t)[0] + margin) for t in words]
    if sum(want) <= room:
        return want
    return [w * room // sum(want) for w in want]
