"""The AI plays Queendomino: legal actions only at every level, views only, and the choices
a player would call obvious in hand-made positions (a free building, a crown on a big town,
burning what the rival is about to buy)."""

from __future__ import annotations

import pytest

from game.ai import LEVELS, choose, hint, montecarlo, steps
from game.ai.econ_terms import Economy, econ_weights, economy_value
from game.ai.evaluate import Analysis, context
from game.engine import Options, Skip, State, apply, is_over, legal_actions, new_game, scores, view
from game.engine.analysis import KingdomReading
from game.engine.buildings import building
from game.engine.economy import building_points, coins_term, crown_layer
from game.engine.kingdom import Kingdom
from game.engine.layers import BUILDING, COINS, GUARD, TOWERS
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Bribe, Build
from game.engine.scoring import territories
from game.engine.terrain import TOWN, WHEAT

TINY = 0.01
STEP_BUDGET = 5.0  # seconds: far more than any builders' step takes


def qd(players: int, seed: int) -> State:
    return new_game(Options(rules="queendomino", players=players), seed=seed)


def play(players: int, seed: int, levels: list[str], budget: float = TINY) -> State:
    state = qd(players, seed)
    rngs = [Rng(seed * 10 + p) for p in range(players)]
    while not is_over(state):
        seat = state.actor
        assert seat is not None
        level = levels[seat % len(levels)]
        action = choose(level, view(state), rngs[seat], budget)
        assert action in legal_actions(state), f"{level} chose illegal {action} at {state.step}"
        state = apply(state, action)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_whole_queendomino_games_legally(players: int) -> None:
    for seed, levels in enumerate([["easy", "normal", "hard", "normal"], ["hard", "easy", "normal", "easy"]]):
        final = play(players, 50 + seed, levels)
        assert all(k.filled > 1 for k in final.kingdoms)


def test_many_seeded_games_stay_legal_and_normal_uses_the_builders() -> None:
    built = bribed = taxed = 0
    for seed in range(4):
        for players in (2, 4):
            state = qd(players, seed)
            rngs = [Rng(seed * 10 + p) for p in range(players)]
            while not is_over(state):
                seat = state.actor
                assert seat is not None
                level = "normal" if seat % 2 == 0 else "easy"
                a = choose(level, view(state), rngs[seat], TINY)
                assert a in legal_actions(state)
                if level == "normal":
                    built += isinstance(a, Build)
                    bribed += isinstance(a, Bribe)
                    taxed += type(a).__name__ == "Tax"
                state = apply(state, a)
    assert built > 8 and taxed > 8  # the economy is played, not skipped
    assert bribed >= 1


def _econ_states(seed: int) -> list[State]:
    """States at tax, build and bribe steps of one game played by Normal and Easy."""
    state = qd(3, seed)
    out = []
    rng = Rng(seed)
    while not is_over(state):
        if steps.is_step(state) and len(legal_actions(state)) > 1:
            out.append(state)
        state = apply(state, choose("normal" if state.actor == 0 else "easy", view(state), rng, TINY))
    return out


def test_the_building_pile_order_changes_no_choice() -> None:
    """Two games that differ only in the order of the face-down building pile look alike to
    every level: the AI never reads the pile (it gets views; Hard deals it at random)."""
    for state in _econ_states(3)[::4]:
        other = state.copy()
        other.ext["piles"][0].reverse()
        assert other.ext["piles"] != state.ext["piles"] or len(state.ext["piles"][0]) < 2
        for level in LEVELS:
            a, b = (_choice(level, view(s)) for s in (state, other))
            assert a == b


def _choice(level: str, v: State) -> object:
    """The level's choice at a builders' step, the same on every machine: Hard's search of tax
    and build on a fixed number of deals (with a budget its deal count, so its choice, would
    follow the clock: a loaded machine once made it Skip one game and Build the other)."""
    if level == "hard" and montecarlo.searched_step(v):
        return montecarlo.search(v, Rng(7), 1e9, max_samples=8)[0].actions[0]
    return choose(level, v, Rng(7), STEP_BUDGET)


def test_a_full_state_is_refused_at_the_builders_steps() -> None:
    state = _econ_states(4)[0]
    for level in LEVELS:
        with pytest.raises(ValueError, match="view"):
            choose(level, state, Rng(1), TINY)


