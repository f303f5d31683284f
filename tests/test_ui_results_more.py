"""Issue 16, point 8: the results show off the kingdom: hover either side, totals count up,
and a kingdom with more territories than its card holds opens on its own page instead of
shrinking its lines past reading (issue 29, point 6: nothing scrolls)."""

from __future__ import annotations

import dataclasses

import pygame
from table_helpers import played_out

from game.engine import scores
from game.engine.scoring import Territory
from game.ui.results.layout import COUNT_UP_SECONDS, counted
from game.ui.screens.results import ResultsScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context


def finished(players: int = 2, seed: int = 3):
    return played_out(players, seed)


def open_results(tmp_path, session, scene_class=ResultsScene):
    ctx = headless_context((1280, 720), tmp_path / "saves")
    ctx.manager.push(TableScene(ctx, session))
    scene = scene_class(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(2)
    return ctx, scene, driver


def test_hovering_the_mini_kingdom_lights_the_territory_and_its_line(tmp_path) -> None:
    session = finished()
    _ctx, scene, driver = open_results(tmp_path, session)
    seat = scene.cards[0].seat
    t = len(scores(session.state)[seat].territories) - 1
    driver.move(scene.territory_cell_center(seat, t))
    assert scene.hover == (seat, t)


def test_totals_count_up(tmp_path) -> None:
    assert counted(40, 0.0) == 0 and counted(40, COUNT_UP_SECONDS) == 40 and counted(40, 99) == 40
    steps = [counted(40, COUNT_UP_SECONDS * i / 10) for i in range(11)]
    assert steps == sorted(steps) and 0 < steps[3] < 40
    session = finished()
    _ctx, scene, driver = open_results(tmp_path, session)
    assert scene.elapsed < COUNT_UP_SECONDS and driver.frame()  # still counting: frames keep coming
    driver.run(round(COUNT_UP_SECONDS * 60) + 5)
    assert scene.elapsed >= COUNT_UP_SECONDS


class Crowded(ResultsScene):
    """A kingdom of more small territories than a card holds even in columns: 150 made-up
    lines before the real ones (real games: test_ui_results_whole)."""

    def breakdowns(self):
        out = list(super().breakdowns())
        seat = 0
        fake = tuple(Territory("lake", 1, 0, ((99, 99 + i),)) for i in range(150))
        out[seat] = dataclasses.replace(out[seat], territories=fake + out[seat].territories)
        return out


def test_a_kingdom_of_more_lines_than_its_card_folds_them_and_its_page_shows_them(tmp_path) -> None:
    session = finished()
    ctx, scene, driver = open_results(tmp_path, session, Crowded)
    card = next(c for c in scene.cards if c.seat == 0)
    n = 150 + len(scores(session.state)[0].territories)
    assert card.folded == {"territories"} and card.rows == ()
    assert any(ln.kind == "open" and f"{n} territories" in ln.text for ln in card.lines)
    assert card.row_h >= 18  # 13 px type, not squeezed
    # a click on the card opens the kingdom across the panel: every line there
    driver.click(card.head.center)
    page = scene.page_layout
    assert page is not None and page.seat == 0
    assert [t for _, t in page.rows] == list(range(n))
    assert all(page.rect.contains(r) for r, _ in page.rows)
    # hovering a real territory on the page's board lights its line
    real = 150
    driver.move(scene.territory_cell_center(0, real))
    assert scene.hover == (0, real)
    assert scene.territory_row_center(0, real) is not None
    driver.key(pygame.K_ESCAPE)  # back to the cards, still on the results
    assert scene.page is None and ctx.manager.top is scene
