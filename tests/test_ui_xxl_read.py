"""The Royal Wedding XXL table read without hovering (issue 37, point 5): what a kingdom's
squares, Last moves and the playmat say in plain sight."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pygame
import pytest
from table_helpers import open_table, settle
from text_spy import TextSpy, problems
from xxl_fixtures import xxl_rules, xxl_state  # noqa: F401 - xxl_rules is a fixture

from game.engine import Action, Claim, Options, Place, apply, legal_actions, new_game
from game.engine.content import domino
from game.engine.court_data import court_buildings
from game.engine.economy import knights_owned
from game.engine.events import event as event_data
from game.engine.kingdom import Kingdom
from game.engine.layers import COINS, COLLAPSED, FALLEN, TOWERS
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Build, Tax
from game.engine.rules.xxl_events import Bury, Collapse, Patrol, Topple, knight_squares
from game.engine.rules.xxl_giants import Footprint, PutGiant, giants_on
from game.engine.rules.xxl_steps import COURT_RUIN, Clear, Rebuild
from game.engine.state import Slot, State
from game.paths import sprites_dir
from game.session import Person, Seat, Session
from game.ui.assets import Assets
from game.ui.rich_text import plain
from game.ui.table import draft_view
from game.ui.table.geometry import Board
from game.ui.table.hud import BannerText, draw_banner, thinking_box
from game.ui.table.prompts import ASK
from game.ui.table.queendomino.economy_view import EconomyView
from game.ui.table.queendomino.pieces import QTable
from game.ui.table.table_log import domino_name, log_entries, log_entry, points_text
from game.ui.table.xxl import court_card
from game.ui.table.xxl import draw as xdraw
from game.ui.table.xxl.pieces import XTable

SEED = 4  # a game whose events topple, collapse, bury, patrol, pay and send giants away
CITADEL = (8, 9)  # kingdom 0's three-tower building (xxl_fixtures)


def _square(st: State, cell: int) -> pygame.Surface:
    """Kingdom 0's Citadel square drawn at `cell` px, alone on a board."""
    origin = (-(CITADEL[1] - 1) * cell, -(CITADEL[0] - 1) * cell)
    board = Board(0, pygame.Rect(0, 0, 3 * cell, 3 * cell), origin, cell, 17)
    surf = pygame.Surface(board.region.size)
    surf.fill((0, 0, 0))
    EconomyView(Assets(sprites_dir())).draw_kingdom(surf, st, 0, board, (200, 40, 40))
    return surf.subsurface(board.cell_rect(*CITADEL)).copy()


@pytest.mark.usefixtures("xxl_rules")
@pytest.mark.parametrize("cell", [30, 36, 40, 46, 56, 72])
@pytest.mark.parametrize("fallen", [0, 1, 2])
def test_a_tower_buildings_tower_count_leaves_its_points_corner_clear(cell: int, fallen: int) -> None:
    """Seen on the large kingdom: a Citadel's tower count "1" drawn over its points "0" read "10"."""
    bare = xxl_state()
    bare.kingdoms[0].set_at(TOWERS, *CITADEL, 0)
    towered = xxl_state()
    towered.kingdoms[0].set_at(FALLEN, *CITADEL, fallen)
    plain, drawn = _square(bare, cell), _square(towered, cell)
    assert plain.get_size() == drawn.get_size() == (cell, cell)
    changed = [(x, y) for x in range(cell) for y in range(cell)
               if plain.get_at((x, y)) != drawn.get_at((x, y))]
    assert changed, "the towers are drawn"
    corner = pygame.Rect(cell // 2, cell // 2, cell - cell // 2, cell - cell // 2)
    covered = [p for p in changed if corner.collidepoint(p)]
    assert not covered, f"towers drawn over the points corner at {covered[:5]}"


# -- Last moves: which domino, what unit, and every event's effect ------------------------------------
def _xxl_session(seed: int) -> Session:
    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"), Seat("Chloé", "green"),
             Seat("Dario", "yellow")]
    return Session(Options(rules="xxl", players=4, court=1), seats, seed)


