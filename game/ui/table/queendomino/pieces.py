"""Queendomino's table pieces (`rule_pieces.TablePieces`): knights (tax), build, bribe the
Dragon, and the way to claim.

`QTable(scene)` is built by the table screen for a game whose declaration names it. It owns
what a human is doing during the three builders' steps — the squares picked for knights, the
building held — and answers the table's hooks: extra buttons, the banner's instructions, the
static parts (`economy_view.py`), the overlay that follows the pointer, and the feedback stages
(`stages.py`). The build and bribe steps' input and drawing are in `build.py`; the knights'
step stays here. Every action still goes through the table's `try_action`, so the engine decides
and gives the reason.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, Skip, State
from game.engine.buildings import building
from game.engine.economy import KNIGHTS_PER_DOMINO, tax_coins
from game.engine.economy import coins as coins_of
from game.engine.economy import guard as guard_of
from game.engine.rules.economy_steps import (
    PRICES,
    Bribe,
    Build,
    Tax,
    hosts_queen,
    last_round_ends,
    placed_squares,
    queen_host,
)
from game.i18n import N_, _, formats, ngettext
from game.ui import palette, theme
from game.ui.table.damage import note_rect
from game.ui.table.hud import ButtonSpec, draw_note, note_size
from game.ui.table.kingdomino.pieces import KingdominoPieces
from game.ui.table.notes import beside, corner_badge
from game.ui.table.piece_art import LEGAL
from game.ui.table.prompts import (
    END_TURN,
    GAME_OVER,
    Q_BRIBE,
    Q_BRIBE_LAST,
    Q_BUILD,
    Q_BUILD_LAST,
    Q_CLAIM_BAR,
    TO_CLAIM,
    q_step_bar,
    q_tax,
)
from game.ui.table.queendomino.build import (
    draw_bribe_note,
    draw_build_overlay,
    let_go,
    press_building,
    price_words,
    release_held,
    site_key,
    slot_key,
    slot_price,
)
from game.ui.table.queendomino.building_art import describe_lines
from game.ui.table.queendomino.economy_view import STEP_NAMES, EconomyView, QGeom, all_rows
from game.ui.table.queendomino.held_card import draw_grown_slot
from game.ui.table.queendomino.lesson_words import refusal
from game.ui.table.queendomino.protocol import BuildersOwner, Held
from game.ui.table.queendomino.stages import QMotion, draw_motion, feedback, log_text
from game.ui.table.rule_pieces import LogLine, TablePieces
from game.ui.widgets import draw_text

if TYPE_CHECKING:
    from game.ui.assets import Assets
    from game.ui.layout import ScaledLayout
    from game.ui.table.stages import Stage
    from game.ui.table.table_view import TableView

Q_STEPS = ("tax", "build", "bribe")
#: a skip button's word and its tooltip per step (translated where drawn: the language may change)
SKIP_TEXT = {"tax": N_("No knights"), "build": N_("Don't build"), "bribe": N_("Don't bribe")}
SKIP_TIP = {"tax": N_("No knights this turn (S)"), "build": N_("Don't build this turn (S)"),
            "bribe": N_("Don't bribe this turn (S)")}


class QTable(KingdominoPieces):
    """Queendomino's table pieces (rule_pieces.TablePieces): the builders' board, purses, the
    Queen and the Dragon, and the steps of a turn beyond the domino (knights, build, bribe)."""

    def __init__(self, scene: TableView, owner: BuildersOwner | None = None) -> None:
        super().__init__(scene)
        self.scene: TableView = scene
        # whose steps these are: Queendomino's own, or a rule set's that builds on them (XXL's
        # pieces hold a QTable and answer what differs: which step, the geometry, skipping...)
        self.owner: BuildersOwner = self if owner is None else owner
        self.view = EconomyView(scene.assets)
        self._geom: tuple[object, QGeom] | None = None
        self.pick: list[tuple[int, int]] = []  # squares chosen for knights (tax step)
        self.held: Held | None = None
        self.hover_slot: int | None = None
        self.drawn: list[pygame.Rect] = []  # where the last `draw_overlay` drew (`overlay_rects`)

    # -- geometry and state --------------------------------------------------------------
    @property
    def geom(self) -> QGeom:
        if self.owner is not self:
            return self.owner.geom
        g = self.scene.geom
        if self._geom is None or self._geom[0] is not g:
            self._geom = (g, QGeom(g.layout, len(self.scene.session.seats)))
        return self._geom[1]

    def step(self) -> str | None:
        """The builders' step a human may act in now, else None."""
        sc = self.scene
        st = sc.state
        if sc.human_turn and st.phase == "play" and st.step in Q_STEPS:
            return st.step
        return None

    def slot_center(self, slot: int) -> tuple[int, int]:
        return self.geom.slots[slot].tile.center

    def slot_of(self, bid: int) -> int | None:
        row = all_rows(self.scene.state)
        return row.index(bid) if bid in row else None

    def table_layout(self, layout: ScaledLayout) -> ScaledLayout:
        """The map as this rule set draws it (XXL moves the kingdom in play)."""
        return layout

    def king_text(self, st: State) -> str:
        """Which king acts, for a team's banner (XXL names the tower)."""
        return ""

    def reset(self) -> None:
        """The turn moved on (an action, undo, a load): forget picks and held pieces."""
        self.pick = []
        self.held = None

    # -- what the rest of the table asks -----------------------------------------------------
    def tax_preview(self) -> dict[tuple[int, int], int]:
        """Coins a knight on each square of the domino just placed would collect."""
        st = self.scene.state
        n = st.actor
        if n is None:
            return {}
        k = st.kingdoms[n]
        queen = hosts_queen(st, n)
        return {sq: tax_coins(k, building, [sq], queen) for sq in placed_squares(st)}

    def quiet_cell(self, seat: int, r: int, c: int) -> bool:
        """A square whose terrain note would cover a better one: a building, or a square
        offered to a knight (its "+N" says more)."""
        if self.scene.shown.kingdoms[seat].at("building", r, c):
            return True
        return self.owner.step() == "tax" and seat == self.scene.state.actor and (r, c) in self.tax_preview()

    def guard(self) -> int:
        st = self.scene.state
        return 0 if st.actor is None else guard_of(st.kingdoms[st.actor])

    def tax_most(self) -> int:
        """The most knights this tax step can send: two, or fewer when the guard is short."""
        return min(KNIGHTS_PER_DOMINO, self.guard())

    def cost_text(self, st: State) -> list[str]:
        """What the current step costs, for the step bar (every seat, AI too): the fullest
        wording first, then shorter ones for narrow tables."""
        if st.phase == "over":
            return [_(GAME_OVER)]
        if st.phase == "draft" or st.actor is None:
            return [_(words) for words in Q_CLAIM_BAR]
        k = st.kingdoms[st.actor]
        # the prices paid at the build step: the Queen and this round's event included
        dear, cheap = slot_price(st, 0), slot_price(st, len(PRICES) - 1)
        return q_step_bar(st.step, coins_of(k), guard_of(k), dear, cheap, hosts_queen(st, st.actor))

    def banner_sub(self) -> str | None:
        step = self.scene.state.step if self.scene.state.phase == "play" else None
        if step == "tax":
            return q_tax(self.tax_most())
        last = last_round_ends(self.scene.state)
        if step == "build":
            return _(Q_BUILD_LAST if last else Q_BUILD)
        if step == "bribe":
            return _(Q_BRIBE_LAST if last else Q_BRIBE)
        return None

    def lit_slots(self, st: State) -> frozenset[int]:
        if self.owner.step() is None:
            return frozenset()
        row = all_rows(st)
        if st.actor is None:  # nobody acts: nothing is anybody's to afford
            return frozenset()
        coins = coins_of(st.kingdoms[st.actor])
        if st.step == "build":
            return frozenset(i for i, b in enumerate(row) if b is not None and slot_price(st, i) <= coins)
        if st.step == "bribe":
            return frozenset(i for i, b in enumerate(row) if b is not None)
        return frozenset()

    # -- buttons ------------------------------------------------------------------------------
    def button_specs(self, specs: list[ButtonSpec]) -> list[ButtonSpec]:
        """The table's buttons with this step's added in front."""
        step = self.owner.step()
        if step is None:
            return specs
        mine: list[ButtonSpec] = []
        if step == "tax":
            coins = sum(self.tax_preview().get(sq, 0) for sq in self.pick)
            n = len(self.pick)
            if n:
                text = _("Send {n} (+{coins})").format(n=formats.number(n), coins=formats.number(coins))
                tip = _("Send the knights to the squares you picked (Enter)")
            else:
                text, tip = _("Send knights"), _("Pick squares first")
            mine.append(ButtonSpec("q_collect", text, None, tip, primary=True, enabled=bool(n), place=0))
        mine.append(ButtonSpec("q_skip", _(SKIP_TEXT[step]), None, _(SKIP_TIP[step]), place=1))
        mine.append(self.claim_spec())
        return mine + specs  # Rotate stays in its place, off while no domino is held

    def claim_spec(self) -> ButtonSpec:
        """The button that skips every step left (C): "Go to claim", or in the last round, which
        has nothing to claim, "End turn"."""
        words, tip = END_TURN if last_round_ends(self.scene.state) else TO_CLAIM
        return ButtonSpec("q_claim", _(words), None, _(tip), place=2)

    def button_actions(self) -> dict[str, Callable[[], object]]:
        return {"q_collect": self.collect, "q_skip": self.owner.skip, "q_claim": self.owner.go_to_claim}

    # -- actions -------------------------------------------------------------------------------
    def collect(self) -> None:
        if self.owner.step() == "tax" and self.pick:
            self.scene.try_action(Tax(tuple(sorted(self.pick))))

    def skip(self) -> None:
        step = self.owner.step()
        if step is not None:
            self.scene.try_action(Skip(step))

    def go_to_claim(self) -> None:
        """Skip every optional step left in this turn at once (steps with nothing to do
        are already passed by the engine)."""
        if self.owner.step() is None:
            return
        sc = self.scene
        actor, moves = sc.state.actor, sc.state.moves
        # not self.owner.step(): that waits for the picture to settle after each skip
        while sc.state.phase == "play" and sc.state.step in Q_STEPS and sc.state.actor == actor:
            if sc.state.moves >= moves + len(Q_STEPS):  # never more skips than steps
                break
            if not sc.try_action(Skip(sc.state.step)):
                break

    def step_cells(self) -> int:
        return 3  # knights sent, skipped, on to the claim: every turn

    def asks_step(self, step: str) -> bool:
        return True  # every step of the turn is drawn on the table (the builders' board)

    def log_line(self, name: str, before: State, action: Action, after: State,
                 names: list[str]) -> LogLine | None:
        # building where the Queen stands brings her home: the line names where she came from
        host, seat = queen_host(before), before.actor
        came = isinstance(action, Build) and host is not None and host != seat and queen_host(after) == seat
        text = log_text(name, before, action, after, names[host] if came and host is not None else None)
        if text is None:
            return None
        return LogLine(text, host) if came else LogLine(text)

    def targets(self, action: Action) -> list[pygame.Rect]:
        """Knights: their squares and Collect; a building: its tile (and its square); a skip:
        the Skip button."""
        sc = self.scene
        seat = sc.state.actor or 0
        board = sc.geom.boards[seat]
        grow = sc.geom.px(6)
        out: list[pygame.Rect] = []
        if isinstance(action, Tax):
            out += [board.cell_rect(r, c) for r, c in action.squares]
            out += [b.rect for n, b in sc.controls.items() if n == "q_collect"]
        elif isinstance(action, Build | Bribe):
            slot = self.slot_of(action.building)
            if slot is not None:
                out.append(self.geom.slots[slot].tile.inflate(grow, grow))
            if isinstance(action, Build):
                out.append(board.cell_rect(action.row, action.col).inflate(grow, grow))
        elif isinstance(action, Skip):
            out += [b.rect for n, b in sc.controls.items() if n in self.owner.skip_buttons()]
        return out

    def skip_buttons(self) -> tuple[str, ...]:
        """The names of the buttons that skip a step."""
        return ("q_skip",)

    def skip_label(self) -> str:
        names = self.owner.skip_buttons()
        return next((b.text for n, b in self.scene.controls.items() if n in names), _("Skip"))

    def refusal(self, action: Action) -> str | None:
        return refusal(action, self.skip_label())

    def stages(self, before: State, action: Action, after: State, ai: bool) -> list[Stage]:
        return feedback(self, before, action, after, ai)

    # -- input ----------------------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> bool:
        """A left press during a builders' step; True when it was ours."""
        step = self.owner.step()
        if step is None:
            return False
        sc = self.scene
        if step == "tax":
            if sc.state.actor is None:
                return False
            cell = sc.geom.boards[sc.state.actor].cell_at(pos)
            if cell is not None and cell in self.tax_preview():
                self._toggle(cell)
                return True
            return False
        return press_building(self, step, pos)

    def _toggle(self, cell: tuple[int, int]) -> None:
        sc = self.scene
        if cell in self.pick:
            self.pick.remove(cell)
        else:
            guard = self.guard()
            if len(self.pick) >= guard:
                if guard == 1:  # one knight: a new square replaces the old choice
                    self.pick = [cell]
                else:
                    sc.refuse(ngettext("your guard has {n} knight", "your guard has {n} knights", guard)
                              .format(n=formats.number(guard)))
                    return
            else:
                self.pick.append(cell)
        sc.ctx.sound.play("click")
        sc.controls = sc.painter.build_controls()
        sc.static_dirty = True
        sc.dirty = True

    def motion(self, pos: tuple[int, int]) -> bool:
        slot = self.geom.slot_at(pos)
        if slot != self.hover_slot:
            self.hover_slot = slot
            self.scene.dirty = True
        elif slot is not None:
            self.scene.dirty = True  # the note follows the pointer
        if self.held is not None:
            self.held.pointer = pos
            self.scene.dirty = True
            return True
        return False

    def release(self, pos: tuple[int, int]) -> bool:
        return release_held(self, pos)

    def modal(self) -> bool:
        """An overlay of this rule set's that takes every click (none in Queendomino)."""
        return False

    def overlay_rects(self) -> list[pygame.Rect] | None:
        """Where `draw_overlay` draws this frame when that is known (the table then repaints
        only there next frame), else None. Known: nothing before the picture settles; a
        building's note at the pointer. A building drawn large (a builders' tile grown under the
        pointer, one being carried: `held_card`) says where it drew (`draw_overlay` keeps it);
        tax, bribe and a hint repaint whole."""
        sc = self.scene
        if not sc.settled:
            return []
        if sc.hint or self.owner.step() in ("tax", "bribe"):
            return None
        return list(self.drawn)

    def face_down_at(self, pos: tuple[int, int]) -> bool:
        """Whether a face-down domino this rule set draws is at `pos` (none in Queendomino)."""
        return False

    def plate_reserve(self, seat: int) -> int:
        """Pixels at the right of `seat`'s name plate that a control of this rule set covers."""
        return 0

    def key(self, e: pygame.event.Event) -> bool:
        step = self.owner.step()
        if step is None:
            return False
        k = e.key
        if k == pygame.K_ESCAPE and self.held is not None:
            let_go(self)
            return True
        if k == pygame.K_s:
            self.owner.skip()
        elif k == pygame.K_c:
            self.owner.go_to_claim()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and step == "tax":
            self.collect()
        elif k in (pygame.K_1, pygame.K_2) and step == "tax":
            squares = sorted(self.tax_preview())
            i = k - pygame.K_1
            if i < len(squares):
                self._toggle(squares[i])
        elif pygame.K_1 <= k <= pygame.K_6 and step in ("build", "bribe"):
            # 1-6: the builders' slots, dearest first; with Shift, the second row (XXL's)
            second = bool(e.mod & pygame.KMOD_SHIFT) and len(all_rows(self.scene.state)) > len(PRICES)
            slot_key(self, step, k - pygame.K_1 + (len(PRICES) if second else 0))
        elif step == "build" and self.held is not None and self.held.mode == "keys":
            return site_key(self, k)
        else:
            return False
        return True

    # -- drawing ----------------------------------------------------------------------------------
    def hidden_buildings(self) -> frozenset[int]:
        sc = self.scene
        out = {self.held.building} if self.held is not None else set()
        if sc.stage is not None:
            out |= {m.building for m in sc.stage.motions if isinstance(m, QMotion) and m.building}
        return frozenset(out)

    def draw_static(self, surf: pygame.Surface) -> None:
        sc = self.scene
        st = sc.shown
        g = self.geom
        hidden = self.hidden_buildings()
        stage = sc.stage
        flying = stage.motions if stage is not None else []
        away = frozenset(m.kind for m in flying if isinstance(m, QMotion) and m.kind in ("queen", "dragon"))
        actor = st.actor if st.phase != "over" else None
        for seat, board in enumerate(sc.geom.boards):
            colour = sc.seat_colour(seat)
            self.view.draw_kingdom(surf, st, seat, board, colour, hidden)
            self.view.draw_purse(surf, st, seat, g.purses[seat], colour, seat == actor, g.scale, away)
        names = [seat.kingdom_name for seat in sc.session.seats]
        self.view.draw_market(surf, st, g, actor, names, self.lit_slots(st), hidden, away)
        colour = sc.seat_colour(actor) if actor is not None else theme.ACCENT_DARK
        # the last round has no claims: the step bar ends at the Dragon
        step_names = STEP_NAMES[:-1] if last_round_ends(st) else STEP_NAMES
        self.view.draw_steps(surf, st, g, self.owner.cost_text(st), colour, step_names)

    def draw_overlay(self, surf: pygame.Surface) -> None:
        sc = self.scene
        self.drawn = []
        if not sc.settled:
            return
        step = self.owner.step()
        if step == "tax":
            self._tax_overlay(surf)
        elif step == "build":
            self.drawn += draw_build_overlay(self, surf)
        elif step == "bribe" and draw_bribe_note(self, surf):
            return  # the Dragon's note stands alone: no hint or building note under it
        self._hint(surf)
        if self.held is None:
            self.drawn += self.owner.explain(surf)

    def _hint(self, surf: pygame.Surface) -> None:
        """The adviser's builders' move (T): gold rings where it would act, or "skip"."""
        sc = self.scene
        if sc.state.actor is None:
            return
        board = sc.geom.boards[sc.state.actor]
        width = max(2, round(4 * sc.scale))
        for a in sc.hint:
            rings: list[pygame.Rect] = []
            if isinstance(a, Tax):
                rings = [board.cell_rect(*sq) for sq in a.squares]
            elif isinstance(a, Build | Bribe):
                slot = self.slot_of(a.building)
                if slot is not None:
                    rings.append(self.geom.slots[slot].tile.inflate(8, 8))
                if isinstance(a, Build):
                    rings.append(board.cell_rect(a.row, a.col))
            elif isinstance(a, Skip):
                rings = [self.geom.steps]
            for r in rings:
                pygame.draw.rect(surf, theme.ACCENT_LIGHT, r, width, border_radius=6)
            if rings:
                label = _("Hint: skip") if isinstance(a, Skip) else _("Hint")
                draw_note(surf, sc.assets, label, (rings[0].centerx, rings[0].top - 2), theme.ACCENT,
                          sc.scale, where="midbottom")

    def _tax_overlay(self, surf: pygame.Surface) -> None:
        sc = self.scene
        if sc.state.actor is None:
            return
        board = sc.geom.boards[sc.state.actor]
        s = sc.scale
        for sq, coins in self.tax_preview().items():
            rect = board.cell_rect(*sq)
            chosen = sq in self.pick
            pulse = 0.5 + 0.5 * math.sin(sc.time * 4)
            colour = LEGAL if chosen else theme.ACCENT_LIGHT
            width = max(2, round((3 + (0 if chosen else pulse * 2)) * s))
            pygame.draw.rect(surf, colour, rect, width, border_radius=4)
            if chosen:  # the knight stands in the upper half, above its "+N"
                icon = sc.assets.scaled_to_fit("knight", (rect.w // 2, rect.h // 2))
                surf.blit(icon, icon.get_rect(midtop=(rect.centerx, rect.y + 2)))
            if rect.w >= SMALL_CELL:  # inside the square, so it never covers the other square or a plate
                draw_note(surf, sc.assets, f"+{coins}", (rect.centerx, rect.bottom - 2), colour, s,
                          where="midbottom")
            else:  # a small square (the large XXL kingdoms): a badge on its corner, the terrain shows
                _badge(surf, sc.assets, f"+{coins}", rect, colour, board.rect)

    def explain(self, surf: pygame.Surface) -> list[pygame.Rect]:
        """Hovering a building, on the board or in a kingdom: its name and four corners; a
        builders' tile also grows in place, its words above it. Returns what it drew."""
        note = self.owner.explain_note()
        if note is None:
            return []
        sc = self.scene
        drawn: list[pygame.Rect] = []
        text, width = note
        at = explain_at(sc.pointer)
        row = all_rows(sc.shown)
        if self.hover_slot is not None and (bid := row[self.hover_slot]) is not None:
            card = draw_grown_slot(self, surf, bid, self.hover_slot, slot_price(sc.shown, self.hover_slot))
            drawn.append(card)
            # above it, where it covers the kingdom a moment rather than the tiles compared with
            box = pygame.Rect((0, 0), note_size(sc.assets, text, sc.scale, width, bold=False))
            box.midbottom = (card.centerx, card.top - sc.geom.px(6))
            banner = sc.geom.banner  # the turn's instruction is read while choosing: never covered
            if box.top < banner.bottom + sc.geom.px(6):  # beside it then, off the other tiles and prices
                keep = [card, banner, self.geom.steps, *self.geom.rows]
                box = beside(box.size, card, keep, surf.get_rect(), sc.geom.px(6))
            box.clamp_ip(surf.get_rect())
            at = box.topleft
        drawn.append(note_rect(draw_note(surf, sc.assets, text, at, theme.PANEL_LIGHT, sc.scale,
                                         where="topleft", max_w=width, bold=False)))
        return drawn

    def explain_note(self) -> tuple[str, int] | None:
        """What `_explain` says of what is under the pointer, and its width (None: nothing)."""
        sc = self.scene
        bid, price = None, None
        if self.hover_slot is not None:
            row = all_rows(sc.shown)
            bid = row[self.hover_slot] if self.hover_slot < len(row) else None
            price = price_words(sc.shown, self.hover_slot)
        elif sc.hover_cell is not None:
            seat, r, c = sc.hover_cell
            bid = int(sc.shown.kingdoms[seat].at("building", r, c)) or None
        if bid is None:
            return None
        lines = describe_lines(bid) + ([price] if price is not None else [])
        return lines[0] + "\n" + "\n".join(lines[1:]), 260

    def draw_motion(self, surf: pygame.Surface, motion: object) -> None:
        if isinstance(motion, QMotion):
            draw_motion(self, surf, motion)


SMALL_CELL = 44  # px: below this a "+N" note inside a square would hide its terrain


def explain_at(pointer: tuple[int, int]) -> tuple[int, int]:
    """Where a note about what is under the pointer starts: below right of it."""
    return pointer[0] + 16, pointer[1] + 18


def _badge(surf: pygame.Surface, assets: Assets, text: str, rect: pygame.Rect,
           colour: tuple[int, int, int], bounds: pygame.Rect) -> None:
    """A compact "+N" on a square's top-right corner (12 px text, the table's smallest)."""
    font = assets.font(12, bold=True)
    w, h = font.size(text)[0] + 8, font.get_height() + 2
    r = corner_badge((w, h), rect, bounds)
    pygame.draw.rect(surf, colour, r, border_radius=h // 2)
    pygame.draw.rect(surf, palette.OUTLINE, r, 1, border_radius=h // 2)
    draw_text(surf, text, font, theme.TEXT_DARK, r.center, "center")


if TYPE_CHECKING:  # mypy checks here that the class answers every hook as declared
    def _meets_the_interface(scene: TableView) -> TablePieces:
        return QTable(scene)
