"""Issue 32 point 5: every file the repository holds can be checked out on Windows and macOS:
no name Windows reserves, no character it forbids, no two paths that differ only in case (one
would overwrite the other on a case-insensitive disk), no path over 200 characters."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_PATH = 200  # leaves room under Windows' 260 for the folder a checkout lands in
RESERVED = re.compile(r"^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\..*)?$", re.IGNORECASE)
FORBIDDEN = set('<>:"|?*\\') | {chr(c) for c in range(32)}


def problems(paths: list[str]) -> list[str]:
    """What keeps `paths` (slash-separated, relative) from being checked out everywhere."""
    found = []
    seen: dict[str, str] = {}
    for path in paths:
        if len(path) > MAX_PATH:
            found.append(f"{path}: {len(path)} characters, over {MAX_PATH}")
        for part in path.split("/"):
            if RESERVED.match(part):
                found.append(f"{path}: {part!r} is a name Windows reserves")
            bad = sorted(set(part) & FORBIDDEN)
            if bad:
                found.append(f"{path}: {part!r} holds {''.join(bad)!r}, which Windows forbids")
            if part.endswith((" ", ".")):
                found.append(f"{path}: {part!r} ends in a space or a dot, which Windows drops")
        folded = path.casefold()
        for i in range(len(folded)):  # a folder too may clash with another in case only
            if i + 1 == len(folded) or folded[i + 1] == "/":
                prefix, real = folded[: i + 1], path[: i + 1]
                if seen.setdefault(prefix, real) != real:
                    found.append(f"{real} and {seen[prefix]} differ only in case")
    return sorted(set(found))


def test_the_checker_finds_each_kind_of_problem() -> None:
    assert problems(["docs/a.md", "game/ui/x.py"]) == []
    assert problems(["a/CON"]) and problems(["a/nul.txt"]) and problems(["Com1.tar.gz/x"])
    assert problems(["lpt9"]) and not problems(["console.py", "auxiliary.md", "com10"])
    assert problems(["a/what?.md"]) and problems(["a:b"]) and problems(["tab\there"])
    assert problems(["dot./x"]) and problems(["space /x"])
    assert problems(["README.md", "readme.md"]) and problems(["Docs/a", "docs/b"])
    assert problems(["x" * (MAX_PATH + 1)]) and not problems(["x" * MAX_PATH])


def test_every_tracked_path_is_portable() -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    paths = [p for p in out.decode("utf-8").split("\0") if p]
    assert len(paths) > 100  # the listing worked
    assert problems(paths) == []
