"""Saves, Continue and undo for Queendomino and Royal Wedding XXL games (teams and the Court
included): a saved game loads to the same position and plays on."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import Options, is_over, legal_actions
from game.session import Person, Seat, Session
from saves import SaveStore
from saves.format import decode, encode, parse


def _seats(n: int, team: bool) -> list[Seat]:
    colours = ["red", "blue", "green", "yellow", "purple"]
    seats = [Seat("Ann", "red", partner=Person("Bea", "ai", "normal") if team else None)]
    seats += [Seat(f"Bot {i}", colours[i], "ai", "easy") for i in range(1, n)]
    return seats


CASES = [
    ("queendomino", 2, 0, False),
    ("queendomino", 4, 0, False),
    ("xxl", 3, 1, True),
    ("xxl", 5, 2, True),
]


@pytest.mark.parametrize("rules, players, court, team", CASES)
def test_a_game_saves_loads_and_plays_on(tmp_path: Path, rules, players, court, team):
    s = Session(Options(rules=rules, players=players, court=court), _seats(players, team), seed=5)
    rnd = random.Random(players)
    store = SaveStore(tmp_path)
    for _ in range(120):
        s.play(rnd.choice(legal_actions(s.state)))
        store.autosave(s)
    loaded = store.load(store.autosave_path(s))
    assert loaded.state == s.state and loaded.history == s.history and loaded.seats == s.seats
    assert decode(parse(encode(loaded))).state == s.state
    info = store.latest_unfinished()
    assert info is not None and store.load(info.path).state == s.state  # Continue
    while not is_over(loaded.state):  # the loaded game plays to its end
        loaded.play(rnd.choice(legal_actions(loaded.state)))
    path = store.save(loaded, "finished")
    assert store.load(path).state == loaded.state


def test_undo_in_a_team_game_goes_back_to_the_human_decision():
    s = Session(Options(rules="xxl", players=3), _seats(3, True), seed=8)
    rnd = random.Random(1)
    while s.person_to_act() != 0:  # until Ann (a human) is asked
        s.play(rnd.choice(legal_actions(s.state)))
    before = s.state
    s.play(rnd.choice(legal_actions(s.state)))
    while s.person_to_act() != 0 and not is_over(s.state):
        s.play(rnd.choice(legal_actions(s.state)))
    assert s.undo() >= 1
    assert s.state == before and s.person_to_act() == 0
