"""Rules conformance runner: `python -m game.tools.conformance [--all] FILE_OR_DIR ...`

Implements the `domino-conformance/1` and `/2` formats (see the shared
conformance README): prints `FAIL <id>: <expected> != <got>` per failing case and
`SKIP <id>: <reason>` per case whose rule set the engine cannot play yet, then
`N passed, N failed, N skipped`; exits 1 on any failure or malformed file.
`--all` checks the cases of rule sets not yet playable too (their scoring
rules exist before their turn loop does), and never skips.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.engine.rules import REGISTRY

from .boardtext import BoardError
from .cases import CHECKS, Case, Malformed, check_fields

FORMAT = "domino-conformance"
VERSION = 2


def _files(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        else:
            out.append(p)
    return out


def _load(path: Path) -> tuple[int, list[Case]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise Malformed("no such file") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise Malformed(f"not readable JSON: {e}") from None
    except RecursionError:
        raise Malformed("not readable JSON: nested too deeply") from None
    if not isinstance(data, dict):
        raise Malformed("the file must hold a JSON object")
    fmt = data.get("format")
    name, _, version = str(fmt).partition("/")
    if name != FORMAT or not version.isdigit() or int(version) < 1:
        raise Malformed(f"format {fmt!r} is not {FORMAT}/1 or /{VERSION}")
    if int(version) > VERSION:
        raise Malformed(f"format {fmt} is newer than this runner ({FORMAT}/{VERSION})")
    cases = data.get("cases")
    if not isinstance(cases, list):
        raise Malformed("cases must be a list")
    return int(version), cases


def run(paths: list[str], out: Callable[[str], None] = print, include_unplayable: bool = False) -> int:
    passed = failed = skipped = 0
    malformed = False
    for path in _files(paths):
        try:
            version, cases = _load(path)
        except Malformed as e:
            out(f"ERROR {path}: {e}")
            malformed = True
            continue
        for n, case in enumerate(cases):
            cid = case.get("id", f"#{n}") if isinstance(case, dict) else f"#{n}"
            try:
                if not isinstance(case, dict):
                    raise Malformed("a case must be a JSON object")
                kind, rules = check_fields(case, version)
                problems: list[tuple[str, Any, Any]] = CHECKS[kind](case)
            except (Malformed, BoardError, TypeError, ValueError, KeyError, AttributeError) as e:
                out(f"ERROR {path} case {cid}: {e}")
                malformed = True
                failed += 1
                continue
            if rules not in REGISTRY and not include_unplayable:
                out(f"SKIP {cid}: the engine cannot play rule set {rules!r} yet")
                skipped += 1
            elif problems:
                failed += 1
                for key, want, got in problems:
                    out(f"FAIL {cid}: {key}={want} != {key}={got}")
            else:
                passed += 1
    out(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed or malformed else 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    every = "--all" in args
    args = [a for a in args if a != "--all"]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if args else 2
    return run(args, include_unplayable=every)


if __name__ == "__main__":
    sys.exit(main())
