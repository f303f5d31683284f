"""game.session: seats, playing, undo by history replay, JSON round trip."""

from __future__ import annotations

import random

import pytest

from game.engine import (
    Claim,
    IllegalAction,
    NextGame,
    Options,
    Place,
    apply,
    is_over,
    legal_actions,
    new_game,
    parse_action,
)
from game.session import Seat, Session, SessionError


def seats(*kinds: str) -> list[Seat]:
    colours = ["red", "blue", "green", "yellow"]
    return [
        Seat(f"P{i}", colours[i], k, "normal" if k == "ai" else None) for i, k in enumerate(kinds)
    ]


def play_random(session: Session, moves: int, rnd: random.Random) -> None:
    for _ in range(moves):
        if is_over(session.state):
            return
        session.play(rnd.choice(legal_actions(session.state)))


# -- seats and set-up -------------------------------------------------------------


def test_seat_checks_its_fields() -> None:
    assert Seat("Ann", "red").kind == "human"
    with pytest.raises(ValueError):
        Seat("", "red")
    with pytest.raises(ValueError):
        Seat("Ann", "pink")
    with pytest.raises(ValueError):
        Seat("Ann", "red", "robot")
    with pytest.raises(ValueError):
        Seat("Ann", "red", "human", "hard")
    with pytest.raises(ValueError):
        Seat("Bot", "red", "ai", "genius")


def test_session_needs_one_seat_per_player_and_distinct_colours() -> None:
    with pytest.raises(ValueError):
        Session(Options(players=3), seats("human", "ai"), seed=1)
    with pytest.raises(ValueError):
        Session(Options(players=2), [Seat("A", "red"), Seat("B", "red")], seed=1)
    with pytest.raises(ValueError):
        Session(Options(players=2), seats("human", "ai"), seed=True)  # type: ignore[arg-type]


def test_new_session_starts_from_the_engine_start_state() -> None:
    s = Session(Options(players=3), seats("human", "ai", "ai"), seed=99, hints=True)
    assert s.state == new_game(Options(players=3), 99)
    assert s.history == [] and s.hints and s.save_name is None
    assert s.created == s.updated and s.created.endswith("+00:00")
    assert s.humans() == [0]


# -- playing ----------------------------------------------------------------------


def test_play_records_the_text_of_each_action_and_replays() -> None:
    s = Session(Options(players=2), seats("human", "human"), seed=5)
    play_random(s, 20, random.Random(3))
    assert len(s.history) == 20
    expected = new_game(Options(players=2), 5)
    for text in s.history:
        expected = apply(expected, next(a for a in legal_actions(expected) if str(a) == text))
    assert s.state == expected == s.replay()


def test_illegal_action_leaves_the_session_unchanged() -> None:
    s = Session(Options(players=2), seats("human", "ai"), seed=5)
    play_random(s, 6, random.Random(1))
    before = (s.to_json(), s.state, list(s.history), s.updated)
    with pytest.raises(IllegalAction):
        s.play(Claim(999))
    with pytest.raises(IllegalAction):
        s.play(Place(1, 0, 0, "n"))  # a direction whose text would not read back
    assert (s.to_json(), s.state, list(s.history), s.updated) == before


# -- undo -------------------------------------------------------------------------
def forced_claim(state) -> bool:
    """The actor's only choice is one domino to claim (the table claims it by itself)."""
    options = legal_actions(state)
    return len(options) == 1 and isinstance(options[0], Claim)




def test_undo_kind_follows_the_seats() -> None:
    assert Session(Options(players=2), seats("human", "ai"), 1).undo_kind() == "to_human"
    assert Session(Options(players=4), seats("ai", "ai", "human", "ai"), 1).undo_kind() == "to_human"
    assert Session(Options(players=2), seats("human", "human"), 1).undo_kind() == "last_action"
    assert Session(Options(players=3), seats("human", "human", "ai"), 1).undo_kind() == "last_action"
    assert Session(Options(players=2), seats("ai", "ai"), 1).undo_kind() == "none"


