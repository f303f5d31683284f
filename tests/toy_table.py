"""The toy rule set's table pieces (tests/toy_rules.py names them: `Adapters.table`), the worked
example of docs/ARCHITECTURE.md for a rule set's own pieces on the table.

They start from Kingdomino's ("nothing of mine" for every hook of
`game/ui/table/rule_pieces.TablePieces`) and answer only what the toy adds:
- drawing: an altar on each kingdom's name plate, with its prayers (`draw_static`), the room it
  takes there (`plate_reserve`), and what it means when the pointer is on it (`draw_overlay`,
  which says where it drew: `overlay_rects`);
- prompts: the `pray` step is asked by the pieces themselves (`asks_step`), with their own
  buttons Pray and Don't pray (`button_specs`, `button_actions`), P and S (`key`), and the
  banner's words (`banner_sub`); `bless` is left to the table's generic prompt;
- the log: "Tom prayed" (`log_line`);
- lessons: where a prayer is taken, its button (`targets`), which the lesson guide lights, and
  why another move is refused (`refusal`), naming that button; the skip button's words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from toy_rules import Pray

from game.engine import Action, Skip, State, current_step
from game.ui import theme
from game.ui.table.damage import note_rect
from game.ui.table.hud import ButtonSpec, draw_note
from game.ui.table.kingdomino.pieces import KingdominoPieces
from game.ui.table.rule_pieces import LogLine
from game.ui.table.stages import unplaced_kings

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

STEP = "pray"
PRAY, NO_PRAYER = "toy_pray", "toy_no_prayer"  # the pieces' buttons, by name


class ToyPieces(KingdominoPieces):
    def __init__(self, scene: TableView) -> None:
        super().__init__(scene)
        self.drawn: list[pygame.Rect] = []  # where the overlay drew this frame

    def asking(self) -> bool:
        """Whether the pieces ask their step now: a person prays or not, nothing moving."""
        sc = self.scene
        step = current_step(sc.state)
        return sc.human_turn and step is not None and step.name == STEP

    # -- drawing ----------------------------------------------------------------------------------
    def altar(self, seat: int) -> pygame.Rect:
        """The altar on `seat`'s name plate: at its right, left of any king waiting there."""
        g = self.scene.geom
        plate = g.labels[seat]
        h = max(10, plate.h - g.px(8))
        w = h + g.px(30)  # the candle and two figures
        right = plate.right - g.px(6)
        waiting = unplaced_kings(self.scene.shown, seat)
        if waiting:
            right = g.home_king(seat, len(waiting) - 1).left - g.px(6)
        return pygame.Rect(right - w, plate.y + (plate.h - h) // 2, w, h)

    def plate_reserve(self, seat: int) -> int:
        return self.scene.geom.labels[seat].right - self.altar(seat).left + self.scene.geom.px(4)

    def draw_static(self, surf: pygame.Surface) -> None:
        sc = self.scene
        g = sc.geom
        font = sc.assets.font(max(12, g.px(16)), bold=True)
        for seat, kingdom in enumerate(sc.shown.kingdoms):
            box = self.altar(seat)
            pygame.draw.rect(surf, theme.TABLE_PANEL_DARK, box, border_radius=g.px(4))
            pygame.draw.rect(surf, sc.seat_colour(seat), box, max(1, g.px(2)), border_radius=g.px(4))
            # a candle: its stem, then its flame
            stem = pygame.Rect(0, 0, max(3, box.h // 5), box.h // 2)
            stem.midbottom = (box.x + box.h // 2, box.bottom - g.px(3))
            pygame.draw.rect(surf, theme.PANEL_LIGHT, stem)
            flame = pygame.Rect(0, 0, max(3, box.h // 4), max(4, box.h // 3))
            flame.midbottom = stem.midtop
            pygame.draw.ellipse(surf, theme.ACCENT, flame)
            count = font.render(str(kingdom.vals.get("prayers", 0)), True, theme.TEXT)
            surf.blit(count, count.get_rect(midleft=(box.x + box.h, box.centery)))

    def altar_at(self, pos: tuple[int, int]) -> int | None:
        seats = range(len(self.scene.shown.kingdoms))
        return next((seat for seat in seats if self.altar(seat).collidepoint(pos)), None)

    def altar_words(self, seat: int) -> str:
        sc = self.scene
        name = sc.session.seats[seat].kingdom_name
        prayers = sc.shown.kingdoms[seat].vals.get("prayers", 0)
        points = prayers * (2 if sc.shown.options.devout else 1)
        if prayers == 1:
            return f"{name}'s altar: 1 prayer, worth {points} points at the end."
        return f"{name}'s altar: {prayers} prayers, worth {points} points at the end."

    def draw_overlay(self, surf: pygame.Surface) -> None:
        """The altar under the pointer says what it counts."""
        sc = self.scene
        self.drawn = []
        seat = self.altar_at(sc.pointer)
        if seat is None or not sc.settled:
            return
        altar = self.altar(seat)
        under = (altar.centerx, altar.bottom + sc.geom.px(4))
        words = self.altar_words(seat)
        box = draw_note(surf, sc.assets, words, under, theme.PANEL_LIGHT, sc.scale, max_w=sc.geom.px(460),
                        bold=False)
        self.drawn.append(note_rect(box))

    def overlay_rects(self) -> list[pygame.Rect] | None:
        return list(self.drawn)

    # -- prompts and buttons --------------------------------------------------------------------
    def asks_step(self, step: str) -> bool:
        return step == STEP

    def banner_sub(self) -> str | None:
        if not self.asking():
            return None
        per = 2 if self.scene.state.options.devout else 1
        return f"Pray for {per} more point, or don't: Pray (P) or Don't pray (S)." if per == 1 else (
            f"Pray for {per} more points, or don't: Pray (P) or Don't pray (S).")

    def button_specs(self, specs: list[ButtonSpec]) -> list[ButtonSpec]:
        if not self.asking():
            return specs
        mine = [ButtonSpec(PRAY, "Pray", None, "Pray at your altar: one more prayer (P)", primary=True),
                ButtonSpec(NO_PRAYER, "Don't pray", None, "Go on without praying (S)")]
        return mine + specs

    def button_actions(self) -> dict[str, Callable[[], object]]:
        return {PRAY: self.pray, NO_PRAYER: self.no_prayer}

    def pray(self) -> None:
        if self.asking():
            self.scene.try_action(Pray())

    def no_prayer(self) -> None:
        if self.asking():
            self.scene.try_action(Skip(STEP))

    def key(self, e: pygame.event.Event) -> bool:
        if not self.asking() or e.type != pygame.KEYDOWN or e.key not in (pygame.K_p, pygame.K_s):
            return False
        (self.pray if e.key == pygame.K_p else self.no_prayer)()
        return True

    # -- the game moving on ---------------------------------------------------------------------
    def log_line(self, name: str, before: State, action: Action, after: State,
                 names: list[str]) -> LogLine | None:
        if isinstance(action, Pray):
            return LogLine(f"{name} prayed")
        return None

    # -- lessons ----------------------------------------------------------------------------------
    def targets(self, action: Action) -> list[pygame.Rect]:
        """A prayer: the Pray button; not praying: Don't pray."""
        name = PRAY if isinstance(action, Pray) else NO_PRAYER if action == Skip(STEP) else None
        return [b.rect for n, b in self.scene.controls.items() if n == name]

    def refusal(self, action: Action) -> str | None:
        """Why a lesson refuses another move when its step is a prayer (or not praying)."""
        if isinstance(action, Pray):
            return ("Not this move: the lesson lights the \u201cPray\u201d button. "
                    "Press Show me (M) to see it played.")
        if action == Skip(STEP):
            return ("Not this move: the lesson lights the \u201cDon't pray\u201d button. "
                    "Press Show me (M) to see it played.")
        return None

    def skip_label(self) -> str:
        return "Don't pray"
