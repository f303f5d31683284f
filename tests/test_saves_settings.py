"""Settings: defaults, round trip, bad files give defaults with a warning and are kept."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

import saves.atomic
from saves import SaveError, Settings, load_settings, save_settings
from saves.locations import settings_path


def test_missing_file_gives_defaults_without_complaint(caplog) -> None:
    with caplog.at_level(logging.WARNING):
        assert load_settings() == Settings()
    assert caplog.records == []
    assert Settings() == Settings(0.8, False, 1.0, False, (1280, 720), "normal", False)


def test_round_trip() -> None:
    s = Settings(volume=0.25, muted=True, hard_budget=3.5, fullscreen=True, window_size=(1920, 1080),
                 animation="off", show_legal=True)
    path = save_settings(s)
    assert path == settings_path() and load_settings() == s
    assert json.loads(path.read_text())["window_size"] == [1920, 1080]


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"not json", b"[1, 2]", b"\xff\xfe\x00", b"null", b'{"volume": NaN}'],
)
def test_a_bad_file_gives_defaults_and_a_warning_and_is_kept(caplog, content: bytes) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    with caplog.at_level(logging.WARNING, logger="saves.settings"):
        assert load_settings() == Settings()
    assert caplog.records and str(path) in caplog.records[0].getMessage()
    assert path.read_bytes() == content  # loading never rewrites it
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="saves.settings"):
        save_settings(Settings(volume=0.5))
    backups = list(path.parent.glob("settings.json.bad-*"))
    assert [b.read_bytes() for b in backups] == [content]
    assert any("kept a copy" in r.getMessage() for r in caplog.records)
    assert load_settings().volume == 0.5


def test_bad_values_fall_back_one_by_one(caplog) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({
        "format": "kingdomino-family-settings", "version": 1,
        "volume": 7, "muted": "yes", "hard_budget": 2.0, "window_size": [100, 99999],
        "animation": "warp", "show_legal": True, "from_the_future": 1,
    }))
    with caplog.at_level(logging.WARNING, logger="saves.settings"):
        s = load_settings()
    assert s == Settings(volume=1.0, muted=False, hard_budget=2.0, window_size=(320, 16384), show_legal=True)
    message = caplog.records[0].getMessage()
    assert "volume" in message and "muted" in message and "animation" in message and "window_size" in message


def test_an_older_file_without_newer_fields_is_fine(caplog) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "kingdomino-family-settings", "version": 1, "volume": 0.3}))
    with caplog.at_level(logging.WARNING):
        assert load_settings() == Settings(volume=0.3)
    assert caplog.records == []
    save_settings(Settings(volume=0.4))
    assert list(path.parent.glob("*.bad-*")) == []


@pytest.mark.parametrize("pace, speed", [(0.0, "fast"), (0.25, "fast"), (0.6, "normal"), (2.0, "normal")])
def test_an_old_ai_pace_is_read_as_the_animation_speed(caplog, pace: float, speed: str) -> None:
    """Before the animation speed, the file held `ai_pace`, seconds of pause after AI moves."""
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "kingdomino-family-settings", "version": 1, "volume": 0.3,
                                "ai_pace": pace}))
    with caplog.at_level(logging.WARNING, logger="saves.settings"):
        s = load_settings()
    assert s.animation == speed and s.volume == 0.3 and not caplog.records
    save_settings(s)
    doc = json.loads(path.read_text())
    assert doc["animation"] == speed and "ai_pace" not in doc


def test_an_animation_speed_wins_over_an_old_ai_pace() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "kingdomino-family-settings", "animation": "off", "ai_pace": 1.0}))
    assert load_settings().animation == "off"


def test_a_huge_file_is_not_read(caplog) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    with open(path, "wb") as f:
        f.truncate(50 * 1024 * 1024)
    with caplog.at_level(logging.WARNING, logger="saves.settings"):
        assert load_settings() == Settings()
    assert "too large" in caplog.records[0].getMessage()


def test_save_is_atomic(monkeypatch) -> None:
    save_settings(Settings(volume=0.1))
    before = settings_path().read_bytes()

    def boom(*args):
        raise OSError(28, "No space left on device")

    # A scoped patch: monkeypatch.undo() would also undo conftest's private user folders.
    with monkeypatch.context() as m, pytest.raises(SaveError, match="could not save settings"):
        m.setattr(saves.atomic.os, "replace", boom)
        save_settings(Settings(volume=0.9))
    assert settings_path().read_bytes() == before
    assert [p.name for p in settings_path().parent.iterdir()] == ["settings.json"]


def test_save_refuses_nonsense_values() -> None:
    with pytest.raises(SaveError, match="volume"):
        save_settings(Settings(volume=float("nan")))
    with pytest.raises(SaveError, match="window_size"):
        save_settings(Settings(window_size=(10, 10)))
    assert not Path(settings_path()).exists()