def test_nothing_to_undo_at_the_start() -> None:
    s = Session(Options(players=2), seats("human", "human"), 1)
    assert not s.can_undo() and s.undo() == 0 and s.history == []


@pytest.mark.parametrize("human", [0, 1])
def test_undo_against_ai_goes_back_to_each_earlier_human_decision(human: int) -> None:
    kinds = ["ai", "ai"]
    kinds[human] = "human"
    s = Session(Options(players=2), seats(*kinds), seed=11)
    rnd = random.Random(4)
    decisions: list[tuple[int, object]] = []  # (history length, state) whenever the human is to act
    for _ in range(40):
        if s.state.actor == human and not forced_claim(s.state):  # the only domino left: no decision
            decisions.append((len(s.history), s.state))
        s.play(rnd.choice(legal_actions(s.state)))
    assert len(decisions) >= 5
    for length, state in reversed(decisions):
        assert s.can_undo()
        removed_from = len(s.history)
        assert s.undo() == removed_from - length
        assert len(s.history) == length and s.state == state and s.state.actor == human
    assert not s.can_undo() and s.undo() == 0
    # Back at the human's first decision: AI actions before it are kept, none by the human.
    assert all(s.seats[a].kind == "ai" for a in s._actors)


def test_hot_seat_undo_takes_back_the_last_action_only() -> None:
    s = Session(Options(players=2), seats("human", "human"), seed=2)
    rnd = random.Random(9)
    play_random(s, 10, rnd)
    history = list(s.history)
    state_before_last = s.state
    s.play(rnd.choice(legal_actions(s.state)))
    assert s.undo() == 1
    assert s.history == history and s.state == state_before_last
    assert not s.can_undo() and s.undo() == 0  # "last action only": no walking further back
    s.play(rnd.choice(legal_actions(s.state)))
    assert s.can_undo()


def test_hot_seat_with_ai_seats_undoes_back_to_the_last_human_action() -> None:
    s = Session(Options(players=4), seats("human", "ai", "human", "ai"), seed=8)
    rnd = random.Random(5)
    play_random(s, 30, rnd)
    while s.state.actor in (0, 2):  # end on AI actions after the humans' last one
        s.play(rnd.choice(legal_actions(s.state)))
    states = [Session(Options(players=4), s.seats, seed=8).state]
    for text in s.history:
        states.append(apply(states[-1], parse_action(text)))
    last_human = max(i for i, a in enumerate(s._actors) if a in (0, 2) and not forced_claim(states[i]))
    removed = len(s.history) - last_human
    assert s.undo() == removed and len(s.history) == last_human
    assert s.state.actor in (0, 2)


def test_no_undo_without_humans() -> None:
    s = Session(Options(players=2), seats("ai", "ai"), seed=8)
    play_random(s, 10, random.Random(1))
    assert not s.can_undo() and s.undo() == 0 and len(s.history) == 10


def test_undo_stops_at_the_start_of_a_dynasty_game() -> None:
    s = Session(Options(players=2, dynasty=True), seats("human", "ai"), seed=3)
    rnd = random.Random(2)
    while s.state.match.number == 1:
        s.play(rnd.choice(legal_actions(s.state)))
    start = len(s.history)
    assert s.history[-1] == str(NextGame())
    play_random(s, 12, rnd)
    assert 0 in s._actors[start:]  # the human has decisions in game 2 to take back
    while s.undo():
        pass
    assert len(s.history) >= start and s.state.match.number == 2 and len(s.state.match.results) == 1
    assert 0 not in s._actors[start:]  # back at the human's first decision of game 2


def test_undo_is_a_replay_of_the_shorter_history() -> None:
    s = Session(Options(players=3), seats("human", "ai", "ai"), seed=21)
    play_random(s, 25, random.Random(6))
    s.undo()
    assert s.state == s.replay()
    fresh = new_game(Options(players=3), 21)
    for text in s.history:
        fresh = apply(fresh, next(a for a in legal_actions(fresh) if str(a) == text))
    assert s.state == fresh


