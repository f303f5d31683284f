"""Prices shown are prices paid (rulings §3): the builders' rows, the building note and the drop
label show the coins the build step takes, the Queen's discount and this round's event included."""

from __future__ import annotations

import random

from game.engine import Options, State, apply, legal_actions, new_game
from game.engine.layers import COINS
from game.engine.rules.economy_steps import PRICES, Build, find_on_rows, slot_cost
from game.engine.rules.xxl_events import start_event
from game.ui.table.queendomino.build import price_words, slot_price
from game.ui.table.queendomino.economy_view import price_parts


def at_build(rules: str, seed: int) -> State:
    """A real game played at random up to a build step with a building the actor can afford."""
    rng = random.Random(seed)
    st = new_game(Options(rules=rules, players=3), seed)
    while st.phase != "over":
        if st.phase == "play" and st.step == "build" and not st.pending:
            st.kingdoms[st.actor].vals[COINS] = 9  # enough for every slot, the Shortage's too
            if any(isinstance(a, Build) for a in legal_actions(st)):
                return st
        acts = legal_actions(st)
        st = apply(st, rng.choice([a for a in acts if not isinstance(a, Build)] or acts))
    raise AssertionError("no build step reached")


def hosting_queen_in_timber_shortage(seed: int) -> State:
    st = at_build("xxl", seed)
    st.ext["queen"] = st.actor
    st.ext["event"] = "E15"  # Timber Shortage: every building costs 1 coin more this round
    start_event(st)
    assert not st.pending
    return st


def test_the_price_shown_for_each_slot_is_the_coins_build_takes() -> None:
    for seed in (1, 2, 3):
        st = hosting_queen_in_timber_shortage(seed)
        n = st.actor
        builds = [a for a in legal_actions(st) if isinstance(a, Build)]
        seen = set()
        for a in builds:
            if a.building in seen:
                continue
            seen.add(a.building)
            row, i = find_on_rows(st, a.building)
            slot = row * len(PRICES) + i  # the table numbers slots along both rows
            taken = st.kingdoms[n].vals[COINS] - apply(st, a).kingdoms[n].vals[COINS]
            shown, printed = price_parts(st, n, slot)
            assert shown == taken == slot_price(st, slot) == slot_cost(st, n, slot)
            # the Queen's −1 and the Shortage's +1 cancel, but not below 0 (the free slot costs 1)
            assert taken == max(0, PRICES[i] - 1) + 1
            assert printed == (None if taken == PRICES[i] else PRICES[i])
            words = price_words(st, slot)
            assert f"{taken} coin" in words
            if printed is not None:
                assert "the Queen −1" in words and "Timber Shortage +1" in words


def test_the_row_says_4_when_4_is_taken() -> None:
    """The issue's case: no Queen, Timber Shortage, the 3-coin slot."""
    st = hosting_queen_in_timber_shortage(4)
    st.ext["queen"] = None
    n = st.actor
    assert price_parts(st, n, 2) == (4, 3)
    assert price_parts(st, n, len(PRICES) + 2) == (4, 3)  # the second row's slots alike
    assert price_words(st, 2) == "Costs you 4 coins (printed 3: Timber Shortage +1)"
    on_three = [a for a in legal_actions(st) if isinstance(a, Build) and find_on_rows(st, a.building)[1] == 2]
    if on_three:
        a = on_three[0]
        assert st.kingdoms[n].vals[COINS] - apply(st, a).kingdoms[n].vals[COINS] == 4


def test_without_queen_or_event_the_printed_price_stands() -> None:
    st = at_build("queendomino", 5)
    st.ext["queen"] = None
    assert [price_parts(st, st.actor, i) for i in range(6)] == [(p, None) for p in PRICES]
    assert price_words(st, 0) == "Costs 5 coins"
    st.ext["queen"] = st.actor
    assert price_parts(st, st.actor, 2) == (2, 3)
    assert price_parts(st, st.actor, 5) == (0, None)
    assert price_parts(st, None, 2) == (3, None)  # nobody acting: nobody's discount
