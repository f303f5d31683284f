"""What the XXL table says in words when the pointer rests on something (the event, a
challenge, a line domino, a kingdom's pieces, a Court tile). Text only from the state shown;
nothing here changes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import scores
from game.engine.content import domino
from game.engine.court_data import character
from game.engine.fullscore import challenge_points
from game.engine.layers import FALLEN
from game.engine.rules.economy_steps import dragons, queen_host
from game.engine.rules.xxl_common import cemetery, current_event
from game.engine.rules.xxl_giants import supply
from game.engine.rules.xxl_steps import CLEAR_COST, COURT_BUILDING, COURT_RUIN, REBUILD_COST, tile_data
from game.engine.state import edition_2
from game.ui.content_words import challenge_text as describe_challenge
from game.ui.content_words import challenge_title, court_tile_name, domino_text, event_name, event_text
from game.ui.content_words import court_score as score_words
from game.ui.content_words import court_text as court_words
from game.ui.rich_text import plain
from game.ui.table.prompts import coins_text
from game.ui.table.stages import table_tower
from game.ui.table.xxl.playmat_view import court_name

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView
    from game.ui.table.xxl.protocol import XPieces


def domino_words(did: int) -> str:
    """A domino in words: its halves and crowns, and what a giant or footprint domino does."""
    d = domino(did)
    text = domino_text(did)
    if d.kind == "giant":
        text += "\nGiant: placed or discarded, a giant from the supply covers one of your crowns"
    elif d.kind == "footprints":
        text += "\nFootprints: placed, it sends one of your giants to another kingdom"
    return text


def square_words(sc: TableView, seat: int, r: int, c: int) -> str | None:
    """What stands on a kingdom's square besides buildings, in words (None: nothing)."""
    k = sc.shown.kingdoms[seat]
    parts = []
    if (n := int(k.at("giant", r, c) or 0)) > 0:
        parts.append(f"{'A giant covers' if n == 1 else f'{n} giants cover'} this square's crowns")
    if (key := k.at("court", r, c)):
        ch = character(str(key))
        parts.append(f"{court_tile_name(ch)} (a Court character): {score_words(ch)}.")
    if (tid := k.at(COURT_BUILDING, r, c)):
        cb = tile_data(int(tid))
        parts.append(f"{court_tile_name(cb)} (a Court building): {score_words(cb)}.")
    if (res := k.at("resource", r, c)):
        parts.append(f"A {res} resource token (pays for the Court)")
    if (tid := k.at(COURT_RUIN, r, c)):
        parts.append(f"{court_name(int(tid))}, a collapsed Court building: it counts for "
                     f"nothing until C′ puts it back ({coins_text(REBUILD_COST)}) or clears the square "
                     f"({coins_text(CLEAR_COST)})")
    if k.at("collapsed", r, c):
        parts.append(f"A collapsed building: C′ rebuilds it ({coins_text(REBUILD_COST)}) "
                     f"or clears the square ({coins_text(CLEAR_COST)})")
    elif (n := int(k.at(FALLEN, r, c) or 0)) > 0:
        what = "A fallen tower" if n == 1 else f"{n} fallen towers"
        one = "stands one up" if edition_2(sc.shown) or n == 1 else "stands them up"
        clear = f" or clears one ({coins_text(CLEAR_COST)})" if edition_2(sc.shown) else ""
        parts.append(f"{what}: counts for nothing (not for the Queen, not for points) until C′ {one} "
                     f"({coins_text(REBUILD_COST)}){clear}")
    return "\n".join(parts) if parts else None


def line_domino_at(x: XPieces, pos: tuple[int, int]) -> int | None:
    """The face-up domino of either tower's lines under `pos`, if any."""
    sc = x.scene
    did = next((d for d, rect in x.line_rects if rect.collidepoint(pos)), None)
    if did is None and (hit := sc.geom.slot_at(pos)) is not None and sc.ghost is None:
        which, i = hit
        draft = sc.shown.drafts[table_tower(sc.shown)]  # the first claims: the acting king's tower
        line = draft.current if which == "current" else draft.next
        if line and i < len(line) and (which == "current" or draft.next_face_up):
            did = line[i].domino or None
    return did


def hover_text(x: XPieces, pos: tuple[int, int]) -> str | None:
    """The note for what is under the pointer, None when nothing there has one."""
    sc = x.scene
    st = sc.shown
    eid = current_event(st)
    if eid is not None and x.geom.event.collidepoint(pos):  # the whole card, unclipped
        return f"{event_name(eid)} (this round's event)\n{plain(event_text(eid))}"
    for cid, rect in x.challenge_rects:
        if rect.collidepoint(pos):
            now = [f"{sc.session.seats[n].kingdom_name} {challenge_points(b).get(cid, 0)}"
                   for n, b in enumerate(scores(st))]
            return f"{challenge_title(cid)}\n{describe_challenge(cid)}\nNow: {' · '.join(now)}"
    if (did := line_domino_at(x, pos)) is not None:
        return domino_words(did)
    if sc.hover_cell is not None and (text := square_words(sc, *sc.hover_cell)) is not None:
        return text
    for tid, rect in x.court_rects:
        if rect.collidepoint(pos):
            return (f"{court_name(tid)} (The Court): buy it with 2 different resources\n"
                    f"{court_words(tile_data(tid))}")
    if x.geom.supply.collidepoint(pos):
        dead = cemetery(st)
        return (f"The supply: {supply(st)} giants wait for a giant domino or an event.\n"
                "Towers and knights come from an unlimited supply, coins from an unlimited bank"
                + (f";\nthe cemetery holds {dead} knight{'s' if dead != 1 else ''} the events took." if dead
                   else "."))
    if x.geom.queen.collidepoint(pos):
        host = queen_host(st)
        where = ("waits on her tower" if host is None
                 else f"is hosted by {sc.session.seats[int(host)].kingdom_name}")
        return (f"The Queen {where}.\nHer host pays 1 coin less for a building, cannot bribe a "
                "Dragon, and her crown counts on its largest territory at the end.")
    if x.geom.dragon.collidepoint(pos):
        flown = sum(1 for d in dragons(st) if d is not None)
        cave = len(dragons(st)) - flown
        home = f"{cave} Dragon{'s' if cave != 1 else ''} at home, {flown} flown this round"
        return (f"The Dragons' cave: {home}.\n"
                "At the Dragons step a kingdom may bribe one (1 coin): it burns a building on the rows.")
    return None
