"""A Royal Wedding XXL-shaped state built by hand, and a tiny rule set "xxl_test" whose decisions
are the event and giant decisions, so choices go through `game.engine.apply`.

Three kingdoms on 9×9 (canvas 17×17, castle at 8,8). King ids → kingdoms: [0, 1, 2, 0, 1, 2].
Fantastic Era line: kings 4, 2, 3 (kingdoms 1, 2, 0); Age of Giants line: kings 0, 1, 5.

Kingdom 0 (rich, hosts the Queen): town territories {8,9 8,10} (2 squares) and
  {9,8 10,8 11,8} (3 squares); buildings Citadel (3 towers) at 8,9, Bakehouse at 8,10,
  Customs House (2 towers) at 9,8, Wayside Chapel at 11,8; grassland 2 crowns at 7,8,
  wheat 1 crown at 8,7, lake 12,8 and 8,6; knights on 7,8 and 6,8, 2 in the guard; 12 coins.
Kingdom 1: mine 2 crowns at 8,9, mine 3 crowns at 9,8 (one giant on it), towns 8,10 and 10,8
  with Watchtower (1 tower) and Great Hall; two wheat territories (7,8 and 8,7, 1 crown each);
  a knight on 8,9 and 1 in the guard; 5 coins.
Kingdom 2: lakes (8,9 8,10 8,11 8,12 and 9,8 with 1 crown), a town at 10,8, no building, no
  knight, no coins.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.engine.actions import Action, Place
from game.engine.buildings import building
from game.engine.content import domino
from game.engine.economy import crown_layer, knights_owned
from game.engine.kingdom import Kingdom
from game.engine.layers import BUILDING, COINS, GIANT, GUARD, KNIGHT, TOWERS
from game.engine.rng import Rng
from game.engine.rules import REGISTRY
from game.engine.rules import kingdomino as kd
from game.engine.rules.base import Limits, RuleSet
from game.engine.rules.xxl_events import EVENT_DECISIONS
from game.engine.rules.xxl_giants import GIANT_DECISIONS, GIANTS_IN_BOX, after_place
from game.engine.state import Draft, Options, Slot, State

NAME = "xxl_test"
FE, AOG = "fantastic_era", "age_of_giants"


def _kingdom(dominoes: list[tuple[int, int, int, str]], buildings: list[tuple[int, int, int]],
             knights: list[tuple[int, int]], guard: int, coins: int) -> Kingdom:
    k = Kingdom(9, 1)
    for did, r, c, d in dominoes:
        problem = k.check(domino(did), r, c, d)
        assert problem is None, (did, problem)
        k.place(domino(did), r, c, d)
    for r, c, b in buildings:
        k.set_at(BUILDING, r, c, b)
        k.set_at(TOWERS, r, c, building(b).towers)
    for r, c in knights:
        k.set_at(KNIGHT, r, c, 1)
    k.vals[GUARD] = guard
    k.vals[COINS] = coins
    return k


def xxl_state() -> State:
    k0 = _kingdom([(146, 8, 9, "E"), (147, 9, 8, "S"), (141, 11, 8, "S"), (126, 7, 8, "N"), (119, 8, 7, "W")],
                  [(8, 9, 15), (8, 10, 7), (9, 8, 5), (11, 8, 1)], [(7, 8), (6, 8)], 2, 12)
    k1 = _kingdom([(140, 8, 9, "E"), (145, 9, 8, "S"), (120, 7, 8, "N"), (105, 8, 7, "W")],
                  [(8, 10, 6), (10, 8, 14)], [(8, 9)], 1, 5)
    k1.set_at(GIANT, 9, 8, 1)
    k2 = _kingdom([(109, 8, 9, "E"), (110, 8, 11, "E"), (131, 9, 8, "S")], [], [], 0, 0)
    return State(
        options=Options(rules=NAME, players=3),
        rng=Rng(7),
        kingdoms=[k0, k1, k2],
        kings=[0, 1, 2, 0, 1, 2],
        towers={FE: [102, 103, 104], AOG: [1, 2, 3, 202, 250]},
        box=[],
        discard=[],
        drafts={
            FE: Draft([Slot(151, 4), Slot(152, 2), Slot(153, 3)], [Slot(154), Slot(156), Slot(157)]),
            AOG: Draft([Slot(201, 0), Slot(249, 1), Slot(20, 5)], [Slot(21), Slot(22), Slot(23)], False),
        },
        phase="play",
        tower=FE,
        order=[4, 2, 3],
        turn=0,
        step="place",
        round=2,
        ext={
            "rows": [[2, 3, 4, 8, 9, 10], [11, 12, 13, 16, 17, 18]],
            "piles": [[19, 20, 21], [22, 23, 24]],
            "dragons": [None, None], "bribed": [], "burned": [], "queen": 0, "placed": None,
            "event": None, "event_pile": ["E1", "E2"], "events_done": [], "effects": {},
            "giants": GIANTS_IN_BOX - 1, "cemetery": 0,
        },
    )


def aog_turn(state: State) -> State:
    """The same table in the Age of Giants phase, king 0 (kingdom 0) about to place the giant
    domino 201; king 1 (kingdom 1) holds footprints 249."""
    state.tower = AOG
    state.order = [0, 1, 5]
    state.turn = 0
    state.drafts[FE].current = [Slot(None), Slot(None), Slot(None)]  # placed, kings moved on
    state.drafts[FE].next = [Slot(154, 4), Slot(156, 2), Slot(157, 3)]
    return state


# -- invariants the tests check ----------------------------------------------------------------------
def knights_total(state: State) -> int:
    return sum(knights_owned(k) for k in state.kingdoms) + int(state.ext.get("cemetery", 0))


def giants_total(state: State) -> int:
    return sum(int(v) for k in state.kingdoms for v in k.layers.get(GIANT, {}).values()) + state.ext["giants"]


# -- the test rule set ------------------------------------------------------------------------------------
class GiantPlace(kd.PlaceStep):
    """Kingdomino's place step, then the giants' hook, as the lead's place step will do."""

    def apply(self, state: State, action: Action) -> None:
        assert state.king is not None
        did = state.claimed_domino(state.king)
        assert did is not None
        super().apply(state, action)
        after_place(state, state.kings[state.king], did, isinstance(action, Place))


def _end_turns(state: State) -> None:
    state.phase = "over"


def _setup(o: Options, rng: Rng) -> State:
    return xxl_state()


RULES = RuleSet(
    name=NAME,
    title="XXL decisions (test)",
    limits=Limits(kingdoms=(3,), grids={3: (9, 1)}, teams=True),
    check_options=lambda o: None,
    setup=_setup,
    draft_step=kd.ClaimStep(),
    turn_steps=(GiantPlace(), kd.ClaimStep()),
    end_turns=_end_turns,
    bonus_rules=lambda o: (),
    match_games=lambda o: 1,
    decisions={**EVENT_DECISIONS, **GIANT_DECISIONS},
    crown_layer=lambda state, n: crown_layer(state.kingdoms[n], building),
)


@pytest.fixture
def xxl_rules(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Register the test rule set for the engine (and forget it afterwards)."""
    monkeypatch.setitem(REGISTRY, NAME, "xxl_fixtures")
    yield
    from game.engine import rules

    rules._loaded.pop(NAME, None)


def snapshot(state: State) -> dict[str, Any]:
    return state.to_json()
