"""Queendomino's table and results, issue 37 point 6: what a player reads without hovering.

The results list every building, those worth 0 points too, and their mini kingdoms draw the
buildings as the table does."""

from __future__ import annotations

import functools

import pygame
import pytest
from test_ui_queendomino import advance

from game.engine import scores
from game.engine.buildings import building
from game.engine.economy import standing
from game.engine.rng import Rng
from game.engine.rules import get_rules
from game.session import Session
from game.ui.results.breakdown import part_rows
from game.ui.results.layout import Thumb, sections, thumb
from game.ui.results.pieces import PARCHMENT, SMALLEST, draw_pieces
from game.ui.screens import results as results_module
from game.ui.table.harness import headless_context, make_session
from game.ui.table.queendomino.economy_view import all_rows


@functools.cache
def _finished() -> Session:
    """A 3-kingdom game played to its end, keen on building: some kingdom stands a building
    with no end-game points."""
    session = make_session(3, seed=2, rules="queendomino")
    advance(session, lambda s: s.state.phase == "over", Rng(2), 3000)
    return session


def _zero_buildings(session: Session, seat: int) -> list[str]:
    return [building(b).name for _r, _c, b in standing(session.state.kingdoms[seat])
            if building(b).points_kind == "fixed" and not building(b).points]


def test_results_list_every_building_those_worth_0_points_too() -> None:
    session = _finished()
    bd = scores(session.state)
    zero = {seat: _zero_buildings(session, seat) for seat in range(len(bd))}
    assert any(zero.values()), "no building without end-game points was built"
    parts = get_rules(session.options.rules).score_parts
    for seat, b in enumerate(bd):
        built = sorted(building(x).name for _r, _c, x in standing(session.state.kingdoms[seat]))
        listed = sorted(t for part, t, _v in part_rows(b, parts) if part == "buildings")
        assert listed == built  # the breakdown table: each building by name
        rows = part_rows(b, parts)
        assert all((t, 0) in [(t2, v) for p, t2, v in rows if p == "buildings"] for t in zero[seat])
        section = next((s for s in sections(b, parts) if s.key == "buildings"), None)  # the cards' lines
        assert section is not None or not built
        if section is not None:
            assert sorted(b.bonuses[i].name for i in section.items) == built


def _open(tmp_path, session: Session):  # type: ignore[no-untyped-def]
    from test_ui_results_pieces import _open as open_kingdoms

    _ctx, scene, driver = open_kingdoms(tmp_path, session)
    return scene, driver


@pytest.mark.parametrize("where", ["page", "card"])
def test_the_results_kingdoms_draw_their_buildings(tmp_path, monkeypatch, where: str) -> None:
    """Each building's square of the results' kingdom picture is drawn over (a card's small
    picture: the building's parchment at its centre)."""
    session = _finished()
    seat = max(range(len(session.seats)), key=lambda s: len(standing(session.state.kingdoms[s])))
    scene, driver = _open(tmp_path, session)
    if where == "page":
        scene.open_page(seat)
        driver.run(2)
        board = scene.page_layout.board
    else:
        board = next(card.board for card in scene.cards if card.seat == seat)
    k = session.state.kingdoms[seat]
    th = thumb(board, k)
    real = results_module.draw_pieces
    monkeypatch.setattr(results_module, "draw_pieces", lambda *a, **kw: None)
    scene.dirty = True
    driver.run(1)
    bare = driver.surface.copy()
    monkeypatch.setattr(results_module, "draw_pieces", real)
    scene.dirty = True
    driver.run(1)
    drawn = driver.surface
    built = standing(k)
    assert built
    for r, c, _b in built:
        cell = pygame.Rect(th.dest.x + (c - th.minc) * th.cell, th.dest.y + (r - th.minr) * th.cell,
                           th.cell, th.cell)
        changed = sum(bare.get_at((x, y)) != drawn.get_at((x, y))
                      for x in range(cell.x, cell.right) for y in range(cell.y, cell.bottom))
        assert changed >= th.cell * th.cell // 3, (where, r, c, changed)


