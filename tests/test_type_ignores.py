"""Every `# type: ignore` in game/ and saves/ names its error code and says why (on its line or
the line above); mypy (run by .ci/run, warn_unused_ignores) drops the ones no longer needed."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IGNORE = re.compile(r"#\s*type:\s*ignore(\[[a-z-]+(,\s*[a-z-]+)*\])?(.*)$")


def test_each_type_ignore_has_a_code_and_a_reason() -> None:
    bad = []
    for package in ("game", "saves"):
        for path in (ROOT / package).rglob("*.py"):
            lines = path.read_text(encoding="utf-8").splitlines()
            for n, line in enumerate(lines):
                m = IGNORE.search(line)
                if m is None:
                    continue
                reason_here = m.group(3).strip().lstrip("#").strip()
                reason_above = n > 0 and lines[n - 1].strip().startswith("#")
                if not m.group(1) or not (reason_here or reason_above):
                    bad.append(f"{path.relative_to(ROOT)}:{n + 1}: {line.strip()}")
    assert bad == []
