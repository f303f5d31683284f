"""The README's two set-up commands exist, and CI runs the test one word for word."""

import re


def commands(readme: str) -> list[str]:
    return [m.strip() for m in re.findall(r"^    (python3 -m venv .+)$", readme, flags=re.M)]


def test_two_setup_commands_and_ci_runs_the_test_one(repo_root):
    readme = (repo_root / "README.md").read_text(encoding="utf-8")
    cmds = commands(readme)
    assert len(cmds) == 2, cmds
    play, test = cmds
    assert play.endswith("main.py") and "requirements.txt" in play
    assert test.endswith("-m pytest") and "requirements-dev.txt" in test
    ci = (repo_root / ".ci" / "run").read_text(encoding="utf-8")
    assert test in ci.splitlines()


def test_requirements_are_pinned_and_never_plain_pygame(repo_root):
    for name in ("requirements.txt", "requirements-dev.txt"):
        for line in (repo_root / name).read_text().splitlines():
            line = line.split("#")[0].strip()
            if not line or line.startswith("-r"):
                continue
            assert "==" in line, f"{name}: {line} is not pinned"
            pkg = line.split("==")[0].strip().lower()
            assert pkg != "pygame", "pygame-ce and pygame share an import name"
            assert "[" not in pkg, "depend on plain pytmx, not an extra"
