"""The AI's kingdom analysis agrees with the engine's scoring, and its terms point the right way."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import greedy
from game.ai.evaluate import (
    KINGDOMINO_TERMS,
    Analysis,
    UnsupportedRules,
    Weights,
    context,
    terms_for,
    value,
    value_of,
)
from game.engine import Options, apply, apply_inplace, is_over, legal_actions, new_game, view
from game.engine.analysis import middle_kingdom_possible, squares
from game.engine.content import domino
from game.engine.kingdom import Kingdom
from game.engine.rng import Rng
from game.engine.scoring import score
from game.engine.terrain import FOREST, LAKE, MINE, WHEAT


def random_kingdom(seed: int, moves: int) -> tuple[Kingdom, Rng]:
    """Seat 0's kingdom after a random game prefix."""
    state = new_game(Options(players=2), seed=seed)
    rng = Rng(seed)
    for _ in range(moves):
        if is_over(state):
            break
        apply_inplace(state, rng.choice(legal_actions(state)))
    return state.kingdoms[0], rng


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 48))
def test_gain_is_the_exact_change_of_points(seed: int, moves: int) -> None:
    k, rng = random_kingdom(seed, moves)
    an = Analysis(k)
    assert an.points == score(k).total
    for did in rng.choice([[1, 19, 48], [24, 36, 47], [13, 33, 45]]):
        d = domino(did)
        for r, c, dr in k.placements(d):
            new = k.copy()
            new.place(d, r, c, dr)
            assert an.gain(d, *squares(k, r, c, dr)) == score(new).total - score(k).total


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 40))
def test_quick_counts_the_squares_a_placement_walls_in(seed: int, moves: int) -> None:
    """The walled-in part of `quick`: the open squares next to the placement left with no
    open neighbour once it is down, counted the plain way."""
    k, rng = random_kingdom(seed, moves)
    an = Analysis(k)
    w, opened = an.width, an.open
    walls_only = Weights(grow=0.0, dead=1.0)
    for did in rng.choice([[1, 19, 48], [24, 36, 47], [13, 33, 45]]):
        for i, j in an.spots(domino(did)):
            near = {n for x in (i, j) for n in (x - w, x + 1, x + w, x - 1)} - {i, j}
            walled = sum(1 for p in near if opened[p] and not any(
                opened[q] for q in (p - w, p + 1, p + w, p - 1) if q not in (i, j)))
            assert an.with_room(domino(did), i, j, walls_only, 0.0) == -walled


def build(rows: list[str]) -> Kingdom:
    """A 5×5 kingdom from text: castle 'C' at the canvas centre, letters W F L M, '.' empty,
    a digit after a letter for crowns (e.g. 'M2')."""
    k = Kingdom(5, 1)
    letters = {"W": WHEAT, "F": FOREST, "L": LAKE, "M": MINE}
    r0, c0 = k.castle
    cr = next(r for r, row in enumerate(rows) if "C" in row.split())
    cc = rows[cr].split().index("C")
    for r, row in enumerate(rows):
        for c, cell in enumerate(row.split()):
            if cell in (".", "C"):
                continue
            k.put_square(r0 - cr + r, c0 - cc + c, letters[cell[0]], int(cell[1:] or 0))
    return k


def test_a_walled_in_square_is_dead() -> None:
    open_hole = build([
        "W W W",
        "W . W",
        "W . C",
    ])
    closed_hole = build([
        "W W W",
        "W . W",
        "W W C",
    ])
    assert Analysis(open_hole).dead == 0
    assert Analysis(closed_hole).dead == 1


def test_squares_outside_the_grid_window_do_not_count_as_room() -> None:
    # Five columns wide already: nothing may be added left or right of them.
    k = build([
        "F1 F F F C",
    ])
    an = Analysis(k)
    assert an.edges == [8]  # above and below the four forest squares, not beside them


def test_room_for_crowns_is_worth_more_than_walls() -> None:
    ctx = context(view(new_game(Options(players=4), seed=1)))
    free = build([
        ". . . . .",
        ". . . . .",
        ". M2 M . C",
    ])
    walled = build([
        "L L L L .",
        "L M2 M L .",
        "L L L L C",
    ])
    mine = next(t for t, terr in enumerate(Analysis(walled).terrains) if terr == MINE)
    assert Analysis(walled).edges[mine] == 0
    grown = value(Analysis(free), ctx, 8) - Analysis(free).points
    shut = value(Analysis(walled), ctx, 8) - Analysis(walled).points
    assert grown > shut


def test_dead_squares_cost_points_while_the_game_goes_on() -> None:
    ctx = context(view(new_game(Options(players=2), seed=1)))
    k = build([
        "W W W",
        "W . W",
        "W W C",
    ])
    an = Analysis(k)
    assert value(an, ctx, 5) < value(an, replace(ctx, weights=Weights(dead=0.0)), 5)
    assert value(an, ctx, 0) == an.points  # at the end only the score is left


def test_middle_kingdom_is_reachable_until_a_side_grows_too_far() -> None:
    k = build(["W W C"])
    assert middle_kingdom_possible(k)
    k = build(["W W W C"])
    assert not middle_kingdom_possible(k)


def test_terms_are_chosen_by_rule_set() -> None:
    from game.ai.evaluate import economy_term, rule_sets
    from game.engine.rules import RULE_SETS

    assert set(rule_sets()) == set(RULE_SETS)  # the AI has terms for every rule set the engine ships
    assert economy_term not in terms_for("kingdomino")
    assert economy_term in terms_for("queendomino") and economy_term in terms_for("xxl")
    with pytest.raises(UnsupportedRules):
        terms_for("toy")
    # value() sums the terms of the context's rule set: a Queendomino kingdom's economy counts
    state = new_game(Options(rules="queendomino", players=2), seed=3)
    rng = Rng(3)
    while state.round < 4 or state.step != "place":
        state = apply(state, rng.choice(legal_actions(state)))
    v = view(state)
    ctx = context(v)
    a = Analysis(v.kingdoms[v.actor])
    econ = economy_term(a, ctx, 5)
    assert econ != 0
    assert value(a, ctx, 5) == pytest.approx(sum(t(a, ctx, 5) for t in KINGDOMINO_TERMS) + econ)


def test_bonus_terms_only_count_when_the_variant_is_on() -> None:
    plain = new_game(Options(players=4), seed=3)
    bonus = new_game(Options(players=4, middle_kingdom=True, harmony=True), seed=3)
    k = plain.kingdoms[0]
    assert value_of(k, context(view(bonus)), 10) > value_of(k, context(view(plain)), 10)
    assert value_of(k, context(view(bonus)), 0) == 10  # castle alone: centred; not full: no harmony


def test_context_is_the_same_at_the_place_and_the_claim_step() -> None:
    state = new_game(Options(players=4), seed=9)
    while not (state.phase == "play" and state.step == "place" and state.drafts["main"].next):
        state = apply(state, greedy.plan(view(state))[0])
    before = view(state)
    after = view(apply(state, greedy.plan(before)[0]))
    assert after.step == "claim"
    assert context(before) == context(after)


def test_no_terms_are_lent_to_a_rule_set_the_ai_does_not_know() -> None:
    ctx = replace(context(view(new_game(Options(players=2), seed=1))), rules="toy")
    with pytest.raises(UnsupportedRules, match="no terms for rule set 'toy'"):
        terms_for("toy")
    with pytest.raises(UnsupportedRules):
        value_of(Kingdom(5, 1), ctx, 3)
