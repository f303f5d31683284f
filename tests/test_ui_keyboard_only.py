"""Issue 32, point 3: every step of every rule set can be played without a mouse. The whole-game
table test of each rule set (test_ui_table_play, test_ui_queendomino, test_ui_xxl_table) makes
part of its moves with the keys alone (tests/key_play.py), each kind of move by keys and by
mouse in turn; here, the keys' focus ring is seen."""

from __future__ import annotations

import pygame
from table_helpers import open_table, settle

from game.engine import Options, legal_actions
from game.engine.rng import Rng
from game.engine.rules.xxl_giants import PutGiant
from game.session import Seat, Session
from game.ui.table.xxl.keys import targets


def test_the_keys_ring_is_drawn_on_the_chosen_target(tmp_path) -> None:
    """Focus moves visibly: after an arrow the ring stands on the first lit choice."""
    seats = [Seat("Ada", "red"), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    session = Session(Options(rules="xxl", players=3, court=1), seats, 3)
    rng = Rng(2)
    while not any(isinstance(a, PutGiant) for a in legal_actions(session.state)):
        session.play(rng.choice(legal_actions(session.state)))
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    first = targets(scene.pieces)[0].rect  # type: ignore[arg-type]
    before = driver.surface.copy()
    driver.key(pygame.K_RIGHT)
    driver.run(2)
    after = driver.surface
    ring = first.inflate(8, 8)
    changed = sum(before.get_at((ring.x + i, ring.y + 1)) != after.get_at((ring.x + i, ring.y + 1))
                  for i in range(0, ring.w, 2))
    assert changed > ring.w // 4, "no ring was drawn round the first choice"
