"""Kingdomino's table pieces: the answer of a rule set that puts nothing on the table beyond
dominoes, kings, the lines and the kingdoms, which the core draws and plays itself.

Every hook of `rule_pieces.TablePieces` is answered here with "nothing of mine": a rule set's
own pieces (Queendomino's, the tests' toy) start from this class and answer what they add.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine.rules import get_rules
from game.i18n import _
from game.ui.table.rule_pieces import EffectLine, LogLine, TablePieces

if TYPE_CHECKING:
    from game.engine import Action, State
    from game.ui.layout import ScaledLayout
    from game.ui.table.geometry import SlotGeom
    from game.ui.table.hud import ButtonSpec
    from game.ui.table.stages import Stage
    from game.ui.table.table_view import TableView

NATIVE_STEPS = frozenset({"place", "claim"})  # the steps the core draws and plays itself


class KingdominoPieces:
    def __init__(self, scene: TableView) -> None:
        self.scene = scene

    # -- layout and drawing ---------------------------------------------------------------------
    def table_layout(self, layout: ScaledLayout) -> ScaledLayout:
        return layout

    def draw_static(self, surf: pygame.Surface) -> None:
        return None

    def draw_overlay(self, surf: pygame.Surface) -> None:
        return None

    def overlay_rects(self) -> list[pygame.Rect] | None:
        return []

    def draw_motion(self, surf: pygame.Surface, motion: object) -> None:
        return None

    def mark_line_domino(self, surf: pygame.Surface, slot: SlotGeom, domino: int) -> None:
        return None

    def quiet_cell(self, seat: int, r: int, c: int) -> bool:
        return False

    def plate_reserve(self, seat: int) -> int:
        return 0

    # -- prompts and buttons --------------------------------------------------------------------
    def banner_sub(self) -> str | None:
        return None

    def king_text(self, st: State) -> str:
        return ""

    def button_specs(self, specs: list[ButtonSpec]) -> list[ButtonSpec]:
        return specs

    def button_actions(self) -> dict[str, Callable[[], object]]:
        return {}

    def step_cells(self) -> int:
        """One place for the core's buttons; three where the declaration has steps beyond
        placing and claiming, which the generic prompt asks with buttons."""
        rules = get_rules(self.scene.state.options.rules)
        steps = {s.name for s in rules.turn_steps} | set(rules.decisions)
        return 3 if steps - NATIVE_STEPS else 1

    def asks_step(self, step: str) -> bool:
        return False

    # -- input and keyboard focus ---------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> bool:
        return False

    def motion(self, pos: tuple[int, int]) -> bool:
        return False

    def release(self, pos: tuple[int, int]) -> bool:
        return False

    def key(self, e: pygame.event.Event) -> bool:
        return False

    def modal(self) -> bool:
        return False

    def face_down_at(self, pos: tuple[int, int]) -> bool:
        return False

    # -- the game moving on ---------------------------------------------------------------------
    def reset(self) -> None:
        return None

    def stages(self, before: State, action: Action, after: State, ai: bool) -> list[Stage]:
        return []

    def log_line(self, name: str, before: State, action: Action, after: State,
                 names: list[str]) -> LogLine | None:
        return None

    def effect_lines(self, before: State, action: Action, after: State,
                     names: list[str]) -> list[EffectLine]:
        return []

    # -- lessons and replays --------------------------------------------------------------------
    def targets(self, action: Action) -> list[pygame.Rect]:
        return []

    def refusal(self, action: Action) -> str | None:
        return None

    def skip_label(self) -> str:
        return _("Skip")

    def replay_moved(self, moves: int) -> None:
        return None

    def own_large_view(self) -> bool:
        return False

    def bring_up(self, seat: int | None) -> bool:
        return False

    def replay_press(self, pos: tuple[int, int]) -> bool:
        return False


if TYPE_CHECKING:  # mypy checks here that the class answers every hook as declared
    def _meets_the_interface(scene: TableView) -> TablePieces:
        return KingdominoPieces(scene)
