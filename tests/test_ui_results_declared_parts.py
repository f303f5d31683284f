"""The results screen reads a rule set's declared score parts (`RuleSet.score_parts`) and knows
none of its own: the tests' toy rule set, given a declaration here and nothing in game/ui, shows
its parts on the kingdoms' cards and in the breakdown table with the declared captions, in the
declared order (not the order its terms are scored in), counted with the declared nouns and
coloured by the declared kind (a part of no kind the palette knows: the generic colour)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import pygame
import pytest

from game.engine import legal_actions, rules
from game.engine.rng import Rng
from game.engine.rules import REGISTRY, ScorePart
from game.engine.scoring import Bonus
from game.engine.state import State
from game.session import Session
from game.ui import palette
from game.ui.results import breakdown, lines
from game.ui.screens import results as results_screen
from game.ui.screens.results import ResultsScene
from game.ui.table.harness import Driver, headless_context, make_session

DEVOTIONS = ScorePart("prayers", "Devotions", listed=True, nouns=("prayer", "prayers"), kind="royal")
OMENS = ScorePart("omens", "Omens seen", note="1 per 2")


def _terms(state: State, n: int) -> Sequence[Bonus]:
    """The omens' term first, then two prayers': the declaration, not this order, orders them."""
    prayers = state.kingdoms[n].vals.get("prayers", 0)
    return [Bonus("Omens read", len(state.ext["seen"]) // 2, "", "omens"),
            Bonus("Matins", prayers, "", "prayers"), Bonus("Vespers", 1, "", "prayers")]


def _declare(monkeypatch: pytest.MonkeyPatch, parts: tuple[ScorePart, ...]) -> None:
    """The toy rule set (tests/toy_rules.py) registered with these score parts and terms."""
    import toy_rules

    toy = dataclasses.replace(toy_rules.RULES, score_parts=parts, score_terms=_terms)
    monkeypatch.setitem(REGISTRY, "toy", "toy_rules")
    monkeypatch.setitem(rules._loaded, "toy", toy)


@pytest.fixture
def declared(monkeypatch: pytest.MonkeyPatch) -> Callable[[tuple[ScorePart, ...]], None]:
    return lambda parts: _declare(monkeypatch, parts)


def _finished() -> Session:
    session = make_session(2, seed=3, rules="toy")
    rng = Rng(3)
    while not session.is_over():
        session.play(rng.choice(legal_actions(session.state)))
    return session


def _open(session: Session) -> ResultsScene:
    ctx = headless_context((1280, 720))
    scene = ResultsScene(ctx, session)
    ctx.manager.push(scene)
    Driver(ctx).run(2)
    return scene


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every text the results draw, with where."""
    drawn: list[tuple[str, pygame.Rect]] = []
    for module in (results_screen, lines, breakdown):
        real = module.draw_text

        def spy(surface, text, *args, _real=real, **kw):  # type: ignore[no-untyped-def]
            r = _real(surface, text, *args, **kw)
            drawn.append((text, r))
            return r

        monkeypatch.setattr(module, "draw_text", spy)
    return drawn


def test_a_declared_part_is_a_section_of_every_card_in_the_declared_order(monkeypatch, declared) -> None:
    declared((DEVOTIONS, OMENS))
    scene = _open(_finished())
    assert not scene.breakdown, "the toy's declaration does not ask to open on the breakdown"
    drawn = _spy(monkeypatch)
    scene.draw(pygame.Surface(scene.size))
    bd = scene.breakdowns()
    for card in scene.cards:
        b = bd[card.seat]
        ys = {t: r.y for t, r in drawn if card.rect.contains(r)}
        # territories first (the engine's part, which the toy does not declare), then as declared:
        # the prayers under their caption and subtotal, the omens a line of their own
        head = "Devotions · 2"
        assert head in ys and "Matins" in ys and "Vespers" in ys and "Omens read bonus" in ys, sorted(ys)
        assert ys[f"Territories · {len(b.territories)}"] < ys[head] < ys["Matins"] < ys["Omens read bonus"]
        secs = scene.sections(b)
        assert [(s.key, s.caption, s.single) for s in secs] == [
            ("territories", "Territories", False), ("prayers", "Devotions", False),
            ("omens", "Omens read bonus", True)]
        assert secs[1].noun(1) == "1 prayer" and secs[1].noun(2) == "2 prayers"  # a folded card's note


def test_the_breakdown_has_a_row_per_declared_part_with_its_caption_and_colour(monkeypatch, declared) -> None:
    declared((DEVOTIONS, OMENS))
    scene = _open(_finished())
    assert "Breakdown" in scene.buttons, "parts beyond territories: the breakdown is offered"
    scene.toggle_breakdown()
    drawn = _spy(monkeypatch)
    surface = pygame.Surface(scene.size)
    scene.draw(surface)
    ys = {t: r for t, r in drawn}
    rows = ["Territories", "Devotions", "Omens seen (1 per 2)"]
    assert all(t in ys for t in rows), [t for t, _ in drawn]
    assert ys[rows[0]].y < ys[rows[1]].y < ys["Matins"].y < ys[rows[2]].y  # the terms under their part
    assert "Other bonuses" not in ys
    # each row's swatch, left of its caption: the kind's colour, the generic one for no kind
    for caption, colour in (("Devotions", palette.PART_COLOURS["royal"]), (rows[2], palette.PART_OTHER)):
        r = ys[caption]
        swatch = (r.x - r.h // 2, r.y + r.h // 2)
        assert tuple(surface.get_at(swatch))[:3] == colour, caption


def test_minor_parts_share_one_row_and_alone_offer_no_breakdown(monkeypatch, declared) -> None:
    declared((dataclasses.replace(DEVOTIONS, minor=True), dataclasses.replace(OMENS, minor=True)))
    scene = _open(_finished())
    assert not scene.breakdown and "Breakdown" not in scene.buttons
    scene.toggle_breakdown()  # drawn all the same: territories, and the minor parts in one row
    drawn = _spy(monkeypatch)
    scene.draw(pygame.Surface(scene.size))
    texts = [t for t, _ in drawn]
    assert "Territories" in texts and "Other bonuses" in texts
    assert "Devotions" not in texts and "Omens seen (1 per 2)" not in texts


def test_every_rule_sets_parts_are_worded_and_coloured() -> None:
    """A listed part names its terms (a folded card says "See 15 buildings", not "15 lines"),
    and a declared kind is one the palette colours (a typo would fall back on the generic one)."""
    from game.engine.rules import all_rules

    for rules_ in all_rules():
        for part in rules_.score_parts:
            assert not part.listed or part.nouns != ScorePart("", "").nouns, (rules_.name, part.name)
            assert not part.kind or part.kind in palette.PART_COLOURS, (rules_.name, part.name)
