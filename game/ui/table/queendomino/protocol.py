"""What Queendomino's table modules (build, held_card, stages) read of its table pieces
(`pieces.QTable`), declared here so that none of them imports the class that uses them:
`QTable` meets it (mypy checks it where the pieces pass themselves)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.engine import State
    from game.ui.table.queendomino.economy_view import QGeom
    from game.ui.table.table_view import TableView


@dataclass
class Held:
    """A building picked up from the builders' board."""

    building: int
    slot: int
    pointer: tuple[int, int]
    press: tuple[int, int]
    mode: str = "drag"  # "drag" (button held), "select" (clicked: follows the pointer) or "keys"


class QPieces(Protocol):
    scene: TableView
    held: Held | None  # a building picked up from the builders' board
    hover_slot: int | None  # the builders' slot under the pointer

    @property
    def geom(self) -> QGeom: ...


class BuildersOwner(Protocol):
    """Whose builders' steps a `QTable` plays: Queendomino's own pieces (the QTable itself), or a
    rule set's that hold one and build on it (XXL's), answering what differs."""

    @property
    def geom(self) -> QGeom: ...  # where the builders' board, purses and step bar are

    def step(self) -> str | None: ...  # the builders' step a human may act in now

    def skip(self) -> None: ...

    def go_to_claim(self) -> None: ...

    def cost_text(self, st: State) -> list[str]: ...  # the step bar's words

    def skip_buttons(self) -> tuple[str, ...]: ...

    def explain(self, surf: pygame.Surface) -> list[pygame.Rect]: ...  # the note at the pointer

    def explain_note(self) -> tuple[str, int] | None: ...
