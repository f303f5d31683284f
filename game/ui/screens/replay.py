"""Watching a saved game again: the table as it stood at each step, read-only.

`ReplayScene(ctx, session)` is the table (`TableScene`) with the game taken out of its hands:
it stands on a copy of the session at step k, whose state is the engine's `view` of the state
after k actions, so piles, the towers' order and the events to come are blanked exactly as
a seated player had them (what the save holds beyond is never drawn). Nothing it does
reaches the session it was given or the disk: no move is played, no autosave written.

Under the table, the timeline (`timeline.py`) steps back and on, jumps to a round and plays
the moves at the table's animation speed, each one animated by the table's own stages.
Hovering a score says its parts, as at the table. A kingdom comes up large with a click (or
1-5, K): XXL's own large square and overview; for the others, a large picture of that board
over the table.
"""

from __future__ import annotations

import bisect
import copy
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, State, apply, new_game
from game.i18n import _
from game.replay import Replay
from game.ui import theme
from game.ui.screens.table import TableScene
from game.ui.table.ai_worker import AIWorker
from game.ui.table.hud import BannerText, ButtonSpec
from game.ui.table.painter import Painter
from game.ui.table.stages import table_tower
from game.ui.table.table_log import KEEP, Entry, log_entries
from game.ui.table.table_words import level_title
from game.ui.table.timeline import Timeline, strip_height
from game.ui.widgets import draw_text, fill_alpha

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.context import AppContext
    from game.ui.layout import Layout

#: seconds a step stays on screen before the next plays, by the animation setting
#: ("off": no motion, so the eye needs the pause more)
HOLD = {"fast": 0.35, "normal": 0.8, "off": 0.6}
LOG_CHUNK = 10  # actions whose log lines a frame writes (a frame stays short: each may score the table)


class ReplayPainter(Painter):
    """The table's painter with the replay's buttons and banner: nothing that plays."""

    def button_specs(self) -> list[ButtonSpec]:
        return [
            ButtonSpec("pool", _("Dominoes"), None, _("Every domino: seen, or still to come (P)")),
            ButtonSpec("rules", _("Rules"), "icon_rules", _("How to play (H)")),
            ButtonSpec("menu", _("Close"), None, _("Leave the replay (Esc)"), primary=True),
        ]

    def banner(self) -> BannerText:
        text = super().banner()
        if self.scene.shown.phase == "over":
            return text
        sc = self.scene
        st = sc.shown
        person = sc.session.person_in(st)
        # whole sentences, never joined; the level's name as the table says it
        sub = _("Player · replay of the saved game")
        if person is not None and not person.is_human:
            sub = _("Computer · {level} · replay of the saved game").format(level=level_title(person.level))
        return BannerText(text.title, sub, text.colour, text.king)


