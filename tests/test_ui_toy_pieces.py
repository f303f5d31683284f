"""Issue 38 point 1, the toy's part: a rule set the program knows nothing of brings its own table
pieces (tests/toy_table.py), its own option and its own lesson, all in the tests' files, and the
table, New game, the saves and the lesson guide take them through the declared interfaces."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest
from lesson_helpers import open_before_step
from table_helpers import board_gesture, open_table, record_notes, settle

from game.engine import Options, Skip, current_step, legal_actions, new_game, score_of
from game.engine.rng import Rng
from game.engine.rules import REGISTRY, get_rules
from game.engine.rules.base import load
from game.lessons.script import lesson_path, load_lesson
from game.ui import theme
from game.ui.screens.newgame import NewGameScene
from game.ui.table.generic_prompt import PREFIX
from game.ui.table.harness import Driver, headless_context, make_session
from game.ui.table.probe import probe

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"


@pytest.fixture
def toy(monkeypatch):  # type: ignore[no-untyped-def]
    from game.engine import rules

    monkeypatch.setitem(REGISTRY, "toy", "toy_rules")
    load_lesson.cache_clear()
    yield
    rules._loaded.pop("toy", None)
    load_lesson.cache_clear()


def _to_the_prayer(driver: Driver, scene) -> None:  # type: ignore[no-untyped-def]
    """Claim and place at random by the table's gestures until a person may pray."""
    rng = Rng(5)
    for _ in range(40):
        settle(driver, scene)
        step = current_step(scene.state)
        if step is not None and step.name == "pray" and scene.human_turn:
            return
        a = rng.choice(legal_actions(scene.state))
        assert board_gesture(driver, scene, a), f"no gesture for {a}"
    raise AssertionError("nobody came to pray")


def test_the_toys_pieces_ask_pray_with_their_own_buttons_and_leave_bless_to_the_prompt(tmp_path, toy) -> None:
    from toy_table import NO_PRAYER, PRAY, ToyPieces

    _ctx, scene, driver = open_table(tmp_path, make_session(2, seed=3, rules="toy"))
    assert type(scene.pieces) is ToyPieces  # built from the declaration's "toy_table:ToyPieces"
    _to_the_prayer(driver, scene)
    seat = scene.state.actor
    names = probe(scene).button_names()
    assert PRAY in names and NO_PRAYER in names
    assert not [n for n in names if n.startswith(PREFIX)], "the pieces ask pray, not the generic prompt"
    assert scene.controls[PRAY].text == "Pray" and scene.controls[NO_PRAYER].text == "Don't pray"
    assert scene.pieces.banner_sub() == "Pray for 1 more point, or don't: Pray (P) or Don't pray (S)."
    person = scene.session.person_in(scene.state).name
    driver.click(probe(scene).button_center(PRAY))
    settle(driver, scene)
    assert scene.state.kingdoms[seat].vals["prayers"] == 1
    assert f"{person} prayed" in [e.text for e in scene.log]
    # the next kingdom may bless it: a step the pieces leave to the table's generic prompt
    assert current_step(scene.state).name == "bless"
    names = probe(scene).button_names()
    assert PRAY not in names and sorted(scene.controls[n].text for n in names if n.startswith(PREFIX)) == [
        f"bless {seat}", "skip bless"]


def test_the_pray_key_prays_and_s_goes_on_without(tmp_path, toy) -> None:
    _ctx, scene, driver = open_table(tmp_path, make_session(2, seed=3, rules="toy"))
    _to_the_prayer(driver, scene)
    played = len(scene.session.history)
    driver.key(pygame.K_s)
    settle(driver, scene)
    assert scene.session.history[played:] == ["skip pray"]


