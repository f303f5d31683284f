"""Royal Wedding XXL at the table (issue 15), driven by posted mouse and key events only.

Positions come from the scene's own geometry; what the engine ends up with is checked
after every move.
"""

from __future__ import annotations

import os

import pygame
from key_play import KEEN, key_move
from table_helpers import open_table, record_notes, settle, shared_gesture

from game.engine import Options, Skip, apply, legal_actions, parse_action
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Build, Tax
from game.engine.rules.xxl_events import Patrol
from game.engine.rules.xxl_giants import Footprint, PutGiant
from game.engine.rules.xxl_steps import Buy, Clear, Rebuild
from game.session import Person, Seat, Session, replay_history
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context
from game.ui.table.probe import probe
from game.ui.table.xxl.inputs import square_of
from game.ui.table.xxl.pieces import XTable


def x_of(scene: TableScene) -> XTable:
    assert isinstance(scene.pieces, XTable)
    return scene.pieces


def team_session(seed: int = 1, court: int = 1) -> Session:
    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    return Session(Options(rules="xxl", players=3, court=court), seats, seed)


HANDOVERS: list[str] = []


def _human_move(driver: Driver, scene: TableScene, a, n: int) -> None:
    x = x_of(scene)
    if (who := x.handover()) is not None:  # hot seat: the giant's new owner takes the mouse
        assert who == scene.session.person_in(scene.state).name
        assert scene.painter.banner().subtitle.startswith(f"Pass the mouse to {who}")
        if not HANDOVERS and os.environ.get("XXL_SHOTS"):  # a look at the hot-seat screen
            pygame.image.save(driver.surface, os.environ["XXL_SHOTS"])
        driver.click((640, 360))
        assert x.handover() is None
        HANDOVERS.append(who)
    seat = scene.state.actor
    if shared_gesture(driver, scene, a):
        return
    if isinstance(a, Tax):
        for sq in a.squares:
            driver.click(scene.cell_center(seat, *sq))
        driver.key(pygame.K_RETURN)
    elif isinstance(a, Buy):
        rect = next(r for tid, r in x.court_rects if tid == a.tile)
        driver.click(rect.center)
    elif isinstance(a, Footprint):
        driver.click(probe(scene).button_center(f"x_go:{a.kingdom}"))
    elif isinstance(a, Patrol):
        driver.click(scene.cell_center(seat, a.row, a.col))
        driver.click(scene.cell_center(seat, a.to_row, a.to_col))
    elif isinstance(a, Skip):
        driver.key(pygame.K_s) if n % 2 else driver.click(probe(scene).button_center("q_skip"))
    else:
        sq = square_of(a)
        assert sq is not None, f"no gesture for {a}"
        driver.click(scene.cell_center(seat, *sq))
        if x.menu is not None:  # several choices on that square (rebuild or clear): pick it
            rect = next(r for act, r in x.menu[1] if act == a)
            driver.click(rect.center)


def _pick(rng: Rng, la: list) -> object:
    # the UI buys face-up Court tiles; a pile search is not offered at the table yet
    la = [a for a in la if not (isinstance(a, Buy) and a.search)]
    keen = [a for a in la if isinstance(a, Build | Tax | Buy | Rebuild | Clear | PutGiant | Footprint)]
    return rng.choice(keen) if keen and rng.below(4) else rng.choice(la)


def _pick_any(rng: Rng, la: list) -> object:
    """A random legal move, keen on the optional steps (a search of the Court's pile too)."""
    keen = [a for a in la if isinstance(a, KEEN)]
    return rng.choice(keen) if keen and rng.below(4) else rng.choice(la)


