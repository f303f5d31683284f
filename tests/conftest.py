"""Test set-up: headless SDL, pygame initialised once per session, private save folders."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read English words: "Automatic" must not pick up a developer's own language.
os.environ["LANGUAGE"] = "en"

# Keep compiled modules (and pytest's rewritten test modules) between runs even where the
# environment turns that off (PYTHONDONTWRITEBYTECODE): otherwise every worker compiles all of
# them again on every run, seconds of each run. __pycache__ is ignored by git.
sys.dont_write_bytecode = False

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(scope="session", autouse=True)
def _pygame_session():
    """Initialise pygame once for the whole run (only if a test module imported it)."""
    try:
        import pygame
    except ImportError:  # engine-only environments
        yield None
        return
    pygame.init()
    yield pygame
    pygame.quit()


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path_factory, monkeypatch):
    """Every test gets its own data and config folders: nothing touches the real ones."""
    base = tmp_path_factory.mktemp("userdirs")
    monkeypatch.setenv("XDG_DATA_HOME", str(base / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(base / "config"))
    monkeypatch.delenv("KINGDOMINO_HOME", raising=False)
    yield


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return ROOT


# The longest tests (whole games played at the table, generators checked against their files,
# the AI's searches, every screen at every size) start first, so that with both cores busy
# (pytest-xdist) neither waits alone on one of them at the end. Order only: every test still
# runs, and none depends on another. test_suite_order.py checks that each entry still names a test.
LONG_FIRST = (
    "test_ui_xxl_table.py::test_whole_",
    "test_ui_queendomino.py::test_whole_",
    "test_ui_shell_app.py::test_smoke_passes_and_reports_timing",
    "test_packaging.py::test_startup_time_command_reports_source_numbers",
    "test_lessons.py::test_the_lesson_files_are_what_the_generator_writes",
    "test_ai_xxl.py::",
    "test_ai.py::test_hidden_parts",
    "test_sprites.py::test_committed_files",
    "test_ui_button_labels.py::",
    "test_ui_toy_table.py::test_the_toy_rule_set_is_played_to_the_end",
    "test_coach.py::test_every_kind_of_royal_wedding_decision",
    "test_ui_table_play.py::test_full_game",
    "test_ui_results_whole.py::",
    "test_ui_scale_menus.py::",
    "test_ui_scale_table.py::",
)


def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    def rank(item) -> int:  # type: ignore[no-untyped-def]
        return next((i for i, key in enumerate(LONG_FIRST) if key in item.nodeid), len(LONG_FIRST))

    items.sort(key=rank)  # stable: the rest keep their order
