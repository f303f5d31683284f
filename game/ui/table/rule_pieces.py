"""What a rule set adds to the table, declared: the one interface the table's core asks.

The core (`game/ui/table/`, the table screen `game.ui.screens.table`) draws and plays what every
rule set has: kingdoms, draft lines, kings, the tower, the banner, buttons, the log. Everything
else a rule set puts on the table (Queendomino's builders' board, purses, the Queen and the
Dragon; XXL's playmat, giants, the Court...) is its *table pieces*: one object the rule set's
declaration names (`Adapters.table`, "module:Class"), built with the table scene, answering the
hooks below. The core never asks which rule set, Queen, Court or class it has: it asks these.

Kingdomino's pieces (`table/kingdomino/pieces.py`) answer every hook for a rule set with nothing
beyond dominoes; a rule set's own pieces usually start from them and answer what they add.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, Protocol

import pygame

if TYPE_CHECKING:
    from game.engine import Action, State
    from game.ui.layout import ScaledLayout
    from game.ui.table.geometry import SlotGeom
    from game.ui.table.hud import ButtonSpec
    from game.ui.table.stages import Stage

#: a line of the move log told for a kingdom (its seat; None: the table's own line)
EffectLine = tuple[int | None, str]


class LogLine(NamedTuple):
    """A move's line in the log, as a rule set's pieces word it: its text and, where the move
    took the Queen from a kingdom, that kingdom (the Last moves panel says she left it)."""

    text: str
    queen_from: int | None = None


class TablePieces(Protocol):
    """A rule set's table pieces. Every hook is asked by the core; none may change the game's
    state except through `scene.try_action` (the engine validates every move)."""

    # -- layout and drawing ---------------------------------------------------------------------
    def table_layout(self, layout: ScaledLayout) -> ScaledLayout:
        """The table map as this rule set lays it out (XXL moves the kingdom in play)."""
        ...

    def draw_static(self, surf: pygame.Surface) -> None:
        """Draw this rule set's pieces into the table's cached layer (redrawn when the state or
        the window changes, never per frame)."""
        ...

    def draw_overlay(self, surf: pygame.Surface) -> None:
        """Draw what changes per frame: picks, a piece carried, choosers, the adviser's hint
        for this rule set's own moves, notes at the pointer."""
        ...

    def overlay_rects(self) -> list[pygame.Rect] | None:
        """Where `draw_overlay` drew this frame (the next frame repaints only there); None when
        it cannot say (the whole table repaints)."""
        ...

    def draw_motion(self, surf: pygame.Surface, motion: object) -> None:
        """Draw a piece in flight the core does not know (a coin, a building, a giant)."""
        ...

    def mark_line_domino(self, surf: pygame.Surface, slot: SlotGeom, domino: int) -> None:
        """Mark a face-up domino on a draft line with what this rule set adds to it (XXL's
        Court: the resource each half brings)."""
        ...

    def quiet_cell(self, seat: int, r: int, c: int) -> bool:
        """Whether square (r, c) of kingdom `seat` is covered by a piece of this rule set, so
        the core draws no crown count over it."""
        ...

    def plate_reserve(self, seat: int) -> int:
        """Pixels at the right of `seat`'s name plate that a control of this rule set covers."""
        ...

    # -- prompts and buttons --------------------------------------------------------------------
    def banner_sub(self) -> str | None:
        """The turn banner's instruction for a step this rule set asks (None: the core's)."""
        ...

    def king_text(self, st: State) -> str:
        """Which of a player's kings acts, when the banner must say ("" for none)."""
        ...

    def button_specs(self, specs: list[ButtonSpec]) -> list[ButtonSpec]:
        """The table's buttons with this rule set's own added or changed."""
        ...

    def button_actions(self) -> dict[str, Callable[[], object]]:
        """What each of this rule set's buttons (by name) does when pressed."""
        ...

    def step_cells(self) -> int:
        """How many places the steps' buttons take, the same all game long."""
        ...

    def asks_step(self, step: str) -> bool:
        """Whether these pieces ask `step` themselves; False: the core's generic prompt asks it
        with a button per legal action."""
        ...

    # -- input and keyboard focus ---------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> bool:
        """A left press at `pos`; True when it was this rule set's."""
        ...

    def motion(self, pos: tuple[int, int]) -> bool:
        """The pointer moved to `pos`; True when this rule set took it (a piece carried)."""
        ...

    def release(self, pos: tuple[int, int]) -> bool:
        """The left button released at `pos`; True when it dropped a piece of this rule set."""
        ...

    def key(self, e: pygame.event.Event) -> bool:
        """A key press; True when this rule set used it (its own keyboard focus and choices)."""
        ...

    def modal(self) -> bool:
        """Whether an overlay of this rule set takes every click (the buttons hide)."""
        ...

    def face_down_at(self, pos: tuple[int, int]) -> bool:
        """Whether a face-down domino this rule set draws is at `pos` (the core says so)."""
        ...

    # -- the game moving on ---------------------------------------------------------------------
    def reset(self) -> None:
        """The turn moved on (a move, undo, a load): forget picks and pieces held."""
        ...

    def stages(self, before: State, action: Action, after: State, ai: bool) -> list[Stage]:
        """What the table shows while `action` plays out, beyond a domino and a king moving."""
        ...

    def log_line(self, name: str, before: State, action: Action, after: State,
                 names: list[str]) -> LogLine | None:
        """The log's line for an action of this rule set's (`name` played it; `names` are the
        kingdoms'); None for one not worth a line, or not this rule set's."""
        ...

    def effect_lines(self, before: State, action: Action, after: State,
                     names: list[str]) -> list[EffectLine]:
        """Lines for what `action` did to the kingdoms besides its own line (Last moves)."""
        ...

    # -- lessons and replays --------------------------------------------------------------------
    def targets(self, action: Action) -> list[pygame.Rect]:
        """Where on the table `action` (one of this rule set's) is taken: what a lesson lights
        for it. [] for an action the core places (a claim, a placement)."""
        ...

    def refusal(self, action: Action) -> str | None:
        """Why a lesson refuses another move when its step is `action` (this rule set's): a
        whole sentence naming what `targets` lights; None: not this rule set's action."""
        ...

    def skip_label(self) -> str:
        """The words on the button that skips the step now ("Don't bribe"), for a lesson's card."""
        ...

    def replay_moved(self, moves: int) -> None:
        """The replay stood the table at move `moves`: forget anything from later moves."""
        ...

    def own_large_view(self) -> bool:
        """Whether this rule set shows a kingdom large its own way (`bring_up`); then the
        replay's K, which walks the core's large kingdom from seat to seat, is not offered."""
        ...

    def bring_up(self, seat: int | None) -> bool:
        """Show kingdom `seat` large the rule set's own way (None: as before); False when the
        core's way is right for this rule set."""
        ...

    def replay_press(self, pos: tuple[int, int]) -> bool:
        """A press on a replay's table at `pos`; True when this rule set took it."""
        ...


def table_pieces(scene: object, path: str) -> TablePieces:
    """The table pieces a rule set's declaration names ("module:Class"), built for `scene`."""
    from game.engine.rules import load

    made: TablePieces = load(path)(scene)
    return made
