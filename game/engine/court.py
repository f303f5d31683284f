"""The Court's characters scored at the end of the game (`court.md`).

"Adjacent" is the 8 surrounding squares. Resource tokens sit in the `resource`
layer, characters in the `court` layer, Court buildings' crowns in `court_crowns`.
"""

from __future__ import annotations

from .economy import COURT, RESOURCE, WARRIORS
from .kingdom import Kingdom
from .scoring import Bonus

# character -> (base points, points per adjacent thing, what is counted)
CHARACTERS: dict[str, tuple[int, int, str]] = {
    "farmer": (3, 3, "resource:wheat"),
    "lumberjack": (3, 3, "resource:wood"),
    "fisherman": (3, 3, "resource:fish"),
    "shepherdess": (3, 3, "resource:sheep"),
    "banker": (2, 2, "resource"),
    "queen": (2, 2, "character"),
    "king": (0, 1, "crown"),
    "captain": (1, 3, "warrior"),
    "light_archer": (4, 0, ""),
    "heavy_archer": (4, 0, ""),
    "axe_warrior": (3, 0, ""),
    "sword_warrior": (3, 0, ""),
}
TITLES = {"queen": "Court Queen", "king": "Court King", "light_archer": "Light archer",
          "heavy_archer": "Heavy archer", "axe_warrior": "Axe warrior", "sword_warrior": "Sword warrior"}


def title(name: str) -> str:
    return TITLES.get(name, name.capitalize())


def adjacent(r: int, c: int) -> list[tuple[int, int]]:
    return [(r + i, c + j) for i in (-1, 0, 1) for j in (-1, 0, 1) if i or j]


def character_points(k: Kingdom, r: int, c: int, name: str, crown: list[int]) -> int:
    base, per, what = CHARACTERS[name]
    if not per:
        return base
    count = 0
    for ar, ac in adjacent(r, c):
        if not k.on_canvas(ar, ac):
            continue
        if what.startswith("resource"):
            token = k.at(RESOURCE, ar, ac, "")
            count += 1 if token and (what == "resource" or what == f"resource:{token}") else 0
        elif what == "character":
            count += 1 if k.at(COURT, ar, ac, "") else 0
        elif what == "warrior":
            count += 1 if k.at(COURT, ar, ac, "") in WARRIORS else 0
        elif what == "crown":
            count += crown[k.index(ar, ac)]
    return base + per * count


def court_terms(k: Kingdom, crown: list[int]) -> list[Bonus]:
    """One term per Court character (part `court`)."""
    return [Bonus(title(str(name)), character_points(k, r, c, str(name), crown), f"at {r},{c}", "court")
            for r, c, name in k.squares(COURT)]
