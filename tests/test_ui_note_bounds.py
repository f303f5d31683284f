"""The score bubble of a domino being placed stays over its kingdom (issue 27: it floated out
over "This round" / the next line), and the tax "+N" badge of a small square stays on the
kingdom's squares."""

from __future__ import annotations

import random

import pygame
from table_helpers import open_table, settle

from game.engine import Options, Place, legal_actions
from game.session import Seat, Session
from game.ui.table.notes import corner_badge, note_bounds


def test_every_placements_score_bubble_is_inside_its_kingdom(tmp_path) -> None:
    # the position seen: Bruno's kingdom beside the lines, a domino at its top-left corner
    s = Session(Options(rules="kingdomino", players=2), [Seat("Ada", "red"), Seat("Bruno", "blue")], 1)
    rng = random.Random(1)
    while s.state.round < 5 or not any(isinstance(a, Place) for a in legal_actions(s.state)):
        s.play(rng.choice(legal_actions(s.state)))
    _ctx, scene, driver = open_table(tmp_path, s)
    settle(driver, scene)
    seat = s.state.actor
    board = scene.geom.boards[seat]
    places = [a for a in legal_actions(s.state) if isinstance(a, Place)]
    assert Place(11, 2, 2, "S") in places  # the placement whose bubble went over the next line
    for a in places:
        for text in ("+12", "−3"):
            box = scene.painter.note_box(text, board.domino_rect(a.row, a.col, a.dir), seat)
            assert board.region.contains(box), (a, box, board.region)


def test_a_note_too_large_for_the_kingdom_may_use_the_screen() -> None:
    region, screen = pygame.Rect(10, 10, 100, 80), pygame.Rect(0, 0, 800, 600)
    assert note_bounds((60, 20), region, screen) == region
    assert note_bounds((120, 20), region, screen) == screen


def test_a_corner_badge_on_an_edge_square_stays_on_the_kingdom() -> None:
    kingdom = pygame.Rect(100, 100, 300, 300)
    top_right = pygame.Rect(370, 100, 30, 30)
    badge = corner_badge((28, 16), top_right, kingdom)
    assert kingdom.contains(badge) and badge.colliderect(top_right)
    inner = pygame.Rect(200, 200, 30, 30)  # away from the edges: on the square's corner as before
    assert corner_badge((28, 16), inner, kingdom).center == (230 - 7, 200 + 4)
