"""The turn loop every rule set shares: list legal actions, apply one.

`apply` never changes the state it is given: it validates on the original,
then plays the action on a copy. `apply_inplace` is the fast path for search
(the AI's playouts) and is equally strict about validation.
"""

from __future__ import annotations

from .actions import Action, NextGame, Skip
from .errors import IllegalAction
from .rng import Rng, seed_from
from .rules import RuleSet, Step, get_rules
from .scoring import Breakdown, Place, ranking, score
from .state import Options, State


def new_game(options: Options | None = None, seed: int | str = 0) -> State:
    """A fresh game (or the first game of a match) from options and a seed."""
    o = options or Options()
    rules = get_rules(o.rules)
    state = rules.setup(o, Rng(seed_from(seed)))
    state.match.games = rules.match_games(o)
    return state


def current_step(state: State) -> Step | None:
    if state.phase == "over":
        return None
    rules = get_rules(state.options.rules)
    if state.phase == "draft":
        return rules.draft_step
    for step in rules.turn_steps:
        if step.name == state.step:
            return step
    raise IllegalAction("bad_state", f"unknown step {state.step!r}")


def match_continues(state: State) -> bool:
    return state.phase == "over" and state.match.number < state.match.games


def is_over(state: State) -> bool:
    """The whole match (one game, or the last game of a Dynasty) is finished."""
    return state.phase == "over" and not match_continues(state)


def legal_actions(state: State) -> list[Action]:
    step = current_step(state)
    if step is None:
        return [NextGame()] if match_continues(state) else []
    actions = step.legal(state)
    if step.optional:
        actions.append(Skip(step.name))
    return actions


def validate(state: State, action: Action) -> None:
    """Raise IllegalAction with the reason when `action` is not legal now."""
    step = current_step(state)
    if step is None:
        if isinstance(action, NextGame) and match_continues(state):
            return
        raise IllegalAction("game_over", "the game is over", action)
    if isinstance(action, NextGame):
        raise IllegalAction("not_over", "the game is not over yet", action)
    if isinstance(action, Skip):
        if not step.optional or action.step != step.name:
            raise IllegalAction("cannot_skip", f"the {step.name} step cannot be skipped", action)
        return
    step.validate(state, action)


def apply(state: State, action: Action) -> State:
    """The state after `action`; raises IllegalAction and leaves `state` untouched."""
    validate(state, action)
    new = state.copy()
    _carry_out(new, action)
    return new


def apply_inplace(state: State, action: Action) -> None:
    validate(state, action)
    _carry_out(state, action)


def _carry_out(state: State, action: Action) -> None:
    rules = get_rules(state.options.rules)
    if isinstance(action, NextGame):
        _next_game(state, rules)
        return
    step = current_step(state)
    assert step is not None
    if not isinstance(action, Skip):
        step.apply(state, action)
    state.moves += 1
    _advance(state, rules, step)


def _advance(state: State, rules: RuleSet, done: Step) -> None:
    """Move to the next step that applies, the next king, or the next round."""
    if state.phase == "play":
        names = [s.name for s in rules.turn_steps]
        for step in rules.turn_steps[names.index(done.name) + 1 :]:
            if step.applies(state):
                state.step = step.name
                return
    state.turn += 1
    while True:
        if state.turn >= len(state.order):
            rules.end_turns(state)
            if state.phase == "over":
                _record_result(state, rules)
                return
        if state.phase == "draft":
            state.step = rules.draft_step.name
            return
        for step in rules.turn_steps:
            if step.applies(state):
                state.step = step.name
                return
        state.turn += 1  # nothing for this king to do


def scores(state: State) -> list[Breakdown]:
    """Each kingdom's score breakdown as it stands."""
    bonus = get_rules(state.options.rules).bonus_rules(state.options)
    return [score(k, bonus) for k in state.kingdoms]


def standings(state: State) -> list[Place]:
    """The ranking of this game (rulings §1.6)."""
    return ranking([(b.total, b.largest, b.crowns) for b in scores(state)])


def match_standings(state: State) -> list[Place]:
    """A Dynasty's ranking on running totals; a single game ranks as `standings`.

    The rulebook names no tie-breaker for a Dynasty: equal totals share the place.
    """
    if state.match.games == 1:
        return standings(state)
    totals = state.match.totals(len(state.kingdoms))
    return ranking([(totals[k], 0, 0) for k in range(len(state.kingdoms))])


def _record_result(state: State, rules: RuleSet) -> None:
    if len(state.match.results) < state.match.number:
        state.match.results.append([b.total for b in scores(state)])


def _next_game(state: State, rules: RuleSet) -> None:
    fresh = rules.setup(state.options, state.rng)
    fresh.match = state.match
    fresh.match.number += 1
    for name in ("kingdoms", "kings", "towers", "box", "discard", "drafts", "phase", "tower",
                 "order", "turn", "step", "round", "moves", "rng"):
        setattr(state, name, getattr(fresh, name))

