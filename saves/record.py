"""A finished game's statistics record: who held each kingdom, its score, place and score parts.

Made once, when a finished game's final save is written or first indexed (saves/store.py), and
read by the statistics (saves/stats.py) without replaying the file again.
"""

from __future__ import annotations

from typing import Any

from game.engine import apply, match_standings, new_game, parse_action, scores
from game.session import NEXT_GAME, Session

JSON = dict[str, Any]


def _parts_per_game(session: Session) -> list[list[dict[str, int]]]:
    """Each game's score parts per kingdom: a Dynasty's earlier games are read again from the
    history (their boards are gone from the final state)."""
    state = session.state
    if state.match.games == 1:
        return [[b.parts() for b in scores(state)]]
    out = []
    s = new_game(session.options, session.seed)
    for text in session.history:
        if text == NEXT_GAME:
            out.append([b.parts() for b in scores(s)])
        s = apply(s, parse_action(text))
    out.append([b.parts() for b in scores(s)])
    return out


def record_of(session: Session) -> JSON | None:
    """A finished game's record (JSON), or None while it is not finished."""
    if not session.is_over():
        return None
    state = session.state
    n = len(state.kingdoms)
    totals = state.match.totals(n) if state.match.games > 1 else [b.total for b in scores(state)]
    rank = {k: place.rank for place in match_standings(state) for k in place.members}
    parts: list[dict[str, int]] = [{} for _ in range(n)]
    for game in _parts_per_game(session):
        for k, p in enumerate(game):
            for group, points in p.items():
                parts[k][group] = parts[k].get(group, 0) + points
    return {
        "game_id": session.game_id,
        "rules": session.options.rules,
        "games": state.match.games,
        "when": session.created,  # when it began: saving it again later must not move it
        "kingdoms": [{"members": [m.to_json() for m in seat.members], "score": totals[k],
                      "rank": rank[k], "parts": parts[k]} for k, seat in enumerate(session.seats)],
    }
