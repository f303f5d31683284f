"""Atomic writes: a crash or kill at any point of a write leaves the previous save intact."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import saves.atomic
from game.engine import Options, legal_actions
from game.session import Seat, Session
from saves import SaveError, SaveStore
from saves.atomic import temp_path_for, write_atomic
from saves.format import encode

STEPS = ["write", "partial write", "flush", "fsync", "replace"]


def started(store: SaveStore) -> tuple[Session, Path, bytes]:
    s = Session(Options(players=3), [Seat("A", "red"), Seat("B", "blue"), Seat("C", "green")], seed=12)
    rnd = random.Random(0)
    for _ in range(15):
        s.play(rnd.choice(legal_actions(s.state)))
    path = store.autosave(s)
    s.play(rnd.choice(legal_actions(s.state)))  # the next write would hold this action
    return s, path, path.read_bytes()


class FaultyFile:
    """A real temp file whose write or flush fails, as a full disk or I/O error would."""

    def __init__(self, real, fail: str, error: BaseException) -> None:
        self.real, self.fail, self.error = real, fail, error

    def write(self, data: bytes) -> int:
        if self.fail == "partial write":
            self.real.write(data[: len(data) // 2])
            self.real.flush()
            raise self.error
        if self.fail == "write":
            raise self.error
        return self.real.write(data)

    def flush(self) -> None:
        if self.fail == "flush":
            raise self.error
        self.real.flush()

    def fileno(self) -> int:
        return self.real.fileno()

    def __enter__(self) -> FaultyFile:
        return self

    def __exit__(self, *exc) -> None:
        self.real.close()


def inject(monkeypatch, step: str, error: BaseException) -> None:
    def boom(*args, **kwargs):
        raise error

    if step in ("write", "partial write", "flush"):
        real_open = saves.atomic._open_temp
        monkeypatch.setattr(saves.atomic, "_open_temp", lambda p: FaultyFile(real_open(p), step, error))
    elif step == "fsync":
        monkeypatch.setattr(saves.atomic.os, "fsync", boom)
    else:
        monkeypatch.setattr(saves.atomic.os, "replace", boom)


def assert_previous_save_intact(store: SaveStore, path: Path, old: bytes, history_len: int) -> None:
    assert path.read_bytes() == old
    assert len(store.load(path).history) == history_len
    infos = store.list()
    assert [(i.path, i.ok) for i in infos] == [(path, True)]


@pytest.mark.parametrize("step", STEPS)
def test_failure_at_each_step_keeps_the_previous_save(monkeypatch, tmp_path: Path, step: str) -> None:
    store = SaveStore(tmp_path)
    s, path, old = started(store)
    # A scoped patch: monkeypatch.undo() would also undo conftest's private user folders.
    with monkeypatch.context() as m, pytest.raises(SaveError) as e:
        inject(m, step, OSError(28, "No space left on device"))
        store.autosave(s)
    assert "could not save" in e.value.reason
    assert_previous_save_intact(store, path, old, len(s.history) - 1)
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]  # the temp file was cleaned up
    assert store.autosave(s) == path and len(store.load(path).history) == len(s.history)


@pytest.mark.parametrize("step", STEPS)
def test_interrupt_at_each_step_keeps_the_previous_save(monkeypatch, tmp_path: Path, step: str) -> None:
    store = SaveStore(tmp_path)
    s, path, old = started(store)
    with monkeypatch.context() as m, pytest.raises(KeyboardInterrupt):  # not swallowed, but the file is safe
        inject(m, step, KeyboardInterrupt())
        store.autosave(s)
    assert_previous_save_intact(store, path, old, len(s.history) - 1)


def test_a_truncated_temp_file_left_by_a_kill_is_harmless(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    s, path, old = started(store)
    new = encode(s)
    temp_path_for(path).write_bytes(new[: len(new) // 3])  # the kill came mid-write
    (tmp_path / ".slot-abc.json.123-deadbeef.tmp").write_bytes(b'{"format": "kingdo')
    assert_previous_save_intact(store, path, old, len(s.history) - 1)
    assert store.latest_unfinished().path == path


def test_write_atomic_replaces_the_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "f.json"
    write_atomic(target, b"first version, long")
    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert [p.name for p in target.parent.iterdir()] == ["f.json"]


KILLER = textwrap.dedent(
    """
    import os, random, signal, sys
    from pathlib import Path
    import saves.atomic
    from game.engine import legal_actions
    from saves import SaveStore

    folder, path, step = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    store = SaveStore(folder)
    s = store.load(path)
    s.play(random.Random(1).choice(legal_actions(s.state)))

    def die(*args, **kwargs):
        os.kill(os.getpid(), signal.SIGKILL)

    class Dying:
        def __init__(self, real):
            self.real = real
        def write(self, data):
            if step == "write":
                self.real.write(data[: len(data) // 2]); self.real.flush(); die()
            return self.real.write(data)
        def flush(self):
            if step == "flush":
                die()
            self.real.flush()
        def fileno(self):
            return self.real.fileno()
        def __enter__(self):
            return self
        def __exit__(self, *exc):
            self.real.close()

    real_open = saves.atomic._open_temp
    saves.atomic._open_temp = lambda p: Dying(real_open(p))
    if step == "fsync":
        saves.atomic.os.fsync = die
    if step == "replace":
        saves.atomic.os.replace = die
    store.autosave(s)
    print("survived")
    """
)


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("step", ["write", "flush", "fsync", "replace"])
def test_a_real_kill_at_each_step_keeps_the_previous_save(tmp_path: Path, repo_root: Path, step: str) -> None:
    store = SaveStore(tmp_path)
    s, path, old = started(store)
    env = {**os.environ, "PYTHONPATH": str(repo_root)}
    done = subprocess.run(
        [sys.executable, "-c", KILLER, str(tmp_path), str(path), step],
        env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert any(p.name.endswith(".tmp") for p in path.parent.iterdir())  # the kill left its temp file
    assert_previous_save_intact(store, path, old, len(s.history) - 1)
    assert store.latest_unfinished().path == path
