"""Mouse and keyboard on the table: what a human player's input means right now.

Placing: drag the domino from its line onto the kingdom and drop it; or click
it, then click a cell; or use the arrows, R and Enter. Rotate with R,
right-click or the wheel. Claiming: click a domino of the line being claimed,
drag the king onto it, or pick it with the arrows and Enter (Enter alone rings the first
choice, or takes the one under the pointer). Every proposed
action goes through the table's `try_action`, which asks the engine first.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine import Claim
from game.engine.kingdom import DIRS
from game.i18n import _
from game.ui import palette
from game.ui.table.drag import Ghost
from game.ui.table.notes import FACE_DOWN, WRONG_KINGDOM
from game.ui.table.stages import Origin, king_back, king_rect, line_being_claimed, snap_back, table_tower

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

ARROWS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Pointer:
    def __init__(self, scene: TableView) -> None:
        self.scene = scene
        self.over_told = False  # the pointer is on the scores or the last moves (their notes)

    @property
    def drag_threshold(self) -> float:
        return max(4.0, 6 * self.scene.scale)

    # -- events ------------------------------------------------------------------------------
    def handle(self, e: pygame.event.Event) -> None:
        sc = self.scene
        group = sc.painter.group
        if e.type == pygame.MOUSEMOTION:
            sc.pointer = e.pos
            if group.handle_event(e):
                sc.dirty = True
            told_by = (sc.geom.scores, sc.geom.log, *sc.geom.labels)  # scores, moves, cut plates
            told = any(r is not None and r.collidepoint(e.pos) for r in told_by)
            if told or self.over_told:  # their notes follow the pointer, and go when it leaves
                sc.dirty = True
            self.over_told = told
            self._motion(e.pos)
        elif e.type == pygame.MOUSEBUTTONDOWN:
            sc.pointer = e.pos
            if e.button == 1 and sc.pieces.modal():  # an overlay over the buttons
                sc.pieces.press(e.pos)
                return
            if e.button == 1:
                if group.handle_event(e):
                    sc.dirty = True
                    return
                self._press(e.pos)
            elif e.button == 3:
                self.rotate(1)
        elif e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            sc.pointer = e.pos
            if group.handle_event(e):
                sc.dirty = True
            self._release(e.pos)
        elif e.type == pygame.MOUSEWHEEL:
            if sc.ghost is not None:
                self.rotate(1 if e.y < 0 else -1)  # wheel down turns clockwise, like R
        elif e.type == pygame.KEYDOWN:
            self._key(e)
        elif e.type == pygame.WINDOWLEAVE:
            self.leave()

    def leave(self) -> None:
        """The pointer is gone (out of the window, or under an overlay): forget hover and tooltips."""
        sc = self.scene
        sc.pointer = (-1, -1)
        sc.hover_cell = None
        sc.hover_slot = None
        sc.painter.group.leave()
        sc.dirty = True

    def cancel(self) -> None:
        """Let go of whatever is held (the scene is being covered)."""
        sc = self.scene
        if sc.ghost is not None or sc.king_drag is not None:
            sc.ghost = None
            sc.king_drag = None
            sc.static_dirty = True
            sc.dirty = True

    # -- the ghost ---------------------------------------------------------------------------
    def ghost_origin(self, gh: Ghost) -> Origin:
        """Where the held domino is drawn now: its centre and cell size."""
        sc = self.scene
        board = sc.geom.boards[gh.seat]
        first = gh.first()
        if first is not None:
            return Origin(board.domino_rect(first[0], first[1], gh.dir).center, board.cell)
        over = sc.geom.board_at(gh.pointer)
        cell = over.cell if over is not None else sc.geom.lines["current"].slots[0].cell
        dr, dc = DIRS[gh.dir]
        sign = -1 if gh.grab == 0 else 1
        return Origin(
            (round(gh.pointer[0] - sign * dc * cell / 2), round(gh.pointer[1] - sign * dr * cell / 2)), cell
        )

    def _new_ghost(self, mode: str, pos: tuple[int, int] | None = None) -> Ghost | None:
        sc = self.scene
        d = sc.domino_to_place()
        seat = sc.state.actor
        if d is None or seat is None:
            return None
        gh = Ghost(d, seat, mode=mode, dir="E")
        if pos is not None:
            gh.pointer = gh.press_pos = pos
        if mode == "keys":
            gh.place_at_default(sc.state, sc.state.kingdoms[seat].castle)
        sc.ghost = gh
        sc.static_dirty = True
        sc.dirty = True
        return gh

    def rotate(self, step: int = 1) -> None:
        sc = self.scene
        if sc.ghost is None:
            if sc.place_step() and not sc.must_discard():
                self._new_ghost("keys")
            return
        sc.ghost.rotate(step)
        if sc.ghost.mode == "keys":  # no pointer to follow: the turned domino stays on its board
            sc.ghost.keep_within(sc.geom.boards[sc.ghost.seat].shown)
        sc.dirty = True

    def _drop(self, gh: Ghost) -> None:
        action = gh.action()
        sc = self.scene
        if action is None:
            return
        origin = self.ghost_origin(gh)
        sc.try_action(action, origin)

    def _let_go(self, gh: Ghost) -> None:
        """The domino was released away from the kingdom: it goes back to its line."""
        sc = self.scene
        origin = self.ghost_origin(gh)
        over = sc.geom.board_at(gh.pointer)
        if over is not None and over.seat != gh.seat:  # not silently: say where it goes
            sc.ctx.sound.play("refused")
            sc.show_toast(_(WRONG_KINGDOM), palette.REFUSED, pygame.Rect(self.ghost_origin(gh).center, (0, 0))
                          .inflate(3 * over.cell, 3 * over.cell))
        sc.ghost = None
        sc.stages.append(snap_back(sc.geom, sc.state, gh.domino, origin))
        sc.static_dirty = True
        sc.dirty = True

    # -- pointer -----------------------------------------------------------------------------
    def _own_board_cell(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        sc = self.scene
        gh = sc.ghost
        if gh is None:
            return None
        return sc.geom.boards[gh.seat].cell_at(pos)

    def _press(self, pos: tuple[int, int]) -> None:
        sc = self.scene
        if not sc.human_turn:
            # the finished table is still looked at: the rule set's own clicks that only show
            # (XXL's compact kingdom brought up, its overview) work there too
            if sc.state.phase == "over" and sc.settled and sc.pieces.press(pos):
                return
            self._face_down(pos)
            return
        if sc.pieces.press(pos):
            return
        if self._face_down(pos):
            return
        if sc.place_step():
            self._press_place(pos)
        elif sc.claim_step():
            self._press_claim(pos)

    def _face_down(self, pos: tuple[int, int]) -> bool:
        """A click on a face-down domino: nothing can be done with it, so say why."""
        sc = self.scene
        hit = sc.geom.slot_at(pos)
        draft = sc.state.drafts[table_tower(sc.state)]
        down = sc.pieces.face_down_at(pos)
        if hit is not None and hit[0] == "next" and draft.next and not draft.next_face_up:
            claimable = hit[0] == line_being_claimed(sc.state) and hit[1] in sc.claimable()
            down = down or (draft.next[hit[1]].domino is not None and not claimable)
        if down and sc.ghost is None and sc.king_drag is None:
            near = pygame.Rect(pos, (0, 0)).inflate(sc.geom.px(80), sc.geom.px(80))
            sc.show_toast(_(FACE_DOWN), target=near)
        return down

    def _press_place(self, pos: tuple[int, int]) -> None:
        sc = self.scene
        d = sc.domino_to_place()
        gh = sc.ghost
        hit = sc.geom.slot_at(pos)
        on_domino = (
            hit is not None
            and hit[0] == "current"
            and sc.state.drafts[table_tower(sc.state)].current[hit[1]].domino == d
        )
        if gh is not None and gh.mode in ("select", "keys"):
            cell = self._own_board_cell(pos)
            if cell is not None:  # held from here on: a click puts it here, a drag moves it on
                self._hold_half_at(gh, cell)
                gh.cell = cell
                gh.pointer = gh.press_pos = pos
                gh.mode = "drag"
                gh.click_commits = True
                sc.dirty = True
                return
            if not on_domino:
                self._let_go(gh)
                return
        if hit is None or not on_domino or d is None:
            return
        sg = sc.geom.lines["current"].slots[hit[1]]
        grab = 0 if math.dist(pos, sg.half_center(0)) <= math.dist(pos, sg.half_center(1)) else 1
        dir_ = gh.dir if gh is not None else sg.dir
        new = self._new_ghost("drag", pos)
        if new is not None:
            new.grab, new.dir = grab, dir_
            sc.ctx.sound.play("pickup")

    def _press_claim(self, pos: tuple[int, int]) -> None:
        sc = self.scene
        king = sc.state.king
        if king is None:
            return
        home = king_rect(sc.geom, sc.state, king)
        if home is not None and home.inflate(sc.geom.px(8), sc.geom.px(8)).collidepoint(pos):
            sc.king_drag = (king, pos, pos)
            sc.static_dirty = True
            sc.dirty = True
            sc.ctx.sound.play("pickup")
            return
        hit = sc.geom.slot_at(pos)
        if hit is None:
            return
        which, i = hit
        draft = sc.state.drafts[table_tower(sc.state)]
        line = draft.current if which == "current" else draft.next
        picked = line[i].domino if line else None
        if picked is None:
            return
        sc.try_action(Claim(picked))

    def _motion(self, pos: tuple[int, int]) -> None:
        sc = self.scene
        if sc.pieces.motion(pos):
            return
        gh = sc.ghost
        if gh is not None:
            if gh.mode == "keys":
                if self._own_board_cell(pos) is None:
                    self._hover(pos)
                    return
                gh.mode = "select"  # the mouse takes over from the arrows
                self._hold_half_at(gh, self._own_board_cell(pos))
            gh.pointer = pos
            gh.cell = self._own_board_cell(pos)
            sc.dirty = True
            return
        if sc.king_drag is not None:
            king, _pos, press = sc.king_drag
            sc.king_drag = (king, pos, press)
            sc.dirty = True
            return
        self._hover(pos)

    @staticmethod
    def _hold_half_at(gh: Ghost, cell: tuple[int, int] | None) -> None:
        """The pointer came onto the domino lying in the kingdom: the half under it is held
        from now on, so the domino does not jump to put its other half there."""
        cells = gh.cells()
        if cell is not None and cells is not None and cell in cells:
            gh.grab = cells.index(cell)

    def _hover(self, pos: tuple[int, int]) -> None:
        sc = self.scene
        cell = None
        board = sc.geom.board_at(pos)
        if board is not None:
            rc = board.cell_at(pos)
            if rc is not None:
                cell = (board.seat, rc[0], rc[1])
        slot = sc.geom.slot_at(pos)
        if cell != sc.hover_cell or slot != sc.hover_slot:
            sc.hover_cell, sc.hover_slot = cell, slot
            sc.dirty = True
        elif cell is not None:
            sc.dirty = True  # the terrain note follows the pointer

    def _release(self, pos: tuple[int, int]) -> None:
        sc = self.scene
        if sc.pieces.release(pos):
            return
        gh = sc.ghost
        if gh is not None and gh.mode == "drag":
            if math.dist(pos, gh.press_pos) < self.drag_threshold and gh.click_commits:
                self._drop(gh)  # click-then-click: the second click puts it where it lies
                return
            if math.dist(pos, gh.press_pos) < self.drag_threshold:
                gh.mode = "select"  # a click, not a drag: the domino now follows the pointer
                sc.dirty = True
                return
            gh.pointer = pos
            gh.cell = self._own_board_cell(pos)
            if gh.cell is not None:
                self._drop(gh)
            else:
                self._let_go(gh)
            return
        if sc.king_drag is not None:
            king, _pos, press = sc.king_drag
            sc.king_drag = None
            sc.static_dirty = True
            sc.dirty = True
            hit = sc.geom.slot_at(pos)
            h = sc.geom.lines["current"].slots[0].king.h
            origin = Origin(pos, h)
            if hit is not None and hit[0] == line_being_claimed(sc.state):
                draft = sc.state.drafts[table_tower(sc.state)]
                line = draft.current if hit[0] == "current" else draft.next
                d = line[hit[1]].domino if line else None
                if d is not None:
                    sc.try_action(Claim(d), origin)
                    return
            if math.dist(pos, press) >= self.drag_threshold:
                stage = king_back(sc.geom, sc.state, king, origin)
                if stage is not None:
                    sc.stages.append(stage)

    # -- keys ----------------------------------------------------------------------------------
    def _key(self, e: pygame.event.Event) -> None:
        sc = self.scene
        k = e.key
        if sc.pieces.key(e):
            return
        if k == pygame.K_ESCAPE:
            if sc.ghost is not None:
                self._let_go(sc.ghost)
            elif sc.king_drag is not None:
                self.cancel()
            else:
                sc.open_menu()
            return
        if k == pygame.K_g:
            sc.toggle_legal()
        elif k == pygame.K_h:
            sc.open_rules()
        elif k == pygame.K_p:
            sc.ctx.manager.push(sc.ctx.scenes.pool(sc.session))
        elif k == pygame.K_t:
            sc.ask_hint()
        elif k == pygame.K_u or (k == pygame.K_z and e.mod & pygame.KMOD_CTRL):
            sc.undo()
        elif k == pygame.K_d and sc.must_discard():
            sc.discard()
        elif k == pygame.K_r:
            self.rotate(-1 if e.mod & pygame.KMOD_SHIFT else 1)
        elif sc.place_step():
            self._place_key(k)
        elif sc.claim_step():
            self._claim_key(k)

    def _place_key(self, k: int) -> None:
        sc = self.scene
        if sc.must_discard():
            if k in ENTER:
                sc.discard()
            return
        gh = sc.ghost
        if k in ARROWS:
            if gh is None or gh.cell is None:
                if gh is not None:
                    sc.ghost = None
                self._new_ghost("keys")
                return
            gh.mode = "keys"
            gh.nudge(*ARROWS[k], sc.geom.boards[gh.seat].size)
            gh.keep_within(sc.geom.boards[gh.seat].shown)
            sc.dirty = True
        elif k in ENTER:
            if gh is None or gh.cell is None:
                self._new_ghost("keys")
            else:
                self._drop(gh)

    def _claim_key(self, k: int) -> None:
        sc = self.scene
        options = sorted(sc.claimable())
        if not options:
            return
        if k in ARROWS:
            step = 1 if k in (pygame.K_RIGHT, pygame.K_DOWN) else -1
            cur = sc.claim_cursor
            i = options.index(cur) if cur in options else (-1 if step > 0 else 0)
            sc.claim_cursor = options[(i + step) % len(options)]
            sc.hover_slot = (line_being_claimed(sc.state), sc.claim_cursor)
            sc.dirty = True
        elif k in ENTER:
            if sc.claim_cursor is None:
                shown = sc.hover_slot  # the domino under the pointer wears the claim's ring: that one
                if shown is None or shown[0] != line_being_claimed(sc.state) or shown[1] not in options:
                    # nothing chosen yet: this Enter shows the first choice, the next claims it
                    # (as Enter picks a domino up before it drops it)
                    sc.claim_cursor = options[0]
                    sc.hover_slot = (line_being_claimed(sc.state), sc.claim_cursor)
                    sc.dirty = True
                    return
                sc.claim_cursor = shown[1]
            draft = sc.state.drafts[table_tower(sc.state)]
            line = draft.current if line_being_claimed(sc.state) == "current" else draft.next
            d = line[sc.claim_cursor].domino if line else None
            if d is not None:
                sc.try_action(Claim(d))
