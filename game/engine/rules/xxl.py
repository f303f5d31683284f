"""Royal Wedding XXL (seeds 000/001 and rulings §3): 3–5 kingdoms (each one person or a team
of two), two towers of 60 dominoes, two draft lines a round, giants, challenges, Fantastic
Events, two Dragons and two builders' rows, optionally The Court.

A round: the current Fantastic Event takes effect; the Fantastic Era phase (kings on the
claimed FE line, in line order, each doing A place → B tax → C build → C′ restore →
D Court → E bribe → F claim); the face-down Age of Giants line is revealed and its phase
runs the same way; then the end of the round (builders' rows and Court refilled, Dragons
home, new lines, next event revealed). The last round has no claims.

Kings: kingdom k holds kings 2k (Fantastic Era) and 2k+1 (Age of Giants); in a team the
seat's holder plays the first, the partner the second.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from .. import challenges as quests
from ..buildings import building, buildings_of
from ..content import TOWERS, domino, tower
from ..court_data import SET_ID_OFFSET, buy_costs, characters, court_buildings
from ..economy import crown_layer
from ..errors import BadOptions
from ..events import event, events_per_game, load_events
from ..fullscore import extra_terms
from ..kingdom import Kingdom
from ..layers import COINS, GUARD
from ..rng import Rng
from ..scoring import Bonus
from ..state import Draft, Options, Slot, State
from ..view import TowerZone
from ..words import N_
from . import queendomino as qd
from .base import Adapters, HiddenZone, Limits, OptionSpec, RuleSet, ScorePart
from .economy_steps import PRICES, BribeStep, BuildingPiles, TaxStep, refill_rows
from .xxl_common import settle
from .xxl_steps import (
    AOG,
    FE,
    ClaimStep,
    CountedBuildAgainStep,
    CountedBuildStep,
    CourtStep,
    PayDecision,
    PlaceStep,
    PlaceTileDecision,
    RestoreStep,
    refill_court,
    tower_of,
)

GRIDS = MappingProxyType({3: (9, 1), 4: (8, 2), 5: (7, 1)})  # kingdoms -> (grid, starting tile side)
# The Court is a choice of 0, 1 or 2 sets, not a switch
COURT_OPTION = OptionSpec("court", N_("The Court"),
                          N_("Courtiers bought with resources gathered in your kingdom"),
                          values=(0, 1, 2),
                          captions=(N_("Without The Court"), N_("The Court · 1 set"),
                                    N_("The Court · 2 sets")),
                          tip=N_("The Court: buy characters with resources"))
START_COINS, START_KNIGHTS, CHALLENGES = 7, 1, 4
GIANTS = 6  # giants in the Age of Giants box


def check_options(o: Options) -> None:
    if o.rules != "xxl":
        raise BadOptions(f"these are not Royal Wedding XXL options: rules {o.rules!r}")
    if o.players not in GRIDS:
        raise BadOptions("Royal Wedding XXL is for 3, 4 or 5 kingdoms")
    if o.court not in (0, 1, 2):
        raise BadOptions("The Court is played with 0, 1 or 2 sets")
    if o.mighty_duel or o.four_choices or o.middle_kingdom or o.harmony or o.dynasty:
        raise BadOptions("Royal Wedding XXL scores challenges instead of the Kingdomino variants")


def draw_line(state: State, name: str) -> list[Slot] | None:
    pile = state.towers[name]
    if not pile:
        return None
    drawn = [pile.pop() for _ in range(min(len(state.kingdoms), len(pile)))]
    drawn.sort(key=lambda d: domino(d).sort)  # letters (giants) first, then numbers
    return [Slot(d) for d in drawn]


def setup(o: Options, rng: Rng) -> State:
    check_options(o)
    n = o.players
    grid, start = GRIDS[n]
    towers: dict[str, list[int]] = {}
    for name in (FE, AOG):
        ids = [d.id for d in tower(name)]
        rng.shuffle(ids)
        towers[name] = ids
    # the purse: each kingdom's first king drawn claims on the FE line, its second on AoG
    purse = [k for k in range(n) for _ in range(2)]
    rng.shuffle(purse)
    seen: set[int] = set()
    order = []
    for k in purse:
        order.append(2 * k + (1 if k in seen else 0))
        seen.add(k)
    state = State(
        options=o, rng=rng, kingdoms=[Kingdom(grid, start) for _ in range(n)],
        kings=[i // 2 for i in range(2 * n)], towers=towers, box=[], discard=[],
        drafts={FE: Draft(), AOG: Draft()}, phase="draft", tower=FE, order=order, step="claim",
    )
    for kingdom in state.kingdoms:
        kingdom.vals[COINS] = START_COINS
        kingdom.vals[GUARD] = START_KNIGHTS
    for name in (FE, AOG):
        state.drafts[name].current = draw_line(state, name) or []
    state.ext = _shared_setup(state, rng)
    return state


def _shared_setup(state: State, rng: Rng) -> dict[str, Any]:
    o = state.options
    tiles = [b.id for b in buildings_of("queendomino")] + [b.id for b in buildings_of("fantastic_era")]
    rng.shuffle(tiles)
    half = len(tiles) // 2
    piles = [tiles[:half], tiles[half:]]
    rows = [[pile.pop() for _ in PRICES] for pile in piles]
    events = [e.id for e in load_events()]
    rng.shuffle(events)
    events = events[: events_per_game(o.players)]
    quests_all = list(quests.ALL)
    rng.shuffle(quests_all)
    ext: dict[str, Any] = {
        "rows": rows, "piles": piles, "dragons": [None, None], "bribed": [], "burned": [],
        "queen": None, "placed": None, "built": 0, "restored": [],
        "event": None, "event_pile": events, "events_done": [], "effects": {},
        "giants": GIANTS, "cemetery": 0, "challenges": sorted(quests_all[:CHALLENGES]),
    }
    if o.court:
        ids = [c.id for c in characters()] + [b.id for b in court_buildings()]
        court_piles = []
        for s in range(o.court):
            pile = [t + SET_ID_OFFSET * s for t in ids]
            rng.shuffle(pile)
            court_piles.append(pile)
        ext["court"] = {"piles": court_piles, "faceup": [[] for _ in court_piles]}
        state.ext = ext
        refill_court(state)
    return ext


def _start_phase(state: State, name: str) -> None:
    draft = state.drafts[name]
    state.tower = name
    state.order = [s.king for s in draft.current if s.king is not None]
    state.turn = 0
    state.phase = "play"


def round_start(state: State) -> None:
    """The current Fantastic Event takes effect: its choices become decisions before the first
    king acts."""
    if state.ext["event"] is not None:
        from .xxl_events import start_event

        start_event(state)


def round_end(state: State) -> None:
    """Builders' rows and the Court refilled, Dragons home, the event's rules lapse."""
    refill_rows(state)
    refill_court(state)
    from .xxl_events import end_round_effects

    end_round_effects(state)
    state.ext["restored"] = []


def _start_round(state: State) -> None:
    state.round += 1
    _start_phase(state, FE)


def end_turns(state: State) -> None:
    """A tower's phase ends: the Age of Giants' phase follows the Fantastic Era's; after it the
    lines move on (the loop runs `round_end` before and `round_start` after)."""
    ext = state.ext
    fe, aog = state.drafts[FE], state.drafts[AOG]
    if state.phase == "draft":
        fe.next, aog.next = draw_line(state, FE), draw_line(state, AOG)
        aog.next_face_up = False
        _start_round(state)
        return
    if state.tower == FE:  # the Age of Giants phase: its next line turns face up
        aog.next_face_up = True
        _start_phase(state, AOG)
        return
    if fe.next is None:  # the loop ran `round_end` before this
        state.phase, state.order, state.turn = "over", [], 0
        return
    for draft, name in ((fe, FE), (aog, AOG)):
        draft.current = draft.next or []
        draft.next = draw_line(state, name)
    aog.next_face_up = False
    if ext["event"] is not None:
        ext["events_done"].append(ext["event"])
    # seed 000: the top event is revealed at the end of each round and impacts the next
    # (the first one at the end of round 1); the pile is never revealed at set-up
    ext["event"] = ext["event_pile"].pop() if ext["event_pile"] else None
    _start_round(state)


def crowns(state: State, n: int) -> list[int] | None:
    return crown_layer(state.kingdoms[n], building)


def score_terms(state: State, n: int) -> Sequence[Bonus]:
    return extra_terms(state.kingdoms[n], building, queen=state.ext.get("queen") == n,
                       challenges=state.ext["challenges"], court=bool(state.options.court))[1]


class EventPile:
    """The face-down event pile, a subset of the events (rulings §3 "Which events were
    dealt"): a seat knows how many tiles it holds and which events were revealed, so the view
    lists every event not yet revealed, and `deal` draws the pile's count of them at random."""

    name = "events"

    def hide(self, v: State, seat: int | None) -> list[Any]:
        ext = v.ext
        revealed = set(ext["events_done"])
        if ext["event"] is not None:
            revealed.add(ext["event"])
        ext["event_pile"] = [""] * len(ext["event_pile"])
        return [e.id for e in load_events() if e.id not in revealed]

    def deal(self, s: State, items: list[Any], rng: Rng) -> None:
        s.ext["event_pile"] = items[: len(s.ext["event_pile"])]  # items come shuffled


class CourtPiles:
    name = "court"

    def hide(self, v: State, seat: int | None) -> list[Any]:
        out: list[Any] = []
        for pile in v.ext["court"]["piles"]:
            out.extend(pile)
            pile[:] = [0] * len(pile)
        return out

    def deal(self, s: State, items: list[Any], rng: Rng) -> None:
        for pile in s.ext["court"]["piles"]:
            for i in range(len(pile)):
                pile[i] = items.pop()


def hidden_zones(state: State) -> tuple[HiddenZone, ...]:
    zones: list[HiddenZone] = [TowerZone(FE, False, TOWERS[FE]), TowerZone(AOG, False, TOWERS[AOG]),
                                BuildingPiles(), EventPile()]
    if state.options.court:
        zones.append(CourtPiles())
    return tuple(zones)


def _decisions() -> dict[str, Any]:
    from .xxl_events import EVENT_DECISIONS
    from .xxl_giants import GIANT_DECISIONS

    court = {"court_pay": PayDecision(), "court_place": PlaceTileDecision()}
    return {**EVENT_DECISIONS, **GIANT_DECISIONS, **court}


# Queendomino's parts but its variants (XXL offers neither Middle Kingdom nor Harmony)
SCORE_PARTS = (
    *qd.SCORE_PARTS[:4],
    ScorePart("challenges", N_("Challenges"), listed=True, nouns=("challenge", "challenges"), kind="goals",
              words="challenges"),
    ScorePart("court", N_("The Court"), listed=True, nouns=("Court piece", "Court pieces"), kind="people",
              optional=True, words="the Court"),
)

RULES = RuleSet(
    name="xxl",
    title="Royal Wedding XXL",
    summary=N_("3–5 kingdoms, two towers, giants, events and challenges; teams of two"),
    limits=Limits(kingdoms=tuple(GRIDS), grids=GRIDS, options=(COURT_OPTION,), teams=True),
    check_options=check_options,
    setup=setup,
    draft_step=ClaimStep(),
    turn_steps=(PlaceStep(), TaxStep(), CountedBuildStep(), CountedBuildAgainStep(), RestoreStep(),
                CourtStep(), BribeStep(), ClaimStep()),
    end_turns=end_turns,
    round_end=round_end,
    round_start=round_start,
    bonus_rules=lambda o: (),
    match_games=lambda o: 1,
    decisions=_decisions(),
    after_decision=settle,
    score_terms=score_terms,
    crown_layer=crowns,
    hidden_zones=hidden_zones,
    adapters=Adapters(table="game.ui.table.xxl.pieces:XTable", breakdown=True,
                      seat_count="{n} kingdoms · {grid}×{grid}{castle}",
                      ai_terms="game.ai.evaluate:XXL_TERMS", ai_leaf="leaf_xxl", lesson="xxl"),
    edition_changes=(2,),  # Patrol, Stampede, collapses and C′ (xxl_events, xxl_steps)
    score_parts=SCORE_PARTS,
)

__all__ = ["AOG", "FE", "RULES", "buy_costs", "event", "tower_of"]
