"""The conformance runner, its case reader and the bench live in `game.tools`, beside the
shipped engine; the documented commands `python -m game.engine.conformance` / `bench` still run them."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "game" / "engine"


def test_tools_are_not_in_the_engine_package():
    for name in ("cases", "casekingdom", "boardtext"):
        assert not (ENGINE / f"{name}.py").exists()
        assert (ROOT / "game" / "tools" / f"{name}.py").exists()
    # the two commands stay as shims that only run the tool
    for name in ("conformance", "bench"):
        assert (ROOT / "game" / "tools" / f"{name}.py").exists()
        assert len((ENGINE / f"{name}.py").read_text(encoding="utf-8").splitlines()) < 10


def test_engine_imports_nothing_above_or_beside_it():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            if any(n.split(".")[:2] in (["game", "ui"], ["game", "ai"], ["game", "tools"]) for n in names):
                offenders.append(f"{path.relative_to(ROOT)}: {names}")
    assert offenders == []


def test_importing_the_shim_runs_nothing():
    code = "import sys, game.engine.conformance, game.engine.bench; print('game.tools' in sys.modules)"
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.stdout.strip() == "False", r.stderr


def test_engine_bench_command_still_runs():
    r = subprocess.run([sys.executable, "-m", "game.engine.bench", "--help"], cwd=ROOT,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "--seconds" in r.stdout


def test_bench_prints_a_host_reference_to_compare_machines_by():
    from game.tools.bench import bench_host

    line = bench_host(0.01)
    assert line.startswith("host reference (sum of a list of 1000 ints")
    assert float(line.rsplit(": ", 1)[1].removesuffix(" us")) > 0


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
    return found


def test_no_import_circle_between_app_and_launch():
    assert "game.app" in _imports(ROOT / "game" / "launch.py")  # launch starts the app
    app = _imports(ROOT / "game" / "app.py")
    assert not any(n == "game.launch" or n.startswith("game.launch.") for n in app)
