"""The save store: slots, autosaves, the load list, Continue, delete."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import saves.format
from game.engine import Options, is_over, legal_actions
from game.session import Seat, Session
from saves import SaveError, SaveStore
from saves.store import MAX_NAME, slot_file_name


def new_session(players: int = 2, seed: int = 3, **options) -> Session:
    colours = ["red", "blue", "green", "yellow"]
    seats = [Seat("Human", "red")] + [Seat(f"Bot{i}", colours[i], "ai", "normal") for i in range(1, players)]
    return Session(Options(players=players, **options), seats, seed=seed)


def play(session: Session, moves: int, rnd: random.Random, store: SaveStore | None = None) -> None:
    for _ in range(moves):
        if is_over(session.state):
            return
        session.play(rnd.choice(legal_actions(session.state)))
        if store is not None:
            store.autosave(session)


# -- slots --------------------------------------------------------------------------


def test_save_lists_and_loads_a_named_slot(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    s = new_session(3)
    play(s, 14, random.Random(1))
    path = store.save(s, "Rainy Sunday")
    assert path.parent == tmp_path and path.name.startswith("rainy-sunday-") and s.save_name == "Rainy Sunday"
    [info] = store.list()
    assert info.ok and info.reason == "" and info.kind == "slot" and info.path == path
    assert info.name == "Rainy Sunday" and info.rules == "kingdomino"
    assert info.players == ["Human", "Bot1", "Bot2"]
    assert info.round == s.state.round and info.scores == s.summary()["scores"]
    assert info.created == s.created and info.updated == s.updated and not info.finished
    back = store.load(path)
    assert back.state == s.state and back.history == s.history and back.save_name == "Rainy Sunday"


def test_save_without_a_name_reuses_the_slot_or_makes_a_name(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    s = new_session()
    first = store.save(s)
    assert s.save_name and s.save_name.startswith("Game ")
    play(s, 3, random.Random(0))
    assert store.save(s) == first and len(store.list()) == 1
    assert len(store.load(first).history) == 3


def test_same_name_overwrites_and_case_does_not_matter(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    a, b = new_session(seed=1), new_session(seed=2)
    assert store.save(a, "Mine") == store.save(b, "MINE")
    [info] = store.list()
    assert info.name == "MINE" and store.load(info.path).seed == 2


@pytest.mark.parametrize(
    "name",
    ["../../escape", "a/b\\c:d*?\"<>|", "CON", "nul", ".hidden", "Anns game", "Ann's game",
     "Партия", "游戏", "   spaced    out   ", "tab\tand\nnewline", "x" * MAX_NAME],
)
def test_slot_file_names_are_safe(tmp_path: Path, name: str) -> None:
    store = SaveStore(tmp_path)
    path = store.save(new_session(), name)
    assert path.parent == tmp_path and path.suffix == ".json"
    assert all(c.isascii() and (c.isalnum() or c in "-.") for c in path.name)
    assert path.stem.lower() not in {"con", "nul", "prn", "aux"}
    assert not path.name.startswith(".")
    assert store.load(path).save_name == " ".join("".join(c for c in name if c.isprintable()).split())


def test_names_that_read_the_same_once_cut_down_get_different_files() -> None:
    names = ["Ann's game", "Anns game", "Партия", "Игра", "游戏"]
    assert len({slot_file_name(n) for n in names}) == len(names)


@pytest.mark.parametrize("name", ["", "   ", "\n\t", "x" * (MAX_NAME + 1)])
def test_empty_or_overlong_names_are_refused(tmp_path: Path, name: str) -> None:
    store = SaveStore(tmp_path)
    if not name.strip():
        s = new_session()
        store.save(s, name)  # blank means "no name given": a generated one
        assert s.save_name and s.save_name.startswith("Game ")
    else:
        with pytest.raises(SaveError, match="at most"):
            store.save(new_session(), name)


def test_save_refuses_to_overwrite_a_file_that_is_not_a_readable_save(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = store.slot_path("Precious")
    path.write_bytes(b"my own notes, not a save")
    s = new_session()
    with pytest.raises(SaveError, match="not overwriting"):
        store.save(s, "Precious")
    assert path.read_bytes() == b"my own notes, not a save" and s.save_name is None


# -- autosave and Continue ----------------------------------------------------------------


def test_one_autosave_per_game_overwritten_after_every_action(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    a, b = new_session(seed=1), new_session(seed=2)
    rnd = random.Random(5)
    for _ in range(6):
        play(a, 1, rnd, store)
        play(b, 1, rnd, store)
        assert len(store.load(store.autosave_path(a)).history) == len(a.history)
    infos = store.list()
    assert sorted(i.path.name for i in infos) == sorted([f"{a.game_id}.json", f"{b.game_id}.json"])
    assert all(i.kind == "autosave" and i.name == "Autosave" for i in infos)


def test_list_is_newest_first(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    sessions = [new_session(seed=i) for i in range(3)]
    for i, s in enumerate(sessions):
        s.updated = f"2025-01-0{i + 1}T10:00:00.000+00:00"
        store.autosave(s)
    store.save(sessions[0], "older slot")  # saving marks it as updated now
    assert [i.game_id for i in store.list()] == [sessions[0].game_id] + [s.game_id for s in sessions[::-1]]


def test_continue_resumes_the_latest_unfinished_game_exactly(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    old, latest = new_session(seed=1), new_session(4, seed=2)
    play(old, 5, random.Random(1), store)
    play(latest, 23, random.Random(2), store)
    info = SaveStore(tmp_path).latest_unfinished()  # a new store: as after a restart
    assert info is not None and info.game_id == latest.game_id
    back = store.load(info.path)
    assert back.state == latest.state and back.history == latest.history and back.seats == latest.seats
    assert back.undo_kind() == "to_human" and back.can_undo()


def test_continue_skips_finished_and_unreadable_games(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.latest_unfinished() is None
    unfinished = new_session(seed=1)
    play(unfinished, 4, random.Random(1), store)
    done = new_session(seed=2)
    play(done, 1000, random.Random(2))
    store.autosave(done)
    assert is_over(done.state)
    (tmp_path / "autosave" / "broken.json").write_text("{")
    assert store.latest_unfinished().game_id == unfinished.game_id


def test_finished_games_stay_loadable(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    s = new_session(3, seed=9, dynasty=True)
    play(s, 5000, random.Random(3))
    store.autosave(s)
    store.save(s, "Final table")
    assert all(i.finished and i.ok for i in store.list())
    back = store.load(store.slot_path("Final table"))
    assert is_over(back.state) and back.state == s.state and len(back.state.match.results) == 3


CONTINUE_AFTER_KILL = textwrap.dedent(
    """
    import os, random, signal, sys
    from pathlib import Path
    from game.engine import Options, legal_actions
    from game.session import Seat, Session
    from saves import SaveStore

    store, moves = SaveStore(), int(sys.argv[1])
    s = Session(Options(players=4), [Seat("A", "red"), Seat("B", "blue", "ai", "easy"),
                Seat("C", "green", "ai", "hard"), Seat("D", "yellow", "ai", "normal")], seed=77)
    rnd = random.Random(77)
    for _ in range(moves):
        s.play(rnd.choice(legal_actions(s.state)))
        store.autosave(s)
    s.play(rnd.choice(legal_actions(s.state)))  # played, killed before its autosave
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_continue_after_the_process_was_killed(repo_root: Path) -> None:
    moves = 41
    env = {**os.environ, "PYTHONPATH": str(repo_root)}  # same XDG folders as this test
    done = subprocess.run([sys.executable, "-c", CONTINUE_AFTER_KILL, str(moves)], env=env,
                          capture_output=True, timeout=60)
    assert done.returncode == -signal.SIGKILL, done.stderr
    info = SaveStore().latest_unfinished()
    assert info is not None and info.players == ["A", "B", "C", "D"]
    back = SaveStore().load(info.path)
    expected = Session(Options(players=4), back.seats, seed=77)
    rnd = random.Random(77)
    for _ in range(moves):
        expected.play(rnd.choice(legal_actions(expected.state)))
    assert back.history == expected.history and back.state == expected.state


