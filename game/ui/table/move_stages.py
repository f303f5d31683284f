"""The stages that show one move on the table (its pieces moving, then the rule set's own), on
the lines of the tower each part is drawn on. The table and the replay ask for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import Action, State
from game.ui.table.stages import Origin, Pace, Stage, build, table_tower, together

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView


def move_stages(sc: TableView, before: State, action: Action, after: State, ai: bool,
                origin: Origin | None = None) -> list[Stage]:
    """The stages that show `action` (at full length: each is put at the speed as it starts).
    The rule set's stages that show the end state play with the table's last one: the
    builders' board slides while the new lines come."""
    if table_tower(before) == table_tower(after):
        return _staged_on(sc, before, action, after, ai, origin)
    # the tower played on changes (XXL: the first claims end; the Fantastic Era phase ends):
    # what shows `before` is drawn, and its pieces move, on before's lines, not after's
    now, earlier = sc.geom, sc.make_geometry(sc.size, sc.geom, state=before)
    sc.geom = earlier
    early = _staged_on(sc, before, action, after, ai, origin)
    sc.geom = now
    late = _staged_on(sc, before, action, after, ai, origin)
    out = []
    for first, then in zip(early, late, strict=True):
        if first.shown is before:
            first.geom = earlier
            out.append(first)
        else:
            then.geom = now
            out.append(then)
    return out

def _staged_on(sc: TableView, before: State, action: Action, after: State, ai: bool,
               origin: Origin | None) -> list[Stage]:
    pace = Pace() if ai else Pace(claim=0.3)
    staged = build(sc.geom, before, action, after, ai, origin, pace)
    for stage in sc.pieces.stages(before, action, after, ai):
        if staged and staged[-1].shown is after and stage.shown is after:
            staged[-1] = together(staged[-1], stage)
        else:
            staged.append(stage)
    return staged
