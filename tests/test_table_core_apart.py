"""The table's core asks the rule sets' declared interface, never their pieces (issue 38): no
module of the core (game/ui/table/*.py, the table, replay and lesson screens) imports a rule
set's folder of table pieces, and none asks `is None`, `hasattr` or `getattr` of the pieces to
tell which rule set it plays. Each rule set's pieces answer every hook of `TablePieces`."""

from __future__ import annotations

import ast
import inspect

from module_graph import ROOT, imports, modules

from game.engine.rules import REGISTRY, get_rules, load
from game.ui.table.rule_pieces import TablePieces

TABLE = ROOT / "game" / "ui" / "table"
RULE_SET_FOLDERS = ("game.ui.table.kingdomino", "game.ui.table.queendomino", "game.ui.table.xxl")
SCREENS = ("game.ui.screens.table", "game.ui.screens.replay", "game.ui.screens.lesson")


def core() -> dict[str, object]:
    known = modules()
    return {name: path for name, path in known.items()
            if (path.parent == TABLE and path.name != "__init__.py") or name in SCREENS}


def test_the_core_imports_no_rule_sets_pieces() -> None:
    known = modules()
    found = [f"{name} imports {target}" for name, path in core().items()
             for target in sorted(imports(name, path, known)) if target.startswith(RULE_SET_FOLDERS)]
    assert found == []


def test_the_core_never_sniffs_the_pieces() -> None:
    found = []
    for name, path in core().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            text = ast.unparse(node) if isinstance(node, ast.Call | ast.Compare) else ""
            if "pieces" in text and any(w in text for w in ("hasattr(", "getattr(", "is None", "is not None",
                                                             "isinstance(")):
                found.append(f"{name}:{node.lineno}: {text}")
    assert found == []


def test_every_rule_sets_pieces_answer_every_hook() -> None:
    hooks = {n for n, v in vars(TablePieces).items() if inspect.isfunction(v) and not n.startswith("_")}
    assert {"draw_static", "press", "key", "banner_sub", "log_line", "targets", "bring_up"} <= hooks
    for rules in REGISTRY:
        cls = load(get_rules(rules).adapters.table)
        missing = sorted(h for h in hooks if not callable(getattr(cls, h, None)))
        assert missing == [], f"{rules}'s table pieces lack {missing}"
        for hook in hooks:  # the same parameters as declared (a renamed one would break a caller)
            declared = list(inspect.signature(getattr(TablePieces, hook)).parameters)
            assert list(inspect.signature(getattr(cls, hook)).parameters) == declared, (rules, hook)
