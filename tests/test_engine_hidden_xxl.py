"""Issue 27 point 4, the engine's side (rulings §3): which events were dealt is unknown to every
seat, and the face-down Age of Giants line shows its numbers to everyone."""

from __future__ import annotations

from game.engine import Options, State, apply, determinize, legal_actions, new_game, view
from game.engine.events import load_events
from game.engine.rng import Rng
from game.engine.rules.xxl_steps import AOG, FE
from game.engine.view import tower_zones


def played(players: int, rounds: int, seed: int = 5, court: int = 0) -> State:
    """A random XXL game played until `rounds` rounds have started (in the FE phase)."""
    s = new_game(Options(rules="xxl", players=players, court=court), seed)
    rng = Rng(seed)
    while not (s.round >= rounds and s.tower == FE and s.phase == "play" and not s.pending):
        s = apply(s, rng.choice(legal_actions(s)))
    return s


def revealed(s: State) -> set[str]:
    return set(s.ext["events_done"]) | ({s.ext["event"]} if s.ext["event"] is not None else set())


def test_states_differing_only_in_the_events_dealt_look_the_same_to_every_seat() -> None:
    s = played(4, 3)
    t = s.copy()
    out = [e.id for e in load_events() if e.id not in t.ext["event_pile"] and e.id not in revealed(t)]
    assert out, "a 4-kingdom game leaves events out of the box"
    t.ext["event_pile"][0] = out[0]  # a different event dealt, everything else the same
    assert t != s
    for seat in (None, *range(4)):
        assert view(t, seat).to_json() == view(s, seat).to_json()


def test_a_view_lists_every_event_not_yet_revealed() -> None:
    s = played(3, 2)
    v = view(s, 0)
    assert v.hidden is not None
    assert sorted(v.hidden["events"]) == sorted(e.id for e in load_events() if e.id not in revealed(s))
    assert v.ext["event_pile"] == [""] * len(s.ext["event_pile"])  # how many tiles: public


def test_determinize_deals_a_random_subset_of_the_unrevealed_events() -> None:
    s = played(5, 2)
    v = view(s, 1)
    unrevealed = {e.id for e in load_events()} - revealed(s)
    piles = [determinize(v, Rng(seed)).ext["event_pile"] for seed in range(30)]
    for pile in piles:
        assert len(pile) == len(s.ext["event_pile"]) and len(set(pile)) == len(pile)
        assert set(pile) <= unrevealed
    dealt_outside = {e for pile in piles for e in pile} - set(s.ext["event_pile"])
    assert dealt_outside, "events left out of the game must be possible in a searcher's deal"


def test_the_face_down_line_keeps_its_numbers_in_every_view() -> None:
    s = played(3, 2, court=1)
    draft = s.drafts[AOG]
    assert draft.next is not None and not draft.next_face_up
    ids = [sl.domino for sl in draft.next]
    for seat in (None, 0, 2):
        v = view(s, seat)
        assert [sl.domino for sl in v.drafts[AOG].next or []] == ids
        assert v.hidden is not None and not set(ids) & set(v.hidden[AOG])
        assert sorted(v.hidden[AOG]) == sorted(s.towers[AOG])
        d = determinize(v, Rng(3))
        assert [sl.domino for sl in d.drafts[AOG].next or []] == ids
        assert sorted(d.towers[AOG]) == sorted(s.towers[AOG])


def test_the_rule_sets_name_their_domino_towers() -> None:
    xxl = played(3, 1)
    assert {t: z.sets for t, z in tower_zones(xxl).items()} == {
        FE: ("queendomino", "fantastic_era"), AOG: ("kingdomino", "age_of_giants")}
    for rules, sets in (("kingdomino", ("kingdomino",)), ("queendomino", ("queendomino",))):
        s = new_game(Options(rules=rules, players=2), 1)
        (zone,) = tower_zones(s).values()
        assert zone.with_box and zone.sets == sets