def test_load_play_on_save_load_again_gives_the_same_state(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    s = new_session(4, seed=12)
    play(s, 30, random.Random(1))
    path = store.save(s, "Round trip")
    loaded = store.load(path)
    rnd_a, rnd_b = random.Random(6), random.Random(6)
    play(loaded, 25, rnd_a)
    play(s, 25, rnd_b)
    store.save(loaded)
    again = store.load(path)
    assert again.state == loaded.state == s.state and again.history == s.history
    assert again.game_id == s.game_id and again.created == s.created


def test_autosave_of_a_late_four_player_game_never_replays_it(tmp_path: Path, monkeypatch) -> None:
    """An autosave after every action must stay cheap late in a game: it writes the session as
    it is and never replays the history (loading does that). Checked by what it calls, not by
    a stopwatch, so a busy machine cannot fail it."""
    from game.session import Session

    store = SaveStore(tmp_path)
    s = new_session(4, seed=5)
    play(s, 90, random.Random(5))
    assert not is_over(s.state) and s.state.round >= 10
    store.autosave(s)  # the file exists: the next writes read its header (a finished result stays)

    def no_replay(*args, **kwargs):
        raise AssertionError("an autosave replayed the game")

    monkeypatch.setattr(Session, "from_json", classmethod(no_replay))
    monkeypatch.setattr(Session, "replay", no_replay)
    for _ in range(3):
        store.autosave(s)
    monkeypatch.undo()
    assert store.load(store.autosave_path(s)).history == s.history


# -- delete and prune ---------------------------------------------------------------------


def test_delete_removes_only_files_of_the_store(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    s = new_session()
    slot, auto = store.save(s, "gone"), store.autosave(s)
    outside = tmp_path / "other.json"
    outside.write_text("{}")
    with pytest.raises(SaveError):
        store.delete(outside)
    with pytest.raises(SaveError):
        store.delete(tmp_path / "saves" / "sub" / ".." / ".." / "other.json")
    store.delete(slot)
    assert [i.path for i in store.list()] == [auto]
    store.delete(auto)
    assert store.list() == [] and outside.exists()
    with pytest.raises(SaveError, match="already gone"):
        store.delete(slot)


def _at(session: Session, day: int) -> Session:
    session.updated = f"2025-02-{day:02d}T00:00:00.000+00:00"
    return session


def test_no_save_is_ever_removed_but_the_one_the_player_deletes(tmp_path: Path) -> None:
    """Issue 37, point 4: nothing prunes autosaves (the pruner went). Every line of play, an
    earlier slot, a copy played on, a finished result and an unreadable file stay through
    listing, loading, copying, the statistics and a rebuilt index; only `delete` removes one."""
    store = SaveStore(tmp_path)
    finished = []
    for seed in range(2):
        s = new_session(seed=seed)
        play(s, 1000, random.Random(seed))
        store.autosave(_at(s, seed + 1))
        finished.append(s)
    store.save(finished[0], "the same result")  # a newer copy of a result: both kept
    a = new_session(seed=20)
    play(a, 10, random.Random(1))
    store.autosave(_at(a, 5))
    store.save(a, "a slot")  # the slot holds the autosave whole: the autosave still stays
    b = new_session(seed=21)
    play(b, 6, random.Random(3))
    store.save(_at(b, 7), "b earlier")
    play(b, 4, random.Random(3))
    b.updated = "2099-01-01T00:00:00.000+00:00"  # newer than the slot, saved just now
    store.autosave(b)
    copy, newer = store.load_to_play(tmp_path / slot_file_name("b earlier"))
    assert newer is not None
    play(copy, 3, random.Random(4))
    store.autosave(copy)
    (tmp_path / "autosave" / "bad.json").write_text("[]")
    before = sorted(p.name for p in tmp_path.rglob("*.json") if p.parent.name != "index")

    store.list()
    store.records()
    store.uncounted()
    store.latest_unfinished()
    shutil.rmtree(tmp_path / "index")
    fresh = SaveStore(tmp_path)
    fresh.finish_reading()
    assert fresh.ready()
    fresh.list()

    after = sorted(p.name for p in tmp_path.rglob("*.json") if p.parent.name != "index")
    assert after == before and len(before) == 9
    assert not hasattr(store, "prune_autosaves")
    store.delete(store.autosave_path(a))
    assert len(store.list()) == 8


# -- bad files never hurt ---------------------------------------------------------------------


def good_doc() -> dict:
    s = new_session(3, seed=4)
    play(s, 12, random.Random(4))
    return saves.format.document(s)


def _illegal(doc: dict) -> dict:
    doc["history"][5] = "claim 999"
    return doc


def _disagreeing(doc: dict) -> dict:
    other = new_session(3, seed=5)
    play(other, 12, random.Random(4))
    doc["snapshot"] = other.state.to_json()
    return doc


def _dumps(doc: dict) -> bytes:
    return json.dumps(doc).encode()


BAD_FILES = {
    "empty": (lambda: b"", "empty file"),
    "blank": (lambda: b"  \n\t ", "empty file"),
    "truncated": (lambda: _dumps(good_doc())[:700], "truncated"),
    "not json": (lambda: b"this is not json at all", "not JSON"),
    "binary": (lambda: bytes(range(256)) * 4, "not a text file"),
    "json list": (lambda: b"[1, 2, 3]", "wrong shape"),
    "json string": (lambda: b'"hello"', "wrong shape"),
    "other json object": (lambda: b'{"hello": "world"}', "not a Kingdomino save"),
    "missing fields": (lambda: _dumps({k: v for k, v in good_doc().items() if k != "seed"}), "missing seed"),
    "wrong types": (lambda: _dumps({**good_doc(), "history": "claim 1"}), "wrong shape"),
    "nan": (lambda: _dumps(good_doc()).replace(b'"seed": 4', b'"seed": NaN'), "not a save"),
    "deep nesting": (lambda: b"[" * 100_000 + b"]" * 100_000, "not a save"),
    "newer version": (lambda: _dumps({**good_doc(), "schema": 99}), "newer version"),
    "illegal action": (lambda: _dumps(_illegal(good_doc())), "inconsistent: action 6 of 12"),
    "snapshot disagrees": (lambda: _dumps(_disagreeing(good_doc())), "inconsistent"),
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_bad_file_is_listed_with_a_reason_and_never_touched(tmp_path: Path, kind: str) -> None:
    store = SaveStore(tmp_path)
    good = new_session(seed=1)
    play(good, 6, random.Random(0))
    good_path = store.save(good, "good one")
    make, words = BAD_FILES[kind]
    bad = tmp_path / f"{kind.replace(' ', '-')}.json"
    bad.write_bytes(make())
    before = (bad.read_bytes(), bad.stat().st_mtime_ns)

    infos = {i.path: i for i in store.list()}
    assert set(infos) == {good_path, bad}
    assert infos[good_path].ok and store.load(good_path).state == good.state
    info = infos[bad]
    assert not info.ok and words in info.reason and "\n" not in info.reason and len(info.reason) <= 200
    assert info.name == bad.stem and info.kind == "slot"
    with pytest.raises(SaveError) as e:
        store.load(bad)
    assert e.value.reason == info.reason
    assert store.latest_unfinished().path == good_path
    assert (bad.read_bytes(), bad.stat().st_mtime_ns) == before
    # nothing else was written beside them but the save index, in its own folder
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([good_path.name, bad.name, "index"])


def test_a_huge_file_is_refused_by_size_without_reading_it(tmp_path: Path, monkeypatch) -> None:
    store = SaveStore(tmp_path)
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(100 * 1024 * 1024)  # sparse: 100 MB without writing 100 MB
    good = store.save(new_session(), "fine")
    opened: list[str] = []
    real_open = open

    def spy(path, *args, **kwargs):
        opened.append(Path(path).name)
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(saves.format, "open", spy, raising=False)
    shutil.rmtree(tmp_path / "index")  # no summaries: every file is read afresh
    store = SaveStore(tmp_path)
    infos = {i.path: i for i in store.list()}
    assert not infos[huge].ok and "too large" in infos[huge].reason and "100.0 MB" in infos[huge].reason
    assert infos[good].ok
    assert "huge.json" not in opened and good.name in opened
    assert huge.stat().st_size == 100 * 1024 * 1024


def test_a_folder_named_like_a_save_and_stray_files_are_handled(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    (tmp_path / "folder.json").mkdir()
    (tmp_path / "notes.txt").write_text("not a save, not listed")
    (tmp_path / ".hidden.json").write_text("{}")
    infos = store.list()
    assert [(i.path.name, i.ok, i.reason) for i in infos] == [("folder.json", False, "not a regular file")]


def test_the_list_notices_a_file_changed_behind_its_back(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = store.save(new_session(), "changing")
    assert store.list()[0].ok
    path.write_text("{")
    assert not store.list()[0].ok
    store.save(new_session(), "other")
    path.unlink()
    assert [i.name for i in store.list()] == ["other"]


def test_unreadable_save_folder_lists_nothing(tmp_path: Path) -> None:
    assert SaveStore(tmp_path / "missing").list() == []
    assert SaveStore(tmp_path / "missing").latest_unfinished() is None
