"""The case types of the conformance formats, each checked through the engine's own rules.

`check_fields` reads what every case has (type, rules, grid, start) as strictly as the
format allows; each `check_*` returns the (key, expected, got) triples that differ.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from game.engine.economy import build_check, build_price, tax_check, tax_coins
from game.engine.fullscore import challenge_points, full_score
from game.engine.kingdom import DIRS
from game.engine.scoring import Breakdown, harmony_bonus, middle_kingdom_bonus, ranking
from game.engine.terrain import CODES, LETTERS

from .boardtext import BoardError, TextBoard, parse_domino
from .casekingdom import CaseKingdom, read_kingdom

Case = dict[str, Any]
Problems = list[tuple[str, Any, Any]]


class Malformed(Exception):
    """A file or case the runner cannot read."""


TYPES = {1: ("score", "placement", "count", "ranking"),
         2: ("score", "placement", "count", "ranking", "tax", "build")}
# The formats' own vocabulary (the shared conformance README): the rule sets a case may name,
# by format, and what a case of each carries beyond Kingdomino's territories. A case is read
# whether or not the engine registers its rule set (`--all` checks scoring before a turn loop).
ECONOMY, XXL_PIECES = "economy", "giants+court"  # buildings, coins, the Queen; giants, challenges, the Court
CASE_RULES: dict[str, frozenset[str]] = {
    "kingdomino": frozenset(),
    "queendomino": frozenset({ECONOMY}),
    "xxl": frozenset({ECONOMY, XXL_PIECES}),
}
RULES = {1: ("kingdomino",), 2: tuple(CASE_RULES)}
GRIDS = {1: (5, 7), 2: (5, 7, 8, 9)}
ONLY_V2 = ("kingdom", "start", "placed", "send", "price", "kingdoms")
PARTS = ("territories", "queen", "buildings", "coins", "middle_kingdom", "harmony", "challenges", "court")


def _carries(case: Case, piece: str) -> bool:
    return piece in CASE_RULES[case["rules"]]


def _need(case: Case, key: str) -> Any:
    if key not in case:
        raise Malformed(f"missing field {key!r}")
    return case[key]


def check_fields(case: Case, version: int) -> tuple[str, str]:
    """(type, rules) of a case whose common fields are well-formed; Malformed otherwise."""
    kind = _need(case, "type")
    if kind not in TYPES[version]:
        raise Malformed(f"unknown case type {kind!r} for format /{version}")
    rules = _need(case, "rules")
    if rules not in RULES[version]:
        raise Malformed(f"rules must be one of {list(RULES[version])} in format /{version}, not {rules!r}")
    grid = _need(case, "grid")
    if grid not in GRIDS[version] or isinstance(grid, bool):
        raise Malformed(f"grid must be one of {list(GRIDS[version])} in format /{version}, not {grid!r}")
    if version == 1:
        extra = [key for key in ONLY_V2 if key in case]
        if extra:
            raise Malformed(f"{extra} need format /2")
    if case.get("start", 1) not in (1, 2) or isinstance(case.get("start"), bool):
        raise Malformed(f"start must be 1 or 2, not {case.get('start')!r}")
    if "note" in case and not isinstance(case["note"], str):
        raise Malformed("note must be text")
    if not isinstance(_need(case, "expect"), dict):
        raise Malformed("expect must be an object")
    return kind, rules


def _board(case: Case, rows: Any) -> TextBoard:
    tb = TextBoard(rows, case["grid"], giants=_carries(case, XXL_PIECES))
    if tb.kingdom.start != case.get("start", 1):
        raise Malformed(f"start is {case.get('start', 1)} but the board has a "
                        f"{tb.kingdom.start}×{tb.kingdom.start} starting tile")
    if tb.kingdom.start == 2 and case["grid"] != 8:
        raise Malformed("the 2×2 starting tile belongs to the 8×8 grid")
    return tb


def _kingdom(case: Case, rows: Any, data: Any = None) -> CaseKingdom:
    ck = read_kingdom(_board(case, rows), data, _carries(case, XXL_PIECES))
    if "discarded" in case:  # format /1 keeps it beside the board
        n = case["discarded"]
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise Malformed("discarded must be a whole number")
        ck.board.kingdom.discarded = [0] * n
    return ck


def _options(case: Case) -> list[Any]:
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
    if rules and _carries(case, XXL_PIECES):
        raise Malformed("Royal Wedding XXL has challenges, not the Middle Kingdom and Harmony options")
    return rules


def _score(case: Case, ck: CaseKingdom) -> Breakdown:
    return full_score(ck.board.kingdom, ck.spec, queen=ck.queen, economy=_carries(case, ECONOMY),
                      challenges=ck.challenges, court=_carries(case, XXL_PIECES), bonus_rules=_options(case))


def parts_of(b: Breakdown) -> dict[str, Any]:
    parts: dict[str, Any] = dict.fromkeys(PARTS, 0)
    parts.update(b.parts())
    parts["challenges"] = challenge_points(b)
    return parts


def check_score(case: Case) -> Problems:
    ck = _kingdom(case, _need(case, "board"), case.get("kingdom"))
    b = _score(case, ck)
    expect = case["expect"]
    unknown = set(expect) - {"total", "largest_region", "crowns", "territories", "parts"}
    if unknown:
        raise Malformed(f"unknown expect fields {sorted(unknown)}")
    got: dict[str, Any] = {
        "total": b.total,
        "largest_region": b.largest,
        "crowns": b.crowns,
        "territories": [[LETTERS[CODES[t.terrain]], t.squares, t.crowns] for t in b.territories],
    }
    out: Problems = []
    for key in ("total", "largest_region", "crowns"):
        if key in expect and expect[key] != got[key]:
            out.append((key, expect[key], got[key]))
    if "territories" in expect:
        if not isinstance(expect["territories"], list):
            raise Malformed("expect.territories must be a list")
        want = Counter(tuple(t) for t in expect["territories"])
        have = Counter(tuple(t) for t in got["territories"])
        if want != have:
            out.append(("territories", sorted(want.elements()), sorted(have.elements())))
    if "parts" in expect:
        want_parts = expect["parts"]
        if not isinstance(want_parts, dict) or set(want_parts) - set(PARTS):
            raise Malformed(f"expect.parts takes only {list(PARTS)}")
        have_parts = parts_of(b)
        for key, value in want_parts.items():
            if value != have_parts[key]:
                out.append((f"parts.{key}", value, have_parts[key]))
    return out


def check_placement(case: Case) -> Problems:
    tb = _board(case, _need(case, "board"))
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
    want = case["expect"].get("legal")
    got = f"False ({problem[1]})" if problem else True
    return [] if want == legal else [("legal", want, got)]


def check_count(case: Case) -> Problems:
    tb = _board(case, _need(case, "board"))
    dom = parse_domino(_need(case, "domino"))
    boards = set()
    for r, c, d in tb.kingdom.placements(dom):
        dr, dc = DIRS[d]
        boards.add(frozenset({(r, c, dom.t1, dom.c1), (r + dr, c + dc, dom.t2, dom.c2)}))
    want = case["expect"].get("placements")
    return [] if want == len(boards) else [("placements", want, len(boards))]


def check_ranking(case: Case) -> Problems:
    if "kingdoms" in case and "boards" in case:
        raise Malformed("a ranking gives boards or kingdoms, not both")
    if "kingdoms" in case:
        entries = case["kingdoms"]
        if not isinstance(entries, dict) or not entries:
            raise Malformed("kingdoms must map names to {board, kingdom}")
        kingdoms = {}
        for name, e in entries.items():
            if not isinstance(e, dict) or set(e) - {"board", "kingdom"} or "board" not in e:
                raise Malformed(f"kingdom {name!r} must be {{board, kingdom}}")
            kingdoms[name] = _kingdom(case, e["board"], e.get("kingdom"))
    else:
        boards = _need(case, "boards")
        if not isinstance(boards, dict) or not boards:
            raise Malformed("boards must map names to boards")
        kingdoms = {name: _kingdom(case, rows) for name, rows in boards.items()}
    names = list(kingdoms)
    keys = []
    for name in names:
        b = _score(case, kingdoms[name])
        keys.append((b.total, b.largest, b.crowns))
    got = [sorted(names[m] for m in place.members) for place in ranking(keys)]
    order = case["expect"].get("order", [])
    if not isinstance(order, list) or not all(isinstance(p, list) for p in order):
        raise Malformed("expect.order must be a list of lists of names")
    want = [sorted(p) for p in order]
    return [] if want == got else [("order", want, got)]


def _squares(tb: TextBoard, value: Any, what: str) -> list[tuple[int, int]]:
    if not isinstance(value, list):
        raise Malformed(f"{what} must be a list of [row, col]")
    return [tb.square(at, what) for at in value]


def check_tax(case: Case) -> Problems:
    ck = _kingdom(case, _need(case, "board"), case.get("kingdom"))
    k = ck.board.kingdom
    placed = _squares(ck.board, _need(case, "placed"), "placed")
    if len(placed) != 2 or abs(placed[0][0] - placed[1][0]) + abs(placed[0][1] - placed[1][1]) != 1:
        raise Malformed("placed must be the two neighbouring squares of one domino")
    if any(k.cell(r, c)[1] == 0 and k.cell(r, c)[0] in (0, 8) for r, c in placed):
        raise BoardError("a square of placed holds no terrain")
    send = _squares(ck.board, _need(case, "send"), "send")
    problem = tax_check(k, placed, send)
    expect = case["expect"]
    out: Problems = []
    if expect.get("legal") != (problem is None):
        out.append(("legal", expect.get("legal"), f"False ({problem})" if problem else True))
    elif problem is None and "coins" in expect:
        coins = tax_coins(k, ck.spec, send, ck.queen)
        if coins != expect["coins"]:
            out.append(("coins", expect["coins"], coins))
    return out


def check_build(case: Case) -> Problems:
    ck = _kingdom(case, _need(case, "board"), case.get("kingdom"))
    r, c = ck.board.square(_need(case, "at"), "at")
    price = _need(case, "price")
    if price not in range(6) or isinstance(price, bool):
        raise Malformed(f"price must be a builders' slot price 0-5, not {price!r}")
    problem = build_check(ck.board.kingdom, r, c, build_price(price, ck.queen))
    expect = case["expect"]
    out: Problems = []
    if expect.get("legal") != (problem is None):
        out.append(("legal", expect.get("legal"), f"False ({problem})" if problem else True))
    elif problem is None and "paid" in expect:
        paid = build_price(price, ck.queen)
        if paid != expect["paid"]:
            out.append(("paid", expect["paid"], paid))
    return out


CHECKS: dict[str, Callable[[Case], Problems]] = {
    "score": check_score,
    "placement": check_placement,
    "count": check_count,
    "ranking": check_ranking,
    "tax": check_tax,
    "build": check_build,
}
