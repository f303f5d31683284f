"""The Queendomino and Royal Wedding XXL tables in every language (issue 39).

In the pseudo-language, random games of both rule sets are walked through every step they reach
(knights, build, bribe, claim, the last round, the end; XXL's C′, the Court, giants, footprints,
events, a Patrol, the hand-over screen) and the table is drawn at each, also with the pointer on
what has a note (a builders' tile, the event, the challenges, the supply, the Queen, the
Dragons, the Court's tiles, a kingdom's pieces), a building carried, the knights picked, a hint
and XXL's overview: no drawn word may have escaped the catalogs. Every Last moves line of those
games is checked the same way, drawn or not.

In each real language the tables of tests/test_ui_scale_table.py (both rule sets) pass its English
checks at 1280×720 and 1920×1080: every word inside the window, whole, apart, 12 px and up."""

from __future__ import annotations

import copy
import dataclasses
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
import text_spy
from test_i18n_screens import escaped, speaking  # noqa: F401 - speaking: a fixture
from test_ui_button_labels import moments
from test_ui_scale_table import SCREENS, frame_faults, renders, table_faults
from text_spy import Text, TextSpy

from game.engine import Action, legal_actions
from game.engine.rules.economy_steps import Bribe, Build, Tax
from game.engine.rules.xxl_giants import Footprint
from game.i18n import LANGUAGES, PSEUDO
from game.session import Session
from game.ui.table.harness import headless_context

# The people's names (typed by the players, drawn as they are), and their initials on the kings.
NAMES = ("Ada", "Bruno", "Chloé", "Dario", "Eve", "Yves")
INITIALS = {name[0] for name in NAMES}


# --- whose words: the texts drawn from these rule sets' modules -----------------------------------
# The table's own words (banner, scores, Last moves' panel, the Kingdomino buttons) belong to the
# top-level table modules and their tests (tests/test_i18n_table.py); here a drawn text counts when
# it was rendered with one of these modules on the call stack, and the words these modules hand to
# the table to draw (buttons, banner lines, step bar, Last moves lines) are checked as they are made.
MINE = ("/game/ui/table/queendomino/", "/game/ui/table/xxl/")
NOT_MINE = ("lesson_words.py",)  # the lessons' words: their own helper and tests


def _from_mine() -> bool:
    frame = sys._getframe(2)
    while frame is not None:
        name = frame.f_code.co_filename.replace("\\", "/")
        if any(m in name for m in MINE) and not name.endswith(NOT_MINE):
            return True
        frame = frame.f_back
    return False


