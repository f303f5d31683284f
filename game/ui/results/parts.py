"""A rule set's score parts as the results read them: its declaration (`RuleSet.score_parts`),
territories first, each part's caption and colour. The results list no rule set's parts."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.rules import TERRITORIES, ScorePart
from game.engine.scoring import Breakdown
from game.i18n import _, ngettext
from game.ui import palette

RGB = tuple[int, int, int]

#: a declaration's nouns (`ScorePart.nouns`) counted in the language, whole: "15 buildings"
COUNTED: dict[tuple[str, str], Callable[[int], str]] = {
    ("territory", "territories"): lambda n: ngettext("{count} territory", "{count} territories", n),
    ("building", "buildings"): lambda n: ngettext("{count} building", "{count} buildings", n),
    ("challenge", "challenges"): lambda n: ngettext("{count} challenge", "{count} challenges", n),
    ("Court piece", "Court pieces"): lambda n: ngettext("{count} Court piece", "{count} Court pieces", n),
    ("line", "lines"): lambda n: ngettext("{count} line", "{count} lines", n),
}
#: "See the 15 buildings ›" (the breakdown's fold), whole per noun
SEE_ALL: dict[tuple[str, str], Callable[[int], str]] = {
    ("territory", "territories"):
        lambda n: ngettext("See the territory ›", "See the {count} territories ›", n),
    ("building", "buildings"):
        lambda n: ngettext("See the building ›", "See the {count} buildings ›", n),
    ("challenge", "challenges"):
        lambda n: ngettext("See the challenge ›", "See the {count} challenges ›", n),
    ("Court piece", "Court pieces"):
        lambda n: ngettext("See the Court piece ›", "See the {count} Court pieces ›", n),
    ("line", "lines"): lambda n: ngettext("See the line ›", "See the {count} lines ›", n),
}


def counted_terms(nouns: tuple[str, str], n: int) -> str:
    """n of a part's terms ("15 buildings"); nouns no list here has (a toy's): as declared."""
    say = COUNTED.get(nouns)
    return say(n).format(count=n) if say else f"{n} {nouns[0] if n == 1 else nouns[1]}"


def see_all(nouns: tuple[str, str], n: int) -> str:
    """The breakdown's fold line: "See the 15 buildings ›", "See the building ›"."""
    say = SEE_ALL.get(nouns)
    if say:
        return say(n).format(count=n)
    return f"See the {nouns[0]} ›" if n == 1 else f"See the {n} {nouns[1]} ›"


def declared(parts: Sequence[ScorePart]) -> tuple[ScorePart, ...]:
    """The parts in the results' order: territories first (the engine's own part where a rule
    set declares none), then the rest as declared."""
    first = next((p for p in parts if p.name == TERRITORIES.name), TERRITORIES)
    return (first, *(p for p in parts if p.name != TERRITORIES.name))


def itemised(part: ScorePart) -> bool:
    """Its terms are listed one by one under its caption (territories have lines of their own)."""
    return part.listed and part.name != TERRITORIES.name


def has_breakdown(parts: Sequence[ScorePart]) -> bool:
    """The rule set scores parts of its own beyond territories (not only small variant bonuses):
    the results offer their breakdown by part."""
    return any(not p.minor for p in declared(parts)[1:])


def own_rows(parts: Sequence[ScorePart], bd: Sequence[Breakdown]) -> list[ScorePart]:
    """The parts the breakdown gives a row, in order: every one but the minor (summed in one
    row), and an optional one only where some kingdom has it."""
    return [p for p in declared(parts)
            if not p.minor and (not p.optional or any(p.name in b.parts() for b in bd))]


def caption(part: ScorePart) -> str:
    """Its title, and how it is counted where the declaration says ("Coins (1 per 3)")."""
    title = _(part.title)  # marked in the declaration (N_); a title no catalog has stays as declared
    return _("{part} ({counted})").format(part=title, counted=_(part.note)) if part.note else title


def colour(part: ScorePart) -> RGB:
    return palette.PART_COLOURS.get(part.kind, palette.PART_OTHER)
