"""Issue 37, point 7: every rules chapter lists every key the game handles where that rule set
is played. The keys are computed from the code: every `pygame.K_…` (and Shift / Ctrl) named
in a module the program can reach from `game.app` or a screen of game/ui/screens/registry.py, or from the
rule set's own table (its `adapters.table`); each must be named in the `## Keys` section of the
rule set's chapter."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

from game.engine.rules import RULE_SETS, get_rules
from game.ui.rules_content import RULES_DIR, expand
from game.ui.screens.registry import SCREENS

ROOT = Path(__file__).resolve().parent.parent
#: how the chapters name a key (the arrows are "the arrow keys" or "the arrows")
NAMES = {
    "K_RETURN": "Enter", "K_KP_ENTER": "Enter", "K_SPACE": "Space", "K_ESCAPE": "Esc", "K_TAB": "Tab",
    "K_UP": "arrow", "K_DOWN": "arrow", "K_LEFT": "arrow", "K_RIGHT": "arrow", "K_HOME": "Home",
    "K_END": "End", "K_PAGEUP": "Page Up", "K_PAGEDOWN": "Page Down", "K_BACKSPACE": "Backspace",
    "K_DELETE": "Delete", "KMOD_SHIFT": "Shift", "KMOD_CTRL": "Ctrl",
}
#: letters that are also English words: named with their modifier ("Ctrl+A"), never alone
WORDS = {"A", "I"}


def module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache  # the source does not change during a run: each file is read once
def _imports(path: Path, name: str) -> frozenset[str]:
    """The modules of this program that `path` (module `name`) imports, at any depth of its code."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            out.add(base)
            out |= {f"{base}.{a.name}" for a in node.names}
    return frozenset(out)


def reachable(roots: list[str]) -> set[str]:
    files = {module_of(p): p for p in (ROOT / "game").rglob("*.py")}
    seen: set[str] = set()
    todo = [r for r in roots if r in files]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo += [m for m in _imports(files[name], name) if m in files and m not in seen]
    return seen


@functools.cache
def keys_named(module: str) -> frozenset[str]:
    """The key names of every `pygame.K_…` / `pygame.KMOD_SHIFT|CTRL` the module names."""
    path = ROOT / (module.replace(".", "/") + ".py")
    if not path.exists():
        path = ROOT / module.replace(".", "/") / "__init__.py"
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "pygame":
            attr = node.attr
            if attr in NAMES:
                out.add(NAMES[attr])
            elif re.fullmatch(r"K_[a-z0-9]|K_F\d+", attr):
                out.add(attr[2:].upper())
    return frozenset(out)


def keys_of(rules: str) -> dict[str, set[str]]:
    """Every key handled where `rules` is played: key name -> the modules handling it."""
    table = get_rules(rules).adapters.table
    # the screens are reached by name (game/ui/screens/registry.py), not by an import
    screens = [where.partition(":")[0] for where in SCREENS.values()]
    roots = ["game.app", *screens, *([table.partition(":")[0]] if table else [])]
    found: dict[str, set[str]] = {}
    for module in reachable(roots):
        for key in keys_named(module):
            found.setdefault(key, set()).add(module)
    return found


def keys_section(rules: str) -> str:
    text = expand((RULES_DIR / f"{get_rules(rules).chapter}.md").read_text(encoding="utf-8"))
    section = re.search(r"^## Keys\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert section is not None, f"the {rules} chapter has no Keys section"
    return section[1]


def named(key: str, text: str) -> bool:
    if key == "arrow":
        return "arrow" in text
    if key.isdigit() and any(int(a) <= int(key) <= int(b) for a, b in re.findall(r"\b(\d)–(\d)\b", text)):
        return True  # within a range the text gives ("1–9")
    if len(key) == 1 and key in WORDS:
        return re.search(rf"\+{key}\b", text) is not None
    return re.search(rf"(?<![\w'’]){re.escape(key)}(?![\w'’])", text) is not None


def test_a_key_is_named_as_the_chapters_name_it() -> None:
    assert named("6", "1–9 brings it up") and not named("6", "1–5 or 16") and named("1", "1 and 2")
    assert named("A", "Ctrl+A selects") and not named("A", "A kingdom") and named("arrow", "the arrow keys")
    assert named("Page Up", "Page Up / Page Down") and not named("M", "Main menu") and named("M", "M goes")


def test_the_keys_are_found_in_the_code() -> None:
    """The search sees the keys a reader knows are there (results, replay, lessons, the table)."""
    plain = keys_of(RULE_SETS[0])
    assert {"Enter", "Esc", "arrow", "R", "G", "M", "B", "V", "K", "F8", "F11", "Shift", "Ctrl"} <= set(plain)
    assert "game.ui.screens.results" in plain["B"] and "game.ui.table.lesson.view" in plain["M"]
    assert "game.ui.screens.replay" in plain["K"]
    with_table = [r for r in RULE_SETS if get_rules(r).adapters.table]
    assert with_table and all(set(keys_of(r)) >= set(plain) for r in with_table)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_chapter_lists_every_key(rules: str) -> None:
    section = keys_section(rules)
    missing = {key: sorted(mods) for key, mods in keys_of(rules).items() if not named(key, section)}
    assert not missing, f"the {rules} chapter's Keys do not name: {missing}"
