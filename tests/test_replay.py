"""Issue 31, point 2: a save's replay reaches step k as the engine does (the state after k
actions), for every rule set, by any path (jumps back and forth, one step on, the last step);
the rounds are marked where they begin; what it shows is the engine's view (hidden zones blanked)."""

from __future__ import annotations

import pytest

from game.engine import Options, is_over, legal_actions, view
from game.engine.rng import Rng
from game.engine.rules import RULE_SETS, get_rules
from game.engine.view import UNKNOWN
from game.replay import EVERY, Replay
from game.session import Person, Seat, Session, replay_history

PEOPLE = (("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow"), ("Eve", "purple"))


def played(rules: str, kingdoms: int, seed: int = 3, stop: int | None = None, teams: bool = False,
           **options: object) -> Session:
    """A game played at random to its end (or to `stop` actions)."""
    seats = [Seat(n, c) for n, c in PEOPLE[:kingdoms]]
    if teams:
        seats[0] = Seat("Ada", "red", partner=Person("Yves"))
    s = Session(Options(rules=rules, players=kingdoms, **options), seats, seed)
    rng = Rng(seed * 7 + 1)
    while not is_over(s.state) and (stop is None or len(s.history) < stop):
        s.play(rng.choice(legal_actions(s.state)))
    return s


def games() -> list[tuple[str, dict]]:
    """One game for each rule set, plus the variants that change the shape of a replay."""
    out: list[tuple[str, dict]] = [(name, {"kingdoms": 3}) for name in RULE_SETS]
    for name in RULE_SETS:
        rules = get_rules(name)
        if "dynasty" in {o.field for o in rules.limits.options} and len(out) < len(RULE_SETS) + 1:
            out.append((name, {"kingdoms": 2, "dynasty": True}))  # three games in one history
        if rules.limits.teams:
            out.append((name, {"kingdoms": 4, "teams": True, "court": 1}))
    return out


GAMES = games()
IDS = [f"{r}-{'-'.join(f'{k}{v}' for k, v in o.items())}" for r, o in GAMES]


def session_for(rules: str, opts: dict, stop: int | None = None) -> Session:
    o = dict(opts)
    return played(rules, o.pop("kingdoms"), stop=stop, teams=o.pop("teams", False), **o)


def engine_after(s: Session, k: int):  # type: ignore[no-untyped-def]
    return replay_history(s.options, s.seed, s.history[:k])[0]


@pytest.mark.parametrize(("rules", "opts"), GAMES, ids=IDS)
def test_the_state_at_step_k_is_the_engines_after_k_actions(rules: str, opts: dict) -> None:
    s = session_for(rules, opts)
    r = Replay.of(s)
    n = r.steps
    assert n == len(s.history) and n > 2 * EVERY
    # jumps in every direction, snapshots' edges, one step on from the last reached, the ends
    ks = [n, 0, n // 2, EVERY - 1, EVERY, EVERY + 1, n // 2 + 1, n // 2 + 2, 3, n - 1, 2 * EVERY, 1, n // 3]
    for k in ks:
        assert r.state_at(k) == engine_after(s, k), f"step {k} of {n}"
    assert r.state_at(n) == s.state
    assert r.state_at(n + 5) == s.state and r.state_at(-1) == engine_after(s, 0)  # clamped


@pytest.mark.parametrize(("rules", "opts"), GAMES, ids=IDS)
def test_rounds_are_marked_where_they_begin(rules: str, opts: dict) -> None:
    s = session_for(rules, opts)
    r = Replay.of(s)
    assert r.marks[0].step == 0 and r.marks[0].round == 0 and r.marks[0].label == "First claims"
    games_seen = {m.game for m in r.marks}
    assert games_seen == set(range(1, s.state.match.games + 1))
    for before, m in zip(r.marks, r.marks[1:], strict=False):
        st, prev = r.state_at(m.step), r.state_at(m.step - 1)
        assert m.step > before.step
        assert (st.match.number, st.round if st.phase != "draft" else 0) == (m.game, m.round)
        assert (prev.match.number, prev.round) != (st.match.number, st.round) or prev.phase != st.phase
        assert m.label == ("First claims" if m.round == 0 else f"Round {m.round}")
    # every round of every game is marked once
    rounds = {(r.state_at(k).match.number, r.state_at(k).round) for k in range(r.steps + 1)
              if r.state_at(k).phase == "play"}
    assert rounds == {(m.game, m.round) for m in r.marks if m.round > 0}
    assert r.next_mark(0, 1) == r.marks[1].step
    assert r.next_mark(r.marks[2].step + 1, -1) == r.marks[2].step
    assert r.next_mark(r.marks[2].step, -1) == r.marks[1].step
    assert r.next_mark(r.marks[-1].step, 1) == r.steps


@pytest.mark.parametrize(("rules", "opts"), GAMES, ids=IDS)
def test_what_a_step_shows_is_the_seated_view(rules: str, opts: dict) -> None:
    s = session_for(rules, opts, stop=60)  # an unfinished game: its future is in the rng and the piles
    r = Replay.of(s)
    assert r.steps == 60 and r.state_at(60) == s.state
    for k in (0, 17, 60):
        seen, full = r.seen_at(k), r.state_at(k)
        assert seen == view(full, None)
        for name, pile in seen.towers.items():
            assert all(d == UNKNOWN for d in pile), f"tower {name} shows its order"
            assert len(pile) == len(full.towers[name])
        assert all(d == UNKNOWN for d in seen.box)
        assert seen.rng != full.rng  # the generator would tell the draws to come
        if "event_pile" in full.ext:
            pile = seen.ext["event_pile"]
            assert not any(pile) and len(pile) == len(full.ext["event_pile"])


def test_a_history_that_is_not_this_games_is_refused() -> None:
    from game.engine import IllegalAction

    s = played(RULE_SETS[0], 2, stop=10)
    with pytest.raises(IllegalAction):
        Replay(s.options, s.seed + 1, s.history)
