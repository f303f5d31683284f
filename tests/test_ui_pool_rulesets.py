"""Issue 27 point 2: the dominoes list (P) works in every rule set: one section per domino tower,
what is still to come counted per tower, never a building, an event or a Court tile."""

from __future__ import annotations

import pygame
import pytest

from game.engine import Options, State, apply, legal_actions, new_game
from game.engine.content import load_set
from game.engine.rng import Rng
from game.session import Seat, Session
from game.ui.screens.pool import PoolScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context
from game.ui.table.pool import LINE, UNSEEN, pool

FE, AOG = "fantastic_era", "age_of_giants"
SETS = {"kingdomino": {"main": ("kingdomino",)}, "queendomino": {"main": ("queendomino",)},
        "xxl": {FE: ("queendomino", "fantastic_era"), AOG: ("kingdomino", "age_of_giants")}}
GAMES = [("kingdomino", n, 0) for n in (2, 3, 4)] + [("queendomino", n, 0) for n in (2, 3, 4)] + [
    ("xxl", 3, 1), ("xxl", 4, 0), ("xxl", 5, 2)]


def options(rules: str, players: int, court: int) -> Options:
    return Options(rules=rules, players=players, court=court) if rules == "xxl" else Options(
        rules=rules, players=players)


def check(st: State) -> None:
    """The list against the real state: what a player may not see is exactly what it calls unseen."""
    sections = pool(st)
    assert [p.tower for p in sections] == list(SETS[st.options.rules])
    ids: list[int] = []
    for i, p in enumerate(sections):
        expected = {d.id for name in SETS[st.options.rules][p.tower] for d in load_set(name)}
        listed = [d.id for d, _ in p.dominoes]
        assert set(listed) == expected and len(listed) == len(expected)  # dominoes only, each once
        ids += listed
        in_tower = set(st.towers[p.tower]) | (set(st.box) if i == 0 else set())
        assert {d.id for d, where in p.dominoes if where == UNSEEN} == in_tower
        assert p.to_come == len(st.towers[p.tower])  # counted per tower
        draft = st.drafts[p.tower]
        face_down = set() if draft.next is None or draft.next_face_up else {s.domino for s in draft.next}
        assert {d.id for d in p.face_down} == face_down
        face_up_next = [] if draft.next is None or not draft.next_face_up else draft.next
        on_lines = {s.domino for s in (*draft.current, *face_up_next) if s.domino}
        assert on_lines <= {d.id for d, where in p.dominoes if where == LINE}
        assert p.summary()[0].startswith(f"{p.to_come} domino")
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize(("rules", "players", "court"), GAMES)
def test_the_list_holds_at_every_point_of_random_games(rules, players, court) -> None:
    st = new_game(options(rules, players, court), players * 11 + court)
    rng = Rng(players + court)
    moves = 0
    while st.phase != "over":
        if moves % 9 == 0:
            check(st)
        st = apply(st, rng.choice(legal_actions(st)))
        moves += 1
    check(st)
    assert all(p.to_come == 0 and p.rounds_left == 0 for p in pool(st))


def test_xxl_names_the_face_down_line_and_shows_printed_numbers() -> None:
    st = new_game(options("xxl", 4, 1), 3)
    rng = Rng(3)
    while not (st.phase == "play" and st.tower == FE):
        st = apply(st, rng.choice(legal_actions(st)))
    fe, aog = pool(st)
    line = [s.domino for s in st.drafts[AOG].next or []]
    assert sorted(d.id for d in aog.face_down) == sorted(line) and not fe.face_down
    labels = ", ".join(d.label for d in aog.face_down)
    assert f"next line face down: {labels}" in aog.summary()[0]
    # printed numbers 49-54 appear once in each tower, as the players read them
    fe_labels, aog_labels = [d.label for d, _ in fe.dominoes], [d.label for d, _ in aog.dominoes]
    assert fe_labels.count("49") == aog_labels.count("49") == 1
    assert aog_labels[:6] == list("ABCDEF")  # letters first, as printed


OPENED = [("kingdomino", 2, 0), ("queendomino", 4, 0), ("xxl", 3, 1), ("xxl", 5, 1)]


@pytest.mark.parametrize(("rules", "players", "court"), OPENED)
def test_p_opens_and_draws_the_list_at_many_points_of_a_game(tmp_path, rules, players, court) -> None:
    ctx = headless_context(save_dir=tmp_path)
    seats = [Seat(f"P{i + 1}", c, "human") for i, c in zip(range(players), ("red", "blue", "green", "yellow",
                                                                              "purple"), strict=False)]
    session = Session(options(rules, players, court), seats, 5)
    table = TableScene(ctx, session)
    ctx.manager.push(table)
    driver = Driver(ctx)
    driver.run(2)
    rng = Rng(5)
    opened = 0
    while session.state.phase != "over":
        for _ in range(13):
            if session.state.phase == "over":
                break
            session.play(rng.choice(legal_actions(session.state)))
        driver.key(pygame.K_p)
        assert isinstance(ctx.manager.top, PoolScene)
        driver.run(1)  # draws
        driver.key(pygame.K_p)
        assert ctx.manager.top is table
        opened += 1
    assert opened >= 3
