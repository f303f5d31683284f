"""Issue 29, point 6, on real finished games: both results views (the kingdoms' cards and the
breakdown table) show every territory and every bonus whole, for every rule set and kingdom
count, at 1280×720 and 1920×1080. A card that cannot hold a kingdom folds whole sections
into their subtotal and says what its page shows; the page (a click on the card) shows it
all. No text is cut (no ellipsis, no "+N more"), drawn outside its panel, drawn over another
text, or drawn under 12 px. The games are played whole by AI Easy with fixed seeds, plus the
3-kingdom Royal Wedding XXL game (a team, the Court) that showed the fault."""

from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path

import pygame
import pytest

from game.ai.players import choose
from game.engine import Options, scores
from game.engine.rng import Rng
from game.engine.scoring import Breakdown
from game.engine.view import view
from game.session import Person, Seat, Session
from game.ui.assets import Assets
from game.ui.results import breakdown
from game.ui.results import lines as results_lines
from game.ui.results.layout import TERRITORIES
from game.ui.results.parts import itemised
from game.ui.screens import results
from game.ui.screens.results import ResultsScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context
from saves.format import load_file

GAMES = Path(__file__).resolve().parent / "results_games"
PEOPLE = (("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow"), ("Eve", "purple"))
# (rule set, kingdoms, a team in the first kingdom, options)
PLAYED = {
    "kingdomino-2": ("kingdomino", 2, False, {"middle_kingdom": True, "harmony": True}),
    "kingdomino-4": ("kingdomino", 4, False, {}),
    "queendomino-2": ("queendomino", 2, False, {}),
    "queendomino-4": ("queendomino", 4, False, {}),
    "xxl-3-team": ("xxl", 3, True, {"court": 1}),
    "xxl-4-court2": ("xxl", 4, False, {"court": 2}),
    "xxl-5-team-court2": ("xxl", 5, True, {"court": 2}),
}
SAVED = ("xxl-3-team-court-finished", "queendomino-3-finished")
SIZES = [(1280, 720), (1920, 1080)]


@functools.cache
def game(name: str) -> Session:
    if name in SAVED:
        return load_file(GAMES / f"{name}.json")
    rules, n, team, options = PLAYED[name]
    seats = [Seat(p, c, "ai", "easy", Person("Yves & Co", "ai", "easy") if team and i == 0 else None)
             for i, (p, c) in enumerate(PEOPLE[:n])]
    s = Session(Options(rules=rules, players=n, **options), seats, 11)
    rng = Rng(11)
    while not s.is_over():
        s.play(choose("easy", view(s.state), rng, 0.1))
    return s


