"""Is the learner's move the lesson's move, played another way?

A lesson's script holds one text per move, but a learner may make the same move differently: a
domino with the same terrain on both halves dropped turned the other way round, a knight sent to
the other square of the same territory. Such a move is accepted when it is worth the same now
(a placement: the same squares, terrains and crowns; knights: as many, and the same coins) and
the rest of the script, replayed on the learner's state, stays legal with every kingdom's score
and coins as the lesson's words say them (they were written from the scripted line).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Action, IllegalAction, Place, State, apply, scores
from game.engine.content import domino
from game.engine.kingdom import DIRS
from game.engine.rules.economy_steps import Tax

COINS = "coins"


def covered(a: Place) -> frozenset[tuple[int, int, int, int]]:
    """The squares a placement covers: (row, col, terrain, crowns) for each half."""
    (t1, c1), (t2, c2) = domino(a.domino).halves
    dr, dc = DIRS[a.dir]
    return frozenset({(a.row, a.col, t1, c1), (a.row + dr, a.col + dc, t2, c2)})


def _coins(state: State) -> tuple[int, ...]:
    return tuple(int(k.vals.get(COINS, 0)) for k in state.kingdoms)


def worth(state: State) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What the lesson's words are made of: each kingdom's score and coins."""
    return tuple(b.total for b in scores(state)), _coins(state)


def same_kind(state: State, mine: Action, scripted: Action) -> bool:
    """`mine` does now what `scripted` does (before the rest of the script is tried)."""
    if isinstance(mine, Place) and isinstance(scripted, Place):
        return mine.domino == scripted.domino and covered(mine) == covered(scripted)
    if isinstance(mine, Tax) and isinstance(scripted, Tax):
        if len(mine.squares) != len(scripted.squares):
            return False
        try:
            return _coins(apply(state, mine)) == _coins(apply(state, scripted))
        except IllegalAction:
            return False
    return False


def keeps_script(state: State, mine: Action, rest: Sequence[Action], scripted_worth: Sequence[tuple]) -> bool:
    """After `mine` in `state`, every action of `rest` is legal and, after each, every kingdom's
    score and coins are those of the scripted line (`scripted_worth[i]`: after `rest[i - 1]`,
    `scripted_worth[0]` after the scripted move itself)."""
    try:
        now = apply(state, mine)
        if worth(now) != scripted_worth[0]:
            return False
        for i, action in enumerate(rest, start=1):
            now = apply(now, action)
            if worth(now) != scripted_worth[i]:
                return False
    except IllegalAction:
        return False
    return True


OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def turned_round(a: Place) -> Place:
    """The same placement named from its other half (what R then a drop on the glow gives)."""
    dr, dc = DIRS[a.dir]
    return Place(a.domino, a.row + dr, a.col + dc, OPPOSITE[a.dir])


def other_ways(state: State, scripted: Action) -> list[Action]:
    """Every other way to make the move `scripted` in `state` (see `same_kind`)."""
    from game.engine import legal_actions

    found = [a for a in legal_actions(state) if a != scripted]
    if isinstance(scripted, Place):
        found.append(turned_round(scripted))
    return [a for a in dict.fromkeys(found) if a != scripted and same_kind(state, a, scripted)]


EXACT = ("The lesson needs this exact square: played another way, a later move of the lesson would "
         "no longer be possible or its words true.")
