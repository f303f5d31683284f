"""The packaged app's recipe and the rules it relies on, checked without building it.

Building takes a while and is done by CI through packaging/build_app.sh and
packaging/smoke_frozen.sh; here the spec is run with stand-ins for PyInstaller's
Analysis/EXE/COLLECT/BUNDLE, so what it *asks for* is checked in milliseconds.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path
from typing import Any

import pytest

from game import paths
from game.launch import process_age, process_start_time
from game.startup_time import parse_timing

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "pyinstaller.spec"
DESKTOP = ROOT / "packaging" / "kingdomino.desktop"
IGNORED_DIRS = {
    ".git",
    ".venv",
    "__pycache__",
    ".pytest_cache",
    ".ruff_cache",
    ".hypothesis",
    "build",
    "dist",
}

needs_app = pytest.mark.skipif(
    importlib.util.find_spec("game.app") is None, reason="game/app.py has not landed yet"
)


class Recorder:
    """Stands in for one of PyInstaller's build steps: keeps what the spec passed."""

    def __init__(self, kind: str, calls: dict[str, list[tuple[tuple[Any, ...], dict[str, Any]]]]) -> None:
        self.kind = kind
        self.calls = calls

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls.setdefault(self.kind, []).append((args, kwargs))
        return Step(self.kind)


class Step:
    """What Analysis/PYZ/EXE/COLLECT return; the spec reads a few attributes off Analysis."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.pure = self.scripts = self.binaries = self.datas = []


def run_spec(monkeypatch: pytest.MonkeyPatch, platform: str = "linux") -> dict[str, Any]:
    """Execute the spec as PyInstaller would, on a pretend `platform`; return each step's kwargs."""
    monkeypatch.setattr(sys, "platform", platform)
    calls: dict[str, list[tuple[tuple[Any, ...], dict[str, Any]]]] = {}
    namespace: dict[str, Any] = {"SPECPATH": str(ROOT), "__file__": str(SPEC), "__name__": "__main__"}
    for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        namespace[kind] = Recorder(kind, calls)
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return {kind: (args, kwargs) for kind, [(args, kwargs)] in calls.items()}


def bundled(datas: list[tuple[str, str]]) -> dict[str, str]:
    """{source path relative to the repo: destination folder} with '/' separators."""
    return {Path(src).resolve().relative_to(ROOT).as_posix(): Path(dest).as_posix() for src, dest in datas}


# --- the spec ------------------------------------------------------------------------


def test_spec_parses_and_has_no_absolute_paths() -> None:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    absolute = re.compile(r"^(/|~[/\\]|[A-Za-z]:[\\/]|\\\\)")
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            assert not absolute.match(node.value), f"absolute path in the spec: {node.value!r}"
    assert "SPECPATH" in SPEC.read_text(encoding="utf-8")


def test_spec_builds_a_windowed_one_folder_app(monkeypatch: pytest.MonkeyPatch) -> None:
    steps = run_spec(monkeypatch)
    (scripts,), analysis = steps["Analysis"]
    assert [Path(s).resolve() for s in scripts] == [ROOT / "main.py"]
    _, exe = steps["EXE"]
    assert exe["name"] == "Kingdomino"
    assert exe["console"] is False
    assert exe["exclude_binaries"] is True  # one folder, not one file
    assert exe["upx"] is False
    _, collect = steps["COLLECT"]
    assert collect["name"] == "Kingdomino" and collect["upx"] is False
    assert "BUNDLE" not in steps  # the .app is for macOS only
    assert [Path(p).resolve() for p in analysis["pathex"]] == [ROOT]


def test_spec_bundles_sprites_maps_and_engine_data(monkeypatch: pytest.MonkeyPatch) -> None:
    _, analysis = run_spec(monkeypatch)["Analysis"]
    files = bundled(analysis["datas"])
    for folder in ("sprites", "maps"):
        expected = {
            p.relative_to(ROOT).as_posix()
            for p in (ROOT / folder).rglob("*")
            if p.is_file() and p.suffix != ".py" and "__pycache__" not in p.parts
        }
        assert expected, f"{folder}/ is empty"
        assert expected <= files.keys(), f"not bundled: {sorted(expected - files.keys())}"
    assert any(name.endswith(".tmx") for name in files)
    assert "sprites/icon.png" in files
    from game.engine import content

    data = content.DATA_DIR.relative_to(ROOT).as_posix()
    engine_json = sorted(p.relative_to(ROOT).as_posix() for p in content.DATA_DIR.glob("*.json"))
    assert engine_json
    for name in engine_json:
        # same relative place as in the source tree: game.engine finds it next to its modules
        assert files.get(name) == data
    for src, dest in files.items():
        assert Path(src).parent.as_posix() == dest, f"{src} would land in {dest}"
        assert not src.endswith((".py", ".pyc")), f"source file bundled as data: {src}"


def test_spec_bundles_every_data_file_of_the_game_packages(monkeypatch: pytest.MonkeyPatch) -> None:
    # rules text, engine content, anything that is not Python under game/ and saves/
    _, analysis = run_spec(monkeypatch)["Analysis"]
    files = bundled(analysis["datas"])
    for package in ("game", "saves"):
        for p in (ROOT / package).rglob("*"):
            if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".py", ".pyc"):
                assert p.relative_to(ROOT).as_posix() in files


