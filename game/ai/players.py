"""The three levels behind one signature: (view, random generator, time budget) -> action.

Every player receives a *view* (`game.engine.view`), never the full state,
so it cannot read the tower's order or face-down lines; Hard samples those
with `determinize` when it needs a future.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.actions import Action, Claim, Discard, Place
from ..engine.game import legal_actions
from ..engine.rng import Rng
from ..engine.state import State
from . import clock, easy, greedy, montecarlo, steps
from .econ_terms import econ_weights
from .evaluate import check_rules, context
from .levels import player_of
from .sharing import HelperPool

DEFAULT_BUDGET = 1.0  # seconds per move for Hard unless Settings say otherwise
OTHER_SHARE = 0.85  # share of its budget Hard gives an XXL step or decision at most

# (view, rng, budget, helpers): only Hard's search uses the helper processes
Player = Callable[[State, Rng, float, HelperPool | None], Action]


def check_view(v: object) -> State:
    """The view itself, or ValueError when given anything else (a full state leaks the future)."""
    if not isinstance(v, State):
        raise ValueError(f"an AI needs a view of the game, not {type(v).__name__}")
    if v.hidden is None:
        raise ValueError("an AI needs view(state), not the full state: it must not see hidden dominoes")
    return v


def check_level_rules(level: str, rules: str) -> None:
    """UnsupportedRules naming the level when it has no terms for rule set `rules`."""
    check_rules(rules, f"{level.capitalize()} AI")


def _is_kingdomino_turn(v: State, legal: list[Action]) -> bool:
    """The turn is one of the place/claim steps the levels plan for."""
    return v.step in ("place", "claim") and all(isinstance(a, Place | Discard | Claim) for a in legal)


def easy_player(v: State, rng: Rng, budget: float, helpers: HelperPool | None = None) -> Action:
    return easy.plan(v, rng)[0]


def normal_player(v: State, rng: Rng, budget: float, helpers: HelperPool | None = None) -> Action:
    # Normal is deterministic and needs far less than any sensible budget; a tiny budget
    # only narrows the placements it pairs with claims.
    keep = greedy.KEEP_PLACEMENTS if budget >= 0.05 else 2
    return normal_plan(v, keep)[0]


def normal_plan(v: State, keep: int = greedy.KEEP_PLACEMENTS) -> list[Action]:
    ctx = context(v)
    if v.step == "place" and v.phase == "play":
        best = greedy.joint(v, ctx, keep)[0]
        return [best[1]] if best[2] is None else [best[1], best[2]]
    return greedy.plan(v)


def hard_player(v: State, rng: Rng, budget: float, helpers: HelperPool | None = None) -> Action:
    return montecarlo.choose(v, rng, budget, helpers)


def choose(level: str, v: State, rng: Rng, budget: float, helpers: HelperPool | None = None) -> Action:
    """The move of the acting seat at `level` (see the package's docstring); `helpers`: Hard's
    helper processes (`game.ai.helpers`), when the caller keeps some."""
    start = clock.now()  # the budget covers everything from here
    check_view(v)
    player: Player = player_of(level)  # ValueError naming the levels for an unknown one
    check_level_rules(level, v.options.rules)  # before anything, even a forced move
    legal = legal_actions(v)
    if not legal:
        raise ValueError("the game is over: there is nothing to choose")
    if len(legal) == 1:
        return legal[0]  # forced: a discard, a last free domino, the next game of a match
    # Normal's weighing of a step or an XXL decision can take seconds on big kingdoms: Hard's
    # budget caps it (Normal and the hints take their time, as they do everywhere).
    deadline = start + OTHER_SHARE * budget if level == "hard" else None
    # Hard weighs its steps as Normal does, with its own economy guesses.
    if level == "hard" and montecarlo.searched_step(v):  # tax and build: looked ahead
        return montecarlo.choose(v, rng, budget, helpers, start)
    if steps.is_step(v):  # tax, build, bribe
        if level == "easy":
            return steps.simple_step(v, rng)
        return steps.normal_step(v, context(v, econ=econ_weights(level, v.options.rules)), deadline)
    if steps.is_other(v):  # Royal Wedding XXL's other steps and decisions
        if level == "easy":
            return rng.choice(legal)
        return steps.normal_any(v, context(v, econ=econ_weights(level, v.options.rules)), deadline)
    if level == "hard":  # one deadline: the search counts from this call's start
        return montecarlo.choose(v, rng, budget, helpers, start)
    return player(v, rng, budget - (clock.now() - start), helpers)


def hint(v: State, rng: Rng) -> list[Action]:
    check_view(v)
    check_rules(v.options.rules, "Normal AI (hints)")
    legal = legal_actions(v)
    if not legal:
        return []
    if steps.is_step(v):
        return [steps.normal_step(v, context(v))]
    if steps.is_other(v):
        return [steps.normal_any(v, context(v))]
    if not _is_kingdomino_turn(v, legal):
        return legal  # between the games of a Dynasty match: the next game, the one thing to do
    # Even a forced placement (or discard) comes with the claim planned with it.
    return normal_plan(v)
