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
from game.i18n import _, formats, ngettext
from game.i18n.content import challenge_text as describe_challenge
from game.i18n.content import (
    challenge_title,
    court_name,
    court_tile_name,
    domino_text,
    event_name,
    event_text,
)
from game.i18n.content import court_score as score_words
from game.i18n.content import court_text as court_words
from game.ui.rich_text import plain
from game.ui.table.queendomino.words import coins_words
from game.ui.table.stages import table_tower
from game.ui.table.xxl.words import resource_word

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView
    from game.ui.table.xxl.protocol import XPieces


def domino_words(did: int) -> str:
    """A domino in words: its halves and crowns, and what a giant or footprint domino does."""
    d = domino(did)
    text = domino_text(did)
    if d.kind == "giant":
        text += "\n" + _("Giant: placed or discarded, a giant from the supply covers one of your crowns")
    elif d.kind == "footprints":
        text += "\n" + _("Footprints: placed, it sends one of your giants to another kingdom")
    return text


def square_words(sc: TableView, seat: int, r: int, c: int) -> str | None:
    """What stands on a kingdom's square besides buildings, in words (None: nothing)."""
    k = sc.shown.kingdoms[seat]
    parts = []
    if (n := int(k.at("giant", r, c) or 0)) > 0:
        parts.append(ngettext("A giant covers this square's crowns", "{n} giants cover this square's crowns",
                              n).format(n=formats.number(n)))
    if (key := k.at("court", r, c)):
        ch = character(str(key))
        parts.append(_("{tile} (a Court character): {worth}.").format(tile=court_tile_name(ch),
                                                                      worth=score_words(ch)))
    if (tid := k.at(COURT_BUILDING, r, c)):
        cb = tile_data(int(tid))
        parts.append(_("{tile} (a Court building): {worth}.").format(tile=court_tile_name(cb),
                                                                     worth=score_words(cb)))
    if (res := k.at("resource", r, c)):
        token = _("A resource token: {resource} (pays for the Court)")
        parts.append(token.format(resource=resource_word(str(res))))
    if (tid := k.at(COURT_RUIN, r, c)):
        parts.append(_("{tile}, a collapsed Court building: it counts for nothing until C′ puts it back "
                       "({rebuild}) or clears the square ({clear})").format(
            tile=court_name(int(tid)), rebuild=coins_words(REBUILD_COST), clear=coins_words(CLEAR_COST)))
    costs = {"rebuild": coins_words(REBUILD_COST), "clear": coins_words(CLEAR_COST)}
    if k.at("collapsed", r, c):
        parts.append(_("A collapsed building: C′ rebuilds it ({rebuild}) or clears the square ({clear})")
                     .format(**costs))
    elif (n := int(k.at(FALLEN, r, c) or 0)) > 0:
        # whole sentences: the second edition also clears a fallen tower, one at a time
        if edition_2(sc.shown):
            text = ngettext("A fallen tower: counts for nothing (not for the Queen, not for points) "
                            "until C′ stands one up ({rebuild}) or clears one ({clear})",
                            "{n} fallen towers: count for nothing (not for the Queen, not for points) "
                            "until C′ stands one up ({rebuild}) or clears one ({clear})", n)
        else:
            text = ngettext("A fallen tower: counts for nothing (not for the Queen, not for points) "
                            "until C′ stands it up ({rebuild})",
                            "{n} fallen towers: count for nothing (not for the Queen, not for points) "
                            "until C′ stands them up ({rebuild})", n)
        parts.append(text.format(n=formats.number(n), **costs))
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
        return _("{event} (this round's event)").format(event=event_name(eid)) + "\n" + plain(event_text(eid))
    for cid, rect in x.challenge_rects:
        if rect.collidepoint(pos):
            now = [f"{sc.session.seats[n].kingdom_name} {challenge_points(b).get(cid, 0)}"
                   for n, b in enumerate(scores(st))]
            now_words = _("Now: {scores}").format(scores=" · ".join(now))
            return f"{challenge_title(cid)}\n{describe_challenge(cid)}\n{now_words}"
    if (did := line_domino_at(x, pos)) is not None:
        return domino_words(did)
    if sc.hover_cell is not None and (text := square_words(sc, *sc.hover_cell)) is not None:
        return text
    for tid, rect in x.court_rects:
        if rect.collidepoint(pos):
            head = _("{tile} (The Court): buy it with 2 different resources").format(tile=court_name(tid))
            return f"{head}\n{court_words(tile_data(tid))}"
    if x.geom.supply.collidepoint(pos):
        dead = cemetery(st)
        giants = supply(st)
        head = ngettext("The supply: {n} giant waits for a giant domino or an event.",
                        "The supply: {n} giants wait for a giant domino or an event.", giants)
        text = head.format(n=formats.number(giants)) + "\n" + _(
            "Towers and knights come from an unlimited supply, coins from an unlimited bank.")
        if dead:
            text += "\n" + ngettext("The cemetery holds {n} knight the events took.",
                                    "The cemetery holds {n} knights the events took.", dead).format(
                n=formats.number(dead))
        return text
    if x.geom.queen.collidepoint(pos):
        host = queen_host(st)
        if host is None:
            where = _("The Queen waits on her tower.")
        else:
            kingdom = sc.session.seats[int(host)].kingdom_name
            where = _("The Queen is hosted by {kingdom}.").format(kingdom=kingdom)
        return where + "\n" + _("Her host pays 1 coin less for a building, cannot bribe a Dragon, and her "
                                "crown counts on its largest territory at the end.")
    if x.geom.dragon.collidepoint(pos):
        flown = sum(1 for d in dragons(st) if d is not None)
        cave = len(dragons(st)) - flown
        home = ngettext("The Dragons' cave: {n} Dragon at home, {flown} flown this round.",
                        "The Dragons' cave: {n} Dragons at home, {flown} flown this round.", cave)
        return (home.format(n=formats.number(cave), flown=formats.number(flown)) + "\n"
                + _("At the Dragons step a kingdom may bribe one (1 coin): it burns a building on the rows."))
    return None
