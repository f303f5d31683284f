"""The game table: kingdoms, draft lines, tower, banner, scores and buttons.

`TableScene(ctx, session)` runs one game from the table's point of view:
it lets human seats act with the mouse and keyboard (see `pointer.py`),
asks the AI for the other seats' moves in a worker thread, and plays every
action through the session (the engine validates it) before the picture
catches up through animated stages (see `stages.py`).

Drawing is split in two (see `painter.py`): a cached static layer rebuilt
only when what it shows changes, and a light overlay (ghost, pieces in
flight, hover notes) redrawn each frame something moves. An idle table is
not redrawn at all: `dirty` stays False.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import (
    Action,
    Claim,
    Discard,
    IllegalAction,
    Place,
    State,
    legal_actions,
    validate,
)
from game.engine.rules import get_rules
from game.i18n import _
from game.ui import palette, theme
from game.ui.layout import Layout, load_layout, map_for
from game.ui.reasons import reason_words
from game.ui.scene import Scene
from game.ui.table.ai_turns import AITurns
from game.ui.table.ai_worker import AIWorker
from game.ui.table.anim import Animator, Speed, speed_of
from game.ui.table.autoclaim import forced_claim
from game.ui.table.drag import Ghost, covered_cells, legal_places
from game.ui.table.generic_prompt import GenericPrompt
from game.ui.table.geometry import TableGeometry, need, reach
from game.ui.table.kingdom_view import KingdomView
from game.ui.table.move_stages import move_stages
from game.ui.table.net_play import NetPlay
from game.ui.table.notes import OLD_RULES_SECONDS, old_rules_note
from game.ui.table.painter import Painter
from game.ui.table.piece_art import PieceArt
from game.ui.table.pointer import Pointer
from game.ui.table.rule_pieces import TablePieces, table_pieces
from game.ui.table.stages import (
    Origin,
    Stage,
    king_back,
    line_being_claimed,
    slot_index,
    snap_back,
    table_tower,
)
from game.ui.table.table_log import Entry, log_action, rebuild_log
from game.ui.table.table_words import undo_question
from game.ui.table.zoom import ZOOM_SECONDS, Zoom
from game.ui.text_scale import ScaledText, text_factor
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.context import AppContext
    from game.ui.table.lesson.view import LessonGuide

TOAST_SECONDS = 3.5
RESULTS_PAUSE = 1.2  # from the last move to the results opening, at the normal animation speed


class TableScene(Scene):
    painter_class = Painter  # a read-only table (the replay) draws its own buttons and banner

    def __init__(
        self, ctx: AppContext, session: Session, worker: AIWorker | None = None, layout: Layout | None = None,
        guide: LessonGuide | None = None,
    ) -> None:
        super().__init__()
        self.guide = guide  # a lesson: it checks the learner's moves, plays the rival's, keeps the game
        if guide is not None:
            guide.scene = self
        self.ctx = ctx
        self.session = session
        # the table's words follow the interface size in Settings (its regions follow the window)
        self.assets: Any = ScaledText(ctx.assets)
        self.art = PieceArt(self.assets)
        self.kingdoms = KingdomView(self.assets, self.art)
        self.worker = worker or AIWorker(helpers=ctx.ai_helpers)
        self.ai = AITurns(self)  # AI seats' turns and hints, off the window's thread
        self.net = NetPlay(self)  # a table on a server: the moves, rooms and refusals it sends
        self.anim = Animator()
        self.stages: deque[Stage] = deque()
        self.stage: Stage | None = None
        self.shown: State = session.state
        self.music = session.options.rules  # each rule set's table has its own piece (game.ui.music)
        k0 = session.state.kingdoms[0]
        maps = get_rules(session.options.rules).maps  # the rule set's table maps
        self.layout = layout or load_layout(map_for(len(session.seats), k0.grid, maps))
        self.size: tuple[int, int] = ctx.window.size
        # what the rule set adds to the table (rule_pieces.TablePieces), as its declaration names
        self.pieces: TablePieces = table_pieces(self, get_rules(session.options.rules).adapters.table)
        self.prompt = GenericPrompt(self)  # the steps neither the table nor its pieces draw
        self.geom = self.make_geometry(self.size)
        self.zoom = Zoom()  # boards gliding to a new scale
        self.active = True  # the top scene: only then do the AI and the animations run
        # input state (pointer.py drives these)
        self.ghost: Ghost | None = None
        self.king_drag: tuple[int, tuple[int, int], tuple[int, int]] | None = None  # king, pointer, press
        self.claim_cursor: int | None = None  # keyboard selection in the line being claimed
        self.pointer: tuple[int, int] = (-1, -1)
        self.hover_cell: tuple[int, int, int] | None = None  # seat, row, col
        self.hover_slot: tuple[str, int] | None = None
        self.show_legal = bool(getattr(ctx.settings, "show_legal", False))
        self.legal_by: dict[int, bool] = {}  # each human's own G (by person): hot-seat players differ
        # turn flow
        self.ai_ticket: int | None = None
        self.ai_wait = 0.0
        self.ai_refused: str | None = None  # the AI's reason for not playing these rules
        self.hint_ticket: int | None = None
        self.hint: list[Action] = []
        self.toast: tuple[str, tuple[int, int, int]] | None = None
        self.toast_target: pygame.Rect | None = None  # what the toast is about: it stays clear of it
        self.toast_left = 0.0
        self.time = 0.0
        self.over_seen = session.state.phase == "over"  # a finished game opened as is: no fanfare
        self.results_in = -1.0  # seconds until the results open by themselves (-1: not pending)
        self.log: list[Entry] = self._rebuild_log()
        self.static_dirty = True
        self.static: pygame.Surface | None = None
        self.controls: dict[str, Button] = {}
        self.painter = self.painter_class(self)
        self.input = Pointer(self)
        self.controls = self.painter.build_controls()
        old_rules = old_rules_note(session.options, self.over_seen)
        if old_rules is not None:  # said once, as the game opens
            self.show_toast(old_rules)
            self.toast_left = OLD_RULES_SECONDS

    # -- geometry ---------------------------------------------------------------------
    def make_geometry(self, size: tuple[int, int], before: TableGeometry | None = None,
                       state: State | None = None) -> TableGeometry:
        """The table's rectangles for the session's state (or `state`: which tower's lines
        are the ones played on); `before` keeps each board where it was shown while it can."""
        st = state or self.session.state
        draft = st.drafts[table_tower(st)]
        line_len = max(len(draft.current), len(draft.next or []))
        layout = self.layout.scaled(*size)  # XXL moves the kingdom shown into its large square
        self.assets.factor = text_factor(self.ctx.ui_scale(size), layout.scale)
        layout = self.pieces.table_layout(layout)
        return TableGeometry(layout, [k.size for k in st.kingdoms], line_len, table_tower(st),
                             [reach(k) for k in st.kingdoms], before, [need(k) for k in st.kingdoms])

    @property
    def scale(self) -> float:
        return self.geom.scale

    def cell_center(self, seat: int, r: int, c: int) -> tuple[int, int]:
        """Window pixel at the centre of a kingdom's canvas cell (tests click here)."""
        return self.geom.boards[seat].cell_center(r, c)

    def line_half_center(self, which: str, i: int, half: int) -> tuple[int, int]:
        return self.geom.lines[which].slots[i].half_center(half)

    def slot_of(self, domino: int) -> tuple[str, int] | None:
        for which in ("current", "next"):
            i = slot_index(self.shown, which, domino=domino)
            if i is not None:
                return (which, i)
        return None

    # -- who acts -----------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    @property
    def settled(self) -> bool:
        """The picture shows the session's state and nothing is moving."""
        return self.stage is None and not self.stages and self.shown is self.session.state

    @property
    def speed(self) -> Speed:
        """The animation speed the settings ask for now (read each time: it may change mid-game)."""
        return speed_of(getattr(self.ctx.settings, "animation", "normal"))

    @property
    def busy(self) -> bool:
        """Something is still happening without the player: pieces moving or an AI thinking."""
        return not self.settled or self.ai_ticket is not None or self.results_in >= 0

    @property
    def human_turn(self) -> bool:
        """A human seat may act now (and the picture is up to date)."""
        st = self.state
        return self.settled and st.phase != "over" and self.session.human_to_act()

    def place_step(self) -> bool:
        return self.human_turn and self.state.phase == "play" and self.state.step == "place"

    def claim_step(self) -> bool:
        return self.human_turn and (self.state.phase == "draft" or self.state.step == "claim")

    def domino_to_place(self) -> int | None:
        st = self.state
        if st.phase != "play" or st.step != "place" or st.king is None:
            return None
        return st.claimed_domino(st.king)

    def claimable(self) -> set[int]:
        """Slot indices the acting human may claim now."""
        if not self.claim_step():
            return set()
        which = line_being_claimed(self.state)
        want = {a.domino for a in legal_actions(self.state) if isinstance(a, Claim)}
        draft = self.state.drafts[table_tower(self.state)]
        line = draft.current if which == "current" else draft.next
        return {i for i, s in enumerate(line or []) if s.domino in want}

    def must_discard(self) -> bool:
        return self.place_step() and any(isinstance(a, Discard) for a in legal_actions(self.state))

    def legal_cells(self) -> frozenset[tuple[int, int]]:
        if not self.place_step():
            return frozenset()
        return frozenset(covered_cells(legal_places(self.state)))

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return self.assets.colour(self.session.seats[seat].colour)

    # -- playing ---------------------------------------------------------------------------
    def try_action(self, action: Action, origin: Origin | None = None) -> bool:
        """Play a human's action if the engine allows it; otherwise refuse with its reason.
        Nothing reaches the session unchecked."""
        lesson = self.guide.refusal(action) if self.guide is not None else None
        if lesson is not None:  # legal, but not the lesson's move: say what it asks instead
            self.refuse(lesson, action, origin)
            return False
        try:
            validate(self.state, action)
        except IllegalAction as e:
            self.refuse(reason_words(e), action, origin)
            return False
        self._play(action, origin, ai=False)
        return True

    def play_ai(self, action: Action) -> None:
        """Play a validated move of an AI seat (or one made for a player), animated at AI pace."""
        self._play(action, None, ai=True)

    def _play(self, action: Action, origin: Origin | None, ai: bool) -> None:
        before = self.state
        after = self.session.play(action)  # validates again; raises IllegalAction untouched
        if after is None:  # a table on a server: the move shows when it comes back (net_play)
            self.net.sent(origin)
            self._clear_input()
            return
        self.show_move(before, action, after, origin, ai)

    def _clear_input(self) -> None:
        self.ghost = None
        self.king_drag = None
        self.claim_cursor = None
        self.static_dirty = True
        self.dirty = True

    def show_move(self, before: State, action: Action, after: State, origin: Origin | None, ai: bool) -> None:
        """Log and animate a move the session has taken (here, or from the server)."""
        log_action(self, before, action, after, before.actor)
        self._autosave()
        self.ghost = None
        self.king_drag = None
        self.claim_cursor = None
        self.hint = []
        self.worker.forget(self.hint_ticket)
        self.hint_ticket = None
        # the kingdom grew: it may zoom in (gliding); at the same scale it stays where it is
        old, self.geom = self.geom, self.make_geometry(self.size, self.geom)
        self.zoom.begin(old, self.geom, self.time, self.speed.of(ZOOM_SECONDS))
        self.pieces.reset()
        self._legal_for_next()
        staged = self.staged(before, action, after, ai, origin)
        if staged and staged[0].geom is not None:  # until it starts, `before` shows: on its own lines
            self.geom = staged[0].geom
        self.stages.extend(staged)
        self.static_dirty = True
        self.dirty = True

    def staged(self, before: State, action: Action, after: State, ai: bool,
               origin: Origin | None = None) -> list[Stage]:
        """The stages that show `action` (game.ui.table.move_stages)."""
        return move_stages(self, before, action, after, ai, origin)

    def refuse(self, reason: str, action: Action | None = None, origin: Origin | None = None) -> None:
        """Say no: the refused sound, the engine's reason, and the piece springs back."""
        self.ctx.sound.play("refused")
        self.show_toast(reason[:1].upper() + reason[1:], palette.REFUSED, self._target_of(action))
        if origin is not None and isinstance(action, Place | Discard):
            self.stages.append(snap_back(self.geom, self.state, action.domino, origin))
        elif origin is not None and isinstance(action, Claim) and self.state.king is not None:
            stage = king_back(self.geom, self.state, self.state.king, origin)
            if stage is not None:
                self.stages.append(stage)
        self.ghost = None
        self.king_drag = None
        self.static_dirty = True
        self.dirty = True

    def _target_of(self, action: Action | None) -> pygame.Rect | None:
        """The squares a refused action was about, with one square's margin all round."""
        seat = self.state.actor
        if action is None or seat is None:
            return None
        board = self.geom.boards[seat]
        if isinstance(action, Place):
            rect = board.domino_rect(action.row, action.col, action.dir)
        elif isinstance(action, Claim):
            hit = self.slot_of(action.domino)
            return None if hit is None else self.geom.lines[hit[0]].slots[hit[1]].hit.inflate(8, 8)
        elif (isinstance(row := getattr(action, "row", None), int)
              and isinstance(col := getattr(action, "col", None), int)):
            rect = board.cell_rect(row, col)
        else:
            return None
        return rect.inflate(2 * board.cell, 2 * board.cell)

    def show_toast(self, text: str, colour: tuple[int, int, int] = theme.PANEL,
                   target: pygame.Rect | None = None) -> None:
        """Say `text` for a moment; `target`: what it is about (the toast leaves it, and the
        squares round it, in view)."""
        self.toast = (text, colour)
        self.toast_target = target
        self.toast_left = TOAST_SECONDS
        self.dirty = True

    def _autosave(self) -> None:
        if self.session.remote:  # the server keeps the game; the record is saved when it ends
            return
        try:
            if self.guide is not None:  # a lesson game keeps to its own file: never Continue or Load
                self.guide.save()
                return
            self.ctx.store.autosave(self.session)
        except Exception as e:  # a full disk must not end the game; say so and play on
            self.show_toast(_("Autosave failed: {error}").format(error=e))

    # -- buttons ------------------------------------------------------------------------
    def undo(self) -> None:
        """Ask the session what undo takes back (nothing once the result is declared); in
        hot-seat, ask first, naming whose move it is: the others at the table lose it."""
        preview = self.session.undo_preview()
        if preview is None:
            return
        if self.session.undo_kind() == "last_action":
            self.ctx.manager.push(self.ctx.scenes.confirm(undo_question(*preview), self._undo_now))
        else:
            self._undo_now()

    def _undo_now(self) -> None:
        if self.session.undo() == 0:
            return
        self._reset_view()
        self._autosave()
        self.show_toast(_("Move taken back"))

    def _reset_view(self) -> None:
        """Forget everything in flight and show the session's state as it is."""
        self.geom = self.make_geometry(self.size)
        self.zoom.clear()
        self.worker.forget(self.ai_ticket)
        self.worker.forget(self.hint_ticket)
        self.ai_ticket = self.hint_ticket = None
        self.ai_refused = None
        self.hint = []
        self.anim.clear()
        self.stages.clear()
        self.stage = None
        self.shown = self.session.state
        self.ghost = None
        self.king_drag = None
        self.claim_cursor = None
        self.pieces.reset()
        self._legal_for_next()
        self.results_in = -1.0
        self.over_seen = self.session.state.phase == "over"
        self.log = self._rebuild_log()
        self.static_dirty = True
        self.dirty = True

    def _rebuild_log(self) -> list[Entry]:
        return rebuild_log(self)

    def ask_hint(self) -> None:
        if not self.session.hints:  # say why rather than ignore the key
            self.show_toast(_("Hints are off: all players agree to them on the New game screen"))
            return
        if not self.human_turn:
            self.show_toast(_("Hints are for your own turn"))
            return
        self.ai.ask_hint()

    def discard(self) -> None:
        d = self.domino_to_place()
        if d is not None and self.must_discard():
            self.try_action(Discard(d))

    def open_menu(self) -> None:
        if self.guide is not None:  # the pause menu saves and loads games: a lesson is left instead
            self.guide.confirm_leave()
            return
        self.ctx.manager.push(self.ctx.scenes.pause(self.session))

    def open_rules(self) -> None:
        self.ctx.manager.push(self.ctx.scenes.rules(self.session.options.rules))

    def open_results(self) -> None:
        if self.session.remote:  # online: the server's record first (what results save and review)
            self.results_in = 0.0  # opened on the frame after it becomes the session (net_play)
            return
        self.results_in = -1.0
        self.ctx.manager.push(self.ctx.scenes.results(self.session))

    def toggle_legal(self) -> None:
        self.show_legal = not self.show_legal
        person = self.session.person_to_act()
        if person is not None:
            self.legal_by[person] = self.show_legal
        self.static_dirty = True
        self.dirty = True

    def _legal_for_next(self) -> None:
        """The human to act sees legal spots as they chose with G, else as Settings say: one
        player's G does not carry over to the next at a hot-seat table."""
        person = self.session.person_to_act()
        if person is not None and self.session.people()[person].is_human:
            self.show_legal = self.legal_by.get(person, bool(getattr(self.ctx.settings, "show_legal", False)))

    # -- scene protocol ---------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.active = True
        self.painter.damage.forget()  # a scene shown over the table drew on the window
        size = self.ctx.window.size
        scale = self.ctx.ui_scale(size)
        if size != self.size or text_factor(scale, self.layout.scaled(*size).scale) != self.assets.factor:
            self.resize(size)  # the window, or the interface size in Settings, changed meanwhile
        if self.shown is not self.session.state and self.stage is None and not self.stages:
            self._reset_view()  # the session moved on while covered (Next game, a load)
        self.controls = self.painter.build_controls()

    def language_changed(self) -> None:
        self.resize(self.size)  # every word on the table laid out again in the new language
        self.log = self._rebuild_log()  # Last moves' lines were written in the old one
        self.toast = None
        self.dirty = True

    def exit(self) -> None:
        self.active = False
        self.input.cancel()
        self.pieces.reset()  # a building held when the menu opens goes back to the board
        self.input.leave()  # no tooltip or hover left under the overlay

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.geom = self.make_geometry(size)
        self.anim.finish_all()
        self.stages.clear()
        self.stage = None
        self.shown = self.session.state
        self.static_dirty = True
        self.controls = self.painter.build_controls()
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.guide is not None and self.guide.handle_event(event):
            return
        self.input.handle(event)

    def update(self, dt: float) -> None:
        self.time += dt
        if not self.active:
            return
        if self.toast is not None:
            self.toast_left -= dt
            if self.toast_left <= 0:
                self.toast = None
                self.dirty = True
        gliding = bool(self.zoom.started)
        if self.zoom.running(self.time) or gliding:
            self.dirty = True  # the overlay draws the gliding boards, and once more when they land
        self._advance_stages(dt)
        if self.settled:
            self._settled_turn(dt)
        self.ai.poll_hint()
        self.net.poll()
        if self.guide is not None and self.guide.learner_due() is not None and self.human_turn:
            self.dirty = True  # the lit target glows
        if self.ai_ticket is not None:
            self.dirty = True  # the thinking dots move

    def _advance_stages(self, dt: float) -> None:
        if self.stage is None and self.stages:
            self._start_stage(self.stages.popleft())
        if self.stage is None:
            if self.shown is not self.session.state:
                self._settle()
            return
        self.anim.update(dt)
        self.dirty = True
        if self.anim.busy and self.stage.land():  # a dealt domino that landed stays shown
            self.static_dirty = True
        if not self.anim.busy:
            if self.stage.sound:
                self.ctx.sound.play(self.stage.sound)
            self.stage = None
            if self.stages:
                self._start_stage(self.stages.popleft())
            else:
                self._settle()

    def _start_stage(self, stage: Stage) -> None:
        self.stage = stage
        if stage.start_sound:
            self.ctx.sound.play(stage.start_sound)
        if stage.shown is not self.shown:
            self.shown = stage.shown
        if stage.geom is not None and stage.geom is not self.geom:
            self.geom = stage.geom  # the lines of the tower it shows (the zoom already began)
        stage.at_speed(self.speed.factor)  # every stage, whoever's: the setting is the table's speed
        for m in stage.motions:
            self.anim.add(m)
        self.static_dirty = True

    def _settle(self) -> None:
        """The picture has caught up with the session: announce whoever acts next."""
        before = self.shown
        self.shown = self.session.state
        if self.geom.tower_name != table_tower(self.shown):  # a stage drawn on another tower's lines
            self.geom = self.make_geometry(self.size)
        self.static_dirty = True
        self.dirty = True
        self.controls = self.painter.build_controls()
        st = self.shown
        if st.phase == "over":
            if not self.over_seen:
                self.over_seen = True
                self.ctx.sound.play("end_game")
                self.results_in = self.speed.of(RESULTS_PAUSE)
            return
        self.over_seen = False
        if self.session.human_to_act() and (before.actor != st.actor or before.phase != st.phase):
            self.ctx.sound.play("turn")

    def _settled_turn(self, dt: float) -> None:
        st = self.state
        if st.phase == "over":
            if self.results_in >= 0:
                self.results_in -= dt
                if self.results_in < 0:
                    self.open_results()
            return
        player = self.session.player_to_act()  # a team member holds one king of a kingdom
        if self.guide is not None and self.guide.holds_turn():  # the lesson's script plays the rival
            move = self.guide.scripted_move(dt, self.speed.pause)
            if move is not None:
                self.play_ai(move)
            if move is not None or (player is not None and not player.is_human):
                return
        if self.session.remote_to_act():  # another screen, or the server's AI: it comes by poll
            return
        if player is None or player.is_human:
            forced = forced_claim(st) if player is not None else None
            if forced is not None:  # nothing to choose: claim it for them, animated like an AI move
                self._play(forced, None, ai=True)
            return
        self.ai.play_turn(dt, player.level or "normal")

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        self.painter.draw(surface)
