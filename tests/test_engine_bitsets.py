"""The kingdom's bit sets and the fast paths built on them agree with the plain, square-by-square
computations (kept here as the reference) on many random kingdoms: same listing in the same
order, same territories, same points."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.content import Domino, load_set
from game.engine.kingdom import Kingdom, Placement, _geometry
from game.engine.rng import Rng
from game.engine.scoring import (
    Territory,
    harmony_bonus,
    middle_kingdom_bonus,
    score,
    territories,
    territory_points,
    total_score,
)
from game.engine.terrain import BORDER, CASTLE, EMPTY, NAMES

SHAPES = [(5, 1), (7, 1), (8, 2), (9, 1)]
DOMINOES = [d for name in ("kingdomino", "queendomino") for d in load_set(name)]


def plain_placements(k: Kingdom, dom: Domino) -> list[Placement]:
    """The listing as it was written before the bit sets: every empty square of the window."""
    terr, w = k.terr, k.width
    r_lo, r_hi, c_lo, c_hi = k.window()
    t1, t2 = dom.t1, dom.t2
    cand: dict[int, tuple[bool, bool]] = {}
    for r in range(r_lo, r_hi + 1):
        base = (r + 1) * w + 1
        for i in range(base + c_lo, base + c_hi + 1):
            if terr[i] == EMPTY:
                near = (terr[i - w], terr[i + 1], terr[i + w], terr[i - 1])
                castle = CASTLE in near
                cand[i] = (castle or t1 in near, castle or t2 in near)
    _, rows, cols = _geometry(k.size)
    same = t1 == t2 and dom.c1 == dom.c2
    steps = (("E", 1), ("S", w)) if same else (("N", -w), ("E", 1), ("S", w), ("W", -1))
    out: list[Placement] = []
    for i, (ok1, _) in cand.items():
        for d, o in steps:
            pair = cand.get(i + o)
            if pair is not None and (ok1 or pair[1]):
                out.append((rows[i], cols[i], d))
    return out


def plain_territories(k: Kingdom) -> list[Territory]:
    """Territories by a flood square by square, as before the bit sets."""
    terr, crown, w = k.terr, k.crown, k.width
    seen: set[int] = set()
    out: list[Territory] = []
    for start in range(len(terr)):
        t = terr[start]
        if t in (EMPTY, CASTLE, BORDER) or start in seen:
            continue
        seen.add(start)
        stack, cells, crowns = [start], [], 0
        while stack:
            i = stack.pop()
            cells.append((i // w - 1, i % w - 1))
            crowns += crown[i]
            for n in (i - w, i + 1, i + w, i - 1):
                if terr[n] == t and n not in seen:
                    seen.add(n)
                    stack.append(n)
        out.append(Territory(NAMES[t], len(cells), crowns, tuple(sorted(cells))))
    out.sort(key=lambda x: (-x.points, -x.squares, x.terrain, x.cells))
    return out


def grown(seed: int, shape: tuple[int, int], steps: int) -> Kingdom:
    rng = Rng(seed)
    k = Kingdom(*shape)
    for _ in range(steps):
        dom = rng.choice(DOMINOES)
        spots = k.placements(dom)
        if spots:
            k.place(dom, *rng.choice(spots))
    return k


def masks_agree(k: Kingdom) -> None:
    for t in range(1, CASTLE + 1):
        assert k.masks[t] == sum(1 << i for i, x in enumerate(k.terr) if x == t)
    assert k.occ == sum(1 << i for i, x in enumerate(k.terr) if x not in (EMPTY, BORDER))
    for b, plane in enumerate(k.planes):
        assert plane == sum(1 << i for i, c in enumerate(k.crown) if c >> b & 1)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 100_000), st.sampled_from(SHAPES), st.integers(0, 45))
def test_listing_is_the_plain_listing_in_order(seed, shape, steps):
    k = grown(seed, shape, steps)
    masks_agree(k)
    for dom in DOMINOES[::5]:
        assert k.placements(dom) == plain_placements(k, dom)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 100_000), st.sampled_from(SHAPES), st.integers(0, 45))
def test_territories_and_points_are_the_plain_ones(seed, shape, steps):
    k = grown(seed, shape, steps)
    plain = plain_territories(k)
    assert territories(k) == plain
    assert territory_points(k) == sum(t.points for t in plain)
    rules = (middle_kingdom_bonus, harmony_bonus)
    assert total_score(k, rules) == score(k, rules).total
    assert total_score(k.copy()) == sum(t.points for t in plain)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 100_000), st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8),
                                                   st.integers(1, 7), st.integers(0, 5)), max_size=40))
def test_squares_set_directly_keep_the_masks(seed, squares):
    """Text boards overwrite squares and may print more than 3 crowns: masks follow, scores agree."""
    k = grown(seed, (5, 1), 4)
    for r, c, t, crowns in squares:
        if k.terr[k.index(r, c)] != CASTLE:
            k.put_square(r, c, t, crowns)
    masks_agree(k)
    plain = plain_territories(k)
    assert territories(k) == plain
    assert territory_points(k) == sum(t.points for t in plain)


def plain_free_squares(k: Kingdom) -> list[tuple[int, int, int]]:
    """Court tile squares as found square by square before the bit sets."""
    from game.engine.rules.xxl_steps import BLOCKERS

    taken: set[int] = set()
    for layer in BLOCKERS:
        taken.update(k.layers.get(layer, ()))
    return [(r, c, t) for r, c, t, crowns in k.occupied()
            if t != CASTLE and not crowns and k.index(r, c) not in taken]


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000))
def test_court_free_squares_are_the_plain_ones(seed):
    from game.engine.game import apply_inplace, is_over, legal_actions, new_game
    from game.engine.rules.xxl_steps import free_squares
    from game.engine.state import Options

    state = new_game(Options(rules="xxl", players=3, court=1), seed=seed)
    rng = Rng(seed)
    while not is_over(state):
        for k in state.kingdoms:
            assert free_squares(k) == plain_free_squares(k)
        apply_inplace(state, rng.choice(legal_actions(state)))


def plain_freeable_squares(k: Kingdom) -> list[tuple[int, int, int]]:
    from game.engine.rules.xxl_steps import BLOCKERS, RESOURCE

    taken: set[int] = set()
    for layer in BLOCKERS[1:]:
        taken.update(k.layers.get(layer, ()))
    return [(r, c, k.terr[k.index(r, c)]) for r, c, _ in k.squares(RESOURCE)
            if k.index(r, c) not in taken and not k.crown[k.index(r, c)]
            and k.terr[k.index(r, c)] not in (CASTLE, EMPTY)]


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000))
def test_court_freeable_squares_are_the_plain_ones(seed):
    from game.engine.game import apply_inplace, is_over, legal_actions, new_game
    from game.engine.rules.xxl_steps import freeable_squares
    from game.engine.state import Options

    state = new_game(Options(rules="xxl", players=3, court=1), seed=seed)
    rng = Rng(seed)
    while not is_over(state):
        for k in state.kingdoms:
            assert freeable_squares(k) == plain_freeable_squares(k)
        apply_inplace(state, rng.choice(legal_actions(state)))


def plain_buyable(state, k):  # type: ignore[no-untyped-def]
    """The Court tiles on offer as listed from the square lists, before the masks."""
    from game.engine.court_data import CourtBuilding, buy_costs
    from game.engine.rules.xxl_common import edition_2
    from game.engine.rules.xxl_steps import Buy, data_id, resource_kinds, tile_data

    costs = buy_costs()
    kinds = len(resource_kinds(k))
    if kinds < costs["face_up"]:
        return []
    court = state.ext["court"]
    free = plain_free_squares(k) + (plain_freeable_squares(k) if edition_2(state) else [])
    terrains = {NAMES[t] for _, _, t in free}
    characters_fit = any(NAMES[t] != "town" for _, _, t in free)

    def fits(tid: int) -> bool:
        data = tile_data(tid)
        return data.terrain in terrains if isinstance(data, CourtBuilding) else characters_fit

    out = [Buy(t) for row in court["faceup"] for t in row if fits(t)]
    if kinds >= costs["search"]:
        in_piles = [t for pile in court["piles"] for t in pile]
        out += [Buy(t, True) for t in sorted({data_id(t) for t in in_piles if t}) if fits(t)]
    return out


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([1, 2]))
def test_court_offers_are_the_plain_ones(seed, edition):
    from game.engine.game import apply_inplace, is_over, legal_actions, new_game
    from game.engine.rules.xxl_steps import buyable
    from game.engine.state import Options

    state = new_game(Options(rules="xxl", players=4, court=1, edition=edition), seed=seed)
    rng = Rng(seed)
    while not is_over(state):
        for k in state.kingdoms:
            assert buyable(state, k) == plain_buyable(state, k)
        apply_inplace(state, rng.choice(legal_actions(state)))