class ReplayScene(TableScene):
    painter_class = ReplayPainter

    def __init__(self, ctx: AppContext, session: Session, step: int | None = None,
                 layout: Layout | None = None) -> None:
        self.source = session  # never played on, never saved
        self.replay = Replay.of(session)
        self.k = self.replay.steps if step is None else max(0, min(self.replay.steps, step))
        self.playing = False
        self.hold = 0.0
        self.large: int | None = None  # a kingdom shown large over the table (not XXL: its own square)
        # the last moves' log, written a few actions a frame (a whole XXL game's lines take
        # longer than opening should): (step, line) for the first `_logged` actions
        self._start_log()
        watch = copy.copy(session)
        self._stand(watch, self.k)
        super().__init__(ctx, watch, worker=AIWorker(), layout=layout)
        self.over_seen = True  # no fanfare, no results opening by themselves
        self.timeline = Timeline(self)
        self.timeline.build()

    # -- where the replay stands -----------------------------------------------------------------
    def _stand(self, watch: Session, k: int) -> None:
        """`watch` at step k: the seen state, the history so far (for the last moves and the pool)."""
        watch.state = self.replay.seen_at(k)
        watch.history = self.source.history[:k]
        watch._actors = list(self.source._actors[:k])
        watch._forced = {}

    def go(self, k: int, animate: bool = False) -> None:
        """Show step `k`; one step on is animated at the table's speed when `animate`."""
        k = max(0, min(self.replay.steps, k))
        if k == self.k:
            return
        before, prev = self.session.state, self.k
        self.k = k
        self._stand(self.session, k)
        self.pieces.replay_moved(self.session.state.moves)
        action = self.replay.action(k)
        if animate and k == prev + 1 and action is not None and self.speed.factor > 0:
            self._animate(before, action, self.session.state)
        else:
            self._reset_view()
        self.timeline.refresh()

    def _animate(self, before: State, action: Action, after: State) -> None:
        """The step shown as the table shows a move (its stages), on the views of both states."""
        self.anim.finish_all()
        self.stages.clear()
        self.stage = None
        self.shown = before
        old, self.geom = self.geom, self.make_geometry(self.size, self.geom)
        self.zoom.begin(old, self.geom, self.time)
        self.pieces.reset()
        staged = self.staged(before, action, after, ai=True)
        if staged and staged[0].geom is not None:
            self.geom = staged[0].geom
        self.stages.extend(staged)
        self.log = self._rebuild_log()
        self.static_dirty = True
        self.dirty = True

    def go_round(self, direction: int) -> None:
        self.pause()
        self.go(self.replay.next_mark(self.k, direction))

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
            return
        if self.k >= self.replay.steps:
            self.go(0)  # at the end, play starts again from the deal
        self.playing = True
        self.hold = 0.0
        self.timeline.refresh()
        self.dirty = True

    def pause(self) -> None:
        if self.playing:
            self.playing = False
            self.timeline.refresh()
            self.dirty = True

    # -- the table, read-only ------------------------------------------------------------------------
    def make_geometry(self, size: tuple[int, int], before=None, state=None):
        w, h = size  # the table above the timeline
        return super().make_geometry((w, h - strip_height(size)), before, state)

    @property
    def human_turn(self) -> bool:
        return False

    def try_action(self, action: Action, origin=None) -> bool:
        return False  # a replay plays nothing

    def _play(self, action: Action, origin, ai: bool) -> None:
        raise RuntimeError("a replay plays no move")

    def _autosave(self) -> None:
        pass  # the save being watched is never written

    def undo(self) -> None:
        pass

    def ask_hint(self) -> None:
        pass

    def open_results(self) -> None:
        pass

    def open_menu(self) -> None:
        """Esc: a kingdom shown large goes back first, then the replay closes."""
        if self.large is not None:
            self.large = None
            self.dirty = True
            return
        self.close()

    def close(self) -> None:
        self.playing = False
        if self.ctx.manager.top is self:
            self.ctx.manager.pop()

    def _settle(self) -> None:
        """The picture caught up with the step: no sounds, no turn to announce."""
        self.shown = self.session.state
        if self.geom.tower_name != table_tower(self.shown):
            self.geom = self.make_geometry(self.size)
        self.static_dirty = True
        self.dirty = True
        self.controls = self.painter.build_controls()

    def _settled_turn(self, dt: float) -> None:
        """Playing: the next step once this one has been on screen long enough."""
        if not self.playing:
            return
        if self.k >= self.replay.steps:
            self.pause()
            return
        self.hold -= dt
        if self.hold <= 0:
            self.go(self.k + 1, animate=True)
            self.hold = HOLD.get(str(getattr(self.ctx.settings, "animation", "normal")), HOLD["normal"])
            if self.k >= self.replay.steps:
                self.pause()  # the last move still plays out; the button says Play again

    def _start_log(self) -> None:
        """The log written from the first action again (at opening, and in a new language)."""
        self._entries: list[tuple[int, Entry]] = []
        self._logged = 0
        self._log_state = new_game(self.source.options, self.source.seed)

    def language_changed(self) -> None:
        self._start_log()  # the lines were written in the old language
        super().language_changed()

    @property
    def log_ready(self) -> bool:
        """The last moves up to the step shown are written (until then the panel is empty)."""
        return self._logged >= self.k

    def _rebuild_log(self) -> list:
        """The last moves up to step k (the table's own lines), once they are written."""
        if not self.log_ready:
            return []
        upto = bisect.bisect_right([step for step, _ in self._entries], self.k - 1)
        return [e for _, e in self._entries[max(0, upto - KEEP):upto]]

    def _write_log(self, budget: int) -> None:
        """Up to `budget` more actions' log lines; the panel shows them once they reach the step."""
        if self._logged >= self.replay.steps:
            return
        ready = self.log_ready
        for _step in range(budget):
            if self._logged >= self.replay.steps:
                break
            state, action = self._log_state, self.replay.actions[self._logged]
            after = apply(state, action)
            for entry in log_entries(self, state, action, after, state.actor):
                self._entries.append((self._logged, entry))
            self._log_state = after
            self._logged += 1
        if self.log_ready and not ready:
            self.log = self._rebuild_log()
            self.static_dirty = True
            self.dirty = True

    def update(self, dt: float) -> None:
        if self.active:
            self._write_log(LOG_CHUNK)
        super().update(dt)

    # -- kingdoms brought up large ---------------------------------------------------------------------
    def bring_up(self, seat: int | None) -> None:
        """Kingdom `seat` large (None: back to the table as it was)."""
        if seat is not None and not 0 <= seat < len(self.session.seats):
            return
        if self.pieces.bring_up(None if seat == self.session.state.actor else seat):
            return  # the rule set's own large view (XXL's large square)
        self.large = seat
        self.hover_cell = self.hover_slot = None  # no note left over from under it
        self.dirty = True

    def _board_at(self, pos: tuple[int, int]) -> int | None:
        for seat, board in enumerate(self.geom.boards):
            if board.region.collidepoint(pos):
                return seat
        return None

    def _press(self, pos: tuple[int, int]) -> bool:
        if self.large is not None:
            self.large = None
            self.dirty = True
            return True
        if self.pieces.own_large_view():
            return self.pieces.replay_press(pos)  # e.g. XXL's compact kingdoms and overview
        seat = self._board_at(pos)
        if seat is not None:
            self.bring_up(seat)
            return True
        return False

    def _key(self, e: pygame.event.Event) -> bool:
        k = e.key
        shift = bool(e.mod & pygame.KMOD_SHIFT)
        if k == pygame.K_LEFT:
            self.pause()
            (self.go_round(-1) if shift else self.go(self.k - 1))
        elif k == pygame.K_RIGHT:
            self.pause()
            (self.go_round(1) if shift else self.go(self.k + 1, animate=True))
        elif k == pygame.K_PAGEUP:
            self.go_round(-1)
        elif k == pygame.K_PAGEDOWN:
            self.go_round(1)
        elif k == pygame.K_HOME:
            self.pause()
            self.go(0)
        elif k == pygame.K_END:
            self.pause()
            self.go(self.replay.steps)
        elif k == pygame.K_SPACE:
            self.toggle_play()
        elif pygame.K_1 <= k <= pygame.K_9:
            self.bring_up(k - pygame.K_1)
        elif k == pygame.K_k and not self.pieces.own_large_view():
            n = len(self.session.seats)
            self.bring_up(0 if self.large is None else (self.large + 1) % n)
        else:
            return False
        self.dirty = True
        return True

    # -- scene protocol ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.timeline.handle(event):
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.painter.group.handle_event(event) and self._press(event.pos):
                return
            self.dirty = True
            return
        if self.large is not None and event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            return  # the large kingdom covers the table: no notes from under it
        self.input.handle(event)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.timeline.build()

    def enter(self) -> None:
        super().enter()
        self.timeline.build()

    def exit(self) -> None:
        self.playing = False
        super().exit()

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        self.painter.draw(surface)
        if self.large is not None:
            self._draw_large(surface)
        self.timeline.draw(surface)
        self.painter.damage.forget()  # the painter did not see these: the next frame is whole

    def _draw_large(self, surface: pygame.Surface) -> None:
        """The kingdom brought up: its board as the table drew it (knights, buildings and all),
        as large as the table's area allows, with its name."""
        seat = self.large
        if seat is None or self.static is None or seat >= len(self.geom.boards):
            return
        area = pygame.Rect(0, 0, self.size[0], self.size[1] - strip_height(self.size))
        fill_alpha(surface, theme.SCRIM, area)
        src = self.geom.boards[seat].region.union(self.geom.labels[seat])
        purse = self.geom.layout.get(f"purse:{seat}")  # coins, guard, towers: the kingdom's too
        if purse is not None:
            src = src.union(purse.to_pygame_rect())
        src = src.clip(self.static.get_rect())
        font = self.assets.font(max(12, self.geom.px(15)))
        pad = self.geom.px(16)
        room = pygame.Rect(area.x, area.y, area.w, area.h - font.get_linesize() - pad // 2)  # the line below
        k = min((room.w - 2 * pad) / max(1, src.w), (room.h - 2 * pad) / max(1, src.h))
        size = (round(src.w * k), round(src.h * k))
        img = pygame.transform.smoothscale(self.static.subsurface(src), size)
        at = img.get_rect(center=room.center)
        pygame.draw.rect(surface, theme.PANEL_EDGE, at.inflate(8, 8), border_radius=6)
        surface.blit(img, at)
        text = _("Click or Esc: back to the table · K: the next kingdom")
        pill = pygame.Rect(0, 0, font.size(text)[0] + 2 * pad, font.get_linesize() + pad // 2)
        pill.midtop = (area.centerx, at.bottom + pad // 4)
        fill_alpha(surface, (*theme.PANEL_EDGE, 230), pill, pill.h // 2)
        draw_text(surface, text, font, theme.TEXT, pill.center, "center")