def test_a_mini_kingdom_too_small_for_tiles_marks_each_building_on_its_square() -> None:
    """Under `SMALLEST` px a square (a 4-kingdom card): the building's parchment, within its square."""
    session = _finished()
    seat = max(range(len(session.seats)), key=lambda s: len(standing(session.state.kingdoms[s])))
    k = session.state.kingdoms[seat]
    cell = SMALLEST - 3
    th = Thumb(pygame.Rect(10, 10, (k.maxc - k.minc + 1) * cell, (k.maxr - k.minr + 1) * cell), cell,
               k.minr, k.minc)
    ctx = headless_context((400, 300))
    surf = pygame.Surface((400, 300))
    draw_pieces(surf, ctx.assets, session.state, seat, th, scores(session.state)[seat])
    for r, c, _b in standing(k):
        at = (th.dest.x + (c - th.minc) * cell + cell // 2, th.dest.y + (r - th.minr) * cell + cell // 2)
        assert surf.get_at(at)[:3] == PARCHMENT, (r, c)


# -- the last round has nothing to claim ---------------------------------------------------------
def _build_step(last: bool) -> Session:
    """A game at a human's build step, in the last round or in the round before."""
    from game.engine.rules.economy_steps import last_round_ends

    session = make_session(2, seed=5, rules="queendomino")
    advance(session, lambda s: s.state.phase == "play" and s.state.step == "build"
            and last_round_ends(s.state) == last and (last or s.state.round >= 3), Rng(3), 3000)
    return session


@pytest.mark.parametrize("last", [False, True])
def test_the_last_round_offers_no_claim(tmp_path, monkeypatch, last: bool) -> None:
    """In the last round no word on the table speaks of claiming (the button says "End turn",
    the banner's key "C: end turn", the step bar ends at the Dragon; only the empty line says
    there is nothing to claim); before it they do."""
    from table_helpers import open_table
    from text_spy import TextSpy

    spy = TextSpy(monkeypatch)
    ctx, scene, _driver = open_table(tmp_path, _build_step(last))
    surf = spy.screen(ctx.window.size)
    scene.static_dirty = True
    scene.draw(surf)
    words = " ".join(t.words for t in spy.texts(surf)).lower()
    button = scene.controls["q_claim"]
    if last:
        assert button.text == "End turn" and "claim" not in button.tooltip.lower().replace("no claims", "")
        assert "claim" not in words.replace("nothing to claim", ""), words  # the line's own caption says so
    else:
        assert button.text == "Go to claim" and "c: claim" in words and "go to claim" in words
        assert "claim" in words.split()


# -- the "+N" of a domino being placed ---------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_points_note_of_a_placement_sits_against_its_domino(tmp_path, players: int) -> None:
    """For every legal placement of a late round, the "+N" note touches the ghost's side (a
    few px off it) and stays on the kingdom's panel; a square further out only where touching
    it there would cover a square of the kingdom (what the player matches)."""
    from table_helpers import open_table

    from game.engine import Place, legal_actions

    session = make_session(players, seed=7, rules="queendomino")
    advance(session, lambda s: s.state.round >= 8 and s.state.phase == "play" and s.state.step == "place"
            and any(isinstance(a, Place) for a in legal_actions(s.state)), Rng(4), 3000)
    _ctx, scene, _driver = open_table(tmp_path, session)
    seat = session.state.actor
    board = scene.geom.boards[seat]
    squares = [board.cell_rect(r, c) for r, c, _t, _k in session.state.kingdoms[seat].occupied()]
    places = [a for a in legal_actions(session.state) if isinstance(a, Place)]
    assert len(places) >= 4
    gap, touching = scene.geom.px(6), 0
    for a in places:
        rect = board.domino_rect(a.row, a.col, a.dir)
        for text in ("+3", "+12"):
            box = scene.painter.note_box(text, rect, seat)
            assert board.region.contains(box) and not box.colliderect(rect), (a, tuple(box))
            sides = {"left": rect.left - box.right, "right": box.left - rect.right,
                     "above": rect.top - box.bottom, "below": box.top - rect.bottom}
            side, apart = max(sides.items(), key=lambda kv: kv[1])
            if apart <= gap:
                touching += 1
                continue
            assert apart <= board.cell + gap, (a, tuple(rect), tuple(box))
            toward = {"left": (apart - 4, 0), "right": (4 - apart, 0), "above": (0, apart - 4),
                      "below": (0, 4 - apart)}[side]
            assert box.move(toward).collidelist(squares) >= 0, (a, tuple(rect), tuple(box))
    assert 4 * touching >= 3 * 2 * len(places), touching  # most notes touch their domino


# -- a hovered building's note -------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_hovered_buildings_note_is_opaque_and_clear_of_the_instruction(tmp_path, players: int) -> None:
    """Hovering each builders' tile at the build step: its note covers neither the turn banner
    (its instruction) nor the grown tile, and what lies under it does not show through."""
    from table_helpers import open_table, settle

    from game.ui.table.hud import note_face

    session = make_session(players, seed=5, rules="queendomino")
    advance(session, lambda s: s.state.round >= 3 and s.state.phase == "play" and s.state.step == "build",
            Rng(3), 3000)
    ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    q = scene.pieces
    assert q is not None
    hovered = 0
    for slot in range(len(q.geom.slots)):
        if all_rows(session.state)[slot] is None:
            continue
        driver.move(q.slot_center(slot), 2)
        driver.run(2)
        assert q.hover_slot == slot
        card, note = q.drawn[-2], q.drawn[-1]
        assert not note.colliderect(scene.geom.banner), (slot, tuple(note))
        assert not note.colliderect(card.inflate(-4, -4)), (slot, tuple(note), tuple(card))
        assert ctx.window.surface.get_rect().contains(note)
        hovered += 1
    assert hovered >= 4
    text, width = "Counting House\nEnd: 3 points.", 260
    face = note_face(scene.assets, text, (236, 222, 190), scene.scale, width, False)
    fill = face.fill
    assert fill.get_at((fill.get_width() // 2, fill.get_height() // 2)).a == 255  # opaque


# -- G in hot-seat -------------------------------------------------------------------------------
def test_g_is_each_hot_seat_players_own(tmp_path) -> None:
    """Two people at one screen: Ada turns legal spots on with G; when Bruno comes to place, they
    are off (as Settings say); Ada's come back on at her next turn."""
    from table_helpers import open_table, settle

    from game.engine import Place, legal_actions

    session = make_session(2, seed=5, rules="queendomino")  # both human

    def placing(s: Session) -> bool:
        return s.state.phase == "play" and s.state.step == "place" and s.state.round >= 2 \
            and any(isinstance(a, Place) for a in legal_actions(s.state))

    advance(session, placing, Rng(3), 3000)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    ada = session.person_to_act()
    assert not scene.show_legal
    driver.key(pygame.K_g)
    assert scene.show_legal and scene.legal_cells()
    rng = Rng(5)
    while session.person_to_act() == ada or not placing(session):  # Ada's turn ends; Bruno's comes
        scene.try_action(rng.choice(legal_actions(session.state)))
        settle(driver, scene)
    assert session.people()[session.person_to_act()].is_human
    assert not scene.show_legal
    while session.person_to_act() != ada or not placing(session):  # Ada's next placement
        scene.try_action(rng.choice(legal_actions(session.state)))
        settle(driver, scene)
    assert scene.show_legal


# -- the builders' tiles' figures ----------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_figure_on_a_builders_tile_is_12_px_tall(tmp_path, monkeypatch, players) -> None:
    """The figures a builders' tile carries (knights or towers it brings, crowns, points, "2×")
    are drawn into its picture, composed once and kept: the text spy follows them there, and
    each figure's ink is 12 px tall or more (12 px type draws figures 9-10 px tall)."""
    from table_helpers import open_table
    from text_spy import TextSpy

    spy = TextSpy(monkeypatch)
    session = make_session(players, seed=5, rules="queendomino")
    advance(session, lambda s: s.state.round >= 3 and s.state.phase == "play" and s.state.step == "build",
            Rng(3), 3000)
    ctx, scene, _driver = open_table(tmp_path, session)
    surf = spy.screen(ctx.window.size)
    scene.static_dirty = True
    scene.draw(surf)
    q = scene.pieces
    assert q is not None
    tiles = [slot.tile for slot in q.geom.slots if all_rows(session.state)[slot.index] is not None]
    on_tiles = [t for t in spy.texts(surf) if t.ink.collidelist(tiles) >= 0]
    assert len(on_tiles) >= len(tiles), [t.words for t in on_tiles]  # the spy sees into the pictures
    small = [(t.words, t.ink.h) for t in on_tiles if t.ink.h < 12]
    assert small == [], small
