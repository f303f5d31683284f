"""What the table shows while an action plays out, as a queue of stages.

The session's state changes the instant an action is played; the picture
catches up through stages. A stage names the state to display, the pieces
hidden from it because they are in flight, and the motions carrying them.
A placement is one stage (the domino slides in); a claim that ends a round
is two (the king walks, then the lines shift and fresh dominoes are dealt).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine import Action, Claim, Discard, Place, State
from game.engine.analysis import claim_tower
from game.ui.table.anim import Motion, Tween, ease_in_out, ease_out_back, ease_out_cubic
from game.ui.table.geometry import TableGeometry


@dataclass
class Stage:
    shown: State
    motions: list[Motion] = field(default_factory=list)
    hidden_dominoes: frozenset[int] = frozenset()
    hidden_kings: frozenset[int] = frozenset()
    sound: str | None = None  # played when the stage's pieces land
    start_sound: str | None = None  # played as they set off (an AI picking a domino up)
    geom: TableGeometry | None = None  # the table it is drawn on, where that is not the table now

    def running(self) -> bool:
        return any(not m.tween.done for m in self.motions)

    def land(self) -> bool:
        """Show the pieces whose motion has ended while others still move (a line dealt one
        domino after another: each stays where it landed, not hidden until the last lands).
        True when one was."""
        done_d = {m.domino for m in self.motions if m.kind == "domino" and m.tween.done}
        done_k = {m.king for m in self.motions if m.kind == "king" and m.tween.done}
        landed_d, landed_k = self.hidden_dominoes & done_d, self.hidden_kings & done_k
        self.hidden_dominoes -= landed_d
        self.hidden_kings -= landed_k
        return bool(landed_d or landed_k)

    def seconds(self) -> float:
        """How long the stage plays: until its last motion lands."""
        return max((m.tween.delay + m.tween.duration for m in self.motions), default=0.0)

    def at_speed(self, factor: float) -> Stage:
        """This stage played at an animation speed: every motion's duration and delay times
        `factor` (0: the pieces land at once). Scales the motions in place, so a stage is
        put at speed once, as it starts; returns itself."""
        for m in self.motions:
            m.tween.duration *= factor
            m.tween.delay *= factor
        return self


def together(first: Stage, then: Stage) -> Stage:
    """One stage playing both: they show the same state and move different pieces (the lines
    shifting while the builders' board slides), so the player need not watch them in turn."""
    return Stage(first.shown, first.motions + then.motions, first.hidden_dominoes | then.hidden_dominoes,
                 first.hidden_kings | then.hidden_kings, first.sound or then.sound,
                 first.start_sound or then.start_sound, first.geom or then.geom)


@dataclass(frozen=True)
class Origin:
    """Where a piece the player was holding is on screen when the action is played."""

    center: tuple[int, int]
    cell: int  # the cell size it is drawn at there


@dataclass(frozen=True)
class Pace:
    """Durations in seconds; AI moves are slower so they can be followed."""

    place: float = 0.5
    claim: float = 0.45
    shift: float = 0.45
    deal: float = 0.35
    drop: float = 0.12
    snap_back: float = 0.32


def line_being_claimed(state: State) -> str:
    return "current" if state.phase == "draft" else "next"


def table_tower(state: State) -> str:
    """The tower whose lines the table plays on: the one the acting king claims from, as the
    rule set answers it (`analysis.claim_tower`)."""
    return claim_tower(state)


def slot_index(state: State, which: str, domino: int | None = None, king: int | None = None) -> int | None:
    draft = state.drafts[table_tower(state)]
    line = draft.current if which == "current" else draft.next
    for i, s in enumerate(line or []):
        if (domino is not None and s.domino == domino) or (king is not None and s.king == king):
            return i
    return None


def unplaced_kings(state: State, seat: int) -> list[int]:
    """A seat's kings not yet standing on any line (first claims), in king order."""
    placed = {
        s.king for d in state.drafts.values() for s in (d.current + (d.next or [])) if s.king is not None
    }
    return [k for k, owner in enumerate(state.kings) if owner == seat and k not in placed]


def king_rect(geom: TableGeometry, state: State, king: int) -> pygame.Rect | None:
    """Where a king stands in `state`: on a line, or waiting on its seat's name plate."""
    for which in ("current", "next"):
        i = slot_index(state, which, king=king)
        if i is not None:
            return geom.lines[which].slots[i].king
    seat = state.kings[king]
    waiting = unplaced_kings(state, seat)
    if king in waiting:
        return geom.home_king(seat, waiting.index(king))
    return None


def build(
    geom: TableGeometry,
    before: State,
    action: Action,
    after: State,
    ai: bool,
    origin: Origin | None = None,
    pace: Pace | None = None,
) -> list[Stage]:
    """The stages that carry the table from `before` to `after`."""
    p = pace or Pace()
    stages: list[Stage] = []
    seat = before.actor
    if isinstance(action, Place) and seat is not None:
        board = geom.boards[seat]
        target = board.domino_rect(action.row, action.col, action.dir)
        if origin is None:
            i = slot_index(before, "current", domino=action.domino)
            sg = geom.lines["current"].slots[i or 0]
            origin = Origin(sg.domino.center, sg.cell)
        dur = p.place if ai else p.drop
        tw = Tween(
            origin.center,
            target.center,
            dur,
            ease_in_out if ai else ease_out_cubic,
            scale_from=origin.cell / board.cell,
            lift=board.cell * 0.6 if ai else 0,
        )
        stages.append(
            Stage(
                before,
                [Motion("domino", tw, domino=action.domino, dir=action.dir, cell=board.cell)],
                hidden_dominoes=frozenset({action.domino}),
                sound="drop",
                start_sound="pickup" if ai else None,
            )
        )
    elif isinstance(action, Discard):
        i = slot_index(before, "current", domino=action.domino)
        sg = geom.lines["current"].slots[i or 0]
        start = origin.center if origin else sg.domino.center
        tw = Tween(start, geom.tower.center, p.place, ease_in_out, scale_from=1.0, scale_to=0.4)
        stages.append(
            Stage(
                before,
                [Motion("domino", tw, domino=action.domino, dir=sg.dir, cell=sg.cell)],
                hidden_dominoes=frozenset({action.domino}),
                sound="drop",
            )
        )
    elif isinstance(action, Claim) and before.king is not None:
        king = before.king
        which = line_being_claimed(before)
        j = slot_index(before, which, domino=action.domino)
        dest = geom.lines[which].slots[j or 0].king
        src = king_rect(geom, before, king)
        start = origin.center if origin else (src.center if src else dest.center)
        start_h = src.h if src and origin is None else dest.h
        tw = Tween(
            start,
            dest.center,
            p.claim if ai or origin is None else p.drop,
            ease_in_out,
            scale_from=start_h / max(1, dest.h),
            lift=dest.h * 0.5 if origin is None else 0,
        )
        stages.append(
            Stage(
                before,
                [Motion("king", tw, king=king, cell=dest.h)],
                hidden_kings=frozenset({king}),
                sound="claim",
            )
        )
    stages += _new_round(geom, before, after, p)
    return stages


def _new_round(geom: TableGeometry, before: State, after: State, p: Pace) -> list[Stage]:
    """After the last claim of a round: the next line moves up and a fresh one is dealt."""
    if after.phase != "play" or after.round == before.round:
        return []
    stages: list[Stage] = []
    draft = after.drafts[after.tower]
    if before.phase == "play":  # the claimed line becomes the current one
        motions: list[Motion] = []
        for i, s in enumerate(draft.current):
            src = geom.lines["next"].slots[i]
            dst = geom.lines["current"].slots[i]
            if s.domino is not None:
                motions.append(
                    Motion(
                        "domino",
                        Tween(src.domino.center, dst.domino.center, p.shift, ease_in_out),
                        domino=s.domino,
                        dir=dst.dir,
                        cell=dst.cell,
                    )
                )
            if s.king is not None:
                motions.append(
                    Motion(
                        "king",
                        Tween(src.king.center, dst.king.center, p.shift, ease_in_out),
                        king=s.king,
                        cell=dst.king.h,
                    )
                )
        hidden_d = frozenset(s.domino for s in draft.current if s.domino is not None)
        hidden_k = frozenset(s.king for s in draft.current if s.king is not None)
        stages.append(Stage(after, motions, hidden_d, hidden_k))
    start = p.shift / 2 if stages else 0.0  # the deal sets off while the line moves up: one wait, not two
    if draft.next:  # deal the new line from the tower, one domino after another
        deal: list[Motion] = []
        for i, s in enumerate(draft.next):
            if s.domino is None:
                continue
            dst = geom.lines["next"].slots[i]
            tw = Tween(
                geom.tower.center, dst.domino.center, p.deal, ease_out_cubic, scale_from=0.5,
                delay=start + 0.07 * i,
            )
            deal.append(Motion("domino", tw, domino=s.domino, dir=dst.dir, cell=dst.cell))
        hidden = frozenset(s.domino for s in draft.next if s.domino is not None)
        dealt = Stage(after, deal, hidden_dominoes=hidden)
        if stages:
            stages[-1] = together(stages[-1], dealt)
        else:
            stages.append(dealt)
    return stages


def snap_back(
    geom: TableGeometry, state: State, domino: int, origin: Origin, pace: Pace | None = None
) -> Stage:
    """A refused or abandoned domino springs back to its place in the line."""
    p = pace or Pace()
    i = slot_index(state, "current", domino=domino)
    sg = geom.lines["current"].slots[i or 0]
    tw = Tween(origin.center, sg.domino.center, p.snap_back, ease_out_back, scale_from=origin.cell / sg.cell)
    return Stage(
        state,
        [Motion("domino", tw, domino=domino, dir=sg.dir, cell=sg.cell)],
        hidden_dominoes=frozenset({domino}),
    )


def king_back(
    geom: TableGeometry, state: State, king: int, origin: Origin, pace: Pace | None = None
) -> Stage | None:
    p = pace or Pace()
    home = king_rect(geom, state, king)
    if home is None:
        return None
    tw = Tween(
        origin.center, home.center, p.snap_back, ease_out_back, scale_from=origin.cell / max(1, home.h)
    )
    return Stage(state, [Motion("king", tw, king=king, cell=home.h)], hidden_kings=frozenset({king}))
