"""Issue 16, point 7: no ALSA or SDL noise on the terminal without a sound card; one log line."""

from __future__ import annotations

import os

import pygame

from game import app
from game.audio import LOG_NAME, init_mixer
from game.paths import crash_log_dir


def no_sound_card(monkeypatch) -> None:
    def noisy_init(*_args, **_kwargs) -> None:
        # what libasound does when there is no card: talk on fd 2, then SDL fails
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", noisy_init)


def test_starting_without_a_sound_card_is_quiet_and_says_so_once_in_the_log(monkeypatch, capfd) -> None:
    no_sound_card(monkeypatch)
    for _ in range(3):  # three starts
        app._init_pygame()
    captured = capfd.readouterr()
    assert "ALSA" not in captured.err and "ALSA" not in captured.out
    log = (crash_log_dir() / LOG_NAME).read_text(encoding="utf-8").splitlines()
    assert len(log) == 1 and "plays silent" in log[0]


def test_sound_coming_back_is_noted_once(monkeypatch, tmp_path, capfd) -> None:
    no_sound_card(monkeypatch)
    assert init_mixer(tmp_path) is False
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44100, -16, 2))
    assert init_mixer(tmp_path) is True  # already open: nothing to note
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: None)
    calls = iter([None, (44100, -16, 2), None, (44100, -16, 2)])
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: next(calls))
    assert init_mixer(tmp_path) is True
    assert init_mixer(tmp_path) is True
    log = (tmp_path / LOG_NAME).read_text(encoding="utf-8").splitlines()
    assert len(log) == 2 and "back" in log[1]
    assert capfd.readouterr().err == ""
