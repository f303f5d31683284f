"""Issue 32 point 5: the forge workflow that builds the app on Linux, Windows and macOS is valid
against the GitHub workflow schema (check-jsonschema's vendored copy, no network) and runs the
same build and self-test scripts as CI here. It is unverified on Windows and macOS until it runs
on the forge (README)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"

pytest.importorskip("check_jsonschema")


def _check(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", str(path)],
        capture_output=True, text=True, timeout=120,
    )


def test_the_workflow_passes_the_schema() -> None:
    result = _check(WORKFLOW)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_schema_check_refuses_a_broken_workflow(tmp_path: Path) -> None:
    """The check can fail: a job without runs-on and a step with both uses and run."""
    text = WORKFLOW.read_text(encoding="utf-8").replace("    runs-on: ${{ matrix.os }}\n", "")
    (tmp_path / "no-runner.yml").write_text(text, encoding="utf-8")
    bad_step = "on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: a/b@v1\n        run: echo\n"
    (tmp_path / "bad-step.yml").write_text(bad_step, encoding="utf-8")
    for name in ("no-runner.yml", "bad-step.yml"):
        assert _check(tmp_path / name).returncode != 0, name


def test_it_builds_and_smoke_tests_on_three_systems() -> None:
    flow = YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))
    job = flow["jobs"]["build"]
    systems = [entry["os"].split("-")[0] for entry in job["strategy"]["matrix"]["include"]]
    assert sorted(systems) == ["macos", "ubuntu", "windows"]
    assert job["strategy"]["fail-fast"] is False  # one system's failure must not hide another's
    runs = [step.get("run", "") for step in job["steps"]]
    build = next(i for i, r in enumerate(runs) if "packaging/build_app.sh" in r)
    smoke = next(i for i, r in enumerate(runs) if "packaging/smoke_frozen.sh" in r)
    uses = [step.get("uses", "") for step in job["steps"]]
    upload = next(i for i, u in enumerate(uses) if u.startswith("actions/upload-artifact@"))
    assert build < smoke < upload
    assert job["steps"][upload]["with"]["if-no-files-found"] == "error"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")  # the Linux half is what CI runs here
    assert "bash packaging/build_app.sh" in ci and "bash packaging/smoke_frozen.sh" in ci