def test_each_kingdom_has_an_altar_on_its_name_plate_counting_its_prayers(tmp_path, toy) -> None:
    _ctx, scene, driver = open_table(tmp_path, make_session(2, seed=3, rules="toy"))
    _to_the_prayer(driver, scene)
    seat = scene.state.actor
    pieces = scene.pieces
    altar = pieces.altar(seat)
    plate = scene.geom.labels[seat]
    assert plate.contains(altar) and pieces.plate_reserve(seat) > plate.right - altar.left
    before = pygame.Surface(scene.size)
    pieces.draw_static(before)
    driver.click(probe(scene).button_center("toy_pray"))
    settle(driver, scene)
    after = pygame.Surface(scene.size)
    pieces.draw_static(after)
    flame = (altar.x + altar.h // 2, altar.bottom - 3 - altar.h // 2 - 2)
    assert after.get_at(flame)[:3] == theme.ACCENT  # the candle burns
    changed = [(x, y) for x in range(altar.x + altar.h, altar.right) for y in range(altar.y, altar.bottom)
               if before.get_at((x, y)) != after.get_at((x, y))]
    assert changed, "the altar's count went from 0 to 1"
    # and the table draws it: the window shows the candle where the pieces put it
    scene.static_dirty = scene.dirty = True
    driver.run(2)
    assert driver.ctx.window.surface.get_at(flame)[:3] == theme.ACCENT


def test_an_altar_under_the_pointer_says_what_it_counts_and_the_table_repaints_after(tmp_path, toy,
                                                                                    monkeypatch) -> None:
    import toy_table

    notes = record_notes(monkeypatch, toy_table)
    _ctx, scene, driver = open_table(tmp_path, make_session(2, seed=3, rules="toy", devout=True))
    _to_the_prayer(driver, scene)
    seat = scene.state.actor
    driver.click(probe(scene).button_center("toy_pray"))
    settle(driver, scene)
    window = driver.ctx.window.surface
    away = scene.geom.banner.center
    driver.move(away, 2)
    driver.run(2)
    before = window.copy()
    driver.move(scene.pieces.altar(seat).center, 3)
    driver.run(2)
    name = scene.session.seats[seat].kingdom_name
    assert notes[-1] == f"{name}'s altar: 1 prayer, worth 2 points at the end."  # devout: 2 a prayer
    drawn = scene.pieces.overlay_rects()
    assert len(drawn) == 1 and window.get_at(drawn[0].center) != before.get_at(drawn[0].center)
    driver.move(away, 3)
    driver.run(2)
    assert scene.pieces.overlay_rects() == []
    box = drawn[0]
    spots = [(x, y) for x in range(box.left, box.right, 3) for y in range(box.top, box.bottom, 3)]
    assert all(window.get_at(p) == before.get_at(p) for p in spots), "the note stayed"


def test_the_lessons_list_offers_the_toys_lesson_once_it_is_registered(toy) -> None:
    from game.lessons.script import available

    assert available()[-1] == "toy"  # after the registry's own, in the registry's order


def test_a_lesson_lights_the_pray_button_refuses_another_move_and_takes_the_prayer(tmp_path, toy) -> None:
    lesson = load_lesson("toy")
    assert lesson_path("toy").parent == TESTS  # the lesson lives with the tests, not in game/
    lesson.play_through()
    scene, driver = open_before_step(tmp_path, "toy", 1)
    assert str(scene.guide.learner_due().action) == "pray"
    assert scene.guide.targets() == [scene.controls["toy_pray"].rect]  # lit through ToyPieces.targets
    played = len(scene.session.history)
    assert scene.try_action(Skip("pray")) is False  # not the lesson's move
    assert scene.toast is not None and "the lesson lights the \u201cPray\u201d button" in scene.toast[0]
    assert len(scene.session.history) == played
    driver.click(scene.controls["toy_pray"].rect.center)
    driver.run(2)
    assert scene.session.history[played:played + 1] == ["pray"]
    # the rival blesses it by the script, then the learner's claim is due
    assert driver.until(lambda: scene.guide.learner_due() is not None and scene.human_turn, 600, 60)
    assert scene.session.history[played:] == ["pray", "bless 0"]
    assert scene.state.kingdoms[0].vals["prayers"] == 2


def test_new_game_offers_the_toys_own_option_and_saves_keep_it_by_name(tmp_path, toy) -> None:
    ctx = headless_context(save_dir=tmp_path)
    ng = NewGameScene(ctx)
    ctx.manager.push(ng)
    driver = Driver(ctx)
    for _ in range(len(REGISTRY)):  # the rule set choice's › arrow, until it shows the toy
        if ng.rules == "toy":
            break
        driver.run(1)
        driver.click((ng.rules_choice.rect.right - 5, ng.rules_choice.rect.centery))
    assert ng.rules == "toy"
    toggle = ng.variant_toggles["devout"]
    assert toggle.text == "Devout" and not toggle.value and toggle.enabled
    driver.run(1)
    driver.click(toggle.rect.center)
    assert toggle.value
    session = ng.build_session()
    assert session.options.devout is True
    path = ctx.store.save(session, "devout")
    loaded = ctx.store.load(path)
    assert loaded.options.devout is True and loaded.options.to_json()["devout"] is True


def test_devout_prayers_score_two_points(toy) -> None:
    for devout, worth in ((False, 1), (True, 2)):
        state = new_game(Options(rules="toy", players=2, devout=devout), seed=1)
        state.kingdoms[0].vals["prayers"] = 3
        prayers = next(b for b in score_of(state, 0).bonuses if b.group == "prayers")
        assert prayers.points == 3 * worth
    with pytest.raises(Exception, match="pious"):
        new_game(Options(rules="toy", players=2, pious=True), seed=1)  # an option it does not declare


def _code_strings(path: Path) -> list[str]:
    """A module's string constants and imported names, its docstrings left out (words about
    the toy are not a dependence on it)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    out = [n.value for n in ast.walk(tree)
           if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]
    for n in ast.walk(tree):
        if isinstance(n, ast.Import):
            out += [a.name for a in n.names]
        elif isinstance(n, ast.ImportFrom):
            out.append(n.module or "")
    return out


def test_the_toy_needs_no_file_outside_the_tests(toy) -> None:
    rules = get_rules("toy")
    a = rules.adapters
    for path in (a.table, a.lesson):  # what it declares beyond the engine is the tests' own
        module = path.partition(":")[0]
        assert (TESTS / f"{module}.py").is_file() and load(path) is not None
    assert lesson_path("toy").is_file()
    assert REGISTRY["toy"] == "toy_rules" and (TESTS / "toy_rules.py").is_file()
    word = re.compile(r"\btoy", re.IGNORECASE)
    sources = [*(ROOT / "game").rglob("*.py"), *(ROOT / "saves").rglob("*.py")]
    named = [f"{p.relative_to(ROOT)}: {s!r}" for p in sources for s in _code_strings(p) if word.search(s)]
    assert named == [], "the program's code names the toy"
    assert not [p for p in (ROOT / "game").rglob("*") if word.search(p.name)]


def test_the_scan_sees_the_toy_in_code_and_not_in_words(tmp_path) -> None:
    probe_file = tmp_path / "probe.py"
    probe_file.write_text('"""Like the tests\' toy."""\nimport toy_rules\nTABLE = "toy_table:ToyPieces"\n',
                          encoding="utf-8")
    found = [s for s in _code_strings(probe_file) if re.search(r"\btoy", s, re.IGNORECASE)]
    assert found == ["toy_table:ToyPieces", "toy_rules"]