def _hand_over(driver: Driver, scene: TableScene, passed: dict[str, int]) -> None:
    """Hot seat: the giant's new owner says they are at the table, by mouse and keys in turn."""
    x = x_of(scene)
    if (who := x.handover()) is None:
        return
    assert who == scene.session.person_in(scene.state).name
    assert scene.painter.banner().subtitle.startswith(f"Pass the mouse to {who}")
    if not any(passed.values()) and os.environ.get("XXL_SHOTS"):  # a look at the hot-seat screen
        pygame.image.save(driver.surface, os.environ["XXL_SHOTS"])
    way = "mouse" if passed["mouse"] <= passed["keys"] else "keys"
    driver.click((640, 360)) if way == "mouse" else driver.key(pygame.K_RETURN)
    assert x.handover() is None
    passed[way] += 1


def test_whole_three_kingdom_game_with_a_team_the_court_and_giants_by_mouse_and_keys(tmp_path) -> None:
    """The one whole XXL game at the table. Each kind of move is made by the mouse and by the
    keys alone in turn (a pile search by keys), so every step is played both ways; after each
    move the history holds it and, read back, gives the engine's own state."""
    session = team_session()
    ctx, scene, driver = open_table(tmp_path, session)
    rng = Rng(17)
    made: dict[str, dict[str, int]] = {"mouse": {}, "keys": {}}
    passed = {"mouse": 0, "keys": 0}
    n = 0
    # The history read back from its text, each action once (linear: no replay per move).
    replayed, read = replay_history(session.options, session.seed, [])[0], 0
    while session.state.phase != "over":
        settle(driver, scene)
        if session.state.phase == "over":
            break
        before = session.state
        a = _pick_any(rng, legal_actions(before))
        kind = type(a).__name__
        expected = apply(before, a)
        _hand_over(driver, scene, passed)
        by_keys = (isinstance(a, Buy) and a.search) or made["keys"].get(kind, 0) < made["mouse"].get(kind, 0)
        way = "keys" if by_keys else "mouse"
        key_move(driver, scene, a) if by_keys else _human_move(driver, scene, a, n)
        settle(driver, scene)
        assert session.history[before.moves] == str(a), f"move {n} by {way}: wanted {a}"
        for text in session.history[read : before.moves + 1]:  # the table's forced claims, then a
            replayed = apply(replayed, parse_action(text))
        read = before.moves + 1
        assert replayed.to_json() == expected.to_json()
        made[way][kind] = made[way].get(kind, 0) + 1
        n += 1
    assert passed["mouse"], "a footprint's giant walked into another human's kingdom: the mouse was passed"
    for way, kinds in (("mouse", ("Pay", "PlaceTile")), ("keys", ())):
        for kind in ("Place", "Claim", "Tax", "Build", "Skip", "PutGiant", "Buy", *kinds):
            assert made[way].get(kind), f"no {kind} was played by {way} at the table: {made}"
    assert made["mouse"].get("Rebuild", 0) + made["mouse"].get("Clear", 0), f"no C′ was played: {made}"
    assert driver.until(lambda: ctx.manager.top is not scene, 400, 30)
    assert type(ctx.manager.top).__name__ == "ResultsScene"


def _seats(n: int, team: bool = True) -> list[Seat]:
    """Ada (with Yves as her partner when `team`), Bruno, Chloé, Dario, Eve: the first `n`."""
    people = (("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow"), ("Eve", "purple"))
    return [Seat(name, colour, partner=Person("Yves") if team and i == 0 else None)
            for i, (name, colour) in enumerate(people[:n])]


def _mid_game(n: int, seed: int = 1) -> Session:
    s = Session(Options(rules="xxl", players=n, court=1), _seats(n), seed)
    rng = Rng(17)
    while not (s.state.round >= 4 and s.state.tower == "age_of_giants" and s.state.step == "build"):
        s.play(_pick(rng, legal_actions(s.state)))
    return s