# -- JSON -------------------------------------------------------------------------


def test_json_round_trip_is_exact() -> None:
    s = Session(Options(players=3, harmony=True), seats("human", "ai", "ai"), seed=4, hints=True)
    play_random(s, 17, random.Random(0))
    s.save_name = "Tea time"
    back = Session.from_json(s.to_json())
    assert back.to_json() == s.to_json()
    assert back.state == s.state and back.seats == s.seats and back.game_id == s.game_id
    # The restored session plays on exactly like the original.
    rnd1, rnd2 = random.Random(8), random.Random(8)
    play_random(s, 30, rnd1)
    play_random(back, 30, rnd2)
    assert back.state == s.state and back.history == s.history


def test_from_json_refuses_a_snapshot_the_history_does_not_reach() -> None:
    s = Session(Options(players=2), seats("human", "ai"), seed=4)
    play_random(s, 9, random.Random(0))
    d = s.to_json()
    d["snapshot"] = Session(Options(players=2), seats("human", "ai"), seed=4).state.to_json()
    d["round"], d["scores"] = d["snapshot"]["round"], [0, 0]
    with pytest.raises(SessionError) as e:
        Session.from_json(d)
    assert e.value.inconsistent and "does not lead" in e.value.reason


def test_from_json_refuses_an_illegal_history() -> None:
    s = Session(Options(players=2), seats("human", "ai"), seed=4)
    play_random(s, 9, random.Random(0))
    d = s.to_json()
    d["history"][3] = "claim 999"
    with pytest.raises(SessionError) as e:
        Session.from_json(d)
    assert e.value.inconsistent and "action 4 of 9" in e.value.reason


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.pop("seed"), "missing seed"),
        (lambda d: d.update(extra=1), "unknown fields extra"),
        (lambda d: d.update(seed="4"), "'seed' has the wrong type"),
        (lambda d: d.update(hints=1), "'hints' has the wrong type"),
        (lambda d: d["options"].update(harmony="yes"), "option harmony must be a bool"),
        (lambda d: d["options"].update(four_choices=True), "bad set-up"),
        (lambda d: d.update(seats=d["seats"][:1]), "need 2 seats"),
        (lambda d: d["seats"][0].update(kind="alien"), "bad seat"),
        (lambda d: d.update(created="yesterday"), "'created' is not a date"),
        (lambda d: d.update(game_id="../../etc"), "bad game id"),
        (lambda d: d["snapshot"].update(rng="x"), "bad snapshot"),
        (lambda d: d.update(history=[1, 2]), "list of action texts"),
        (lambda d: d.update(rules="queendomino"), "disagree with the options"),
    ],
)
def test_from_json_refuses_wrong_shapes(change, words: str) -> None:
    s = Session(Options(players=2), seats("human", "ai"), seed=4)
    play_random(s, 5, random.Random(0))
    d = s.to_json()
    change(d)
    with pytest.raises(SessionError) as e:
        Session.from_json(d)
    assert words in e.value.reason


def test_from_json_refuses_a_summary_that_disagrees() -> None:
    s = Session(Options(players=2), seats("human", "ai"), seed=4)
    play_random(s, 15, random.Random(0))
    d = s.to_json()
    d["scores"] = [99, 99]
    with pytest.raises(SessionError) as e:
        Session.from_json(d)
    assert e.value.inconsistent


def test_undo_copes_with_a_history_edited_from_outside() -> None:
    s = Session(Options(players=2), seats("human", "human"), seed=2)
    play_random(s, 6, random.Random(1))
    s.history.pop()  # not the API, but must not break undo
    assert s.undo() == 1 and len(s.history) == 4 and s.state == s.replay()


