"""What players read in the rules chapters: lists and names from the content data, no raw markup,
no ruling cited by number, each chapter's keys those the table reacts to, the contents column
marking the section clicked (issue 27, points 6 and 7)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pygame
import pytest

from game.engine.events import load_events
from game.ui.rich_text import plain, runs
from game.ui.rules_content import RULES_DIR, expand
from game.ui.screens.rules import RulesScene, load_rules, parse
from tests.test_ui_shell import click, draw, make_ctx

ROOT = Path(__file__).resolve().parent.parent
CHAPTERS = ("kingdomino", "queendomino", "xxl")
# "ruling 2.7", "rulings §3", "rulings 3", "§2.6", "(Q1)": a ruling cited by its number
CITATION = re.compile(r"rulings?\s*§?\s*\d|§\s*\d|\(\s*[QX]\d+\s*\)|^\s*\d+\.\d+\s", re.I | re.M)


@pytest.fixture(scope="module")
def scenes() -> dict[str, RulesScene]:
    ctx = make_ctx((1280, 720))
    return {name: RulesScene(ctx, name) for name in CHAPTERS}


def shown(scene: RulesScene) -> list[str]:
    """Every line of words the scene draws (headings, paragraphs, notes, captions) and its contents."""
    return [ln.text for ln in scene.lines if ln.kind != "picture"] + [e.text for e in scene.toc]


def section(text: str, title: str) -> str:
    """The text of `## title` up to the next `## ` heading."""
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else None]


# --- from the data --------------------------------------------------------------------------------
def test_placeholders_bring_the_data_in() -> None:
    assert expand("{{event:E17}}") == next(e.name for e in load_events() if e.id == "E17")
    with pytest.raises(ValueError):
        expand("{{event:E99}}")
    with pytest.raises(ValueError):
        expand("{{no_such_list}}")


@pytest.mark.parametrize("name", CHAPTERS)
def test_every_placeholder_is_filled(name: str) -> None:
    assert "{{" not in load_rules(name) and "}}" not in load_rules(name)


def test_event_names_come_from_the_data() -> None:
    """E14/E15/E17 were once named by hand (Expensive/Cheap Stone, Giants Arrive): any name the
    chapter or the doc gives an event is the data's."""
    names = {e.name for e in load_events()}
    stale = ("Expensive Stone", "Cheap Stone", "Expensive/Cheap Stone", "Giants Arrive")
    docs = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    for text in (load_rules("xxl"), docs):
        assert not any(s in text for s in stale)
        assert names <= set(re.findall(r"\*\*([^*]+)\*\*:", text))


