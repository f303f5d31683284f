"""Royal Wedding XXL's steps at the table, on Queendomino's: knights, build (from either
builders' row, and again when an event allows), bribe one of two Dragons, plus C′ restore,
the Court, the giants and the events' decisions.

`XTable(scene)` is created by `TableScene` only for an XXL game and answers the same hooks as
`QTable`. The builders' steps are Queendomino's; every other choice is either a square of the
acting kingdom (giant crowns, C′, paying and placing a Court tile, the events' buildings,
knights and giants), a Court tile, or a button (a footprint's kingdom). Every action goes
through `TableScene.try_action`, so the engine decides and gives the reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import Action, Skip, State, legal_actions, pending_decision
from game.engine.rules.economy_steps import bribe_cost
from game.engine.rules.xxl_common import DECISIONS
from game.engine.rules.xxl_events import Patrol
from game.engine.rules.xxl_giants import Footprint
from game.engine.rules.xxl_steps import Buy
from game.ui import theme
from game.ui.widgets import draw_text, fit_text
from game.ui.widgets.draw import fill_alpha

from .draft_view import LineLook, draw_line, draw_tower
from .geometry import _line
from .hud import ButtonSpec, draw_note
from .pieces import LEGAL
from .qsteps import QTable
from .stages import table_tower
from .xnotes import draw_handover, hover_text, walked_in_from
from .xoverview import draw_overview, overview_seat_at
from .xstages import XMotion, draw_motion, feedback
from .xwords import ASK, menu_text
from .xxl_view import AOG, FE, TOWER_NAMES, X_STEP_NAMES, XGeom, XxlView, court_name, focus_layout, phase_text

if TYPE_CHECKING:
    from game.ui.layout import ScaledLayout

    from .scene import TableScene
    from .stages import Stage

#: steps the builders' code plays (build_again is a second build)
BUILDERS = {"tax": "tax", "build": "build", "build_again": "build", "bribe": "bribe"}
def decision_name(st: State) -> str | None:
    d = pending_decision(st)
    return d.step if d is not None else None


def square_of(a: Action) -> tuple[int, int] | None:
    if isinstance(a, (Patrol, Footprint | Buy | Skip)):
        return None
    r, c = getattr(a, "row", None), getattr(a, "col", None)
    return (r, c) if isinstance(r, int) and isinstance(c, int) else None


class XTable(QTable):
    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.xview = XxlView(scene.assets)
        self.pinned: int | None = None  # a kingdom the player brought up (None: the one acting)
        self.pinned_at = -1  # ... at this move: any move shows the kingdom acting again
        self.menu: tuple[tuple[int, int], list[tuple[Action, pygame.Rect]]] | None = None
        self.patrol_from: tuple[int, int] | None = None
        self.court_rects: list[tuple[int, pygame.Rect]] = []
        self.noted = False  # the pointer was over a piece with a note (its leaving redraws)
        self.challenge_rects: list[tuple[str, pygame.Rect]] = []
        self.line_rects: list[tuple[int, pygame.Rect]] = []  # face-up dominoes of the tower not in play
        self._xgeom: tuple[object, XGeom] | None = None
        self.handed: int | None = None  # the move at which the mouse was passed (hot seat)
        self.overview = False  # every kingdom at once (V), over the table

    @property
    def geom(self) -> XGeom:  # type: ignore[override]
        g = self.scene.geom
        if self._xgeom is None or self._xgeom[0] is not g:
            self._xgeom = (g, XGeom(g.layout, len(self.scene.session.seats)))
        return self._xgeom[1]

    # -- which kingdom is large -------------------------------------------------------------------
    def focus_seat(self) -> int:
        st = self.scene.state
        if self.pinned is not None and self.pinned_at == st.moves:
            return self.pinned
        return st.actor if st.actor is not None and st.phase != "over" else 0

    def table_layout(self, layout: ScaledLayout) -> ScaledLayout:
        return focus_layout(layout, self.focus_seat())

    def show(self, seat: int | None) -> None:
        """Bring kingdom `seat` up (None: back to the kingdom acting)."""
        sc = self.scene
        self.pinned, self.pinned_at = seat, sc.state.moves
        sc.geom = sc._make_geometry(sc.size)
        sc.static_dirty = True
        sc.dirty = True

    # -- steps -------------------------------------------------------------------------------------
    def handover(self) -> str | None:
        """The name to pass the mouse to: a footprint's giant walks into a kingdom another
        human holds, who picks its crown (None when nobody needs to take over)."""
        sc = self.scene
        st = sc.state
        if not sc.human_turn or (came := walked_in_from(st)) is None:
            return None
        if self.handed == st.moves:
            return None
        person = sc.session.person_in(st)
        sender = sc.session.seats[came]
        if person is None or not any(p.is_human and p != person for p in sender.members):
            return None
        return person.name

    def step(self) -> str | None:
        sc = self.scene
        st = sc.state
        if not sc.human_turn or st.phase != "play" or self.handover() is not None:
            return None
        if st.pending:
            return "decide"
        if st.step in BUILDERS:
            return BUILDERS[st.step]
        return st.step if st.step in ("restore", "court") else None

    def choices(self) -> list[Action]:
        return [a for a in legal_actions(self.scene.state) if not isinstance(a, Skip)]

    def skip_action(self) -> Skip | None:
        return next((a for a in legal_actions(self.scene.state) if isinstance(a, Skip)), None)

    def reset(self) -> None:
        super().reset()
        self.menu = None
        self.patrol_from = None

    def skip(self) -> None:
        if self.step() is not None and (skip := self.skip_action()) is not None:
            self.scene.try_action(skip)

    def go_to_claim(self) -> None:
        """Skip every optional step left in this turn at once."""
        sc = self.scene
        if self.step() is None:
            return
        actor, moves = sc.state.actor, sc.state.moves
        while sc.state.phase == "play" and sc.state.step != "claim" and sc.state.actor == actor:
            skip = self.skip_action()
            if skip is None or sc.state.moves >= moves + 12 or not sc.try_action(skip):
                break

    # -- the banner and buttons ---------------------------------------------------------------------
    def banner_sub(self) -> str | None:
        st = self.scene.state
        if st.phase != "play":
            return None
        name = decision_name(st)
        if (who := self.handover()) is not None:
            return f"Pass the mouse to {who}, then click"
        if (came := walked_in_from(st)) is not None:
            sender = self.scene.session.seats[came].name
            return f"{sender}'s giant walks in: click the crown it covers"
        if name is not None:
            return ASK.get(name) or (DECISIONS[name].ask if name in DECISIONS else None)
        if st.step == "court" and self._searches():
            return ASK["court_search"]
        if st.step in ("restore", "court"):
            return ASK[st.step]
        if st.step == "bribe":  # the middle banner is narrower than Queendomino's: short words
            cost = bribe_cost(st)
            price = "free" if cost == 0 else f"{cost} coin{'s' if cost != 1 else ''}"
            return f"Click a building for a Dragon to burn ({price}) · S: don't · C: claim"
        if st.step == "tax":
            most = self.tax_most()
            squares = f"{most} square{'s' if most > 1 else ''}"
            return f"Click up to {squares} of your new domino for knights · Enter"
        if st.step in ("build", "build_again"):
            again = "Build again (the event): " if st.step == "build_again" else ""
            return f"{again}{'d' if again else 'D'}rag a building onto a town square · S: skip · C: claim"
        return super().banner_sub()

    def button_specs(self, specs: list[ButtonSpec]) -> list[ButtonSpec]:
        step = self.step()
        if step in (None, "tax", "build", "bribe"):
            return super().button_specs(specs) if step is not None else specs
        mine = [ButtonSpec(f"x_go:{k}", f"To {self.scene.session.seats[k].kingdom_name}", None,
                           f"Your giant walks to {self.scene.session.seats[k].kingdom_name}'s kingdom",
                           primary=True)
                for k in self._footprints()]
        if self._searches():
            mine.append(ButtonSpec("x_search", "Search piles", None,
                                   "Pay 4 different resources: any tile from the Court piles",
                                   primary=True))
        if self.skip_action() is not None:
            mine.append(ButtonSpec("q_skip", "Skip", None, "Skip this step (S)"))
            mine.append(ButtonSpec("q_claim", "Go to claim", None, "Skip every remaining step (C)"))
        return mine + [s for s in specs if s.name != "rotate"]

    def _footprints(self) -> list[int]:
        if self.step() != "decide":
            return []
        return [a.kingdom for a in self.choices() if isinstance(a, Footprint)]

    def _searches(self) -> list[Buy]:
        """The Court tiles a search could take now (4 resources of different kinds)."""
        if self.step() != "court":
            return []
        return [a for a in self.choices() if isinstance(a, Buy) and a.search]

    def open_search(self) -> None:
        """The search chooser: one line per kind of tile still in the Court piles, beside them."""
        sc = self.scene
        buys = self._searches()
        if not buys:
            return
        s = sc.scale
        w, h, gap = round(200 * s), round(28 * s), round(3 * s)
        anchor = self.geom.court[0]
        per_col = max(1, min(len(buys), (sc.size[1] - anchor.y - round(8 * s)) // (h + gap)))
        if per_col < len(buys):  # too many for one column under the panel: start higher
            per_col = max(1, min(len(buys), (sc.size[1] - round(16 * s)) // (h + gap), -(-len(buys) // 2)))
        top = max(round(8 * s), min(anchor.y, sc.size[1] - per_col * (h + gap) - round(8 * s)))
        items = []
        for i, a in enumerate(buys):
            col, row = divmod(i, per_col)
            r = pygame.Rect(anchor.right + round(8 * s) + col * (w + gap), top + row * (h + gap), w, h)
            r.clamp_ip(pygame.Rect((0, 0), sc.size))
            items.append((a, r))
        self.menu = ((-1, -1), items)
        sc.dirty = True

    def button_actions(self) -> dict[str, object]:
        out = dict(super().button_actions())
        out["x_search"] = self.open_search
        for k in range(len(self.scene.session.seats)):
            out[f"x_go:{k}"] = lambda k=k: self.scene.try_action(Footprint(k))
        return out

    def king_text(self, st: State) -> str:
        return f"{TOWER_NAMES[table_tower(st)]} king" if st.king is not None else ""

    def cost_text(self, st: State) -> list[str]:
        """The phase, and the kingdom acting (a team's name names both people)."""
        phase = phase_text(st)
        if st.actor is None or st.phase == "over":
            return [phase]
        team = self.scene.session.seats[st.actor].kingdom_name
        return [f"{phase} · {team}'s kingdom", phase]

    # -- the view of every kingdom ------------------------------------------------------------------
    def modal(self) -> bool:
        """The overview takes every click (the buttons under it included)."""
        return self.overview

    def plate_reserve(self, seat: int) -> int:
        """The large kingdom's plate keeps its text clear of the "All kingdoms (V)" pill."""
        if seat != self.focus_seat():
            return 0
        return self.scene.geom.labels[seat].right - self.all_button().x

    def toggle_overview(self) -> None:
        self.overview = not self.overview
        self.scene.dirty = True

    def all_button(self) -> pygame.Rect:
        """The "All kingdoms (V)" pill at the right of the large kingdom's name plate."""
        plate = self.scene.geom.labels[self.focus_seat()]
        s = self.scene.scale
        w = min(round(150 * s), plate.w // 2)
        return pygame.Rect(plate.right - w - round(4 * s), plate.y + 2, w, plate.h - 4)

    # -- input -------------------------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> bool:
        sc = self.scene
        if self.overview:
            seat = overview_seat_at(self, pos)
            self.overview = False
            if seat is not None:
                self.show(None if seat == sc.state.actor else seat)
            sc.dirty = True
            return True
        if self.handover() is not None:  # the hot-seat screen: a click says the mouse has passed
            self._hand_over()
            return True
        if self.all_button().collidepoint(pos) and self.held is None and sc.ghost is None:
            self.toggle_overview()
            return True
        g = self.geom
        focus = self.focus_seat()
        for seat, rect in enumerate(g.compact):  # a compact kingdom: bring it up
            hit = rect.collidepoint(pos) or g.compact_labels[seat].collidepoint(pos)
            if seat != focus and hit and self.held is None and self.menu is None and sc.ghost is None:
                self.show(None if seat == sc.state.actor else seat)
                return True
        step = self.step()
        if step in ("restore", "court", "decide"):
            return self._choose(pos)
        return super().press(pos)

    def _choose(self, pos: tuple[int, int]) -> bool:
        sc = self.scene
        if self.menu is not None:
            _, items = self.menu
            self.menu = None
            sc.dirty = True
            for action, rect in items:
                if rect.collidepoint(pos):
                    sc.try_action(action)
                    return True
            return True
        choices = self.choices()
        for tid, rect in self.court_rects:
            if rect.collidepoint(pos):
                buys = [a for a in choices if isinstance(a, Buy) and a.tile == tid and not a.search]
                if not buys:
                    sc.refuse(f"{court_name(tid)}: it takes 2 different resources and a free square")
                else:
                    sc.try_action(buys[0])
                return True
        n = sc.state.actor
        if n is None or self.focus_seat() != n:
            return False
        cell = sc.geom.boards[n].cell_at(pos)
        if cell is None:
            return False
        patrols = [a for a in choices if isinstance(a, Patrol)]
        if patrols:
            if self.patrol_from is None:
                if any((a.row, a.col) == cell for a in patrols):
                    self.patrol_from = cell
                    sc.dirty = True
                return True
            move = next((a for a in patrols
                         if (a.row, a.col) == self.patrol_from and (a.to_row, a.to_col) == cell), None)
            self.patrol_from = None
            if move is not None:
                sc.try_action(move)
            return True
        here = [a for a in choices if square_of(a) == cell]
        if not here:
            if any(square_of(a) is not None for a in choices):
                sc.refuse("not that square: the lit squares are the choices")
            return bool(choices)
        if len(here) == 1:
            sc.try_action(here[0])
            return True
        self.menu = (cell, self._menu_rects(n, cell, here))  # several choices on one square: ask which
        sc.dirty = True
        return True

    def _menu_rects(self, n: int, cell: tuple[int, int],
                    actions: list[Action]) -> list[tuple[Action, pygame.Rect]]:
        """The menu of `actions` on kingdom `n`'s square `cell`."""
        sc = self.scene
        board = sc.geom.boards[n]
        s = sc.scale
        font = sc.assets.font(max(12, round(15 * s)), bold=True)  # as drawn: every line fits
        w = max([round(230 * s)] + [font.size(menu_text(sc.state, a))[0] + round(16 * s) for a in actions])
        h = round(30 * s)
        x, y = board.cell_rect(*cell).midbottom
        out = []
        for i, a in enumerate(actions):
            r = pygame.Rect(0, 0, w, h)
            r.midtop = (x, y + 4 + i * (h + 4))
            r.clamp_ip(pygame.Rect((0, 0), sc.size))
            out.append((a, r))
        return out

    def motion(self, pos: tuple[int, int]) -> bool:
        g = self.geom
        noted = bool(g.event.collidepoint(pos) or g.challenges.collidepoint(pos) or self.menu
                     or g.queen.collidepoint(pos) or g.dragon.collidepoint(pos) or g.supply.collidepoint(pos)
                     or any(r.collidepoint(pos) for _, r in (*self.court_rects, *self.line_rects))
                     or self.scene.geom.slot_at(pos) is not None)
        if noted or self.noted:  # their notes follow the pointer, and go when it leaves
            self.scene.dirty = True
        self.noted = noted
        return super().motion(pos)

    def _hand_over(self) -> None:
        sc = self.scene
        self.handed = sc.state.moves
        sc.ctx.sound.play("click")
        sc.controls = sc.painter.build_controls()
        sc.static_dirty = True
        sc.dirty = True

    def key(self, e: pygame.event.Event) -> bool:
        if self.handover() is not None and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._hand_over()
            return True
        if e.key == pygame.K_v or (self.overview and e.key == pygame.K_ESCAPE):
            self.toggle_overview()
            return True
        if e.key == pygame.K_k:  # the next kingdom up (and round back to the one acting)
            seats = len(self.scene.session.seats)
            self.show((self.focus_seat() + 1) % seats)
            return True
        step = self.step()
        if step in ("restore", "court", "decide"):
            if e.key == pygame.K_ESCAPE and (self.menu or self.patrol_from):
                self.reset()
                self.scene.dirty = True
            elif e.key == pygame.K_s:
                self.skip()
            elif e.key == pygame.K_c:
                self.go_to_claim()
            else:
                return False
            return True
        return super().key(e)

    def quiet_cell(self, seat: int, r: int, c: int) -> bool:
        return super().quiet_cell(seat, r, c) or bool(self.scene.shown.kingdoms[seat].at("giant", r, c))

    # -- drawing ------------------------------------------------------------------------------------
    def draw_static(self, surf: pygame.Surface) -> None:
        sc = self.scene
        st = sc.shown
        g = self.geom
        hidden = self.hidden_buildings()
        actor = st.actor if st.phase != "over" else None
        focus = self.focus_seat()
        for seat, board in enumerate(sc.geom.boards):
            self.view.draw_kingdom(surf, st, seat, board, sc.seat_colour(seat), hidden)
            self.xview.draw_pieces(surf, st, seat, board)
        self.view.draw_purse(surf, st, focus, g.focus_purse, sc.seat_colour(focus), focus == actor, g.scale)
        self._compact_marker(surf, focus)
        self._all_pill(surf)
        names = [seat.kingdom_name for seat in sc.session.seats]
        self.view.draw_market(surf, st, g, actor, names, self.lit_slots(st), hidden)
        for i, rect in enumerate((g.pile, g.pile2)):  # the slim XXL rows: a number on each pile
            self.xview.draw_pile(surf, st, rect, i, g.scale)
        self.xview.draw_event(surf, st, g)
        self.challenge_rects = self.xview.draw_challenges(surf, st, g)
        self.xview.draw_supply(surf, st, g)
        court = self.step() == "court"
        lit = frozenset(a.tile for a in self.choices() if isinstance(a, Buy)) if court else frozenset()
        self.court_rects = self.xview.draw_court(surf, st, g, lit)
        self._other_tower(surf, st)
        colour = sc.seat_colour(actor) if actor is not None else theme.ACCENT_DARK
        self.view.draw_steps(surf, st, g, self.cost_text(st), colour, X_STEP_NAMES)

    def _compact_marker(self, surf: pygame.Surface, focus: int) -> None:
        """The compact square of the kingdom drawn large holds its miniature, dimmed, framed in
        its colour and captioned, so the row of kingdoms stays whole."""
        sc = self.scene
        r = self.geom.compact[focus]
        s = sc.scale
        colour = sc.seat_colour(focus)
        src = sc.geom.boards[focus].rect.clip(surf.get_rect())
        fill_alpha(surf, (30, 20, 12, 150), r, max(4, round(8 * s)))
        if src.w > 0 and src.h > 0:
            room = r.inflate(-round(12 * s), -round(12 * s))
            k = min(room.w / src.w, room.h / src.h)
            pic = pygame.transform.smoothscale(surf.subsurface(src), (max(1, round(src.w * k)),
                                                                       max(1, round(src.h * k))))
            pic.set_alpha(150)  # a reminder, not a second board
            surf.blit(pic, pic.get_rect(center=room.center))
        pygame.draw.rect(surf, colour, r, max(2, round(3 * s)), border_radius=max(4, round(8 * s)))
        font = sc.assets.font(max(12, round(13 * s)), bold=True)
        text = fit_text("shown large", font, r.w - round(12 * s))
        label = font.render(text, True, theme.TEXT)
        pill = label.get_rect(midbottom=(r.centerx, r.bottom - round(8 * s)))
        pill.inflate_ip(round(12 * s), round(4 * s))
        pygame.draw.rect(surf, theme.PANEL, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surf, colour, pill, max(1, round(2 * s)), border_radius=pill.h // 2)
        surf.blit(label, label.get_rect(center=pill.center))

    def _all_pill(self, surf: pygame.Surface) -> None:
        r = self.all_button()
        s = self.scene.scale
        pygame.draw.rect(surf, theme.PANEL, r, border_radius=r.h // 2)
        pygame.draw.rect(surf, theme.ACCENT, r, max(1, round(2 * s)), border_radius=r.h // 2)
        font = self.scene.assets.font(max(12, round(13 * s)), bold=True)
        label = fit_text("All kingdoms (V)", font, r.w - 8)
        draw_text(surf, label, font, theme.ACCENT_LIGHT, r.center, "center")

    def _other_tower(self, surf: pygame.Surface, st: State) -> None:
        """The tower not in play and its two lines (the Age of Giants next line face down
        until its phase)."""
        sc = self.scene
        g = self.geom
        other = AOG if table_tower(st) == FE else FE
        self.line_rects = []
        draft = st.drafts[other]
        left = len(st.towers[other])
        waiting = "Plays after the Fantastic Era" if other == AOG else "Played first next round"
        text = f"{TOWER_NAMES[other]} · {waiting}"
        draw_tower(surf, sc.assets, sc.art, g.towers[other], left, text, sc.scale)
        colours = {k: sc.session.seats[seat].colour for k, seat in enumerate(st.kings)}
        n = max(len(draft.current), len(draft.next or []), 1)
        for which, region, slots in (("current", g.lines[other][0], draft.current),
                                     ("next", g.lines[other][1], draft.next)):
            rect = region.to_pygame_rect()
            count = int(region.properties.get("slots", n) or n)
            geom = _line(which, rect, max(count, n), str(region.properties.get("orientation", "horizontal")),
                         sc.scale)
            caption = f"{TOWER_NAMES[other]} · {'this round' if which == 'current' else 'next round'}"
            face_up = which == "current" or draft.next_face_up
            if not face_up:
                caption += " · face down"
            look = LineLook(caption=caption, face_up=face_up, king_colours=colours,
                            empty_text="Drawn after the first claims" if st.phase == "draft" else "")
            draw_line(surf, sc.assets, sc.art, geom, slots, look, sc.scale)
            if face_up and slots:
                pairs = zip(slots, geom.slots, strict=False)
                self.line_rects += [(slot.domino, sg.domino) for slot, sg in pairs if slot.domino]

    def stages(self, before: State, action: Action, after: State, ai: bool) -> list[Stage]:
        return super().stages(before, action, after, ai) + feedback(self, before, action, after, ai)

    def draw_motion(self, surf: pygame.Surface, m: object) -> None:
        if isinstance(m, XMotion):
            draw_motion(self, surf, m)
        else:
            super().draw_motion(surf, m)

    def draw_overlay(self, surf: pygame.Surface) -> None:
        if (who := self.handover()) is not None and self.scene.settled:
            self._draw_handover(surf, who)
            return
        if self.overview:
            draw_overview(self, surf)
            return
        step = self.step()
        if step not in ("restore", "court", "decide") or not self.scene.settled:
            super().draw_overlay(surf)
            return
        sc = self.scene
        s = sc.scale
        n = sc.state.actor
        if n is not None and self.focus_seat() == n:
            board = sc.geom.boards[n]
            pulse = 0.5 + 0.5 * pygame.math.Vector2(1, 0).rotate(sc.time * 240).x
            choices = self.choices()
            squares = {square_of(a) for a in choices} - {None}
            if self.patrol_from is not None:
                squares = {(a.to_row, a.to_col) for a in choices
                           if isinstance(a, Patrol) and (a.row, a.col) == self.patrol_from}
                pygame.draw.rect(surf, theme.ACCENT, board.cell_rect(*self.patrol_from), max(3, round(4 * s)))
            elif any(isinstance(a, Patrol) for a in choices):
                squares = {(a.row, a.col) for a in choices if isinstance(a, Patrol)}
            for sq in squares:
                if sq is not None:
                    pygame.draw.rect(surf, LEGAL, board.cell_rect(*sq), max(2, round((2 + pulse * 2) * s)),
                                     border_radius=4)
        if self.menu is not None:
            font = sc.assets.font(max(12, round(15 * s)), bold=True)
            for action, rect in self.menu[1]:
                hot = rect.collidepoint(sc.pointer)
                pygame.draw.rect(surf, theme.ACCENT_LIGHT if hot else (236, 220, 186), rect, border_radius=6)
                pygame.draw.rect(surf, theme.ACCENT_DARK, rect, 2, border_radius=6)
                text = menu_text(sc.state, action)
                surf.blit(font.render(text, True, theme.TEXT_DARK), font.render(text, True, theme.TEXT_DARK)
                          .get_rect(center=rect.center))
            return  # the chooser is what is read now: no square's note over it
        self._explain(surf)

    def _draw_handover(self, surf: pygame.Surface, who: str) -> None:
        draw_handover(self.scene, surf, who)

    def _explain(self, surf: pygame.Surface) -> None:
        """Hovering the event, a challenge, a line domino, a square's pieces or a Court tile says
        what it is (`xnotes`); buildings as in Queendomino."""
        sc = self.scene
        if (text := hover_text(self, sc.pointer)) is not None:
            x, y = sc.pointer
            draw_note(surf, sc.assets, text, (x + 16, y + 18), theme.PANEL_LIGHT, sc.scale, where="topleft",
                      max_w=320, bold=False)
            return
        super()._explain(surf)
