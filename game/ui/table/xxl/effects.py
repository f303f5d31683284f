"""What a move did to the kingdoms besides its own line, for Last moves: an event revealed and
what it did at once (coins, knights, towers, buildings, giants, the Queen), and what a choice
an event asked did (a tower falling, a building collapsing, a giant dozing or passed on). Also
the lines of the XXL moves whose news is their effect: C′ (rebuild, clear) and a Patrol.

Read from the states before and after a move, so every effect is told however it came about
(chosen, or done at once when only one choice was possible). On a table without these pieces
(no events, giants or ruins) nothing is said.
"""

from __future__ import annotations

from game.engine import Action, State
from game.engine.economy import coins, knights_owned
from game.engine.kingdom import Kingdom
from game.engine.layers import BUILDING, COLLAPSED, FALLEN, GIANT
from game.engine.rules.economy_steps import Build, queen_host
from game.engine.rules.xxl_common import cemetery, current_event
from game.engine.rules.xxl_events import Patrol
from game.engine.rules.xxl_giants import Footprint, PutGiant, supply
from game.engine.rules.xxl_steps import COURT_RUIN, Clear, Rebuild
from game.engine.terrain import NAMES
from game.ui.content_words import building_name, court_name, event_name
from game.ui.table.prompts import coins_text

Square = tuple[int, int]


def _count(n: int, one: str, many: str) -> str:
    return one if n == 1 else many.replace("{n}", str(n))  # (a name may hold braces: no format)


def _building_name(k: Kingdom, r: int, c: int) -> str:
    bid = k.at(BUILDING, r, c)
    return building_name(int(bid)) if bid else "building"


def _terrain(k: Kingdom, r: int, c: int) -> str:
    return NAMES.get(k.cell(r, c)[0], "square")


def _layer(k: Kingdom, layer: str) -> dict[Square, int]:
    return {(r, c): int(v) for r, c, v in k.squares(layer) if v}


def _coins(k: Kingdom) -> int:
    return coins(k)


def action_text(name: str, before: State, action: Action, after: State) -> str | None:
    """The line of a C′ or Patrol move by `name` (None: another move)."""
    seat = before.actor
    if seat is None or not isinstance(action, Rebuild | Clear | Patrol):
        return None
    k0, k1 = before.kingdoms[seat], after.kingdoms[seat]
    r, c = action.row, action.col
    if isinstance(action, Patrol):
        where = _terrain(k0, action.to_row, action.to_col)
        got = _coins(k1) - _coins(k0)
        if got > 0:
            return f"{name} moved a knight on patrol to a {where} square and collected {coins_text(got)}"
        return f"{name} moved a knight on patrol to a {where} square"
    paid = coins_text(_coins(k0) - _coins(k1))
    if (tid := k0.at(COURT_RUIN, r, c)):
        tile = court_name(int(tid))
        if isinstance(action, Rebuild):
            return f"{name} put the collapsed {tile} back on its square for {paid}"
        return f"{name} cleared the square of the collapsed {tile} for {paid}"
    what = _building_name(k0, r, c)
    if k0.at(COLLAPSED, r, c):
        if isinstance(action, Rebuild):
            return f"{name} rebuilt the collapsed {what} for {paid}"
        return f"{name} cleared the land under the collapsed {what} for {paid}"
    n = int(k0.at(FALLEN, r, c) or 0) - int(k1.at(FALLEN, r, c) or 0)
    if isinstance(action, Rebuild):
        return _count(n, f"{name} stood a fallen tower of the {what} up for {paid}",
                      f"{name} stood {{n}} fallen towers of the {what} up for {paid}")
    return _count(n, f"{name} cleared a fallen tower of the {what} for {paid}",
                  f"{name} cleared {{n}} fallen towers of the {what} for {paid}")


def _event(st: State) -> str | None:
    return current_event(st)


Line = tuple[int | None, str]  # the kingdom concerned (None: the whole table), the sentence


