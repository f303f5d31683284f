"""What the table's parts read and call of the table screen (`game.ui.screens.table.TableScene`),
declared so that none of them imports the screen that holds them: the screen meets this protocol
(mypy checks it where the screen hands itself to a part), and the parts import only this.

The screen's own parts that the others reach through it (its painter, pointer, prompt, lesson
guide) are declared here by what is asked of them, for the same reason.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from game.engine import Action, State
    from game.session import Session
    from game.ui.context import AppContext
    from game.ui.table.ai_worker import AIWorker
    from game.ui.table.anim import Animator, Speed
    from game.ui.table.drag import Ghost
    from game.ui.table.entries import Entry
    from game.ui.table.geometry import TableGeometry
    from game.ui.table.hud import ButtonSpec
    from game.ui.table.kingdom_view import KingdomView
    from game.ui.table.piece_art import PieceArt
    from game.ui.table.rule_pieces import TablePieces
    from game.ui.table.stages import Origin, Stage
    from game.ui.table.zoom import Zoom
    from game.ui.widgets import Button
    from game.ui.widgets.focus import FocusGroup


class PainterPart(Protocol):
    group: FocusGroup  # the buttons, with their focus and tooltips

    def build_controls(self) -> dict[str, Button]: ...


class PointerPart(Protocol):
    @property
    def drag_threshold(self) -> float: ...  # pixels a press moves before it is a drag

    def rotate(self) -> None: ...


class PromptPart(Protocol):
    def banner_sub(self) -> str | None: ...

    def button_specs(self, specs: list[ButtonSpec]) -> list[ButtonSpec]: ...

    def button_actions(self) -> dict[str, Callable[[], object]]: ...


class GuidePart(Protocol):
    def draw(self, surf: pygame.Surface) -> None: ...


class TableView(Protocol):
    # -- what it plays and shows -----------------------------------------------------------------
    ctx: AppContext
    session: Session
    shown: State  # the state the picture shows (behind the session's while a move plays out)
    pieces: TablePieces  # the rule set's own pieces
    assets: Any  # the app's Assets, scaled to the interface size (text_scale.ScaledText)
    art: PieceArt
    kingdoms: KingdomView
    geom: TableGeometry
    size: tuple[int, int]
    time: float
    active: bool

    # -- its parts (read-only here: each is the screen's own, of its own class) ------------------
    @property
    def painter(self) -> PainterPart: ...

    @property
    def input(self) -> PointerPart: ...

    @property
    def prompt(self) -> PromptPart: ...

    @property
    def guide(self) -> GuidePart | None: ...  # a lesson's guide, when the table plays one

    worker: AIWorker
    anim: Animator
    zoom: Zoom
    controls: dict[str, Button]
    log: list[Entry]

    # -- what the player is doing ------------------------------------------------------------------
    ghost: Ghost | None
    king_drag: tuple[int, tuple[int, int], tuple[int, int]] | None
    claim_cursor: int | None
    pointer: tuple[int, int]
    hover_cell: tuple[int, int, int] | None
    hover_slot: tuple[str, int] | None
    hint: list[Action]
    hint_ticket: int | None
    ai_ticket: int | None
    ai_wait: float
    ai_refused: str | None
    show_legal: bool
    toast: tuple[str, tuple[int, int, int]] | None
    toast_target: pygame.Rect | None

    # -- repainting ----------------------------------------------------------------------------------
    dirty: bool
    static_dirty: bool
    static: pygame.Surface | None
    stage: Stage | None
    stages: deque[Stage]

    @property
    def state(self) -> State: ...

    @property
    def human_turn(self) -> bool: ...

    @property
    def scale(self) -> float: ...

    @property
    def settled(self) -> bool: ...

    @property
    def speed(self) -> Speed: ...

    # -- asked and told ------------------------------------------------------------------------------
    def make_geometry(self, size: tuple[int, int], before: TableGeometry | None = None,
                      state: State | None = None) -> TableGeometry: ...

    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...

    def slot_of(self, domino: int) -> tuple[str, int] | None: ...

    def place_step(self) -> bool: ...

    def claim_step(self) -> bool: ...

    def must_discard(self) -> bool: ...

    def claimable(self) -> set[int]: ...

    def domino_to_place(self) -> int | None: ...

    def legal_cells(self) -> frozenset[tuple[int, int]]: ...

    def try_action(self, action: Action, origin: Origin | None = None) -> bool: ...

    def play_ai(self, action: Action) -> None: ...

    def refuse(self, reason: str, action: Action | None = None, origin: Origin | None = None) -> None: ...

    def show_toast(self, text: str, colour: tuple[int, int, int] = ...,
                   target: pygame.Rect | None = None) -> None: ...

    def discard(self) -> None: ...

    def undo(self) -> None: ...

    def ask_hint(self) -> None: ...

    def toggle_legal(self) -> None: ...

    def open_rules(self) -> None: ...

    def open_menu(self) -> None: ...

    def open_results(self) -> None: ...
