"""Hard's helper processes: they play the very deals the search would, on other cores."""

from __future__ import annotations

import time
from multiprocessing.connection import wait
from typing import Any

import pytest

from game.ai import choose, clock, montecarlo
from game.ai.helpers import Helpers, Team
from game.engine import Options, State, apply, legal_actions, new_game, view
from game.engine.rng import Rng


def _place_view(seed: int = 1, rnd: int = 3) -> State:
    state = new_game(Options(rules="queendomino", players=4), seed=seed)
    while not (state.step == "place" and state.phase == "play" and state.round >= rnd):
        state = apply(state, choose("normal", view(state), Rng(0), 1.0))
    return view(state)


@pytest.fixture(scope="module")
def helpers():
    h = Helpers(1)
    assert h.wait_ready() == 1, "the helper process did not start"
    yield h
    h.close()


def _arrival(team: Team, end: float) -> None:
    """Block until a helper of `team` has sent something (or `end`, monotonic): no polling."""
    wait([conn for _n, conn in team._conns], timeout=max(0.0, end - time.monotonic()))


def _rows(team: Team, want: int, timeout: float = 30.0) -> list[dict[int, float]]:
    out: list[dict[int, float]] = []
    end = time.monotonic() + timeout
    while len(out) < want and time.monotonic() < end:
        _arrival(team, end)
        out += team.rows()
    return out


def test_a_helper_plays_exactly_the_deals_the_search_would(helpers: Helpers) -> None:
    v = _place_view()
    st = montecarlo.setting(v)
    cands = montecarlo.candidates(v, st.ctx)
    assert len(cands) > 1
    rng = Rng(42)
    team = helpers.team(v, [c.actions for c in cands], rng, 30.0)
    assert team is not None
    try:
        rows = _rows(team, 2)
    finally:
        team.close()
    assert len(rows) >= 2
    # The helper's generator is the next draw of the search's: replaying it here must give
    # the same worths, candidate by candidate (the helper plays the same playouts).
    mine = Rng(Rng(42).next64())
    local = [montecarlo.Candidate(list(c.actions), 0.0) for c in cands]
    for row in rows[:2]:
        assert sorted(row) == list(range(len(cands)))
        expected, _ = montecarlo.sample(v, mine, local, st, float("inf"), 0.0)
        assert expected is not None
        assert [row[i] for i in range(len(cands))] == expected


def test_dropped_candidates_are_no_longer_played(helpers: Helpers) -> None:
    v = _place_view(seed=2)
    cands = montecarlo.candidates(v, montecarlo.setting(v).ctx)
    team = helpers.team(v, [c.actions for c in cands], Rng(3), 30.0)
    assert team is not None
    try:
        team.keep([0, 1])
        rows = _rows(team, 4)
    finally:
        team.close()
    assert rows and set(rows[-1]) == {0, 1}  # rows sent after the word have the two alone


def test_one_search_at_a_time_holds_the_helpers(helpers: Helpers) -> None:
    v = _place_view(seed=3)
    actions = [c.actions for c in montecarlo.candidates(v, montecarlo.setting(v).ctx)]
    first = helpers.team(v, actions, Rng(1), 5.0)
    assert first is not None
    assert helpers.team(v, actions, Rng(2), 5.0) is None  # that search runs alone
    first.close()
    again = helpers.team(v, actions, Rng(2), 5.0)
    assert again is not None
    again.close()


def test_rows_join_the_tally_only_when_they_hold_every_live_candidate() -> None:
    cands = [montecarlo.Candidate([], 0.0) for _ in range(3)]
    alive = [cands[0], cands[2]]
    counted = montecarlo._tally(cands, alive, [{0: 1.0, 1: 5.0, 2: 2.0}, {0: 3.0}, {0: 4.0, 2: 6.0}])
    assert counted == 2
    assert cands[0].results == [1.0, 4.0] and cands[2].results == [2.0, 6.0]
    assert cands[1].results == []  # dropped: its worths are not wanted any more


