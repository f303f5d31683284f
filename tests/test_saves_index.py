"""Issue 31, point 1 (scale): the load list, Continue and the statistics read the save index, a
summary of every save written with it; the index is rebuilt from the files when missing,
damaged, of another version or stale, and never trusted over a file that changed."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

import saves.format
import saves.store
from game.engine import Options, legal_actions
from game.engine.rng import Rng
from game.session import Seat, Session
from saves import SaveStore
from saves.bench_index import play_out
from saves.index import INDEX_FOLDER


def unfinished(seed: int, moves: int) -> Session:
    s = Session(Options(players=2), [Seat("Ada", "red"), Seat("Bot", "blue", "ai", "easy")], seed)
    rng = Rng(seed)
    for _ in range(moves):
        s.play(rng.choice(legal_actions(s.state)))
    return s


def finished(seed: int) -> Session:
    return play_out(Session(Options(players=2), [Seat("Ada", "red"), Seat("Bot", "blue", "ai", "hard")],
                            seed), seed)


def fill(folder: Path) -> SaveStore:
    store = SaveStore(folder)
    store.autosave(unfinished(1, 6))
    store.save(unfinished(2, 9), "Sunday")
    store.autosave(finished(3))
    (folder / "broken.json").write_text("{ not json")
    return store


def lines(infos) -> list[tuple]:
    return [(i.path, i.ok, i.reason, i.round, i.scores, i.finished, i.history_key, i.kind) for i in infos]


def no_reading(monkeypatch) -> list[Path]:
    """Count the save files read (and replayed) from now on."""
    read: list[Path] = []
    real = saves.store.load_file

    def spy(path: Path):
        read.append(path)
        return real(path)

    monkeypatch.setattr(saves.store, "load_file", spy)
    return read


def test_after_a_restart_the_list_and_continue_read_no_save(tmp_path: Path, monkeypatch) -> None:
    before = lines(fill(tmp_path).list())
    assert (tmp_path / INDEX_FOLDER / "finished.json").is_file()
    assert (tmp_path / INDEX_FOLDER / "live.json").is_file()
    read = no_reading(monkeypatch)
    store = SaveStore(tmp_path)  # a fresh start
    assert lines(store.list()) == before
    assert store.latest_unfinished() is not None and len(store.records()) == 1
    assert read == []


def test_an_index_written_by_an_earlier_release_is_still_read(tmp_path: Path, monkeypatch) -> None:
    """The first start after an upgrade: the saves did not change, their summaries stand (with
    1,000 saves, rebuilding them kept the title screen frozen for ~30 s)."""
    before = lines(fill(tmp_path).list())
    for part in (tmp_path / INDEX_FOLDER).glob("*.json"):
        doc = json.loads(part.read_text())
        doc["game_version"] = "0.3.0"
        part.write_text(json.dumps(doc))
    read = no_reading(monkeypatch)
    assert lines(SaveStore(tmp_path).list()) == before
    assert read == []


def test_every_save_writes_its_summary_with_it(tmp_path: Path, monkeypatch) -> None:
    store = SaveStore(tmp_path)
    s = unfinished(4, 3)
    path = store.autosave(s)
    read = no_reading(monkeypatch)
    info = SaveStore(tmp_path).info(path)
    assert (info.round, info.scores, info.finished) == (s.state.round, s.summary()["scores"], False)
    assert read == []


@pytest.mark.parametrize("damage", ["missing", "garbage", "other version", "wrong entries"])
def test_a_missing_or_unusable_index_is_rebuilt_from_the_files(tmp_path: Path, monkeypatch, damage) -> None:
    before = lines(fill(tmp_path).list())
    index = tmp_path / INDEX_FOLDER
    if damage == "missing":
        shutil.rmtree(index)
    for part in index.glob("*.json"):
        doc = json.loads(part.read_text())
        if damage == "garbage":
            part.write_bytes(b"\x00\xff not an index")
        elif damage == "other version":
            doc["version"] += 1
            part.write_text(json.dumps(doc))
        elif damage == "wrong entries":
            for entry in doc["files"].values():
                entry["info"]["round"] = "seven"  # fits the stat, not the shape: read the file
            part.write_text(json.dumps(doc))
    read = no_reading(monkeypatch)
    store = SaveStore(tmp_path)
    assert lines(store.list()) == before
    assert len(read) == 4  # every file read again, once
    read.clear()
    assert lines(SaveStore(tmp_path).list()) == before and read == []  # and the index written anew


def test_a_save_changed_behind_the_index_is_read_again(tmp_path: Path, monkeypatch) -> None:
    store = fill(tmp_path)
    store.list()
    slot = store.slot_path("Sunday")
    # another window plays on and saves the same slot; this store's index says round 2
    other = SaveStore(tmp_path)
    later = other.load(slot)
    rng = Rng(9)
    for _ in range(8):
        later.play(rng.choice(legal_actions(later.state)))
    other.save(later, "Sunday")
    read = no_reading(monkeypatch)
    info = store.info(slot)
    assert read == [slot]
    assert (info.round, info.history_key) == (later.state.round, saves.store._history_key(later.history))


def test_an_index_entry_never_outlives_its_file(tmp_path: Path) -> None:
    """Same size and the old modification time put back: the file is still a new one (its inode),
    so the entry is not trusted."""
    store = fill(tmp_path)
    slot = store.slot_path("Sunday")
    old = store.info(slot)
    st = slot.stat()
    data = slot.read_bytes()
    s = store.load(slot)
    s.save_name = "Sundax"  # same length: the same size of file
    new = saves.format.encode(s)
    assert len(new) == len(data) and new != data
    replacement = tmp_path / "replacement.tmp"
    replacement.write_bytes(new)
    os.replace(replacement, slot)
    os.utime(slot, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert SaveStore(tmp_path).info(slot).name == "Sundax" != old.name


def test_deleting_a_save_takes_it_out_of_the_index(tmp_path: Path, monkeypatch) -> None:
    store = fill(tmp_path)
    done = next(i for i in store.list() if i.finished)
    assert len(store.records()) == 1
    store.delete(done.path)
    read = no_reading(monkeypatch)
    fresh = SaveStore(tmp_path)
    assert done.path not in [i.path for i in fresh.list()] and fresh.records() == []
    assert read == []


def test_the_index_is_no_save_and_never_listed(tmp_path: Path) -> None:
    store = fill(tmp_path)
    names = {i.path.name for i in store.list()}
    assert not any(n in names for n in ("finished.json", "live.json"))
    assert all(i.path.parent.name != INDEX_FOLDER for i in store.list())


def test_a_finished_games_final_save_stays_and_stays_in_the_statistics(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    s = finished(5)
    store.autosave(s)
    store.save(s, "The same result")  # a newer save holding the whole game
    records = store.records()
    assert len(records) == 1
    SaveStore(tmp_path).list()
    assert store.autosave_path(s).is_file() and store.records() == records


def test_a_finished_games_entry_without_its_record_is_read_again(tmp_path: Path, monkeypatch) -> None:
    fill(tmp_path).list()
    finished_part, live_part = (tmp_path / INDEX_FOLDER / f"{p}.json" for p in ("finished", "live"))
    done = json.loads(finished_part.read_text())
    live = json.loads(live_part.read_text())
    for name, entry in done["files"].items():
        live["files"][name] = {**entry, "record": None}  # says finished, holds no record
    live_part.write_text(json.dumps(live))
    finished_part.unlink()
    read = no_reading(monkeypatch)
    store = SaveStore(tmp_path)
    assert len(store.records()) == 1 and [p.name for p in read] == list(
        Path(n).name for n in done["files"])
