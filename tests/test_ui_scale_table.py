"""Issue 32, point 2, on the table screens: at every interface size asked for in Settings (100,
125, 150 %, Automatic), in windows from 1280×720 up, every word the table draws stays inside
the window, off every other word and at 12 px or more, and nothing is shortened, except the
last moves' lines, which end in "…" by design and are said whole on hover (checked here).

The screens are reached by playing seeded games move by move (legal moves, keen on the steps
under test): Kingdomino 2 and 4 kingdoms and the Mighty Duel, Queendomino 2 and 4 at a build
step, Royal Wedding XXL 3 and 5 kingdoms (a team, the Court) at the first claims, a placing
step, a builders', event, giant and Court choice, the overview and with the fullest purse;
the replay with its timeline strip, a lesson's table and the table as the game ends; a hovered
score's note and a cut last move's. One table is drawn at every size in turn, as a player gets
there (the window resized, the setting changed, the table entered again). Words under an
opaque layer (the lesson's card, XXL's overview, a hover note) are not seen, so not checked.

And the setting is really applied: the same screen's words are smaller at 100 % than at 150 %
in a 1920×1080 window; at 100 % the buttons' words, the lesson's card and the notes are the
size they have in 1280×720 (the table's regions, from its map, keep the window's size)."""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Iterator
from statistics import median
from typing import Any

import pytest
from text_spy import Text, TextSpy, problems

from game.engine import Options, legal_actions
from game.engine.economy import coins
from game.engine.layers import RESOURCE
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Bribe, Build, Tax
from game.engine.rules.xxl_events import EVENT_DECISIONS, Patrol
from game.engine.rules.xxl_giants import Footprint, PutGiant
from game.engine.rules.xxl_steps import Buy, Clear, Rebuild
from game.session import Person, Seat, Session
from game.ui.screens.table import TableScene
from game.ui.table import last_moves
from game.ui.table.harness import headless_context
from game.ui.table.xxl import notes as xxl_notes

#: the issue's windows and sizes, today's Automatic, and a 16:10 window
SIZES = [
    ((1280, 720), "100"),
    ((1600, 900), "100"), ((1600, 900), "125"),
    ((1920, 1080), "100"), ((1920, 1080), "125"), ((1920, 1080), "150"),
    ((1280, 720), "auto"), ((1920, 1080), "auto"), ((2560, 1440), "auto"),
    ((1920, 1200), "100"), ((1920, 1200), "125"), ((1920, 1200), "150"),
]
PEOPLE = (("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow"), ("Eve", "purple"))
KEEN = (Build, Tax, Bribe, Buy, Rebuild, Clear, PutGiant, Footprint, Patrol)


def _session(rules: str, n: int, team: bool = False, **options: Any) -> Session:
    seats = [Seat(p, c, partner=Person("Yves") if team and i == 0 else None)
             for i, (p, c) in enumerate(PEOPLE[:n])]
    return Session(Options(rules=rules, players=n, **options), seats, 3)


def _play(session: Session, done: Callable[[Session], bool], seed: int = 5, limit: int = 2000) -> Session:
    """Seeded legal moves (keen on the optional steps) until `done(session)`."""
    rng = Rng(seed)
    for _ in range(limit):
        if done(session):
            return session
        assert session.state.phase != "over", "the game ended before the step was reached"
        la = legal_actions(session.state)
        keen = [a for a in la if isinstance(a, KEEN)]
        session.play(rng.choice(keen) if keen and rng.below(3) else rng.choice(la))
    raise AssertionError("the step was never reached")


def _step(name: str) -> Callable[[Session], bool]:
    return lambda s: s.state.phase == "play" and s.state.step == name and not s.state.pending


def _round(n: int, then: Callable[[Session], bool]) -> Callable[[Session], bool]:
    return lambda s: s.state.round >= n and then(s)


def _decision(steps: set[str]) -> Callable[[Session], bool]:
    return lambda s: bool(s.state.pending) and s.state.pending[0]["step"] in steps


def _purse(s: Session) -> int:
    """How full the acting kingdom's purse strip is: its kinds of Court tokens, the Queen, coins."""
    st = s.state
    seat = st.actor
    if seat is None:
        return 0
    k = st.kingdoms[seat]
    tokens = len({str(v) for _, _, v in k.squares(RESOURCE)})
    return 3 * tokens + 2 * (st.ext.get("queen") == seat) + min(coins(k), 20) // 5