def _at_step(step: str, players: int = 2, seed: int = 2) -> State:
    """A real game brought to `step` of kingdom 0 by Normal and Easy."""
    state = qd(players, seed)
    rng = Rng(1)
    while not (state.phase == "play" and state.step == step and state.actor == 0 and not state.pending):
        state = apply(state, choose("normal", view(state), rng, TINY))
    return state


def _town_kingdom(grid: int, town: int, coins: int) -> Kingdom:
    """A kingdom with a row of `town` town squares east of the castle (the last one free of any
    building) and a crowned wheat field west of it."""
    k = Kingdom(grid, 1)
    r, c = k.castle
    for n in range(1, town + 1):
        k.put_square(r, c + n, TOWN, 0)
    k.put_square(r, c - 1, WHEAT, 1)
    k.vals[COINS] = coins
    k.vals[GUARD] = 0
    return k


def test_normal_takes_a_free_building_worth_points() -> None:
    state = _at_step("build")
    state.kingdoms[0] = _town_kingdom(state.kingdoms[0].grid, 3, 0)
    state.ext["rows"][0] = [1, 2, 3, 4, 5, 12]  # 12: five points, in the free slot
    state.ext["queen"] = None
    a = choose("normal", view(state), Rng(1), TINY)
    assert isinstance(a, Build) and a.building == 12
    assert hint(view(state), Rng(1)) == [a]


def test_normal_puts_a_crown_on_its_big_town_rather_than_a_lone_tower() -> None:
    state = _at_step("build")
    state.kingdoms[0] = _town_kingdom(state.kingdoms[0].grid, 5, 2)
    # Building 1 (a crown for its town) costs 2, building 6 (a tower, 2 points) costs 1; a
    # rival's three towers keep the Queen out of reach, so the crown on 5 squares is worth more.
    state.ext["rows"][0] = [None, None, None, 1, 6, None]
    rival = state.kingdoms[1]
    r, c = rival.castle
    rival.put_square(r, c + 1, TOWN, 0)
    rival.set_at(BUILDING, r, c + 1, 15)
    rival.set_at(TOWERS, r, c + 1, 3)
    state.ext["queen"] = 1
    a = choose("normal", view(state), Rng(1), TINY)
    assert isinstance(a, Build) and a.building == 1


def test_normal_skips_a_build_that_is_worth_less_than_its_coins_at_the_end() -> None:
    state = _at_step("build")
    state.kingdoms[0] = _town_kingdom(state.kingdoms[0].grid, 1, 5)
    state.ext["rows"][0] = [1, None, None, None, None, None]  # 5 coins for a crown on 1 square
    state.ext["queen"] = None
    state.towers["main"] = []  # the last round: coins will only be scored
    state.drafts["main"].next = None
    assert choose("normal", view(state), Rng(1), TINY) == Skip("build")


def _bribe_position(rival_town: int) -> State:
    state = _at_step("bribe")
    grid = state.kingdoms[0].grid
    state.kingdoms[0] = _town_kingdom(grid, 1, 3)
    r, c = state.kingdoms[0].castle
    state.kingdoms[0].set_at(BUILDING, r, c + 1, 12)  # no free town square: it builds nothing
    state.kingdoms[1] = _town_kingdom(grid, rival_town, 6)
    state.ext["rows"][0] = [None, None, None, None, None, 1]  # a crown, free, for its town
    state.ext["dragons"] = [None]
    state.ext["bribed"] = []
    state.ext["queen"] = None
    return state


def test_normal_burns_the_crown_its_rival_would_build_on_a_big_town() -> None:
    state = _bribe_position(6)
    for level in ("normal", "hard"):
        assert choose(level, view(state), Rng(1), TINY) == Bribe(1)


def test_normal_keeps_its_coin_when_the_rival_has_nowhere_to_build() -> None:
    state = _bribe_position(0)
    assert choose("normal", view(state), Rng(1), TINY) == Skip("bribe")
    assert choose("easy", view(_bribe_position(6)), Rng(1), TINY) == Skip("bribe")


