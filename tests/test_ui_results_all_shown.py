"""Issue 29, point 6: the results show every territory and every building. The mini kingdom
gives way and territories take columns before any line is hidden behind a scrolling box; the
breakdown table lists each building by name (no "+N more"); "decided by score" is not said
where the score alone decided."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.engine import legal_actions, scores
from game.engine.rng import Rng
from game.engine.scoring import Bonus, Territory
from game.ui.results import breakdown as qresults
from game.ui.results.layout import TERRITORIES
from game.ui.screens.results import ResultsScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session


def _finished(rules: str, players: int, seed: int = 3):
    session = make_session(players, seed=seed, rules=rules)
    rng = Rng(2)
    while session.state.phase != "over":
        session.play(rng.choice(legal_actions(session.state)))
    return session


def _open(session, scene_class=ResultsScene, size=(1280, 720)):
    ctx = headless_context(size)
    ctx.manager.push(TableScene(ctx, session))
    scene = scene_class(ctx, session)
    ctx.manager.push(scene)
    Driver(ctx).run(2)
    return scene


def _many(n_territories: int, n_bonuses: int):
    class Many(ResultsScene):
        """Every kingdom with `n_territories` territories (0-point ones among them) and
        `n_bonuses` named bonuses, as a late Royal Wedding XXL kingdom has."""

        def breakdowns(self):
            out = []
            for b in super().breakdowns():
                terr = tuple(Territory("lake", 1 + i % 3, i % 2, ((90 + i, 90),))
                             for i in range(n_territories))
                bon = tuple(Bonus(f"Building {i}", i, part="buildings") for i in range(n_bonuses))
                out.append(dataclasses.replace(b, territories=terr, bonuses=bon))
            return out

    return Many


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_five_xxl_kingdoms_of_twenty_territories_and_eleven_bonuses_show_every_line(size) -> None:
    """Every line on its card, or its whole section folded into its subtotal with the card
    saying so, and the kingdom's page showing every line; nothing scrolls."""
    pygame.init()
    scene = _open(_finished("xxl", 5), _many(20, 11), size)
    assert not hasattr(scene, "scroll")
    for card in scene.cards:
        shown = [t for _, t in card.rows]
        note = " ".join(ln.text for ln in card.lines if ln.kind == "open")
        if TERRITORIES in card.folded:
            assert shown == [] and "20 territories" in note
        else:
            assert shown == list(range(20))  # every territory, the 0-point ones too
        built = [ln.index for ln in card.lines if ln.kind == "bonus" and ln.section == "buildings"]
        assert built == [] and "11 buildings" in note if "buildings" in card.folded else len(built) == 11
        rects = [ln.rect for ln in card.lines]
        assert all(card.rect.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert card.row_h >= round(18 * scene.scale)  # 13 px type, not squeezed
        scene.open_page(card.seat)
        page = scene.page_layout
        assert [t for _, t in page.rows] == list(range(20))
        assert len([ln for ln in page.lines if ln.kind == "bonus"]) == 11
        assert all(page.rect.contains(ln.rect) for ln in page.lines)
        scene.close_page()


def test_the_breakdown_table_names_every_building(monkeypatch) -> None:
    """Each building by name under its kingdom, or (where the table cannot hold them) a line
    that opens the kingdom's page: never "+N more"."""
    pygame.init()
    written: list[str] = []
    real = qresults.draw_text

    def spy(surface, text, *args, **kw):
        written.append(text)
        return real(surface, text, *args, **kw)

    monkeypatch.setattr(qresults, "draw_text", spy)
    for size in [(1280, 720), (1920, 1080)]:
        scene = _open(_finished("xxl", 5), _many(8, 12), size)
        written.clear()
        scene.draw(pygame.Surface(scene.ctx.window.size))
        assert written and not any("more" in t for t in written)
        folded = sum(t == "See the 12 buildings ›" for t in written)
        assert sum(t.startswith("Building ") for t in written) + 12 * folded == 5 * 12
        assert folded in (0, 5)  # a kind folds in every column or in none
    assert folded == 0  # 1920×1080 lists them all


def test_no_card_says_decided_by_score() -> None:
    pygame.init()
    session = _finished("kingdomino", 4)
    scene = _open(session)
    surface = pygame.Surface(scene.ctx.window.size)
    texts: list[str] = []
    import game.ui.screens.results as results

    real = results.draw_text
    results.draw_text = lambda s, text, *a, **k: texts.append(text) or real(s, text, *a, **k)
    try:
        scene.draw(surface)
    finally:
        results.draw_text = real
    assert texts and not any("decided by score" in t for t in texts)
    assert len(scores(session.state)) == 4
