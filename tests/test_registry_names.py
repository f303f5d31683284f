"""The registry is read, not re-stated: no code outside `game/engine/rules/` names a rule set
with a literal (a comparison, a table keyed by names, a constant standing for one). What a rule
set is (counts, grids, options, maps, the rules chapter, the AI's terms...) comes from its
declaration (`RuleSet`, `Limits`, `Adapters`)."""

import ast
from collections import Counter
from pathlib import Path

from game.engine.rules import REGISTRY

ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = ROOT / "game" / "engine" / "rules"

# Where a rule set's name may appear outside the rule modules, how often, and why: none of
# these decides what a rule set does.
ALLOWED = {
    "game/engine/content.py": 4,  # domino set names (the data files), which Kingdomino shares
    "game/engine/buildings.py": 1,  # a building set's name (the Queendomino box's)
    "game/engine/state.py": 1,  # Options.rules' default (the rules import state, not the reverse)
    "game/launch.py": 1,  # the program's name on the command line
    "game/tools/cases.py": 4,  # the conformance formats' vocabulary (rule sets a case may name)
    "game/tools/bench.py": 7,  # the benchmark's named scenarios and its domino set
    "game/ai/fingerprint.py": 3,  # the fixed games its hashes are recorded on (a release's promise)
    # the lesson files' names a declaration's `adapters.lesson` gives (each rule set's lesson is
    # named after it), keying the generator's plans and which lessons each builds on
    "game/lessons/make_lessons.py": 6,
    # the load test's and the network tests' games: the issue's three setups (Dynasty, a team, the Court)
    "game/net/bots.py": 6,
}


def _sources() -> list[Path]:
    files = [*(ROOT / "game").rglob("*.py"), *(ROOT / "saves").rglob("*.py"), ROOT / "main.py"]
    return sorted(p for p in files if RULES_DIR not in p.parents)


def _names_in(path: Path) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in REGISTRY:
            found.append((node.lineno, node.value))
    return found


def test_no_rule_set_name_outside_the_rule_modules():
    seen = Counter()
    offenders = []
    for path in _sources():
        rel = path.relative_to(ROOT).as_posix()
        hits = _names_in(path)
        seen[rel] = len(hits)
        if rel not in ALLOWED:
            offenders += [f"{rel}:{line}: {name!r}" for line, name in hits]
    assert offenders == [], "read the rule set's declaration instead"
    for rel, most in ALLOWED.items():
        assert seen[rel] <= most, f"{rel} names rule sets {seen[rel]} times (allowed {most})"


def test_the_scan_sees_a_literal(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text('if rules == "xxl":\n    pass\nTABLE = {"queendomino": 1}\n', encoding="utf-8")
    assert [name for _, name in _names_in(probe)] == ["xxl", "queendomino"]


def test_every_adapter_a_declaration_names_is_there():
    from game.engine.rules import all_rules, load

    for rules in all_rules():
        a = rules.adapters
        for path in (a.table, a.ai_terms, a.ai_hard_weights):
            if path is not None:
                assert load(path) is not None, f"{rules.name}: {path}"
        assert (ROOT / "game" / "ui" / "rules_text" / f"{rules.chapter}.md").exists()
        assert "{n}" in a.seat_count and "{name}" in a.bonus_label


def test_declarations_import_no_adapter():
    import subprocess
    import sys

    code = ("import sys\nfrom game.engine.rules import all_rules\nall_rules()\n"
            "print(sorted(m for m in sys.modules if m.startswith(('game.ui', 'game.ai', 'pygame'))))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.stdout.strip() == "[]", r.stderr
