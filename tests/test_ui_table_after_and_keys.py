"""Issue 37, point 7: the finished table is still looked at (a click on a compact kingdom
brings it up large), and Enter on a claim works before any arrow has moved the keys' cursor."""

from __future__ import annotations

import pygame
from table_helpers import open_table, settle
from test_replay import played

from game.engine import Claim
from game.engine.rules import RULE_SETS, get_rules
from game.ui.table.harness import make_session

#: the rule set whose table shows one kingdom large and the others compact
LARGE_SQUARE = next(name for name in RULE_SETS if get_rules(name).limits.teams)


def test_a_click_on_a_compact_kingdom_of_the_finished_table_brings_it_up(tmp_path) -> None:
    session = played(LARGE_SQUARE, 4, court=1, teams=True)
    assert session.state.phase == "over"
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    q = scene.pieces
    assert q is not None
    first = q.focus_seat()
    other = next(seat for seat in range(4) if seat != first)
    large = scene.geom.boards[first].region.copy()
    driver.click(q.geom.compact[other].center)
    driver.run(3)
    assert q.focus_seat() == other
    assert scene.geom.boards[other].region.w >= large.w  # drawn in the large square now
    back = next(seat for seat in range(4) if seat not in (first, other))
    driver.click(q.geom.compact[back].center)  # and on to another one
    driver.run(3)
    assert q.focus_seat() == back
    assert session.state.phase == "over" and len(session.history) == len(played(
        LARGE_SQUARE, 4, court=1, teams=True).history)  # looking played nothing


def _claim_table(tmp_path):  # type: ignore[no-untyped-def]
    session = make_session(2)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    assert scene.claim_step() and scene.claim_cursor is None
    return session, scene, driver


def test_enter_first_shows_the_choice_then_claims_it(tmp_path) -> None:
    session, scene, driver = _claim_table(tmp_path)
    driver.move((2, 2))  # the pointer on nothing
    options = sorted(scene.claimable())
    want = session.state.drafts["main"].current[options[0]].domino
    driver.key(pygame.K_RETURN)
    assert not session.history  # shown, not yet claimed: the ring of the claim is on it
    assert scene.claim_cursor == options[0] and scene.hover_slot == ("current", options[0])
    driver.key(pygame.K_RETURN)
    settle(driver, scene)
    assert session.history == [str(Claim(want))]


def test_enter_claims_the_domino_under_the_pointer(tmp_path) -> None:
    session, scene, driver = _claim_table(tmp_path)
    options = sorted(scene.claimable())
    pick = options[-1]
    which = "current"
    slot = scene.geom.lines[which].slots[pick]
    driver.move(slot.domino.center)
    assert scene.hover_slot == (which, pick)
    want = session.state.drafts["main"].current[pick].domino
    driver.key(pygame.K_KP_ENTER)
    settle(driver, scene)
    assert session.history and session.history[0] == str(Claim(want))
