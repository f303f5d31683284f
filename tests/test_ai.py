"""The AI players: legal moves only, views only, reproducible, consistent place/claim plans."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest

from game.ai import LEVELS, UnsupportedRules, choose, easy, greedy, hint, montecarlo, rule_sets
from game.ai.players import normal_plan
from game.engine import (
    Claim,
    Discard,
    NextGame,
    Options,
    Place,
    apply,
    is_over,
    legal_actions,
    new_game,
    view,
)
from game.engine.analysis import claimable
from game.engine.rng import Rng
from game.engine.state import State

TINY = 0.01  # Hard's budget in tests: a few playouts at most, so games stay fast

TABLES = [
    Options(players=2),
    Options(players=3),
    Options(players=4),
    Options(players=2, mighty_duel=True),
    Options(players=3, four_choices=True),
    Options(players=4, middle_kingdom=True, harmony=True),
    Options(players=2, dynasty=True),
]


def play_game(options: Options, seed: int, levels: list[str], budget: float = TINY) -> State:
    """A whole match where every seat is an AI; fails on any illegal or non-view move."""
    state = new_game(options, seed=seed)
    rngs = [Rng(seed * 10 + p) for p in range(options.players)]
    while not is_over(state):
        seat = state.actor
        assert seat is not None
        v = view(state)
        action = choose(levels[seat % len(levels)], v, rngs[seat], budget)
        assert action in legal_actions(state), f"{levels[seat % len(levels)]} chose illegal {action}"
        state = apply(state, action)
    return state


@pytest.mark.parametrize("options", TABLES, ids=lambda o: "-".join([str(o.players), *o.enabled()]))
def test_every_level_plays_only_legal_actions(options: Options) -> None:
    rotations = [["easy", "normal", "hard", "normal"], ["hard", "easy", "normal", "easy"]]
    for n, levels in enumerate(rotations):
        final = play_game(options, seed=100 + n, levels=levels)
        assert is_over(final)
        assert all(k.filled > 1 for k in final.kingdoms)


def test_many_seeded_games_stay_legal_for_easy_and_normal() -> None:
    for seed in range(6):
        for players in (2, 3, 4):
            play_game(Options(players=players), seed=seed, levels=["normal", "easy"])


def test_a_player_only_ever_receives_a_view() -> None:
    state = new_game(Options(players=3), seed=4)
    for level in LEVELS:
        with pytest.raises(ValueError, match="view"):
            choose(level, state, Rng(1), TINY)
    with pytest.raises(ValueError, match="view"):
        hint(state, Rng(1))
    with pytest.raises(ValueError):
        choose("normal", "not a state", Rng(1), TINY)  # type: ignore[arg-type]


def test_unknown_level_and_finished_game_are_refused() -> None:
    state = new_game(Options(players=2), seed=4)
    with pytest.raises(ValueError, match="unknown AI level"):
        choose("expert", view(state), Rng(1), TINY)
    final = play_game(Options(players=2), seed=5, levels=["normal"])
    with pytest.raises(ValueError, match="over"):
        choose("normal", view(final), Rng(1), TINY)
    assert hint(view(final), Rng(1)) == []


def test_dynasty_moves_on_to_the_next_game() -> None:
    state = new_game(Options(players=2, dynasty=True), seed=8)
    while state.phase != "over":
        state = apply(state, choose("normal", view(state), Rng(2), TINY))
    assert not is_over(state) and state.match.number == 1
    assert choose("easy", view(state), Rng(2), TINY) == NextGame()
    assert hint(view(state), Rng(2)) == [NextGame()]


def _states_along_a_game(players: int, seed: int, every: int = 3) -> list[State]:
    """Real states met in a game played by Normal, one in `every` moves."""
    state = new_game(Options(players=players), seed=seed)
    out = []
    while not is_over(state):
        if state.moves % every == 0:
            out.append(state)
        state = apply(state, greedy.plan(view(state))[0])
    return out


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_same_seed_same_choice(level: str) -> None:
    for state in _states_along_a_game(4, seed=11, every=5):
        v = view(state)
        first = choose(level, v, Rng(77), 1.0)
        again = choose(level, view(state), Rng(77), 1.0)
        assert first == again


def test_easy_uses_its_generator() -> None:
    """Different seeds must sometimes change Easy's placement (it is noisy, not fixed)."""
    differ = 0
    for state in _states_along_a_game(2, seed=12, every=1):
        if state.step == "place" and len(legal_actions(state)) > 3:
            v = view(state)
            differ += choose("easy", v, Rng(1), 1.0) != choose("easy", v, Rng(2), 1.0)
    assert differ > 0