def test_a_search_with_helpers_plays_a_legal_move_and_uses_their_deals(helpers: Helpers, monkeypatch) -> None:
    v = _place_view(seed=4)
    # the search's clock ticks with its reads, never with the machine's load (helpers keep theirs)
    monkeypatch.setattr(clock, "source", TickingClock(0.01).perf_counter)
    ranked = montecarlo.search(v, Rng(5), 0.6, helpers=helpers)
    assert ranked[0].actions[0] in legal_actions(v)
    monkeypatch.setattr(clock, "source", TickingClock(1e-6).perf_counter)  # the sample cap ends it
    alone = montecarlo.search(v, Rng(5), 0.6, max_samples=2)
    assert len(alone[0].results) == 2
    # The helpers are free again for the next search.
    team = helpers.team(v, [c.actions for c in ranked], Rng(1), 1.0)
    assert team is not None
    team.close()


class TickingClock:
    """A clock for the search that moves `tick` seconds each time it is read: how many deals
    the search makes depends on the code alone, never on how busy the machine is."""

    def __init__(self, tick: float) -> None:
        self.now, self.tick = 0.0, tick

    def perf_counter(self) -> float:
        self.now += self.tick
        return self.now


def test_a_broken_helper_is_dropped_and_the_search_goes_on(monkeypatch) -> None:
    h = Helpers(1)
    try:
        assert h.wait_ready() == 1
        h._procs[0].terminate()
        h._procs[0].join(5)
        v = _place_view(seed=5)
        ticking = TickingClock(0.01)
        monkeypatch.setattr(clock, "source", ticking.perf_counter)  # the search's clock only
        ranked = montecarlo.search(v, Rng(6), 1.0, helpers=h)
        assert ticking.now >= montecarlo.STOP_AT  # it ran to its (ticking) deadline
        assert ranked[0].actions[0] in legal_actions(v)
        assert ranked[0].results  # its own deals
        assert h.ready() == 0
    finally:
        h.close()


def test_no_helpers_on_a_one_core_machine_or_when_asked_for_none() -> None:
    h = Helpers(0)
    v = _place_view(seed=6)
    assert h.team(v, [[a] for a in legal_actions(v)[:2]], Rng(1), 1.0) is None
    assert h.wait_ready(0.1) == 0


def test_the_table_worker_gives_hard_the_app_helpers() -> None:
    from game.ui.table.ai_worker import AIWorker, SharedHelpers

    shared = SharedHelpers(1)
    try:
        worker = AIWorker(helpers=shared)
        state = new_game(Options(rules="queendomino", players=4), seed=7)
        while not (state.step == "place" and state.phase == "play" and state.round >= 2):
            state = apply(state, choose("normal", view(state), Rng(0), 1.0))
        job = worker.wait(worker.think(state, "hard", 3, 0.3))
        assert job is not None and job.error is None
        assert job.result in legal_actions(state)
        helpers = shared.get()
        assert helpers.count == 1 and helpers.wait_ready() == 1  # started by that first Hard move
        job = worker.wait(worker.think(state, "normal", 3, 0.3))  # Normal never asks for them
        assert job is not None and job.result in legal_actions(state)
    finally:
        shared.close()


def test_a_helper_that_fails_a_job_says_so_and_serves_the_next(helpers: Helpers) -> None:
    from game.engine.actions import Claim

    v = _place_view(seed=8)
    team = helpers.team(v, [[Claim(999)], [Claim(998)]], Rng(1), 5.0)  # no such dominoes
    assert team is not None
    end = time.monotonic() + 30
    while not helpers.errors and time.monotonic() < end:
        _arrival(team, end)
        assert team.rows() == []
    team.close()
    assert helpers.errors, "the helper's failure was not reported"
    cands = montecarlo.candidates(v, montecarlo.setting(v).ctx)
    team = helpers.team(v, [c.actions for c in cands], Rng(2), 30.0)
    assert team is not None
    try:
        assert _rows(team, 1)  # the same helper plays the next search
    finally:
        team.close()


def test_closing_the_helpers_during_a_search_leaves_it_to_finish_alone() -> None:
    import threading

    h = Helpers(1)
    assert h.wait_ready() == 1
    v = _place_view(seed=9)
    result: list[object] = []
    searching = threading.Event()
    real_team = h.team

    def team(*args: Any) -> Team | None:  # the search has its helpers at work: now close them
        out = real_team(*args)
        searching.set()
        return out

    h.team = team  # type: ignore[method-assign]
    t = threading.Thread(target=lambda: result.append(montecarlo.search(v, Rng(1), 1.5, helpers=h)))
    t.start()
    assert searching.wait(30), "the search never asked for its helpers"
    h.close()  # the app quitting while an AI seat thinks
    t.join(10)
    assert result and result[0][0].actions[0] in legal_actions(v)  # type: ignore[index]
