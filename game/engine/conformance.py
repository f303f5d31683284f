"""Rules conformance runner: `python -m game.engine.conformance FILE_OR_DIR ...`

Implements the `domino-conformance/1` format (see the shared conformance
README): prints `FAIL <id>: <expected> != <got>` per failing case, then
`N passed, N failed`; exits 1 on any failure or malformed file.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .boardtext import BoardError, TextBoard, parse_domino
from .kingdom import DIRS
from .scoring import Breakdown, harmony_bonus, middle_kingdom_bonus, ranking, score
from .terrain import CODES, LETTERS

FORMAT = "domino-conformance"
VERSION = 1
SUPPORTED_RULES = ("kingdomino",)


class Malformed(Exception):
    """A file or case the runner cannot read."""


Case = dict[str, Any]


def _need(case: Case, key: str) -> Any:
    if key not in case:
        raise Malformed(f"missing field {key!r}")
    return case[key]


def _score_board(case: Case, board: Any) -> Breakdown:
    tb = TextBoard(board, _need(case, "grid"))
    options = case.get("options", [])
    if not isinstance(options, list):
        raise Malformed("options must be a list")
    rules = []
    for o in options:
        if o == "middle_kingdom":
            rules.append(middle_kingdom_bonus)
        elif o == "harmony":
            rules.append(harmony_bonus)
        else:
            raise Malformed(f"unknown option {o!r}")
    discarded = case.get("discarded", 0)
    if not isinstance(discarded, int) or discarded < 0:
        raise Malformed("discarded must be a whole number")
    tb.kingdom.discarded = [0] * discarded
    return score(tb.kingdom, rules)


def check_score(case: Case) -> list[tuple[str, Any, Any]]:
    b = _score_board(case, _need(case, "board"))
    expect = _need(case, "expect")
    got: dict[str, Any] = {
        "total": b.total,
        "largest_region": b.largest,
        "crowns": b.crowns,
        "territories": [[LETTERS[CODES[t.terrain]], t.squares, t.crowns] for t in b.territories],
    }
    out = []
    for key in ("total", "largest_region", "crowns"):
        if key in expect and expect[key] != got[key]:
            out.append((key, expect[key], got[key]))
    if "territories" in expect:
        want = Counter(tuple(t) for t in expect["territories"])
        have = Counter(tuple(t) for t in got["territories"])
        if want != have:
            out.append(("territories", sorted(want.elements()), sorted(have.elements())))
    return out


def check_placement(case: Case) -> list[tuple[str, Any, Any]]:
    tb = TextBoard(_need(case, "board"), _need(case, "grid"))
    dom = parse_domino(_need(case, "domino"))
    at = _need(case, "at")
    d = _need(case, "dir")
    if not (isinstance(at, list) and len(at) == 2 and all(isinstance(x, int) for x in at)):
        raise Malformed("at must be [row, col]")
    if d not in DIRS:
        raise Malformed(f"dir must be N, E, S or W, not {d!r}")
    r, c = tb.to_canvas(at[0], at[1])
    problem = tb.kingdom.check(dom, r, c, d)
    legal = problem is None
    want = _need(case, "expect").get("legal")
    got = f"False ({problem[1]})" if problem else True
    return [] if want == legal else [("legal", want, got)]


def check_count(case: Case) -> list[tuple[str, Any, Any]]:
    tb = TextBoard(_need(case, "board"), _need(case, "grid"))
    dom = parse_domino(_need(case, "domino"))
    boards = set()
    for r, c, d in tb.kingdom.placements(dom):
        dr, dc = DIRS[d]
        boards.add(frozenset({(r, c, dom.t1, dom.c1), (r + dr, c + dc, dom.t2, dom.c2)}))
    want = _need(case, "expect").get("placements")
    return [] if want == len(boards) else [("placements", want, len(boards))]


def check_ranking(case: Case) -> list[tuple[str, Any, Any]]:
    boards = _need(case, "boards")
    if not isinstance(boards, dict) or not boards:
        raise Malformed("boards must map names to boards")
    names = list(boards)
    keys = []
    for name in names:
        b = _score_board(case, boards[name])
        keys.append((b.total, b.largest, b.crowns))
    got = [sorted(names[m] for m in place.members) for place in ranking(keys)]
    want = [sorted(p) for p in _need(case, "expect").get("order", [])]
    return [] if want == got else [("order", want, got)]


CHECKS: dict[str, Callable[[Case], list[tuple[str, Any, Any]]]] = {
    "score": check_score,
    "placement": check_placement,
    "count": check_count,
    "ranking": check_ranking,
}


def _files(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        else:
            out.append(p)
    return out


def _load(path: Path) -> list[Case]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise Malformed("no such file") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise Malformed(f"not readable JSON: {e}") from None
    if not isinstance(data, dict):
        raise Malformed("the file must hold a JSON object")
    fmt = data.get("format")
    name, _, version = str(fmt).partition("/")
    if name != FORMAT or not version.isdigit():
        raise Malformed(f"format {fmt!r} is not {FORMAT}/{VERSION}")
    if int(version) > VERSION:
        raise Malformed(f"format {fmt} is newer than this runner ({FORMAT}/{VERSION})")
    cases = data.get("cases")
    if not isinstance(cases, list):
        raise Malformed("cases must be a list")
    return cases


def run(paths: list[str], out: Callable[[str], None] = print) -> int:
    passed = failed = 0
    malformed = False
    for path in _files(paths):
        try:
            cases = _load(path)
        except Malformed as e:
            out(f"ERROR {path}: {e}")
            malformed = True
            continue
        for n, case in enumerate(cases):
            cid = case.get("id", f"#{n}") if isinstance(case, dict) else f"#{n}"
            try:
                if not isinstance(case, dict):
                    raise Malformed("a case must be a JSON object")
                kind = _need(case, "type")
                if kind not in CHECKS:
                    raise Malformed(f"unknown case type {kind!r}")
                rules = _need(case, "rules")
                if rules not in SUPPORTED_RULES:
                    out(f"FAIL {cid}: rules {rules!r} != supported {list(SUPPORTED_RULES)}")
                    failed += 1
                    continue
                problems = CHECKS[kind](case)
            except (Malformed, BoardError, TypeError, ValueError, KeyError, AttributeError) as e:
                out(f"ERROR {path} case {cid}: {e}")
                malformed = True
                failed += 1
                continue
            if problems:
                failed += 1
                for key, want, got in problems:
                    out(f"FAIL {cid}: {key}={want} != {key}={got}")
            else:
                passed += 1
    out(f"{passed} passed, {failed} failed")
    return 1 if failed or malformed else 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if args else 2
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