def _table(session: Session) -> SimpleNamespace:
    """What the log's lines read of a table: its session, the kingdoms' colours and the rule
    set's pieces (their words for its moves need no table drawn)."""
    words = XTable.__new__(XTable)
    words.builders = QTable.__new__(QTable)  # Queendomino's words, which XXL's build on
    return SimpleNamespace(session=session, seat_colour=lambda n: (200, 40, 40), pieces=words)


def _pick(rng: Rng, la: list[Action]) -> Action:
    keen = [a for a in la if isinstance(a, Build | Tax | Rebuild | Clear | Patrol | Collapse | Topple | Bury)]
    return rng.choice(keen) if keen and rng.below(3) else rng.choice(la)


def test_a_domino_is_named_with_its_tower_and_a_score_with_its_unit() -> None:
    """Seen in a 4-kingdom game: two "#27"s in one round (one from each tower), and "+11"."""
    xxl = _xxl_session(1).state
    assert domino_name(xxl, 27) == "Age of Giants #27"
    assert domino_name(xxl, 127) == "Fantastic Era #27"
    assert domino_name(new_game(Options(rules="kingdomino", players=2), 1), 27) == "#27"
    assert (points_text(11), points_text(1), points_text(-2)) == ("+11 points", "+1 point", "\u22122 points")
    session = _xxl_session(2)
    rng = Rng(3)
    said = []
    while sum(" placed " in t for t in said) < 4:
        before = session.state
        a = _pick(rng, legal_actions(before))
        session.play(a)
        if isinstance(a, Place | Claim):
            entry = log_entry(_table(session), before, a, session.state, before.actor)
            assert entry is not None
            said.append(entry.text)
            assert domino_name(before, a.domino) in entry.text
    assert all(re.search(r"(Fantastic Era|Age of Giants) #\w+", t) for t in said), said
    placed = [t for t in said if " placed " in t]
    assert placed and all(re.search(r"(: [+\u2212]\d+ points?)?$", t) for t in placed), placed
    assert any(re.search(r": [+\u2212]\d+ points?$", t) for t in placed), placed


def _fallen(k: Kingdom) -> int:
    return sum(int(v) for _r, _c, v in k.squares(FALLEN))


@pytest.mark.parametrize("seed", [SEED])
def test_last_moves_tells_what_every_event_did_to_the_kingdoms(seed: int) -> None:
    """Every tower fallen, building collapsed, knight lost or gained, giant moved, coin an event
    gave or took, Patrol move and C′ has its line, naming the kingdom."""
    session = _xxl_session(seed)
    table = _table(session)
    names = [s.kingdom_name for s in session.seats]
    rng = Rng(seed)
    seen: set[str] = set()
    while session.state.phase != "over":
        before = session.state
        a = _pick(rng, legal_actions(before))
        session.play(a)
        after = session.state
        lines = [e.text for e in log_entries(table, before, a, after, before.actor)]
        if after.ext["event"] != before.ext["event"] and after.ext["event"]:
            assert f"This round's event is {event_data(after.ext['event']).name}" in lines
            seen.add("event")
        if isinstance(a, Rebuild | Clear | Patrol):
            kind = "patrol" if isinstance(a, Patrol) else "restore"
            assert lines and lines[0].startswith(session.seats[before.actor].name), (a, lines)
            seen.add(kind)
        for n, (k0, k1) in enumerate(zip(before.kingdoms, after.kingdoms, strict=True)):
            mine = [t for t in lines if names[n] in t]
            if _fallen(k1) > _fallen(k0):
                assert any("fell" in t for t in mine), (a, lines)
                seen.add("tower")
            if len(k1.squares(COLLAPSED)) + len(k1.squares(COURT_RUIN)) > \
                    len(k0.squares(COLLAPSED)) + len(k0.squares(COURT_RUIN)):
                assert any("collapsed" in t for t in mine), (a, lines)
                seen.add("collapse")
            if knights_owned(k1) < knights_owned(k0):
                assert any("cemetery" in t for t in mine), (a, lines)
                seen.add("cemetery")
            if giants_on(k1) != giants_on(k0) and not isinstance(a, PutGiant | Footprint):
                assert any("giant" in t for t in mine), (a, lines)
                seen.add("giant")
            if after.ext["event"] != before.ext["event"] and k1.vals.get(COINS, 0) != k0.vals.get(COINS, 0):
                assert any("coin" in t for t in mine), (a, lines)
                seen.add("coins")
    assert seen >= {"event", "patrol", "restore", "tower", "collapse", "giant", "coins"}, seen


