"""Where saves and settings live: platformdirs folders, KINGDOMINO_HOME, never the program folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import Options
from game.session import Seat, Session
from saves import SaveError, SaveStore, Settings, save_settings
from saves.locations import config_dir, data_dir, saves_dir, settings_path


def session() -> Session:
    return Session(Options(players=2), [Seat("A", "red"), Seat("B", "blue", "ai", "easy")], seed=1)


def test_default_folders_follow_xdg_variables_when_called() -> None:
    data, config = Path(os.environ["XDG_DATA_HOME"]), Path(os.environ["XDG_CONFIG_HOME"])
    assert data_dir() == data / "KingdominoFamily"
    assert saves_dir() == data / "KingdominoFamily" / "saves"
    assert config_dir() == config / "KingdominoFamily"
    assert settings_path() == config / "KingdominoFamily" / "settings.json"


def test_folders_are_computed_at_each_call(monkeypatch, tmp_path: Path) -> None:
    store = SaveStore()
    first = store.folder
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "elsewhere"))
    assert store.folder == tmp_path / "elsewhere" / "KingdominoFamily" / "saves" != first


def test_kingdomino_home_overrides_both(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KINGDOMINO_HOME", str(tmp_path / "stick"))
    assert saves_dir() == tmp_path / "stick" / "saves"
    assert config_dir() == tmp_path / "stick" / "config"
    path = SaveStore().save(session(), "portable")
    assert path.parent == tmp_path / "stick" / "saves"
    assert save_settings(Settings()).parent == tmp_path / "stick" / "config"


def test_empty_kingdomino_home_counts_as_unset(monkeypatch) -> None:
    monkeypatch.setenv("KINGDOMINO_HOME", "  ")
    assert saves_dir() == Path(os.environ["XDG_DATA_HOME"]) / "KingdominoFamily" / "saves"


def test_saves_and_settings_go_to_the_data_and_config_folders() -> None:
    store = SaveStore()
    s = session()
    slot = store.save(s, "one")
    auto = store.autosave(s)
    prefs = save_settings(Settings())
    data, config = Path(os.environ["XDG_DATA_HOME"]), Path(os.environ["XDG_CONFIG_HOME"])
    assert data in slot.parents and data in auto.parents and config in prefs.parents


def test_never_writes_inside_the_program_folder(monkeypatch, repo_root: Path) -> None:
    target = repo_root / "portable-data-test"
    monkeypatch.setenv("KINGDOMINO_HOME", str(target))
    with pytest.raises(SaveError, match="program folder"):
        SaveStore().save(session(), "x")
    with pytest.raises(SaveError, match="program folder"):
        SaveStore().autosave(session())
    with pytest.raises(SaveError, match="program folder"):
        save_settings(Settings())
    assert not target.exists()


def test_importing_saves_does_no_work(tmp_path: Path, repo_root: Path) -> None:
    """Import with folders pointing nowhere writable: nothing is looked up or created."""
    env = {**os.environ, "KINGDOMINO_HOME": str(tmp_path / "home"), "PYTHONPATH": str(repo_root)}
    code = "import saves, saves.store, saves.settings, saves.cli, saves.format, saves.migrations"
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=tmp_path)
    assert list(tmp_path.iterdir()) == []


def frozen_at(monkeypatch, exe: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    monkeypatch.setattr(sys, "_MEIPASS", str(exe.parent / "_internal"), raising=False)


def test_frozen_build_never_writes_next_to_its_executable(monkeypatch, tmp_path: Path) -> None:
    frozen_at(monkeypatch, tmp_path / "Kingdomino" / "Kingdomino.exe")
    monkeypatch.setenv("KINGDOMINO_HOME", str(tmp_path / "Kingdomino" / "data"))
    with pytest.raises(SaveError, match="program folder"):
        SaveStore().save(session(), "x")
    monkeypatch.setenv("KINGDOMINO_HOME", str(tmp_path / "stick-data"))
    assert SaveStore().save(session(), "x").parent == tmp_path / "stick-data" / "saves"


def test_an_executable_in_the_home_folder_still_saves_in_the_user_folders(monkeypatch) -> None:
    home = Path(os.environ["XDG_DATA_HOME"]).parent
    frozen_at(monkeypatch, home / "Kingdomino.exe")
    assert SaveStore().save(session(), "x").is_relative_to(Path(os.environ["XDG_DATA_HOME"]))
    with pytest.raises(SaveError, match="program folder"):  # but not its bundle
        SaveStore(home / "_internal" / "saves").save(session(), "x")