def test_the_playmat_shows_the_event_both_towers_and_the_kingdom_in_play_large(tmp_path, monkeypatch) -> None:
    session = _mid_game(4)
    import game.ui.table.xxl.draw as xdraw

    notes = record_notes(monkeypatch, xdraw)
    _ctx, scene, driver = open_table(tmp_path, session)
    x = x_of(scene)
    actor = session.state.actor
    focus = scene.layout.scaled(*scene.size).region("focus").to_pygame_rect()
    assert scene.geom.boards[actor].region == focus, "the kingdom acting is the large one"
    other = (actor + 1) % 4
    assert scene.geom.boards[other].region.w < focus.w / 2
    driver.click(scene.geom.boards[other].rect.center)  # a compact kingdom: brought up
    assert scene.geom.boards[other].region == focus and x.pinned == other
    driver.key(pygame.K_k)  # K: the next kingdom up
    assert x.pinned == (other + 1) % 4
    moves = len(session.history)
    driver.key(pygame.K_s)  # a move (skip the build): the kingdom acting is large again
    settle(driver, scene)
    assert session.history[moves] == "skip build"  # (a forced claim may follow it)
    assert x.focus_seat() == session.state.actor
    assert scene.geom.boards[session.state.actor].region == focus
    eid = session.state.ext["event"]
    assert eid is not None
    driver.move(x.geom.event.center)
    driver.frame()
    from game.engine.events import event
    from game.ui.rich_text import plain

    assert any(plain(event(eid).text) in n for n in notes), "hovering the event shows its whole text"
    banner = scene.painter.banner()
    person = session.person_in(session.state)
    assert banner.title.startswith(f"{person.name}'s turn") and "king" in banner.title


def test_h_opens_the_xxl_rules_chapter(tmp_path) -> None:
    ctx, _scene, driver = open_table(tmp_path, team_session())
    driver.key(pygame.K_h)
    rules = ctx.manager.top
    assert type(rules).__name__ == "RulesScene" and rules.rules_name == "xxl"
    driver.run(2)
    assert 4 in rules.plans, "the playmat's plan is read from the 4-kingdom map"
    if os.environ.get("XXL_SHOTS"):
        pygame.image.save(driver.surface, os.environ["XXL_SHOTS"].replace(".png", "_rules.png"))


