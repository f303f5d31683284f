"""The lessons' cards in every language (issue 39): walking every step of each lesson, in the
pseudo-language no word on the card (its heading, the thing to do, why, its buttons and their
notes) escaped the catalogs, nor a refusal's or a wait's sentence; in each real language every
word on the card is whole and apart, inside the window and 12 px or more, at 1280×720 and
1920×1080 (the card wraps: a longer language takes more lines, never a cut), and so is every
word of the table around it at each step (the banner's instruction the lesson points at above
all: a long title in a longer language must not cut it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from test_i18n_screens import escaped, speaking  # noqa: F401 - speaking is a fixture
from test_ui_scale_menus import spying
from test_ui_scale_table import _covers, frame_faults
from text_spy import TextSpy, problems

from game.engine import legal_actions
from game.i18n import LANGUAGES, PSEUDO
from game.i18n.pseudo import OPEN
from game.lessons.script import RIVAL, available, load_lesson
from game.ui.table.harness import Driver, headless_context
from saves.settings import Settings

LESSONS = available()
# (window, interface size): the smallest window, and the usual large one at Automatic (its words
# the largest, so the longest lines)
SIZES = [((1280, 720), "100"), ((1920, 1080), "auto")]

Card = tuple[str, list[Any], list[str]]  # (which card, its texts, what is wrong with them)


def names(rules: str) -> tuple[str, ...]:
    """The proper names a card may show as they are: the rivals' and a team holder's."""
    lesson = load_lesson(rules)
    return (*lesson.seats[1:], *((lesson.holder,) if lesson.holder else ()))


def walk(spy: Any, tmp_path: Path, rules: str, size: tuple[int, int], choice: str,
         refusals: list[str] | None = None, table_words: set[str] | None = None,
         table: pytest.MonkeyPatch | None = None) -> list[Card]:
    """The lesson played from its first step to free play, Show me playing each learner's step:
    every card drawn on its own (the learner's steps, the first rival move, the lesson complete,
    free play; the first step also with the pointer on each of its buttons). `refusals` collects
    why an off-script move is refused at each step, and why while a rival plays; `table_words`
    the table's own words the card quotes (the skip button's label, the table's to translate).
    With `table` (the test's monkeypatch), each learner's step is drawn whole as well ("table at
    step N": the words under the card left out, the card is checked on its own)."""
    ctx = headless_context(size, tmp_path / "saves", Settings(animation="fast"))
    ctx.settings.ui_scale = choice
    ctx.manager.push(ctx.scenes.title())
    scene = ctx.scenes.lesson(rules)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=0.2)
    guide = scene.guide
    cards: list[Card] = []
    covers = _covers(table, scene, spy, driver.surface) if table else []

    def draw(name: str) -> None:
        surface = driver.surface
        surface.fill((0, 0, 0))
        TextSpy.forget(surface)
        spy.cuts.clear()
        spy.boxes.drawn.clear()
        guide.draw(surface)
        if table_words is not None:
            table_words.add(scene.pieces.skip_label())
        texts = spy.texts(surface)
        faults = problems(spy.boxes.not_under_notes(texts), size) + spy.boxes.problems(texts)
        faults += [f"shortened: {whole!r} as {shown!r}" for whole, shown in spy.cuts]
        cards.append((name, texts, faults))

    def draw_table(name: str) -> None:
        surface = driver.surface
        covers.clear()
        TextSpy.forget(surface)
        spy.cuts.clear()
        spy.boxes.drawn.clear()
        scene.static_dirty = True  # the whole frame, not the parts that changed
        scene.draw(surface)
        texts = [t for i, t in enumerate(spy.texts(surface))
                 if not any(i < n and t.ink.colliderect(hidden) for n, hidden in covers)]
        cards.append((name, texts, frame_faults(scene, texts, list(spy.cuts), size)))

    def hover(pos: tuple[int, int]) -> None:
        guide.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    rival_seen = False
    steps = 0
    for _frame in range(20000):
        if guide.finished:
            break
        step = guide.step()
        if guide.learner_due() is not None and scene.human_turn:
            steps += 1
            draw(f"step {steps}")
            if table is not None:
                draw_table(f"table at step {steps}")
            if steps == 1:
                for key, button in guide.buttons.items():
                    hover(button.rect.center)
                    draw(f"step 1, pointer on {key}")
                    _name, texts, faults = cards[-1]
                    if not any(t.words in (button.tooltip or "") for t in texts[-3:]):
                        faults.append(f"no note drawn for {key}")
                hover((0, 0))
            if refusals is not None:
                refusals += [r for r in (guide.refusal(a) for a in legal_actions(scene.state)) if r][:1]
            guide.show_me()
        elif step is not None and step.by == RIVAL and not rival_seen:
            rival_seen = True
            draw("a rival plays")
            if refusals is not None:
                refusals += [r for r in (guide.refusal(a) for a in legal_actions(scene.state)) if r][:1]
        driver.frame()
    assert guide.finished, f"{rules}: the lesson did not reach its end"
    assert steps == guide.lesson.learner_steps
    driver.run(3)
    draw("lesson complete")
    if refusals is not None:
        refusals += [r for r in (guide.refusal(a) for a in legal_actions(scene.state)) if r][:1]
    guide.play_on()
    driver.run(2)
    draw("free play")
    assert all(texts for _name, texts, _faults in cards), "a card drawn without words"
    return cards


@pytest.mark.parametrize("rules", LESSONS)
def test_no_word_on_a_lesson_card_escapes_the_catalogs(monkeypatch, tmp_path, speaking, rules) -> None:  # noqa: F811
    speaking(PSEUDO)
    refusals: list[str] = []
    quoted: set[str] = set()  # the skip button's words: the table's pieces translate them
    cards = walk(spying(monkeypatch), tmp_path, rules, *SIZES[0], refusals=refusals, table_words=quoted)
    allowed = (*names(rules), *quoted)
    missed = [f"{name}: {words}" for name, texts, _faults in cards for words in escaped(texts, allowed)]
    assert not missed, f"{rules}: drawn without the catalogs: {missed}"
    assert refusals and all(r.startswith(OPEN) for r in refusals), refusals


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0][0]}x{s[0][1]}-{s[1]}")
@pytest.mark.parametrize("rules", LESSONS)
@pytest.mark.parametrize("code", [code for code, _name in LANGUAGES if code != "en"])
def test_every_word_on_a_lesson_card_whole_and_apart(monkeypatch, tmp_path, speaking, code, rules,  # noqa: F811
                                                     size) -> None:
    speaking(code)
    cards = walk(spying(monkeypatch), tmp_path, rules, *size, table=monkeypatch)
    faults = [f"{name}: {f}" for name, _texts, found in cards for f in found]
    assert faults == [], "\n".join(faults[:30]) + f"\n({len(faults)} in all)"
