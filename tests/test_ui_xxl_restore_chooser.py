"""C′ at the XXL table: the chooser names each choice's price, and speaks of a tower only when a
tower fell (rulings §3: a fallen tower is stood up or cleared; a collapsed building rebuilt or
its square cleared)."""

from __future__ import annotations

import os
from dataclasses import replace

from table_helpers import open_table, record_notes, settle

from game.engine import Options, legal_actions
from game.engine.layers import COLLAPSED, FALLEN, TOWERS
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Build, Tax
from game.engine.rules.xxl_steps import Buy, Clear, Rebuild
from game.session import Person, Seat, Session
from game.ui.table.prompts import menu_text
from game.ui.table.xxl.pieces import XTable


def _pick(rng: Rng, la: list) -> object:
    la = [a for a in la if not (isinstance(a, Buy) and a.search)]
    keen = [a for a in la if isinstance(a, Build | Tax | Buy)]
    return rng.choice(keen) if keen and rng.below(4) else rng.choice(la)


def at_restore_with_a_ruin(seed: int = 2) -> Session:
    """A real 3-kingdom game played at random until C′ may clear a collapsed building."""
    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    s = Session(Options(rules="xxl", players=3, court=1), seats, seed)
    rng = Rng(17)
    while s.state.phase != "over":
        la = legal_actions(s.state)
        if s.state.step == "restore" and not s.state.pending and any(isinstance(a, Clear) for a in la):
            return s
        s.play(_pick(rng, la))
    raise AssertionError("no collapsed building to clear in that game")


def test_the_chooser_on_a_collapsed_building_names_both_prices(tmp_path, monkeypatch) -> None:
    import game.ui.table.xxl.draw as xdraw

    session = at_restore_with_a_ruin()
    st = session.state
    clear = next(a for a in legal_actions(st) if isinstance(a, Clear))
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    x = scene.pieces
    assert isinstance(x, XTable)
    driver.click(scene.cell_center(st.actor, clear.row, clear.col))
    assert x.menu is not None
    texts = [menu_text(st, a) for a, _ in x.menu[1]]
    assert texts == ["Rebuild (3 coins)", "Clear the square (1 coin)"]
    font = scene.assets.font(max(12, round(15 * scene.scale)), bold=True)
    assert all(font.size(t)[0] < r.w for t, (_, r) in zip(texts, x.menu[1], strict=True))
    notes = record_notes(monkeypatch, xdraw)
    scene.dirty = True
    driver.run(2)
    assert not [n for n in notes if "collapsed" in n], "the square's note hid the chooser"
    if shots := os.environ.get("PRICES_SHOTS"):
        import pygame

        pygame.image.save(driver.surface, f"{shots}/restore_chooser.png")


def test_a_fallen_tower_is_stood_up_or_cleared_in_words() -> None:
    st = at_restore_with_a_ruin().state
    k = st.kingdoms[st.actor]
    clear = next(a for a in legal_actions(st) if isinstance(a, Clear))
    r, c = clear.row, clear.col
    k.set_at(COLLAPSED, r, c, 0)  # the building stands; its towers fell instead
    k.set_at(TOWERS, r, c, 2)
    k.set_at(FALLEN, r, c, 2)
    # one figurine per C′ (rulings: a fallen tower is stood up or cleared)
    assert menu_text(st, Rebuild(r, c)) == "Stand a fallen tower up (3 coins)"
    assert menu_text(st, Clear(r, c)) == "Clear a fallen tower (1 coin)"
    k.set_at(TOWERS, r, c, 1)
    k.set_at(FALLEN, r, c, 1)
    assert menu_text(st, Rebuild(r, c)) == "Stand the fallen tower up (3 coins)"
    assert menu_text(st, Clear(r, c)) == "Clear the fallen tower (1 coin)"
    old = replace(st, options=replace(st.options, edition=1))  # 0.2.0 stood them all up at once
    k.set_at(TOWERS, r, c, 2)
    k.set_at(FALLEN, r, c, 2)
    assert menu_text(old, Rebuild(r, c)) == "Stand the towers up (3 coins)"
    k.set_at(COLLAPSED, r, c, 1)  # a collapsed building with a fallen tower: the building is the news
    assert menu_text(st, Rebuild(r, c)) == "Rebuild (3 coins)"
    assert menu_text(st, Clear(r, c)) == "Clear the square (1 coin)"