def test_hard_plays_the_builders_steps_between_its_placement_and_its_claim() -> None:
    state = _at_step("place", players=4, seed=5)
    ranked = montecarlo.search(view(state), Rng(3), 1e9, max_samples=3)
    assert ranked[0].results and len(ranked[0].results) == 3
    assert state.kingdoms[0].vals.get(GUARD, 0) == 0 or ranked[0].between  # its tax was planned


def test_the_economy_term_is_the_engine_score_once_nothing_is_to_come() -> None:
    for state in _econ_states(6)[::5]:
        for n, k in enumerate(state.kingdoms):
            a = Analysis(k)
            e = Economy(n, state.ext.get("queen") == n, 0)
            breakdown = scores(state)[n]
            parts = breakdown.parts()
            end = parts.get("buildings", 0) + parts.get("queen", 0)
            assert economy_value(a, e, 0) == pytest.approx(end + k.vals.get(COINS, 0) / 3)
            assert coins_term(k).points == k.vals.get(COINS, 0) // 3


def test_coins_are_worth_more_with_town_squares_and_turns_left() -> None:
    e = Economy(0, False, 0)
    bare, town = _town_kingdom(7, 0, 6), _town_kingdom(7, 3, 6)
    poor = _town_kingdom(7, 3, 0)
    assert economy_value(Analysis(town), e, 5) > economy_value(Analysis(bare), e, 5)
    assert economy_value(Analysis(town), e, 5) > economy_value(Analysis(poor), e, 5) + 2
    assert economy_value(Analysis(town), e, 0) == economy_value(Analysis(bare), e, 0) == 2.0


def test_reading_counts_building_crowns_as_the_engine_scores_them() -> None:
    """The fast reading (engine.analysis) against the plain functions on kingdoms with buildings."""
    seen = 0
    for state in _econ_states(8):
        for k in state.kingdoms:
            crown = crown_layer(k, building)
            plain = territories(k, crown)
            r = KingdomReading(k)
            assert r.points == sum(t.points for t in plain)
            fast = sorted((t.terrain, t.squares, t.crowns) for t in r.territory_list())
            assert fast == sorted((t.terrain, t.squares, t.crowns) for t in plain)
            assert building_points(k, building, r.territory_list()) == building_points(k, building, plain)
            seen += bool(k.layers.get(BUILDING))
    assert seen > 10


def test_context_carries_the_economy_only_for_rule_sets_with_builders() -> None:
    assert context(view(qd(2, 1))).economy is not None
    xxl = context(view(new_game(Options(rules="xxl", players=3), seed=1)))
    assert xxl.economy is not None and len(xxl.economy.challenges) == 4
    assert context(view(new_game(Options(players=2), seed=1))).economy is None


def test_hard_weighs_queendomino_economies_with_its_own_guesses() -> None:
    from game.ai.econ_terms import ECON_WEIGHTS, HARD_ECON_WEIGHTS, econ_weights

    assert econ_weights("hard", "queendomino") is HARD_ECON_WEIGHTS != ECON_WEIGHTS
    for level, rules in (("normal", "queendomino"), ("easy", "queendomino"), ("hard", "xxl"),
                         ("hard", "kingdomino")):
        assert econ_weights(level, rules) is ECON_WEIGHTS
    # A knight in the guard is worth more to Hard: it expects a larger territory to tax.
    k = _town_kingdom(7, 3, 0)
    k.vals[GUARD] = 1
    bare = _town_kingdom(7, 3, 0)
    gain = {w: economy_value(Analysis(k), Economy(0, False, 0, w), 5)
            - economy_value(Analysis(bare), Economy(0, False, 0, w), 5)
            for w in (ECON_WEIGHTS, HARD_ECON_WEIGHTS)}
    assert gain[HARD_ECON_WEIGHTS] > gain[ECON_WEIGHTS] > 0


def hard_weighing(v: State) -> object:
    """Hard's own weighing of a builders' step (its economy guesses): the choice its step
    search starts from and keeps unless the playouts clearly beat it; a pure function of the
    view, where the search's pick depends on how many samples the clock allowed."""
    return steps.normal_step(v, context(v, econ=econ_weights("hard", v.options.rules)))


