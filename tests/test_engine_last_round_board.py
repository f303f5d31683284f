"""After the last round nothing is prepared for a next one (seed 000, "End of the Game Turn":
"prepare the XXL playmat for the next round"): the builders' rows neither slide nor refill and
the Court's face-up tiles are not replaced, in Queendomino and Royal Wedding XXL."""

from __future__ import annotations

import copy
import random

import pytest

from game.engine import Options, apply, legal_actions, new_game
from game.engine.rules.economy_steps import Bribe, Build
from game.engine.rules.xxl_steps import Buy


@pytest.mark.parametrize(("rules", "players", "seed"),
                         [("queendomino", 2, 1), ("queendomino", 4, 2), ("xxl", 3, 3), ("xxl", 5, 4)])
def test_the_board_stays_as_the_last_round_left_it(rules: str, players: int, seed: int) -> None:
    rng = random.Random(seed)
    court = {"court": 1} if rules == "xxl" else {}
    st = new_game(Options(rules=rules, players=players, **court), seed)
    while True:
        acts = legal_actions(st)
        keen = [a for a in acts if isinstance(a, Build | Bribe | Buy)]  # so the board has gaps
        after = apply(st, rng.choice(keen if keen and rng.random() < 0.8 else acts))
        if after.phase == "over":
            break
        st = after
    assert None in [b for row in st.ext["rows"] for b in row], "nothing left the rows this round"
    # the last move may still take a building (or a Court tile); nothing slides in or comes back
    for row_before, row_after in zip(st.ext["rows"], after.ext["rows"], strict=True):
        assert all(b is None or b == old for old, b in zip(row_before, row_after, strict=True))
    assert after.ext["piles"] == st.ext["piles"]
    assert all(d is None or d == after.ext["dragons"][i] for i, d in enumerate(st.ext["dragons"]))
    if rules == "xxl":
        for was, now in zip(st.ext["court"]["faceup"], after.ext["court"]["faceup"], strict=True):
            assert set(now) <= set(was)


def test_an_earlier_round_still_slides_and_refills() -> None:
    rng = random.Random(5)
    st = new_game(Options(rules="queendomino", players=3), 5)
    while st.round < 3:
        before = copy.deepcopy(st.ext["rows"])
        nxt = apply(st, rng.choice(legal_actions(st)))
        if nxt.round > st.round >= 1 and None in before[0]:
            assert None not in nxt.ext["rows"][0]  # the gaps were filled
        st = nxt
