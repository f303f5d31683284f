"""game.engine.analysis: every fast function agrees with the plain engine function it stands for,
over many random kingdoms and games (random legal play, every player count and variant)."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import Claim, Discard, Options, Place, apply, apply_inplace, legal_actions, new_game, view
from game.engine.analysis import (
    HARMONY,
    MIDDLE_KINGDOM,
    OUTLOOKS,
    KingdomReading,
    claimable,
    dominoes_to_place,
    harmony_possible,
    kingdom_after,
    line_being_claimed,
    lines_to_draw,
    middle_kingdom_possible,
    placement,
    squares,
)
from game.engine.content import load_set
from game.engine.kingdom import Kingdom
from game.engine.rng import Rng
from game.engine.scoring import (
    harmony,
    harmony_bonus,
    middle_kingdom,
    middle_kingdom_bonus,
    score,
    territories,
)
from game.engine.state import State
from game.engine.terrain import BORDER, EMPTY, FOREST, NAMES

OPTION_SETS = [
    Options(players=2),
    Options(players=3),
    Options(players=4),
    Options(players=3, four_choices=True),
    Options(players=2, mighty_duel=True),
    Options(players=4, harmony=True, middle_kingdom=True),
]
DOMINOES = load_set("kingdomino")
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
games = st.tuples(st.sampled_from(OPTION_SETS), st.integers(0, 2**32))


def random_game(options: Options, seed: int) -> list[State]:
    """Every state of one game played with random legal actions, up to its end."""
    state = new_game(options, seed=seed)
    rng = Rng(seed)
    out = [state]
    while state.phase != "over":
        state = apply(state, rng.choice(legal_actions(state)))
        out.append(state)
    return out


def kingdoms_of(options: Options, seed: int) -> list[Kingdom]:
    """Every distinct kingdom met in a random game (each seat after each of its placements)."""
    seen: dict[tuple, Kingdom] = {}
    for s in random_game(options, seed):
        for k in s.kingdoms:
            seen.setdefault((k.grid, tuple(k.placed), tuple(k.discarded)), k)
    return list(seen.values())


def open_squares(k: Kingdom) -> set[int]:
    """Empty squares inside the grid window, from the kingdom's plain accessors."""
    r_lo, r_hi, c_lo, c_hi = k.window()
    return {k.index(r, c) for r in range(r_lo, r_hi + 1) for c in range(c_lo, c_hi + 1)
            if k.cell(r, c)[0] == EMPTY}


def neighbours(k: Kingdom, i: int) -> tuple[int, int, int, int]:
    w = k.width
    return (i - w, i + 1, i + w, i - 1)


def halves(k: Kingdom, d, i: int, j: int) -> frozenset:
    """What a placement puts where: the resulting board change, whichever way it is written."""
    return frozenset({(i, d.t1, d.c1), (j, d.t2, d.c2)})


# -- the kingdom reading --------------------------------------------------------------------------


@SETTINGS
@given(games)
def test_reading_has_the_territories_and_points_of_the_scoring(game: tuple[Options, int]) -> None:
    for k in kingdoms_of(*game):
        rd = KingdomReading(k)
        plain = territories(k)
        assert rd.points == score(k).total
        assert Counter(zip(rd.terrains, rd.sizes, rd.crowns, strict=True)) == Counter(
            (next(c for c, n in NAMES.items() if n == t.terrain), t.squares, t.crowns) for t in plain)
        opened = open_squares(k)
        labels = set()
        for t in plain:
            cells = [k.index(r, c) for r, c in t.cells]
            ids = {rd.label[i] for i in cells}
            assert len(ids) == 1 and -1 not in ids
            tid = ids.pop()
            labels.add(tid)
            assert rd.sizes[tid] == t.squares and rd.crowns[tid] == t.crowns
            near = {n for i in cells for n in neighbours(k, i) if n in opened}
            assert rd.edges[tid] == len(near)
        assert len(labels) == len(plain)
        assert sum(1 for x in rd.label if x >= 0) == sum(t.squares for t in plain)
        assert {i for i, o in enumerate(rd.open) if o} == opened


@SETTINGS
@given(games)
def test_dead_squares_are_the_frontier_squares_no_domino_can_cover(game: tuple[Options, int]) -> None:
    for k in kingdoms_of(*game):
        rd = KingdomReading(k)
        opened = open_squares(k)
        frontier = {i for i in opened if any(k.terr[n] not in (EMPTY, BORDER) for n in neighbours(k, i))}
        assert rd.frontier == frontier
        covered: set[int] = set()
        for d in DOMINOES:
            for r, c, dr in k.placements(d):
                covered.update(squares(k, r, c, dr))
        assert rd.dead == len(frontier - covered)


