"""The table's banner in words: whose turn it is and what to do now, who is thinking or playing at
another screen, or who won (the painter draws it; the replay words its own)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import match_continues, standings
from game.i18n import _
from game.i18n.formats import number
from game.ui.net_words import waiting_words
from game.ui.table import prompts
from game.ui.table.hud import BannerText
from game.ui.table.table_words import decided_text, level_title, winners_title

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView


def table_banner(sc: TableView) -> BannerText:
    """The banner's title and line: whose turn and what to do, or who won."""
    st = sc.shown
    if st.phase == "over":
        places = standings(st)
        first = places[0]
        names = [sc.session.seats[m].kingdom_name for m in first.members]
        if match_continues(st):
            title = _("Game {number} of {games} is over").format(number=number(st.match.number),
                                                                  games=number(st.match.games))
            sub = _(prompts.NEXT_GAME)
        else:
            title = winners_title(sc.session.seats[first.members[0]], names)
            sub = decided_text(first.key[0], first.decided_by)
        colour = sc.seat_colour(first.members[0])
        return BannerText(title, sub, colour, sc.session.seats[first.members[0]].colour)
    seat = st.actor
    assert seat is not None
    seat_info = sc.session.seats[seat]
    info = sc.session.person_in(st) or seat_info.holder  # the team member holding this king
    colour = sc.seat_colour(seat)
    king = sc.pieces.king_text(st)  # XXL: which of the kingdom's two kings
    title = (_("{name}'s turn · {king}").format(name=info.name, king=king) if king
             else _("{name}'s turn").format(name=info.name))
    person = sc.session.person_to_act()
    if info.is_human and person is not None and sc.session.presence(person) in ("here", "away"):
        # a friend at another screen decides
        stand_in = sc.session.stand_in(person)
        sub = waiting_words(info.name, sc.session.presence(person), stand_in,
                            level_title(stand_in) if stand_in else "")
        return BannerText(title, sub, colour, seat_info.colour)
    if not info.is_human:  # while it thinks, the "thinking" pill takes the subtitle's place
        sub = ("" if sc.ai_ticket is not None
               else _("Computer · {level}").format(level=level_title(info.level)))
        return BannerText(title, sub, colour, seat_info.colour)
    q_sub = sc.pieces.banner_sub()
    q_sub = sc.prompt.banner_sub() if q_sub is None else q_sub
    if q_sub is not None:
        sub = q_sub
    elif st.phase == "draft":
        sub = _(prompts.FIRST_CLAIM)
    elif st.step == "place":
        sub = _(prompts.MUST_DISCARD if sc.settled and sc.must_discard() else prompts.PLACE)
    else:
        sub = _(prompts.CLAIM)
    return BannerText(title, sub, colour, seat_info.colour)
