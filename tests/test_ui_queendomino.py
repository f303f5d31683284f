"""Queendomino at the table, driven by posted mouse and key events only (issue 13).

Positions come from the scene's own geometry (cell centres, builders' slots,
buttons); what the engine ends up with is checked after every step.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from key_play import key_move
from table_helpers import open_table, record_notes, settle, shared_gesture

from game.engine import Options, Skip, apply, legal_actions, new_game
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Bribe, Build, Tax, town_sites
from game.session import Seat, Session, replay_history
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session
from game.ui.table.kingdomino.pieces import KingdominoPieces
from game.ui.table.probe import probe
from game.ui.table.queendomino.pieces import QTable

Pick = Callable[[Session], bool]


def advance(session: Session, done: Pick, rng: Rng, limit: int = 600) -> None:
    """Play legal actions (building and taxing when possible) until `done(session)`."""
    for _ in range(limit):
        if done(session):
            return
        la = legal_actions(session.state)
        keen = [a for a in la if isinstance(a, Build | Tax)]
        session.play(rng.choice(keen) if keen and rng.below(3) else rng.choice(la))
    raise AssertionError("the situation never came up")


def q_of(scene: TableScene) -> QTable:
    assert isinstance(scene.pieces, QTable)
    return scene.pieces


def human_at(step: str, extra: Pick | None = None) -> Pick:
    return lambda s: s.state.phase == "play" and s.state.step == step and (extra is None or extra(s))


def has_site(s: Session) -> bool:
    return len(town_sites(s.state.kingdoms[s.state.actor])) >= 1


def guard_of(s: Session) -> int:
    return s.state.kingdoms[s.state.actor].vals.get("guard", 0)


# -- the steps one by one --------------------------------------------------------------------
def test_kingdomino_tables_have_no_queendomino_parts(tmp_path) -> None:
    _ctx, scene, _driver = open_table(tmp_path, make_session(2, seed=3))
    assert type(scene.pieces) is KingdominoPieces  # nothing beyond what the table's core draws


def test_tax_shows_each_squares_coins_before_sending_knights(tmp_path) -> None:
    session = make_session(4, seed=11, rules="queendomino")
    advance(session, human_at("tax", lambda s: guard_of(s) >= 2), Rng(2))
    ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    seat = session.state.actor
    preview = q.tax_preview()
    assert len(preview) == 2 and all(v >= 1 for v in preview.values())
    assert dict(_step_names())["tax"] == "Knights"
    assert "Free" in q.cost_text(session.state)[0] and "q_skip" in probe(scene).button_names()
    a, b = sorted(preview)
    driver.click(scene.cell_center(seat, *a))
    driver.click(scene.cell_center(seat, *b))
    assert q.pick == [a, b]
    assert session.history[-1].startswith("place")  # nothing sent before the player commits
    # the button says what the knights will collect
    assert scene.controls["q_collect"].text == f"Send 2 (+{preview[a] + preview[b]})"
    coins = session.state.kingdoms[seat].vals["coins"]
    driver.click(probe(scene).button_center("q_collect"))
    settle(driver, scene)
    assert session.history[-1] == str(Tax((a, b)))
    assert session.state.kingdoms[seat].vals["coins"] == coins + preview[a] + preview[b]
    assert "coins" in ctx.sound.played  # coins flew to the purse


def test_build_by_dragging_legal_squares_glow_and_an_illegal_drop_says_why(tmp_path) -> None:
    session = make_session(4, seed=11, rules="queendomino")
    advance(session, human_at("build", has_site), Rng(3))
    ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    seat = session.state.actor
    k = session.state.kingdoms[seat]
    slot = max(q.lit_slots(session.state))  # the cheapest building the player can afford
    bid = session.state.ext["rows"][0][slot]
    # an illegal drop first: on the castle
    moves = len(session.history)
    driver.down(q.slot_center(slot))
    driver.move(scene.cell_center(seat, *k.castle), 6)
    assert q.held is not None and q.held.building == bid
    driver.up(scene.cell_center(seat, *k.castle))
    settle(driver, scene)
    assert scene.toast is not None and "town squares" in scene.toast[0]  # says why
    assert len(session.history) == moves and q.held is None  # nothing played; the building went back
    assert "refused" in ctx.sound.played
    # then a legal one
    site = town_sites(k)[0]
    driver.down(q.slot_center(slot))
    driver.move(scene.cell_center(seat, *site), 6)
    driver.up(scene.cell_center(seat, *site))
    settle(driver, scene)
    assert session.history[-1] == str(Build(bid, *site))
    assert int(session.state.kingdoms[seat].at("building", *site)) == bid


def test_build_by_click_then_click(tmp_path) -> None:
    session = make_session(3, seed=5, rules="queendomino")
    advance(session, human_at("build", has_site), Rng(4))
    _ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    seat = session.state.actor
    slot = max(q.lit_slots(session.state))
    bid = session.state.ext["rows"][0][slot]
    site = town_sites(session.state.kingdoms[seat])[0]
    driver.click(q.slot_center(slot))
    assert q.held is not None and q.held.mode == "select"
    driver.move(scene.cell_center(seat, *site), 4)
    driver.click(scene.cell_center(seat, *site))
    settle(driver, scene)
    assert session.history[-1] == str(Build(bid, *site))


def test_build_and_bribe_with_the_keyboard(tmp_path) -> None:
    session = make_session(4, seed=11, rules="queendomino")
    two_sites = human_at("build", lambda s: len(town_sites(s.state.kingdoms[s.state.actor])) >= 2)
    advance(session, two_sites, Rng(3))
    _ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    seat = session.state.actor
    slot = max(q.lit_slots(session.state))
    bid = session.state.ext["rows"][0][slot]
    sites = town_sites(session.state.kingdoms[seat])
    driver.key(pygame.K_1 + slot)
    assert q.held is not None and q.held.mode == "keys"
    driver.key(pygame.K_TAB)  # on to the second empty town square
    driver.key(pygame.K_RETURN)
    settle(driver, scene)
    # a lone last domino may be claimed for the player right after (issue 16)
    assert str(Build(bid, *sites[1])) in session.history[-2:]
    if session.state.step == "bribe" and session.state.actor == seat:
        target = next(i for i, b in enumerate(session.state.ext["rows"][0]) if b is not None)
        burned = session.state.ext["rows"][0][target]
        driver.key(pygame.K_1 + target)
        settle(driver, scene)
        assert session.history[-1] == str(Bribe(burned))


def test_a_hint_at_a_builders_step_is_shown_on_the_table(tmp_path, monkeypatch) -> None:
    from game.engine import Options
    from game.ui.table.queendomino import pieces as qsteps

    notes = record_notes(monkeypatch, qsteps)
    seats = [Seat("Ada", "red", "human"), Seat("Bruno", "blue", "human")]
    session = Session(Options(rules="queendomino", players=2), seats, 9, hints=True)
    advance(session, human_at("tax"), Rng(7))
    _ctx, scene, driver = open_table(tmp_path, session)
    driver.key(pygame.K_t)
    assert driver.until(lambda: bool(scene.hint), 1_000_000, 300)  # a safety stop, not a measure
    assert isinstance(scene.hint[0], Tax | Skip)
    notes.clear()
    scene.dirty = True
    driver.run(2)
    assert "Hint" in notes or "Hint: skip" in notes


def test_bribe_by_clicking_a_building_and_the_dragon_flies(tmp_path) -> None:
    session = make_session(4, seed=11, rules="queendomino")
    advance(session, human_at("bribe"), Rng(5))
    ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    slot = min(q.lit_slots(session.state))
    bid = session.state.ext["rows"][0][slot]
    driver.click(q.slot_center(slot))
    settle(driver, scene)
    assert session.history[-1] == str(Bribe(bid))
    assert session.state.ext["dragons"][0] == [0, slot]
    assert "dragon" in ctx.sound.played


def test_skip_key_and_go_to_claim_button(tmp_path) -> None:
    session = make_session(4, seed=11, rules="queendomino")
    rich = human_at("tax", lambda s: guard_of(s) >= 1 and s.state.kingdoms[s.state.actor].vals["coins"] >= 3)
    advance(session, rich, Rng(6))
    _ctx, scene, driver = open_table(tmp_path, session)
    actor = session.state.actor
    driver.key(pygame.K_s)
    settle(driver, scene)
    assert session.history[-1] == str(Skip("tax"))
    if session.state.step in ("build", "bribe"):  # one button skips every step left
        driver.click(probe(scene).button_center("q_claim"))
        settle(driver, scene)
    assert session.state.step == "claim" or session.state.actor != actor


def test_go_to_claim_key_from_the_knights_step(tmp_path) -> None:
    session = make_session(2, seed=9, rules="queendomino")
    advance(session, human_at("tax"), Rng(7))
    _ctx, scene, driver = open_table(tmp_path, session)
    driver.key(pygame.K_c)
    settle(driver, scene)
    assert session.state.step in ("claim", "place") and session.history[-1].startswith("skip")


def test_hover_explains_a_building_on_the_board(tmp_path) -> None:
    session = make_session(4, seed=11, rules="queendomino")
    _ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    bid = session.state.ext["rows"][0][0]
    blank = driver.surface.copy()
    driver.move(q.slot_center(0), 3)
    driver.run(2)
    assert q.hover_slot == 0
    assert driver.surface.get_at(q.slot_center(0)) is not None
    from game.ui.table.queendomino.building_art import describe_lines

    lines = describe_lines(bid)
    assert len(lines) == 5 and lines[1].startswith("On building")  # name + the four corners
    assert pygame.image.tobytes(driver.surface, "RGB") != pygame.image.tobytes(blank, "RGB")


def test_a_building_note_is_drawn_over_the_buttons(tmp_path, monkeypatch) -> None:
    """Found in the real window: the note of the board's last building slid under the buttons
    beside it (Undo, Rules), hiding half its corners."""
    from game.ui.table.queendomino import pieces as qsteps

    order: list[str] = []
    real_note = qsteps.draw_note
    monkeypatch.setattr(qsteps, "draw_note", lambda *a, **k: (order.append("note"), real_note(*a, **k))[1])
    session = make_session(4, seed=11, rules="queendomino")
    _ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    group = scene.painter.group
    real_draw = group.draw
    monkeypatch.setattr(group, "draw", lambda *a, **k: (order.append("buttons"), real_draw(*a, **k))[1])
    last = len(q.geom.slots) - 1
    driver.move(q.slot_center(last), 3)
    order.clear()
    scene.dirty = True
    driver.run(1)
    assert q.hover_slot == last and "note" in order and "buttons" in order
    assert order.index("buttons") < len(order) - 1 - order[::-1].index("note"), order


def test_hover_explains_a_building_in_a_kingdom_in_words(tmp_path, monkeypatch) -> None:
    from game.engine.buildings import building
    from game.ui.table.queendomino import pieces as qsteps

    notes = record_notes(monkeypatch, qsteps)
    session = make_session(4, seed=11, rules="queendomino")
    advance(session, lambda s: any(k.squares("building") for k in s.state.kingdoms), Rng(12))
    _ctx, scene, driver = open_table(tmp_path, session)
    seat, k = next((i, k) for i, k in enumerate(session.state.kingdoms) if k.squares("building"))
    r, c, bid = k.squares("building")[0]
    driver.move(scene.cell_center(seat, r, c), 3)
    scene.dirty = True
    driver.run(2)
    b = building(int(bid))
    said = [n for n in notes if n.startswith(b.name)]
    assert said, notes
    for corner in ("On building:", "Tax:", "End:"):  # all four corners, in words
        assert corner in said[-1]


def test_saves_continue_and_undo_work_for_queendomino(tmp_path) -> None:
    session = make_session(2, seed=9, rules="queendomino")
    advance(session, human_at("build", has_site), Rng(8))
    ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    slot = max(q.lit_slots(session.state))
    site = town_sites(session.state.kingdoms[session.state.actor])[0]
    driver.drag(q.slot_center(slot), scene.cell_center(session.state.actor, *site))
    settle(driver, scene)
    assert session.history[-1].startswith("build")
    path = ctx.store.autosave_path(session)
    assert path.exists()
    restored = ctx.store.load(path)  # what Continue opens
    assert restored.options.rules == "queendomino" and restored.history == session.history
    slot = ctx.store.load(ctx.store.save(session, "Towns and towers"))  # a named slot
    assert slot.history == session.history and slot.state.to_json() == session.state.to_json()
    assert restored.state.to_json() == session.state.to_json()
    # undo (hot-seat: take back the last move) puts the building back on the board
    before_len = len(session.history)
    scene._undo_now()
    settle(driver, scene)
    assert len(session.history) == before_len - 1 and session.state.step == "build"
    # and Continue reopens the game at the same step on a fresh table
    _ctx2, scene2, _driver2 = open_table(tmp_path / "again", ctx.store.load(ctx.store.autosave(session)))
    assert isinstance(scene2.pieces, QTable) and scene2.state.step == "build"
    assert q_of(scene2).lit_slots(scene2.state) == q.lit_slots(session.state)


def _step_names() -> tuple[tuple[str, str], ...]:
    from game.ui.table.queendomino.economy_view import STEP_NAMES

    return STEP_NAMES


def test_new_game_offers_queendomino_with_its_options_and_remembers_it(tmp_path) -> None:
    from saves.settings import load_settings

    ctx = headless_context((1280, 720), tmp_path / "saves")
    scene = ctx.scenes.new_game()
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(2)
    choice = scene.rules_choice
    assert "queendomino" in choice.values
    arrow = choice._arrows()[1]  # the right arrow of the rule-set chooser
    while scene.rules != "queendomino":
        driver.click(arrow.center)
    assert scene.rules == "queendomino"
    assert set(scene.variant_toggles) == {"middle_kingdom", "harmony", "dynasty"}
    offered = scene.seat_widgets[1][2].values
    assert ("ai", "hard") in offered and ("ai", "normal") in offered  # every level plays it
    scene.set_players(4)
    driver.click(scene.variant_toggles["dynasty"].rect.center)
    scene.start()
    table = ctx.manager.top
    assert isinstance(table, TableScene) and isinstance(table.pieces, QTable)
    assert len(table.session.seats) == 4
    assert table.session.options.dynasty
    assert load_settings().last_rules == "queendomino"  # written to the settings file
    again = ctx.scenes.new_game()
    assert again.rules == "queendomino" and again.flags == {"dynasty": True}


def test_results_show_the_breakdown_as_a_table_and_a_chart(tmp_path) -> None:
    from game.engine import scores
    from game.ui.results.breakdown import chart_parts, part_rows

    session = make_session(4, seed=3, rules="queendomino")
    advance(session, lambda s: s.state.phase == "over", Rng(1), 2000)
    ctx = headless_context((1280, 720), tmp_path / "saves")
    results = ctx.scenes.results(session)
    ctx.manager.push(results)
    driver = Driver(ctx)
    driver.run(2)
    assert results.breakdown and "Kingdoms" in results.buttons  # opens on the breakdown
    for b in scores(session.state):
        rows = part_rows(b, results.parts)
        assert sum(r[2] for r in rows) == b.total  # every point is in the table once
        assert sum(v for _, _, v in chart_parts(b, results.parts)) == b.total  # and in the chart
        built = [x.name for x in b.bonuses if x.group == "buildings"]
        assert [r[1] for r in rows if r[0] == "buildings"] == built  # each building by name
    table = pygame.image.tobytes(driver.surface, "RGB")
    driver.key(pygame.K_b)
    driver.run(2)
    assert not results.breakdown and pygame.image.tobytes(driver.surface, "RGB") != table


def test_h_opens_the_queendomino_rules_chapter_with_pictures_and_rulings(tmp_path) -> None:
    ctx, _scene, driver = open_table(tmp_path, make_session(2, seed=9, rules="queendomino"))
    driver.key(pygame.K_h)
    rules = ctx.manager.top
    assert type(rules).__name__ == "RulesScene" and rules.rules_name == "queendomino"
    notes = [b.text for b in rules.blocks if b.kind == "note"]
    assert any(n.startswith("Each knight sent") and "once per knight" in n for n in notes)  # no ruling number
    assert any(n.startswith("The Queen moves") and "even in a tie" in n for n in notes)
    pictures = [b for b in rules.blocks if b.kind == "picture"]
    assert pictures and any("building:" in b.mark for b in pictures)
    assert {"Knights and tax", "Building", "The Queen", "The Dragon", "Rulings"} <= dict(rules.anchors).keys()
    rules.scroll_to(dict(rules.anchors)["Building"])
    driver.run(2)  # the building tiles are drawn without error


def test_the_queen_walks_to_a_builder_of_towers_with_her_sound(tmp_path) -> None:
    from game.engine.buildings import building

    def tower_build(s: Session) -> bool:
        st = s.state
        return st.step == "build" and st.ext["queen"] != st.actor and any(
            isinstance(a, Build) and building(a.building).towers and _brings_queen(st, a)
            for a in legal_actions(st))

    session = make_session(3, seed=4, rules="queendomino")
    advance(session, tower_build, Rng(9))
    ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    st = session.state
    a = next(a for a in legal_actions(st) if isinstance(a, Build) and building(a.building).towers
             and _brings_queen(st, a))
    driver.drag(q.slot_center(q.slot_of(a.building)), scene.cell_center(st.actor, a.row, a.col))
    settle(driver, scene)
    assert session.history[-1] == str(a) and session.state.ext["queen"] == st.actor
    assert "queen" in ctx.sound.played
    assert "the Queen comes" in scene.log[-1][0]


def _brings_queen(st, a: Build) -> bool:
    after = apply(st, a)
    return after.ext["queen"] == st.actor


def test_the_queens_host_sees_the_price_it_would_pay(tmp_path) -> None:
    from game.ui.table.queendomino.economy_view import price_parts

    st = new_game(Options(rules="queendomino", players=2), 3)
    st.ext["queen"] = 0
    assert price_parts(st, 1, 2) == (3, None)
    assert price_parts(st, 0, 2) == (2, 3)  # drawn as 2, with the 3 struck through
    assert price_parts(st, 0, 5) == (0, None)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_public_economy_is_drawn_at_1280x720(tmp_path, players: int) -> None:
    from game.ui.table.queendomino.building_art import building_tile

    session = make_session(players, seed=11, rules="queendomino")
    advance(session, lambda s: s.state.round >= 3 and s.state.step == "claim", Rng(10))
    _ctx, scene, driver = open_table(tmp_path, session)
    q = q_of(scene)
    surf = driver.surface
    bg = scene.painter.background(surf.get_size())
    row = session.state.ext["rows"][0]
    for slot in q.geom.slots:  # each building lies on its slot, drawn from its corners
        if row[slot.index] is None:
            continue
        tile = building_tile(scene.assets, row[slot.index], slot.tile.w)
        probe = (slot.tile.x + tile.get_width() // 2, slot.tile.y + tile.get_height() // 2)
        want = tile.get_at((tile.get_width() // 2, tile.get_height() // 2))
        assert all(abs(a - b) <= 8 for a, b in zip(surf.get_at(probe)[:3], want[:3], strict=True))
    for region in [*q.geom.purses, q.geom.pile, q.geom.queen, q.geom.dragon, q.geom.steps]:
        assert region.w > 0 and surf.get_rect().contains(region)
        changed = sum(surf.get_at((x, region.centery)) != bg.get_at((x, region.centery))
                      for x in range(region.x + 2, region.right - 2, 3))
        assert changed > (region.w - 4) // 3 * 0.8, f"{region} looks empty"
    for seat, k in enumerate(session.state.kingdoms):  # knights and buildings stand on their squares
        for r, c, _ in k.squares("building"):
            board = scene.geom.boards[seat]
            assert board.rect.contains(board.cell_rect(r, c))


def test_text_is_at_least_12_px_on_queendomino_tables(tmp_path) -> None:
    import collections

    for players in (2, 3, 4):
        ctx = headless_context((1280, 720), tmp_path / f"s{players}")
        session = make_session(players, seed=3, rules="queendomino")
        advance(session, human_at("tax", lambda s: s.state.round >= 5), Rng(2))
        sizes: collections.Counter[int] = collections.Counter()
        real = ctx.assets.font

        def recording(size: int, *args, real=real, sizes=sizes, **kwargs):  # type: ignore[no-untyped-def]
            sizes[int(size)] += 1
            return real(size, *args, **kwargs)

        ctx.assets.font = recording  # type: ignore[method-assign]
        scene = TableScene(ctx, session)
        ctx.manager.push(scene)
        driver = Driver(ctx)
        driver.run(2)
        driver.move(q_of(scene).slot_center(0), 2)  # a building's note too
        driver.run(2)
        assert sizes and min(sizes) >= 12, (players, sorted(sizes))


# -- a whole game -------------------------------------------------------------------------------
def _human_move(driver: Driver, scene: TableScene, a, n: int) -> None:
    if shared_gesture(driver, scene, a):
        return
    seat = scene.state.actor
    if isinstance(a, Tax):
        for sq in a.squares:
            driver.click(scene.cell_center(seat, *sq))
        driver.key(pygame.K_RETURN) if n % 2 else driver.click(probe(scene).button_center("q_collect"))
    else:
        assert isinstance(a, Skip)
        driver.key(pygame.K_s) if n % 2 else driver.click(probe(scene).button_center("q_skip"))


def test_whole_four_player_game_one_human_three_ai_by_mouse_and_keys(tmp_path) -> None:
    """The one whole Queendomino game at the table: the human's moves of each kind are made by
    the mouse and by the keys alone in turn, so every step is played both ways; after each move
    the history holds it and, read back, gives the engine's own state."""
    seats = [Seat("Ada", "red", "human"), Seat("Bruno", "blue", "ai", "easy"),
             Seat("Chloé", "green", "ai", "normal"), Seat("Dario", "yellow", "ai", "easy")]
    from game.engine import Options

    session = Session(Options(rules="queendomino", players=4), seats, 21)
    ctx, scene, driver = open_table(tmp_path, session)
    rng = Rng(99)
    made: dict[str, dict[str, int]] = {"mouse": {}, "keys": {}}
    n = 0
    while session.state.phase != "over":
        settle(driver, scene)
        if session.state.phase == "over":
            break
        if not session.human_to_act():
            continue
        before = session.state
        la = legal_actions(before)
        keen = [a for a in la if isinstance(a, Build | Tax | Bribe)]
        a = rng.choice(keen) if keen and rng.below(4) else rng.choice(la)
        skips = [s for s in la if isinstance(s, Skip)]
        if skips and min(made["mouse"].get("Skip", 0), made["keys"].get("Skip", 0)) == 0 and (
            made["mouse"].get("Build")
        ):  # the Skip gesture both ways, whatever the deal
            a = skips[0]
        kind = type(a).__name__
        expected = apply(before, a)
        by_keys = made["keys"].get(kind, 0) < made["mouse"].get(kind, 0)
        way = "keys" if by_keys else "mouse"
        key_move(driver, scene, a) if by_keys else _human_move(driver, scene, a, n)
        settle(driver, scene)
        assert session.history[before.moves] == str(a), f"move {n} by {way}: wanted {a}"
        after = replay_history(session.options, session.seed, session.history[: before.moves + 1])[0]
        assert after.to_json() == expected.to_json()  # (the AI seats may have moved on since)
        made[way][kind] = made[way].get(kind, 0) + 1
        n += 1
    for way in made:
        for kind in ("Place", "Claim", "Tax", "Build", "Skip"):
            assert made[way].get(kind), f"the human never played a {kind} by {way}: {made}"
    assert driver.until(lambda: ctx.manager.top is not scene, 400, 30)
    assert type(ctx.manager.top).__name__ == "ResultsScene"
    for sound in ("coins", "drop", "claim", "slide", "end_game"):
        assert sound in ctx.sound.played, sound
