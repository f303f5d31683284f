"""Told what happened (issue 29, point 3): the last-moves panel on every table, what it says
(the others' moves since your last turn: claims, builds, Court buys, the crown your giant got,
the Queen leaving you), a cut line told whole on hover, a score's parts on hover, and the
placement preview split by score part."""

from __future__ import annotations

import random

import pygame
import pytest
import pytmx
from table_helpers import open_table, record_notes, settle

from game.engine import Options, Place, apply, legal_actions, scores
from game.engine.rules.economy_steps import Build, queen_host
from game.engine.rules.xxl_giants import Footprint
from game.engine.rules.xxl_steps import Buy
from game.session import Seat, Session
from game.ui.layout import maps_dir
from game.ui.table import last_moves, score_hover
from game.ui.table.drag import judge
from game.ui.table.harness import make_session
from game.ui.table.last_moves import NOTICE, layout_panel, panel_of, queen_notice, since_last_turn
from game.ui.table.score_parts import gain_words
from game.ui.table.table_log import Entry

RED = (200, 40, 40)


def humans(rules: str, players: int, seed: int, **options: object) -> Session:
    names, colours = ("Ada", "Bruno", "Chloé", "Dario", "Eve"), ("red", "blue", "green", "yellow", "purple")
    seats = [Seat(names[i], colours[i]) for i in range(players)]
    return Session(Options(rules=rules, players=players, **options), seats, seed)  # type: ignore[arg-type]


# -- the maps -----------------------------------------------------------------------------------
@pytest.mark.parametrize("path", sorted(maps_dir().glob("*.tmx")), ids=lambda p: p.stem)
def test_every_table_has_room_for_the_last_moves(path) -> None:
    """Each map (every rule set and count) has a `log` region that holds a title and at least
    three moves of 14 px text at 1280×720, and is wide enough for a move's words."""
    layer = pytmx.TiledMap(str(path)).get_layer_by_name("regions")
    logs = [o for o in layer if o.name == "log"]
    assert logs, f"{path.name} has no last-moves panel"
    assert logs[0].width >= 160 and logs[0].height >= 80, (path.name, logs[0].width, logs[0].height)


# -- what it says ----------------------------------------------------------------------------------
def test_since_your_last_turn_is_the_others_moves_then_your_own_turn() -> None:
    log = [Entry(f"m{i}", RED, p) for i, p in enumerate([0, 1, 0, 0, 1, None, 2, 2, 0, 0])]
    # Ada (0) is in her turn: what 1 and 2 did since her last turn, then this turn's moves
    assert [e.text for e in since_last_turn(log, 0)] == ["m4", "m5", "m6", "m7", "m8", "m9"]
    # Bruno (1) waits: everything after his last move
    assert [e.text for e in since_last_turn(log, 1)] == ["m5", "m6", "m7", "m8", "m9"]
    assert since_last_turn(log, None) == log  # only AIs at the table: the latest moves


def test_the_panel_says_what_the_ais_did_since_your_turn(tmp_path) -> None:
    session = make_session(3, seed=5, kinds=("human", "ai", "ai"))
    rng = random.Random(1)
    while session.state.round < 3 or not session.human_to_act():
        session.play(rng.choice(legal_actions(session.state)))
    _ctx, scene, _driver = open_table(tmp_path, session)
    texts = [row.whole for row in panel_of(scene, scene.geom.log).rows if row.first]
    assert texts, "the panel is empty"
    assert any(t.startswith("Bruno claimed") for t in texts)
    assert any(t.startswith("Chloé claimed") for t in texts)
    assert any(t.startswith("Bruno placed") for t in texts)
    # nothing from before Ada's last turn: her moves come last (none yet this turn) or not at all
    assert not any(t.startswith("Ada") for t in texts)


def test_a_lost_point_reads_as_a_minus_in_the_log(tmp_path) -> None:
    from game.ui.table.table_log import log_entry

    session = humans("xxl", 3, 2)
    _ctx, scene, _driver = open_table(tmp_path, session)
    rng = random.Random(4)
    st = session.state
    for _ in range(3000):
        la = legal_actions(st)
        a = rng.choice(la)
        after = apply(st, a)
        seat = st.actor
        if isinstance(a, Place) and seat is not None and scores(after)[seat].total < scores(st)[seat].total:
            entry = log_entry(scene, st, a, after, seat)
            assert entry is not None and "+-" not in entry.text and "\u2212" in entry.text
            return
        st = after if after.phase != "over" else session.state
    pytest.skip("no losing placement met")


