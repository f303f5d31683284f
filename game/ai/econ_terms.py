"""The economy's evaluation term (Queendomino, and the XXL kingdoms that reuse it).

A kingdom's coins, knights, town squares, buildings and towers are worth what the engine
says they score (`economy.building_points`, `economy.queen_term`, `economy.coins_term`,
`economy.tax_per_collection`), plus a weighed guess of what they will still become while
turns remain: coins and tax income turn into buildings where there are town squares to
build on, knights in the guard collect tax, towers keep or bring the Queen.

The AI only weighs here; every count and every score comes from the engine. The term
needs to know, besides the kingdom, whether the seat hosts the Queen and how many towers
its rivals have: `Economy`, read from the state once per turn (or per candidate action
when the action may move the Queen).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.analysis import KingdomReading
from ..engine.buildings import building
from ..engine.economy import (
    COINS_PER_POINT,
    KNIGHTS_PER_DOMINO,
    building_points,
    coins,
    guard,
    queen_term,
    tax_per_collection,
    towers,
)
from ..engine.fullscore import extra_terms
from ..engine.rules.economy_steps import hosts_queen, town_sites
from ..engine.rules.xxl_common import challenges
from ..engine.state import State

COIN_POINTS = 1 / COINS_PER_POINT  # coins_term's rate without its rounding down


@dataclass(frozen=True, slots=True)
class EconWeights:
    """Guesses about the future of an economy (tuned with the tournament). The fields after
    `queen_odds` are off (0, False) unless a level's guesses turn them on: Normal plays as before."""

    build_net: float = 2.5  # points a building brings beyond the coins it costs (at 1/3 each)
    price: float = 2.5  # coins an average building costs
    tax_squares: float = 2.5  # squares of the territory a later knight will tax
    tax_reach: float = 0.0  # ... or this share of the kingdom's largest territory, if more
    knight_use: float = 0.8  # share of the guard's knights that will get to collect
    tower: float = 0.3  # points per tower while the Queen can still move
    queen_odds: float = 0.8  # chance a host keeps the Queen to the end while turns remain
    queen_chase: float = 0.0  # chance a kingdom not hosting her wins her, level on towers with the most
    queen_lead: float = 0.0  # ... either chance, more (or less) per tower ahead of (behind) the rivals' most
    rich_net: float = 0.0  # points more a building brings when the seat could pay for it twice over
    look_build: bool = False  # a placement is also worth the build right after it (not only the tax)


ECON_WEIGHTS = EconWeights()
# Hard's own guesses, tuned in 4-player Queendomino against three Normal (docs/AI.md): a knight
# kept for a larger territory, a building worth more beyond its price, the Queen won or kept by
# towers, a rich kingdom's town squares, the build a placement allows at once. Normal keeps the
# plainer ones above: the levels are a ladder, and Normal's targets are met with them.
HARD_ECON_WEIGHTS = EconWeights(build_net=3.0, tax_squares=5.0, tax_reach=1.2, queen_odds=0.5,
                                tower=0.6, queen_chase=0.3, queen_lead=0.15, rich_net=1.0,
                                look_build=True)


def econ_weights(level: str, rules: str) -> EconWeights:
    """The economy guesses a level weighs with in a rule set (Hard's own where they were
    measured: the rule set's declaration names them, `Adapters.ai_hard_weights`)."""
    from ..engine.rules import get_rules, load

    path = get_rules(rules).adapters.ai_hard_weights
    return load(path) if level == "hard" and path is not None else ECON_WEIGHTS


@dataclass(frozen=True, slots=True)
class Economy:
    """What the economy term needs besides the kingdom: the Queen's host and the rivals' towers."""

    seat: int
    queen: bool  # this seat hosts the Queen
    rival_towers: int  # most towers among the other kingdoms
    weights: EconWeights = ECON_WEIGHTS
    challenges: tuple[str, ...] = ()  # Royal Wedding XXL: the game's challenges
    court: bool = False  # Royal Wedding XXL: The Court is played


def economy_of(s: State, seat: int, weights: EconWeights = ECON_WEIGHTS) -> Economy:
    rivals = [towers(k) for n, k in enumerate(s.kingdoms) if n != seat]
    return Economy(seat, hosts_queen(s, seat), max(rivals, default=0), weights,
                   challenges(s), bool(s.options.court))


def economy_value(a: KingdomReading, e: Economy, turns: int) -> float:
    """The economy's worth in points for the kingdom read as `a`, `turns` placements (each with
    its tax and build steps) still to come for this seat."""
    k = a.kingdom
    terrs = a.territory_list()
    pts = float(sum(b.points for b in building_points(k, building, terrs)))
    if e.challenges or e.court:  # the engine's own terms, as they stand now
        pts += sum(b.points for b in extra_terms(k, building, economy=False, challenges=e.challenges,
                                                 court=e.court, read=(a.crown, terrs))[1])
    have = coins(k)
    if turns <= 0:
        if e.queen:
            pts += queen_term(terrs).points
        # Unrounded, so a last build is not weighed against a coin that rounding hides.
        return pts + have * COIN_POINTS
    w = e.weights
    tw = towers(k)
    if e.queen or w.queen_chase or w.queen_lead:
        # The Queen goes to whoever builds to the most towers: a lead keeps her, a gap loses her.
        odds = w.queen_odds if e.queen else w.queen_chase
        if w.queen_lead:
            odds = min(1.0, max(0.0, odds + w.queen_lead * (tw - e.rival_towers)))
        pts += odds * queen_term(terrs).points
    # Coins and the tax the guard will still collect buy buildings, one a turn, as long as
    # there are town squares to put them on; beyond that they are worth what coins score.
    largest = max((t.squares for t in terrs), default=0)
    per = max(w.tax_squares, w.tax_reach * largest) + tax_per_collection(k, building, e.queen)
    income = min(guard(k), KNIGHTS_PER_DOMINO * turns) * per * w.knight_use
    sites = float(len(town_sites(k)))
    builds = min(sites, float(turns), (have + income) / w.price)
    pts += (have + income) * COIN_POINTS + w.build_net * max(0.0, builds)
    if w.rich_net:  # a rich seat builds the best tile on offer, whatever its price
        pts += w.rich_net * max(0.0, min(sites, float(turns), (have + income) / (2 * w.price)))
    return pts + w.tower * tw

