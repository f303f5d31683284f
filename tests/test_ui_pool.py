"""Issue 16, point 10: know the pool — the whole set, what was seen dimmed, what may still come."""

from __future__ import annotations

import pygame
import pytest

from game.engine import determinize, legal_actions, view
from game.engine.content import load_set
from game.engine.rng import Rng
from game.ui.screens.pool import PoolScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session
from game.ui.table.pool import KINGDOM, LINE, UNSEEN, pool
from game.ui.table.probe import probe


def played(players: int, moves: int, seed: int = 3, **options):
    session = make_session(players, seed=seed, **options)
    rng = Rng(seed)
    for _ in range(moves):
        if session.state.phase == "over":
            break
        session.play(rng.choice(legal_actions(session.state)))
    return session


def visible(state) -> set[int]:
    seen = {d for k in state.kingdoms for d, *_ in k.placed}
    seen |= {d for k in state.kingdoms for d in k.discarded} | set(state.discard)
    for draft in state.drafts.values():
        for line in (draft.current, draft.next or []):
            seen |= {s.domino for s in line if s.domino is not None}
    return seen


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {}), (4, {}), (2, {"mighty_duel": True})])
def test_the_pool_shows_the_whole_set_seen_or_still_to_come(players, options) -> None:
    session = played(players, 30, **options)
    st = session.state
    (p,) = pool(st)
    assert sorted(d.id for d, _ in p.dominoes) == sorted(d.id for d in load_set("kingdomino"))
    seen = {d.id for d, where in p.dominoes if where != UNSEEN}
    assert seen == visible(st)
    placed = {d for k in st.kingdoms for d, *_ in k.placed}
    assert {d.id for d, where in p.dominoes if where == KINGDOM} == placed
    assert p.to_come == len(st.towers[st.tower])
    assert p.out_unseen == len(st.box)
    assert any(where == LINE for _, where in p.dominoes)


def test_two_players_are_told_half_the_set_stays_out_unseen() -> None:
    (p,) = pool(played(2, 12).state)
    assert p.out_unseen == 24
    assert any("24 of the 48 are out of the game" in line for line in p.summary())
    assert "to come (" in p.summary()[0] and "rounds left" in p.summary()[0]


def test_the_pool_tells_only_what_a_player_could_know() -> None:
    st = played(2, 14).state
    other_deal = determinize(view(st), Rng(99))  # the unseen dominoes dealt differently
    assert other_deal.towers != st.towers  # a different future...
    assert pool(other_deal) == pool(st)  # ...and the same list


def test_p_and_the_button_open_the_list_and_p_closes_it(tmp_path) -> None:
    ctx = headless_context(save_dir=tmp_path)
    session = played(2, 10)
    table = TableScene(ctx, session)
    ctx.manager.push(table)
    driver = Driver(ctx)
    driver.run(2)
    driver.key(pygame.K_p)
    assert isinstance(ctx.manager.top, PoolScene)
    driver.run(1)  # draws
    driver.key(pygame.K_p)
    assert ctx.manager.top is table
    driver.click(probe(table).button_center("pool"))
    assert isinstance(ctx.manager.top, PoolScene)
    driver.key(pygame.K_ESCAPE)
    assert ctx.manager.top is table
