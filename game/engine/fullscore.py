"""A kingdom's whole score with every term a rule set may use.

Queendomino and Royal Wedding XXL score the same way with more terms switched on:
territory crowns come from `economy.crown_layer` (giants, buildings, Court buildings),
then the Queen, building points, coins, challenges and the Court. The rule modules
and the conformance runner both score through `full_score`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import challenges as quests
from .court import court_terms
from .economy import Resolver, building_points, coins_term, crown_layer, queen_term
from .kingdom import Kingdom
from .scoring import Bonus, BonusRule, Breakdown, Territory, score, territories
from .words import N_


def extra_terms(k: Kingdom, spec: Resolver, *, queen: bool = False, economy: bool = True,
                challenges: Sequence[str] = (), court: bool = False,
                read: tuple[list[int], list[Territory]] | None = None) -> tuple[list[int], list[Bonus]]:
    """The territory crowns per square and the terms besides territories.

    `read`: the kingdom's crown layer and territories when the caller already has them (a
    searcher's one-pass reading), so they are not worked out twice; the terms read only each
    territory's terrain, squares and crowns."""
    if read is None:
        crown = crown_layer(k, spec)
        terrs = territories(k, crown)
    else:
        crown, terrs = read
    terms: list[Bonus] = []
    if economy:
        terms.append(queen_term(terrs) if queen else Bonus(N_("The Queen"), 0, "not your guest", "queen"))
        terms.extend(building_points(k, spec, terrs))
        terms.append(coins_term(k))
    for cid in challenges:
        terms.append(Bonus(quests.title(cid), quests.points(cid, k, crown, terrs), cid, "challenges"))
    if court:
        terms.extend(court_terms(k, crown))
    return crown, terms


def full_score(k: Kingdom, spec: Resolver, *, queen: bool = False, economy: bool = True,
               challenges: Sequence[str] = (), court: bool = False,
               bonus_rules: Sequence[BonusRule] = ()) -> Breakdown:
    crown, terms = extra_terms(k, spec, queen=queen, economy=economy, challenges=challenges, court=court)
    return score(k, bonus_rules, crown, terms)


def challenge_points(b: Breakdown) -> dict[str, int]:
    """Challenge id -> points, from a breakdown's `challenges` terms."""
    return {t.detail: t.points for t in b.bonuses if t.group == "challenges"}


_AT = re.compile(r"at (\d+),(\d+)$")


def square_points(b: Breakdown) -> dict[tuple[int, int], int]:
    """(row, col) -> the points the building or Court character on that square brings, from a
    breakdown's `buildings` and `court` terms (each names its square: "... at r,c")."""
    out: dict[tuple[int, int], int] = {}
    for t in b.bonuses:
        if t.group in ("buildings", "court") and (m := _AT.search(t.detail)):
            out[(int(m[1]), int(m[2]))] = t.points
    return out
