"""A table on a server, on the table screen: the moves, rooms and refusals the session's
`poll()` brings each frame, and the finished game taken over when the server sends its record.

The session (game.net.online.OnlineSession) holds the views; here they are shown: a move from
another screen animates as an AI's would, this screen's own as the player's, a refusal springs
the piece back with the server's reason, and a lost connection is said (the client dials again)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ui import palette, theme
from game.ui.net_words import connection_words, error_words

if TYPE_CHECKING:
    from game.ui.table.stages import Origin


class NetPlay:
    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.origin: Origin | None = None  # where this screen's piece was dropped, until it comes back
        self.finished: Any = None  # the whole Session of the ended game, taken over once settled

    def sent(self, origin: Origin | None) -> None:
        self.origin = origin

    def poll(self) -> None:
        sc = self.scene
        if not sc.session.remote:
            return
        from game.net.online import Connection, Finished, Move, Refused, RoomChanged

        for change in sc.session.poll():
            if isinstance(change, Move):
                origin = self.origin if change.mine else None
                if change.mine:
                    self.origin = None
                sc.show_move(change.before, change.action, change.after, origin, ai=not change.mine)
            elif isinstance(change, Refused):
                sc.refuse(error_words(change.code, change.values), None, None)
                self.origin = None
                sc._reset_view()  # the piece goes back where the server's view has it
            elif isinstance(change, RoomChanged):
                sc.static_dirty = True
                sc.dirty = True
            elif isinstance(change, Finished):
                self.finished = change.session
            elif isinstance(change, Connection):
                good = change.kind == "connected"
                sc.show_toast(connection_words(change.kind), theme.PANEL if good else palette.REFUSED)
        if self.finished is not None and sc.settled:
            self._take_over()

    def _take_over(self) -> None:
        """The game ended: the server's record (seed and every action) is a whole Session here:
        the results, the coach on this screen's seats and the replay run on it, and it is saved
        with the player's other finished games."""
        sc = self.scene
        finished, self.finished = self.finished, None
        online = sc.session
        finished.here = set(online.mine)  # the coach reviews this screen's people
        sc.session = finished
        sc.online = online  # who sat at this screen (the coach reviews them)
        try:
            sc.ctx.store.autosave(finished)
        except Exception as e:  # a full disk: the result is on the server and on screen still
            sc.show_toast(str(e))
        over_seen, results_in = sc.over_seen, sc.results_in
        sc._reset_view()
        sc.over_seen, sc.results_in = over_seen, results_in
        sc.controls = sc.painter.build_controls()
