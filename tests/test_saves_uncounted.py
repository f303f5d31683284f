"""Issue 37, point 4: a finished game whose statistics record fails to build is logged, marked
in the index (so no listing reads it again), and said: the statistics tell that a game could
not be counted instead of leaving it out in silence. Another release tries it again."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import saves.stats
import saves.store
from game.engine import Options
from game.session import Seat, Session
from game.ui.screens.stats import StatsScene
from game.ui.table.harness import Driver, headless_context
from saves import SaveStore
from saves.bench_index import play_out
from saves.index import INDEX_FOLDER
from saves.stats import main

PAIR = [Seat("Ada", "red"), Seat("Bot", "blue", "ai", "easy")]


def finished(seed: int) -> Session:
    return play_out(Session(Options(players=2), list(PAIR), seed),
                    seed)


def breaking(monkeypatch, game_id: str) -> None:
    """The record of `game_id` fails to build (as a bug in a rule set's scoring would)."""
    real = saves.store.record_of

    def record_of(session: Session):  # type: ignore[no-untyped-def]
        if session.game_id == game_id:
            raise KeyError("no such score part")
        return real(session)

    monkeypatch.setattr(saves.store, "record_of", record_of)


def test_a_record_that_fails_is_logged_marked_and_said(tmp_path: Path, monkeypatch, caplog) -> None:
    good, bad = finished(1), finished(2)
    breaking(monkeypatch, bad.game_id)
    store = SaveStore(tmp_path / "saves")
    with caplog.at_level(logging.WARNING, logger="saves.store"):
        store.autosave(good)
        store.autosave(bad)
    said = [r.getMessage() for r in caplog.records]
    assert any("statistics record" in m and bad.game_id in m for m in said)
    assert [r["game_id"] for r in store.records()] == [good.game_id]
    assert [i.game_id for i in store.uncounted()] == [bad.game_id]
    # marked in the index (the finished part), with the reason
    done = json.loads((tmp_path / "saves" / INDEX_FOLDER / "finished.json").read_text())["files"]
    entry = done[f"autosave/{bad.game_id}.json"]
    assert "no such score part" in entry["record"]["error"]
    # a fresh start lists it from the index: not read again at every listing
    read: list[Path] = []
    real_load = saves.store.load_file
    monkeypatch.setattr(saves.store, "load_file", lambda p: read.append(p) or real_load(p))
    fresh = SaveStore(tmp_path / "saves")
    assert fresh.unread() == [] and len(fresh.records()) == 1 and len(fresh.uncounted()) == 1 and read == []
    # the statistics screen says one game could not be counted, beside the one that was
    ctx = headless_context((1280, 720), tmp_path / "saves")
    scene = StatsScene(ctx)
    assert {r.person: r.games for r in scene.rows} == {"Ada": 1, "Easy AI": 1}
    assert scene.message_bad and scene.message.startswith("One finished game could not be counted")
    ctx.manager.push(scene)
    Driver(ctx).frame()


def test_another_release_tries_a_failed_record_again(tmp_path: Path, monkeypatch) -> None:
    bad = finished(3)
    breaking(monkeypatch, bad.game_id)
    SaveStore(tmp_path).autosave(bad)
    monkeypatch.undo()  # the next release scores it
    monkeypatch.setattr(saves.store, "VERSION", "99.0.0")
    store = SaveStore(tmp_path)
    assert len(store.unread()) == 1
    assert [r["game_id"] for r in store.records()] == [bad.game_id] and store.uncounted() == []


def test_the_command_line_says_a_game_could_not_be_counted(tmp_path: Path, monkeypatch, capsys) -> None:
    good, bad = finished(4), finished(5)
    breaking(monkeypatch, bad.game_id)
    store = SaveStore(tmp_path)
    store.autosave(good)
    store.autosave(bad)
    assert main([str(tmp_path)]) == 0
    out = capsys.readouterr()
    assert "Ada" in out.out and "One finished game could not be counted" in out.err