def recording_mine(monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """The words rendered from now on with one of these modules on the call stack."""
    mine: set[str] = set()
    real = text_spy.SpyFont.render

    def render(self: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        if _from_mine():
            mine.add(str(text))
        return real(self, text, *args, **kwargs)

    monkeypatch.setattr(text_spy.SpyFont, "render", render)
    return mine


def handed_words(scene: Any) -> list[str]:
    """What these rule sets' pieces hand to the table to draw now: buttons and their notes, the
    banner's line, the step bar's wordings, the king's caption."""
    pieces, st = scene.pieces, scene.state
    specs = pieces.button_specs([])
    out = [w for spec in specs for w in (spec.text, spec.tooltip) if w]
    out += [w for w in (pieces.banner_sub(), pieces.king_text(st)) if w]
    out += [*pieces.cost_text(st), pieces.skip_label()]
    return out


def move_lines(scene: Any, session: Session) -> list[str]:
    """Every line these rule sets' pieces write in Last moves for the game so far."""
    from game.engine import apply, new_game, parse_action

    names = [seat.kingdom_name for seat in session.seats]
    state = new_game(session.options, session.seed)
    out = []
    for text in session.history:
        action = parse_action(text)
        after = apply(state, action)
        if state.actor is not None:
            line = scene.pieces.log_line(names[state.actor], state, action, after, names)
            out += [line.text] if line is not None else []
            out += [words for _n, words in scene.pieces.effect_lines(state, action, after, names)]
        state = after
    return out


# --- the walk ------------------------------------------------------------------------------------
GAMES = [  # (rules, kingdoms, options, a team of two in the first kingdom, seed)
    ("queendomino", 2, {}, False, 1),
    ("queendomino", 4, {}, False, 2),
    ("xxl", 3, {"court": 1}, True, 1),
    ("xxl", 5, {"court": 2}, True, 1),
    ("xxl", 4, {}, True, 3),
]


def _frame(scene: Any, spy: TextSpy) -> list[Text]:
    surf = scene.ctx.window.surface
    scene.anim.finish_all()
    scene.static_dirty = scene.dirty = True
    spy.forget(surf)
    scene.draw(surf)
    return spy.texts(surf)


def _point(scene: Any, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _noted_places(scene: Any) -> list[tuple[int, int]]:
    """Where the pointer brings a note up: a builders' tile, XXL's panels and Court tiles, and
    every kingdom square that holds a building, a Court tile, a giant, a token or a ruin."""
    pieces = scene.pieces
    geom = pieces.geom
    out = [s.tile.center for s in geom.slots[:2]] + [geom.queen.center, geom.dragon.center]
    for name in ("event", "supply"):
        if hasattr(geom, name):
            out.append(getattr(geom, name).center)
    out += [r.center for _cid, r in getattr(pieces, "challenge_rects", [])[:1]]
    out += [r.center for _tid, r in getattr(pieces, "court_rects", [])[:2]]
    st = scene.shown
    seen: set[str] = set()
    for seat, board in enumerate(scene.geom.boards):
        k = st.kingdoms[seat]
        for layer in ("building", "court", "court_building", "court_ruin", "giant", "resource", "fallen",
                      "collapsed"):
            if layer in seen:
                continue
            for r, c, v in k.squares(layer) if layer in k.layers else []:
                if v and board.rect.collidepoint(board.cell_rect(r, c).center):
                    out.append(board.cell_rect(r, c).center)
                    seen.add(layer)
                    break
    return out


def _views(scene: Any) -> Iterator[str]:
    """Put the table in each view worth reading at this moment; yields the view's name."""
    yield "as it is"
    for pos in _noted_places(scene):
        _point(scene, pos)
        yield f"pointer at {pos}"
    _point(scene, (1, 1))
    st = scene.state
    pieces = scene.pieces
    builders = getattr(pieces, "builders", pieces)
    la = legal_actions(st)
    if (tax := widest_tax_of(la)) is not None and getattr(builders, "owner", None) is not None:
        builders.pick = list(tax.squares)
        scene.controls = scene.painter.build_controls()
        yield "knights picked"
        builders.pick = []
    build = next((a for a in la if isinstance(a, Build)), None)
    if build is not None and builders.owner.step() == "build":
        from game.ui.table.queendomino.build import slot_key

        slot = builders.slot_of(build.building)
        if slot is not None:
            slot_key(builders, "build", slot)  # carried to the first town square
            yield "building carried over a square"
            if builders.held is not None:
                builders.held.pointer = (2, 2)
                yield "building carried off the kingdoms"
            builders.held = None
    if any(isinstance(a, Bribe) for a in la) and builders.owner.step() == "bribe":
        _point(scene, pieces.geom.slots[0].tile.center)
        yield "a building offered to the Dragon"
        _point(scene, (1, 1))
    kinds = {}
    for a in la:
        kinds.setdefault(type(a), a)
    scene.hint = list(kinds.values())[:6]  # one of each kind of move: its rings and words
    yield "hints"
    scene.hint = []
    if hasattr(pieces, "searches") and pieces.searches():
        pieces.open_search()
        yield "the search chooser"
        pieces.reset()
    if hasattr(pieces, "toggle_overview"):
        pieces.toggle_overview()
        yield "overview"
        pieces.toggle_overview()


def widest_tax_of(la: list[Action]) -> Tax | None:
    taxes = [a for a in la if isinstance(a, Tax)]
    return max(taxes, key=lambda a: len(a.squares)) if taxes else None


@dataclasses.dataclass(frozen=True)
class _Line:
    words: str  # a Last moves line, as `escaped` reads a drawn text


def with_walked_in(sessions: list[Session]) -> list[Session]:
    """The walked moments, and after each footprint decision its giant sent to another kingdom
    (whose holder picks the crown it covers: the hand-over screen first)."""
    out = []
    for session in sessions:
        out.append(session)
        footprints = [a for a in legal_actions(session.state) if isinstance(a, Footprint)]
        if footprints:
            sent = copy.deepcopy(session)
            sent.play(footprints[-1])
            out.append(sent)
    return out


@pytest.fixture(scope="module")
def walked() -> Callable[[tuple], list[Session]]:
    """Each game walked once a module (each test takes copies: a table may change its session)."""
    played: dict[int, list[Session]] = {}

    def get(game: tuple) -> list[Session]:
        i = GAMES.index(game)
        if i not in played:
            played[i] = moments(*game[:4], seed=game[4])
        return copy.deepcopy(played[i])

    return get


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}-{g[1]}")
def test_no_word_on_the_table_escapes_the_catalogs(monkeypatch, speaking, tmp_path, walked,  # noqa: F811
                                                   game) -> None:
    from saves.settings import Settings

    speaking(PSEUDO)
    spy = TextSpy(monkeypatch)
    mine = recording_mine(monkeypatch)
    missed: dict[str, str] = {}
    steps = set()
    handed_over = 0
    for session in with_walked_in(walked(game)):
        st = session.state
        step = st.phase if st.phase == "over" else str(st.pending[0]["step"] if st.pending else st.step)
        steps.add(step)
        ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="off"))
        scene = ctx.scenes.table(session)
        ctx.manager.push(scene)
        if hasattr(scene.pieces, "handover"):  # the hot-seat screen: a giant walks into another's kingdom
            handed_over += scene.pieces.handover() is not None
        for view in _views(scene):
            mine.clear()
            drawn = [t for t in _frame(scene, spy) if t.words in mine and t.words not in INITIALS]
            handed = [_Line(words) for words in handed_words(scene)]
            for words in escaped([*drawn, *handed], NAMES):
                missed.setdefault(words, f"{step}, {view}")
    for words in escaped([_Line(line) for line in move_lines(scene, session)], NAMES):
        missed.setdefault(words, "Last moves")
    assert {"tax", "build", "bribe", "over"} <= steps, steps
    if game[0] == "xxl":
        assert {"restore", "footprint", "giant", "patrol"} <= steps, steps
        assert "court" in steps or not game[2].get("court"), steps
        assert handed_over, "no hand-over screen drawn"
    found = "\n".join(f"{w!r} ({at})" for w, at in missed.items())
    assert not missed, f"drawn without the catalogs:\n{found}"


