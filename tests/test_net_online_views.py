"""One screen holding two seats hears each move once per seat, one message at a time: between
the two it must never show a seat's view from before the move (its step already taken), nor
let that seat act on it. Fed message by message, without a network."""

from __future__ import annotations

from online_fakes import CODE, FakeClient, room

from game.engine import Options, apply, legal_actions, new_game, view
from game.engine.rng import Rng
from game.net.client import Event
from game.net.online import Move, OnlineSession


def _said(state, seat: int, n: int, last: str | None) -> Event:
    return Event("state", {"type": "state", "code": CODE, "seat": seat, "n": n, "to_act": state.actor,
                           "last": last, "state": view(state, seat).to_json()})


def test_between_two_seats_messages_the_table_shows_the_move_already_made() -> None:
    r = room(status="playing")
    state = new_game(Options.from_json(r["options"]), 3)
    rng = Rng(7)
    n = 0
    # a move after which seat 0 or 1 (both at this screen) is to act again
    while True:
        action = rng.choice(legal_actions(state))
        after = apply(state, action)
        if after.actor in (0, 1):
            break
        state, n = after, n + 1
    s = OnlineSession(FakeClient(), CODE, {0, 1}, r,  # type: ignore[arg-type]
                      [_said(state, 0, n, None).data, _said(state, 1, n, None).data])
    other = 1 - after.actor
    changes = s.take(_said(after, other, n + 1, str(action)))  # the other seat hears it first
    assert [type(c) for c in changes] == [Move]
    assert s.state.to_json() == view(after, other).to_json()  # the move made, not an old view
    assert not s.human_to_act()  # the seat to act has not heard it yet
    s.take(_said(after, after.actor, n + 1, str(action)))
    assert s.state.to_json() == view(after, after.actor).to_json() and s.human_to_act()
