"""Buying a Court tile (rulings §3, `court.md`: pay, take, place): a tile may be bought when, after
paying, a square it may stand on would be free — a square freed by the tokens paid counts — and
paying never leaves the tile without a square."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import IllegalAction, Options, State, apply, legal_actions, new_game
from game.engine.court_data import CourtBuilding
from game.engine.layers import COURT, KNIGHT, RESOURCE
from game.engine.rules.xxl_steps import (
    Buy,
    Pay,
    PlaceTile,
    free_squares,
    freeable_squares,
    resource_kinds,
    tile_data,
)


def at_court(seed: int, kinds: int) -> State:
    """A real game with the Court, played at random to a court step of a kingdom holding tokens
    of at least `kinds` kinds and a character face up."""
    rng = random.Random(seed)
    st = new_game(Options(rules="xxl", players=3, court=1), seed)
    while st.phase != "over":
        if st.phase == "play" and st.step == "court" and not st.pending:
            k = st.kingdoms[st.actor]
            faceup = [t for row in st.ext["court"]["faceup"] for t in row]
            if len(resource_kinds(k)) >= kinds and any(not isinstance(tile_data(t), CourtBuilding)
                                                       for t in faceup):
                return st
        acts = [a for a in legal_actions(st) if not isinstance(a, Buy)]  # keep the tokens
        st = apply(st, rng.choice(acts or legal_actions(st)))
    raise AssertionError("no court step with enough tokens")


def only_token_squares_free(st: State, keep: int | None = None) -> None:
    """Knights on every square a Court tile could use (and on all token squares but the first
    `keep`), so only squares under tokens remain, as in the game the issue describes."""
    k = st.kingdoms[st.actor]
    for r, c, _ in free_squares(k):
        k.set_at(KNIGHT, r, c, 1)
    if keep is not None:
        for r, c, _ in freeable_squares(k)[keep:]:
            k.set_at(KNIGHT, r, c, 1)


def character_tile(st: State) -> int:
    return next(t for row in st.ext["court"]["faceup"] for t in row
                if not isinstance(tile_data(t), CourtBuilding))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_tile_may_be_bought_when_its_only_square_is_freed_by_paying(seed: int) -> None:
    st = at_court(seed, 2)
    only_token_squares_free(st, keep=1)
    n = st.actor
    k = st.kingdoms[n]
    (r, c, _), = freeable_squares(k)
    tile = character_tile(st)
    assert Buy(tile) in legal_actions(st)  # refused before: no square was free until paid
    st = apply(st, Buy(tile))
    # the token on the only square must be among those paid: every choice offered leads there
    while st.pending and st.pending[0]["step"] == "court_pay":
        pays = [a for a in legal_actions(st) if isinstance(a, Pay)]
        assert pays
        st = apply(st, pays[-1])
    assert legal_actions(st) == [PlaceTile(r, c)]
    st = apply(st, PlaceTile(r, c))
    assert st.kingdoms[n].at(COURT, r, c) == tile_data(tile).key
    assert not st.kingdoms[n].at(RESOURCE, r, c)


def test_a_payment_that_would_leave_no_square_is_refused_and_changes_nothing() -> None:
    st = at_court(4, 3)
    only_token_squares_free(st, keep=1)
    k = st.kingdoms[st.actor]
    (r, c, _), = freeable_squares(k)
    kind = k.at(RESOURCE, r, c)
    # a second token of that kind where a knight stands: paying with it would spend the kind
    elsewhere = next((rr, cc) for rr, cc, _ in k.squares(KNIGHT) if (rr, cc) != (r, c))
    k.set_at(RESOURCE, *elsewhere, kind)
    st = apply(st, Buy(character_tile(st)))
    k = st.kingdoms[st.actor]
    same_kind_elsewhere = [(rr, cc) for rr, cc, v in k.squares(RESOURCE) if v == kind and (rr, cc) != (r, c)]
    other_kinds = [(rr, cc) for rr, cc, v in k.squares(RESOURCE) if v != kind]
    assert elsewhere in same_kind_elsewhere
    for sq in same_kind_elsewhere:  # its kind paid elsewhere, the only square's token could not pay
        before = json.dumps(st.to_json())
        with pytest.raises(IllegalAction):
            apply(st, Pay(*sq))
        assert json.dumps(st.to_json()) == before
    st = apply(st, Pay(*other_kinds[0]))  # another kind first: the square's token still pays
    assert legal_actions(st) == [Pay(r, c)]