@SETTINGS
@given(games)
def test_spots_are_the_legal_placements(game: tuple[Options, int]) -> None:
    for k in kingdoms_of(*game):
        rd = KingdomReading(k)
        for d in DOMINOES:
            spots = rd.spots(d)
            assert len(spots) == len(set(spots))
            fast = {halves(k, d, i, j) for i, j in spots}
            plain = {halves(k, d, *squares(k, r, c, dr)) for r, c, dr in k.placements(d)}
            assert fast == plain
            for i, j in spots:
                assert k.check(d, *placement(k, i, j)) is None


@SETTINGS
@given(games)
def test_gain_is_the_change_of_the_score(game: tuple[Options, int]) -> None:
    for n, k in enumerate(kingdoms_of(*game)):
        rd = KingdomReading(k)
        before = score(k).total
        for d in DOMINOES[n % 6::6]:  # a sixth of the set per kingdom keeps the test quick
            for r, c, dr in k.placements(d):
                new = k.copy()
                new.place(d, r, c, dr)
                assert rd.gain(d, *squares(k, r, c, dr)) == score(new).total - before


@SETTINGS
@given(games)
def test_squares_and_placement_are_inverse(game: tuple[Options, int]) -> None:
    for k in kingdoms_of(*game)[::4]:
        for d in DOMINOES[::5]:
            for r, c, dr in k.placements(d):
                assert placement(k, *squares(k, r, c, dr)) == (r, c, dr)


# -- placing and bonuses --------------------------------------------------------------------------


@SETTINGS
@given(games)
def test_kingdom_after_is_the_kingdom_apply_leaves(game: tuple[Options, int]) -> None:
    for s in random_game(*game):
        if s.step == "place" and s.phase == "play":
            seat = s.actor
            assert seat is not None
            for a in legal_actions(s)[::3]:
                assert isinstance(a, Place | Discard)
                assert kingdom_after(s.kingdoms[seat], a) == apply(s, a).kingdoms[seat]


@SETTINGS
@given(games)
def test_a_bonus_once_impossible_is_never_earned(game: tuple[Options, int]) -> None:
    states = random_game(*game)
    for seat in range(len(states[0].kingdoms)):
        lost_middle = lost_harmony = False
        for s in states:
            k = s.kingdoms[seat]
            assert not (lost_middle and middle_kingdom(k))
            assert not (lost_harmony and harmony(k))
            if middle_kingdom(k):
                assert middle_kingdom_possible(k)
                assert middle_kingdom_bonus(k).points == MIDDLE_KINGDOM.prize  # type: ignore[union-attr]
            lost_middle = lost_middle or not middle_kingdom_possible(k)
            lost_harmony = lost_harmony or not harmony_possible(k)


def test_a_centred_kingdom_stays_possible_and_a_lopsided_one_does_not() -> None:
    # Exhaustive over every bounding box a 5×5 kingdom can have around its castle.
    for up in range(5):
        for down in range(5 - up):
            for left in range(5):
                for right in range(5 - left):
                    k = Kingdom(5, 1)
                    r0, c0 = k.castle
                    for r, c in ((r0 - up, c0), (r0 + down, c0), (r0, c0 - left), (r0, c0 + right)):
                        if (r, c) != (r0, c0):
                            k.put_square(r, c, FOREST, 0)
                    # centred is reachable exactly while no side passes half the grid
                    assert middle_kingdom_possible(k) == (max(up, down, left, right) <= 2)
                    if middle_kingdom(k):
                        assert middle_kingdom_possible(k)


def test_prizes_are_the_rules_own_points() -> None:
    full = Kingdom(5, 1)
    r0, c0 = full.castle
    for r in range(r0 - 2, r0 + 3):
        for c in range(c0 - 2, c0 + 3):
            if (r, c) != (r0, c0):
                full.put_square(r, c, FOREST, 0)
    assert harmony(full) and harmony_possible(full)
    assert harmony_bonus(full).points == HARMONY.prize  # type: ignore[union-attr]
    assert middle_kingdom_bonus(full).points == MIDDLE_KINGDOM.prize  # type: ignore[union-attr]
    full.discarded.append(1)
    assert not harmony(full) and not harmony_possible(full)
    assert set(OUTLOOKS) == {middle_kingdom_bonus, harmony_bonus}


# -- the state: lines and rounds ------------------------------------------------------------------


@SETTINGS
@given(games)
def test_claimable_is_what_the_claim_step_offers(game: tuple[Options, int]) -> None:
    for s in random_game(*game):
        if s.phase == "over":
            continue
        legal = legal_actions(s)
        if s.step == "claim":
            assert legal == [Claim(d) for d in claimable(s)]
            assert claimable(view(s)) == claimable(s)
        else:
            # at a place step: the claim that follows offers what was claimable before it
            nxt = apply(s, legal[0])
            if nxt.step == "claim" and nxt.king == s.king:
                assert legal_actions(nxt) == [Claim(d) for d in claimable(s)]
            else:
                assert claimable(s) == [] and line_being_claimed(s) == []