# -- the playmat read whole -------------------------------------------------------------------------------
def _court_table(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A 4-kingdom table at a Court step with tiles face up, words followed by a `TextSpy`."""
    spy = TextSpy(monkeypatch)
    session = _xxl_session(4)
    rng = Rng(4)
    while not (session.state.step == "court" and session.state.round >= 3):
        session.play(_pick(rng, legal_actions(session.state)))
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    return spy, scene, driver


def _words_in(spy: TextSpy, screen: pygame.Surface, rect: pygame.Rect) -> list[str]:
    return [t.words for t in spy.texts(screen) if rect.contains(t.ink)]


def test_every_event_cards_text_is_whole_on_the_playmat(tmp_path, monkeypatch) -> None:
    """Seen at 1280×720: Stampede's card ended "...a giant received during the" (the rest cut)."""
    spy, scene, _driver = _court_table(tmp_path, monkeypatch)
    x = scene.pieces
    assert isinstance(x, XTable)
    st = scene.state
    for eid in [f"E{i}" for i in range(1, 25)]:
        st.ext["event"] = eid
        screen = spy.screen(scene.size)
        x.xview.draw_event(screen, st, x.geom)
        words = _words_in(spy, screen, x.geom.event)
        ev = event_data(eid)
        body = " ".join(w for w in words if w != ev.name and not w.endswith(" left"))
        assert body == plain(ev.text), (eid, body)
        assert not spy.cuts, spy.cuts


def test_the_banners_longest_key_hint_is_whole(tmp_path, monkeypatch) -> None:
    """Seen at the Court with 4 resources: "... · S: skip · C: claim" lost its last line."""
    spy, scene, _driver = _court_table(tmp_path, monkeypatch)
    hints = (ASK["court_search"], ASK["restore"], ASK["court_pay"])
    titles = ("Ada's turn · Fantastic Era king", "Marguerite's turn · Age of Giants king")
    for title, hint in [(t, h) for t in titles for h in hints]:
        screen = spy.screen(scene.size)
        b = BannerText(title, hint, (150, 40, 36), "red")
        draw_banner(screen, scene.assets, scene.art, scene.geom.banner, b, scene.scale)
        lines = [w for w in _words_in(spy, screen, scene.geom.banner) if w != title]
        assert " ".join(lines) == hint, lines
        assert all(t.px >= 12 for t in spy.texts(screen)), "never under the table's 12 px"
        assert not problems(spy.texts(screen), scene.size)


def test_a_court_building_card_shows_its_terrain(tmp_path, monkeypatch) -> None:
    """A Court building may stand on one terrain only: its card shows that terrain's own picture
    (the squares' art, not a colour to guess), and its name where the card has room."""
    spy, scene, _driver = _court_table(tmp_path, monkeypatch)
    chips: list[str] = []
    real = court_card.terrain_chip

    def chip(surf: pygame.Surface, a: Assets, terrain: str, rect: pygame.Rect) -> None:
        chips.append(terrain)
        real(surf, a, terrain, rect)

    monkeypatch.setattr(court_card, "terrain_chip", chip)
    tile = next(t for t in court_buildings() if t.terrain == "lake")
    for w in (70, 130):
        screen = spy.screen((200, 60))
        chips.clear()
        court_card.draw_court_card(screen, scene.assets, pygame.Rect(0, 0, w, 40), tile, False, 1.0)
        assert chips == ["lake"]
        assert ("lake" in [t.words for t in spy.texts(screen)]) == (w == 130), spy.texts(screen)


def test_a_footprint_domino_is_marked_on_its_line(tmp_path, monkeypatch) -> None:
    marked: list[pygame.Rect] = []
    real = draft_view.footprints_mark
    monkeypatch.setattr(draft_view, "footprints_mark", lambda surf, rect, cell: (marked.append(rect.copy()),
                                                                                  real(surf, rect, cell))[1])
    _spy, scene, driver = _court_table(tmp_path, monkeypatch)
    x = scene.pieces
    assert isinstance(x, XTable)
    st = scene.state
    st.drafts["age_of_giants"].current[0] = Slot(250)  # a footprint domino, and plain ones beside it
    scene.static_dirty = scene.dirty = True
    driver.frame()
    rect = next(r for did, r in x.line_rects if did == 250)
    assert rect in marked
    assert all(domino(did).kind == "footprints" or r not in marked for did, r in x.line_rects)


def test_the_patrol_squares_say_the_tax_each_collects(tmp_path, monkeypatch) -> None:
    session = _xxl_session(4)
    rng = Rng(4)
    while not (session.state.pending and session.state.pending[0]["step"] == "patrol"):
        session.play(_pick(rng, legal_actions(session.state)))
    st = session.state
    said: dict[tuple[int, int], str] = {}
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    board = scene.geom.boards[st.actor]
    monkeypatch.setattr(xdraw, "tax_badge", lambda surf, a, text, rect, bounds: said.__setitem__(
        board.cell_at(rect.center), text))
    knight = knight_squares(st.kingdoms[st.actor])[0]
    driver.click(scene.cell_center(st.actor, *knight))
    driver.frame()
    moves = [a for a in legal_actions(st) if isinstance(a, Patrol) and (a.row, a.col) == knight]
    assert moves and len(said) == len(moves)
    for a in moves:
        got = apply(st, a).kingdoms[st.actor].vals[COINS] - st.kingdoms[st.actor].vals[COINS]
        assert said[(a.to_row, a.to_col)] == f"+{got}"
    assert any(v != "+0" for v in said.values())


# -- the large kingdom's zoom ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_large_kingdom_zooms_in_at_most_twice_a_game(tmp_path, players: int) -> None:
    """Seen in a 4-kingdom game: the kingdom in the large square zoomed 5-6 times, moving the
    squares a domino was being dragged to. Now, while a kingdom stays large, its squares move
    (zoom or slide) at most twice a game (`geometry.stepped`; each change glides, `zoom`)."""
    people = [("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow"), ("Eve", "purple")]
    seats = [Seat(n, c) for n, c in people[:players]]
    session = Session(Options(rules="xxl", players=players, court=1), seats, 5)
    _ctx, scene, _driver = open_table(tmp_path, session)
    focus = scene.geom.layout.region("focus").to_pygame_rect()
    shown: dict[int, tuple[int, tuple[int, int]]] = {}  # the large kingdom's scale and place
    moved = [0] * players
    cells: set[int] = set()
    geom = scene.geom
    rng = Rng(5)
    while session.state.phase != "over":
        session.play(_pick(rng, legal_actions(session.state)))
        geom = scene.make_geometry(scene.size, geom)
        for seat, board in enumerate(geom.boards):
            if board.region != focus:
                shown.pop(seat, None)  # coming up large is a new picture, not a move under the hand
                continue
            now = (board.cell, board.origin)
            moved[seat] += seat in shown and shown[seat] != now
            shown[seat] = now
            cells.add(board.cell)
    assert all(n <= 2 for n in moved), moved
    # from the start the large square shows the kingdom's final extent with room round it, not
    # the whole canvas it might grow into
    grid = session.state.kingdoms[0].grid
    assert min(cells) >= min(focus.w, focus.h) // (grid + 5), cells


# -- the keyboard, the Thinking pill, team names -------------------------------------------------------
def test_the_keyboard_ghost_stays_on_its_board_when_turned_or_moved_at_the_edge(tmp_path) -> None:
    """Seen at 1280×720: R on a keyboard ghost at the edge of the large kingdom put its other
    half off the board, over the playmat."""
    session = _xxl_session(4)
    rng = Rng(4)
    while not (session.state.step == "place" and session.state.round >= 2):
        session.play(_pick(rng, legal_actions(session.state)))
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    driver.key(pygame.K_RIGHT)  # the keyboard ghost
    gh = scene.ghost
    assert gh is not None and gh.mode == "keys"
    board = scene.geom.boards[gh.seat]
    r0, c0, rows, cols = board.shown
    for corner in ((r0, c0), (r0, c0 + cols - 1), (r0 + rows - 1, c0), (r0 + rows - 1, c0 + cols - 1)):
        gh.cell, gh.grab = corner, 0
        for key in (pygame.K_r, pygame.K_r, pygame.K_r, pygame.K_r, pygame.K_UP, pygame.K_LEFT,
                    pygame.K_DOWN, pygame.K_RIGHT, pygame.K_r):
            driver.key(key)
            cells = gh.cells()
            assert cells is not None
            for r, c in cells:
                assert board.rect.contains(board.cell_rect(r, c)), (corner, key, cells, board.shown)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_thinking_pill_covers_no_kingdom(tmp_path, players: int) -> None:
    """Seen while an AI thought: its board's "Thinking" pill sat on the bottom row of its
    kingdom's squares."""
    people = [("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow"), ("Eve", "purple")]
    seats = [Seat(n, c) for n, c in people[:players]]
    session = Session(Options(rules="xxl", players=players, court=1), seats, 1)
    rng = Rng(4)
    for _ in range(40):
        session.play(_pick(rng, legal_actions(session.state)))
    _ctx, scene, _driver = open_table(tmp_path, session)
    x = scene.pieces
    assert isinstance(x, XTable)
    window = pygame.Rect((0, 0), scene.size)
    for seat in range(players):
        x.show(seat)  # the kingdom acting is the large one
        boards = [b.rect for b in scene.geom.boards]
        words = scene.painter.purses() + scene.painter.titles()
        for board in range(players):
            edge = scene.painter.thinking_edge(board)
            pill = thinking_box(scene.assets, edge, "", scene.scale, on_edge=True)[0]
            assert pill.collidelist(boards) < 0, (board, pill, boards)
            assert window.contains(pill)
            if board != seat:  # a small board has a free edge: its pill covers no words
                assert pill.collidelist(words) < 0, (board, pill, "covers a purse or a name plate")


def test_the_queens_panel_names_a_team_whole(tmp_path, monkeypatch) -> None:
    """Seen at 1280×720: "Queen with Marguerite…" (the team "Marguerite & Yvonne")."""
    spy = TextSpy(monkeypatch)
    seats = [Seat("Marguerite", "red", partner=Person("Yvonne")), Seat("Bruno", "blue"),
             Seat("Chloé", "green"), Seat("Dario", "yellow")]
    session = Session(Options(rules="xxl", players=4, court=1), seats, 4)
    rng = Rng(4)
    while not (session.state.round >= 2 and session.state.step == "build"):
        session.play(_pick(rng, legal_actions(session.state)))
    session.state.ext["queen"] = 0
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    x = scene.pieces
    assert isinstance(x, XTable)
    screen = spy.screen(scene.size)
    scene.static_dirty = scene.dirty = True
    scene.draw(screen)
    name = seats[0].kingdom_name
    words = _words_in(spy, screen, x.geom.queen)
    assert " ".join(words) == f"Queen with {name}", words
    assert not [c for c in spy.cuts if name in c[0]], spy.cuts


@pytest.mark.parametrize("rules, players", [("kingdomino", 4), ("queendomino", 3)])
def test_the_smaller_kingdoms_zoom_in_at_most_twice_too(tmp_path, rules: str, players: int) -> None:
    """The same steps on a 9-square canvas: all of it, halfway, the grid (3-4 zooms before)."""
    people = [("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow")]
    session = Session(Options(rules=rules, players=players), [Seat(n, c) for n, c in people[:players]], 3)
    _ctx, scene, _driver = open_table(tmp_path, session)
    geom = scene.geom
    shown = [(b.cell, b.origin) for b in geom.boards]
    moved = [0] * players
    rng = Rng(2)
    while session.state.phase != "over":
        session.play(rng.choice(legal_actions(session.state)))
        geom = scene.make_geometry(scene.size, geom)
        now = [(b.cell, b.origin) for b in geom.boards]
        moved = [m + (a != b) for m, a, b in zip(moved, shown, now, strict=True)]
        shown = now
    assert all(n <= 2 for n in moved), moved
