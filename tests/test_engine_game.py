import pytest

from game.engine import (
    BadOptions,
    Claim,
    Discard,
    IllegalAction,
    NextGame,
    Options,
    Place,
    apply,
    is_over,
    legal_actions,
    match_standings,
    new_game,
    scores,
)
from game.engine.content import domino
from game.engine.rng import Rng


def play_out(state, seed=0, until=None):
    rng = Rng(seed)
    while not is_over(state) and (until is None or not until(state)):
        state = apply(state, rng.choice(legal_actions(state)))
    return state


@pytest.mark.parametrize(
    ("opts", "used", "kings", "line", "rounds", "grid"),
    [
        (Options(players=2), 24, 4, 4, 6, 5),
        (Options(players=3), 36, 3, 3, 12, 5),
        (Options(players=4), 48, 4, 4, 12, 5),
        (Options(players=3, four_choices=True), 48, 3, 4, 12, 5),
        (Options(players=2, mighty_duel=True), 48, 4, 4, 12, 7),
    ],
)
def test_setup_per_player_count(opts, used, kings, line, rounds, grid):
    s = new_game(opts, seed=5)
    assert len(s.kings) == kings
    assert len(s.drafts["main"].current) == line
    assert len(s.towers["main"]) + line == used
    assert len(s.box) == 48 - used
    assert all(k.grid == grid for k in s.kingdoms)
    assert s.phase == "draft" and s.step == "claim"
    labels = [domino(x.domino).sort for x in s.drafts["main"].current]
    assert labels == sorted(labels), "a line is sorted by number"
    end = play_out(s)
    assert end.round == rounds
    squares = [k.filled - 1 + 2 * len(k.discarded) for k in end.kingdoms]
    # Each king takes one domino a round; with four choices the line's fourth domino, claimed
    # by no one, is discarded: 12 rounds, 3 kings, 36 dominoes to kingdoms, 12 discarded.
    per_kingdom = rounds * kings // opts.players
    assert all(sq == 2 * per_kingdom for sq in squares), squares
    assert len(end.discard) == (12 if opts.four_choices else 0)


def test_first_claim_order_is_random_then_by_line():
    orders = {tuple(new_game(Options(players=4), seed=s).order) for s in range(30)}
    assert len(orders) > 10
    s = new_game(Options(players=4), seed=1)
    first = s.order[:]
    line = [x.domino for x in s.drafts["main"].current]
    # each king in draw order claims: make each take the last free domino
    for _ in range(4):
        s = apply(s, legal_actions(s)[-1])
    assert s.phase == "play" and s.round == 1
    # turn order follows the line, lowest number first: the first drawn king took the highest
    assert s.order == list(reversed(first))
    assert [x.domino for x in s.drafts["main"].current] == line
    assert s.step == "place" and s.drafts["main"].next is not None


def test_place_then_claim_and_last_round_places_only():
    s = play_out(new_game(Options(players=2), seed=9), until=lambda st: st.phase == "play")
    king = s.king
    assert s.step == "place"
    acts = legal_actions(s)
    assert all(isinstance(a, Place | Discard) for a in acts)
    s = apply(s, acts[0])
    assert s.step == "claim" and s.king == king
    assert all(isinstance(a, Claim) for a in legal_actions(s))
    s = play_out(s, until=lambda st: st.drafts["main"].next is None and st.phase == "play")
    assert s.round == 6
    for _ in range(4):
        assert s.step == "place"
        s = apply(s, legal_actions(s)[0])
    assert s.phase == "over" and is_over(s)
    assert legal_actions(s) == []


def test_illegal_action_leaves_state_unchanged_with_reason():
    s = play_out(new_game(Options(players=3), seed=2), until=lambda st: st.phase == "play")
    before = s.to_json()
    mine = s.claimed_domino(s.king)
    bad = [
        Claim(mine),  # wrong step
        Place(mine, 0, 0, "N"),  # off the castle, not connected
        Place(mine + 100, 4, 5, "E"),  # not your domino
        Discard(mine),  # it fits: must be placed
        NextGame(),
    ]
    for action in bad:
        with pytest.raises(IllegalAction) as err:
            apply(s, action)
        assert err.value.reason and err.value.code
        assert s.to_json() == before


def forced_discard(st):
    if st.phase != "play" or st.step != "place":
        return False
    return legal_actions(st) == [Discard(st.claimed_domino(st.king))]


def test_discard_only_when_nothing_fits():
    found = 0
    for seed in range(40):
        s = play_out(new_game(Options(players=2), seed=seed), seed=seed, until=forced_discard)
        if is_over(s):
            continue
        found += 1
        did = s.claimed_domino(s.king)
        assert s.kingdoms[s.actor].placements(domino(did)) == []
        s2 = apply(s, Discard(did))
        assert s2.kingdoms[s.actor].discarded[-1] == did
    assert found > 0, "random play should run into a domino that fits nowhere"


@pytest.mark.parametrize(
    "opts",
    [Options(players=3, mighty_duel=True), Options(players=2, four_choices=True), Options(players=5),
     Options(players=1), Options(rules="chess")],
)
def test_bad_options_refused(opts):
    with pytest.raises(BadOptions):
        new_game(opts)


def test_dynasty_three_games_with_running_totals():
    s = new_game(Options(players=2, dynasty=True, harmony=True, middle_kingdom=True), seed=4)
    totals = [0, 0]
    for game in range(1, 4):
        assert s.match.number == game
        rng = Rng(game)
        while s.phase != "over":
            s = apply(s, rng.choice(legal_actions(s)))
        final = [b.total for b in scores(s)]
        totals = [a + b for a, b in zip(totals, final, strict=True)]
        assert s.match.totals(2) == totals
        if game < 3:
            assert legal_actions(s) == [NextGame()] and not is_over(s)
            s = apply(s, NextGame())
            assert s.phase == "draft" and all(k.filled == 1 for k in s.kingdoms)
    assert is_over(s)
    best = match_standings(s)[0]
    assert all(totals[m] == max(totals) for m in best.members)


def test_same_seed_same_game():
    a = play_out(new_game(Options(players=4), seed=77), seed=3)
    b = play_out(new_game(Options(players=4), seed=77), seed=3)
    assert a == b
    c = play_out(new_game(Options(players=4), seed=78), seed=3)
    assert a != c


def test_text_seed():
    assert new_game(Options(), seed="hello") == new_game(Options(), seed="hello")
    assert new_game(Options(), seed="12") == new_game(Options(), seed=12)
