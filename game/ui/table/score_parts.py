"""A score in its parts, in words: what hovering a score shows (score_hover.py draws it), and
the placement preview's split when a domino moves more than one part ("territories +4,
challenges −5"). The parts are the engine's (`Breakdown.parts()`); only their names are said
here."""

from __future__ import annotations

from game.engine.rules import score_parts
from game.engine.scoring import Breakdown
from game.i18n import N_, _

#: how a part reads within a sentence, by its name: the declarations' `words` (English only in
#: the engine), marked here for the catalogs (tests/test_i18n_table.py keeps the two the same)
IN_A_SENTENCE = {"territories": N_("territories"), "buildings": N_("buildings"), "coins": N_("coins"),
                 "queen": N_("the Queen"), "challenges": N_("challenges"), "court": N_("the Court")}


def part_words(group: str) -> str:
    """A score part as it reads within a sentence, from its rule set's declaration (a group
    no declaration names is said with its underscores as spaces rather than left out)."""
    part = next((p for p in score_parts() if p.name == group), None)
    if part is None:
        return group.replace("_", " ")
    return _(IN_A_SENTENCE[group]) if group in IN_A_SENTENCE else _(part.title)


def part_title(group: str) -> str:
    """A score part as a label ("Territories"), its declaration's title."""
    part = next((p for p in score_parts() if p.name == group), None)
    return group.replace("_", " ").capitalize() if part is None else _(part.title)


def signed(n: int) -> str:
    """"+3", "+0", "−2" (a true minus sign)."""
    return f"{n:+d}".replace("-", "\u2212")


def changes(before: Breakdown, after: Breakdown) -> list[tuple[str, int]]:
    """The parts whose points a move changes, in the engine's order, with the change."""
    old, new = before.parts(), after.parts()
    return [(g, new.get(g, 0) - old.get(g, 0)) for g in dict.fromkeys([*new, *old])
            if new.get(g, 0) != old.get(g, 0)]


def gain_words(gain: int, parts: list[tuple[str, int]]) -> str:
    """The preview's note: the total alone, or each part when more than one changes (a total
    of +0 can hide a gain and an equal loss)."""
    if len(parts) < 2:
        return signed(gain)
    return ", ".join(f"{part_words(g)} {signed(n)}" for g, n in parts)
