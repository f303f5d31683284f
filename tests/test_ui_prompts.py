"""The table's prompts come from one source (issue 28, point 7): what the banner asks, the
step bar's line, the XXL chooser's lines and the hot-seat screen are written in
`game/ui/table/prompts.py` only; the hooks that show them hold no words of their own."""

from __future__ import annotations

import ast
from pathlib import Path

from game.ui.table import prompts

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "game" / "ui" / "table"
#: the hooks that put a prompt on the banner, the step bar or the hand-over screen
HOOKS = {"queendomino/pieces.py": ("banner_sub", "cost_text"), "xxl/pieces.py": ("banner_sub", "cost_text"),
         "xxl/handover.py": ("draw_handover",)}


def _words_in(fn: ast.AST) -> list[str]:
    """String pieces with a space in them: words shown to a player (names of steps have none)."""
    return [n.value for n in ast.walk(fn)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and " " in n.value.strip()]


def test_the_prompt_hooks_hold_no_words_of_their_own() -> None:
    found = []
    for name, hooks in HOOKS.items():
        tree = ast.parse((TABLE / name).read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef) and fn.name in hooks:
                body = fn.body[1:] if ast.get_docstring(fn) else fn.body
                found += [f"{name} {fn.name}: {w!r}" for stmt in body for w in _words_in(stmt)]
    assert found == []


def test_each_fixed_prompt_is_written_in_prompts_only() -> None:
    texts = [v for k, v in vars(prompts).items() if k.isupper() and isinstance(v, str)]
    texts += list(prompts.ASK.values()) + list(prompts.Q_CLAIM_BAR)
    assert prompts.FIRST_CLAIM in texts and prompts.ASK["court_pay"] in texts
    elsewhere = [f"{p.relative_to(ROOT)}: {t!r}" for p in sorted((ROOT / "game").rglob("*.py"))
                 if p.name != "prompts.py" for t in texts
                 if len(t) > 12 and t in p.read_text(encoding="utf-8")]
    assert elsewhere == []


def test_the_words_are_those_the_table_showed() -> None:
    """Moving the texts changed none of them (a few, with their plurals, against the old wording)."""
    assert prompts.q_tax(1) == ("Send up to 1 knight: click squares of the domino you placed, then Send "
                                "(Enter) · S: none")
    assert prompts.x_tax(2) == "Click up to 2 squares of your new domino for knights · Enter"
    assert prompts.x_bribe(0) == "Click a building for a Dragon to burn (free) · S: don't · C: claim"
    assert prompts.x_bribe(2) == "Click a building for a Dragon to burn (2 coins) · S: don't · C: claim"
    assert prompts.x_build(True) == ("Build again (the event): drag a building onto a town square · "
                                     "S: skip · C: claim")
    assert prompts.q_step_bar("tax", 3, 1, 5, 0, False) == ["Free · 1 knight in the guard", "guard 1"]
    assert prompts.q_step_bar("build", 7, 0, 5, 0, True)[0] == "5 to 0 coins by slot (Queen −1) · you have 7"
    title, lines = prompts.handover_screen("Bruno", "Ada", "Bruno")
    assert title == "Pass the mouse to Bruno" and lines[0] == "Ada's giant walks into Bruno's kingdom,"
