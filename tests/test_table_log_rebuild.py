"""The log a table opens with (`rebuild_log`) writes only the moves it keeps, from the end back:
the same lines, in the same order, as writing every move's from the start."""

from __future__ import annotations

from table_helpers import open_table

from game.engine import apply, legal_actions, new_game, parse_action
from game.engine.rng import Rng
from game.ui.table.harness import make_session
from game.ui.table.table_log import KEEP, log_entries, rebuild_log


def test_the_rebuilt_log_is_the_last_lines_of_the_whole_game(tmp_path) -> None:
    session = make_session(4, seed=5, rules="xxl")
    rng = Rng(2)
    while session.state.phase != "over":
        session.play(rng.choice(legal_actions(session.state)))
    _ctx, scene, _driver = open_table(tmp_path, session)
    whole = []
    state = new_game(session.options, session.seed)
    for text in session.history:
        action = parse_action(text)
        after = apply(state, action)
        whole += log_entries(scene, state, action, after, state.actor)
        state = after
    assert len(whole) > KEEP  # the game wrote more than the log keeps: some moves were skipped
    assert rebuild_log(scene) == whole[-KEEP:]
