"""Issue 32 point 2 on every menu-like screen: laid out at 100 % from 1280×720 up and at every
interface size from 1920×1080 up (and "Automatic" at the usual windows), no text is outside the
window, over another text, under a panel drawn after it, across a panel's edge, under 12 px or
shortened, also with the pointer on each widget that has a hover note; and the size chosen in
Settings is really applied (the same screen's words are smaller at 100 % than at 150 % in a
1920×1080 window).

The saves folder holds a dozen games of every rule set, some finished; the results screens show
finished games of every rule set (Royal Wedding XXL: 5 kingdoms, a team and the Court)."""

from __future__ import annotations

import functools
import importlib
import pkgutil
import statistics
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from text_spy import TextSpy, problems

import game.ui
from game.engine import Options, legal_actions
from game.engine.rng import Rng
from game.session import Person, Seat, Session
from game.ui import theme
from game.ui.table.harness import headless_context
from game.ui.widgets import draw as widget_draw
from saves.bench_index import play_out, sample_games
from saves.store import SaveStore

Config = tuple[tuple[int, int], str]
# (window, interface size): 100 % from 1280×720 up, every size from 1920×1080 up, Automatic
CONFIGS = [
    ((1280, 720), "100"), ((1600, 900), "100"), ((1600, 900), "125"),
    ((1920, 1080), "100"), ((1920, 1080), "125"), ((1920, 1080), "150"),
    ((1920, 1200), "100"), ((1920, 1200), "125"), ((1920, 1200), "150"),
    ((1280, 720), "auto"), ((1920, 1080), "auto"), ((2560, 1440), "auto"),
]
PEOPLE = (("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow"), ("Eve", "purple"))


def _rules_names() -> list[str]:
    from game.engine.rules import REGISTRY

    return list(REGISTRY)


@functools.cache
def finished() -> tuple[Session, ...]:
    """Finished games of every rule set (2 and 3 kingdoms, a Dynasty, a team), then Royal
    Wedding XXL with 5 kingdoms, a team and the Court."""
    games = list(sample_games())
    biggest = _rules_names()[-1]  # the registry lists the rule set with teams and the Court last
    seats = [Seat(p, c, "ai", "easy", Person("Yves & Co", "ai", "easy") if i == 0 else None)
             for i, (p, c) in enumerate(PEOPLE)]
    seats[1] = Seat("Bruno", "blue")  # someone human: the coach and the results' review
    games.append(play_out(Session(Options(rules=biggest, players=5, court=2), seats, 11), 11))
    return tuple(games)


def by_rules(rules: str, players: int | None = None) -> Session:
    return next(s for s in reversed(finished()) if s.options.rules == rules
                and (players is None or len(s.seats) == players) and s.state.match.games == 1)


@functools.cache
def unfinished(rules: str) -> Session:
    """A game of `rules` some rounds in (the pause menu, the dominoes list, a save to continue)."""
    from game.engine.rules import get_rules

    counts = sorted(get_rules(rules).limits.kingdoms)
    n = counts[min(1, len(counts) - 1)]
    s = Session(Options(rules=rules, players=n), [Seat(p, c) for p, c in PEOPLE[:n]], 5)
    rng = Rng(5)
    for _ in range(14):
        s.play(rng.choice(legal_actions(s.state)))
    return s