def test_teams_map_each_king_to_the_person_holding_it(monkeypatch):
    """A kingdom played by two people: its first king is the seat holder's, its second the
    partner's; undo and the table ask this mapping, never the kingdom alone."""
    from game.engine.rules import REGISTRY, get_rules
    from game.session import Person, people_of, person_of_king

    seats = [Seat("Ann", "red", partner=Person("Bob", "ai", "easy")), Seat("Cy", "blue")]
    # kingdom 0 holds kings 0 and 2, kingdom 1 kings 1 and 3 (a 2-player 2-king table)
    kings = [0, 1, 0, 1]
    assert [p.name for _, p in people_of(seats)] == ["Ann", "Bob", "Cy"]
    assert [person_of_king(seats, kings, k) for k in range(4)] == [0, 2, 1, 2]
    with pytest.raises(ValueError, match="no teams"):
        Session(Options(players=2), seats, seed=1)

    monkeypatch.setitem(REGISTRY, "toy", "toy_rules")  # tests/toy_rules.py allows teams
    assert get_rules("toy").limits.teams
    s = Session(Options(rules="toy", players=2), seats, seed=3)
    for _ in range(60):
        state = s.state
        king = state.acting_king
        who = s.player_to_act()
        assert who is not None and who.name == ["Ann", "Bob", "Cy", "Cy"][
            person_of_king(seats, state.kings, king) if state.kings[king] == 0 else 2]
        assert s.human_to_act() == (who.name != "Bob")
        s.play(random.Random(len(s.history)).choice(legal_actions(state)))
    assert s.humans() == [0, 2]


def test_a_team_seat_round_trips_through_json():
    from game.session import Person

    seat = Seat("Ann", "red", partner=Person("Bob", "ai", "hard"))
    assert Seat.from_json(seat.to_json()) == seat
    assert [p.name for p in seat.members] == ["Ann", "Bob"]
    with pytest.raises(SessionError):
        Seat.from_json({**seat.to_json(), "partner": {"name": "Bob"}})


def test_asking_about_undo_after_every_move_never_replays_the_game(monkeypatch) -> None:
    """The table asks `can_undo` after every move: answering must not replay the history
    (one replay per claim made the whole-game tests quadratic in the game's length)."""
    import game.session as session_module

    s = Session(Options(rules="xxl", players=3), seats("human", "human", "ai"), seed=5)
    starts: list[int] = []
    real = session_module.new_game
    monkeypatch.setattr(session_module, "new_game", lambda *a: starts.append(1) or real(*a))
    rnd = random.Random(3)
    while s.state.round < 12:
        s.play(rnd.choice(legal_actions(s.state)))
        s.can_undo()
    assert starts == []
    back = Session.from_json(s.to_json())
    starts.clear()
    for _ in range(5):
        back.can_undo()
    assert len(starts) <= 1  # after a load: the forced claims are read in one replay


def test_the_coach_reviews_only_this_screens_people_after_a_game_on_a_server():
    from game.coach.decisions import decisions
    from game.engine import Options, legal_actions
    from game.engine.rng import Rng
    from game.session import Seat, Session

    s = Session(Options(players=2), [Seat("Ada", "red"), Seat("Bob", "blue")], 3)
    rng = Rng(3)
    while not s.is_over():
        s.play(rng.choice(legal_actions(s.state)))
    assert s.reviewed() == [0, 1]  # a local game: every human
    s.here = {1}  # Bob's screen, after the server's record became this Session
    assert s.reviewed() == [1]
    assert {d.person for d in decisions(s)} == {1}
    again = Session.from_json(s.to_json())
    assert again.here == {1} and again.reviewed() == [1]  # saved: a loaded game, Bob's moves only
    s.here = None
    assert "here" not in s.to_json()  # a local game writes nothing new: older readers read it
    bad = {**s.to_json(), "here": [5]}
    with pytest.raises(SessionError, match="here"):
        Session.from_json(bad)
