"""Royal Wedding XXL on the New game screen: kingdom counts with their grid, teams of
two (a seat's partner), and The Court's sets.

Kept apart from `newgame.py` so that screen only hooks these in: what counts a rule
set offers, how a count reads, the partner column and the Court choice.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.rules.xxl import GRIDS

#: a partner column value: None (no partner) or the partner's (kind, level)
PartnerKind = tuple[str, str | None] | None
PARTNER_NAMES = ("Ysolde", "Wynn", "Tamsin", "Rowan", "Oswin")
COURT_SETS = (0, 1, 2)
COURT_NAMES = {0: "Without The Court", 1: "The Court · 1 set", 2: "The Court · 2 sets"}
#: said on the form while the XXL AI is being written (the table shows the engine's refusal)


@dataclass
class PartnerDraft:
    """The second person of a team being set up (a Person at Start)."""

    name: str
    kind: str = "human"
    level: str | None = None
    named: bool = False


def counts_for(rules: str) -> list[int]:
    """How many seats (kingdoms) the rule set is played with."""
    return sorted(GRIDS) if rules == "xxl" else [2, 3, 4]


def count_caption(rules: str, n: int) -> str:
    """'3 kingdoms · 9×9' for XXL (the grid follows the count), 'N players' otherwise."""
    if rules != "xxl":
        return f"{n} players"
    grid, start = GRIDS[n]
    extra = " · 2×2 castle" if start == 2 else ""
    return f"{n} kingdoms · {grid}×{grid}{extra}"


def partner_name(i: int) -> str:
    return PARTNER_NAMES[i % len(PARTNER_NAMES)]


def court_from_variants(text: str) -> int:
    """The Court's sets remembered in settings' `last_variants` as `court_N`."""
    for part in text.split(","):
        if part.startswith("court_") and part[6:].isdigit() and int(part[6:]) in COURT_SETS:
            return int(part[6:])
    return 0