def test_hard_keeps_knights_normal_spends_on_small_territories() -> None:
    """At the tax steps of seeded games Hard's choice differs from Normal's, and where it does
    Hard sends fewer knights: it keeps them for larger territories (its guesses, measured in
    docs/AI.md)."""
    fewer = more = 0
    for seed in (3, 4):
        state = qd(4, seed)
        rng = Rng(seed)
        while not is_over(state):
            if state.step == "tax" and not state.pending and len(legal_actions(state)) > 1:
                normal = choose("normal", view(state), Rng(0), STEP_BUDGET)
                hard = hard_weighing(view(state))
                sent = {a: len(getattr(a, "squares", ())) for a in (normal, hard)}
                fewer += sent[hard] < sent[normal]
                more += sent[hard] > sent[normal]
            state = apply(state, choose("normal", view(state), rng, TINY))
    assert fewer > 0 and more <= fewer // 4


def test_hard_playouts_spend_the_seat_knights_as_hard_does() -> None:
    """The searching seat's tax in a playout (`steps.thrifty_tax`, a cheap rule) sends the
    knights Hard's own weighing of the tax step would send, where Easy's rule (any collection above two coins
    a knight) spends them on small territories."""
    weights = econ_weights("hard", "queendomino")
    thrifty = easy_rule = seen = 0
    for seed in (3, 4):
        state = qd(4, seed)
        rng = Rng(seed)
        while not is_over(state):
            if state.step == "tax" and not state.pending and len(legal_actions(state)) > 1:
                v = view(state)
                hard = hard_weighing(v)
                sent = len(getattr(hard, "squares", ()))
                seen += 1
                thrifty += len(getattr(steps.thrifty_tax(v, weights), "squares", ())) == sent
                easy_rule += len(getattr(steps.simple_step(v, None), "squares", ())) == sent
            state = apply(state, choose("normal", view(state), rng, TINY))
    assert seen >= 20
    assert thrifty >= 0.9 * seen and easy_rule < 0.8 * seen


def test_hard_counts_on_the_queen_by_its_towers_against_the_rivals() -> None:
    """Hard's guesses: a kingdom level on towers with the most may still win the Queen (her crown
    on its largest territory), a host ahead on towers is likelier to keep her, one behind less;
    Normal counts her only while hosting, at a flat chance."""
    from dataclasses import replace

    from game.ai.econ_terms import ECON_WEIGHTS, HARD_ECON_WEIGHTS
    from game.engine.economy import queen_term

    k = _town_kingdom(7, 3, 0)
    k.set_at(BUILDING, *k.castle[:1], k.castle[1] + 1, 1)
    k.set_at(TOWERS, *k.castle[:1], k.castle[1] + 1, 2)  # two towers
    a = Analysis(k)
    crown = queen_term(a.territory_list()).points
    assert crown > 0
    plain = replace(HARD_ECON_WEIGHTS, queen_chase=0.0, queen_lead=0.0)

    def worth(w: object, queen: bool, rival_towers: int) -> float:
        return economy_value(a, Economy(0, queen, rival_towers, w), 5)  # type: ignore[arg-type]

    w = HARD_ECON_WEIGHTS
    # Not hosting: level on towers counts `queen_chase` of her crown, a tower behind less.
    assert worth(w, False, 2) - worth(plain, False, 2) == pytest.approx(w.queen_chase * crown)
    behind = (w.queen_chase - w.queen_lead) * crown
    assert worth(w, False, 3) - worth(plain, False, 3) == pytest.approx(behind)
    assert worth(w, False, 9) == pytest.approx(worth(plain, False, 9))  # far behind: no chance
    # Hosting, one tower ahead: her odds rise by `queen_lead`.
    assert worth(w, True, 1) - worth(plain, True, 1) == pytest.approx(w.queen_lead * crown)
    # Normal: only a host counts her, whatever the towers.
    assert worth(ECON_WEIGHTS, False, 2) == worth(ECON_WEIGHTS, False, 9)
    assert worth(ECON_WEIGHTS, True, 1) == worth(ECON_WEIGHTS, True, 0)


