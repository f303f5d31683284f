"""Background music: one calm piece at a time, looping, under the sound effects.

The pieces are music/<name>.wav (made by music/make_music.py): "title" for the menus and one per
rule set, named after it. A scene asks for a piece with its `music` attribute (None: whatever
plays below it goes on); the app calls `follow` every frame, which is cheap when nothing changes.

Each piece loops on a mixer channel of its own, kept from the effects (`set_reserved`), so the
loop is the mixer's sample-exact one; a change of piece fades the old one out while the new one
fades in (the fade-in is done here, frame by frame: SDL's own would undo a mute pressed during
it). Volume and mute are read from the settings at every `follow`: the Settings sliders and the
mute key are heard at once. Without a sound device nothing here does anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pygame

MENU_PIECE = "title"  # also what a rule set without a piece of its own plays
FADE_MS = 1500
CHANNELS = 2  # two, so one piece can fade out while the next fades in

#: the key that mutes and unmutes every sound, anywhere (tests/test_music.py checks that no
#: scene uses it for anything else)
MUTE_KEY = pygame.K_F8


class MusicPlayer:
    def __init__(self, folder: Path, settings: Any) -> None:
        self.folder, self.settings = folder, settings
        self.piece: str | None = None  # the piece playing (or that would, with a sound device)
        self._channels: list[pygame.mixer.Channel] | None = None
        self._current = 0
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._level: float | None = None  # the volume last set on the playing channel
        self._fade = 1.0  # how far the playing piece has faded in, 0..1

    def level(self) -> float:
        """The music's volume now: 0 when muted."""
        if getattr(self.settings, "muted", False):
            return 0.0
        return max(0.0, min(1.0, float(getattr(self.settings, "music_volume", 0.5))))

    def piece_for(self, wanted: str) -> str:
        """`wanted` when its file is there, otherwise the menus' piece."""
        return wanted if (self.folder / f"{wanted}.wav").is_file() else MENU_PIECE

    def follow(self, scenes: Sequence[Any], dt: float = 0.0) -> None:
        """Play what the topmost scene that names a piece asks for, at the settings' volume;
        `dt` seconds have passed since the last call (the fade-in's clock)."""
        wanted = next((s.music for s in reversed(scenes) if getattr(s, "music", None)), None)
        if wanted is not None:
            self.play(wanted)
        self._fade = min(1.0, self._fade + dt * 1000 / FADE_MS)
        level = round(self.level() * self._fade, 3)
        if level != self._level and self._ready():
            assert self._channels is not None
            self._channels[self._current].set_volume(level)
            self._level = level

    def play(self, wanted: str) -> None:
        piece = self.piece_for(wanted)
        if piece == self.piece:
            return
        self.piece = piece
        if not self._ready():
            return
        assert self._channels is not None
        sound = self._sound(piece)
        old = self._channels[self._current]
        old.fadeout(FADE_MS)
        self._current = (self._current + 1) % CHANNELS
        new = self._channels[self._current]
        if sound is not None:
            new.set_volume(0.0)
            new.play(sound, loops=-1)
        self._fade, self._level = 0.0, 0.0

    def stop(self) -> None:
        if self._channels:
            for channel in self._channels:
                channel.stop()
        self.piece = None

    def _ready(self) -> bool:
        if not pygame.mixer.get_init():
            return False
        if self._channels is None:
            pygame.mixer.set_reserved(CHANNELS)  # the effects' Sound.play never takes these
            self._channels = [pygame.mixer.Channel(i) for i in range(CHANNELS)]
        return True

    def _sound(self, piece: str) -> pygame.mixer.Sound | None:
        if piece not in self._sounds:
            self._sounds.clear()  # one piece decoded at a time: a few MB each
            try:
                self._sounds[piece] = pygame.mixer.Sound(str(self.folder / f"{piece}.wav"))
            except (pygame.error, FileNotFoundError):
                self._sounds[piece] = None
        return self._sounds[piece]