def _scrambled(state: State, rng: Rng) -> State:
    """The same game with everything a seated player cannot see changed: tower order,
    which dominoes were set aside in the box, and the generator."""
    other = state.copy()
    unseen = other.towers["main"] + other.box
    rng.shuffle(unseen)
    n = len(other.towers["main"])
    other.towers["main"] = unseen[:n]
    other.box = sorted(unseen[n:])
    other.rng = Rng(rng.next64())
    return other


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hidden_parts_do_not_change_any_choice(players: int) -> None:
    checked = 0
    rng = Rng(99)
    for state in _states_along_a_game(players, seed=20 + players, every=4):
        other = _scrambled(state, rng)
        assert other.towers != state.towers or other.box != state.box or not state.towers["main"]
        v1, v2 = view(state), view(other)
        assert v1 == v2  # the views really hide the difference
        for level in ("easy", "normal"):
            assert choose(level, v1, Rng(5), 1.0) == choose(level, v2, Rng(5), 1.0)
        assert hint(v1, Rng(5)) == hint(v2, Rng(5))
        # Hard is timed; with a fixed number of samples it is a pure function of the view.
        h1 = montecarlo.search(v1, Rng(5), 60.0, max_samples=2)[0].actions
        h2 = montecarlo.search(v2, Rng(5), 60.0, max_samples=2)[0].actions
        assert h1 == h2
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("players", [2, 4])
def test_claim_step_follows_the_plan_made_at_the_place_step(players: int) -> None:
    """Normal and Easy plan placement and claim together; after placing, they claim as planned."""
    state = new_game(Options(players=players), seed=31)
    pairs = 0
    while not is_over(state):
        v = view(state)
        if state.step == "place" and state.phase == "play":
            for level, planned in (("normal", normal_plan(v)), ("easy", easy.plan(v, Rng(state.moves)))):
                if len(planned) == 2:
                    placed = apply(state, planned[0])
                    assert placed.step == "claim"
                    assert choose(level, view(placed), Rng(123), 1.0) == planned[1]
                    pairs += 1
        state = apply(state, greedy.plan(v)[0])
    assert pairs >= 20


def test_hint_shows_placement_and_claim_together() -> None:
    state = new_game(Options(players=3), seed=41)
    seen_place = seen_claim = seen_last = False
    while not is_over(state):
        v = view(state)
        ghosts = hint(v, Rng(3))
        assert ghosts[0] == choose("normal", v, Rng(3), 1.0)
        if state.step == "place":
            assert isinstance(ghosts[0], Place | Discard)
            if claimable(v):
                assert len(ghosts) == 2 and isinstance(ghosts[1], Claim)
                after = apply(state, ghosts[0])
                assert ghosts[1] in legal_actions(after)
                seen_place = True
            else:
                assert len(ghosts) == 1
                seen_last = True
        else:
            assert len(ghosts) == 1 and isinstance(ghosts[0], Claim)
            seen_claim = True
        state = apply(state, ghosts[0])
    assert seen_place and seen_claim and seen_last


def test_hard_spends_samples_and_prefers_its_best_candidate() -> None:
    state = new_game(Options(players=4), seed=51)
    for _ in range(12):
        state = apply(state, greedy.plan(view(state))[0])
    v = view(state)
    ranked = montecarlo.search(v, Rng(1), 60.0, max_samples=8)
    assert ranked[0].results, "the best candidate was judged by playouts"
    assert all(a in legal_actions(state) for a in ranked[0].actions[:1])
    best = ranked[0].mean
    n = len(ranked[0].results)
    assert all(c.mean <= best for c in ranked if len(c.results) == n)


