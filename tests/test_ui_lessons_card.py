"""Issue 37 point 2: the lesson's card never covers a rival's kingdom, a name plate, the Last
moves panel, the learner's kingdom or what is lit, at 1280×720, at the start, middle and end of
each lesson; a table button's tooltip is drawn over the card, whole."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from lesson_helpers import open_before_step

from game.lessons.script import YOU, available, load_lesson
from game.ui.table.lesson import view as lesson_view


def open_at_step(tmp_path: Path, rules: str, n: int):  # type: ignore[no-untyped-def]
    lesson = load_lesson(rules)
    mine = [i for i, s in enumerate(lesson.steps) if s.by == YOU and not s.auto]
    scene, driver = open_before_step(tmp_path, rules, mine[n])
    driver.run(3)
    return scene, driver


def squares(scene, seat: int) -> pygame.Rect:  # type: ignore[no-untyped-def]
    board, k = scene.geom.boards[seat], scene.state.kingdoms[seat]
    return board.cell_rect(k.minr, k.minc).union(board.cell_rect(k.maxr, k.maxc))


@pytest.mark.parametrize("rules", available())
@pytest.mark.parametrize("where", [0, 0.5, -1])
def test_the_card_covers_no_kingdom_plate_last_moves_or_lit_thing(tmp_path, rules, where) -> None:
    lesson = load_lesson(rules)
    n = -1 if where == -1 else int(where * (lesson.learner_steps - 1))
    scene, driver = open_at_step(tmp_path, rules, n)
    scene.guide.draw(driver.surface)
    card = scene.guide.card
    g = scene.geom
    assert pygame.Rect((0, 0), scene.size).contains(card)
    keep = {"the learner's kingdom": g.boards[0].region, "the banner": g.banner}
    keep |= {f"kingdom {s}": squares(scene, s) for s in range(1, len(g.boards))}
    keep |= {f"name plate {s}": r for s, r in enumerate(g.labels)}
    if g.log is not None:
        keep["Last moves"] = g.log
    keep |= {f"lit {i}": r for i, r in enumerate(scene.guide.targets())}
    covered = [name for name, r in keep.items() if card.colliderect(r)]
    assert covered == [], f"the card {card} covers {covered}"


def test_a_table_buttons_tooltip_is_drawn_over_the_card(tmp_path, monkeypatch) -> None:
    scene, driver = open_at_step(tmp_path, "kingdomino", 0)
    button = next(b for b in scene.controls.values() if b.tooltip and b.visible)
    button.hovered = True
    said: list[str] = []
    real = lesson_view.draw_tooltip

    def spy(surf, assets, text, *rest):  # type: ignore[no-untyped-def]
        said.append(text)
        return real(surf, assets, text, *rest)

    monkeypatch.setattr(lesson_view, "draw_tooltip", spy)
    scene.guide.draw(driver.surface)  # the card is drawn, then the tooltip over it
    assert said == [button.tooltip]