def effect_lines(before: State, action: Action, after: State, names: list[str]) -> list[Line]:
    """(the kingdom concerned, None for the whole table; the sentence) for each effect of
    `action` on the kingdoms that its own line does not tell (XXL's pieces ask it: `XTable`)."""
    out: list[Line] = []
    new_event = _event(after) if _event(after) != _event(before) else None
    if new_event is not None:
        out.append((None, f"This round's event is {event_name(new_event)}"))
    buried = cemetery(after) - cemetery(before)
    own = before.actor
    for n, (k0, k1) in enumerate(zip(before.kingdoms, after.kingdoms, strict=True)):
        if k0.layers == k1.layers and k0.vals == k1.vals:
            continue  # nothing on it changed (pieces, knights, coins): nothing to tell
        name = names[n]
        out += [(n, text) for text in _damage(k0, k1, name)]
        if not isinstance(action, PutGiant | Footprint):  # their own lines tell the giant's move
            out += [(n, text) for text in _giants(k0, k1, name, before, after)]
        lost = knights_owned(k0) - knights_owned(k1)
        if lost > 0 and buried > 0:
            out.append((n, _count(lost, f"A knight of {name} went to the cemetery",
                                  f"{{n}} knights of {name} went to the cemetery")))
        elif lost < 0 and not (n == own and isinstance(action, Build)):
            out.append((n, _count(-lost, f"{name} took a knight from the supply into its guard",
                                  f"{name} took {{n}} knights from the supply into its guard")))
        if new_event is not None and (got := _coins(k1) - _coins(k0)):
            text = f"{name} gained {coins_text(got)}" if got > 0 else f"{name} lost {coins_text(-got)}"
            out.append((n, text))
    host0, host1 = queen_host(before), queen_host(after)
    if host0 != host1 and not isinstance(action, Build):
        out.append((None, "The Queen went back to her tower" if host1 is None
                    else f"The Queen moved to {names[int(host1)]}"))
    return out


def _damage(k0: Kingdom, k1: Kingdom, name: str) -> list[str]:
    """Towers fallen, buildings and Court buildings collapsed in one kingdom."""
    out = []
    fallen0, fallen1 = _layer(k0, FALLEN), _layer(k1, FALLEN)
    for (r, c), n in sorted(fallen1.items()):
        if (more := n - fallen0.get((r, c), 0)) > 0:
            what = _building_name(k1, r, c)
            out.append(_count(more, f"A tower of {name}'s {what} fell",
                              f"{{n}} towers of {name}'s {what} fell"))
    collapsed0 = _layer(k0, COLLAPSED)
    for r, c in sorted(_layer(k1, COLLAPSED)):
        if (r, c) not in collapsed0:
            out.append(f"{name}'s {_building_name(k1, r, c)} collapsed")
    ruins0 = _layer(k0, COURT_RUIN)
    for (r, c), tid in sorted(_layer(k1, COURT_RUIN).items()):
        if (r, c) not in ruins0:
            out.append(f"{name}'s {court_name(tid)} (a Court building) collapsed")
    return out


def _giants(k0: Kingdom, k1: Kingdom, name: str, before: State, after: State) -> list[str]:
    """Giants that came to or left a kingdom's crowns."""
    out = []
    g0, g1 = _layer(k0, GIANT), _layer(k1, GIANT)
    to_supply = supply(after) > supply(before)
    for sq in sorted(set(g0) | set(g1)):
        diff = g1.get(sq, 0) - g0.get(sq, 0)
        where = f"{name}'s {_terrain(k1, *sq)} crown"
        if diff > 0:
            out.append(_count(diff, f"A giant came onto {where}", f"{{n}} giants came onto {where}"))
        elif diff < 0 and to_supply:
            out.append(_count(-diff, f"A giant left {where} for the supply",
                              f"{{n}} giants left {where} for the supply"))
        elif diff < 0:
            out.append(_count(-diff, f"A giant left {where}", f"{{n}} giants left {where}"))
    return out