def test_the_log_tells_court_buys_giants_sent_and_the_crown_your_giant_got(tmp_path) -> None:
    session = humans("xxl", 3, 3, court=1)
    rng = random.Random(7)
    sent = bought = False
    for _ in range(4000):
        st = session.state
        la = legal_actions(st)
        feet = [a for a in la if isinstance(a, Footprint) and a.kingdom == 1 and st.actor == 0]
        buys = [a for a in la if isinstance(a, Buy) and not a.search]
        pick = feet[0] if feet else buys[0] if buys else rng.choice(la)
        sent |= bool(feet)
        bought |= bool(buys)
        session.play(pick)
        if sent and bought and not session.state.pending:
            break
    assert sent and bought
    _ctx, scene, _driver = open_table(tmp_path, session)
    texts = [e.text for e in scene.log]
    assert any(t.startswith("Ada sent a giant to Bruno") for t in texts)
    assert any(" crown" in t and t.startswith("Bruno put Ada's giant on a ") for t in texts), texts
    assert any(" from the Court" in t and " bought " in t for t in texts)


def _queen_leaves_ada(seed: int, rules: str = "queendomino", players: int = 3) -> Session | None:
    session = humans(rules, players, seed)
    rng = random.Random(seed)
    left = False
    for _ in range(3000):
        st = session.state
        if st.phase == "over":
            return None
        if left and session.person_to_act() == 0 and not st.pending:
            return session
        la = legal_actions(st)
        builds = [a for a in la if isinstance(a, Build)]
        a = rng.choice(builds) if builds and rng.random() < 0.8 else rng.choice(la)
        after = session.play(a)
        if isinstance(a, Build) and queen_host(st) == 0 and queen_host(after) not in (0, None):
            left = True
        elif left and queen_host(after) == 0:
            left = False  # she came back before Ada's turn: no news
    return None


def test_the_queen_leaving_you_is_told_in_the_panel_and_on_your_name_plate(tmp_path) -> None:
    session = next(s for s in (_queen_leaves_ada(seed) for seed in range(1, 40)) if s is not None)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    host = queen_host(session.state)
    name = session.seats[host].name
    texts = [e.text for e in since_last_turn(scene.log, 0)]
    assert any(t.startswith(f"{name} built") and t.endswith("the Queen comes from Ada") for t in texts), texts
    assert queen_notice(scene) == (name, 0)
    plate = scene.geom.labels[0]
    screen = scene.ctx.window.surface
    reds = sum(screen.get_at((x, plate.centery))[:3] == NOTICE for x in range(plate.x, plate.right))
    assert reds > 10  # the notice is drawn on Ada's name plate


def test_on_the_xxl_plate_the_queens_notice_keeps_clear_of_the_name_and_all_kingdoms(tmp_path) -> None:
    session = next(s for s in (_queen_leaves_ada(seed, "xxl", 4) for seed in range(1, 40)) if s is not None)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    plate = scene.geom.labels[0]
    button = scene.pieces.all_button()
    screen = scene.ctx.window.surface
    xs = [x for x in range(plate.x, plate.right) if screen.get_at((x, plate.centery))[:3] == NOTICE]
    assert len(xs) > 10 and max(xs) < button.x  # drawn, and left of the All kingdoms pill
    assert min(xs) > plate.x + plate.w // 6  # the name keeps the plate's start
    notice = last_moves._notice(scene, 0)
    assert notice is not None and not notice[0].endswith("…")  # words that fit, not cut ones


# -- hovering ---------------------------------------------------------------------------------------
def test_a_move_too_long_for_the_panel_ends_in_an_ellipsis_and_is_told_whole() -> None:
    pygame.font.init()
    from game.paths import sprites_dir
    from game.ui.assets import Assets

    assets = Assets(sprites_dir())
    long = "Bruno bought Charcoal Kiln from the Court (searched from a pile) and then some more words"
    entries = [Entry("Ada claimed #3", RED, 0), Entry(long, RED, 1)]
    panel = layout_panel(pygame.Rect(0, 0, 170, 120), entries, 0, assets.font(13, bold=True),
                         assets.font(14), 1.0)
    rows = [r for r in panel.rows if r.whole == long]
    assert len(rows) == 2 and all(r.cut for r in rows) and rows[-1].text.endswith("…")
    assert all(r.rect.right <= 170 for r in panel.rows)
    short = [r for r in panel.rows if r.whole == "Ada claimed #3"]
    assert short and not short[0].cut and short[0].own


