"""The generic prompt: a step the table has no drawing of its own for (a rule set without
table pieces, like the tests' toy) is asked with a button per legal action, labelled with
the action's text. The table's own steps (placing a domino, claiming one) keep their
gestures; a rule set with its own table pieces (`Adapters.table`) draws all its steps."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from game.engine import Action, current_step, legal_actions
from game.i18n import _
from game.ui.table import prompts
from game.ui.table.hud import ButtonSpec

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

NATIVE_STEPS = ("place", "claim")  # drawn and played on the lines and boards
PREFIX = "act:"  # the buttons' names: act:0, act:1, ... in the engine's order


class GenericPrompt:
    def __init__(self, scene: TableView) -> None:
        self.scene = scene

    def step(self) -> str | None:
        """The step asked now, when it is one the prompt asks (a human acts, nothing moves)."""
        sc = self.scene
        if not sc.human_turn:
            return None
        step = current_step(sc.state)
        if step is None or step.name in NATIVE_STEPS or sc.pieces.asks_step(step.name):
            return None
        return step.name

    def actions(self) -> list[Action]:
        return legal_actions(self.scene.state) if self.step() is not None else []

    def banner_sub(self) -> str | None:
        step = self.step()
        return None if step is None else prompts.generic(step)

    def button_specs(self, specs: list[ButtonSpec]) -> list[ButtonSpec]:
        """The table's buttons with one per legal action in front."""
        # primary: a row each where there is room, so an action's whole text shows
        mine = [ButtonSpec(f"{PREFIX}{i}", str(a), None, _("Play “{action}”").format(action=a), primary=True)
                for i, a in enumerate(self.actions())]
        return mine + specs  # Rotate stays in its place, off while no domino is held

    def button_actions(self) -> dict[str, Callable[[], object]]:
        return {f"{PREFIX}{i}": partial(self.scene.try_action, a) for i, a in enumerate(self.actions())}