# --- each real language: the English fit checks --------------------------------------------------
# the Queendomino and XXL tables, and what tests/test_i18n_table.py's 4-player walk does not draw:
# the 2-player and duel tables, the replays and the endings (the lessons' tables:
# tests/test_i18n_lessons.py)
TABLES = [name for name in SCREENS if name.startswith(("table queendomino", "table xxl", "overview xxl",
                                                       "table kingdomino-2", "table kingdomino-duel",
                                                       "replay", "ending"))]
SIZES = [((1280, 720), "100"), ((1920, 1080), "100"), ((1280, 720), "auto")]
CODES = [code for code, _name in LANGUAGES if code != "en"]
# Known faults outside these rule sets' modules, expected to fail until fixed (then this fails:
# take them out).
KNOWN: dict[tuple[str, str], str] = {}


def _cases(screens: list[Any]) -> list[Any]:
    """(screen, code) for every screen and language, the known faults expected to fail."""
    out = []
    for screen in screens:
        for code in CODES:
            name = screen[0] if isinstance(screen, tuple) else screen
            known = KNOWN.get((name, code))
            marks = [pytest.mark.xfail(strict=True, reason=known)] if known else []
            out.append(pytest.param(*(screen if isinstance(screen, tuple) else (screen,)), code, marks=marks))
    return out


@pytest.mark.parametrize(("screen", "code"), _cases(TABLES))
def test_the_table_words_stay_whole_and_apart_in_each_language(monkeypatch, speaking, screen,  # noqa: F811
                                                               code) -> None:
    speaking(code)
    assert table_faults(monkeypatch, screen, SIZES) == {}