def test_kingdominos_search_drops_a_candidate_later_and_on_firmer_evidence() -> None:
    """Playouts to the end keep every candidate for FULL_MIN_SAMPLES deals, then drop only
    those FULL_PRUNE_Z standard errors behind (docs/AI.md (w)); rule sets whose playouts stop
    at a horizon keep MIN_SAMPLES and PRUNE_Z."""
    state = new_game(Options(players=4), seed=51)
    for _ in range(12):
        state = apply(state, greedy.plan(view(state))[0])
    v = view(state)
    st = montecarlo.setting(v)
    assert (st.min_samples, st.prune_z) == (montecarlo.FULL_MIN_SAMPLES, montecarlo.FULL_PRUNE_Z)
    early = montecarlo.FULL_MIN_SAMPLES - 1
    ranked = montecarlo.search(v, Rng(1), 60.0, max_samples=early)
    assert len(ranked) > 2 and all(len(c.results) == early for c in ranked)  # none dropped yet
    later = montecarlo.search(v, Rng(1), 60.0, max_samples=montecarlo.FULL_MIN_SAMPLES + 8)
    assert any(len(c.results) < len(later[0].results) for c in later)  # some dropped since
    shorter = replace(st, horizon=6)
    assert (shorter.min_samples, shorter.prune_z) == (montecarlo.MIN_SAMPLES, montecarlo.PRUNE_Z)


def test_importing_the_ai_does_not_need_pygame() -> None:
    code = "import sys, game.ai, game.ai.tournament; assert 'pygame' not in sys.modules; print('ok')"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=str(__import__("pathlib").Path(__file__).resolve().parent.parent))
    assert out.stdout.strip() == "ok"


def test_a_playout_rival_claims_what_its_kingdom_values_most_unless_it_fancies_another() -> None:
    from game.ai.evaluate import Analysis, context
    from game.ai.playout import _claim_worths, quick_claim

    state = new_game(Options(players=2), seed=3)
    state = apply(state, legal_actions(state)[0])  # seat 0 claims; seat 1 claims next
    ctx = context(view(state))
    rival = state.kings[state.king]
    worth = _claim_worths(state, Analysis(state.kingdoms[rival]), ctx, True)
    ranked = sorted(worth, key=lambda did: -worth[did])
    assert quick_claim(state, state.king, ctx, {}).domino == ranked[0]
    fancy = {ranked[-1]: worth[ranked[0]] - worth[ranked[-1]] + 1.0}
    assert quick_claim(state, state.king, ctx, fancy).domino == ranked[-1]


def test_a_playout_rival_places_where_the_quick_estimate_is_best() -> None:
    from game.ai.evaluate import Analysis, context
    from game.ai.playout import rival_place
    from game.engine.analysis import placement
    from game.engine.content import domino

    state = play_until_place_step(seed=5, turns=9)
    ctx = context(view(state))
    k = state.kingdoms[state.actor]
    did = state.claimed_domino(state.king)
    an = Analysis(k)
    best = max(an.quick(domino(did), i, j, ctx, 1) for i, j in an.spots(domino(did)))
    chosen = rival_place(state, state.king, ctx)
    assert isinstance(chosen, Place) and chosen in legal_actions(state)
    assert any(placement(k, i, j) == (chosen.row, chosen.col, chosen.dir)
               and an.quick(domino(did), i, j, ctx, 1) == best for i, j in an.spots(domino(did)))


def play_until_place_step(seed: int, turns: int) -> State:
    state = new_game(Options(players=2), seed=seed)
    done = 0
    while True:
        if state.step == "place" and state.phase == "play":
            done += 1
            if done > turns:
                return state
        state = apply(state, greedy.plan(view(state))[0])


