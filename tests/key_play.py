"""Every move a player can make, made with the keys alone (issue 32, point 3): the whole-game
table tests of each rule set play part of their turns through `key_move`."""

from __future__ import annotations

import pygame

from game.engine import Claim, Discard, Place, Skip
from game.engine.rules.economy_steps import PRICES, Bribe, Build, Tax
from game.engine.rules.xxl_events import Patrol
from game.engine.rules.xxl_giants import Footprint, PutGiant
from game.engine.rules.xxl_steps import Buy, Clear, Rebuild
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver
from game.ui.table.xxl.inputs import square_of
from game.ui.table.xxl.keys import targets

ARROW = {(-1, 0): pygame.K_UP, (1, 0): pygame.K_DOWN, (0, -1): pygame.K_LEFT, (0, 1): pygame.K_RIGHT}


def _place(driver: Driver, scene: TableScene, a: Place) -> None:
    driver.key(pygame.K_RETURN)  # picks the domino up onto the kingdom
    gh = scene.ghost
    assert gh is not None and gh.mode == "keys"
    while gh.dir != a.dir:
        driver.key(pygame.K_r)
    for _ in range(40):
        first = gh.first()
        assert first is not None
        if first == (a.row, a.col):
            break
        dr, dc = a.row - first[0], a.col - first[1]
        driver.key(ARROW[(1 if dr > 0 else -1, 0)] if dr else ARROW[(0, 1 if dc > 0 else -1)])
    assert gh.action() == a, f"the keys never brought the domino to {a}"
    driver.key(pygame.K_RETURN)


def _claim(driver: Driver, scene: TableScene, a: Claim) -> None:
    _which, slot = scene.slot_of(a.domino)
    while scene.claim_cursor != slot:
        driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)


def _slot_key(driver: Driver, scene: TableScene, building: int) -> None:
    q = scene.pieces
    assert q is not None
    slot = q.slot_of(building)
    assert slot is not None
    row, i = divmod(slot, len(PRICES))
    driver.key(pygame.K_1 + i, pygame.KMOD_SHIFT if row else 0)


def _build(driver: Driver, scene: TableScene, a: Build) -> None:
    _slot_key(driver, scene, a.building)
    q = scene.pieces
    assert q is not None and q.held is not None, "the building was not picked up"
    board = scene.geom.boards[scene.state.actor]
    for _ in range(100):
        if board.cell_at(q.held.pointer) == (a.row, a.col):
            break
        driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)


def _tax(driver: Driver, scene: TableScene, a: Tax) -> None:
    q = scene.pieces
    assert q is not None
    squares = sorted(q.tax_preview())
    for sq in a.squares:
        driver.key(pygame.K_1 + squares.index(sq))
    driver.key(pygame.K_RETURN)


def _choose_rect(driver: Driver, scene: TableScene, rect: pygame.Rect) -> None:
    """Walk the keys' ring to the target drawn at `rect`, then Enter."""
    x = scene.pieces
    found = [t.rect for t in targets(x)]  # type: ignore[arg-type]
    assert rect in found, f"{rect} is not among the keys' targets {found}"
    for _ in range(found.index(rect) + 1):  # the first arrow shows the ring on the first target
        driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)


def _choice(driver: Driver, scene: TableScene, a: object) -> None:
    x = scene.pieces
    seat = scene.state.actor
    board = scene.geom.boards[seat]
    if isinstance(a, Footprint):
        _choose_rect(driver, scene, scene.controls[f"x_go:{a.kingdom}"].rect)
    elif isinstance(a, Patrol):
        _choose_rect(driver, scene, board.cell_rect(a.row, a.col))
        _choose_rect(driver, scene, board.cell_rect(a.to_row, a.to_col))
    elif isinstance(a, Buy) and a.search:
        _choose_rect(driver, scene, scene.controls["x_search"].rect)
        _choose_rect(driver, scene, next(r for act, r in x.menu[1] if act == a))  # type: ignore[union-attr]
    elif isinstance(a, Buy):
        _choose_rect(driver, scene, next(r for tid, r in x.court_rects if tid == a.tile))  # type: ignore[union-attr]
    else:
        sq = square_of(a)
        assert sq is not None, f"no square for {a}"
        _choose_rect(driver, scene, board.cell_rect(*sq))
        if x.menu is not None:  # type: ignore[union-attr]
            _choose_rect(driver, scene, next(r for act, r in x.menu[1] if act == a))  # type: ignore[union-attr]


def key_move(driver: Driver, scene: TableScene, a: object) -> None:
    """Make `a` with keys only."""
    x = scene.pieces
    if x is not None and getattr(x, "handover", lambda: None)() is not None:
        driver.key(pygame.K_RETURN)  # hot seat: the next person says they are at the keys
        assert x.handover() is None
    if isinstance(a, Place):
        _place(driver, scene, a)
    elif isinstance(a, Discard):
        driver.key(pygame.K_d)
    elif isinstance(a, Claim):
        _claim(driver, scene, a)
    elif isinstance(a, Skip):
        driver.key(pygame.K_s)
    elif isinstance(a, Tax):
        _tax(driver, scene, a)
    elif isinstance(a, Build):
        _build(driver, scene, a)
    elif isinstance(a, Bribe):
        _slot_key(driver, scene, a.building)
    else:
        _choice(driver, scene, a)


KEEN = (Build, Tax, Bribe, Buy, Rebuild, Clear, PutGiant, Footprint, Patrol)
