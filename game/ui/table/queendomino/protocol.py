"""What Queendomino's table modules (build, held_card, stages) read of its table pieces
(`pieces.QTable`), declared here so that none of them imports the class that uses them:
`QTable` meets it (mypy checks it where the pieces pass themselves)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
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
