import json
import subprocess
import sys

import pytest


@pytest.fixture
def shared_cases(repo_root):
    folder = repo_root.parent / "shared" / "conformance"
    if not folder.is_dir():
        pytest.skip(f"no shared conformance cases at {folder}")
    return folder


def run(args, cwd):
    return subprocess.run([sys.executable, "-m", "game.engine.conformance", *map(str, args)],
                          cwd=cwd, capture_output=True, text=True, timeout=120)


def test_shared_cases_pass(shared_cases, repo_root):
    r = run([shared_cases], repo_root)
    assert r.returncode == 0, r.stdout + r.stderr
    last = r.stdout.strip().splitlines()[-1]
    passed, failed = int(last.split()[0]), int(last.split()[2])
    assert passed > 0 and failed == 0


def test_failures_and_malformed_files_are_reported(tmp_path, repo_root):
    case = {"id": "wrong-total", "type": "score", "rules": "kingdomino", "grid": 5,
            "board": ["W1 C"], "expect": {"total": 3}}
    good = {"id": "right-total", "type": "score", "rules": "kingdomino", "grid": 5,
            "board": ["W1 C W1"], "expect": {"total": 2, "territories": [["W", 1, 1], ["W", 1, 1]]}}
    (tmp_path / "a.json").write_text(json.dumps({"format": "domino-conformance/1", "cases": [case, good]}))
    r = run([tmp_path / "a.json"], repo_root)
    assert r.returncode == 1
    assert "FAIL wrong-total: total=3 != total=1" in r.stdout
    assert r.stdout.strip().splitlines()[-1] == "1 passed, 1 failed"

    (tmp_path / "b.json").write_text("{not json")
    r = run([tmp_path], repo_root)
    assert r.returncode == 1
    assert "b.json" in r.stdout and "Traceback" not in r.stdout + r.stderr

    bad_case = {"id": "bad-cell", "type": "count", "rules": "kingdomino", "grid": 5,
                "board": ["C"], "domino": ["Q1", "W0"], "expect": {"placements": 1}}
    (tmp_path / "c.json").write_text(json.dumps({"format": "domino-conformance/1", "cases": [bad_case]}))
    r = run([tmp_path / "c.json"], repo_root)
    assert r.returncode == 1 and "bad-cell" in r.stdout and "Traceback" not in r.stderr


def test_later_rules_are_failed_not_crashed(tmp_path, repo_root):
    case = {"id": "towns", "type": "score", "rules": "queendomino", "grid": 7,
            "board": ["C"], "expect": {"total": 0}}
    (tmp_path / "q.json").write_text(json.dumps({"format": "domino-conformance/1", "cases": [case]}))
    r = run([tmp_path], repo_root)
    assert r.returncode == 1 and "FAIL towns" in r.stdout
