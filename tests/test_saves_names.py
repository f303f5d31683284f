"""Issue 16, point 11: what a save file says about people is held to the new-game screen's rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine import Options
from game.session import SEAT_NAME_MAX, Seat, Session
from saves.errors import SaveError
from saves.format import encode, load_file
from saves.store import SaveStore


def saved_doc() -> dict:
    s = Session(Options(players=2), [Seat("Ann", "red"), Seat("Bot", "blue", "ai", "easy")], seed=4)
    return json.loads(encode(s))


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("A" * 10_000, "10000 characters (at most 20)"),
        ("Ann\x00", "unprintable character U+0000"),
        ("\u202eevil", "unprintable character U+202E"),
        ("   ", "needs a name"),
    ],
)
def test_seat_names_from_a_file_follow_the_typed_rules(tmp_path: Path, name: str, reason: str) -> None:
    doc = saved_doc()
    doc["seats"][0]["name"] = name
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as e:
        load_file(path)
    assert reason in e.value.reason
    info = SaveStore(tmp_path).info(path)
    assert not info.ok and reason in info.reason
    assert len(info.name) < 100  # the list shows the file's name, not the odd seat name


def test_save_names_from_a_file_follow_the_save_screen_rules(tmp_path: Path) -> None:
    doc = saved_doc()
    doc["name"] = "x" * 10_000
    path = tmp_path / "long.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="at most 60"):
        load_file(path)


def test_a_typed_name_is_held_to_the_same_limit() -> None:
    assert Seat("A" * SEAT_NAME_MAX, "red").name
    with pytest.raises(ValueError):
        Seat("A" * (SEAT_NAME_MAX + 1), "red")


def test_a_deeply_nested_file_is_refused_as_nested_too_deeply(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    with pytest.raises(SaveError) as e:
        load_file(path)
    assert "nested too deeply" in e.value.reason
    assert "recursion" not in e.value.reason