class Drawn:
    """Every text the results draw: (text, rect, font size)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.items: list[tuple[str, pygame.Rect, int]] = []
        self.sizes: dict[int, int] = {}
        real_font = Assets.font

        def font(assets: Assets, size: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
            f = real_font(assets, size, bold, title)
            self.sizes[id(f)] = int(size)
            return f

        monkeypatch.setattr(Assets, "font", font)
        for module in (results, results_lines, breakdown):
            real = module.draw_text

            def spy(surface, text, font, *args, _real=real, **kw):  # type: ignore[no-untyped-def]
                r = _real(surface, text, font, *args, **kw)
                self.items.append((text, r, self.sizes.get(id(font), 0)))
                return r

            monkeypatch.setattr(module, "draw_text", spy)

    def draw(self, scene: ResultsScene) -> list[tuple[str, pygame.Rect, int]]:
        self.items.clear()
        scene.draw(pygame.Surface(scene.size))
        return list(self.items)


def _open(session: Session, size: tuple[int, int]) -> tuple[ResultsScene, Driver]:
    ctx = headless_context(size)
    ctx.manager.push(TableScene(ctx, session))
    scene = ResultsScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.run(2)
    return scene, driver


def _whole(texts: list[tuple[str, pygame.Rect, int]], panels: list[pygame.Rect], where: str) -> None:
    """No text cut, under 12 px, outside the panels or over another text."""
    assert texts, f"{where}: nothing drawn"
    for text, rect, size in texts:
        assert "…" not in text and " more" not in text, f"{where}: {text!r} is cut"
        assert size >= 12, f"{where}: {text!r} drawn at {size} px"
        assert any(p.contains(rect) for p in panels), f"{where}: {text!r} at {rect} leaves its panel"
    for i, (a, ra, _) in enumerate(texts):
        for b, rb, _ in texts[i + 1:]:
            clip = ra.clip(rb)
            assert clip.w * clip.h <= 2 * max(ra.h, rb.h), f"{where}: {a!r} {ra} is drawn over {b!r} {rb}"


def _terr_texts(b: Breakdown) -> Counter[str]:
    return Counter(f"{t.squares} × {t.crowns}" for t in b.territories)


def _page_shows_all(scene: ResultsScene, drawn: Drawn, seat: int, where: str) -> None:
    scene.open_page(seat)
    page = scene.page_layout
    assert page is not None and page.seat == seat
    texts = drawn.draw(scene)
    _whole(texts, [page.rect], f"{where}, page of {seat}")
    b = scores(scene.state)[seat]
    words = Counter(t for t, _, _ in texts)
    assert not _terr_texts(b) - words, f"{where}: territories missing from the page"
    for x in b.bonuses:
        assert x.name in " | ".join(words), f"{where}: {x.name} missing from the page"
    scene.close_page()
    assert scene.page is None and scene.page_layout is None


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}")
@pytest.mark.parametrize("name", [*PLAYED, *SAVED])
def test_the_kingdoms_view_shows_every_line_whole(monkeypatch, name, size) -> None:
    session = game(name)
    scene, _driver = _open(session, size)
    if scene.breakdown:
        scene.toggle_breakdown()
    drawn = Drawn(monkeypatch)
    texts = drawn.draw(scene)
    _whole(texts, [c.rect for c in scene.cards], f"{name} cards")
    bd = scores(session.state)
    for card in scene.cards:
        inside = [t for t, r, _ in texts if card.rect.contains(r)]
        b = bd[card.seat]
        secs = scene.sections(b)
        note = " ".join(ln.text for ln in card.lines if ln.kind == "open")
        for s in secs:
            if s.key in card.folded:  # its head with the subtotal, and the note names what is behind
                assert f"{s.caption} · {len(s.items)}" in inside and str(s.points) in inside
                assert s.noun(len(s.items)) in note, (name, s.key, note)
            elif s.key == TERRITORIES:
                assert not _terr_texts(b) - Counter(inside), f"{name}: a territory line is missing"
            else:
                for i in s.items:
                    x = b.bonuses[i]
                    assert (x.name if not s.single else s.caption) in inside, f"{name}: {x.name} missing"
        lines = [ln.rect for ln in card.lines]
        assert all(card.rect.contains(r) for r in lines)
        assert not any(a.colliderect(c) for i, a in enumerate(lines) for c in lines[i + 1:])
        if card.folded:
            _page_shows_all(scene, drawn, card.seat, name)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}")
@pytest.mark.parametrize("name", [n for n in [*PLAYED, *SAVED] if not n.startswith("kingdomino")])
def test_the_breakdown_view_lists_every_bonus_whole(monkeypatch, name, size) -> None:
    session = game(name)
    scene, _driver = _open(session, size)
    assert scene.breakdown, "these rule sets open on the breakdown"
    drawn = Drawn(monkeypatch)
    texts = drawn.draw(scene)
    panel = scene.panel_area()
    _whole(texts, [panel], f"{name} breakdown")
    cols = breakdown.column_rects(panel, len(scene.cards), scene.px)
    bd = scores(session.state)
    for card, col in zip(scene.cards, cols, strict=True):
        inside = [t for t, r, _ in texts if col.contains(r)]
        b = bd[card.seat]
        assert str(b.total) in inside
        for part in [p.name for p in scene.parts if itemised(p)]:
            names = [x.name for x in b.bonuses if x.group == part]
            if not names:
                continue
            if any(t.startswith("See ") for t in inside) and not all(n in inside for n in names):
                _page_shows_all(scene, drawn, card.seat, name)  # folded: its page lists them
                scene.breakdown = True
                scene.rebuild()
            else:
                assert all(n in inside for n in names), (name, part, names)


def test_the_3_kingdom_xxl_game_breakdown_lists_every_building_and_court_piece(monkeypatch) -> None:
    """The game that showed "+3 more" lists all its 15 buildings at 1280×720, not folded."""
    session = game(SAVED[0])
    scene, _driver = _open(session, (1280, 720))
    drawn = Drawn(monkeypatch)
    words = {t for t, _, _ in drawn.draw(scene)}
    listed = {p.name for p in scene.parts if itemised(p)}
    for b in scores(session.state):
        for x in b.bonuses:
            if x.group in listed:
                assert x.name in words


def test_a_click_on_a_card_opens_its_kingdom_and_back_returns(monkeypatch) -> None:
    session = game(SAVED[0])
    scene, driver = _open(session, (1280, 720))
    driver.key(pygame.K_b)  # the kingdoms
    assert not scene.breakdown
    card = scene.cards[0]
    assert card.folded, "this kingdom does not fit its card at 1280×720"
    driver.click(card.board.center)
    assert scene.page == card.seat and scene.page_layout is not None
    # hovering a territory's line on the page rings it on the page's mini kingdom
    rect, t = scene.page_layout.rows[0]
    driver.move(rect.center)
    assert scene.hover == (card.seat, t)
    back = next(w for w in scene.group.widgets if getattr(w, "text", "") == "‹ Back")
    driver.click(back.rect.center)
    assert scene.page is None
    driver.key(pygame.K_b)  # the breakdown: a click in a kingdom's column opens it too
    col = breakdown.column_rects(scene.panel_area(), len(scene.cards), scene.px)[1]
    driver.click(col.center)
    assert scene.page == scene.cards[1].seat
    driver.key(pygame.K_ESCAPE)
    assert scene.page is None and scene.breakdown and scene.ctx.manager.top is scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}")
def test_what_decided_a_place_is_said_whole_on_five_narrow_cards(monkeypatch, size) -> None:
    long = "decided by largest territory (12 squares)"
    monkeypatch.setattr(results, "decided_text", lambda place, match=False: long)
    scene, _driver = _open(game("xxl-5-team-court2"), size)
    scene.toggle_breakdown()
    drawn = Drawn(monkeypatch)
    texts = drawn.draw(scene)
    _whole(texts, [c.rect for c in scene.cards], "five cards with a tie-breaker")
    assert sum("largest territory (12 squares)" in t for t, _, _ in texts) == 5
