"""Queendomino (seed 004 and rulings §2): Kingdomino's draft with towns, knights and tax,
buildings, towers, the Queen, the Dragon and coins.

A turn is place → tax → build → bribe → claim; tax, build and bribe are optional
(Skip) and passed over when nothing is possible. The economy lives in the kingdoms'
layers and counters and in `state.ext` (see `economy_steps`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, Place
from ..buildings import building, buildings_of
from ..economy import crown_layer
from ..errors import BadOptions
from ..fullscore import extra_terms
from ..kingdom import DIRS
from ..layers import COINS, GUARD
from ..rng import Rng
from ..scoring import Bonus
from ..state import Options, State
from ..view import TowerZone
from ..words import N_
from . import kingdomino as kd
from .base import Adapters, HiddenZone, Limits, RuleSet, ScorePart
from .economy_steps import (
    PRICES,
    BribeStep,
    BuildingPiles,
    BuildStep,
    TaxStep,
    refill_rows,
)

START_COINS = 7
START_KNIGHTS = 1


def table(o: Options) -> kd.Table:
    """Rulings §2.1: all 48 dominoes, lines of 4; 2 players 7×7 with 2 kings each."""
    return kd.Table(48, 2, 4, 7) if o.players == 2 else kd.Table(48, 1, 4, 5)


def check_options(o: Options) -> None:
    if o.rules != "queendomino":
        raise BadOptions(f"these are not Queendomino options: rules {o.rules!r}")
    if o.players not in (2, 3, 4):
        raise BadOptions("Queendomino is for 2, 3 or 4 players")
    if o.mighty_duel or o.four_choices:
        raise BadOptions("Mighty Duel and four choices are Kingdomino variants")


def setup(o: Options, rng: Rng) -> State:
    check_options(o)
    state = kd.setup_table(o, rng, table(o), ("queendomino",))
    for k in state.kingdoms:
        k.vals[COINS] = START_COINS
        k.vals[GUARD] = START_KNIGHTS
    pile = [b.id for b in buildings_of("queendomino")]
    rng.shuffle(pile)
    state.ext = {"rows": [[pile.pop() for _ in PRICES]], "piles": [pile], "dragons": [None],
                 "bribed": [], "burned": [], "queen": None, "placed": None}
    return state


class PlaceStep(kd.PlaceStep):
    """Kingdomino's placement, remembering the squares for the tax step."""

    def apply(self, state: State, action: Action) -> None:
        super().apply(state, action)
        if isinstance(action, Place):
            dr, dc = DIRS[action.dir]
            state.ext["placed"] = [[action.row, action.col], [action.row + dr, action.col + dc]]
        else:
            state.ext["placed"] = None


def end_turns(state: State) -> None:
    kd.move_lines(state, table(state.options).line)


def crowns(state: State, n: int) -> list[int] | None:
    return crown_layer(state.kingdoms[n], building)


def score_terms(state: State, n: int) -> Sequence[Bonus]:
    return extra_terms(state.kingdoms[n], building, queen=state.ext.get("queen") == n)[1]


def hidden_zones(state: State) -> tuple[HiddenZone, ...]:
    return (TowerZone(kd.TOWER, True, ("queendomino",)), BuildingPiles())


# the Queen's, the buildings' and the coins' points come after the territories on the results
SCORE_PARTS = (
    kd.SCORE_PARTS[0],
    ScorePart("queen", N_("The Queen"), kind="royal", words="the Queen"),
    ScorePart("buildings", N_("Buildings"), listed=True, nouns=("building", "buildings"), kind="buildings",
              words="buildings"),
    # the note names COINS_PER_POINT as one whole phrase (a test holds them equal)
    ScorePart("coins", N_("Coins"), note=N_("1 per 3"), kind="money", words="coins"),
    *kd.SCORE_PARTS[1:],
)

RULES = RuleSet(
    name="queendomino",
    title="Queendomino",
    summary=N_("Adds knights and tax, buildings, the Queen and the Dragon"),
    limits=Limits(kingdoms=(2, 3, 4), options=(kd.MIDDLE_KINGDOM, kd.HARMONY, kd.DYNASTY)),
    check_options=check_options,
    setup=setup,
    draft_step=kd.ClaimStep(),
    turn_steps=(PlaceStep(), TaxStep(), BuildStep(), BribeStep(), kd.ClaimStep()),
    end_turns=end_turns,
    round_end=refill_rows,  # Dragon home; the board slides towards the cheap end and refills
    bonus_rules=kd.bonus_rules,
    match_games=lambda o: 3 if o.dynasty else 1,
    score_terms=score_terms,
    crown_layer=crowns,
    hidden_zones=hidden_zones,
    adapters=Adapters(table="game.ui.table.queendomino.pieces:QTable", breakdown=True, bonus_label="{name}",
                      ai_terms="game.ai.evaluate:QUEENDOMINO_TERMS",
                      ai_hard_weights="game.ai.econ_terms:HARD_ECON_WEIGHTS", ai_leaf="leaf_queendomino",
                      ai_horizon=6,
                      lesson="queendomino"),
    score_parts=SCORE_PARTS,
)