def _fullest_purse() -> Session:
    """An XXL game (5 kingdoms, a team, the Court) stopped at a placing step where the acting
    kingdom's purse held the most."""
    best, kept = -1, None
    probe = _session("xxl", 5, team=True, court=2)
    rng = Rng(8)
    while probe.state.phase != "over":
        if probe.state.phase == "play" and probe.state.step == "place" and _purse(probe) > best:
            best, kept = _purse(probe), copy.deepcopy(probe)
        la = legal_actions(probe.state)
        keen = [a for a in la if isinstance(a, KEEN)]
        probe.play(rng.choice(keen) if keen and rng.below(2) else rng.choice(la))
    assert kept is not None and best >= 6, f"no full purse in the game ({best})"
    return kept


@functools.cache
def game(name: str) -> Session:
    if name == "kingdomino-2":
        return _play(_session("kingdomino", 2), lambda s: s.state.moves >= 9)
    if name == "kingdomino-4":
        return _play(_session("kingdomino", 4), lambda s: s.state.moves >= 14)
    if name == "kingdomino-duel":
        return _play(_session("kingdomino", 2, mighty_duel=True), lambda s: s.state.round >= 6)
    if name == "queendomino-2-build":
        return _play(_session("queendomino", 2), _round(3, _step("build")))
    if name == "queendomino-4-build":
        return _play(_session("queendomino", 4), _round(3, _step("build")))
    if name == "xxl-3-first-claims":
        return _play(_session("xxl", 3, court=1), lambda s: s.state.phase == "draft" and s.state.moves >= 2)
    if name == "xxl-3-place":
        return _play(_session("xxl", 3, court=1), _round(4, _step("place")))
    if name == "xxl-3-build":
        return _play(_session("xxl", 3, court=1), _round(3, _step("build")))
    if name == "xxl-3-court":
        return _play(_session("xxl", 3, court=1), _round(3, _step("court")))
    if name == "xxl-3-event":  # an event's choice (a tower to topple)
        return _play(_session("xxl", 3, court=1), _decision(set(EVENT_DECISIONS) - {"giant"}), seed=11)
    if name == "xxl-3-giant":  # a giant walks in: its new host picks the crown it covers
        return _play(_session("xxl", 3, court=1), _decision({"giant"}))
    if name == "xxl-3-court-pay":  # a Court decision between the steps
        return _play(_session("xxl", 3, court=1), lambda s: bool(s.state.pending))
    if name == "xxl-5-team-place":
        return _play(_session("xxl", 5, team=True, court=2), _round(5, _step("place")))
    if name == "xxl-5-team-court":
        return _play(_session("xxl", 5, team=True, court=2), _round(4, _step("court")))
    if name == "xxl-5-purse":
        return _fullest_purse()
    if name == "kingdomino-over":
        return _play(_session("kingdomino", 4), lambda s: s.state.phase == "over")
    if name == "xxl-3-over":
        return _play(_session("xxl", 3, team=True, court=1), lambda s: s.state.phase == "over")
    raise KeyError(name)


TABLES = ["kingdomino-2", "kingdomino-4", "kingdomino-duel", "queendomino-2-build", "queendomino-4-build",
          "xxl-3-first-claims", "xxl-3-place", "xxl-3-build", "xxl-3-court", "xxl-3-event",
          "xxl-3-giant", "xxl-3-court-pay",
          "xxl-5-team-place", "xxl-5-team-court", "xxl-5-purse", "kingdomino-over", "xxl-3-over"]


def _table(name: str) -> Callable[[Any], Any]:
    return lambda ctx: ctx.scenes.table(game(name))


def _replay(name: str, at: float) -> Callable[[Any], Any]:
    def make(ctx: Any) -> Any:
        from game.ui.screens.replay import ReplayScene

        session = game(name)
        return ReplayScene(ctx, session, step=round(len(session.history) * at))
    return make


def _overview(name: str) -> Callable[[Any], Any]:
    """XXL's every kingdom at once (V), over the table."""
    def make(ctx: Any) -> Any:
        scene = ctx.scenes.table(game(name))
        scene.pieces.toggle_overview()
        return scene
    return make


