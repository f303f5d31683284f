"""The AI levels, declared once: their names, how screens call them, and how to make the player.

Read by the session (which levels a seat may have), New game, the tournament, the statistics
and `choose`. A level's player is named by a string ("module:function") and looked up on first
use, so reading the declaration costs nothing and imports no search.

Adding a level: one `Level` here and its player function; every screen and tool follows.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.engine.words import N_, NC_


@dataclass(frozen=True, slots=True)
class Level:
    name: str  # as saves and commands write it
    title: str  # as a screen names it ("Hard"), in English: screens translate it (pgettext "AI level")
    caption: str  # one sentence on how it plays, for a tooltip or a --help
    player: str  # "module:function" of its player: (view, rng, budget, helpers) -> action

    @property
    def ai_name(self) -> str:
        """How the statistics name a seat of this level."""
        return f"{self.title} AI"


LEVELS: tuple[Level, ...] = (
    Level("easy", NC_("AI level", "Easy"),
          N_("Plays the domino that looks best now, with a little chance."),
          "game.ai.players:easy_player"),
    Level("normal", NC_("AI level", "Normal"),
          N_("Weighs every placement and claim by the points they bring and keep open."),
          "game.ai.players:normal_player"),
    Level("hard", NC_("AI level", "Hard"),
          N_("Plays each choice out to the end of the game many times, on every core."),
          "game.ai.players:hard_player"),
)
LEVEL_NAMES: tuple[str, ...] = tuple(lv.name for lv in LEVELS)


def level(name: str) -> Level:
    """The level called `name`; ValueError naming the levels otherwise."""
    for lv in LEVELS:
        if lv.name == name:
            return lv
    raise ValueError(f"unknown AI level {name!r}; choose from {', '.join(LEVEL_NAMES)}")


@cache
def player_of(name: str) -> Any:
    """The player function of level `name` (imported on first use)."""
    module, _, function = level(name).player.partition(":")
    return getattr(importlib.import_module(module), function)
