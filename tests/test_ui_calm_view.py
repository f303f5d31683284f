"""A calm table (issue 29, point 2): a kingdom's view does not jump between turns. It zooms
(gliding, see zoom.py) when it must grow; otherwise its castle keeps its place on screen."""

from __future__ import annotations

import random

import pytest
from table_helpers import open_table, settle

from game.engine import Options, apply, legal_actions, new_game
from game.engine.rules import get_rules
from game.ui.layout import load_layout, map_for
from game.ui.table.geometry import TableGeometry, reach
from game.ui.table.harness import make_session
from game.ui.table.stages import table_tower


def _geometry(layout, st, before=None):  # type: ignore[no-untyped-def]
    d = st.drafts[table_tower(st)]
    n = max(len(d.current), len(d.next or []))
    return TableGeometry(layout, [k.size for k in st.kingdoms], n, table_tower(st),
                         [reach(k) for k in st.kingdoms], before)


@pytest.mark.parametrize(("rules", "players"), [("kingdomino", 2), ("kingdomino", 4), ("queendomino", 3)])
def test_a_board_moves_only_when_its_scale_changes(rules: str, players: int) -> None:
    moved = zoomed = 0
    for seed in range(3):
        st = new_game(Options(rules=rules, players=players), seed)
        path = map_for(players, st.kingdoms[0].grid, get_rules(rules).maps)
        layout = load_layout(path).scaled(1280, 720)
        rng = random.Random(seed)
        g = _geometry(layout, st)
        while st.phase != "over":
            st = apply(st, rng.choice(legal_actions(st)))
            g2 = _geometry(layout, st, g)
            for seat, (a, b) in enumerate(zip(g.boards, g2.boards, strict=True)):
                r0, c0, rows, cols = b.shown
                rr0, rc0, rrows, rcols = reach(st.kingdoms[seat])
                assert r0 <= rr0 and c0 <= rc0 and rr0 + rrows <= r0 + rows and rc0 + rcols <= c0 + cols
                if a.cell == b.cell:
                    moved += a.origin != b.origin
                else:
                    zoomed += 1
            g = g2
    assert zoomed > 0, "some placement made a board grow (the premise)"
    assert moved == 0, f"{moved} times a board moved at the same scale: its castle jumped"


def test_the_tables_castles_stay_put_through_a_game(tmp_path) -> None:
    session = make_session(2, seed=2)
    while session.state.phase == "draft":
        session.play(legal_actions(session.state)[0])
    _ctx, scene, driver = open_table(tmp_path, session)
    rng = random.Random(5)
    for _ in range(16):
        settle(driver, scene)
        if session.state.phase == "over":
            break
        before = scene.geom.boards
        castles = [b.cell_center(*k.castle) for b, k in zip(before, session.state.kingdoms, strict=True)]
        scene.try_action(rng.choice(legal_actions(session.state)))
        for seat, b in enumerate(scene.geom.boards):
            if b.cell == before[seat].cell:
                assert b.cell_center(*session.state.kingdoms[seat].castle) == castles[seat]