@pytest.fixture(scope="module")
def full(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A dozen saves of every rule set, finished and not, named and autosaved."""
    folder = tmp_path_factory.mktemp("full-saves")
    store = SaveStore(folder)
    for i, s in enumerate(finished()):
        if i % 2:
            store.save(s, f"Finished {s.options.rules} {i} with a longer name than most")
        else:
            store.autosave(s)
    for rules in _rules_names():
        store.save(unfinished(rules), f"Evening game {rules}")
    return folder


@functools.cache
def coach_results() -> tuple[Any, Any]:
    """The coach's report on a short finished game, graded once (the smallest setting that
    shows its rows and its costliest decisions)."""
    from game.ui.screens.coach import CoachScene

    s = by_rules(_rules_names()[0], 2)
    ctx = headless_context((1280, 720))
    scene = CoachScene(ctx, s, samples=2, jobs=1)
    scene.thread.join(300)
    assert scene.results, scene.error
    return scene.results, scene.shown


# --- panels: a word under a panel drawn later, or across a panel's edge, is as lost as a cut one ---


class Boxes:
    """Every panel frame (and tooltip note) drawn on the window, in order with its texts."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[pygame.Rect, int, bool]] = []  # (window rect, texts before it, a note)
        originals = {name: getattr(widget_draw, name) for name in ("draw_panel", "draw_tooltip")}
        for info in pkgutil.walk_packages(game.ui.__path__, "game.ui."):
            module = importlib.import_module(info.name)
            for name, real in originals.items():
                if getattr(module, name, None) is real:  # each module that imported it by name
                    monkeypatch.setattr(module, name, self._wrap(real, name == "draw_tooltip"))

    def _wrap(self, real: Callable[..., Any], note: bool) -> Callable[..., Any]:
        def drawing(surface: Any, assets: Any, *args: Any, **kwargs: Any) -> Any:
            root = surface.get_abs_parent()
            before = len(TextSpy.texts(root))
            out = real(surface, assets, *args, **kwargs)
            rect = pygame.Rect(out if note else args[0]).move(surface.get_abs_offset())
            self.drawn.append((rect, before, note))
            return out

        return drawing

    def not_under_notes(self, texts: list[Any]) -> list[Any]:
        """The texts without those a hover note covers (it lies over the screen on purpose)."""
        notes = [(r, n) for r, n, note in self.drawn if note]
        return [t for i, t in enumerate(texts) if not any(i < n and t.ink.colliderect(r) for r, n in notes)]

    def problems(self, texts: list[Any]) -> list[str]:
        out = []
        for rect, n, note in self.drawn:
            if not note:  # a hover note may lie over the screen: that is what it is for
                out += [f"under a panel drawn later: {t.words!r} at {tuple(t.ink)}" for t in texts[:n]
                        if t.ink.clip(rect).w > 1 and t.ink.clip(rect).h > 1]
            for i, t in enumerate(texts[n:], start=n):
                if t.ink.colliderect(rect) and not rect.contains(t.ink) and not any(
                        n <= m <= i and r.contains(t.ink) for r, m, _ in self.drawn):
                    out.append(f"across a panel's edge: {t.words!r} at {tuple(t.ink)}, panel {tuple(rect)}")
        return out


def spying(monkeypatch: pytest.MonkeyPatch) -> Any:
    """A TextSpy that also follows the panels (`spy.boxes`)."""
    spy = TextSpy(monkeypatch)
    spy.boxes = Boxes(monkeypatch)  # type: ignore[attr-defined]
    return spy


# --- drawing a screen ---------------------------------------------------------------------------

Make = Callable[[Any], Any]  # ctx -> the scene, built through ctx.scenes
View = Callable[[Any], None]  # puts the built scene in one of its views


def render(spy: TextSpy, size: tuple[int, int], choice: str, make: Make, folder: Path | None,
           views: list[View], tooltips: bool = True) -> list[tuple[str, list[Any], list[str]]]:
    """The screen built once for the window and size, then drawn in each of `views` (the first
    also with the pointer on each widget that has a hover note): (the view's name, its texts, what
    is wrong with them)."""
    ctx = headless_context(size, folder)  # None: an empty folder of its own
    ctx.settings.ui_scale = choice
    ctx.settings.animation = "off"  # the results' totals shown whole at once
    scene = make(ctx)
    scene.enter()
    out = []
    for k, view in enumerate(views):
        view(scene)
        name = getattr(view, "__name__", "view")
        steps: list[tuple[str, Any]] = [(name, None)]
        if k == 0 and tooltips:  # the first view again with the pointer on each widget that has a note
            steps += [(f"{name}, pointer on {type(w).__name__} {i} ({w.tooltip[:20]}…)", w)
                      for i, w in enumerate(scene.group.widgets) if w.tooltip and w.visible]
        for step, widget in steps:
            if widget is not None:
                scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=widget.rect.center, rel=(0, 0),
                                                      buttons=(0, 0, 0)))
            surface = ctx.window.surface
            surface.fill((0, 0, 0))
            spy.cuts.clear()
            spy.boxes.drawn.clear()
            scene.draw(surface)
            texts = spy.texts(surface)
            faults = problems(spy.boxes.not_under_notes(texts), size) + spy.boxes.problems(texts)
            faults += [f"shortened: {whole!r} as {shown!r}" for whole, shown in spy.cuts]
            if widget is not None and not any(t.words in widget.tooltip for t in texts[-3:]):
                faults.append(f"no note drawn for {step}")
            out.append((step, texts, faults))
        scene.group.leave()
    return out


