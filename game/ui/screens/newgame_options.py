"""The New game screen's pieces a rule set's declaration drives: kingdom counts (with their
grid where the count sets it, as in Royal Wedding XXL), teams of two (a seat's partner), and
options that are a choice among values rather than a switch (XXL's Court sets).

Kept apart from `newgame.py` so that screen only hooks these in: what counts a rule
set offers, how a count reads, the partner column and the choices.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.rules import OptionSpec, get_rules
from game.i18n import ngettext

#: a partner column value: None (no partner) or the partner's (kind, level)
PartnerKind = tuple[str, str | None] | None
PARTNER_NAMES = ("Ysolde", "Wynn", "Tamsin", "Rowan", "Oswin")


@dataclass
class PartnerDraft:
    """The second person of a team being set up (a Person at Start)."""

    name: str
    kind: str = "human"
    level: str | None = None
    named: bool = False


def counts_for(rules: str) -> list[int]:
    """How many seats (kingdoms) the rule set is played with."""
    return sorted(get_rules(rules).limits.kingdoms)


def count_caption(rules: str, n: int) -> str:
    """'3 kingdoms · 9×9' where the grid follows the count (XXL), 'N players' otherwise."""
    # each form a whole caption (a language may order the count, grid and castle its own way)
    grid, start = get_rules(rules).limits.grids.get(n, (0, 1))
    if not grid:
        return ngettext("{n} player", "{n} players", n).format(n=n)
    if start > 1:
        return ngettext("{n} kingdom · {grid}×{grid} · {start}×{start} castle",
                        "{n} kingdoms · {grid}×{grid} · {start}×{start} castle", n).format(
            n=n, grid=grid, start=start)
    return ngettext("{n} kingdom · {grid}×{grid}", "{n} kingdoms · {grid}×{grid}", n).format(n=n, grid=grid)


def partner_name(i: int) -> str:
    return PARTNER_NAMES[i % len(PARTNER_NAMES)]


def choices_of(rules: str) -> tuple[OptionSpec, ...]:
    """The rule set's options that are a choice among values, not a switch."""
    return tuple(o for o in get_rules(rules).limits.options if not o.switch)


def switches_of(rules: str) -> tuple[OptionSpec, ...]:
    return tuple(o for o in get_rules(rules).limits.options if o.switch)


def choice_from_variants(text: str, spec: OptionSpec) -> object:
    """A choice remembered in settings' `last_variants` as `<field>_<value>` (the first value
    when none is)."""
    for part in text.split(","):
        field, _, value = part.rpartition("_")
        if field == spec.field and value in [str(v) for v in spec.values]:
            return spec.values[[str(v) for v in spec.values].index(value)]
    return spec.values[0]


def choices_as_variants(choices: dict[str, object]) -> list[str]:
    return [f"{field}_{value}" for field, value in choices.items()]