def played_out(s: State, rng: Rng) -> tuple[int, Counter]:
    """Plain count, by playing on to the end of the game: lines drawn from the pile, and
    Place/Discard actions per seat."""
    s = s.copy()
    drawn = 0
    placed: Counter = Counter()
    while s.phase != "over":
        a = rng.choice(legal_actions(s))
        seat = s.actor
        pile = len(s.towers[s.tower])
        apply_inplace(s, a)
        drawn += len(s.towers[s.tower]) < pile
        if isinstance(a, Place | Discard):
            placed[seat] += 1
    return drawn, placed


@SETTINGS
@given(games)
def test_lines_and_dominoes_to_come_are_what_playing_on_gives(game: tuple[Options, int]) -> None:
    options, seed = game
    rng = Rng(seed + 1)
    for s in random_game(options, seed)[::3]:
        drawn, placed = played_out(s, rng)
        seen = view(s)
        assert lines_to_draw(s) == lines_to_draw(seen) == drawn
        for seat in range(len(s.kingdoms)):
            assert dominoes_to_place(s, seat) == dominoes_to_place(seen, seat) == placed[seat]



# -- kingdoms with buildings (Queendomino) ----------------------------------------------------------

QD_OPTIONS = [Options(rules="queendomino", players=p) for p in (2, 3, 4)]


@SETTINGS
@given(st.tuples(st.sampled_from(QD_OPTIONS), st.integers(0, 2**32)))
def test_reading_counts_the_crowns_the_rule_set_scores(game: tuple[Options, int]) -> None:
    """With buildings on town squares, the reading's points, territories and gains are those
    of `scoring` given the rule set's crown layer (`economy.crown_layer`)."""
    from game.engine.buildings import building
    from game.engine.economy import crown_layer
    from game.engine.layers import BUILDING

    states = random_game(*game)
    built = 0
    for n, s in enumerate(states[::3]):
        for k in s.kingdoms:
            crown = crown_layer(k, building)
            plain = territories(k, crown)
            rd = KingdomReading(k)
            built += bool(k.layers.get(BUILDING))
            assert rd.points == score(k, (), crown).total
            assert Counter((t.terrain, t.squares, t.crowns) for t in rd.territory_list()) == Counter(
                (t.terrain, t.squares, t.crowns) for t in plain)
            for d in DOMINOES[n % 12::12]:
                for r, c, dr in k.placements(d)[:6]:
                    new = k.copy()
                    new.place(d, r, c, dr)
                    after = score(new, (), crown_layer(new, building)).total
                    assert rd.gain(d, *squares(k, r, c, dr)) == after - rd.points
    assert built  # random play builds: the layer was really read


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.tuples(st.sampled_from([Options(rules="xxl", players=p) for p in (3, 4, 5)]),
                 st.integers(0, 2**32)))
def test_claimable_is_what_the_claim_step_offers_on_two_towers(game: tuple[Options, int]) -> None:
    """Royal Wedding XXL: each king claims on its own tower, the first claims included."""
    for s in random_game(*game):
        if s.phase != "over" and not s.pending and s.step == "claim":
            assert legal_actions(s) == [Claim(d) for d in claimable(s)]


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.tuples(st.sampled_from([Options(rules="xxl", players=p, court=1) for p in (3, 5)]),
                 st.integers(0, 2**32)))
def test_the_terms_read_from_a_reading_are_the_plain_terms(game: tuple[Options, int]) -> None:
    """Royal Wedding XXL with The Court: the reading's crown layer is the rule set's, and the
    terms besides territories worked out from the reading (`extra_terms(read=...)`, what the
    searchers pass) are those worked out from the kingdom alone."""
    from game.engine.buildings import building
    from game.engine.economy import crown_layer
    from game.engine.fullscore import extra_terms
    from game.engine.layers import COURT
    from game.engine.rules.xxl_common import challenges

    court = 0
    for s in random_game(*game)[::6]:
        cs = challenges(s)
        assert cs  # the deal shows challenges: their terms are really compared
        for k in s.kingdoms:
            rd = KingdomReading(k)
            assert rd.crown == crown_layer(k, building)
            court += bool(k.layers.get(COURT))
            for queen in (False, True):
                plain = extra_terms(k, building, queen=queen, challenges=cs, court=True)
                fast = extra_terms(k, building, queen=queen, challenges=cs, court=True,
                                   read=(rd.crown, rd.territory_list()))
                assert fast == plain
    assert court  # random play seats Court characters: their terms were really compared
