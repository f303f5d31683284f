"""The engine never imports pygame, directly or through anything it imports."""

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "game" / "engine"


def test_no_pygame_import_in_engine_sources():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n.split(".")[0] == "pygame" for n in names):
                offenders.append(str(path))
    assert offenders == []


def test_engine_runs_without_pygame_loaded(repo_root):
    code = (
        "import sys\n"
        "sys.modules['pygame'] = None  # any import of pygame now fails\n"
        "import game.engine as e\n"
        "from game.engine import view\n"
        "from game.tools import bench, conformance\n"
        "s = e.new_game(e.Options(players=2), seed=1)\n"
        "s = e.apply(s, e.legal_actions(s)[0])\n"
        "print('ok')\n"
    )
    r = subprocess.run([sys.executable, "-c", code], cwd=repo_root, capture_output=True, text=True)
    assert r.stdout.strip() == "ok", r.stderr
