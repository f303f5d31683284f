"""Computer opponents: Easy, Normal and Hard behind one entry point. No pygame here.

API for the UI
--------------
    from game.ai import LEVELS, choose, hint
    from game.engine import view
    from game.engine.rng import Rng

    LEVELS == ("easy", "normal", "hard")
    DEFAULT_BUDGET == 1.0                              # Hard's seconds per move by default

    action = choose(level, view(state), rng, budget)   # an Action legal in `state`
    action = choose("hard", view(state), rng, budget, helpers)   # ... Hard on every core
    ghosts = hint(view(state), rng)                    # [Place|Discard, Claim] / [Claim] / [Place]

`choose(level: str, v: State, rng: Rng, budget: float) -> Action`
    The move of the acting seat at `level`. `v` must be a view
    (`v.hidden is not None`), otherwise ValueError: a player never sees the
    tower's order, the set-aside box or face-down lines; Hard samples those
    from the dominoes not yet seen. `budget` is seconds of thinking: Hard
    uses up to about 93% of it (default in the game: 1 s, settable in
    Settings); Easy and Normal always answer in well under 100 ms and treat
    it only as a cap. ValueError for an unknown level or a finished game;
    UnsupportedRules (a ValueError) when `v.options.rules` is a rule set the
    AI has no terms for (a rule set's declaration names them:
    `evaluate.rule_sets()`), e.g. "the Hard AI has no terms for rule set 'toy' yet".
    It is safe to call from a worker thread: it reads `v` only, keeps no
    state between calls, and the same (view, rng seed) gives the same
    answer for Easy and Normal. `helpers` (a `game.ai.helpers.Helpers`, kept
    by the caller for the program's life) lets Hard's search play deals on
    the machine's other cores too; only Hard's place and claim searches use
    them, one search at a time.

`hint(v: State, rng: Rng) -> list[Action]`
    What Normal would do for the acting seat: at a place step the
    placement AND the claim it plans with it (just the placement in the
    last round, where nothing is claimed), at a claim step just the claim;
    [] once the game is over. Draw them as ghosts. UnsupportedRules as
    for `choose`.

Turns in the 'play' phase have two steps (place, then claim). A level
decides both together at the place step and returns the placement; asked
again at the claim step it re-plans from the new view: Easy and Normal are
deterministic functions of the kingdom holding the placement, so they
claim exactly what they planned; Hard re-runs its evaluation of the claims
with the placement now fixed (same evaluation, all of the budget on the
claims), so it keeps its plan unless more samples show a better claim.

Queendomino and Royal Wedding XXL add steps after the placement (tax,
build, bribe; XXL also C′, the Court) and decisions (giants, footprints,
events' choices, the Court's payment and square): Easy and Normal answer
them by `steps` (Normal: the action after which the kingdom is worth most,
as the engine carries it out); Hard plays them as Normal does and searches
the placement and the claim.

The AI copies no rule: territories, legal spots, point gains, bonuses and
the rounds left come from the engine (`game.engine.analysis` holds the fast
forms a search needs, each tested against the plain engine function).

Modules: `evaluate` (the evaluation terms per rule set, and so the rule
sets the AI plays), `econ_terms` (the economy's term: coins, knights,
buildings, towers, the Queen), `steps` (tax, build, bribe and every other
step or decision), `easy`, `greedy` (Normal), `montecarlo` (Hard), `playout` (the fast
policies Hard's playouts use), `players` (the entry points),
`helpers` (Hard's helper processes), `tournament` (`python -m game.ai.tournament
--help`), `fingerprint` (a hash
of the levels' choices over seeded games, to show a refactor changed none).
"""

from __future__ import annotations

from .evaluate import UnsupportedRules, rule_sets
from .levels import LEVEL_NAMES as LEVELS
from .players import DEFAULT_BUDGET, check_view, choose, hint

__all__ = ["DEFAULT_BUDGET", "LEVELS", "UnsupportedRules", "check_view", "choose", "hint", "rule_sets"]
