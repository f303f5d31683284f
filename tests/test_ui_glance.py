"""Issue 29, point 1: the table reads at a glance at 1280×720 (no text under 12 px, building
corners and resources drawn so they need no hover)."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import open_table

from game.engine import Options, legal_actions
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Build, Tax
from game.session import Seat, Session
from game.ui.assets import Assets

PEOPLE = (("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow"), ("Eve", "purple"))


def mid_game(rules: str, kingdoms: int, step: str, rnd: int, **options: object) -> Session:
    """A game played at random (keen to build and tax) up to `step` of round `rnd`."""
    seats = [Seat(n, c) for n, c in PEOPLE[:kingdoms]]
    s = Session(Options(rules=rules, players=kingdoms, **options), seats, 1)
    rng = Rng(17)
    for _ in range(4000):
        if s.state.round >= rnd and s.state.step == step:
            return s
        la = legal_actions(s.state)
        keen = [a for a in la if isinstance(a, Build | Tax)]
        s.play(rng.choice(keen) if keen and rng.below(2) else rng.choice(la))
    raise AssertionError(f"{rules}: {step} of round {rnd} never came up")


def record_font_sizes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every font size the table asks the assets for from now on."""
    sizes: list[int] = []
    real = Assets.font

    def recording(self: Assets, size: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
        sizes.append(int(size))
        return real(self, size, bold, title)

    monkeypatch.setattr(Assets, "font", recording)
    return sizes


@pytest.mark.parametrize(("rules", "kingdoms", "step", "options"), [
    ("kingdomino", 2, "place", {}),
    ("kingdomino", 4, "claim", {}),
    ("queendomino", 2, "build", {}),
    ("queendomino", 4, "build", {}),
    ("xxl", 3, "build", {"court": 1}),
    ("xxl", 5, "build", {"court": 1}),
])
def test_no_text_on_the_table_is_drawn_below_12_px_at_1280x720(tmp_path, monkeypatch, rules, kingdoms, step,
                                                                 options) -> None:
    session = mid_game(rules, kingdoms, step, 3, **options)
    sizes = record_font_sizes(monkeypatch)
    _ctx, scene, driver = open_table(tmp_path, session, (1280, 720))
    driver.run(3)
    assert scene.painter.static_builds, "the table was never drawn"
    assert sizes and min(sizes) >= 12, f"text drawn at {sorted(set(s for s in sizes if s < 12))} px"


def test_the_dragons_note_keeps_the_buildings_four_corners(tmp_path, monkeypatch) -> None:
    """Hovering a building at the Dragon step says what the bribe does and still what the
    building is (its corners), not only the burn line."""
    from table_helpers import record_notes

    from game.ui.table.queendomino import build as qbuild
    from game.ui.table.queendomino.building_art import describe_lines

    session = mid_game("queendomino", 4, "bribe", 2)
    notes = record_notes(monkeypatch, qbuild)
    _ctx, scene, driver = open_table(tmp_path, session)
    q = scene.pieces
    assert q is not None
    slot = next(i for i, b in enumerate(session.state.ext["rows"][0]) if b is not None)
    bid = session.state.ext["rows"][0][slot]
    driver.move(q.slot_center(slot), 3)
    driver.run(2)
    note = next(n for n in reversed(notes) if building_name(bid) in n)
    for corner in describe_lines(bid)[1:]:
        assert corner in note, f"{corner!r} missing from the Dragon's note {note!r}"


def building_name(bid: int) -> str:
    from game.engine.buildings import building

    return building(bid).name


def test_each_resource_kind_has_its_own_shape_not_only_its_colour() -> None:
    from game.engine.court_data import RESOURCE_KINDS
    from game.ui.table.tokens import shape

    masks = {kind: pygame.mask.from_surface(shape(kind, 32)) for kind in RESOURCE_KINDS}
    for a in RESOURCE_KINDS:
        assert masks[a].count() > 100, f"{a} has no shape"
        for b in RESOURCE_KINDS:
            if a < b:
                both = masks[a].overlap_area(masks[b], (0, 0))
                union = masks[a].count() + masks[b].count() - both
                assert both / union < 0.7, f"{a} and {b} have nearly the same outline"


def test_resources_are_icons_on_squares_on_line_dominoes_and_in_the_purse(tmp_path, monkeypatch) -> None:
    from game.engine.layers import RESOURCE
    from game.ui.table import tokens
    from game.ui.table.queendomino import economy_view
    from game.ui.table.tokens import brought
    from game.ui.table.xxl import playmat_view as xxl_view

    session = mid_game("xxl", 3, "build", 3, court=1)
    st = session.state
    drawn: dict[str, list[str]] = {"squares": [], "lines": [], "purse": []}
    # the lines' tokens are the pieces' marks (tokens.mark_brought), drawn over each face-up domino
    for module, where in ((xxl_view, "squares"), (tokens, "lines"), (economy_view, "purse")):
        real = module.resource_icon

        def recording(assets, kind, size, _real=real, _where=where):  # type: ignore[no-untyped-def]
            drawn[_where].append(kind)
            return _real(assets, kind, size)

        monkeypatch.setattr(module, "resource_icon", recording)
    _ctx, scene, driver = open_table(tmp_path, session)
    driver.run(3)
    on_squares = sorted(str(v) for k in st.kingdoms for _, _, v in k.squares(RESOURCE))
    assert on_squares, "no resources in this game: pick another"
    assert sorted(drawn["squares"]) == on_squares  # every kingdom, large or compact: one icon a token
    held = sorted(str(v) for _, _, v in st.kingdoms[scene.pieces.focus_seat()].squares(RESOURCE))
    assert sorted(set(drawn["purse"])) == sorted(set(held))
    faceup = [s.domino for d in st.drafts.values() for s in (d.current + (d.next or [])) if s.domino]
    coming = sorted(k for did in faceup for k in brought(did) if k is not None)
    assert coming and set(drawn["lines"]) <= set(coming) and drawn["lines"]


@pytest.mark.parametrize("kingdoms", [3, 4, 5])
def test_xxl_builders_tiles_are_large_enough_to_number_their_corners_at_1280x720(tmp_path, kingdoms) -> None:
    """XXL's two low rows put each price beside its tile, so every tile shows its corners'
    figures (at 12 px or more) without hovering."""
    from game.ui.table.queendomino.building_art import MIN_NUMBERED

    session = Session(Options(rules="xxl", players=kingdoms), [Seat(n, c) for n, c in PEOPLE[:kingdoms]], 1)
    _ctx, scene, _driver = open_table(tmp_path, session, (1280, 720))
    q = scene.pieces
    assert q is not None
    for slot in q.geom.slots:
        assert slot.tile.w >= MIN_NUMBERED, f"slot {slot.index}: a {slot.tile.w} px tile shows no figures"
        assert slot.rect.contains(slot.tile) and slot.rect.contains(slot.price)
        assert not slot.tile.colliderect(slot.price)


def test_the_xxl_purse_keeps_its_resource_counts_inside_it(tmp_path, monkeypatch) -> None:
    """Found on the 5-kingdom table: a purse with three kinds of tokens ran past its edge; the
    "on land" caption gives way first."""
    from game.engine.layers import RESOURCE
    from game.ui.table.queendomino import economy_view

    session = mid_game("xxl", 5, "build", 6, court=1)
    st = session.state
    seat = max(range(5), key=lambda n: (len({str(v) for _, _, v in st.kingdoms[n].squares(RESOURCE)}), n))
    assert len({str(v) for _, _, v in st.kingdoms[seat].squares(RESOURCE)}) >= 3
    _ctx, scene, driver = open_table(tmp_path, session)
    rects: list[pygame.Rect] = []
    real = economy_view.draw_text
    monkeypatch.setattr(economy_view, "draw_text", lambda *a, **k: rects.append(real(*a, **k)) or rects[-1])
    purse = scene.pieces.geom.focus_purse
    q = scene.pieces
    q.view.draw_purse(driver.surface, st, seat, purse, (200, 40, 40), True, q.geom.scale)
    assert rects and max(r.right for r in rects) <= purse.right


@pytest.mark.parametrize("kingdoms", [3, 5])
def test_a_rich_xxl_purse_keeps_every_count_inside_it(tmp_path, monkeypatch, kingdoms) -> None:
    """Seen in a whole 3-kingdom game: 20 coins, 10 wheat and the four kinds of tokens ran the
    last count past the strip's edge; a rich kingdom (261 coins, 10 knights) must still fit."""
    from game.engine.court_data import RESOURCE_KINDS
    from game.engine.layers import COINS, GUARD, RESOURCE
    from game.ui.table.queendomino import economy_view

    session = mid_game("xxl", kingdoms, "build", 3, court=1)
    st = session.state
    k = st.kingdoms[0]
    k.vals[COINS], k.vals[GUARD] = 261, 10
    free = [(r, c) for r, c, _t, _n in k.occupied() if not k.at(RESOURCE, r, c)]
    for n, (r, c) in enumerate(free[:12]):
        k.set_at(RESOURCE, r, c, RESOURCE_KINDS[n % len(RESOURCE_KINDS)])
    _ctx, scene, driver = open_table(tmp_path, session)
    rects: list[pygame.Rect] = []
    real = economy_view.draw_text
    monkeypatch.setattr(economy_view, "draw_text", lambda *a, **k: rects.append(real(*a, **k)) or rects[-1])
    purse = scene.pieces.geom.focus_purse
    scene.pieces.view.draw_purse(driver.surface, st, 0, purse, (200, 40, 40), True, scene.pieces.geom.scale)
    assert len(rects) >= 4 + len(RESOURCE_KINDS) and max(r.right for r in rects) <= purse.right


# -- what stands on the kingdoms, large and compact (issue 29: Court art, compact figures, plates) --
def late_xxl(kingdoms: int = 5, rnd: int = 8) -> Session:
    """A 5-kingdom XXL game with a team and both Court sets, keen to build and buy, at round
    `rnd`'s build step: buildings and Court tiles on every kingdom."""
    from game.engine.rules.xxl_steps import Buy
    from game.session import Person

    seats = [Seat(n, c, partner=Person("Yves") if i == 0 else None)
             for i, (n, c) in enumerate(PEOPLE[:kingdoms])]
    s = Session(Options(rules="xxl", players=kingdoms, court=2), seats, 3)
    rng = Rng(17)
    while not (s.state.round >= rnd and s.state.step == "build"):
        la = legal_actions(s.state)
        keen = [a for a in la if isinstance(a, Build | Buy)]
        s.play(rng.choice(keen) if keen else rng.choice(la))
    return s


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_court_tiles_on_squares_are_drawn_as_cards_and_compact_kingdoms_say_what_tiles_bring(
        tmp_path, monkeypatch, size) -> None:
    """On the kingdom shown large a Court tile is a small card (its picture and its worth in
    figures, as its card in the Court row); on a compact kingdom, too small for corners or
    cards, each building and Court character says the points it brings now in 12 px figures."""
    from game.engine import scores
    from game.engine.fullscore import square_points
    from game.engine.layers import BUILDING, COURT
    from game.ui.table.queendomino import building_art
    from game.ui.table.xxl import court_card

    session = late_xxl()
    st = session.state
    sizes = record_font_sizes(monkeypatch)
    cards: list[tuple[str, int]] = []  # (what the card says, its size)
    numbers: list[str] = []
    for module, name in ((court_card, "draw_text"), (building_art, "draw_text")):
        real = getattr(module, name)

        def recording(surf, text, *a, _real=real, **k):  # type: ignore[no-untyped-def]
            cards.append((text, surf.get_width()))
            return _real(surf, text, *a, **k)

        monkeypatch.setattr(module, name, recording)
    real_number = building_art.number_tile

    def number(assets, text, *rest):  # type: ignore[no-untyped-def]
        numbers.append(text)
        return real_number(assets, text, *rest)

    monkeypatch.setattr(court_card, "number_tile", number)
    monkeypatch.setattr(building_art, "number_tile", number)
    _ctx, scene, driver = open_table(tmp_path, session, size)
    driver.run(3)
    assert sizes and min(sizes) >= 12
    x = scene.pieces
    focus = x.focus_seat()
    k = st.kingdoms[focus]
    big = scene.geom.boards[focus].cell
    assert list(k.squares(COURT)), "no Court character on the large kingdom: pick another game"
    said = [text for text, w in cards if w >= court_card.MIN_CARD and w <= big]
    assert not [t for t in said if "\u2026" in t], f"a Court figure on the large kingdom is cut: {said}"
    now = square_points(scores(st)[focus])
    for r, c, _v in k.squares(COURT):  # the points it brings now, whole (the note keeps its words)
        assert str(now.get((r, c), 0)) in said, f"the character at {(r, c)} drawn without its points: {said}"
    # every character of the data on a large square: a whole figure, its points now ("3 +3×"
    # was cut to "3+…" on the 35 px squares at 1280×720)
    from game.engine.court_data import characters

    side = big - 2 * max(1, big // 12)
    for ch in characters():
        cards.clear()
        court_card.court_square(scene.ctx.assets, ch, side, 7)
        assert [t for t, _w in cards] == ["7"], (ch.name, cards)
    cards.clear()
    expected: list[str] = []
    for seat, b in enumerate(scores(st)):
        if seat == focus:
            continue
        points = square_points(b)
        kg = st.kingdoms[seat]
        cell = scene.geom.boards[seat].cell
        # (square, its tile's side): a building's inset is cell // 10, a Court tile's cell // 12
        on = [((r, c), cell - 2 * max(2, cell // 10)) for r, c, _v in kg.squares(BUILDING)]
        on += [((r, c), cell - 2 * max(1, cell // 12)) for r, c, _v in kg.squares(COURT)]
        # squares too close for 12 px figures to stand apart show the tile's colours alone
        # (5 kingdoms in 1280×720: tests/test_ui_scale_table.py); the large view says them
        expected += [str(points[rc]) for rc, side in on
                     if rc in points and building_art.figures_fit(scene.ctx.assets, str(points[rc]), side)]
    assert expected, "no compact kingdom says what its tiles bring"
    assert sorted(n for n in numbers if not n.startswith("+")) == sorted(expected)


def test_a_plate_cuts_a_name_after_a_whole_word_keeps_the_score_and_tells_it_whole_on_hover(
        tmp_path, monkeypatch) -> None:
    from table_helpers import record_notes

    from game.ui.table import hud, painter

    pygame.init()
    from game.paths import sprites_dir

    assets = Assets(sprites_dir())
    font, small = assets.font(12, bold=True), assets.font(12)
    whole = font.size("Ada & Yves")[0] + 4 + small.size("165")[0]
    assert hud.plate_texts("Ada & Yves", "165 pts", font, small, whole + 200, 4) == ("Ada & Yves", "165 pts")
    assert hud.plate_texts("Ada & Yves", "165 pts", font, small, whole, 4) == ("Ada & Yves", "165")
    assert hud.plate_texts("Ada & Yves", "165 pts", font, small, whole - 2, 4) == ("Ada\u2026", "165")
    tiny = hud.plate_texts("Ada & Yves", "165 pts", font, small, font.size("Ada")[0], 4)
    assert tiny[0] != "\u2026" and tiny[1] == ""
    drawn: list[str] = []
    real = hud.draw_text
    monkeypatch.setattr(hud, "draw_text",
                        lambda surf, text, *a, **k: drawn.append(text) or real(surf, text, *a, **k))
    session = late_xxl(rnd=4)
    notes = record_notes(monkeypatch, painter)
    _ctx, scene, driver = open_table(tmp_path, session)
    driver.run(3)
    assert not [t for t in drawn if t == "\u2026" or t.endswith(" &\u2026")], drawn
    cut = scene.painter.plates_cut
    assert cut, "no plate on the 5-kingdom table cuts its text (the premise of this test)"
    seat = next(iter(cut))
    driver.move(scene.geom.labels[seat].center, 3)
    name = session.seats[seat].kingdom_name
    assert any(n.startswith(f"{name} \u00b7 ") for n in notes), notes


# -- a building drawn larger where there is room (issue 29, point 1) -------------------------------
def _build_turn(rules: str, kingdoms: int) -> Session:
    """A game at a build step where the player in turn can build."""
    seats = [Seat(n, c) for n, c in PEOPLE[:kingdoms]]
    s = Session(Options(rules=rules, players=kingdoms, **({"court": 1} if rules == "xxl" else {})), seats, 1)
    rng = Rng(17)
    for _ in range(4000):
        la = legal_actions(s.state)
        if s.state.round >= 4 and s.state.step == "build" and any(isinstance(a, Build) for a in la):
            return s
        keen = [a for a in la if isinstance(a, Tax)]
        s.play(rng.choice(keen) if keen and rng.below(2) else rng.choice(la))
    raise AssertionError("no build step with a building to build")


@pytest.mark.parametrize(("rules", "kingdoms"),
                         [("queendomino", 2), ("queendomino", 4), ("xxl", 3), ("xxl", 5)])
def test_a_building_carried_or_hovered_is_drawn_large_with_its_name_corners_and_price(
        tmp_path, monkeypatch, rules, kingdoms) -> None:
    from game.engine.buildings import building
    from game.ui.table.queendomino import held_card
    from game.ui.table.queendomino.build import slot_price
    from game.ui.table.queendomino.building_art import MIN_NUMBERED
    from game.ui.table.queendomino.economy_view import all_rows

    session = _build_turn(rules, kingdoms)
    _ctx, scene, driver = open_table(tmp_path, session)
    driver.run(2)
    q = scene.pieces
    row = all_rows(session.state)
    build = next(a for a in legal_actions(session.state) if isinstance(a, Build))
    slot = row.index(build.building)
    words: list[str] = []
    real = held_card.draw_text
    monkeypatch.setattr(held_card, "draw_text",
                        lambda surf, text, *a, **k: words.append(text) or real(surf, text, *a, **k))
    shown: list[pygame.Rect] = []  # where each card went
    real_card = held_card.building_card

    def card(assets, bid, price, scale):  # type: ignore[no-untyped-def]
        out = real_card(assets, bid, price, scale)
        shown.append(out.get_rect())
        return out

    monkeypatch.setattr(held_card, "building_card", card)
    monkeypatch.setattr("game.ui.table.queendomino.build.building_card", card)
    sizes = record_font_sizes(monkeypatch)
    name = building(build.building).name
    pay = slot_price(session.state, slot)
    seat = session.state.actor
    # hovering the builders' tile grows it
    driver.move(q.slot_center(slot), 3)
    driver.run(1)
    tile = q.geom.slots[slot].tile
    side = held_card.card_tile_size(scene.scale)
    assert shown and side > tile.w and side >= 2 * MIN_NUMBERED  # its corners carry figures
    assert name in " ".join(words) and f"{pay} coin{'s' if pay != 1 else ''}" in words
    if rules == "xxl":  # the second row's tiles grow too
        second = next(i for i in range(6, 12) if row[i] is not None)
        shown.clear()
        driver.move(q.slot_center(second), 3)
        assert shown, "a tile of XXL's second builders' row does not grow on hover"
    # carried across the table, then over a town square: still large (the same card, kept)
    shown.clear()
    driver.down(q.slot_center(slot))
    driver.move((640, 300), 4)
    assert q.held is not None and shown
    target = scene.cell_center(session.state.actor, build.row, build.col)
    shown.clear()
    driver.move(target, 4)
    assert shown, "the card is not drawn while the building is over a square"
    assert sizes and min(sizes) >= 12
    driver.up(target)
    assert session.state.kingdoms[seat].at("building", build.row, build.col) == build.building


@pytest.mark.parametrize(("rules", "kingdoms"), [("xxl", 3), ("queendomino", 4), ("kingdomino", 4)])
def test_a_plates_words_stop_short_of_the_kings_waiting_on_it(tmp_path, monkeypatch, rules, kingdoms) -> None:
    """Seen at the XXL first claims: "Cedric 2 pts · AI Norma" ran under the kings waiting on
    the plate's right."""
    from game.ui.table import hud
    from game.ui.table.stages import unplaced_kings

    seats = [Seat(n, c, "ai", "normal") if i else Seat(n, c) for i, (n, c) in enumerate(PEOPLE[:kingdoms])]
    options = Options(rules=rules, players=kingdoms, **({"court": 1} if rules == "xxl" else {}))
    session = Session(options, seats, 1)
    drawn: list[pygame.Rect] = []
    real = hud.draw_text
    monkeypatch.setattr(hud, "draw_text", lambda *a, **k: drawn.append(real(*a, **k)) or drawn[-1])
    _ctx, scene, _driver = open_table(tmp_path, session, (1280, 720))
    st, g = scene.state, scene.geom
    waiting = [(seat, n) for seat in range(kingdoms) for n, _ in enumerate(unplaced_kings(st, seat))]
    assert waiting, "no king waits for its first claim"
    kings = [g.home_king(seat, n) for seat, n in waiting]
    plates = [g.labels[seat] for seat, _ in waiting]
    words = [r for r in drawn if any(p.colliderect(r) for p in plates)]
    assert words, "no plate words were drawn"
    assert not [(w, k) for w in words for k in kings if w.colliderect(k)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_challenges_panel_says_what_each_pays_on_whole_lines(tmp_path, monkeypatch, size) -> None:
    """Issue 29: each challenge line carries what it pays ("5 each", "20") beside its whole
    title, for every challenge the game can deal (the hover note keeps the words)."""
    from game.engine.challenges import ALL, describe, pays
    from game.engine.challenges import title as challenge_title
    from game.ui.table.xxl import playmat_view as xxl_view

    for cid in ALL:  # the figure is the one the rules' words say
        n, each = pays(cid)
        assert describe(cid).startswith(f"{n} points {'for each' if each else 'if'}"), cid
    session = late_xxl(kingdoms=3, rnd=2)
    _ctx, scene, driver = open_table(tmp_path, session, size)
    driver.run(2)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = xxl_view.draw_text
    monkeypatch.setattr(xxl_view, "draw_text",
                        lambda surf, text, *a, **k: drawn.append((text, real(surf, text, *a, **k)))
                        or drawn[-1][1])
    for dealt in (ALL[i:i + 4] for i in range(0, len(ALL), 4)):
        monkeypatch.setattr(xxl_view, "challenges", lambda st, _d=dealt: _d)
        drawn.clear()
        lines = scene.pieces.xview.draw_challenges(driver.surface, session.state, scene.pieces.geom)
        panel = scene.pieces.geom.challenges
        assert [cid for cid, _r in lines] == list(dealt)
        for cid, line in lines:
            on = sorted((r.x, t) for t, r in drawn if r.colliderect(line) and r.y >= line.y)
            texts = [t for _x, t in on]
            assert texts == ["\u2022 " + challenge_title(cid), xxl_view.challenge_figure(cid)], texts
            assert all(r.right <= panel.right and r.bottom <= panel.bottom + 2 for t, r in drawn), cid


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_court_tile_shows_its_whole_name_on_the_court_rows(tmp_path, monkeypatch, size) -> None:
    """Issue 29: a face-up Court tile never cuts its name ("Herbalist's…"): every tile of both
    sets, drawn in the Court rows' own card rectangles, says its whole name (on two lines when
    one is too short) at 12 px or more, inside its card."""
    from game.engine.court_data import characters, court_buildings
    from game.ui.table.xxl import court_card

    session = late_xxl(kingdoms=3, rnd=2)
    _ctx, scene, driver = open_table(tmp_path, session, size)
    driver.run(2)
    rects = [r for _tid, r in scene.pieces.court_rects]
    assert len({r.y for r in rects}) == 2, "both Court sets' rows should be on the table"
    assert len(rects) >= 5, "a row of three cards (the narrowest) should be on the table"
    sizes = record_font_sizes(monkeypatch)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = court_card.draw_text
    monkeypatch.setattr(court_card, "draw_text",
                        lambda surf, text, *a, **k: drawn.append((text, real(surf, text, *a, **k)))
                        or drawn[-1][1])
    for tile in (*characters(), *court_buildings()):
        for rect in {(r.w, r.h): r for r in rects}.values():
            drawn.clear()
            court_card.draw_court_card(driver.surface, scene.ctx.assets, rect, tile, False,
                                       scene.pieces.geom.scale)
            texts = [t for t, _r in drawn]
            assert not [t for t in texts if "\u2026" in t], (tile.name, texts)
            words = [t for t in texts if t != getattr(tile, "terrain", None)]  # a building's terrain, apart
            assert " ".join(t for t in words if t.replace("'", "").replace(" ", "").isalpha()) == tile.name, \
                (tile.name, texts)
            assert all(rect.contains(r) for _t, r in drawn), (tile.name, rect, drawn)
    assert sizes and min(sizes) >= 12
