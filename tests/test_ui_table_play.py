"""A whole 2-player hot-seat game played through posted mouse and key events only.

Moves are chosen with `legal_actions` and performed the way a player would:
dragging the domino (rotating with R, the wheel or right-click), clicking it
and then a cell, or with the keys alone (Enter or an arrow to pick it up, R, the arrows and
Enter); claiming by clicking a domino, dragging the king onto it or with the arrows and Enter;
discarding with the button or D when forced. The one whole Kingdomino game at the table.
After every step the engine state must be exactly the expected one.
"""

from __future__ import annotations

import pygame
import pytest
from key_play import key_move

from game.engine import Claim, Discard, Place, apply, legal_actions
from game.engine.rng import Rng
from game.ui.screens.table import TableScene
from game.ui.table.autoclaim import forced_claim
from game.ui.table.drag import presses_to
from game.ui.table.harness import Driver, headless_context, make_session
from game.ui.table.probe import probe

SEED = 3  # with the move picker below this game has forced discards for both players


@pytest.fixture
def table(tmp_path):
    ctx = headless_context((1280, 720), tmp_path / "saves")
    session = make_session(2, seed=SEED)
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(2)
    return ctx, session, scene, driver


def settle(driver: Driver, scene: TableScene) -> None:
    assert driver.until(lambda: scene.settled and not scene.busy, 1500), "the table never settled"


def claim(driver: Driver, scene: TableScene, a: Claim, n: int) -> None:
    which, i = scene.slot_of(a.domino)
    if n % 2:
        driver.click(probe(scene).line_slot_center(which, i))
    else:  # drag the acting king onto the domino
        king = scene.state.king
        start = probe(scene).king_center(king)
        assert start is not None
        driver.drag(start, probe(scene).line_slot_center(which, i))


def place_by_drag(driver: Driver, scene: TableScene, a: Place, rotate_with: str) -> None:
    st = scene.state
    which, i = scene.slot_of(a.domino)
    target = scene.cell_center(st.actor, a.row, a.col)
    driver.down(scene.line_half_center(which, i, 0))  # hold the first half: it goes to (row, col)
    driver.move(target, 6)
    assert scene.ghost is not None and scene.ghost.mode == "drag"
    for _ in range(presses_to(scene.ghost.dir, a.dir)):
        if rotate_with == "key":
            driver.key(pygame.K_r)
        elif rotate_with == "wheel":
            driver.wheel(-1)
        else:
            driver.click(target, button=3)
    assert scene.ghost.action() == a
    verdict = scene.ghost.verdict(scene.state)
    assert verdict is not None and verdict.legal
    driver.up(target)


def place_by_clicks(driver: Driver, scene: TableScene, a: Place) -> None:
    st = scene.state
    which, i = scene.slot_of(a.domino)
    driver.click(scene.line_half_center(which, i, 0))  # a click, not a drag: the domino follows the pointer
    assert scene.ghost is not None and scene.ghost.mode == "select"
    target = scene.cell_center(st.actor, a.row, a.col)
    driver.move(target, 4)
    for _ in range(presses_to(scene.ghost.dir, a.dir)):
        driver.click(target, button=3)
    driver.click(target)


def place_by_keys(driver: Driver, scene: TableScene, a: Place) -> None:
    driver.key(pygame.K_RIGHT)  # the first arrow shows the ghost on a legal spot
    gh = scene.ghost
    assert gh is not None and gh.mode == "keys" and gh.cell is not None
    for _ in range(presses_to(gh.dir, a.dir)):
        driver.key(pygame.K_r)
    r, c = gh.cell
    keys = [pygame.K_DOWN if a.row > r else pygame.K_UP] * abs(a.row - r)
    keys += [pygame.K_RIGHT if a.col > c else pygame.K_LEFT] * abs(a.col - c)
    for k in keys:
        driver.key(k)
    assert gh.action() == a
    driver.key(pygame.K_RETURN)


def test_full_game_through_events(table) -> None:
    ctx, session, scene, driver = table
    rng = Rng(SEED * 31)
    counts = {"claim": 0, "claim keys": 0, "drag": 0, "clicks": 0, "keys": 0, "enter": 0, "discard": 0,
              "discard key": 0, "auto": 0}
    n = 0
    while session.state.phase != "over":
        before = session.state
        actions = legal_actions(before)
        a = rng.choice(actions)
        expected = apply(before, a)
        claims = counts["claim"] + counts["claim keys"]
        places = counts["drag"] + counts["clicks"] + counts["keys"] + counts["enter"]
        if isinstance(a, Claim) and claims % 3 == 2:
            key_move(driver, scene, a)  # arrows along the line, then Enter
            counts["claim keys"] += 1
        elif isinstance(a, Claim):
            claim(driver, scene, a, n)
            counts["claim"] += 1
        elif isinstance(a, Place):
            how = places % 6
            if how == 3:
                place_by_clicks(driver, scene, a)
                counts["clicks"] += 1
            elif how == 4:
                place_by_keys(driver, scene, a)
                counts["keys"] += 1
            elif how == 5:
                key_move(driver, scene, a)  # Enter picks the domino up onto the kingdom, then R and arrows
                counts["enter"] += 1
            else:
                place_by_drag(driver, scene, a, ("key", "wheel", "right")[how])
                counts["drag"] += 1
        else:
            assert isinstance(a, Discard)
            assert "discard" in probe(scene).button_names()  # only offered because nothing fits
            center = probe(scene).button_center("discard")
            assert center is not None
            if counts["discard"] <= counts["discard key"]:
                driver.click(center)
                counts["discard"] += 1
            else:
                driver.key(pygame.K_d)
                counts["discard key"] += 1
        settle(driver, scene)
        assert session.history[n] == str(a), f"move {n}: expected {a}, played {session.history[n]}"
        while len(session.history) > n + 1:  # the table claimed a lone last domino by itself
            forced = forced_claim(expected)
            assert forced is not None and session.history[n + 1] == str(forced)
            assert rng.choice(legal_actions(expected)) == forced  # keep the picker's sequence
            expected = apply(expected, forced)
            counts["auto"] += 1
            n += 1
        assert len(session.history) == n + 1
        assert session.state.to_json() == expected.to_json()
        n += 1
    assert all(v > 0 for v in counts.values()), counts
    assert ctx.store.autosave_path(session).exists()  # autosaved after every action
    # the results open by themselves after the final animation
    assert driver.until(lambda: ctx.manager.top is not scene, 300)
    assert type(ctx.manager.top).__name__ == "ResultsScene"
    played = ctx.sound.played
    for sound in ("pickup", "drop", "claim", "turn", "end_game"):
        assert sound in played, sound


def test_non_buttons_between_turns_do_nothing(table) -> None:
    """Clicks on the other line, an empty spot or another kingdom never play anything."""
    _ctx, session, scene, driver = table
    driver.click((5, 5))
    board = scene.geom.boards[1 - session.state.actor]
    driver.click(board.cell_center(0, 0))
    driver.run(5)
    assert session.history == []
