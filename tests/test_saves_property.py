"""Property tests: saved at any moment, a game loads back and plays on identically; no file crashes a load."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import Options, is_over, legal_actions
from game.session import COLOURS, Seat, Session
from saves import SaveError, SaveStore
from saves.format import decode, document, encode, parse
from saves.migrations import CURRENT


@st.composite
def options(draw: st.DrawFn) -> Options:
    players = draw(st.integers(2, 4))
    return Options(
        players=players,
        mighty_duel=players == 2 and draw(st.booleans()),
        four_choices=players == 3 and draw(st.booleans()),
        middle_kingdom=draw(st.booleans()),
        harmony=draw(st.booleans()),
        dynasty=draw(st.booleans()),
    )


@st.composite
def sessions(draw: st.DrawFn) -> Session:
    o = draw(options())
    kinds = draw(st.lists(st.sampled_from(["human", "ai"]), min_size=o.players, max_size=o.players))
    # what the name field lets a player type: printable characters (str.isprintable)
    typed = st.characters(exclude_categories=("C", "Z"), include_characters=" ")
    names = st.text(typed, min_size=1, max_size=12).filter(str.strip)
    seats = [
        Seat(draw(names), COLOURS[i], k,
             draw(st.sampled_from(["easy", "normal", "hard"])) if k == "ai" else None)
        for i, k in enumerate(kinds)
    ]
    return Session(o, seats, seed=draw(st.integers(0, 2**64 - 1)), hints=draw(st.booleans()))


def play_on(session: Session, rnd: random.Random, moves: int) -> None:
    for _ in range(moves):
        if is_over(session.state):
            return
        session.play(rnd.choice(legal_actions(session.state)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(session=sessions(), before=st.integers(0, 300), play_seed=st.integers(), slot=st.booleans(),
       undo=st.booleans())
def test_saved_at_a_random_moment_a_game_continues_identically(
    session: Session, before: int, play_seed: int, slot: bool, undo: bool
) -> None:
    play_on(session, random.Random(play_seed), before)
    if undo:
        session.undo()
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder))
        path = store.save(session, "property") if slot else store.autosave(session)
        loaded = store.load(path)
        assert loaded.to_json() == session.to_json()
        assert (loaded.undo_kind(), loaded.humans()) == (session.undo_kind(), session.humans())

        rnd_a, rnd_b = random.Random(play_seed + 1), random.Random(play_seed + 1)
        while not is_over(session.state):
            play_on(session, rnd_a, 1)
            play_on(loaded, rnd_b, 1)
            assert loaded.state == session.state
        assert loaded.history == session.history
        assert store.load(store.autosave(loaded)).state == session.state


def _good_file() -> bytes:
    s = Session(Options(players=3), [Seat("A", "red"), Seat("B", "blue", "ai", "easy"), Seat("C", "green")],
                seed=5)
    play_on(s, random.Random(5), 20)
    return encode(s)


GOOD = _good_file()
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)


@settings(max_examples=150, deadline=None)
@given(cut=st.integers(0, len(GOOD)), flips=st.lists(st.tuples(st.integers(0, len(GOOD) - 1),
                                                               st.integers(0, 255)), max_size=4))
def test_damaged_bytes_load_or_give_a_reason(cut: int, flips: list[tuple[int, int]]) -> None:
    data = bytearray(GOOD[:cut] if cut else GOOD)
    for at, value in flips:
        if at < len(data):
            data[at] = value
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "damaged.json"
        path.write_bytes(bytes(data))
        try:
            SaveStore(Path(folder)).load(path)
        except SaveError as e:
            assert e.reason and "\n" not in e.reason
        [info] = SaveStore(Path(folder)).list()
        assert info.ok or info.reason
        assert path.read_bytes() == bytes(data)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_json_in_any_field_loads_or_gives_a_reason(data: st.DataObject) -> None:
    doc = json.loads(GOOD)
    target = doc
    # Walk down a random path of the document and replace what is there with random JSON.
    while True:
        keys = list(target) if isinstance(target, dict) else list(range(len(target)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys))
        child = target[key]
        if isinstance(child, dict | list) and child and data.draw(st.booleans()):
            target = child
            continue
        target[key] = data.draw(json_values)
        break
    try:
        decode(parse(json.dumps(doc).encode()))
    except SaveError as e:
        assert e.reason and "\n" not in e.reason


def test_the_fuzzed_file_is_a_real_save() -> None:
    assert decode(parse(GOOD)).history and document(decode(parse(GOOD)))["schema"] == CURRENT
