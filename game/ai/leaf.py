"""Hard's learned leaf value (docs/AI.md, (o)): what a kingdom will total at the end of the game,
read from where a playout stops.

The evaluation terms add the kingdom's quantities (points, room to grow, coins, knights, town
squares, towers, the Queen) with weights guessed by hand. Here the same quantities, unweighed,
go through a linear model per number of placements still to come, fitted at development time
to how self-play games of four Normal players really ended (`game.ai.train_leaf`, numpy). The
weights ship as data (`data/<name>.json`, named by the rule set's `Adapters.ai_leaf`) and are
read in pure Python; a rule set without one keeps the terms.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..engine.buildings import building
from ..engine.economy import (
    KNIGHTS_PER_DOMINO,
    building_points,
    coins,
    guard,
    queen_term,
    tax_per_collection,
    towers,
)
from ..engine.fullscore import extra_terms
from ..engine.rules import get_rules
from ..engine.rules.economy_steps import hosts_queen, town_sites
from ..engine.scoring import Territory
from ..engine.state import State
from .econ_terms import Economy
from .evaluate import Analysis, Context, growth_term, harmony_term, middle_term

DATA = Path(__file__).resolve().parent / "data"

NAMES = ("points", "growth", "dead", "bonus", "buildings", "coins", "guard", "guard_used", "sites",
         "towers", "tower_lead", "queen", "queen_pts", "tax", "largest", "crowns", "challenges", "court")


def features(s: State, n: int, ctx: Context, to_come: int) -> list[float]:
    """Kingdom `n` of state `s` as the model reads it (`NAMES`), `to_come` placements still to
    make; `ctx` gives the terms' weights and the squares still to come (growth, bonuses)."""
    a = Analysis(s.kingdoms[n])
    terrs = a.territory_list()
    land = [
        float(a.points),
        growth_term(a, ctx, to_come),
        float(a.dead),
        middle_term(a, ctx, to_come) + harmony_term(a, ctx, to_come),
    ]
    shape = [float(max((t.squares for t in terrs), default=0)), float(sum(a.crowns))]
    e = ctx.economy
    if e is None:  # a rule set without coins or buildings: its economy reads as nothing
        return [*land, *[0.0] * _ECONOMY, *shape, 0.0, 0.0]
    return [*land, *_economy(s, n, terrs, to_come), *shape, *_extra(a, terrs, e)]


_ECONOMY = NAMES.index("largest") - NAMES.index("buildings")  # the features `_economy` reads


def _economy(s: State, n: int, terrs: list[Territory], to_come: int) -> list[float]:
    k = s.kingdoms[n]
    queen = hosts_queen(s, n)
    tw = towers(k)
    rival_tw = max((towers(o) for m, o in enumerate(s.kingdoms) if m != n), default=0)
    g = guard(k)
    return [
        float(sum(b.points for b in building_points(k, building, terrs))),
        float(coins(k)),
        float(g),
        float(min(g, KNIGHTS_PER_DOMINO * to_come)),  # knights that can still collect
        float(len(town_sites(k))),
        float(tw),
        float(tw - rival_tw),
        1.0 if queen else 0.0,
        float(queen_term(terrs).points) if queen else 0.0,
        float(tax_per_collection(k, building, queen)),
    ]


def _extra(a: Analysis, terrs: list[Territory], e: Economy) -> tuple[float, float]:
    """Royal Wedding XXL's challenges and The Court: the points they give the kingdom now."""
    if not (e.challenges or e.court):
        return 0.0, 0.0
    terms = extra_terms(a.kingdom, building, economy=False, challenges=e.challenges, court=e.court,
                        read=(a.crown, terrs))[1]
    won = sum(b.points for b in terms if b.group == "challenges")
    return float(won), float(sum(b.points for b in terms) - won)


@dataclass(frozen=True, slots=True)
class LeafModel:
    """Per placements still to come: the bias, then one weight per feature it was fitted on
    (`used`: their places in `NAMES`; a feature a rule set never has is left out)."""

    by_to_come: dict[int, tuple[float, ...]]
    used: tuple[int, ...] = tuple(range(len(NAMES)))

    def weights(self, to_come: int) -> tuple[float, ...]:
        """The row for `to_come`, or the nearest fitted one (a count no game reached)."""
        row = self.by_to_come.get(to_come)
        if row is None:
            row = self.by_to_come[min(self.by_to_come, key=lambda t: (abs(t - to_come), t))]
        return row

    def predict(self, f: list[float], to_come: int) -> float:
        w = self.weights(to_come)
        return w[0] + sum(a * f[i] for a, i in zip(w[1:], self.used, strict=True))


def read(path: Path) -> LeafModel:
    """A model file; ValueError when it names a feature `features` does not read."""
    d = json.loads(path.read_text(encoding="utf-8"))
    names = list(d["names"])
    if not set(names) <= set(NAMES) or len(set(names)) != len(names):
        raise ValueError(f"{path.name} was fitted on other features: train it again (game.ai.train_leaf)")
    rows = {int(t): tuple(float(x) for x in w) for t, w in d["by_to_come"].items()}
    if not rows or any(len(w) != len(names) + 1 for w in rows.values()):
        raise ValueError(f"{path.name}: every row needs a bias and {len(names)} weights")
    return LeafModel(rows, tuple(NAMES.index(n) for n in names))


@cache
def model_for(rules: str) -> LeafModel | None:
    """The rule set's learned leaf (its declaration's `ai_leaf`), or None: the terms value it."""
    name = get_rules(rules).adapters.ai_leaf
    return None if name is None else read(DATA / f"{name}.json")


def kingdom_worth(model: LeafModel, s: State, n: int, ctx: Context, to_come: int) -> float:
    """Kingdom `n`'s expected final total by the model."""
    return model.predict(features(s, n, ctx, to_come), to_come)