def _slot_note(scene: Any) -> tuple[int, int]:
    """The pointer on the first builders' tile that holds a building (its card grows, its note
    says its corners and price)."""
    from game.ui.table.queendomino.economy_view import all_rows

    builders = getattr(scene.pieces, "builders", scene.pieces)
    row = all_rows(scene.shown)
    slot = next(i for i, bid in enumerate(row) if bid is not None)
    builders.hover_slot = slot
    return builders.geom.slots[slot].tile.center


def _court_note(scene: Any) -> tuple[int, int]:
    scene.static_dirty = True  # the Court's tiles laid out at this size by a first frame
    scene.draw(scene.ctx.window.surface)
    return scene.pieces.court_rects[0][1].center


def _region_note(name: str) -> Callable[[Any], tuple[int, int]]:
    def at(scene: Any) -> tuple[int, int]:
        return getattr(scene.pieces.geom, name).center

    return at


NOTES = [("table queendomino-4-build", _slot_note), ("table xxl-3-build", _slot_note),
         ("table xxl-5-team-court", _court_note), ("table xxl-3-event", _region_note("event")),
         ("table xxl-5-purse", _region_note("supply")), ("table xxl-5-purse", _region_note("queen")),
         ("table xxl-3-place", _region_note("dragon"))]


@pytest.mark.parametrize(("screen", "hover", "code"), _cases(NOTES),
                         ids=lambda v: getattr(v, "__name__", str(v)))
def test_the_notes_stay_whole_and_in_the_window_in_each_language(monkeypatch, speaking, screen,  # noqa: F811
                                                                 hover, code) -> None:
    """A building's, a Court tile's, the event's, the supply's, the Queen's and the Dragons' notes:
    whole and in the window in each language (the words under a note are hidden by it)."""
    speaking(code)
    covers = _noting(monkeypatch)
    found = {}
    noted = 0
    for size, choice, texts, cuts, scene in renders(monkeypatch, SCREENS[screen], SIZES[:2], hover):
        noted += scene.pieces.explain_note() is not None
        shown = [t for i, t in enumerate(texts) if not any(i < n and t.ink.colliderect(r) for n, r in covers)]
        covers.clear()
        bad = frame_faults(scene, texts, cuts, size, shown)
        if bad:
            found[f"{size[0]}x{size[1]} {choice}"] = bad
    assert noted == 2, f"{screen}: no note under the pointer"
    assert found == {}


def _noting(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, pygame.Rect]]:
    """Filled as a note or a grown card is drawn over the table: how many words the window held
    then, and the rectangle it covers (the words under it are hidden by it, on purpose)."""
    from game.ui.table.queendomino import pieces as qpieces
    from game.ui.table.xxl import draw as xdraw

    marks: list[tuple[int, pygame.Rect]] = []
    for module, name in ((qpieces, "draw_note"), (xdraw, "draw_note"), (qpieces, "draw_grown_slot")):
        real = getattr(module, name)

        def drawn(*args: Any, _real: Any = real, **kwargs: Any) -> Any:
            surf = next(a for a in args if isinstance(a, pygame.Surface))
            n = len(TextSpy.texts(surf))
            out = _real(*args, **kwargs)
            marks.append((n, pygame.Rect(out)))
            return out

        monkeypatch.setattr(module, name, drawn)
    return marks


@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code != "en"])
@pytest.mark.parametrize("game", [GAMES[1], GAMES[3]], ids=lambda g: f"{g[0]}-{g[1]}")
def test_every_step_button_shows_its_whole_word_in_each_language(monkeypatch, speaking, tmp_path,  # noqa: F811
                                                                 walked, game, code) -> None:
    """Issue 29's check (tests/test_ui_button_labels.py) in each language, on the densest tables:
    every button of every step whole, 12 px and up, one size a row (the knights picked: "Send")."""
    from table_helpers import open_table
    from test_ui_button_labels import label_faults, record_faces, widest_tax

    speaking(code)
    faces = record_faces(monkeypatch)
    faults: dict[str, str] = {}
    for session in with_walked_in(walked(game)):
        faces.clear()
        _ctx, scene, driver = open_table(tmp_path, session, (1280, 720))
        driver.run(2)
        if (tax := widest_tax(session)) is not None:
            scene.pieces.pick = list(tax.squares)
            scene.static_dirty = scene.dirty = True
            driver.run(2)
        st = session.state
        for fault in label_faults(faces, scene.controls):
            faults.setdefault(fault, f"{st.phase} {st.step} round {st.round}")
    assert not faults, "\n".join(f"{f} ({where})" for f, where in faults.items())


