"""The results screen: who won and why, every territory of every kingdom, what comes next.

One card per player, in ranking order: place, total, the tie-breaker that
decided the place, a mini kingdom, and each territory (terrain, squares,
crowns, points) and bonus. Hovering a territory line rings that territory on
the card's mini kingdom. A Dynasty shows the running totals and a Next game
button, which plays `NextGame()` through the session.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.engine import NextGame, State, is_over, match_continues, match_standings, scores, standings
from game.engine.rules import get_rules
from game.engine.scoring import Breakdown, Place, Territory
from game.session import Session

from . import theme
from .results_layout import COUNT_UP_SECONDS, Card, counted, layout_card, territory_at, thumb
from .scenes.base import MenuScene
from .table.kingdom_view import KingdomView, Look
from .table.pieces import PieceArt
from .widgets import Button, draw_panel, draw_text, fill_alpha, fit_text

if TYPE_CHECKING:
    from .context import AppContext

ORDINALS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th", 6: "6th"}


def decided_text(place: Place, match: bool = False) -> str:
    """What decided a place, where something beyond the score did (the total on the card says
    the rest); "" when the score alone did. `match`: a Dynasty's ranking on running totals,
    which names no tie-breaker."""
    if place.shared:
        return "shared: equal totals" if match else "shared: equal on score, largest territory and crowns"
    if place.decided_by == "largest territory":
        return f"decided by largest territory ({place.key[1]} squares)"
    if place.decided_by == "crowns":
        return f"decided by crowns ({place.key[2]})"
    return ""


class ResultsScene(MenuScene):
    esc_closes = False

    def __init__(self, ctx: AppContext, session: Session) -> None:
        self.session = session
        self.art = PieceArt(ctx.assets)
        self.boards = KingdomView(ctx.assets, self.art)
        self.hover: tuple[int, int] | None = None  # (seat, territory index)
        self.cards: list[Card] = []
        self.scroll: dict[int, int] = {}  # seat -> pixels its territory lines are scrolled by
        self.elapsed = 0.0  # since the screen opened: the totals count up
        self.pointer: tuple[int, int] = (-1, -1)  # where the wheel scrolls
        # a rule set may open on its score breakdown (table and chart); B switches to the kingdoms
        self.adapters = get_rules(session.options.rules).adapters
        self.breakdown = self.adapters.breakdown
        super().__init__(ctx)

    def update(self, dt: float) -> None:
        if self.elapsed < COUNT_UP_SECONDS:
            self.elapsed += dt
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
        buttons: list[tuple[str, object, int | None, str]] = []
        if match_continues(st):
            buttons.append(
                (
                    f"Next game ({st.match.number + 1} of {st.match.games})",
                    self.next_game,
                    pygame.K_RETURN,
                    "primary",
                )
            )
        elif is_over(st):
            buttons.append(("Play again", self.play_again, pygame.K_RETURN, "primary"))
        if self.adapters.breakdown:
            caption = "Kingdoms" if self.breakdown else "Breakdown"
            buttons.append((caption, self.toggle_breakdown, pygame.K_b, "normal"))
        if is_over(st) and self.session.humans():
            buttons.append(("Review my moves", self.review, pygame.K_r, "normal"))
        buttons.append(("View table", self.view_table, pygame.K_t, "normal"))
        buttons.append(("Main menu", self.main_menu, pygame.K_m, "normal"))
        gap = self.px(theme.GAP)
        bw = min(self.px(230), (w - 2 * pad - gap * (len(buttons) - 1)) // len(buttons))
        x = (w - (bw * len(buttons) + gap * (len(buttons) - 1))) // 2
        self.buttons: dict[str, Button] = {}
        for text, fn, key, style in buttons:
            b = Button((x, by, bw, bh), text, fn, key=key, style=style)  # type: ignore[arg-type]
            self.buttons[text.split(" (")[0]] = self.group.add(b)
            x += bw + gap
        self._layout_cards(pygame.Rect(pad, self.px(92), w - 2 * pad, by - gap - self.px(92)))

    def _layout_cards(self, area: pygame.Rect) -> None:
        order = self.order()
        n = max(1, len(order))
        gap = self.px(theme.GAP)
        cw = (area.w - gap * (n - 1)) // n
        bd = self.breakdowns()
        dynasty = self.state.match.games > 1
        self.cards = []
        for i, (seat, place) in enumerate(order):
            rect = pygame.Rect(area.x + i * (cw + gap), area.y, cw, area.h)
            notes = int(bool(decided_text(place, self.match_over))) + int(dynasty)
            card = layout_card(seat, rect, bd[seat], self.px, notes)
            self.scroll[seat] = min(self.scroll.get(seat, 0), card.overflow)
            self.cards.append(card)

    # -- actions --------------------------------------------------------------------------------
    def toggle_breakdown(self) -> None:
        self.breakdown = not self.breakdown
        self.rebuild()

    def _table_below(self) -> bool:
        from .table import TableScene

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

    def next_game(self) -> None:
        if not match_continues(self.state):
            return
        self.session.play(NextGame())
        try:
            self.ctx.store.autosave(self.session)
        except Exception as e:  # the game goes on; the player hears about it
            print(f"kingdomino: autosave failed: {e}", flush=True)
        self.ctx.sound.play("turn")
        self.view_table()

    def play_again(self) -> None:
        s = self.session
        again = Session(s.options, list(s.seats), random.SystemRandom().randrange(1, 2**31), hints=s.hints)
        try:
            self.ctx.store.autosave(again)
        except Exception as e:
            print(f"kingdomino: autosave failed: {e}", flush=True)
        self.ctx.manager.clear_to(self.ctx.scenes.table(again))

    def review(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.coach(self.session))

    def main_menu(self) -> None:
        self.ctx.manager.clear_to(self.ctx.scenes.title())

    # -- events ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            hover = self._hover_at(event.pos)
            if hover != self.hover:
                self.hover = hover
                if hover is not None:
                    self._scroll_into_view(*hover)
                self.dirty = True
        if event.type == pygame.MOUSEWHEEL:
            pos = self.pointer
            card = next((c for c in self.cards if c.rect.collidepoint(pos) and c.overflow), None)
            if card is not None:
                step = card.rows[0][0].h * (-event.y)
                self.scroll[card.seat] = max(0, min(card.overflow, self.scroll.get(card.seat, 0) + step))
                self.dirty = True
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.view_table()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.ctx.manager.push(self.ctx.scenes.rules(self.session.options.rules))
            return
        super().handle_event(event)

    def _hover_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(seat, territory) under the pointer: on its line, or on the mini kingdom."""
        bd = self.breakdowns()
        for card in self.cards:
            for rect, t in card.visible_rows(self.scroll.get(card.seat, 0)):
                if rect.collidepoint(pos):
                    return (card.seat, t)
            if card.board.collidepoint(pos):
                k = self.state.kingdoms[card.seat]
                t = territory_at(bd[card.seat], thumb(card.board, k).cell_at(pos))
                return None if t is None else (card.seat, t)
        return None

    def _scroll_into_view(self, seat: int, t: int) -> None:
        card = next(c for c in self.cards if c.seat == seat)
        if t >= len(card.rows):
            return
        rect = card.rows[t][0]
        top = self.scroll.get(seat, 0)
        if rect.top - top < card.row_area.top:
            self.scroll[seat] = rect.top - card.row_area.top
        elif rect.bottom - top > card.row_area.bottom:
            self.scroll[seat] = rect.bottom - card.row_area.bottom

    def territory_row_center(self, seat: int, index: int) -> tuple[int, int] | None:
        """Where a territory's line is shown (tests hover it); None when scrolled out of view."""
        for card in self.cards:
            if card.seat == seat:
                for rect, t in card.visible_rows(self.scroll.get(seat, 0)):
                    if t == index:
                        return rect.center
        return None

    def territory_cell_center(self, seat: int, index: int) -> tuple[int, int] | None:
        """The centre of a square of that territory on the mini kingdom (tests hover it)."""
        card = next((c for c in self.cards if c.seat == seat), None)
        if card is None:
            return None
        th = thumb(card.board, self.state.kingdoms[seat])
        r, c = self.breakdowns()[seat].territories[index].cells[0]
        half = th.cell // 2
        return (th.dest.x + (c - th.minc) * th.cell + half, th.dest.y + (r - th.minr) * th.cell + half)

    # -- drawing --------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        st = self.state
        places = self.places()
        seats = self.session.seats
        winners = [seats[m].kingdom_name for m in places[0].members]
        if match_continues(st):
            heading = f"Game {st.match.number} of {st.match.games}: results"
        elif st.match.games > 1:
            best = match_standings(st)[0]
            names = [seats[m].kingdom_name for m in best.members]
            plural = len(names) > 1 or seats[best.members[0]].partner is not None
            heading = f"{' and '.join(names)} {'win' if plural else 'wins'} the Dynasty!"
        elif len(winners) == 1:
            heading = seats[places[0].members[0]].wins
        else:
            heading = f"{' and '.join(winners)} share the victory!"
        self.draw_heading(surface, heading, self.px(18))
        bd = self.breakdowns()
        if self.breakdown:
            from .qresults import draw_breakdown

            seats = self.session.seats
            area = pygame.Rect(self.cards[0].rect.x, self.cards[0].rect.y,
                               self.cards[-1].rect.right - self.cards[0].rect.x, self.cards[0].rect.h)
            names = [s.kingdom_name for s in seats]
            draw_breakdown(surface, self.ctx.assets, area, names,
                           [self.ctx.assets.colour(s.colour) for s in seats],
                           [s for s, _ in self.order()], bd, self.scale)
            return
        by_seat = {seat: place for seat, place in self.order()}
        for card in self.cards:
            self._card(surface, card, bd[card.seat], by_seat[card.seat])

    def _card(self, surface: pygame.Surface, card: Card, b: Breakdown, place: Place) -> None:
        a = self.ctx.assets
        seat = self.session.seats[card.seat]
        colour = a.colour(seat.colour)
        draw_panel(surface, a, card.rect, "panel_parchment" if a.has("panel_parchment") else "panel")
        ink, dim = theme.TEXT_DARK, theme.TEXT_DARK_DIM
        head = card.head
        # place and name on a band of the player's colour
        band = pygame.Rect(head.x, head.y, head.w, self.px(34))
        pygame.draw.rect(surface, colour, band, border_radius=self.px(8))
        pygame.draw.rect(surface, theme.PANEL_EDGE, band, 1, border_radius=self.px(8))
        band_ink = theme.readable_on(colour)
        big = a.font(self.px(24), title=True)
        digits = a.font(self.px(24), bold=True)  # the title face's "1" reads as "I"
        rank = ORDINALS.get(place.rank, f"{place.rank}th")
        r = draw_text(surface, rank, big, band_ink, (band.x + self.px(10), band.centery), "midleft",
                      None, digits)
        st = self.state
        shown_total = place.key[0] if self.match_over else b.total  # a finished Dynasty: the match total
        shown_total = counted(shown_total, self.elapsed)
        total = draw_text(
            surface, str(shown_total), big, band_ink, (band.right - self.px(10), band.centery), "midright",
            None, digits,
        )
        name_font = a.font(self.px(19), bold=True)
        draw_text(
            surface,
            fit_text(seat.kingdom_name, name_font, total.x - r.right - self.px(20)),
            name_font,
            band_ink,
            (r.right + self.px(10), band.centery),
            "midleft",
        )
        small = a.font(self.px(14))
        y = band.bottom + self.px(4)
        decided = decided_text(place, self.match_over)
        if decided:
            draw_text(surface, fit_text(decided, small, head.w), small, dim, (head.x, y))
            y += small.get_linesize()
        if st.match.games > 1:
            results = [str(r[card.seat]) for r in st.match.results]
            results += ["–"] * (st.match.games - len(results))  # games still to play
            line = f"Games  {'  ·  '.join(results)}     Total {st.match.totals(len(st.kingdoms))[card.seat]}"
            draw_text(surface, fit_text(line, small, head.w), small, ink, (head.x, y))
        self._board(surface, card, b)
        row_h = card.rows[0][0].h if card.rows else self.px(21)
        size = max(12, min(self.px(15), round(row_h * 0.74)))
        row_font = a.font(size)
        bold = a.font(size, bold=True)
        scroll = self.scroll.get(card.seat, 0)
        visible = card.visible_rows(scroll)
        if card.overflow:  # a thin bar says the lines scroll (with the wheel, or by hovering the board)
            area = card.row_area
            bar_h = max(self.px(16), area.h * area.h // (area.h + card.overflow))
            y0 = area.y + (area.h - bar_h) * scroll // card.overflow
            bar = (area.right - self.px(3), y0, self.px(3), bar_h)
            fill_alpha(surface, (*theme.ACCENT_DARK, 200), bar, 1)
        for rect, t in visible:
            terr = b.territories[t]
            hovered = self.hover == (card.seat, t)
            if hovered:
                fill_alpha(surface, (*colour, 90), rect, self.px(4))
                pygame.draw.rect(surface, theme.ACCENT_DARK, rect, 1, border_radius=self.px(4))
            self._territory_row(surface, rect, terr, row_font, bold, ink if terr.points or hovered else dim)
        y = max((r.bottom for r, _ in visible), default=card.board.bottom + self.px(8))
        lh = row_h  # the bonuses and discards keep the territories' spacing: the layout counted them so
        for bonus in b.bonuses:  # Queendomino's terms are named things (buildings, the Queen, coins)
            label = self.adapters.bonus_label.format(name=bonus.name)
            mid = y + lh // 2
            pts = draw_text(surface, f"+{bonus.points}", bold, ink, (card.head.right - self.px(4), mid),
                            "midright")
            draw_text(surface, fit_text(label, bold, pts.x - card.head.x - self.px(6)), bold,
                      ink if bonus.points else dim, (card.head.x, mid), "midleft")
            y += lh
        k = st.kingdoms[card.seat]
        if k.discarded and y + lh <= card.rect.bottom - self.px(12):
            draw_text(
                surface,
                f"{len(k.discarded)} domino{'es' if len(k.discarded) > 1 else ''} discarded",
                row_font,
                dim,
                (card.head.x, y + lh // 2),
                "midleft",
            )

    def _territory_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        terr: Territory,
        font: pygame.font.Font,
        bold: pygame.font.Font,
        ink: tuple[int, int, int],
    ) -> None:
        a = self.ctx.assets
        sw = rect.h - self.px(6)
        swatch = pygame.Rect(rect.x + self.px(4), rect.centery - sw // 2, sw, sw)
        if a.has(f"terrain_{terr.terrain}"):
            surface.blit(a.scaled(f"terrain_{terr.terrain}", swatch.size), swatch)
        else:
            pygame.draw.rect(surface, a.terrain_colour(terr.terrain), swatch)
        pygame.draw.rect(surface, theme.PANEL_EDGE, swatch, 1)
        x = swatch.right + self.px(6)
        detail = f"{terr.squares} sq × {terr.crowns} crown{'s' if terr.crowns != 1 else ''}"
        pts = draw_text(
            surface, str(terr.points), bold, ink, (rect.right - self.px(4), rect.centery), "midright"
        )
        name_w = font.size("Grassland")[0] + self.px(8)  # the longest name
        if pts.x - x - name_w < font.size("99 × 9")[0] + self.px(6):  # a column: the swatch names it
            mid = x
        else:
            draw_text(surface, terr.terrain.capitalize(), font, ink, (x, rect.centery), "midleft")
            mid = x + min(self.px(88), name_w)
        room = pts.x - mid - self.px(6)
        if font.size(detail)[0] > room:  # a narrow card: squares × crowns, still whole
            detail = f"{terr.squares} × {terr.crowns}"
        draw_text(
            surface,
            fit_text(detail, font, room),
            font,
            ink,
            (mid, rect.centery),
            "midleft",
        )

    def _board(self, surface: pygame.Surface, card: Card, b: Breakdown) -> None:
        k = self.state.kingdoms[card.seat]
        th = thumb(card.board, k)
        cell = th.cell
        size = th.dest.size
        origin = (-k.minc * cell, -k.minr * cell)
        outline: frozenset[tuple[int, int]] = frozenset()
        if self.hover is not None and self.hover[0] == card.seat:
            outline = frozenset(b.territories[self.hover[1]].cells)
        look = Look(
            self.session.seats[card.seat].colour, outline=outline, fade_others=bool(outline), frame=False
        )
        img = self.boards.surface(card.seat, k, size, origin, cell, look)
        dest = th.dest
        fill_alpha(surface, (0, 0, 0, 70), dest.move(self.px(3), self.px(3)), self.px(4))
        surface.blit(img, dest)
