"""Issue 37, point 4: with the save index missing or damaged, the title, the load list and the
statistics open at once, in a "reading your saves" state, while the saves are read off the
window's thread; they fill in when the reading ends. Behaviour only: no clock is read here
(`python -m saves.bench_index` prints the times)."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pygame
import pytest

import saves.rebuild
import saves.store
from game.engine import Options, legal_actions
from game.engine.rng import Rng
from game.session import Seat, Session
from game.ui.screens.saveload import SaveLoadScene
from game.ui.screens.stats import StatsScene
from game.ui.screens.title import TitleScene
from game.ui.table.harness import Driver, headless_context
from saves import SaveStore
from saves.bench_index import play_out
from saves.index import INDEX_FOLDER
from saves.store import READ_NOW

GAMES = READ_NOW + 8  # more than a listing reads itself

PAIR = [Seat("Ada", "red"), Seat("Bot", "blue", "ai", "easy")]


def fill(folder: Path) -> Session:
    """GAMES finished games (one game copied under new ids and dates) and one going on."""
    store = SaveStore(folder)
    done = play_out(Session(Options(players=2), list(PAIR), 4), 4)
    for i in range(GAMES):
        done.game_id = f"20260101-000000-{i:08x}"
        done.created = done.updated = f"2026-01-{1 + i:02d}T10:00:00.000+00:00"
        store.autosave(done)
    going = Session(Options(players=2), list(PAIR), 9)
    rng = Rng(9)
    for _ in range(5):
        going.play(rng.choice(legal_actions(going.state)))
    going.updated = "2026-02-01T10:00:00.000+00:00"
    store.autosave(going)
    return going


def damage(folder: Path, how: str) -> None:
    if how == "missing":
        shutil.rmtree(folder / INDEX_FOLDER)
    else:
        for part in ("finished", "live"):
            (folder / INDEX_FOLDER / f"{part}.json").write_bytes(b'{"format": "kingdomino-fam')


@pytest.fixture()
def reads_on(monkeypatch) -> list[str]:
    """The threads that read (and replay) a save file from now on."""
    threads: list[str] = []
    real = saves.store.load_file

    def spy(path: Path):
        threads.append(threading.current_thread().name)
        return real(path)

    monkeypatch.setattr(saves.store, "load_file", spy)
    return threads


@pytest.mark.parametrize("how", ["missing", "damaged"])
def test_the_store_reads_in_the_background_and_hands_its_index_over(tmp_path: Path, how: str,
                                                                      reads_on: list[str]) -> None:
    fill(tmp_path)
    damage(tmp_path, how)
    store = SaveStore(tmp_path)
    assert len(store.unread()) == GAMES + 1
    assert store.ready() is False  # the reading started; the window's thread read nothing
    assert store.reading() is not None
    rebuild = store._rebuild
    store.finish_reading()
    assert rebuild is not None and rebuild.in_process  # read by a process of its own
    assert store.reading() is None and store.ready() is True
    assert store.unread() == [] and len(store.records()) == GAMES
    assert reads_on == []  # not one file read in the window's process
    assert SaveStore(tmp_path).unread() == []  # and the index it built was written


def test_without_a_process_a_thread_reads_them(tmp_path: Path, monkeypatch, reads_on: list[str]) -> None:
    fill(tmp_path)
    damage(tmp_path, "missing")

    def no_processes(_method: str):  # type: ignore[no-untyped-def]
        raise OSError("no processes here")

    monkeypatch.setattr(saves.rebuild.multiprocessing, "get_context", no_processes)
    store = SaveStore(tmp_path)
    assert store.ready() is False
    rebuild = store._rebuild
    store.finish_reading()
    assert rebuild is not None and not rebuild.in_process
    assert len(reads_on) == GAMES + 1 and set(reads_on) == {"saves-index-rebuild"}
    assert store.reading() is None and store.ready() is True  # takes what the thread read
    assert store.unread() == [] and len(store.records()) == GAMES


def test_a_few_unread_files_are_read_at_once(tmp_path: Path, reads_on: list[str]) -> None:
    store = SaveStore(tmp_path)
    s = play_out(Session(Options(players=2), list(PAIR), 2), 2)
    store.autosave(s)
    shutil.rmtree(tmp_path / INDEX_FOLDER)
    fresh = SaveStore(tmp_path)
    assert fresh.ready() is True and fresh.reading() is None
    assert len(fresh.records()) == 1 and reads_on == ["MainThread"]


@pytest.mark.parametrize("how", ["missing", "damaged"])
def test_title_load_list_and_statistics_open_reading_then_fill_in(tmp_path: Path, how: str,
                                                                  reads_on: list[str]) -> None:
    going = fill(tmp_path / "saves")
    damage(tmp_path / "saves", how)
    ctx = headless_context((1280, 720), tmp_path / "saves")
    driver = Driver(ctx)
    title = TitleScene(ctx)
    ctx.manager.push(title)
    load = SaveLoadScene(ctx)
    stats = StatsScene(ctx)
    # open at once, saying they read: nothing replayed on the window's thread
    assert reads_on == []
    assert title.reading and not title.buttons["Continue"].enabled
    assert "being read" in (title.buttons["Continue"].tooltip or "")
    assert title.reading_text().startswith("Reading your saves")
    assert load.reading and load.infos == [] and not load.load_button.enabled
    assert stats.reading and stats.rows == [] and stats.message == ""
    driver.frame()  # draws in the reading state
    for scene in (load, stats):
        ctx.manager.push(scene)
        driver.frame()
        ctx.manager.pop()
    ctx.store.finish_reading()
    for scene in (title, load, stats):
        scene.update(0.0)
    # filled in, from the index the background built
    assert not title.reading and title.buttons["Continue"].enabled
    assert title.resume is not None and title.resume.game_id == going.game_id
    assert not load.reading and len(load.infos) == GAMES + 1 and load.load_button.enabled
    assert not stats.reading and {r.person: r.games for r in stats.rows} == {"Ada": GAMES, "Easy AI": GAMES}
    assert reads_on == []


def test_a_screen_opened_while_reading_still_closes_and_the_reading_goes_on(tmp_path: Path) -> None:
    fill(tmp_path / "saves")
    damage(tmp_path / "saves", "missing")
    ctx = headless_context((1280, 720), tmp_path / "saves")
    title = TitleScene(ctx)
    ctx.manager.push(title)
    driver = Driver(ctx)
    driver.key(pygame.K_l)
    load = ctx.manager.top
    assert isinstance(load, SaveLoadScene) and load.reading
    driver.key(pygame.K_ESCAPE)
    assert ctx.manager.top is title
    ctx.store.finish_reading()
    driver.frame()  # the title's update sees the reading done
    assert not title.reading and title.resume is not None
