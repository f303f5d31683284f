"""Issue 29 point 1: a face-up Court tile reads like a building tile without hovering: its
name, its kind's picture, and its worth in figures (a character's points and what it counts
around it; a building's crowns on its terrain's colour), at 12 px or more."""

from __future__ import annotations

import pygame

from game.engine.court_data import characters, court_buildings
from game.ui.table.harness import headless_context
from game.ui.table.xxl import court_card


def test_every_court_tile_shows_its_worth_in_figures(monkeypatch) -> None:
    ctx = headless_context((1280, 720))
    said: list[str] = []
    sizes: list[int] = []
    real_text, real_font = court_card.draw_text, ctx.assets.font

    def text(surf, words, *a, **k):
        said.append(words)
        return real_text(surf, words, *a, **k)

    def font(size, *a, **k):
        sizes.append(size)
        return real_font(size, *a, **k)

    monkeypatch.setattr(court_card, "draw_text", text)
    monkeypatch.setattr(ctx.assets, "font", font)
    surf = pygame.Surface((200, 100))
    counted: list[str] = []
    real_counted = court_card._counted
    monkeypatch.setattr(court_card, "_counted", lambda s, a, what, box: (counted.append(what),
                                                                         real_counted(s, a, what, box)))
    for tile in (*characters(), *court_buildings()):
        said.clear()
        counted.clear()
        court_card.draw_court_card(surf, ctx.assets, pygame.Rect(4, 4, 77, 38), tile, False, 1.0)
        # the whole name, on one line or (a long name on a small card) on two
        whole = " ".join(t for t in said if t in tile.name)
        assert tile.name in said or whole == tile.name, (tile.name, said)
        assert not [t for t in said if "…" in t], said
        if hasattr(tile, "crowns"):
            assert f"+{tile.crowns}" in said
        else:
            sc = tile.scoring
            worth = (str(sc.base) if sc.adjacent is None
                     else f"{sc.base} +{sc.per}×" if sc.base else f"+{sc.per}×")
            assert worth in said or worth.replace(" ", "") in said, said
            assert counted == ([] if sc.adjacent is None else [sc.adjacent])
    assert sizes and min(sizes) >= 12


def test_the_xxl_table_draws_its_face_up_court_tiles_as_cards(tmp_path, monkeypatch) -> None:
    from table_helpers import open_table, settle
    from test_ui_xxl_table import _mid_game

    from game.engine.rules.xxl_common import court
    from game.ui.table.xxl import playmat_view as xxl_view

    drawn: list[str] = []
    real = xxl_view.draw_court_card

    def card(surf, a, rect, tile, lit, s):
        drawn.append(tile.name)
        real(surf, a, rect, tile, lit, s)

    monkeypatch.setattr(xxl_view, "draw_court_card", card)
    session = _mid_game(3)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    scene.static_dirty = scene.dirty = True
    driver.frame()
    faceup = [t for row in court(scene.shown)["faceup"] for t in row]
    assert faceup and len(drawn) >= len(faceup)