def test_the_statistics_count_the_toys_score_part_under_its_declared_title(toy) -> None:
    from saves.record import record_of
    from saves.stats import part_title, table

    session = make_session(2, seed=4, rules="toy")
    rng = Rng(3)
    while not session.is_over():
        session.play(rng.choice(legal_actions(session.state)))
    record = record_of(session)
    assert record is not None
    prayers = [k["parts"].get("prayers", 0) for k in record["kingdoms"]]
    assert prayers == [score_of(session.state, k).parts().get("prayers", 0) for k in range(2)]
    row = next(r for r in table([record]) if r.person == "Ada")
    assert dict(row.part_averages())["prayers"] == prayers[0] > 0
    assert part_title("prayers") == "Prayers said"  # the toy's declaration's title, not a guess


def _worked_example() -> str:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    return text[text.index("## Adding a rule set: the worked example"):text.index("## AI levels")]


def test_the_worked_example_names_every_hook_and_what_the_toys_pieces_answer() -> None:
    from toy_table import ToyPieces

    from game.ui.table.rule_pieces import TablePieces

    hooks = {n for n in vars(TablePieces) if not n.startswith("_") and callable(getattr(TablePieces, n))}
    doc = _worked_example()
    grouped = doc[doc.index("A rule set's **table pieces**"):doc.index("The toy (all of it")]
    assert set(re.findall(r"`(\w+)`", grouped)) & hooks == hooks  # every hook, in its group
    said = doc[doc.index("7. **Table pieces**"):doc.index("8. **A lesson**")]
    answered = {n for n in vars(ToyPieces) if n in hooks}
    assert {n for n in re.findall(r"`(\w+)(?:\(|`)", said) if n in hooks} == answered
