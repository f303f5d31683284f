"""Words the table draws in more than one place, in the player's language: a score in points, an
AI level's name, who won and what decided it. (What the table asks of a player: prompts.py.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.levels import level
from game.i18n import _, ngettext, pgettext
from game.i18n.formats import names_list, number

if TYPE_CHECKING:
    from game.session import Seat


def points(n: int) -> str:
    return ngettext("{n} pt", "{n} pts", n).format(n=number(n))


def level_title(name: str | None) -> str:
    """An AI level's name in the player's language ("Normal" when the seat names none)."""
    return pgettext("AI level", level(name or "normal").title)


def winners_title(seat: Seat, names: list[str]) -> str:
    """The banner's title at the end: who won (a team's two names win together), or who share it."""
    if len(names) > 1:
        return _("{names} share the win").format(names=names_list(names))
    if seat.partner is not None:
        return _("{names} win!").format(names=seat.kingdom_name)
    return _("{name} wins!").format(name=seat.kingdom_name)


def decided_text(total: int, decided_by: str) -> str:
    """The winner's points, and the tie-breaker that decided the win when the score did not."""
    n = number(total)
    if decided_by == "largest territory":
        return ngettext("{n} point, decided by the largest territory",
                        "{n} points, decided by the largest territory", total).format(n=n)
    if decided_by == "crowns":
        return ngettext("{n} point, decided by crowns", "{n} points, decided by crowns", total).format(n=n)
    return ngettext("{n} point", "{n} points", total).format(n=n)


def terrain_name(name: str) -> str:
    """A terrain's name as a label ("Forest"), from the engine's id ("forest")."""
    names = {"wheat": pgettext("terrain", "Wheat"), "forest": pgettext("terrain", "Forest"),
             "lake": pgettext("terrain", "Lake"), "grassland": pgettext("terrain", "Grassland"),
             "swamp": pgettext("terrain", "Swamp"), "mine": pgettext("terrain", "Mine"),
             "town": pgettext("terrain", "Town"), "castle": pgettext("terrain", "Castle")}
    return names.get(name, name.capitalize())
