"""Issue 16, point 1: a finished game's result is never lost.

Save at round 4, play to the end, Results → View table → Esc → Main menu: the
title must not offer Continue (the game is over in its latest save), the load
list must show the final result and mark the round-4 slot as earlier, and
loading that slot to play on must never overwrite the finished autosave.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine import legal_actions
from game.engine.rng import Rng
from game.ui.screens.pause import PauseScene
from game.ui.screens.results import ResultsScene
from game.ui.screens.saveload import SaveLoadScene
from game.ui.screens.table import TableScene
from game.ui.screens.title import TitleScene
from game.ui.table.harness import Driver, headless_context, make_session
from saves.store import SaveStore


def play_until(table: TableScene, rng: Rng, done) -> None:
    """Random legal actions through the table (each one autosaves), until `done(state)`."""
    while not done(table.session.state):
        assert table.try_action(rng.choice(legal_actions(table.session.state)))


def test_a_finished_game_keeps_its_result_through_the_whole_sequence(tmp_path: Path) -> None:
    ctx = headless_context(save_dir=tmp_path / "saves")
    ctx.settings.animation = "fast"
    session = make_session(2, seed=11)
    ctx.manager.push(TitleScene(ctx))
    table = TableScene(ctx, session)
    ctx.manager.push(table)
    driver = Driver(ctx, dt=0.2)
    rng = Rng(5)
    play_until(table, rng, lambda st: st.round >= 4)
    driver.until(lambda: table.settled)

    # Esc → Save game → a name → Save
    driver.key(pygame.K_ESCAPE)
    pause = ctx.manager.top
    assert isinstance(pause, PauseScene)
    driver.click(pause.buttons["Save game"].rect.center)
    saver = ctx.manager.top
    assert isinstance(saver, SaveLoadScene)
    driver.click(saver.name_input.rect.center)
    driver.key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    driver.post(pygame.TEXTINPUT, text="Sunday")
    driver.frame()
    driver.click(saver.save_button.rect.center)
    slot = ctx.store.slot_path("Sunday")
    assert slot.exists() and ctx.store.info(slot).round == 4
    for _ in range(3):  # (leave the name field), close the save screen, resume
        if ctx.manager.top is not table:
            driver.key(pygame.K_ESCAPE)
    assert ctx.manager.top is table

    # play to the end; the results open by themselves
    play_until(table, rng, lambda st: st.phase == "over")
    assert driver.until(lambda: isinstance(ctx.manager.top, ResultsScene))
    results = ctx.manager.top
    driver.click(results.buttons["View table"].rect.center)
    assert ctx.manager.top is table
    driver.key(pygame.K_ESCAPE)
    pause = ctx.manager.top
    assert isinstance(pause, PauseScene)
    driver.click(pause.buttons["Main menu"].rect.center)
    title = ctx.manager.top
    assert isinstance(title, TitleScene)

    # the title does not offer the finished game, even through its round-4 slot
    assert not title.buttons["Continue"].enabled
    assert SaveStore(tmp_path / "saves").latest_unfinished() is None  # after a restart too
    autosave = ctx.store.autosave_path(session)
    final_bytes = autosave.read_bytes()

    # the load list: the final result first, the slot marked as earlier
    driver.click(title.buttons["Load game"].rect.center)
    loader = ctx.manager.top
    assert isinstance(loader, SaveLoadScene)
    first = loader.infos[0]
    assert first.path == autosave and first.finished
    slot_row = next(i for i, info in enumerate(loader.infos) if info.path == slot)
    assert loader.later[slot].path == autosave
    driver.run(1)  # the rows draw with the EARLIER badge without failing

    # loading the round-4 slot and playing on makes a copy: the result stays as it was
    loader.list.select(slot_row)
    driver.click(loader.load_button.rect.center)
    copy = ctx.manager.top
    assert isinstance(copy, TableScene) and copy.session.state.round == 4
    assert copy.session.game_id != session.game_id
    assert copy.toast is not None and "copy" in copy.toast[0]
    play_until(copy, rng, lambda st: st.round >= 5)
    assert autosave.read_bytes() == final_bytes
    assert ctx.store.latest_unfinished().game_id == copy.session.game_id


def test_loading_the_newest_save_keeps_the_game_id(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = make_session(2, seed=3)
    rng = Rng(1)
    for _ in range(6):
        session.play(rng.choice(legal_actions(session.state)))
    store.save(session, "Mine")
    store.autosave(session)  # the same position: no copy needed
    loaded, newer = store.load_to_play(store.slot_path("Mine"))
    assert newer is None and loaded.game_id == session.game_id
    session.play(rng.choice(legal_actions(session.state)))
    store.autosave(session)
    loaded, newer = store.load_to_play(store.slot_path("Mine"))
    assert newer is not None and newer.path == store.autosave_path(session)
    assert loaded.game_id != session.game_id
    loaded, newer = store.load_to_play(store.autosave_path(session))
    assert newer is None and loaded.game_id == session.game_id


def test_the_store_never_writes_over_a_finished_result(tmp_path: Path) -> None:
    """Issue 27, point 1 (defence in depth): whatever the table does, a file holding a
    finished game's result is only ever rewritten with that same result."""
    from game.engine import is_over, parse_action
    from game.session import Session
    from saves.errors import SaveError

    store = SaveStore(tmp_path)
    done = make_session(2, seed=4)
    rng = Rng(3)
    while not is_over(done.state):
        done.play(rng.choice(legal_actions(done.state)))
    auto = store.autosave(done)
    slot = store.save(done, "Final")
    store.autosave(done)  # the same result again (leaving the table autosaves): fine
    store.save(done, "Final")
    kept = auto.read_bytes(), slot.read_bytes()
    reopened = Session(done.options, done.seats, done.seed)  # the last round reopened
    for text in done.history[:-3]:
        reopened.play(parse_action(text))
    reopened.game_id = done.game_id
    with pytest.raises(SaveError, match="final result"):
        store.autosave(reopened)
    with pytest.raises(SaveError, match="final result"):
        store.save(reopened, "Final")
    other = make_session(2, seed=5)  # another game under that slot's name
    with pytest.raises(SaveError, match="another game's final result"):
        store.save(other, "Final")
    assert (auto.read_bytes(), slot.read_bytes()) == kept
    assert store.info(auto).finished and store.info(slot).finished