@pytest.mark.parametrize("game", [GAMES[0], GAMES[2]], ids=lambda g: f"{g[0]}-{g[1]}")
def test_the_tables_own_refusals_come_through_the_catalogs(monkeypatch, speaking, tmp_path,  # noqa: F811
                                                          walked, game) -> None:
    """What these tables refuse themselves (before the engine is asked): an empty or too dear
    slot, a building let go over another kingdom, one knight too many, a Court tile that cannot
    be bought, a square that is not a choice."""
    from game.ui.table.queendomino.build import let_go, slot_key
    from game.ui.table.queendomino.economy_view import all_rows
    from game.ui.table.queendomino.protocol import Held
    from game.ui.table.xxl import inputs as xinputs
    from saves.settings import Settings

    speaking(PSEUDO)
    said: list[str] = []
    for session in walked(game):
        ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="off"))
        scene = ctx.scenes.table(session)
        ctx.manager.push(scene)
        scene.static_dirty = True  # laid out: the Court's tiles where they are drawn
        scene.draw(ctx.window.surface)
        monkeypatch.setattr(scene, "refuse", lambda reason, *a, **k: said.append(reason))
        pieces = scene.pieces
        q = getattr(pieces, "builders", pieces)
        step = q.owner.step()
        if step == "build":
            for slot in range(len(all_rows(scene.state))):  # empty, too dear, or picked up
                slot_key(q, "build", slot)
                q.held = None
            row = all_rows(scene.state)
            slot = next(i for i, bid in enumerate(row) if bid is not None)
            other = next(b for b in scene.geom.boards if b.seat != scene.state.actor)
            q.held = Held(row[slot], slot, other.rect.center, other.rect.center)
            let_go(q)
        elif step == "tax" and len(squares := sorted(q.tax_preview())) > 1:
            monkeypatch.setattr(q, "guard", lambda: 2)  # a guard of two, both picked already
            q.pick = [squares[0], squares[0]]
            q._toggle(squares[1])
            q.pick = []
        elif hasattr(pieces, "court_rects") and pieces.step() == "court":
            for _tid, rect in pieces.court_rects:  # one that cannot be bought is refused
                xinputs.press(pieces, rect.center)
                pieces.reset()
        elif hasattr(pieces, "court_rects") and pieces.step() in xinputs.CHOOSING:
            board = scene.geom.boards[scene.state.actor]
            lit = {xinputs.square_of(a) for a in pieces.choices()}
            r0, c0, rows, cols = board.shown
            cells = [(r, c) for r in range(r0, r0 + rows) for c in range(c0, c0 + cols)]
            xinputs.press(pieces, board.cell_center(*next(sq for sq in cells if sq not in lit)))
            pieces.reset()
    assert said, "nothing refused"
    missed = escaped([_Line(words) for words in said])
    assert not missed, f"refused without the catalogs: {missed}"


def test_a_building_card_kept_for_speed_follows_the_language(speaking, tmp_path) -> None:  # noqa: F811
    """The carried building's card is composed once and kept: a language chosen while the game
    runs draws a new one in its words ("5 coins", then "5 Münzen")."""
    from game.ui.table.queendomino.held_card import building_card

    ctx = headless_context((1280, 720), tmp_path / "saves")
    english = building_card(ctx.assets, 1, 5, 1.0)
    speaking("de")
    german = building_card(ctx.assets, 1, 5, 1.0)
    assert german is not english
    assert building_card(ctx.assets, 1, 5, 1.0) is german  # and kept again
