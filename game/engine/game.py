"""The turn loop every rule set shares: list legal actions, apply one.

`apply` never changes the state it is given: it validates on the original,
then plays the action on a copy. `apply_inplace` is the fast path for search
(the AI's playouts) and is equally strict about validation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields

from .actions import Action, NextGame, Skip
from .errors import BadOptions, IllegalAction, Why
from .rng import Rng, seed_from
from .rules import RuleSet, Step, get_rules
from .scoring import BonusRule, Breakdown, Place, ranking, score
from .state import EDITION, Options, State
from .words import N_


def new_game(options: Options | None = None, seed: int | str = 0) -> State:
    """A fresh game (or the first game of a match) from options and a seed."""
    o = options or Options()
    if not 1 <= o.edition <= EDITION:
        raise BadOptions(f"content edition {o.edition} is not one this game knows (1 to {EDITION})")
    rules = get_rules(o.rules)
    declared = {spec.field: spec.values for spec in rules.limits.options}
    for name, value in o.own:
        if name not in declared:
            raise BadOptions(f"{rules.title} has no option {name!r}")
        if value not in declared[name]:
            allowed = list(declared[name])
            raise BadOptions(f"option {name} of {rules.title} is one of {allowed}, not {value!r}")
    state = rules.setup(o, Rng(seed_from(seed)))
    state.match.games = rules.match_games(o)
    return state


RESUME = "_resume"  # ext key: the step whose decisions are pending, to go on from after them


def current_step(state: State) -> Step | None:
    """The step the actor is on: the first pending decision, else the acting king's step."""
    if state.pending:
        name = state.pending[0]["step"]
        step = get_rules(state.options.rules).decisions.get(name)
        if step is None:
            raise IllegalAction("bad_state", f"unknown decision {name!r}")
        return step
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


def actor(state: State) -> int | None:
    """The kingdom that must act now (a pending decision's owner, else the acting king's)."""
    return state.actor


def acting_king(state: State) -> int | None:
    """The king whose holder decides now: a session maps it to a person."""
    return state.acting_king


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
        raise IllegalAction("game_over", Why(N_("the game is over")), action)
    if isinstance(action, NextGame):
        raise IllegalAction("not_over", Why(N_("the game is not over yet")), action)
    if isinstance(action, Skip):
        if not step.optional or action.step != step.name:
            # the step by its name in the values (the player sees which step it is on the table)
            raise IllegalAction("cannot_skip", Why(N_("this step cannot be skipped"), step=step.name), action)
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
    if state.pending:
        decision = state.pending.pop(0)
        if not isinstance(action, Skip):
            # a decision's step is also handed the decision it answers (Step's apply is not)
            step.apply(state, action, decision)  # type: ignore[call-arg]
        if rules.after_decision is not None:
            rules.after_decision(state)
        state.moves += 1
        if state.pending:
            return  # more decisions are owed (a decision may queue another)
        resume = state.ext.pop(RESUME, None)
        if resume is not None:  # the step that queued them is done: the turn goes on
            _advance(state, rules, _turn_step(rules, state, resume))
        return
    if not isinstance(action, Skip):
        step.apply(state, action)
    state.moves += 1
    if state.pending:
        state.ext[RESUME] = step.name  # decisions first, then the step after this one
        return
    _advance(state, rules, step)


def _turn_step(rules: RuleSet, state: State, name: str) -> Step:
    if state.phase == "draft":
        return rules.draft_step
    return next(s for s in rules.turn_steps if s.name == name)


def _advance(state: State, rules: RuleSet, done: Step) -> None:
    """Move to the next step that applies, the next king, or the next round.

    Decisions a round hook queues (an event) come before the first king's step, which is
    already set when they are made."""
    if state.phase == "play":
        names = [s.name for s in rules.turn_steps]
        for step in rules.turn_steps[names.index(done.name) + 1 :]:
            if step.applies(state):
                state.step = step.name
                return
    state.turn += 1
    while True:
        if state.turn >= len(state.order):
            _end_turns(state, rules)
            if state.phase == "over":
                _record_result(state)
                return
        if state.phase == "draft":
            state.step = rules.draft_step.name
            return
        for step in rules.turn_steps:
            if step.applies(state):
                state.step = step.name
                return
        state.turn += 1  # nothing for this king to do


def _round_ends(state: State) -> bool:
    """Towers play their phases in the order of `state.drafts`: the round ends after the last
    tower's phase (and the first claims, in `draft`, end round 0)."""
    return state.phase == "draft" or state.tower == next(reversed(state.drafts))


def _end_turns(state: State, rules: RuleSet) -> None:
    """Every king in `order` acted. The loop owns the round's structure: the rule set's
    `round_end` (in play), then its `end_turns` (the lines move on, or the next tower's phase,
    or the game ends), then its `round_start` once a new round has begun."""
    ends = _round_ends(state)
    if ends and state.phase == "play" and rules.round_end is not None:
        rules.round_end(state)
    rules.end_turns(state)
    if ends and state.phase != "over" and rules.round_start is not None:
        rules.round_start(state)


def scores(state: State) -> list[Breakdown]:
    """Each kingdom's score breakdown as it stands."""
    rules = get_rules(state.options.rules)
    bonus = rules.bonus_rules(state.options)  # once for every kingdom: the AI's playouts call this
    return [_score_one(state, n, rules, bonus) for n in range(len(state.kingdoms))]


def score_of(state: State, n: int) -> Breakdown:
    """Kingdom `n`'s score breakdown as it stands (the same as `scores(state)[n]`, for one)."""
    rules = get_rules(state.options.rules)
    return _score_one(state, n, rules, rules.bonus_rules(state.options))


def _score_one(state: State, n: int, rules: RuleSet, bonus: Sequence[BonusRule]) -> Breakdown:
    crowns = rules.crown_layer(state, n) if rules.crown_layer else None
    terms = rules.score_terms(state, n) if rules.score_terms else ()
    return score(state.kingdoms[n], bonus, crowns, terms)


def standings(state: State) -> list[Place]:
    """The ranking of this game (rulings §1.6, or the rule set's own key)."""
    rules = get_rules(state.options.rules)
    return ranking([rules.ranking_key(b) for b in scores(state)])


def match_standings(state: State) -> list[Place]:
    """A Dynasty's ranking on running totals; a single game ranks as `standings`.

    The rulebook names no tie-breaker for a Dynasty: equal totals share the place.
    """
    if state.match.games == 1:
        return standings(state)
    totals = state.match.totals(len(state.kingdoms))
    return ranking([(totals[k], 0, 0) for k in range(len(state.kingdoms))])


def _record_result(state: State) -> None:
    if len(state.match.results) < state.match.number:
        state.match.results.append([b.total for b in scores(state)])


def _next_game(state: State, rules: RuleSet) -> None:
    fresh = rules.setup(state.options, state.rng)
    fresh.match = state.match
    fresh.match.number += 1
    for f in fields(State):
        if f.name not in ("options", "match", "hidden"):
            setattr(state, f.name, getattr(fresh, f.name))

