"""What XXL's table modules (draw, handover, hint, inputs, keys, notes, overview, stages) read
and call of XXL's table pieces (`pieces.XTable`), declared here so that none of
them imports the class that uses them: `XTable` meets it (mypy checks where it is passed)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.engine import Action, State
    from game.engine.rules.xxl_steps import Buy
    from game.ui.table.queendomino.economy_view import EconomyView
    from game.ui.table.queendomino.protocol import Held
    from game.ui.table.table_view import TableView
    from game.ui.table.xxl.playmat_view import XGeom, XxlView

Square = tuple[int, int]


class XPieces(Protocol):
    scene: TableView
    view: EconomyView  # the builders' board and purses (Queendomino's drawing)
    xview: XxlView  # the playmat's own pieces
    held: Held | None  # a building picked up from the builders' board
    menu: tuple[Square, list[tuple[Action, pygame.Rect]]] | None  # a chooser open on a square
    patrol_from: Square | None  # the Patrol's knight picked
    # the Patrol: (the knight picked and at which move, the coins each square would collect)
    patrol_tax: tuple[tuple[int, Square] | None, dict[Square, int]]
    court_rects: list[tuple[int, pygame.Rect]]  # the Court's tiles, where they are drawn
    key_focus: tuple[int, int] | None  # the keys' ring: (choice, at move)
    noted: bool  # the pointer was over a piece with a note
    challenge_rects: list[tuple[str, pygame.Rect]]
    line_rects: list[tuple[int, pygame.Rect]]  # face-up dominoes of the tower not in play
    face_down_rects: list[pygame.Rect]
    handed: int | None  # the move at which the mouse was passed (hot seat)
    overview: bool  # every kingdom at once (V)

    @property
    def geom(self) -> XGeom: ...

    def focus_seat(self) -> int: ...

    def show(self, seat: int | None) -> None: ...

    def step(self) -> str | None: ...

    def choices(self) -> list[Action]: ...

    def reset(self) -> None: ...

    def skip(self) -> None: ...

    def go_to_claim(self) -> None: ...

    def searches(self) -> list[Buy]: ...

    def cost_text(self, st: State) -> list[str]: ...

    def toggle_overview(self) -> None: ...

    def all_button(self) -> pygame.Rect: ...

    def lit_slots(self, st: State) -> frozenset[int]: ...

    def hidden_buildings(self) -> frozenset[int]: ...

    # what Queendomino's pieces do where XXL adds nothing of its own
    def as_queendomino_press(self, pos: Square) -> bool: ...

    def as_queendomino_motion(self, pos: Square) -> bool: ...

    def as_queendomino_key(self, e: pygame.event.Event) -> bool: ...

    def as_queendomino_overlay(self, surf: pygame.Surface) -> None: ...

    def as_queendomino_explain(self, surf: pygame.Surface) -> list[pygame.Rect]: ...

    def as_queendomino_note(self) -> tuple[str, int] | None: ...
