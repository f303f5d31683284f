"""A team's kingdom has one name everywhere (issue 27: the board said "Ada & Yves", the scores
and the results "Ada"): `Seat.kingdom_name`, used by the name plate, the scores, the results
and the XXL notes."""

from __future__ import annotations

import os

import pygame
from table_helpers import open_table, settle

from game.engine import Options, legal_actions
from game.engine.rng import Rng
from game.session import Person, Seat, Session
from game.ui.table.harness import Driver, headless_context


def team_session(seed: int = 1) -> Session:
    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    return Session(Options(rules="xxl", players=3, court=1), seats, seed)


def test_a_kingdom_is_named_by_its_people() -> None:
    ada, bruno = team_session().seats[:2]
    assert ada.kingdom_name == "Ada & Yves" and ada.wins == "Ada & Yves win!"
    assert bruno.kingdom_name == "Bruno" and bruno.wins == "Bruno wins!"


def test_the_plate_and_the_scores_name_the_team_alike(tmp_path, monkeypatch) -> None:
    import game.ui.table.painter as painter

    plates: list[str] = []
    rows: list[str] = []
    real_plate, real_scores = painter.draw_plate, painter.draw_scores

    def plate(surf, assets, rect, name, *args, **kwargs):  # type: ignore[no-untyped-def]
        plates.append(name)
        return real_plate(surf, assets, rect, name, *args, **kwargs)

    def scores(surf, assets, rect, title, score_rows, *args, **kwargs):  # type: ignore[no-untyped-def]
        rows.extend(r.name for r in score_rows)
        return real_scores(surf, assets, rect, title, score_rows, *args, **kwargs)

    monkeypatch.setattr(painter, "draw_plate", plate)
    monkeypatch.setattr(painter, "draw_scores", scores)
    session = team_session()
    rng = Rng(3)
    for _ in range(40):
        session.play(rng.choice(legal_actions(session.state)))
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    assert "Ada & Yves" in plates and "Ada & Yves" in rows
    assert "Ada" not in rows and set(rows) == {"Ada & Yves", "Bruno", "Chloé"}
    if shots := os.environ.get("PRICES_SHOTS"):
        pygame.image.save(driver.surface, f"{shots}/team_name_table.png")


def test_the_results_name_the_team_as_the_table_does(tmp_path, monkeypatch) -> None:
    import game.ui.results.lines as lines_module  # the card's name (smaller or on two lines when long)
    import game.ui.screens.results as results_module

    session = team_session()
    rng = Rng(17)
    while session.state.phase != "over":
        session.play(rng.choice(legal_actions(session.state)))
    written: list[str] = []
    for module in (results_module, lines_module):
        real = module.draw_text
        monkeypatch.setattr(module, "draw_text", lambda surface, text, *a, _real=real, **k:
                            written.append(text) or _real(surface, text, *a, **k))
    ctx = headless_context((1280, 720), tmp_path / "saves")
    results = ctx.scenes.results(session)
    ctx.manager.push(results)
    results.breakdown = False  # the cards, one per kingdom
    driver = Driver(ctx)
    driver.run(3)
    assert "Ada & Yves" in written and "Ada" not in written
    if shots := os.environ.get("PRICES_SHOTS"):
        pygame.image.save(driver.surface, f"{shots}/team_name_results.png")
