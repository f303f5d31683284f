"""An online game's results open on the server's record, not before it: the record (seed and
every action) is the Session the results save and the coach reviews. Under load the last move's
view can come a while before the record; the table waits for it (no network: events fed in)."""

from __future__ import annotations

from online_fakes import CODE, FakeClient, room

from game.engine import apply, legal_actions, view
from game.engine.rng import Rng
from game.net.client import Event
from game.net.online import OnlineSession
from game.ui.screens.results import ResultsScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session


def _state(state, n: int, last: str | None) -> dict:
    return {"type": "state", "code": CODE, "seat": 0, "n": n, "to_act": state.actor, "last": last,
            "state": view(state, 0).to_json()}


def test_the_results_of_an_online_game_wait_for_the_servers_record(tmp_path) -> None:
    done = make_session(2, seed=3)
    rng = Rng(2)
    while True:  # the game to its last move, which the server has not sent yet
        action = rng.choice(legal_actions(done.state))
        if apply(done.state, action).phase == "over":
            break
        done.play(action)
    before = done.state
    done.play(action)
    r = {**room(players=2, status="playing"), "options": done.options.to_json()}
    online = OnlineSession(FakeClient(), CODE, {0}, r, [_state(before, len(done.history) - 1, None)])  # type: ignore[arg-type]
    events = [Event("state", _state(done.state, len(done.history), str(action)))]
    online.client.poll = lambda: [events.pop(0)] if events else []  # type: ignore[method-assign]
    ctx = headless_context(save_dir=tmp_path / "saves")
    driver = Driver(ctx)
    table = TableScene(ctx, online)  # type: ignore[arg-type]
    ctx.manager.push(table)
    driver.run(240)  # the last move animated, and far longer than the results' pause
    assert table.settled and online.is_over() and ctx.manager.top is table  # no record: no results yet
    record = {"options": done.options.to_json(), "seats": [s.to_json() for s in done.seats],
              "seed": done.seed, "history": done.history[:]}
    events.append(Event("over", {"type": "over", "code": CODE, "record": record}))
    driver.run(240)
    results = ctx.manager.top
    assert isinstance(results, ResultsScene) and not results.session.remote
    assert results.session.history == done.history and results.session.here == {0}
