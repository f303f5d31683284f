"""Royal Wedding XXL's steps at the table, on Queendomino's: knights, build (from either
builders' row, and again when an event allows), bribe one of two Dragons, plus C′ restore,
the Court, the giants and the events' decisions.

`XTable(scene)` is built by the table screen for an XXL game and answers the same hooks as
`QTable`. The builders' steps are Queendomino's; every other choice is either a square of the
acting kingdom (giant crowns, C′, paying and placing a Court tile, the events' buildings,
knights and giants), a Court tile, or a button (a footprint's kingdom). Every action goes
through the table's `try_action`, so the engine decides and gives the reason.

This module holds what the player is doing (the kingdom shown large, the chooser, the overview)
and what the step asks (banner, buttons); `inputs.py` turns presses and keys into choices,
`draw.py` draws, `handover.py` passes the mouse in a hot seat, `notes.py` says what hovering shows.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, Skip, State, legal_actions, pending_decision
from game.engine.rules.economy_steps import bribe_cost
from game.engine.rules.xxl_giants import Footprint
from game.engine.rules.xxl_steps import Buy
from game.i18n import _
from game.i18n.content import tower_name
from game.ui.table.hud import ButtonSpec
from game.ui.table.kingdomino.pieces import KingdominoPieces
from game.ui.table.prompts import (
    ASK,
    pass_mouse,
    x_bribe,
    x_build,
    x_decision,
    x_step_bar,
    x_tax,
    x_walks_in,
)
from game.ui.table.queendomino.pieces import QTable
from game.ui.table.queendomino.protocol import Held
from game.ui.table.rule_pieces import EffectLine, LogLine, TablePieces
from game.ui.table.stages import table_tower
from game.ui.table.tokens import mark_brought
from game.ui.table.xxl import draw as xdraw
from game.ui.table.xxl import inputs as xinput
from game.ui.table.xxl import keys as xkeys
from game.ui.table.xxl.effects import action_text, effect_lines
from game.ui.table.xxl.handover import handover, walked_in_from
from game.ui.table.xxl.inputs import CHOOSING, open_search
from game.ui.table.xxl.lesson_words import refusal as xxl_refusal
from game.ui.table.xxl.move_log import xxl_log_text
from game.ui.table.xxl.playmat_view import XGeom, XxlView, focus_layout
from game.ui.table.xxl.stages import XMotion, draw_motion, feedback

if TYPE_CHECKING:
    from game.ui.layout import ScaledLayout
    from game.ui.table.geometry import SlotGeom
    from game.ui.table.stages import Stage
    from game.ui.table.table_view import TableView

#: steps the builders' code plays (build_again is a second build)
BUILDERS = {"tax": "tax", "build": "build", "build_again": "build", "bribe": "bribe"}


def decision_name(st: State) -> str | None:
    d = pending_decision(st)
    return d.step if d is not None else None


class XTable(KingdominoPieces):
    """Royal Wedding XXL's table pieces (rule_pieces.TablePieces). They hold Queendomino's
    (`builders`: knights, build, bribe on two builders' rows), answer what those ask of their owner
    (`BuildersOwner`: which step, the geometry, skipping, the step bar, the note at the pointer)
    and add the playmat, giants, events, the Court, the large kingdom and the overview."""

    def __init__(self, scene: TableView) -> None:
        super().__init__(scene)
        self.scene: TableView = scene
        self.builders = QTable(scene, owner=self)  # Queendomino's steps, asking this for what differs
        self.view = self.builders.view  # the builders' board and purses (Queendomino's drawing)
        self.xview = XxlView(scene.assets)
        self.pinned: int | None = None  # a kingdom the player brought up (None: the one acting)
        self.pinned_at = -1  # ... at this move: any move shows the kingdom acting again
        self.menu: tuple[tuple[int, int], list[tuple[Action, pygame.Rect]]] | None = None
        self.patrol_from: tuple[int, int] | None = None
        #: (move, knight's square) and the coins each square the knight may go to collects
        self.patrol_tax: tuple[tuple[int, tuple[int, int]] | None, dict[tuple[int, int], int]] = (None, {})
        self.court_rects: list[tuple[int, pygame.Rect]] = []
        self.key_focus: tuple[int, int] | None = None  # the keys' ring: (choice, at move), `xkeys`
        self.noted = False  # the pointer was over a piece with a note (its leaving redraws)
        self.challenge_rects: list[tuple[str, pygame.Rect]] = []
        self.line_rects: list[tuple[int, pygame.Rect]] = []  # face-up dominoes of the tower not in play
        self.face_down_rects: list[pygame.Rect] = []  # its face-down ones
        self._xgeom: tuple[object, XGeom] | None = None
        self.handed: int | None = None  # the move at which the mouse was passed (hot seat)
        self.overview = False  # every kingdom at once (V), over the table

    @property
    def geom(self) -> XGeom:
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

    def replay_moved(self, moves: int) -> None:
        if self.pinned is not None:  # the kingdom brought up stays up as the replay steps
            self.pinned_at = moves

    def table_layout(self, layout: ScaledLayout) -> ScaledLayout:
        return focus_layout(layout, self.focus_seat())

    def show(self, seat: int | None) -> None:
        """Bring kingdom `seat` up (None: back to the kingdom acting)."""
        sc = self.scene
        self.pinned, self.pinned_at = seat, sc.state.moves
        sc.geom = sc.make_geometry(sc.size)
        sc.static_dirty = True
        sc.dirty = True

    def own_large_view(self) -> bool:
        return True  # a kingdom comes up into the playmat's large square

    def bring_up(self, seat: int | None) -> bool:
        self.show(seat)
        return True

    def replay_press(self, pos: tuple[int, int]) -> bool:
        return self.press(pos)  # the compact kingdoms and the overview answer as at the table

    # -- Queendomino's answers, taken as they are --------------------------------------------------
    @property
    def held(self) -> Held | None:
        """A building picked up from the builders' board."""
        return self.builders.held

    @held.setter
    def held(self, held: Held | None) -> None:
        self.builders.held = held

    @property
    def pick(self) -> list[tuple[int, int]]:
        """The squares chosen for knights (the tax step)."""
        return self.builders.pick

    @pick.setter
    def pick(self, squares: list[tuple[int, int]]) -> None:
        self.builders.pick = squares

    def slot_of(self, bid: int) -> int | None:
        return self.builders.slot_of(bid)

    def slot_center(self, slot: int) -> tuple[int, int]:
        return self.builders.slot_center(slot)

    def tax_preview(self) -> dict[tuple[int, int], int]:
        return self.builders.tax_preview()

    def release(self, pos: tuple[int, int]) -> bool:
        return self.builders.release(pos)

    def step_cells(self) -> int:
        return self.builders.step_cells()

    def asks_step(self, step: str) -> bool:
        return self.builders.asks_step(step)

    def skip_label(self) -> str:
        return self.builders.skip_label()

    def lit_slots(self, st: State) -> frozenset[int]:
        return self.builders.lit_slots(st)

    def hidden_buildings(self) -> frozenset[int]:
        return self.builders.hidden_buildings()

    # -- words and lessons ---------------------------------------------------------------------------
    def log_line(self, name: str, before: State, action: Action, after: State,
                 names: list[str]) -> LogLine | None:
        line = self.builders.log_line(name, before, action, after, names)
        if line is not None:
            return line
        text = action_text(name, before, action, after) or xxl_log_text(name, before, action, names)
        return None if text is None else LogLine(text)

    def effect_lines(self, before: State, action: Action, after: State,
                     names: list[str]) -> list[EffectLine]:
        return effect_lines(before, action, after, names)

    def skip_buttons(self) -> tuple[str, ...]:
        return ("q_skip", "x_skip")

    def refusal(self, action: Action) -> str | None:
        kingdoms = [seat.kingdom_name for seat in self.scene.session.seats]
        return self.builders.refusal(action) or xxl_refusal(self.scene.state, action, kingdoms)

    def targets(self, action: Action) -> list[pygame.Rect]:
        """As Queendomino's, and: a chooser open on the action's square (C′: rebuild or clear)
        lights its choices; a Court tile where it lies; a footprint's kingdom by its button; any
        other choice on a square of the kingdom (a giant's crown, a resource)."""
        sc = self.scene
        grow = sc.geom.px(6)
        out: list[pygame.Rect] = []
        if self.menu is not None and any(act == action for act, _ in self.menu[1]):
            out += [r.inflate(grow, grow) for _action, r in self.menu[1]]
        mine = self.builders.targets(action)
        if mine or isinstance(action, Skip):
            return out + mine
        if isinstance(tile := getattr(action, "tile", None), int):
            out += [r.inflate(grow, grow) for tid, r in self.court_rects if tid == tile]
        elif isinstance(kingdom := getattr(action, "kingdom", None), int):
            out += [b.rect for n, b in sc.controls.items() if n == f"x_go:{kingdom}"]
        elif (isinstance(row := getattr(action, "row", None), int)
              and isinstance(col := getattr(action, "col", None), int)):
            board = sc.geom.boards[sc.state.actor or 0]
            out.append(board.cell_rect(row, col).inflate(grow, grow))
        return out

    # -- steps -------------------------------------------------------------------------------------
    def handover(self) -> str | None:
        """The name to pass the mouse to (hot seat), None when nobody needs to take over."""
        return handover(self)

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
        self.builders.reset()
        self.menu = None
        self.patrol_from = None
        self.key_focus = None

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
            return pass_mouse(who)
        if (came := walked_in_from(st)) is not None:
            return x_walks_in(self.scene.session.seats[came].name)
        if name is not None:
            return x_decision(name)
        if st.step == "court" and self.searches():
            return _(ASK["court_search"])
        if st.step in ("restore", "court"):
            return _(ASK[st.step])
        if st.step == "bribe":
            return x_bribe(bribe_cost(st) or 0)  # asked only while the Dragons fly
        if st.step == "tax":
            return x_tax(self.builders.tax_most())
        if st.step in ("build", "build_again"):
            return x_build(st.step == "build_again")
        return self.builders.banner_sub()

    def button_specs(self, specs: list[ButtonSpec]) -> list[ButtonSpec]:
        step = self.step()
        if step in (None, "tax", "build", "bribe"):
            return self.builders.button_specs(specs) if step is not None else specs
        # the kingdom's name alone: the banner asks where the giant walks, and "To …" on four
        # buttons left no room for the names in a 5-kingdom game's few step cells
        seats = self.scene.session.seats
        mine = [ButtonSpec(f"x_go:{k}", seats[k].kingdom_name, None,
                           _("Your giant walks to {kingdom}'s kingdom").format(kingdom=seats[k].kingdom_name),
                           primary=True)
                for k in self._footprints()]
        if self.searches():
            mine.append(ButtonSpec("x_search", _("Search piles"), None,
                                   _("Pay 4 different resources: any tile from the Court piles"),
                                   primary=True))
        if self.skip_action() is not None:
            mine.append(ButtonSpec("q_skip", _("Skip"), None, _("Skip this step (S)"), place=1))
            mine.append(self.builders.claim_spec())
        return mine + specs  # Rotate stays in its place, off while no domino is held

    def _footprints(self) -> list[int]:
        if self.step() != "decide":
            return []
        return [a.kingdom for a in self.choices() if isinstance(a, Footprint)]

    def searches(self) -> list[Buy]:
        """The Court tiles a search could take now (4 resources of different kinds)."""
        if self.step() != "court":
            return []
        return [a for a in self.choices() if isinstance(a, Buy) and a.search]

    def open_search(self) -> None:
        open_search(self)

    def button_actions(self) -> dict[str, Callable[[], object]]:
        out = dict(self.builders.button_actions())
        out["x_search"] = self.open_search
        for k in range(len(self.scene.session.seats)):
            out[f"x_go:{k}"] = partial(self.scene.try_action, Footprint(k))
        return out

    def king_text(self, st: State) -> str:
        return _("{tower} king").format(tower=tower_name(table_tower(st))) if st.king is not None else ""

    def cost_text(self, st: State) -> list[str]:
        """The phase, and the kingdom acting (a team's name names both people)."""
        actor = None if st.phase == "over" else st.actor
        out = x_step_bar(st, None if actor is None else self.scene.session.seats[actor].kingdom_name)
        if st.phase == "draft":  # the shortest: the line's tower (a long language's "first claims"
            out.append(tower_name(table_tower(st)))  # phase does not fit beside the steps' chips)
        return out

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

    # -- input (`xinput`) ---------------------------------------------------------------------------
    def face_down_at(self, pos: tuple[int, int]) -> bool:
        return any(r.collidepoint(pos) for r in self.face_down_rects)

    # Queendomino's own behaviour (the builders' pieces held), for the xxl modules to fall back on
    def as_queendomino_press(self, pos: tuple[int, int]) -> bool:
        return self.builders.press(pos)

    def as_queendomino_motion(self, pos: tuple[int, int]) -> bool:
        return self.builders.motion(pos)

    def as_queendomino_key(self, e: pygame.event.Event) -> bool:
        return self.builders.key(e)

    def as_queendomino_overlay(self, surf: pygame.Surface) -> None:
        self.builders.draw_overlay(surf)

    def as_queendomino_explain(self, surf: pygame.Surface) -> list[pygame.Rect]:
        return self.builders.explain(surf)

    def as_queendomino_note(self) -> tuple[str, int] | None:
        return self.builders.explain_note()

    def press(self, pos: tuple[int, int]) -> bool:
        return xinput.press(self, pos)

    def motion(self, pos: tuple[int, int]) -> bool:
        return xinput.motion(self, pos)

    def key(self, e: pygame.event.Event) -> bool:
        if xinput.key(self, e):
            return True
        return self.step() in xinput.CHOOSING and xkeys.key(self, e.key, bool(e.mod & pygame.KMOD_SHIFT))

    def mark_line_domino(self, surf: pygame.Surface, slot: SlotGeom, domino: int) -> None:
        if self.scene.state.options.court:  # the resource each half will bring
            mark_brought(self.scene.assets, surf, slot, domino)

    def quiet_cell(self, seat: int, r: int, c: int) -> bool:
        return self.builders.quiet_cell(seat, r, c) or bool(self.scene.shown.kingdoms[seat].at("giant", r, c))

    # -- drawing (`xdraw`) ----------------------------------------------------------------------------
    def draw_static(self, surf: pygame.Surface) -> None:
        xdraw.draw_static(self, surf)

    def stages(self, before: State, action: Action, after: State, ai: bool) -> list[Stage]:
        return self.builders.stages(before, action, after, ai) + feedback(self, before, action, after, ai)

    def draw_motion(self, surf: pygame.Surface, motion: object) -> None:
        if isinstance(motion, XMotion):
            draw_motion(self, surf, motion)
        else:
            self.builders.draw_motion(surf, motion)

    def draw_overlay(self, surf: pygame.Surface) -> None:
        xdraw.draw_overlay(self, surf)

    def overlay_rects(self) -> list[pygame.Rect] | None:
        """As Queendomino's where `xdraw.draw_overlay` hands over to it; else None (the hand-over
        screen, the overview, the choosers' squares and menus)."""
        if self.overview or (self.scene.settled and (handover(self) is not None or self.step() in CHOOSING)):
            return None
        return self.builders.overlay_rects()

    def explain(self, surf: pygame.Surface) -> list[pygame.Rect]:
        return xdraw.explain(self, surf)

    def explain_note(self) -> tuple[str, int] | None:
        return xdraw.explain_note(self)


if TYPE_CHECKING:  # mypy checks here that the class answers every hook as declared
    def _meets_the_interface(scene: TableView) -> TablePieces:
        return XTable(scene)
