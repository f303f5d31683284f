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
from game.i18n import _, formats, ngettext
from game.i18n.content import building_name, court_name, event_name
from game.ui.table.queendomino.words import coins_words
from game.ui.table.xxl.words import terrain_of

Square = tuple[int, int]


def _count(text: str, n: int, **names: str) -> str:
    """A sentence chosen by `ngettext` for `n`, its placeholders filled (a kingdom's name may hold
    braces: the names are filled in once, never formatted again)."""
    return text.format(n=formats.number(n), **names)


def _building_name(k: Kingdom, r: int, c: int) -> str:
    bid = k.at(BUILDING, r, c)
    return building_name(int(bid)) if bid else _("building")


def _terrain(k: Kingdom, r: int, c: int) -> str:
    return terrain_of(k.cell(r, c)[0])


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
            text = ngettext("{name} moved a knight on patrol to a {terrain} square and collected {n} coin",
                            "{name} moved a knight on patrol to a {terrain} square and collected {n} coins",
                            got)
            return _count(text, got, name=name, terrain=where)
        return _("{name} moved a knight on patrol to a {terrain} square").format(name=name, terrain=where)
    cost = _coins(k0) - _coins(k1)
    if (tid := k0.at(COURT_RUIN, r, c)):
        tile = court_name(int(tid))
        if isinstance(action, Rebuild):
            text = ngettext("{name} put the collapsed {tile} back on its square for {n} coin",
                            "{name} put the collapsed {tile} back on its square for {n} coins", cost)
        else:
            text = ngettext("{name} cleared the square of the collapsed {tile} for {n} coin",
                            "{name} cleared the square of the collapsed {tile} for {n} coins", cost)
        return _count(text, cost, name=name, tile=tile)
    what = _building_name(k0, r, c)
    if k0.at(COLLAPSED, r, c):
        if isinstance(action, Rebuild):
            text = ngettext("{name} rebuilt the collapsed {building} for {n} coin",
                            "{name} rebuilt the collapsed {building} for {n} coins", cost)
        else:
            text = ngettext("{name} cleared the land under the collapsed {building} for {n} coin",
                            "{name} cleared the land under the collapsed {building} for {n} coins", cost)
        return _count(text, cost, name=name, building=what)
    n = int(k0.at(FALLEN, r, c) or 0) - int(k1.at(FALLEN, r, c) or 0)
    # two counts: the towers' plural chooses the sentence, the coins are a whole noun phrase
    if isinstance(action, Rebuild):
        text = ngettext("{name} stood a fallen tower of the {building} up for {coins}",
                        "{name} stood {n} fallen towers of the {building} up for {coins}", n)
    else:
        text = ngettext("{name} cleared a fallen tower of the {building} for {coins}",
                        "{name} cleared {n} fallen towers of the {building} for {coins}", n)
    return _count(text, n, name=name, building=what, coins=coins_words(cost))


def _event(st: State) -> str | None:
    return current_event(st)


Line = tuple[int | None, str]  # the kingdom concerned (None: the whole table), the sentence


def effect_lines(before: State, action: Action, after: State, names: list[str]) -> list[Line]:
    """(the kingdom concerned, None for the whole table; the sentence) for each effect of
    `action` on the kingdoms that its own line does not tell (XXL's pieces ask it: `XTable`)."""
    out: list[Line] = []
    new_event = _event(after) if _event(after) != _event(before) else None
    if new_event is not None:
        out.append((None, _("This round's event is {event}").format(event=event_name(new_event))))
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
            text = ngettext("A knight of {name} went to the cemetery",
                            "{n} knights of {name} went to the cemetery", lost)
            out.append((n, _count(text, lost, name=name)))
        elif lost < 0 and not (n == own and isinstance(action, Build)):
            text = ngettext("{name} took a knight from the supply into its guard",
                            "{name} took {n} knights from the supply into its guard", -lost)
            out.append((n, _count(text, -lost, name=name)))
        if new_event is not None and (got := _coins(k1) - _coins(k0)):
            text = (_count(ngettext("{name} gained {n} coin",
                                    "{name} gained {n} coins", got), got, name=name) if got > 0
                    else _count(ngettext("{name} lost {n} coin",
                                         "{name} lost {n} coins", -got), -got, name=name))
            out.append((n, text))
    host0, host1 = queen_host(before), queen_host(after)
    if host0 != host1 and not isinstance(action, Build):
        out.append((None, _("The Queen went back to her tower") if host1 is None
                    else _("The Queen moved to {kingdom}").format(kingdom=names[int(host1)])))
    return out


def _damage(k0: Kingdom, k1: Kingdom, name: str) -> list[str]:
    """Towers fallen, buildings and Court buildings collapsed in one kingdom."""
    out = []
    fallen0, fallen1 = _layer(k0, FALLEN), _layer(k1, FALLEN)
    for (r, c), n in sorted(fallen1.items()):
        if (more := n - fallen0.get((r, c), 0)) > 0:
            what = _building_name(k1, r, c)
            text = ngettext("A tower of {name}'s {building} fell",
                            "{n} towers of {name}'s {building} fell", more)
            out.append(_count(text, more, name=name, building=what))
    collapsed0 = _layer(k0, COLLAPSED)
    for r, c in sorted(_layer(k1, COLLAPSED)):
        if (r, c) not in collapsed0:
            what = _building_name(k1, r, c)
            out.append(_("{name}'s {building} collapsed").format(name=name, building=what))
    ruins0 = _layer(k0, COURT_RUIN)
    for (r, c), tid in sorted(_layer(k1, COURT_RUIN).items()):
        if (r, c) not in ruins0:
            tile = court_name(tid)
            out.append(_("{name}'s {tile} (a Court building) collapsed").format(name=name, tile=tile))
    return out


def _giants(k0: Kingdom, k1: Kingdom, name: str, before: State, after: State) -> list[str]:
    """Giants that came to or left a kingdom's crowns."""
    out = []
    g0, g1 = _layer(k0, GIANT), _layer(k1, GIANT)
    to_supply = supply(after) > supply(before)
    for sq in sorted(set(g0) | set(g1)):
        diff = g1.get(sq, 0) - g0.get(sq, 0)
        where = {"name": name, "terrain": _terrain(k1, *sq)}
        if diff > 0:
            out.append(_count(ngettext("A giant came onto {name}'s {terrain} crown",
                                       "{n} giants came onto {name}'s {terrain} crown", diff), diff, **where))
        elif diff < 0 and to_supply:
            text = ngettext("A giant left {name}'s {terrain} crown for the supply",
                            "{n} giants left {name}'s {terrain} crown for the supply", -diff)
            out.append(_count(text, -diff, **where))
        elif diff < 0:
            out.append(_count(ngettext("A giant left {name}'s {terrain} crown",
                                       "{n} giants left {name}'s {terrain} crown", -diff), -diff, **where))
    return out
