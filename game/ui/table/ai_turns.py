"""The AI's turns and the adviser's hints at the table: asked of the worker thread, paced so
moves can be followed, and never trusted blindly (the engine validates every move)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import Action, Claim, IllegalAction, Skip, State, legal_actions, validate
from game.i18n import _
from game.ui import palette
from game.ui.table.ai_worker import Job, refusal

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

REFUSED = palette.REFUSED



class AITurns:
    """Schedules the AI seats' thinking and the hints for one table scene."""

    def __init__(self, scene: TableView) -> None:
        self.sc = scene
        self.ready: tuple[int, Job] | None = None  # a ticket's answer kept while the pause runs

    def play_turn(self, dt: float, level: str) -> None:
        """An AI seat is to act: think in the worker, wait out the speed's pause (a skip, which
        shows nothing to follow, does not wait), play the move."""
        sc = self.sc
        st = sc.state
        if sc.ai_refused is not None:  # keep saying why the seat does not move; never guess
            if sc.toast is None:
                sc.show_toast(sc.ai_refused, REFUSED)
            return
        if sc.ai_ticket is None:
            budget = float(getattr(sc.ctx.settings, "hard_budget", 1.0))
            sc.ai_ticket = sc.worker.think(st, level, sc.session.seed * 1009 + st.moves, budget)
            sc.ai_wait = 0.0
            sc.static_dirty = True  # the banner changes to "thinking"
        sc.ai_wait += dt
        job = self._answer(sc.ai_ticket)
        if job is None:
            return
        if sc.ai_wait < sc.speed.pause and not isinstance(job.result, Skip):
            self.ready = (sc.ai_ticket, job)
            return
        self.ready = None
        sc.ai_ticket = None
        refused = refusal(job.error)
        if refused is not None:
            sc.ai_refused = refused[:1].upper() + refused[1:]
            sc.show_toast(sc.ai_refused, REFUSED)
            sc.static_dirty = True  # the banner stops "thinking"
            return
        action = job.result if job.error is None else None
        try:
            if action is None:
                raise IllegalAction("ai_failed", f"the AI failed: {job.error!r}")
            validate(st, action)
        except IllegalAction as e:  # an AI bug: say so, and keep the game going
            print(f"kingdomino: AI move refused ({e.reason}); playing the first legal move", flush=True)
            action = legal_actions(st)[0]
        sc.play_ai(action)

    def _answer(self, ticket: int) -> Job | None:
        """The worker's answer for `ticket`, or the one already taken and kept for it."""
        if self.ready is not None and self.ready[0] == ticket:
            return self.ready[1]
        self.ready = None  # kept for a ticket since forgotten (an undo): never play it
        return self.sc.worker.poll(ticket)

    def ask_hint(self) -> None:
        sc = self.sc
        if sc.hint_ticket is not None:
            return
        sc.hint_ticket = sc.worker.hint(sc.state, sc.session.seed + sc.state.moves * 7919)
        sc.dirty = True

    def poll_hint(self) -> None:
        sc = self.sc
        job = sc.worker.poll(sc.hint_ticket)
        if job is None:
            return
        sc.hint_ticket = None
        refused = refusal(job.error)
        if refused is not None:
            sc.show_toast(_("No hint: {reason}").format(reason=refused))
        elif job.error is None and sc.human_turn:
            sc.hint = [a for a in job.result if _still_legal(sc.state, a)] or list(job.result)
            if not sc.hint:
                sc.show_toast(_("No hint for this move"))
        sc.static_dirty = True
        sc.dirty = True


def _still_legal(state: State, action: Action) -> bool:
    try:
        validate(state, action)
    except IllegalAction:
        return isinstance(action, Claim)  # the planned claim comes after the placement
    return True
