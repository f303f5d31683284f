"""Where things are on the table, for tests that click and drag like a player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.table.stages import king_rect

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView


class TableProbe:
    def __init__(self, scene: TableView) -> None:
        self.sc = scene

    def line_slot_center(self, which: str, i: int) -> tuple[int, int]:
        return self.sc.geom.lines[which].slots[i].domino.center

    def king_center(self, king: int) -> tuple[int, int] | None:
        r = king_rect(self.sc.geom, self.sc.shown, king)
        return None if r is None else r.center

    def button_center(self, name: str) -> tuple[int, int] | None:
        b = self.sc.controls.get(name)
        return b.rect.center if b is not None and b.visible else None

    def button_names(self) -> list[str]:
        return [n for n, b in self.sc.controls.items() if b.visible]


def probe(scene: TableView) -> TableProbe:
    return TableProbe(scene)
