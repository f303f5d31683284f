"""Painting the table: a cached static layer and a light per-frame overlay.

The static layer (background, boards, lines, tower, scores, banner, log) is
recomposed only when the scene marks it stale; each board inside it is
itself cached by `KingdomView`. A frame then copies back from it only what the
last frame's overlay covered (`damage.py`) and draws whatever moves: the ghost,
pieces in flight, hover notes, the buttons. `draw` reads the scene and never
changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import Claim, match_continues, scores
from game.i18n import _, ngettext
from game.i18n.formats import number
from game.ui import theme
from game.ui.net_words import presence_parts
from game.ui.table import prompts
from game.ui.table.banner_words import table_banner
from game.ui.table.damage import Damage, Drawn, Rects, note_rect
from game.ui.table.draft_view import LineLook, draw_line, draw_tower
from game.ui.table.geometry import Board
from game.ui.table.ghost_view import draw_ghost, draw_hint
from game.ui.table.hud import (
    TOOLS,
    BannerText,
    ButtonSpec,
    ScoreRow,
    banner_parts,
    draw_banner,
    draw_note,
    draw_plate,
    draw_scores,
    draw_thinking,
    layout_buttons,
    note_size,
    plate_cut,
    thinking_edge,
)
from game.ui.table.kingdom_view import PLOT_DIM, Look, terrain_label
from game.ui.table.last_moves import draw_hover as draw_moves_hover
from game.ui.table.last_moves import draw_last_moves, draw_queen_notice, notice_reserve
from game.ui.table.notes import ghost_avoid, note_bounds, toast_box, touching
from game.ui.table.score_hover import draw_score_hover
from game.ui.table.score_parts import signed
from game.ui.table.stages import line_being_claimed, table_tower, unplaced_kings
from game.ui.table.table_words import level_title, points
from game.ui.widgets import Button, FocusGroup, even_text

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView


def gain_text(gain: int) -> str:
    """What a placement is worth now, signed: "+3", "+0", "−2" (a true minus sign)."""
    return signed(gain)

class Painter:
    def __init__(self, scene: TableView) -> None:
        self.scene = scene
        self.group = FocusGroup(on_activate=lambda w: scene.ctx.sound.play("click"))
        self._bg: tuple[tuple[int, int], pygame.Surface] | None = None
        self._controls_key: tuple = ()
        self.static_builds = 0  # how many times the static layer was recomposed (the bench reads it)
        self._boards: dict[int, tuple[pygame.Surface, pygame.Rect]] = {}  # seat -> last board image, clip
        self.plates_cut: dict[int, str] = {}  # seat -> its plate's whole text, where the plate cuts it
        self.damage = Damage()  # what the last frame's overlay covered

    # -- controls ---------------------------------------------------------------------------
    def button_specs(self) -> list[ButtonSpec]:
        sc = self.scene
        st = sc.state
        specs: list[ButtonSpec] = []
        if st.phase == "over":
            more = match_continues(st)
            specs.append(
                ButtonSpec(
                    "results",
                    _("Next game…") if more else _("Results"),
                    None,
                    _("See the scores and who won"),
                    primary=True,
                    place=0,
                )
            )
        if sc.must_discard():
            specs.append(
                ButtonSpec(
                    "discard",
                    _("Discard"),
                    None,
                    _("Your domino fits nowhere: put it back in the box (D)"),
                    primary=True,
                    place=0,
                )
            )
        can_undo = sc.session.can_undo()
        if not sc.session.result_declared():  # a declared result is never taken back: no Undo
            specs.append(
                ButtonSpec(
                    "undo",
                    _("Undo"),
                    "icon_undo",
                    _("Take back your last move (U)") if can_undo else _("Undo: nothing to take back now"),
                    enabled=can_undo,
                )
            )
        if sc.session.hints:
            specs.append(
                ButtonSpec(
                    "hint",
                    _("Hint"),
                    "icon_hint",
                    _("Show what the Normal AI would play (T)") if sc.human_turn
                    else _("Hints: on your own turn"),
                    enabled=sc.human_turn,
                )
            )
        specs.append(
            ButtonSpec(
                "rotate",
                _("Rotate"),
                "icon_rotate",
                _("Rotate the domino you hold (R, right-click or wheel)")
                if sc.place_step()
                else _("Rotate: only while you place your domino"),
                enabled=sc.place_step(),
            )
        )
        specs.append(ButtonSpec("pool", _("Dominoes"), None, _("Every domino: seen, or still to come (P)")))
        specs.append(ButtonSpec("rules", _("Rules"), "icon_rules", _("How to play (H)")))
        specs.append(ButtonSpec("menu", _("Menu"), "icon_menu", _("Pause, save, settings (Esc)")))
        specs = sc.prompt.button_specs(specs)
        return sc.pieces.button_specs(specs)

    def tools(self) -> tuple[str, ...]:
        """The table's own buttons this game can show, each in a place of its own."""
        return tuple(t for t in TOOLS if t != "hint" or self.scene.session.hints)

    def step_cells(self) -> int:
        """How many places the steps' buttons get: the same in every step of the game, so the
        table's own buttons never move (a rule set with steps beyond placing and claiming
        asks them with buttons: knights sent, skipped, on to the claim)."""
        return self.scene.pieces.step_cells()

    def build_controls(self) -> dict[str, Button]:
        sc = self.scene
        actions: dict[str, Callable[[], object]] = {
            "results": sc.open_results,
            "discard": sc.discard,
            "undo": sc.undo,
            "hint": sc.ask_hint,
            "rotate": sc.input.rotate,
            "pool": lambda: sc.ctx.manager.push(sc.ctx.scenes.pool(sc.session)),
            "rules": sc.open_rules,
            "menu": sc.open_menu,
            **sc.pieces.button_actions(),
            **sc.prompt.button_actions(),
        }
        font = sc.assets.font(20, bold=True)  # a button's word and margins, at a 48 px button's size
        placed = layout_buttons(sc.geom.controls, self.button_specs(), sc.scale, self.tools(),
                                self.step_cells(), lambda text: font.size(text)[0] + 20)
        # the interface size too: the same places hold smaller words after a change in Settings
        key = (sc.assets.factor, *((spec, tuple(rect)) for spec, rect in placed))
        if key == self._controls_key and sc.controls:
            return sc.controls  # same buttons in the same places: keep them (and a press in progress)
        self._controls_key = key
        self.group.clear()
        out: dict[str, Button] = {}
        for spec, rect in placed:
            icon = spec.icon if spec.icon and sc.assets.has(spec.icon) else None
            b = Button(
                rect,
                spec.text,  # always the word: the Button drops the icon when both do not fit
                actions[spec.name],
                icon=icon,
                enabled=spec.enabled,
                tooltip=spec.tooltip,
                style="primary" if spec.primary else "normal",
            )
            b.hovered = rect.collidepoint(sc.pointer)
            out[spec.name] = self.group.add(b)
        # fitted at the layout's scale like every other word of the table, then drawn at the
        # interface size (the table's assets scale the size asked): at 100 % they read as at 1280×720
        even_text(list(out.values()), sc.assets.base)
        return out

    # -- frame ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        whole = not sc.active  # a scene over the table (a menu) draws after it: repaint it all
        if sc.static_dirty or sc.static is None or sc.static.get_size() != surface.get_size():
            sc.static = self.compose(surface)
            sc.static_dirty = False
            sc.controls = self.build_controls()
            whole = True
        self.damage.restore(surface, sc.static, whole)
        self.damage.drew(self.overlay(surface))

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        if self._bg is None or self._bg[0] != size:
            surf = pygame.Surface(size)
            surf.fill(theme.BACKGROUND)
            if self.scene.assets.has("background"):
                img = self.scene.assets.scaled_to_cover("background", size)
                surf.blit(img, img.get_rect(center=(size[0] // 2, size[1] // 2)))
            self._bg = (size, surf)
        return self._bg[1]

    def compose(self, target: pygame.Surface) -> pygame.Surface:
        """Everything that stays put until the state (or a toggle) changes."""
        self.static_builds += 1
        sc = self.scene
        g = sc.geom
        s = sc.scale
        st = sc.shown
        surf = self.background(target.get_size()).copy()
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        stage = sc.stage
        hidden_d = set(stage.hidden_dominoes) if stage else set()
        hidden_k = set(stage.hidden_kings) if stage else set()
        if sc.ghost is not None:
            hidden_d.add(sc.ghost.domino)  # it is in the player's hand
        if sc.king_drag is not None:
            hidden_k.add(sc.king_drag[0])
        actor = st.actor if st.phase != "over" else None
        totals = [b.total for b in scores(st)]
        legal = sc.legal_cells() if sc.show_legal else frozenset()
        self.plates_cut = {}
        for seat, board in enumerate(g.boards):
            seat_info = sc.session.seats[seat]
            look = Look(seat_info.colour, active=seat == actor, tint=legal if seat == actor else frozenset())
            origin = (board.origin[0] - board.region.x, board.origin[1] - board.region.y)
            clip = board.rect.move(-board.region.x, -board.region.y)
            k = st.kingdoms[seat]
            img = sc.kingdoms.surface(seat, k, board.region.size, origin, board.cell, look, clip)
            surf.blit(img, board.region.topleft)
            self._boards[seat] = (img, clip)  # the overlay draws a gliding board from it
            parts = [points(totals[seat])]  # the plate's items, apart: " · " lists them
            if not seat_info.is_human:
                parts.append(_("AI {level}").format(level=level_title(seat_info.level)))
            parts += presence_parts(sc.session, seat)
            thrown = len(st.kingdoms[seat].discarded)
            if thrown:
                parts.append(ngettext("{n} discarded", "{n} discarded", thrown).format(n=number(thrown)))
            detail = " · ".join(parts)
            reserve = sc.pieces.plate_reserve(seat) + notice_reserve(sc, seat)
            waiting = unplaced_kings(st, seat)
            if waiting:  # the kings waiting on the plate's right: the words stop short of them
                reserve = max(reserve, g.labels[seat].right - g.home_king(seat, len(waiting) - 1).left)
            draw_plate(surf, sc.assets, g.labels[seat], seat_info.kingdom_name, detail, sc.seat_colour(seat),
                       seat == actor, s, reserve, sc.assets.symbol(seat_info.colour))
            if plate_cut(sc.assets, g.labels[seat], seat_info.kingdom_name, detail, s, reserve):
                self.plates_cut[seat] = f"{seat_info.kingdom_name} \u00b7 {detail}"  # said whole on hover
            for n, king in enumerate(waiting):  # kings waiting for their first claim
                if king not in hidden_k:
                    r = g.home_king(seat, n)
                    img = sc.art.king(seat_info.colour, r.h)
                    surf.blit(img, img.get_rect(midbottom=r.midbottom))
        sc.pieces.draw_static(surf)
        for seat, board in enumerate(g.boards):  # a gliding board keeps its knights, Court pieces
            self._boards[seat] = (surf.subsurface(board.region).copy(), self._boards[seat][1])
        draw_queen_notice(sc, surf)  # on the plate, after the plates and the rule set's pieces
        self._lines(surf, hidden_d, hidden_k)
        draft = st.drafts[table_tower(st)]
        line = len(draft.current) or 1
        left = len(st.towers[table_tower(st)])
        total = (
            st.round + left // line + (1 if draft.next is not None else 0) + (1 if st.phase == "draft" else 0)
        )
        if st.phase == "over":
            round_text = _(prompts.GAME_OVER)
        elif st.phase == "draft":
            round_text = ngettext("First claims · {n} round", "First claims · {n} rounds", total).format(
                n=number(total))
        else:
            round_text = _("Round {n} of {total}").format(n=number(st.round), total=number(total))
        if st.match.games > 1:
            round_text = _("{round} · game {number}/{games}").format(
                round=round_text, number=number(st.match.number), games=number(st.match.games))
        draw_tower(surf, sc.assets, sc.art, g.tower, left, round_text, s)
        self._scores(surf, totals)
        if g.log is not None:
            draw_last_moves(sc, surf, g.log)
        draw_banner(surf, sc.assets, sc.art, g.banner, self.banner(), s)
        return surf

    def _lines(self, surf: pygame.Surface, hidden_d: set[int], hidden_k: set[int]) -> None:
        sc = self.scene
        st = sc.shown
        draft = st.drafts[table_tower(st)]
        colours = {k: sc.session.seats[seat].colour for k, seat in enumerate(st.kings)}
        claiming = line_being_claimed(st)
        claimable = frozenset(sc.claimable())
        to_place = None
        d = sc.domino_to_place() if sc.place_step() else None
        if d is not None:
            to_place = next((i for i, s in enumerate(draft.current) if s.domino == d), None)
        hint_claim = {a.domino for a in sc.hint if isinstance(a, Claim)}
        for which, slots in (("current", draft.current), ("next", draft.next)):
            last = draft.next is None and st.phase != "draft"
            if which == "current":
                caption = (_("Choose a domino") if st.phase == "draft" else _("Last round") if last
                           else _("This round"))
            else:
                caption = _("Next round")
            empty = ""
            if which == "next" and slots is None:
                empty = (_("Drawn after the first claims") if st.phase == "draft" else _("The game is over")
                         if st.phase == "over" else _("Last round: nothing to claim"))
            look = LineLook(
                caption=caption,
                face_up=which == "current" or draft.next_face_up,
                claimable=claimable if which == claiming else frozenset(),
                to_place=to_place if which == "current" else None,
                hidden_dominoes=frozenset(hidden_d),
                hidden_kings=frozenset(hidden_k),
                king_colours=colours,
                empty_text=empty,
                marks=sc.pieces.mark_line_domino,
            )
            draw_line(surf, sc.assets, sc.art, sc.geom.lines[which], slots, look, sc.scale)
            for i, slot in enumerate(slots or []):  # the hinted claim: a gold ring
                if slot.domino in hint_claim:
                    r = sc.geom.lines[which].slots[i].domino.inflate(10, 10)
                    pygame.draw.rect(
                        surf, theme.ACCENT_LIGHT, r, max(3, round(4 * sc.scale)), border_radius=8
                    )

    def _scores(self, surf: pygame.Surface, totals: list[int]) -> None:
        sc = self.scene
        st = sc.shown
        running = st.match.totals(len(st.kingdoms)) if st.match.games > 1 else None
        actor = st.actor if st.phase != "over" else None
        rows = []
        for seat, seat_info in enumerate(sc.session.seats):
            extra = f"Σ {running[seat] + (totals[seat] if st.phase != 'over' else 0)}" if running else ""
            rows.append(ScoreRow(seat_info.kingdom_name, sc.seat_colour(seat), totals[seat], extra,
                                 seat == actor, sc.assets.symbol(seat_info.colour)))
        title = _("Scores") if st.match.games == 1 else _("Scores · game {number} of {games}").format(
            number=number(st.match.number), games=number(st.match.games))
        draw_scores(surf, sc.assets, sc.geom.scores, title, rows, sc.scale)

    def _gliding(self, surf: pygame.Surface, img: pygame.Surface, clip: pygame.Rect, board: Board,
                 glide: tuple[float, tuple[float, float]]) -> pygame.Rect:
        """The board's squares at an in-between scale (see zoom.py), inside its frame."""
        cell, (ox, oy) = glide
        r0, c0, rows, cols = board.shown
        at = pygame.Rect(round(ox + c0 * cell), round(oy + r0 * cell), round(cols * cell), round(rows * cell))
        pad = max(3, round(10 * self.scene.scale))
        inner = board.region.inflate(-2 * pad, -2 * pad)
        before = surf.get_clip()
        surf.set_clip(inner)
        surf.fill(PLOT_DIM, inner)
        if at.w > 0 and at.h > 0:
            surf.blit(pygame.transform.smoothscale(img.subsurface(clip), at.size), at.topleft)
        surf.set_clip(before)
        return inner

    def banner(self) -> BannerText:
        return table_banner(self.scene)

    # -- overlay ----------------------------------------------------------------------------------
    def overlay(self, surf: pygame.Surface) -> Rects:
        """Draw what moves over the static layer; where it drew (None: it cannot say)."""
        sc = self.scene
        s = sc.scale
        drawn = Drawn()
        for seat, board in enumerate(sc.geom.boards):  # over the static layer: no recompose per frame
            glide = sc.zoom.at(seat, board, sc.time)
            if glide is not None and seat in self._boards:
                drawn.add(self._gliding(surf, *self._boards[seat], board, glide))
        # the buttons before the notes and pieces in flight: a note near the buttons stays readable
        if not sc.pieces.modal():  # an overlay that takes every click hides the buttons
            drawn.add(self._buttons(surf))
        if sc.guide is not None:  # under the notes: a tooltip over the lesson's card stays whole
            sc.guide.draw(surf)
            drawn.add(None)  # the lesson's veil and card cover the table: the next frame is whole
        drawn.add(self._hover(surf))
        if sc.ghost is None and sc.king_drag is None:  # what happened, said whole on hover
            drawn.add(draw_moves_hover(sc, surf))
            drawn.add(draw_score_hover(sc, surf))
            drawn.add(self._plate_hover(surf))
        drawn.add(self._hint(surf))
        drawn.add(self._pieces_overlay(surf))
        drawn.add(self._ghost(surf))
        if sc.king_drag is not None:
            king, pos, _press = sc.king_drag
            colour = sc.session.seats[sc.state.kings[king]].colour
            h = sc.geom.lines["current"].slots[0].king.h
            img = sc.art.king(colour, round(h * 1.15))
            drawn.add(surf.blit(img, img.get_rect(center=pos)))
        drawn.add(self._motions(surf))
        thinker = sc.session.person_in(sc.state) if sc.ai_ticket is not None else None
        if thinker is not None:
            drawn.add(draw_thinking(surf, sc.assets, sc.geom.banner, thinker.name, sc.time, s))
            drawn.add(self._board_thinking(surf))
        elif sc.hint_ticket is not None:
            drawn.add(draw_thinking(surf, sc.assets, sc.geom.banner, _("The adviser"), sc.time, s))
        if sc.toast is not None:
            toast_text, toast_colour = sc.toast
            box, max_w = self.toast_box(toast_text)
            drawn.add(note_rect(draw_note(surf, sc.assets, toast_text, box.topleft, toast_colour, s,
                                          where="topleft", max_w=max_w)))
        return drawn.rects

    def _plate_hover(self, surf: pygame.Surface) -> Rects:
        """A name plate too narrow for its name and score says them whole under the pointer."""
        sc = self.scene
        for seat, plate in enumerate(sc.geom.labels):
            if plate.collidepoint(sc.pointer) and seat in self.plates_cut:
                box = draw_note(surf, sc.assets, self.plates_cut[seat], plate.midbottom, theme.PANEL_LIGHT,
                                sc.scale, bold=False)
                return [note_rect(box)]
        return []

    def _buttons(self, surf: pygame.Surface) -> Rects:
        """The buttons: each within its rect, its focus ring and a pressed button's sink round
        it; and a tooltip's box."""
        group = self.group
        tip = group.draw(surf, self.scene.assets)
        out = [] if tip is None else [tip]
        for w in group.widgets:
            if w.visible:
                m = max(6, w.rect.h // 3)
                out.append(w.rect.inflate(2 * m, 2 * m))
        return out

    def _pieces_overlay(self, surf: pygame.Surface) -> Rects:
        """The rule set's overlay, and where it says it draws (None: it cannot say)."""
        pieces = self.scene.pieces
        pieces.draw_overlay(surf)
        return pieces.overlay_rects()

    def _board_thinking(self, surf: pygame.Surface) -> Rects:
        """The thinking seat's board says so too: the eye may be on the kingdoms, not the
        banner. Just under its squares, on its frame (`thinking_edge`): over no kingdom."""
        sc = self.scene
        seat = sc.state.actor
        if seat is None or seat >= len(sc.geom.boards):
            return []
        return [draw_thinking(surf, sc.assets, self.thinking_edge(seat), "", sc.time, sc.scale, on_edge=True)]

    def thinking_edge(self, seat: int) -> pygame.Rect:
        sc = self.scene
        words = self.purses() + self.titles()
        return thinking_edge(sc.assets, [b.rect for b in sc.geom.boards], seat, sc.size, sc.scale, words)

    def toast_box(self, text: str) -> tuple[pygame.Rect, int]:
        """Where the toast `text` is drawn, and the width it wraps at (unscaled): clear of the
        banner's instruction, the purses and the squares round what was clicked."""
        sc = self.scene
        banner = sc.geom.banner
        max_w = max(120, round((banner.w // 2 - sc.geom.px(24)) / sc.scale))
        size = note_size(sc.assets, text, sc.scale, max_w)
        parts = banner_parts(sc.assets, banner, self.banner(), sc.scale)
        avoid = self.purses() + self.titles() + ([sc.toast_target] if sc.toast_target is not None else [])
        return toast_box(size, banner, parts, avoid, pygame.Rect((0, 0), sc.size), sc.geom.px(8)), max_w

    def titles(self) -> list[pygame.Rect]:
        """The panels' titles: the lines' captions, the name plates, the scores' heading, the
        step bar."""
        g = self.scene.geom
        out = [line.caption for line in g.lines.values() if line.caption is not None] + list(g.labels)
        out += [g.layout.region(n).to_pygame_rect() for n in ("steps", "focus_label") if g.layout.get(n)]
        return [*out, pygame.Rect(g.scores.x, g.scores.y, g.scores.w, g.px(24))]

    def purses(self) -> list[pygame.Rect]:
        """The purses' strips (coins, guard, ...), which a toast must not hide."""
        layout = self.scene.geom.layout
        return [r.to_pygame_rect() for name, r in layout.regions.items()
                if name.startswith("purse:") or name == "focus_purse"]

    def note_box(self, text: str, rect: pygame.Rect, seat: int, max_w: int = 320) -> pygame.Rect:
        """Where a note about a domino at `rect` on `seat`'s kingdom goes: against it, off the
        kingdom's squares where a side allows."""
        sc = self.scene
        board = sc.geom.boards[seat]
        occupied = [(r, c) for r, c, _t, _k in sc.state.kingdoms[seat].occupied()]
        avoid = ghost_avoid(board, rect, occupied)
        size = note_size(sc.assets, text, sc.scale, max_w)
        bounds = note_bounds(size, board.region, pygame.Rect((0, 0), sc.size))
        return touching(size, rect, avoid, bounds, sc.geom.px(4), board.cell, prefer=board.region)

    def _hover(self, surf: pygame.Surface) -> Rects:
        sc = self.scene
        out: list[pygame.Rect] = []
        if sc.ghost is not None or sc.king_drag is not None or not sc.settled:
            return out
        if sc.hover_slot is not None:
            which, i = sc.hover_slot
            acting = sc.state.actor
            if (which == line_being_claimed(sc.state) and i in sc.claimable() and sc.state.king is not None
                    and acting is not None):
                # a preview of the claim: a ring round the domino, the king shown where it would stand
                sg = sc.geom.lines[which].slots[i]
                ring = sg.domino.inflate(sc.geom.px(8), sc.geom.px(8))
                out.append(pygame.draw.rect(surf, theme.ACCENT_LIGHT, ring, max(2, round(3 * sc.scale)),
                                            border_radius=8))
                colour = sc.session.seats[acting].colour
                king = sc.art.king(colour, sg.king.h).copy()
                king.set_alpha(150)
                out.append(surf.blit(king, king.get_rect(midbottom=sg.king.midbottom)))
        if sc.hover_cell is not None:
            seat, r, c = sc.hover_cell
            text = terrain_label(sc.shown.kingdoms[seat], r, c)
            if sc.pieces.quiet_cell(seat, r, c):
                text = None  # the building's note or the knight's coins explain the square
            if text:
                board = sc.geom.boards[seat]
                out.append(pygame.draw.rect(surf, theme.ACCENT_LIGHT, board.cell_rect(r, c),
                                            max(1, round(2 * sc.scale))))
                out.append(note_rect(draw_note(
                    surf,
                    sc.assets,
                    text,
                    (sc.pointer[0] + 14, sc.pointer[1] + 18),
                    theme.PANEL_LIGHT,
                    sc.scale,
                    where="topleft",
                    bold=False,
                )))
        return out

    def _hint(self, surf: pygame.Surface) -> Rects:
        return draw_hint(self, surf)

    def _ghost(self, surf: pygame.Surface) -> Rects:
        return draw_ghost(self, surf)

    def _motions(self, surf: pygame.Surface) -> Rects:
        sc = self.scene
        out: list[pygame.Rect] = []
        anywhere = False
        for m in sc.anim.motions:
            if m.tween.elapsed < m.tween.delay:
                continue
            x, y = m.tween.pos
            k = m.tween.scale
            if m.kind == "domino" and m.domino is not None:
                img = sc.art.domino(m.domino, m.cell, m.dir)
                if abs(k - 1.0) > 0.01:
                    size = (max(2, round(img.get_width() * k)), max(2, round(img.get_height() * k)))
                    img = pygame.transform.smoothscale(img, size)
                sh = sc.art.shadow(img.get_size(), max(2, m.cell // 9), 100)
                off = max(3, round(m.cell * k / 7))
                out.append(surf.blit(sh, sh.get_rect(center=(round(x) + off, round(y) + off))))
                out.append(surf.blit(img, img.get_rect(center=(round(x), round(y)))))
            elif m.kind == "king" and m.king is not None:
                colour = sc.session.seats[sc.state.kings[m.king]].colour
                h = max(6, round(m.cell * k / 2) * 2)  # even sizes only: fewer cached scalings
                img = sc.art.king(colour, h)
                out.append(surf.blit(img, img.get_rect(center=(round(x), round(y)))))
            else:
                sc.pieces.draw_motion(surf, m)
                anywhere = True  # the rule set's pieces in flight say nothing of where they are
        return None if anywhere else out