def test_results_break_down_each_kingdom_and_name_the_team(tmp_path, monkeypatch) -> None:
    import game.ui.results.breakdown as qresults

    session = team_session()
    rng = Rng(17)
    while session.state.phase != "over":
        session.play(_pick(rng, legal_actions(session.state)))
    written: list[str] = []
    real = qresults.draw_text

    def recording(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        written.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(qresults, "draw_text", recording)
    ctx = headless_context((1280, 720), tmp_path / "saves")
    results = ctx.scenes.results(session)
    ctx.manager.push(results)
    Driver(ctx).run(3)
    assert results.breakdown, "XXL opens on the breakdown"
    for caption in ("Territories", "The Queen", "Buildings", "Coins (1 per 3)", "Challenges", "The Court"):
        assert caption in written, caption
    assert "Ada & Yves" in written, "the team's column names both people"
    from game.engine.challenges import title

    assert all(title(c) in written for c in session.state.ext["challenges"]), "each challenge on its row"


def test_the_large_kingdoms_plate_text_stays_clear_of_the_all_kingdoms_pill(tmp_path, monkeypatch) -> None:
    """Seen in the window: "218 pts · 1 d" ran under the pill."""
    import game.ui.table.hud as hud

    drawn: list[pygame.Rect] = []
    real = hud.draw_text
    monkeypatch.setattr(hud, "draw_text", lambda *a, **k: drawn.append(r := real(*a, **k)) or r)
    import dataclasses

    session = _mid_game(5)
    for k in session.state.kingdoms:  # the longest detail a plate shows
        k.discarded.extend([1, 2, 3])
    session.seats = [dataclasses.replace(seat, name=seat.name + "-Marguerite") for seat in session.seats]
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    x = x_of(scene)
    plate = scene.geom.labels[x.focus_seat()]
    pill = x.all_button()
    on_plate = [r for r in drawn if plate.collidepoint(r.center)]
    assert len(on_plate) >= 2, "name and detail"
    assert all(r.right <= pill.x for r in on_plate), (on_plate, pill)


def test_a_results_row_name_never_runs_into_its_points(tmp_path, monkeypatch) -> None:
    """Seen after a 5-kingdom game in the window: "The four corners — lake10"."""
    import game.ui.results.breakdown as qresults

    session = _finished(5)
    spans: list[tuple[int, int, int, str]] = []  # (y, left, right, anchor) of each text drawn
    real = qresults.draw_text

    def recording(surface, text, font, colour, pos, anchor="topleft", *args, **kwargs):  # type: ignore[no-untyped-def]
        w = font.size(text)[0]
        left = pos[0] - w if anchor == "topright" else pos[0]
        spans.append((pos[1], left, left + w, anchor))
        return real(surface, text, font, colour, pos, anchor, *args, **kwargs)

    monkeypatch.setattr(qresults, "draw_text", recording)
    rows = qresults.part_rows  # three-digit challenge points, as real games give (Megalomania 180)
    monkeypatch.setattr(qresults, "part_rows", lambda b, parts: [(g, t, 188 if g == "challenges" else p)
                                                                 for g, t, p in rows(b, parts)])
    ctx = headless_context((1280, 720), tmp_path / "saves")
    ctx.manager.push(ctx.scenes.results(session))
    Driver(ctx).run(3)
    pairs = 0
    for y, _left, right, anchor in spans:
        after = [p for p in spans if p[0] == y and p[3] == "topright" and p[2] > right]
        if anchor == "topleft" and after:
            pairs += 1
            assert min(p[1] for p in after) - right >= 6, (y, right, after)
    assert pairs > 10


def _finished(n: int) -> Session:
    s = Session(Options(rules="xxl", players=n, court=1), _seats(n, team=False), 3)
    rng = Rng(5)
    while s.state.phase != "over":
        s.play(_pick(rng, legal_actions(s.state)))
    return s


def test_saves_continue_and_undo_work_for_xxl_with_a_team_and_the_court(tmp_path) -> None:
    session = team_session()
    rng = Rng(17)
    while not (session.state.phase == "play" and session.state.step == "court" and session.state.round >= 3):
        session.play(_pick(rng, legal_actions(session.state)))
    ctx, scene, driver = open_table(tmp_path, session)
    moves = len(session.history)
    driver.key(pygame.K_s)  # skip the Court through the table: the autosave follows
    settle(driver, scene)
    assert len(session.history) == moves + 1
    restored = ctx.store.load(ctx.store.autosave_path(session))  # what Continue opens
    assert restored.options.court == 1 and restored.seats[0].partner == Person("Yves")
    assert restored.state.to_json() == session.state.to_json()
    named = ctx.store.load(ctx.store.save(session, "Giants and courtiers"))
    assert named.history == session.history and named.seats == session.seats
    scene._undo_now()  # hot-seat undo, as the button does
    settle(driver, scene)
    assert len(session.history) == moves and session.state.step == "court"
    _ctx2, scene2, _d2 = open_table(tmp_path / "again", ctx.store.load(ctx.store.autosave(session)))
    assert isinstance(scene2.pieces, XTable) and scene2.state.step == "court"
    assert scene2.session.seats[0].partner == Person("Yves")


def test_feedback_giant_stomps_event_flips_and_the_giants_line_turns_up(tmp_path) -> None:
    from pathlib import Path

    from game.engine.rules.xxl_giants import Footprint
    from game.ui.table.xxl.stages import XMotion, feedback

    session = team_session()
    _ctx, scene, _driver = open_table(tmp_path, session)
    x = x_of(scene)
    rng = Rng(17)
    seen: dict[str, str | None] = {}
    sounds: set[str] = set()
    st = session.state
    while st.phase != "over" and len(seen) < 6:
        la = legal_actions(st)
        feet = [a for a in la if isinstance(a, Footprint)]
        a = feet[0] if feet else _pick(rng, la)
        after = apply(st, a)
        for stage in feedback(x, st, a, after, False):
            sounds |= {stage.sound, stage.start_sound} - {None}
            for m in stage.motions:
                assert isinstance(m, XMotion)
                kind = m.kind
                if kind == "giant" and m.tween.start[0] != m.tween.end[0]:
                    kind = "walk"  # footprints: from a square of another kingdom
                seen.setdefault(kind, stage.sound)
        st = after
    assert seen.get("giant") == "stomp" and seen.get("walk") == "stomp", seen
    assert seen.get("event") == "flip" and seen.get("faceup") == "flip", seen
    assert seen.get("crumble") == "crumble", seen
    folder = Path(__file__).resolve().parent.parent / "sprites" / "sounds"
    assert all((folder / f"{name}.wav").exists() for name in sounds), sounds


def test_searching_the_court_piles_is_a_button_and_a_chooser(tmp_path) -> None:
    session = team_session(seed=3)
    rng = Rng(17)
    while not (session.state.step == "court"
               and any(isinstance(a, Buy) and a.search for a in legal_actions(session.state))):
        session.play(_pick(rng, legal_actions(session.state)))
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    x = x_of(scene)
    searches = [a for a in legal_actions(session.state) if isinstance(a, Buy) and a.search]
    assert "Search piles" in scene.painter.banner().subtitle
    driver.click(probe(scene).button_center("x_search"))
    assert x.menu is not None and [a for a, _ in x.menu[1]] == searches
    want = searches[-1]
    moves = len(session.history)
    driver.click(next(r for a, r in x.menu[1] if a == want).center)
    settle(driver, scene)
    assert session.history[moves] == str(want) == f"court search {want.tile}"
    assert session.state.pending and session.state.pending[0]["step"] == "court_pay"


def test_hovering_a_challenge_or_a_line_domino_explains_it(tmp_path, monkeypatch) -> None:
    import game.ui.table.xxl.draw as xdraw
    from game.engine.challenges import describe
    from game.engine.content import domino

    notes = record_notes(monkeypatch, xdraw)
    session = _mid_game(4, seed=2)  # a position with Court tiles face up
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    x = x_of(scene)
    cid, rect = x.challenge_rects[1]
    driver.move(rect.center)
    driver.frame()
    title = challenge_title_of(cid)
    assert any(describe(cid) in n and n.startswith(title) and "Now: Ada " in n for n in notes), notes
    assert x.line_rects, "the other tower's face-up line dominoes are recorded for their notes"
    did, rect = x.line_rects[0]
    notes.clear()
    driver.move(rect.center)
    driver.frame()
    assert any(domino(did).describe() in n for n in notes), notes
    from game.engine.court_data import court_tile
    from game.engine.court_data import describe as court_words

    assert x.court_rects, "the Court's face-up tiles are recorded for their notes"
    tid, rect = x.court_rects[0]
    notes.clear()
    driver.move(rect.center)
    driver.frame()
    assert any(court_words(court_tile(tid % 1000)) in n for n in notes), notes  # what it does too
    for place, words in ((x.geom.queen, "The Queen"), (x.geom.dragon, "The Dragons' cave"),
                         (x.geom.supply, "The supply")):
        notes.clear()
        driver.move(place.center)
        driver.frame()
        assert any(n.startswith(words) for n in notes), notes


def test_a_pieces_note_goes_when_the_pointer_leaves_it(tmp_path) -> None:
    from game.ui.table.xxl.notes import hover_text

    session = _mid_game(4)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    x = x_of(scene)
    driver.move(x.geom.queen.center)
    driver.frame()
    assert hover_text(x, scene.pointer) is not None
    w, h = scene.size
    bare = next((px, py) for py in range(h // 4, h, 7) for px in range(4, w, 7)
                if hover_text(x, (px, py)) is None and scene.geom.slot_at((px, py)) is None
                and scene.geom.board_at((px, py)) is None and not x.geom.queen.collidepoint((px, py)))
    scene.dirty = False
    leave = pygame.event.Event(pygame.MOUSEMOTION, pos=bare, rel=(0, 0), buttons=(0, 0, 0))
    driver.ctx.manager.handle_event(leave)
    assert scene.dirty, "the Queen's note must be wiped when the pointer leaves her"


def challenge_title_of(cid: str) -> str:
    from game.engine.challenges import title

    return title(cid)


def test_v_shows_every_kingdom_at_once_and_a_click_brings_one_up(tmp_path) -> None:
    session = _mid_game(5)
    _ctx, scene, driver = open_table(tmp_path, session, (1920, 1080))
    settle(driver, scene)
    x = x_of(scene)
    driver.key(pygame.K_v)
    assert x.overview
    from game.ui.table.xxl.overview import overview_boards

    boards = overview_boards(x)
    assert len(boards) == 5
    focus = scene.layout.scaled(*scene.size).region("focus").to_pygame_rect()
    assert all(b.region.w >= focus.w * 0.75 for _, b in boards), "each nearly as large as the one in play"
    if os.environ.get("XXL_SHOTS"):
        driver.frame()
        pygame.image.save(driver.surface, os.environ["XXL_SHOTS"].replace(".png", "_all.png"))
    moves = len(session.history)
    other = (session.state.actor + 2) % 5
    driver.click(boards[other][1].region.center)  # a click on the view never reaches the buttons under it
    assert not x.overview and x.pinned == other and len(session.history) == moves
    assert scene.geom.boards[other].region == focus
    driver.click(x.all_button().center)  # the pill on the name plate opens it too
    assert x.overview
    driver.key(pygame.K_ESCAPE)
    assert not x.overview


def test_the_tax_preview_leaves_the_small_squares_of_an_xxl_kingdom_visible(tmp_path) -> None:
    from game.engine.rules.economy_steps import Tax as TaxAction

    session = team_session(seed=5)
    rng = Rng(17)
    while not (session.state.step == "tax"
               and any(isinstance(a, TaxAction) for a in legal_actions(session.state))):
        session.play(_pick(rng, legal_actions(session.state)))
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    board = scene.geom.boards[session.state.actor]
    squares = list(x_of(scene).tax_preview())
    assert squares and board.cell < 44, "a tax step on the large XXL kingdom's small squares"
    for sq in squares:  # the "+N" sits on the corner: the square's middle shows its terrain
        centre = board.cell_rect(*sq).center
        assert driver.surface.get_at(centre) == scene.static.get_at(centre)


def test_the_event_card_and_its_note_never_show_markup(tmp_path, monkeypatch) -> None:
    """Issue 27 point 6: an event's text may carry emphasis (Stampede's *those*): the card and
    its note draw the words, never the asterisks."""
    from game.engine.events import load_events
    from game.ui.table.xxl import playmat_view as xxl_view
    from game.ui.table.xxl.notes import hover_text

    session = _mid_game(4)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    x = x_of(scene)
    drawn: list[str] = []
    real = xxl_view.flow_lines  # the card's text, flowed beside and under its picture
    monkeypatch.setattr(xxl_view, "flow_lines",
                        lambda text, *rest: (drawn.append(text), real(text, *rest))[1])
    assert any("*" in e.text for e in load_events())  # the case this guards is in the data
    for e in load_events():
        scene.shown.ext["event"] = e.id
        note = hover_text(x, x.geom.event.center)
        assert note is not None and "*" not in note, note
        drawn.clear()
        scene.static_dirty = scene.dirty = True
        driver.frame()
        assert drawn and not any("*" in t for t in drawn), drawn
