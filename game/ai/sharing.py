"""What a search asks of Hard's helper processes (`game.ai.helpers` keeps them).

The search (montecarlo, players) types its `helpers` argument with these protocols, so it
never imports the module that runs it inside the helper processes (no import circle).
"""

from __future__ import annotations

from typing import Protocol

from ..engine.actions import Action
from ..engine.rng import Rng
from ..engine.state import State


class HelperTeam(Protocol):
    """The helpers working on one search."""

    def rows(self) -> list[dict[int, float]]:
        """The rows (candidate index -> worth on one deal) that came in since the last call."""
        ...

    def keep(self, alive: list[int]) -> None:
        """The candidates still alive (indices): the helpers stop playing the others."""
        ...

    def close(self) -> None:
        """The search is over: the helpers are free for the next one."""
        ...


class HelperPool(Protocol):
    """Helper processes a search may share its deals with."""

    def team(self, v: State, actions: list[list[Action]], rng: Rng, seconds: float) -> HelperTeam | None:
        """The helpers free for a search of these candidates (None: none is free)."""
        ...