def as_is(scene: Any) -> None:
    """The screen as it opens."""


def check(spy: Any, make: Make, folder: Path | None = None, views: list[View] | None = None,
          configs: list[Config] = CONFIGS, tooltips: bool = True) -> dict[Config, list[Any]]:
    """Draw the screen at each window and interface size (in each view); fail with every fault
    found. The texts of the first view at each window and size (of every view: `spy.seen`)."""
    spy.seen = {}
    faults: list[str] = []
    drawn: dict[Config, list[Any]] = {}
    laid_out = set()
    for size, choice in configs:
        if (size, theme.ui_scale(size, choice)) in laid_out:
            continue  # "Automatic" that is the same size as a percentage drawn already
        laid_out.add((size, theme.ui_scale(size, choice)))
        shown = render(spy, size, choice, make, folder, views or [as_is], tooltips)
        for i, (name, texts, found) in enumerate(shown):
            if i == 0:
                drawn[(size, choice)] = texts
            spy.seen.setdefault((size, choice), {})[name] = texts
            faults += [f"{size[0]}x{size[1]} at {choice}, {name}: {f}" for f in found]
            assert texts, f"nothing drawn at {size} {choice}, {name}"
    assert faults == [], "\n".join(faults[:40]) + f"\n({len(faults)} in all)"
    if ((1920, 1080), "100") in drawn and ((1920, 1080), "150") in drawn:
        small = statistics.median(t.px for t in drawn[((1920, 1080), "100")])
        large = statistics.median(t.px for t in drawn[((1920, 1080), "150")])
        assert small * 1.3 < large, f"the interface size is not applied ({small} px at 100 %, {large} at 150)"
    return drawn


# --- the screens ----------------------------------------------------------------------------------


def hovering(*names: str) -> list[View]:
    """Views with the pointer on each of the screen's buttons called `names` (its tooltip shown)."""
    views = []
    for name in names:
        def hover(scene: Any, name: str = name) -> None:
            pos = scene.buttons[name].rect.center
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

        hover.__name__ = f"pointer on {name}"
        views.append(hover)
    return views


def test_title_without_a_game_to_continue(monkeypatch) -> None:
    spy = spying(monkeypatch)
    views = [as_is, *hovering("Continue", "Learn to play", "Rules")]
    drawn = check(spy, lambda ctx: ctx.scenes.title(), views=views)
    assert not any(t.words.startswith("Continue ") for t in drawn[((1280, 720), "100")])
    for views in spy.seen.values():  # the tooltips were drawn
        assert any("No unfinished game" in t.words for t in views["pointer on Continue"])


def test_title_with_a_game_to_continue(monkeypatch, full: Path) -> None:
    spy = spying(monkeypatch)
    drawn = check(spy, lambda ctx: ctx.scenes.title(), full, views=[as_is, *hovering("Continue")])
    assert any(t.words.startswith("Continue ") for t in drawn[((1280, 720), "100")])


@pytest.mark.parametrize("rules", _rules_names())
def test_new_game_for_each_rule_set(monkeypatch, rules: str) -> None:
    def pick(scene: Any) -> None:
        scene._rules_changed(rules)

    check(spying(monkeypatch), lambda ctx: ctx.scenes.new_game(), views=[pick])


def test_new_game_with_five_kingdoms_and_teams(monkeypatch) -> None:
    def five(scene: Any) -> None:
        scene._rules_changed(_rules_names()[-1])
        scene.set_players(5)
        for i in range(5):
            scene.set_partner(i, ("ai", "normal") if i % 2 else ("human", None))

    check(spying(monkeypatch), lambda ctx: ctx.scenes.new_game(), views=[five])