def test_a_rich_kingdom_counts_every_town_square_as_a_building_to_come() -> None:
    """Hard's guesses: when coins would pay for the buildings twice over, each free town square
    (one build a turn) is worth `rich_net` more; a poor kingdom's squares gain less."""
    from dataclasses import replace

    from game.ai.econ_terms import HARD_ECON_WEIGHTS

    w = HARD_ECON_WEIGHTS
    flat = replace(w, rich_net=0.0)
    rich, poor = _town_kingdom(7, 3, 40), _town_kingdom(7, 3, 3)
    sites = 3  # the row of three town squares, none built on

    def extra(k: Kingdom) -> float:
        a = Analysis(k)
        return economy_value(a, Economy(0, False, 0, w), 5) - economy_value(a, Economy(0, False, 0, flat), 5)

    assert extra(rich) == pytest.approx(w.rich_net * sites)
    assert 0 < extra(poor) < extra(rich)
    assert economy_value(Analysis(rich), Economy(0, False, 0, w), 0) == pytest.approx(
        economy_value(Analysis(rich), Economy(0, False, 0, flat), 0))  # nothing to come: the score


def test_hard_values_a_placement_with_the_build_it_allows_right_after() -> None:
    """`steps.turn_now`: the engine carries out the placement, then the tax and the build Normal's
    weighing picks, on copies; Hard's placements are ranked with it (Normal's with the tax alone)."""
    from game.ai import greedy
    from game.ai.econ_terms import HARD_ECON_WEIGHTS
    from game.engine.game import apply_inplace

    found = 0
    for seed in (2, 3, 4):
        state = qd(4, seed)
        rng = Rng(seed)
        while not is_over(state) and found < 3:
            if state.step == "place" and state.phase == "play" and not state.pending:
                v = view(state)
                ctx = context(v, econ=HARD_ECON_WEIGHTS)
                world = steps.world_of(v)
                for o in greedy.options(v, ctx, ctx.to_come_place)[:4]:
                    s = world.copy()
                    apply_inplace(s, o.action)
                    built = False
                    while s.actor == v.actor and not s.pending and s.step in ("tax", "build"):
                        a = steps.normal_step(s, ctx)
                        built = built or isinstance(a, Build)
                        apply_inplace(s, a)
                    if built:  # a build right after this placement: its worth is in the ranking
                        found += 1
                        assert o.extra == pytest.approx(steps.turn_now(world, o.action, ctx, o.value))
                        assert o.extra >= steps.tax_now(world, o.action, ctx, o.value) - 1e-9
            state = apply(state, choose("normal", view(state), rng, TINY))
    assert found >= 3


def test_hard_looks_ahead_at_tax_and_build_from_its_own_weighing() -> None:
    """At a tax or build step Hard's candidates are the actions its weighing values most and
    Skip, its weighing's choice first among equals; a search with fixed samples is a pure
    function of (view, rng), and what it plays is one of them, legal."""
    found = set()
    for seed in (3, 4):
        state = qd(3, seed)
        rng = Rng(seed)
        while not is_over(state) and len(found) < 2:
            v = view(state)
            if montecarlo.searched_step(v) and len(legal_actions(state)) > 2 and v.step not in found:
                ctx = context(v, econ=econ_weights("hard", "queendomino"))
                cands = montecarlo.candidates(v, ctx)
                acts = [c.actions[0] for c in cands]
                assert hard_weighing(v) in acts and any(isinstance(a, Skip) for a in acts)
                assert len(acts) <= montecarlo.STEP_KEEP + 1
                first = montecarlo.search(v, Rng(1), 60.0, max_samples=20)
                again = montecarlo.search(v, Rng(1), 60.0, max_samples=20)
                assert [c.actions for c in first] == [c.actions for c in again]
                assert first[0].actions[0] in legal_actions(state)
                found.add(v.step)
            state = apply(state, choose("normal", v, rng, TINY))
    assert found == {"tax", "build"}


def test_hard_cuts_each_rule_sets_playouts_at_its_declared_horizon() -> None:
    # Queendomino's playouts go 6 rounds before the leaf judges them (docs/AI.md (p)); a rule
    # set declaring none takes the AI's default; Kingdomino's play to the end.
    def horizon(rules: str, players: int) -> int | None:
        s = new_game(Options(rules=rules, players=players), seed=3)
        return montecarlo.setting(view(s)).horizon

    assert horizon("queendomino", 4) == 6
    assert horizon("xxl", 3) == montecarlo.HORIZON == 4
    assert horizon("kingdomino", 4) is None