def _ending(name: str) -> Callable[[Any], Any]:
    """The table as its game ends: the last move played there, the picture settled, the
    results not open yet."""
    def make(ctx: Any) -> Any:
        over = game(name)
        rules, n = over.options.rules, len(over.seats)
        team = any(seat.partner is not None for seat in over.seats)
        # the same moves again (same seeds), to one before the end
        last = _play(_session(rules, n, team=team, **_extra(over)),
                     lambda s: len(s.history) == len(over.history) - 1)
        scene = ctx.scenes.table(last)
        ctx.settings.animation = "fast"  # "off" opens the results at once
        scene.play_ai(legal_actions(last.state)[0])
        for _ in range(600):
            if scene.settled:
                break
            scene.update(1 / 30)
        ctx.settings.animation = "off"
        assert last.state.phase == "over" and scene.settled and scene.results_in > 0, "no end on the table"
        return scene
    return make


def _extra(session: Session) -> dict[str, Any]:
    o = session.options
    return {"court": o.court} if getattr(o, "court", 0) else {}


def _lesson(rules: str) -> Callable[[Any], Any]:
    return lambda ctx: ctx.scenes.lesson(rules)


SCREENS: dict[str, Callable[[Any], Any]] = {
    **{f"table {name}": _table(name) for name in TABLES},
    "replay kingdomino": _replay("kingdomino-over", 0.5),
    "replay xxl": _replay("xxl-3-over", 0.4),
    "lesson kingdomino": _lesson("kingdomino"),
    "lesson xxl": _lesson("xxl"),
    "overview xxl-5": _overview("xxl-5-team-place"),
    "ending kingdomino": _ending("kingdomino-over"),
    "ending xxl": _ending("xxl-3-over"),
}


def renders(monkeypatch: pytest.MonkeyPatch, make: Callable[[Any], Any],
            cases: list[tuple[tuple[int, int], str]], hover: Callable[[Any], tuple[int, int]] | None = None
            ) -> Iterator[tuple[tuple[int, int], str, list[Text], list[tuple[str, str]], Any]]:
    """The screen `make(ctx)` drawn settled in each window size at each interface size of
    `cases`, as a player gets there: the window resized, the setting changed, the table entered
    again. Yields (size, choice, its words, the texts fit_text shortened, the scene)."""
    spy = TextSpy(monkeypatch)
    ctx = headless_context(cases[0][0])
    ctx.settings.animation = "off"
    ctx.settings.ui_scale = cases[0][1]
    scene = make(ctx)
    ctx.manager.push(scene)
    if hasattr(scene, "log_ready"):
        for _ in range(200):  # the replay writes its log a few lines a frame
            if scene.log_ready:
                break
            scene.update(0.0)
    for size, choice in cases:
        ctx.window.resize(size)
        ctx.settings.ui_scale = choice
        scene.enter()
        scene.anim.finish_all()
        scene.static_dirty = True  # the whole frame, not the parts that changed
        surf = ctx.window.surface
        covers = _covers(monkeypatch, scene, spy, surf)
        if hover is not None:
            scene.pointer = hover(scene)
        spy.forget(surf)
        spy.cuts.clear()
        scene.draw(surf)
        texts = spy.texts(surf)
        texts = [t for i, t in enumerate(texts) if not any(i < n and t.ink.colliderect(hidden)
                                                          for n, hidden in covers)]
        yield size, choice, texts, list(spy.cuts), scene


def _covers(monkeypatch: pytest.MonkeyPatch, scene: Any, spy: TextSpy, surf: Any) -> list[tuple[int, Any]]:
    """Filled as an opaque layer is drawn over the table (the lesson's card; XXL's overview and
    hand-over screen on their near-opaque shade): how many words the window held then, and the
    part of the window it hides. The words under it are not seen, so not checked."""
    from game.ui.table import painter
    from game.ui.table.xxl import draw as xdraw

    marks: list[tuple[int, Any]] = []
    guide = getattr(scene, "guide", None)
    if guide is not None:
        real_card = guide._card

        def card(target: Any) -> None:
            marks.append((len(spy.texts(surf)), guide.card.copy()))
            real_card(target)

        monkeypatch.setattr(guide, "_card", card)
    for name in ("draw_overview", "draw_handover"):
        real = getattr(xdraw, name)

        def shaded(*args: Any, _real: Any = real) -> None:
            marks.append((len(spy.texts(surf)), surf.get_rect()))
            _real(*args)

        monkeypatch.setattr(xdraw, name, shaded)
    for name in ("draw_score_hover", "draw_moves_hover"):  # a hover note, drawn over the table
        real = getattr(painter, name)

        def note(*args: Any, _real: Any = real) -> Any:
            n = len(spy.texts(surf))
            drawn = _real(*args)
            if drawn:
                marks.append((n, drawn[-1]))
            return drawn

        monkeypatch.setattr(painter, name, note)
    return marks


