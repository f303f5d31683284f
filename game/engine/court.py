"""The Court's characters scored at the end of the game (`court.md`).

"Adjacent" is the 8 surrounding squares. Resource tokens sit in the `resource`
layer, characters in the `court` layer, Court buildings' crowns in `court_crowns`.
"""

from __future__ import annotations

from .court_data import character, characters
from .kingdom import Kingdom
from .layers import COURT, RESOURCE
from .scoring import Bonus


def title(key: str) -> str:
    return character(key).name


def warriors() -> frozenset[str]:
    return frozenset(c.key for c in characters() if c.warrior)


def adjacent(r: int, c: int) -> list[tuple[int, int]]:
    return [(r + i, c + j) for i in (-1, 0, 1) for j in (-1, 0, 1) if i or j]


def character_points(k: Kingdom, r: int, c: int, name: str, crown: list[int]) -> int:
    rule = character(name).scoring
    what = rule.adjacent or ""
    if not rule.per or not what:
        return rule.base
    count = 0
    for ar, ac in adjacent(r, c):
        if not k.on_canvas(ar, ac):
            continue
        if what.startswith("resource"):
            token = k.at(RESOURCE, ar, ac, "")
            count += 1 if token and what in ("resource:any", f"resource:{token}") else 0
        elif what == "character":
            count += 1 if k.at(COURT, ar, ac, "") else 0
        elif what == "warrior":
            count += 1 if k.at(COURT, ar, ac, "") in warriors() else 0
        elif what == "crown":
            count += crown[k.index(ar, ac)]
    return rule.points(count)


def court_terms(k: Kingdom, crown: list[int]) -> list[Bonus]:
    """One term per Court character (part `court`)."""
    return [Bonus(title(str(name)), character_points(k, r, c, str(name), crown), f"at {r},{c}", "court")
            for r, c, name in k.squares(COURT)]