def test_docs_rules_is_what_the_script_writes() -> None:
    from docs.make_rules import render

    assert (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8") == render(), \
        "docs/RULES.md is out of date: run python docs/make_rules.py"


def _doc_list(doc: str, title: str) -> list[str]:
    return [ln for ln in section(doc, title).splitlines() if ln.startswith("- ")]


def test_docs_rules_lists_equal_the_data() -> None:
    """Read straight from the JSON, not through the generator."""
    from game.engine import challenges
    from game.engine.court_data import characters, court_buildings

    doc = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    data_dir = ROOT / "game" / "engine" / "data"
    events = json.loads((data_dir / "events.json").read_text(encoding="utf-8"))["events"]
    assert _doc_list(doc, "The Fantastic Events") == [f"- **{e['name']}**: {e['text']}" for e in events]
    tiles = json.loads((data_dir / "buildings.json").read_text(encoding="utf-8"))["buildings"]
    fe = [f"- **{b['name']}**: {b['text']}" for b in tiles if b.get("set") == "fantastic_era"]
    assert fe and _doc_list(doc, "Fantastic Era buildings") == fe

    def names(title: str) -> list[str]:
        return [ln.split("**")[1] for ln in _doc_list(doc, title)]

    assert names("The challenges") == [challenges.title(c) for c in challenges.ALL]
    assert names("The Court: characters") == [c.name for c in characters()]
    assert names("The Court: buildings") == [b.name for b in court_buildings()]

def test_the_giants_text_says_what_the_engine_does() -> None:
    giants = section(load_rules("xxl"), "Giants and footprints")
    assert "any uncovered crown" not in giants  # buildings' and Court tiles' crowns never take a giant
    for words in ("only on the crowns printed on dominoes", "one giant per crown", "2 crowns can hold two",
                  "whether you place or discard", "once placed", "whose owner picks the crown",
                  "goes back to the supply", "counts for nothing, at the end and for challenges"):
        assert words in giants, words


# --- no markup, no ruling numbers -----------------------------------------------------------------
@pytest.mark.parametrize("name", CHAPTERS)
def test_no_raw_markup_on_screen(scenes: dict[str, RulesScene], name: str) -> None:
    lines = shown(scenes[name])
    assert lines
    for line in lines:
        assert "*" not in line and "`" not in line, line
    if "**" in load_rules(name):  # drawn in the bold face instead
        assert any(style == "bold" for ln in scenes[name].lines for style, _ in ln.runs)


def test_markup_becomes_styled_runs() -> None:
    assert runs("**A** place, *All kingdoms*, `tax 3,4` and 2 * 3") == [
        ("bold", "A"), ("", " place, "), ("italic", "All kingdoms"), ("", ", "), ("code", "tax 3,4"),
        ("", " and 2 * 3")]
    assert plain("- **Kings.** Kingdom *k*") == "- Kings. Kingdom k"


@pytest.mark.parametrize("name", CHAPTERS)
def test_no_ruling_cited_by_number_on_screen(scenes: dict[str, RulesScene], name: str) -> None:
    for line in shown(scenes[name]):
        assert not CITATION.search(line), line


@pytest.mark.parametrize("path", sorted(RULES_DIR.glob("*.md")), ids=lambda p: p.name)
def test_no_ruling_cited_by_number_in_the_hand_written_texts(path: Path) -> None:
    for block in parse(path.read_text(encoding="utf-8")):
        assert not CITATION.search(block.text), block.text


def _data_texts() -> list[tuple[str, str]]:
    from game.engine import challenges
    from game.engine.buildings import load_buildings
    from game.engine.court_data import characters, court_buildings, describe

    out = [(e.id, e.text) for e in load_events()]
    out += [(f"building {b.id}", b.text) for b in load_buildings()]
    out += [(c, challenges.describe(c)) for c in challenges.ALL]
    out += [(t.name, describe(t)) for t in (*characters(), *court_buildings())]
    return out


@pytest.mark.parametrize("item", [pytest.param(t, id=i) for i, t in _data_texts()])
def test_no_ruling_cited_by_number_in_the_data_texts(item: str) -> None:
    assert not CITATION.search(item) and "**" not in item


def _ui_strings() -> list[tuple[str, str]]:
    """Every string constant of the window's code that is not a docstring (what it can show)."""
    out: list[tuple[str, str]] = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
                and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        for n in ast.walk(tree):
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs:
                out.append((f"{path.relative_to(ROOT)}:{n.lineno}", n.value))
    return out


def test_no_ruling_cited_by_number_in_the_games_strings() -> None:
    """Notes, hovers, refusals and buttons are string constants of game/: none cites a ruling."""
    cited = [f"{where}: {text!r}" for where, text in _ui_strings() if CITATION.search(text)]
    assert not cited


# --- keys -----------------------------------------------------------------------------------------
# Every key the code handles is in every chapter (tests/test_rules_keys.py); and no letter is
# listed that no code handles.
@pytest.mark.parametrize("name", CHAPTERS)
def test_each_chapter_lists_only_keys_the_game_reacts_to(name: str) -> None:
    from tests.test_rules_keys import keys_of

    keys = section(load_rules(name), "Keys")
    listed_letters = set(re.findall(r"(?<![\w+])([A-Z])(?![\w'’])", keys)) - {"I"}
    code = set(keys_of(name))
    assert listed_letters and code
    for letter in listed_letters:
        assert letter in code, f"{letter} is in the {name} Keys but no key of the game"


# --- the contents column ----------------------------------------------------------------------------
@pytest.mark.parametrize("name", CHAPTERS)
def test_the_section_clicked_is_the_one_marked(name: str) -> None:
    ctx = make_ctx((1280, 720))
    ctx.manager.push(ctx.scenes.title())
    scene = ctx.scenes.rules(name)
    ctx.manager.push(scene)
    for entry in scene.toc:
        click(ctx, entry)
        assert [e.text for e in scene.toc if e.current] == [entry.text], f"{entry.text} clicked"
    scene.scroll_by(-scene.px(40))  # scrolling on marks by position again
    assert sum(e.current for e in scene.toc) == 1
    assert pygame.Surface.get_size(draw(ctx)) == (1280, 720)


def test_a_short_section_near_the_end_is_marked_when_clicked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sections too near the end to scroll to the top (Queendomino's Rulings once showed Variants)."""
    import game.ui.screens.rules as rules

    long = "\n\n".join(f"## Part {i}\n\n" + "Words to fill the page. " * 60 for i in range(4))
    monkeypatch.setattr(rules, "load_rules", lambda name: f"# Test\n\n{long}\n\n## Rulings\n\nOne.\n\n"
                                                          "## Variants\n\nTwo.\n")
    ctx = make_ctx((1280, 720))
    ctx.manager.push(ctx.scenes.title())
    scene = ctx.scenes.rules("test")
    ctx.manager.push(scene)
    rulings, variants = scene.toc[-2], scene.toc[-1]
    assert scene.anchors[-2][1] > scene.max_scroll  # Rulings can't reach the top
    click(ctx, rulings)
    assert rulings.current and not variants.current
    click(ctx, variants)
    assert variants.current and not rulings.current