def test_hovering_a_cut_move_shows_it_whole(tmp_path, monkeypatch) -> None:
    session = humans("xxl", 3, 3, court=1)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    long = "Bruno bought Charcoal Kiln from the Court (searched from a pile), a long line to cut"
    scene.log.append(Entry(long, RED, 1))
    scene.static_dirty = True
    notes = record_notes(monkeypatch, last_moves)
    row = next(r for r in panel_of(scene, scene.geom.log).rows if r.whole == long)
    assert row.cut
    driver.move(row.rect.center, 3)
    assert long in notes


def test_hovering_the_title_tells_the_moves_that_did_not_fit(tmp_path, monkeypatch) -> None:
    session = humans("xxl", 4, 3)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    scene.log.extend(Entry(f"Bruno placed #{i}", RED, 1) for i in range(20))
    scene.static_dirty = True
    panel = panel_of(scene, scene.geom.log)
    assert panel.earlier > 0
    notes = record_notes(monkeypatch, last_moves)
    driver.move(panel.title.center, 3)
    assert notes and notes[-1].split("\n")[-1] == f"Bruno placed #{panel.earlier - 1}"


@pytest.mark.parametrize("rules, players", [("kingdomino", 2), ("queendomino", 4), ("xxl", 5)])
def test_hovering_a_score_shows_its_parts(tmp_path, monkeypatch, rules, players) -> None:
    session = humans(rules, players, 4)
    rng = random.Random(2)
    while session.state.round < 3:
        session.play(rng.choice(legal_actions(session.state)))
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    drawn: list[tuple[str, tuple[tuple[str, str], ...]]] = []
    real = score_hover.parts_note
    monkeypatch.setattr(score_hover, "parts_note",
                        lambda a, title, rows, s: drawn.append((title, rows)) or real(a, title, rows, s))
    seat = players - 1
    row = score_hover.score_rows(scene.assets, scene.geom.scores, players, scene.scale)[seat]
    driver.move(row.center, 3)
    b = scores(scene.state)[seat]
    said = [(t, rows) for t, rows in drawn if t.startswith(session.seats[seat].kingdom_name)]
    assert said, drawn
    title, rows = said[-1]
    assert title.endswith(f"{b.total} points")
    assert ("Territories", str(b.parts()["territories"])) in rows
    assert len(rows) == len(b.parts())


def test_the_score_parts_read_like_a_table(monkeypatch) -> None:
    """Labels start at one left edge, figures end at one right edge (not each line centred)."""
    pygame.init()
    from game.ui.table.harness import headless_context

    assets = headless_context((1280, 720)).assets
    placed: list[tuple[str, str, tuple[int, int]]] = []
    real = score_hover.draw_text
    monkeypatch.setattr(score_hover, "draw_text", lambda surf, text, font, ink, pos, anchor="topleft", *a:
                        placed.append((text, anchor, pos)) or real(surf, text, font, ink, pos, anchor, *a))
    rows = (("Territories", "42"), ("The Queen", "3"), ("Coins", "12"), ("Challenges", "\u22125"))
    note = score_hover.parts_note(assets, "Ada's kingdom: 52 points", rows, 1.0)
    labels = [(anchor, pos[0]) for text, anchor, pos in placed if text in dict(rows)]
    figures = [(anchor, pos[0]) for text, anchor, pos in placed if text in dict(rows).values()]
    assert len(labels) == len(figures) == len(rows)
    assert {a for a, _ in labels} == {"topleft"} and len({x for _, x in labels}) == 1
    assert {a for a, _ in figures} == {"topright"} and len({x for _, x in figures}) == 1
    assert labels[0][1] < note.get_width() // 4 and figures[0][1] > note.get_width() * 3 // 4


# -- the placement preview ---------------------------------------------------------------------------
def test_the_preview_splits_the_parts_when_more_than_one_changes() -> None:
    session = humans("xxl", 3, 6)
    rng = random.Random(3)
    st = session.state
    for _ in range(4000):
        if st.phase == "over":
            break
        seat = st.actor
        places = [a for a in legal_actions(st) if isinstance(a, Place)]
        for a in places:
            v = judge(st, seat, a)
            if len(v.parts) >= 2:
                text = gain_words(v.gain, list(v.parts))
                assert text.startswith("territories ") and ", " in text and "+-" not in text
                assert sum(n for _g, n in v.parts) == v.gain
                return
        st = apply(st, rng.choice(legal_actions(st)))
    pytest.fail("no placement that moves two score parts")


def test_the_preview_is_the_total_alone_when_one_part_changes() -> None:
    assert gain_words(3, [("territories", 3)]) == "+3"
    assert gain_words(0, []) == "+0"
    assert gain_words(-1, [("territories", 4), ("challenges", -5)]) == "territories +4, challenges \u22125"