def _unexplained_cuts(scene: TableScene, cuts: list[tuple[str, str]],
                      texts: list[Text]) -> list[tuple[str, str]]:
    """The shortened texts drawn (not only measured: the last moves try lines they then leave
    out) that are not a last moves' line or an XXL challenge's title said whole on hover."""
    rect = scene.geom.log
    hovered = {}
    if rect is not None:
        for row in last_moves.panel_of(scene, rect).rows:
            if row.cut:
                said = last_moves.hover_text(scene, row.rect.center)
                if said is not None and said[0] == row.whole:
                    hovered[row.text] = row.whole
    for _cid, line in getattr(scene.pieces, "challenge_rects", ()):  # XXL: a challenge's note
        said = xxl_notes.hover_text(scene.pieces, line.center)  # starts with its title, whole
        for text, shown in cuts:
            if said and text.startswith("\u2022 ") and said.split("\n")[0] == text[2:]:
                hovered[shown] = text
    drawn = {t.words for t in texts}
    return [(text, shown) for text, shown in cuts if shown in drawn and shown not in hovered]


def frame_faults(scene: TableScene, texts: list[Any], cuts: list[tuple[str, str]], size: tuple[int, int],
                 shown: list[Any] | None = None) -> list[str]:
    """What is wrong with one frame's words: `shown` (all of `texts` by default) outside the
    window, overlapping or too small, and any cut no note explains."""
    return problems(texts if shown is None else shown, size) + [
        f"cut: {whole!r} shown as {was!r}" for whole, was in _unexplained_cuts(scene, cuts, texts)]


def table_faults(monkeypatch: pytest.MonkeyPatch, screen: str, sizes: list[Any]) -> dict[str, list[str]]:
    """Screen `screen` drawn at each size: its frames' faults, by size (none: {})."""
    found = {}
    for size, choice, texts, cuts, scene in renders(monkeypatch, SCREENS[screen], sizes):
        assert len(texts) > 10, f"{screen}: hardly anything drawn at {size} {choice}"
        bad = frame_faults(scene, texts, cuts, size)
        if bad:
            found[f"{size[0]}x{size[1]} {choice}"] = bad
    return found


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_table_words_stay_whole_apart_and_in_the_window(monkeypatch, screen) -> None:
    assert table_faults(monkeypatch, screen, SIZES) == {}


@pytest.mark.parametrize("screen", ["table kingdomino-2", "table queendomino-2-build", "table xxl-3-place",
                                    "replay xxl", "lesson kingdomino"])
def test_the_words_follow_the_interface_size(monkeypatch, screen) -> None:
    """In a 1920×1080 window, 100 % draws the same words smaller than 150 % (the layout's own)."""
    drawn = {choice: texts for _size, choice, texts, _cuts, _scene
             in renders(monkeypatch, SCREENS[screen], [((1920, 1080), "150"), ((1920, 1080), "100")])}
    at_150 = {t.words: t.px for t in drawn["150"]}
    ratios = [t.px / at_150[t.words] for t in drawn["100"] if t.words in at_150 and at_150[t.words] > 18]
    assert len(ratios) >= 5, f"{screen}: too few words drawn at both sizes"
    assert median(ratios) <= 0.75, f"{screen}: words at 100 % are {median(ratios):.2f} of 150 %"
    assert all(r <= 1 for r in ratios)


