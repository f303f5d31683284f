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
    assert r.stdout.strip().splitlines()[-1] == "1 passed, 1 failed, 0 skipped"

    (tmp_path / "b.json").write_text("{not json")
    r = run([tmp_path], repo_root)
    assert r.returncode == 1
    assert "b.json" in r.stdout and "Traceback" not in r.stdout + r.stderr

    bad_case = {"id": "bad-cell", "type": "count", "rules": "kingdomino", "grid": 5,
                "board": ["C"], "domino": ["Q1", "W0"], "expect": {"placements": 1}}
    (tmp_path / "c.json").write_text(json.dumps({"format": "domino-conformance/1", "cases": [bad_case]}))
    r = run([tmp_path / "c.json"], repo_root)
    assert r.returncode == 1 and "bad-cell" in r.stdout and "Traceback" not in r.stderr


def test_format_1_refuses_what_only_format_2_has(tmp_path, repo_root):
    case = {"id": "towns", "type": "score", "rules": "queendomino", "grid": 7,
            "board": ["C"], "expect": {"total": 0}}
    tax = {"id": "tax-in-v1", "type": "tax", "rules": "kingdomino", "grid": 5, "board": ["C W0 W0"],
           "placed": [[0, 1], [0, 2]], "send": [], "expect": {"legal": True}}
    (tmp_path / "q.json").write_text(json.dumps({"format": "domino-conformance/1", "cases": [case, tax]}))
    r = run([tmp_path], repo_root)
    assert r.returncode == 1 and "ERROR" in r.stdout and "towns" in r.stdout and "tax-in-v1" in r.stdout
    assert "Traceback" not in r.stdout + r.stderr


def _v2(tmp_path, *cases):
    path = tmp_path / "v2.json"
    path.write_text(json.dumps({"format": "domino-conformance/2", "cases": list(cases)}))
    return path


def test_unplayable_rule_sets_are_skipped_with_the_reason_never_passed(tmp_path, monkeypatch):
    from game.engine.rules import REGISTRY
    from game.tools import conformance

    monkeypatch.delitem(REGISTRY, "xxl")  # as if XXL's turn loop did not exist yet
    case = {"id": "later", "type": "score", "rules": "xxl", "grid": 7, "board": ["C W1 W0"],
            "expect": {"total": 999}}
    path = _v2(tmp_path, case)
    out: list[str] = []
    assert conformance.run([str(path)], out.append) == 0
    assert "SKIP later: the engine cannot play rule set 'xxl' yet" in out
    assert out[-1] == "0 passed, 0 failed, 1 skipped"
    out.clear()  # --all checks it: 999 is wrong
    assert conformance.run([str(path)], out.append, include_unplayable=True) == 1
    assert "FAIL later: total=999 != total=2" in out


def test_every_shared_case_holds_with_all_rule_sets_checked(shared_cases, repo_root):
    """The scoring, tax and build rules of every case hold even where the turn loop of
    its rule set does not exist yet."""
    r = run(["--all", shared_cases], repo_root)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().splitlines()[-1].endswith(" 0 failed, 0 skipped")


GOOD_TOWN = ["T0 T0 C  W1"]


@pytest.mark.parametrize("case_fields, words", [
    ({"kingdom": {"coins": 3, "gold": 1}}, "unknown fields ['gold']"),
    ({"kingdom": {"buildings": [{"at": [0, 3], "crowns": 1}]}}, "not a town square"),
    ({"kingdom": {"buildings": [{"at": [0, 0], "points": "per_dragon"}]}}, "building points"),
    ({"kingdom": {"buildings": [{"at": [0, 0], "towers": 1, "fallen": 2}]}}, "2 fallen of 1 towers"),
    ({"kingdom": {"coins": -1}}, "coins must be a whole number"),
    ({"kingdom": {"coins": True}}, "coins must be a whole number"),
    ({"kingdom": {"knights": {"guard": 1, "at": [[0, 2]]}}}, "no terrain square"),
    ({"kingdom": {"court": [{"at": [0, 3], "tile": "jester"}]}}, "unknown Court tile"),
    ({"kingdom": {"resources": [[0, 3, "gold"]]}}, "a resource is"),
    ({"kingdom": {"challenges": ["megalomania"]}}, "challenges belong to Royal Wedding XXL"),
    ({"kingdom": {"queen": 1}}, "queen must be true or false"),
    ({"board": ["T0 T0 C  W1g"]}, "bad cell 'W1g'"),
    ({"grid": 6}, "grid must be one of"),
    ({"start": 2}, "start is 2 but the board has a 1×1"),
    ({"expect": {"total": 0, "parts": {"dragons": 0}}}, "expect.parts takes only"),
    ({"kingdom": {"buildings": [{"at": [4, 0]}]}}, "outside the board"),
])
def test_format_2_fields_are_checked_strictly(tmp_path, repo_root, case_fields, words):
    case = {"id": "strict", "type": "score", "rules": "queendomino", "grid": 5, "board": GOOD_TOWN,
            "expect": {"total": 0}, **case_fields}
    r = run([_v2(tmp_path, case)], repo_root)
    assert r.returncode == 1 and "ERROR" in r.stdout and "strict" in r.stdout, r.stdout
    assert words in r.stdout, r.stdout
    assert "Traceback" not in r.stdout + r.stderr


def test_format_2_giants_need_xxl_and_cover_printed_crowns_only(tmp_path, repo_root):
    case = {"id": "giant", "type": "score", "rules": "xxl", "grid": 7, "board": ["M2g C  M1gg"],
            "expect": {"total": 0}}
    r = run(["--all", _v2(tmp_path, case)], repo_root)
    assert "2 giants on 1 printed crowns" in r.stdout and r.returncode == 1


def test_a_newer_format_is_refused(tmp_path, repo_root):
    (tmp_path / "n.json").write_text(json.dumps({"format": "domino-conformance/3", "cases": []}))
    r = run([tmp_path / "n.json"], repo_root)
    assert r.returncode == 1 and "newer than this runner" in r.stdout