def test_spec_lists_the_game_modules_and_excludes_dev_tools(monkeypatch: pytest.MonkeyPatch) -> None:
    _, analysis = run_spec(monkeypatch)["Analysis"]
    for name in ("game.launch", "game.paths", "game.engine.content", "saves.cli", "saves.locations"):
        assert name in analysis["hiddenimports"]
    assert not any(name.startswith("tests") for name in analysis["hiddenimports"])
    # developer commands (pyproject's [tool.kingdomino] developer-tools) are not shipped
    tools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["kingdomino"][
        "developer-tools"]
    for tool in ("game.tools", "game.ai.tournament", "saves.bench_index", *tools):
        assert tool in analysis["excludes"]
        assert not any(name == tool or name.startswith(tool + ".") for name in analysis["hiddenimports"])
    for name in ("tkinter", "_tkinter", "pytest", "_pytest", "hypothesis", "ruff", "PyInstaller"):
        assert name in analysis["excludes"]


def test_spec_icons_per_platform(monkeypatch: pytest.MonkeyPatch) -> None:
    _, exe = run_spec(monkeypatch, "win32")["EXE"]
    assert Path(exe["icon"]).resolve() == ROOT / "sprites" / "icon.ico"
    mac = run_spec(monkeypatch, "darwin")
    _, bundle = mac["BUNDLE"]
    assert bundle["name"] == "Kingdomino.app"
    assert bundle["info_plist"]["CFBundleName"] == "Kingdomino"


def test_icons_exist_in_their_formats() -> None:
    png = (ROOT / "sprites" / "icon.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    ico = (ROOT / "sprites" / "icon.ico").read_bytes()
    assert ico[:4] == b"\x00\x00\x01\x00"


# --- the scripts CI calls ---------------------------------------------------------------


@pytest.mark.parametrize("script", ["build_app.sh", "smoke_frozen.sh"])
def test_packaging_scripts_are_valid_bash(script: str) -> None:
    path = ROOT / "packaging" / script
    assert path.read_text(encoding="utf-8").startswith("#!/usr/bin/env bash\n")
    result = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr


def test_build_requirements_pin_pyinstaller() -> None:
    text = (ROOT / "packaging" / "requirements-build.txt").read_text(encoding="utf-8")
    assert re.search(r"^pyinstaller==\d+\.\d+\.\d+$", text, re.MULTILINE)
    assert "pygame\n" not in text and not re.search(r"^pygame==", text, re.MULTILINE)


# --- the Linux desktop entry ----------------------------------------------------------------


def test_desktop_entry_has_the_required_keys() -> None:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Kingdomino"
    assert entry["Exec"].split()[0] == "Kingdomino"
    assert entry["Icon"] == "kingdomino"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";") and entry["Categories"].endswith(";")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, timeout=30
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


# --- finding bundled files, from source and frozen -----------------------------------------


def test_paths_from_source() -> None:
    assert not getattr(sys, "frozen", False)
    assert paths.resource_root() == ROOT
    assert paths.sprites_dir() == ROOT / "sprites"
    assert paths.maps_dir() == ROOT / "maps"
    assert (paths.sprites_dir() / "icon.png").is_file()
    assert any(paths.maps_dir().glob("*.tmx"))


def test_paths_when_frozen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    bundle = tmp_path / "Kingdomino" / "_internal"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert paths.resource_root() == bundle
    assert paths.sprites_dir() == bundle / "sprites"
    assert paths.maps_dir() == bundle / "maps"


def test_user_folders_are_outside_the_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Frozen, the saves and settings folders must still be the per-user ones.
    pytest.importorskip("saves.locations")
    from saves import locations

    bundle = tmp_path / "Kingdomino" / "_internal"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    for folder in (locations.data_dir(), locations.saves_dir(), locations.config_dir()):
        assert bundle not in folder.parents and ROOT not in folder.parents
        assert folder.is_relative_to(Path(os.environ["XDG_DATA_HOME"])) or folder.is_relative_to(
            Path(os.environ["XDG_CONFIG_HOME"])
        )


def snapshot(root: Path) -> dict[str, tuple[int, int]]:
    """Every file of the source tree (caches, venv and builds aside) with its size and mtime."""
    found = {}
    for here, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in IGNORED_DIRS]
        for name in files:
            p = Path(here) / name
            st = p.stat()
            found[p.relative_to(root).as_posix()] = (st.st_size, st.st_mtime_ns)
    return found


@needs_app
def test_smoke_run_writes_nothing_into_the_source_tree(tmp_path: Path) -> None:
    # Run from a private copy of the tree: other work going on in the checkout cannot
    # disturb the comparison, and a stray write cannot dirty the checkout.
    tree = tmp_path / "tree"
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(*IGNORED_DIRS), symlinks=True)
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONDONTWRITEBYTECODE="1",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    env.pop("PYTHONPATH", None)
    before = snapshot(tree)
    result = subprocess.run(
        [sys.executable, str(tree / "main.py"), "--smoke", "--seed", "3"],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    after = snapshot(tree)
    assert result.returncode == 0, result.stdout + result.stderr
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    assert changed == [], f"the smoke run wrote into the source tree: {changed}"


# --- the start-up timing command -----------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "seconds"),
    [
        ("startup: first frame after 0.512 s\n", 0.512),
        ("KINGDOMINO start-up 734 ms to first frame", 0.734),
        ("first_frame=1.25", 1.25),
        ("Startup time: 2s", 2.0),
        ("loaded 12 sprites in 3 ms", None),
        ("", None),
    ],
)
def test_parse_timing(line: str, seconds: float | None) -> None:
    assert parse_timing(line) == (pytest.approx(seconds) if seconds is not None else None)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_process_age_is_the_age_of_this_process() -> None:
    age = process_age()
    assert age is not None and 0 < age < 24 * 3600
    started = process_start_time()
    assert started is not None and 0 < time.time() - started < 24 * 3600


@needs_app
def test_startup_time_command_reports_source_numbers() -> None:
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    result = subprocess.run(
        [sys.executable, "-m", "game.startup_time", "--runs", "1"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "source:" in result.stdout and "whole process (wall)" in result.stdout