@pytest.mark.parametrize("screen", ["table kingdomino-2", "table xxl-3-place", "replay kingdomino"])
def test_100_percent_is_the_design_size_and_a_change_reaches_the_buttons(monkeypatch, screen) -> None:
    """The table's button words at 100 % in 1920×1080 are those of 1280×720 (the design size;
    a pixel or two apart where the regions round differently), after the player went from
    150 % to 100 % with the table open; and larger at 150 %."""
    cases = [((1920, 1080), "150"), ((1920, 1080), "100"), ((1280, 720), "auto")]
    words: dict[str, dict[str, int]] = {}
    for size, choice, texts, _cuts, scene in renders(monkeypatch, SCREENS[screen], cases):
        labels = {b.text for b in [*scene.controls.values(), *getattr(getattr(scene, "timeline", None),
                                                                        "buttons", {}).values()] if b.text}
        words[f"{size[0]} {choice}"] = {t.words: t.px for t in texts if t.words in labels}
    assert len(words["1280 auto"]) >= 3, words
    assert words["1920 100"].keys() == words["1280 auto"].keys()
    assert all(abs(px - words["1280 auto"][w]) <= 2 for w, px in words["1920 100"].items()), words
    assert all(words["1920 150"][w] > px for w, px in words["1920 100"].items())


def test_boxes_made_for_words_follow_them_to_the_interface_size(monkeypatch) -> None:
    """The lesson's card and the table's notes hold words only: at 100 % in 1920×1080 they are
    the size they have at 1280×720 (margins, wrapping width, the card's buttons and their
    words), where the table's regions keep the window's size."""
    from game.ui.table.hud import note_size

    text = "Hovering a score says its parts: territories, crowns, bonuses and the Court's characters"
    seen = {}
    for _size, choice, texts, _cuts, scene in renders(monkeypatch, SCREENS["lesson kingdomino"],
                                                      [((1280, 720), "auto"), ((1920, 1080), "100"),
                                                       ((1920, 1080), "150")]):
        guide = scene.guide
        leave = guide.buttons["leave"]
        seen[choice] = (guide.card.size, leave.rect.h, next(t.px for t in texts if t.words == leave.text),
                        note_size(scene.assets, text, scene.scale))
    (card, button, words, note), (card100, button100, words100, note100) = seen["auto"], seen["100"]
    assert abs(card100[1] - card[1]) <= card[1] // 10, seen
    assert abs(button100 - button) <= 2 and words100 == words, seen
    assert all(abs(a - b) <= 4 for a, b in zip(note100, note, strict=True)), seen
    card150, button150, words150, note150 = seen["150"]
    assert card150[1] > card100[1] and button150 > button100 and words150 > words100
    assert note150[0] > note100[0]


def _score_row(scene: Any) -> tuple[int, int]:
    from game.ui.table.hud import score_rows

    rows = score_rows(scene.assets, scene.geom.scores, len(scene.session.seats), scene.scale)
    return rows[-1].center


def _cut_move(scene: Any) -> tuple[int, int]:
    rows = [r for r in last_moves.panel_of(scene, scene.geom.log).rows if r.cut]
    return rows[0].rect.center if rows else (-1, -1)


@pytest.mark.parametrize(("screen", "hover"), [
    ("table kingdomino-4", _score_row), ("table queendomino-4-build", _score_row),
    ("table xxl-5-team-place", _score_row), ("table xxl-3-over", _score_row),
    ("table xxl-3-giant", _cut_move),
])
def test_hover_notes_stay_whole_and_in_the_window(monkeypatch, screen, hover) -> None:
    """A hovered score's parts and a cut last move said whole: in the window, whole, 12 px and up,
    at every size (the words under the note are hidden by it). The note follows its words: at
    100 % in 1920×1080 it is the size it has in 1280×720."""
    from game.ui.table.score_hover import hover_parts, parts_note

    found = {}
    hovered = shown = 0
    sizes = {}
    for size, choice, texts, cuts, scene in renders(monkeypatch, SCREENS[screen], SIZES, hover):
        parts = hover_parts(scene, scene.pointer)
        said = last_moves.hover_text(scene, scene.pointer)
        note = parts[0] if parts is not None else said[0] if said is not None else None
        hovered += note is not None
        shown += note is not None and note in {t.words for t in texts}
        if parts is not None:
            note = parts_note(scene.assets, parts[0], parts[1], scene.scale)
            sizes[f"{size[0]} {choice}"] = note.get_size()
        bad = frame_faults(scene, texts, cuts, size)
        if bad:
            found[f"{size[0]}x{size[1]} {choice}"] = bad
    assert hovered and shown == hovered, f"{screen}: {hovered} notes hovered, {shown} drawn"
    assert found == {}
    if hover is _score_row:
        assert all(abs(a - b) <= 4 for a, b in zip(sizes["1920 100"], sizes["1280 auto"], strict=True)), sizes
        assert sizes["1920 150"][0] > sizes["1920 100"][0], sizes