def test_taking_the_domino_a_rival_needs_lowers_its_score_in_playouts() -> None:
    """In the last line to claim, the next rival places and then claims after us: when we take
    its clear favourite it has to settle for less, and the playout's worth (our score less the
    best rival's) is computed from the kingdoms the playout ends with."""
    from game.ai.evaluate import Analysis, context
    from game.ai.playout import RIVAL_WHIM, _claim_worths, play_out, rival_place, rivals_of, season
    from game.engine.game import apply_inplace
    from game.engine.scoring import score
    from game.engine.view import determinize

    for seed in range(40):
        state = new_game(Options(players=3), seed=seed)
        while not is_over(state):
            draft = state.drafts[state.tower]
            last_line = not state.towers[state.tower] and draft.next is not None
            free = [sl.domino for sl in (draft.next or []) if sl.king is None]
            if last_line and state.step == "claim" and len(free) >= 2:
                break
            state = apply(state, greedy.plan(view(state))[0])
        else:
            continue
        seat = state.actor
        v = view(state)
        ctx = context(v)
        # The rival's kingdom once its current domino is down, as the playout will put it.
        ahead = state.copy()
        apply_inplace(ahead, Claim(free[0]))
        rival = ahead.actor
        apply_inplace(ahead, rival_place(ahead, ahead.king, ctx))
        worth = _claim_worths(state, Analysis(ahead.kingdoms[rival]), ctx, False)
        ranked = sorted(free, key=lambda d: -worth[d])
        if worth[ranked[0]] <= worth[ranked[1]] + RIVAL_WHIM:
            continue  # its favourite is not clear enough to survive its random liking
        rival_scores = {}
        for did in ranked[:2]:
            rng = Rng(7)
            rivals = season(rivals_of(v, seat), rng)
            s = determinize(v, rng)
            apply_inplace(s, Claim(did))
            worth_of_game = play_out(s, seat, ctx, rivals, Rng(1), 1.0)
            final = [score(k).total for k in s.kingdoms]
            assert worth_of_game == final[seat] - max(x for r, x in enumerate(final) if r != seat)
            rival_scores[did] = final[rival]
        assert rival_scores[ranked[0]] < rival_scores[ranked[1]]
        return
    pytest.fail("no position with a rival's clear favourite in the last line")


def test_best_quick_is_the_first_best_quick_estimate() -> None:
    """The pruned search for the best spot finds exactly what trying every spot finds."""
    from game.ai.evaluate import Analysis, context
    from game.engine.content import domino

    for seed in range(6):
        state = new_game(Options(players=3), seed=seed)
        for _ in range(18 + seed * 4):
            if is_over(state):
                break
            state = apply(state, greedy.plan(view(state))[0])
        ctx = context(view(state))
        for k in state.kingdoms:
            an = Analysis(k)
            for did in range(1, 49):
                d = domino(did)
                spots = an.spots(d)
                for to_come in (0, 1, 5):
                    best, where = an.best_quick(d, ctx, to_come)
                    if not spots:
                        assert where is None
                        continue
                    values = [an.quick(d, *ij, ctx, to_come) for ij in spots]
                    assert best == max(values)
                    assert where == spots[values.index(best)]


def _view_of_rules(rules: str) -> State:
    """A view whose options name another rule set (the engine cannot deal one yet)."""
    v = view(new_game(Options(players=2), seed=1))
    v.options = replace(v.options, rules=rules)
    return v


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_refuses_a_rule_set_it_has_no_terms_for(level: str) -> None:
    v = _view_of_rules("toy")
    message = f"the {level.capitalize()} AI has no terms for rule set 'toy'"
    with pytest.raises(UnsupportedRules, match=message):
        choose(level, v, Rng(1), 1.0)


def test_hints_refuse_a_rule_set_the_ai_has_no_terms_for() -> None:
    with pytest.raises(UnsupportedRules, match="'toy'"):
        hint(_view_of_rules("toy"), Rng(1))


def test_the_rule_sets_the_ai_plays_are_listed_once() -> None:
    from game.engine.rules import RULE_SETS as ENGINE_RULE_SETS

    # the rule sets the AI plays are those whose declaration names its terms: every one shipped
    assert rule_sets() == ("kingdomino", "queendomino", "xxl") == ENGINE_RULE_SETS
    assert issubclass(UnsupportedRules, ValueError)  # callers catching ValueError still catch it
    for level in LEVELS:  # no refusal for the rule set it plays
        choose(level, _view_of_rules("kingdomino"), Rng(1), TINY)