def test_settings(monkeypatch) -> None:
    check(spying(monkeypatch), lambda ctx: ctx.scenes.settings())


def test_load(monkeypatch, full: Path) -> None:
    check(spying(monkeypatch), lambda ctx: ctx.scenes.save_load(None), full)


def test_save(monkeypatch, full: Path) -> None:
    game = unfinished(_rules_names()[-1])
    check(spying(monkeypatch), lambda ctx: ctx.scenes.save_load(game), full)


def test_statistics(monkeypatch, full: Path) -> None:
    check(spying(monkeypatch), lambda ctx: ctx.scenes.statistics(), full)


def test_lessons(monkeypatch) -> None:
    check(spying(monkeypatch), lambda ctx: ctx.scenes.lessons())


@pytest.mark.parametrize("rules", _rules_names())
def test_rules_every_chapter_and_the_end(monkeypatch, rules: str) -> None:
    sections = len(headless_context((1280, 720)).scenes.rules(rules).anchors)
    assert sections > 3
    views: list[View] = []
    for i in range(sections):
        def chapter(scene: Any, i: int = i) -> None:
            scene.jump(i)

        chapter.__name__ = f"chapter {i + 1}"
        views.append(chapter)

    def the_end(scene: Any) -> None:
        scene.scroll_to(scene.max_scroll)

    check(spying(monkeypatch), lambda ctx: ctx.scenes.rules(rules), views=[*views, the_end])


def test_pause(monkeypatch) -> None:
    game = unfinished(_rules_names()[0])
    check(spying(monkeypatch), lambda ctx: ctx.scenes.pause(game))


def test_confirm(monkeypatch) -> None:
    text = ("Delete the save “Finished game with a longer name than most”? Its finished game then "
            "leaves the statistics.")
    check(spying(monkeypatch), lambda ctx: ctx.scenes.confirm(text, lambda: None, yes="Delete", no="Keep"))


@pytest.mark.parametrize("rules", _rules_names())
def test_pool(monkeypatch, rules: str) -> None:
    game = unfinished(rules)
    check(spying(monkeypatch), lambda ctx: ctx.scenes.pool(game))


@pytest.mark.parametrize("game", ["first-2", "second-3", "last-5"])
def test_results_both_views(monkeypatch, game: str) -> None:
    names = _rules_names()
    which, n = game.split("-")
    rules = {"first": names[0], "second": names[1 % len(names)], "last": names[-1]}[which]
    session = by_rules(rules, int(n))

    def kingdoms(scene: Any) -> None:
        if scene.breakdown:
            scene.toggle_breakdown()

    def breakdown(scene: Any) -> None:
        if not scene.breakdown:
            scene.toggle_breakdown()

    def page(scene: Any) -> None:  # a click on a card: that kingdom across the panel
        if scene.breakdown:
            scene.toggle_breakdown()
        scene.open_page(scene.order()[-1][0])

    views = [kingdoms, breakdown] + ([page] if which == "last" else [])
    check(spying(monkeypatch), lambda ctx: ctx.scenes.results(session), views=views)


def test_coach(monkeypatch) -> None:
    results, shown = coach_results()
    session = by_rules(_rules_names()[0], 2)

    def graded(ctx: Any) -> Any:
        from game.ui.screens.coach import CoachScene

        scene = CoachScene(ctx, session, samples=2, jobs=1)
        scene.stop.set()  # graded once already (coach_results): show that report
        scene.thread.join(60)
        scene.results, scene.shown, scene.error = results, shown, None
        return scene

    assert results and shown
    drawn = check(spying(monkeypatch), graded)
    from game.ui.screens.coach import difference_words

    for config, texts in drawn.items():  # every word of each costly decision's explanation shown
        seen = " ".join(t.words for t in texts).split()
        for s in shown:
            for line in difference_words(s.graded, s.mine, s.best, s.seat):
                assert set(line.split()) <= set(seen), f"{config}: {line!r} not shown whole"
