"""Test set-up: headless SDL, pygame initialised once per session, private save folders."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

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
