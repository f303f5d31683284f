"""What the table tests of the later rule sets share: a headless table, waiting for it to
settle, and placing a domino with the mouse as a player would."""

from __future__ import annotations

import pygame

from game.engine import Place, legal_actions
from game.engine.rng import Rng
from game.session import Session
from game.ui.screens.table import TableScene
from game.ui.table.drag import presses_to
from game.ui.table.harness import Driver, headless_context, make_session


def open_table(tmp_path, session: Session, size: tuple[int, int] = (1280, 720)):
    from saves.settings import Settings

    ctx = headless_context(size, tmp_path / "saves", Settings(animation="fast"))
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    driver.run(2)
    return ctx, scene, driver


def played_out(players: int = 2, seed: int = 3, kinds: tuple[str, ...] = ()) -> Session:
    """A Kingdomino game played to its end at random (the results screens' tests start there)."""
    session = make_session(players, seed=seed, kinds=kinds)
    rng = Rng(2)
    while session.state.phase != "over":
        session.play(rng.choice(legal_actions(session.state)))
    return session


def settle(driver: Driver, scene: TableScene) -> None:
    assert driver.until(lambda: scene.settled and not scene.busy, 3000, 60), "the table never settled"


def place_by_mouse(driver: Driver, scene: TableScene, a: Place) -> None:
    which, i = scene.slot_of(a.domino)
    driver.click(scene.line_half_center(which, i, 0))
    target = scene.cell_center(scene.state.actor, a.row, a.col)
    driver.move(target, 3)
    assert scene.ghost is not None
    for _ in range(presses_to(scene.ghost.dir, a.dir)):
        driver.key(pygame.K_r)
    driver.click(target)


def record_notes(monkeypatch, module) -> list[str]:  # type: ignore[no-untyped-def]
    """Every note text `module` draws from now on (its `draw_note`, still drawn), for asserts."""
    notes: list[str] = []
    real = module.draw_note

    def recording(surf, assets, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        notes.append(text)
        return real(surf, assets, text, *args, **kwargs)

    monkeypatch.setattr(module, "draw_note", recording)
    return notes


def board_gesture(driver: Driver, scene: TableScene, a: object) -> bool:
    """Play `a` with the mouse when it is a gesture every table has (place, discard, claim);
    False for anything else."""
    from game.engine import Claim, Discard
    from game.ui.table.probe import probe

    if isinstance(a, Place):
        place_by_mouse(driver, scene, a)
    elif isinstance(a, Discard):
        driver.click(probe(scene).button_center("discard"))
    elif isinstance(a, Claim):
        which, i = scene.slot_of(a.domino)
        driver.click(probe(scene).line_slot_center(which, i))
    else:
        return False
    return True


def shared_gesture(driver: Driver, scene: TableScene, a: object) -> bool:
    """Play `a` with the mouse when it is a gesture Queendomino and XXL tables share (place,
    discard, claim, build, bribe); False for anything else (the caller's own steps)."""
    from game.engine.rules.economy_steps import Bribe, Build

    q = scene.pieces
    assert q is not None
    seat = scene.state.actor
    if board_gesture(driver, scene, a):
        pass
    elif isinstance(a, Build | Bribe):
        slot = q.slot_of(a.building)
        assert slot is not None
        if isinstance(a, Build):
            driver.drag(q.slot_center(slot), scene.cell_center(seat, a.row, a.col))
        else:
            driver.click(q.slot_center(slot))
    else:
        return False
    return True


def rescaled_table(ctx, seed: int = 3, moves_seed: int = 2):  # type: ignore[no-untyped-def]
    """A 2-player table on `ctx` played by random legal moves until a placement changes a board's
    scale: (scene, driver, the seat whose board zooms, its cell size before)."""
    scene = TableScene(ctx, make_session(2, seed=seed))
    ctx.manager.push(scene)
    driver = Driver(ctx)
    rng = Rng(moves_seed)
    while True:
        before = [b.cell for b in scene.geom.boards]
        assert scene.try_action(rng.choice(legal_actions(scene.session.state)))
        if [b.cell for b in scene.geom.boards] != before:
            break
        assert driver.until(lambda: scene.settled)
    seat = next(i for i, b in enumerate(scene.geom.boards) if b.cell != before[i])
    return scene, driver, seat, before[seat]
