"""Kingdomino (seed 002 and rulings §1): set-up, the place and claim steps, rounds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..actions import Action, Claim, Discard, Place
from ..content import domino, load_set
from ..errors import BadOptions, IllegalAction, Why
from ..kingdom import Kingdom
from ..rng import Rng
from ..scoring import BonusRule, harmony_bonus, middle_kingdom_bonus
from ..state import Draft, Options, Slot, State
from ..view import TowerZone
from ..words import N_
from .base import TERRITORIES, Adapters, HiddenZone, Limits, OptionSpec, RuleSet, ScorePart

TOWER = "main"


@dataclass(frozen=True)
class Table:
    """What a player count and the options make of the box (rulings §1.1)."""

    dominoes: int  # used in the game; the rest stay in the box
    kings_each: int
    line: int  # dominoes per draft line
    grid: int


def table(o: Options) -> Table:
    if o.players == 2:
        return Table(48, 2, 4, 7) if o.mighty_duel else Table(24, 2, 4, 5)
    if o.players == 3:
        return Table(48, 1, 4, 5) if o.four_choices else Table(36, 1, 3, 5)
    return Table(48, 1, 4, 5)


def check_options(o: Options) -> None:
    if o.rules != "kingdomino":
        raise BadOptions(f"these are not Kingdomino options: rules {o.rules!r}")
    if o.players not in (2, 3, 4):
        raise BadOptions("Kingdomino is for 2, 3 or 4 players")
    if o.mighty_duel and o.players != 2:
        raise BadOptions("Mighty Duel is a 2-player variant")
    if o.four_choices and o.players != 3:
        raise BadOptions("four choices is a 3-player variant")


def draw_line(state: State, tower: str, size: int) -> list[Slot] | None:
    pile = state.towers[tower]
    if not pile:
        return None
    drawn = [pile.pop() for _ in range(min(size, len(pile)))]
    drawn.sort(key=lambda d: domino(d).sort)
    return [Slot(d) for d in drawn]


def setup(o: Options, rng: Rng) -> State:
    check_options(o)
    return setup_table(o, rng, table(o), ("kingdomino",))


def setup_table(o: Options, rng: Rng, t: Table, sets: tuple[str, ...]) -> State:
    """Kings, kingdoms and one tower of the given domino sets, first line drawn."""
    ids = [d.id for name in sets for d in load_set(name)]
    rng.shuffle(ids)
    kings = [p for p in range(o.players) for _ in range(t.kings_each)]
    order = list(range(len(kings)))
    rng.shuffle(order)  # kings drawn from a hand in random order
    state = State(
        options=o,
        rng=rng,
        kingdoms=[Kingdom(t.grid, 1) for _ in range(o.players)],
        kings=kings,
        towers={TOWER: ids[: t.dominoes]},
        box=sorted(ids[t.dominoes :]),  # sorted: its order carries no information
        discard=[],
        drafts={TOWER: Draft()},
        phase="draft",
        tower=TOWER,
        order=order,
        step="claim",
    )
    state.drafts[TOWER].current = draw_line(state, TOWER, t.line) or []
    return state


def _line_being_claimed(state: State) -> list[Slot] | None:
    draft = state.drafts[state.tower]
    return draft.current if state.phase == "draft" else draft.next


class ClaimStep:
    """Put the acting king on a free domino (first line in round 0, next line after)."""

    name = "claim"
    optional = False

    def tower(self, state: State) -> str:
        """The tower whose line the acting king claims from (the one answer: table, AI and
        analysis ask it through `analysis.claim_tower`): here, the tower in play."""
        return state.tower

    def applies(self, state: State) -> bool:
        return _line_being_claimed(state) is not None

    def legal(self, state: State) -> list[Action]:
        line = _line_being_claimed(state) or []
        return [Claim(s.domino) for s in line if s.king is None and s.domino is not None]

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Claim):
            raise IllegalAction("wrong_step", Why(N_("now is the time to claim a domino")), action)
        line = _line_being_claimed(state) or []
        for s in line:
            if s.domino == action.domino:
                if s.king is not None:
                    why = Why(N_("domino {domino} is already claimed"), domino=action.domino)
                    raise IllegalAction("taken", why, action)
                return
        raise IllegalAction("not_in_line", Why(N_("domino {domino} is not in the line being claimed"),
                                               domino=action.domino), action)

    def apply(self, state: State, action: Action) -> None:
        assert isinstance(action, Claim)
        king = state.king
        if state.phase != "draft":
            for s in state.drafts[state.tower].current:
                if s.king == king:
                    s.king = None  # the king leaves its old domino for the new one
        for s in _line_being_claimed(state) or []:
            if s.domino == action.domino:
                s.king = king


class PlaceStep:
    """Place the claimed domino, or discard it when it fits nowhere (rulings §1.4)."""

    name = "place"
    optional = False

    def applies(self, state: State) -> bool:
        return True

    def _mine(self, state: State) -> tuple[Kingdom, int]:
        king = state.king
        assert king is not None
        did = state.claimed_domino(king)
        assert did is not None, "acting king has no domino"
        return state.kingdoms[state.kings[king]], did

    def legal(self, state: State) -> list[Action]:
        k, did = self._mine(state)
        spots = k.placements(domino(did))
        if not spots:
            return [Discard(did)]
        return [Place(did, r, c, d) for r, c, d in spots]

    def validate(self, state: State, action: Action) -> None:
        k, did = self._mine(state)
        if not isinstance(action, Place | Discard):
            raise IllegalAction("wrong_step", Why(N_("place your domino first")), action)
        if action.domino != did:
            raise IllegalAction("not_yours", Why(N_("your domino is {yours}, not {domino}"), yours=did,
                                                 domino=action.domino), action)
        if isinstance(action, Place):
            problem = k.check(domino(did), action.row, action.col, action.dir)
            if problem is not None:
                raise IllegalAction(problem[0], problem[1], action)
        elif k.can_place(domino(did)):
            raise IllegalAction(
                "must_place", Why(N_("this domino fits in your kingdom, so it must be placed")), action
            )

    def apply(self, state: State, action: Action) -> None:
        k, did = self._mine(state)
        if isinstance(action, Place):
            k.place(domino(did), action.row, action.col, action.dir)
        else:
            k.discarded.append(did)
        for s in state.drafts[state.tower].current:
            if s.domino == did:
                s.domino = None  # gone from the line; the king stays on its spot


def _start_round(state: State) -> None:
    draft = state.drafts[state.tower]
    for s in draft.current:
        if s.king is None and s.domino is not None:
            state.discard.append(s.domino)  # unclaimed (four choices at 3 players)
            s.domino = None
    state.order = [s.king for s in draft.current if s.king is not None]
    state.turn = 0
    state.round += 1
    state.phase = "play"


def end_turns(state: State) -> None:
    """Every king in `order` has acted: the first claims end, or a round does."""
    move_lines(state, table(state.options).line)


def move_lines(state: State, size: int) -> None:
    """The lines move on: the first claims end, or a round does (the game ends after the
    last line is placed). The loop (`game.py`) runs the rule set's round hooks around it."""
    draft = state.drafts[state.tower]
    if state.phase == "draft":
        draft.next = draw_line(state, state.tower, size)
    else:
        if draft.next is None:
            state.phase = "over"
            state.order = []
            state.turn = 0
            return
        draft.current = draft.next
        draft.next = draw_line(state, state.tower, size)
    _start_round(state)


def bonus_rules(o: Options) -> Sequence[BonusRule]:
    rules: list[BonusRule] = []
    if o.middle_kingdom:
        rules.append(middle_kingdom_bonus)
    if o.harmony:
        rules.append(harmony_bonus)
    return rules


def hidden_zones(state: State) -> tuple[HiddenZone, ...]:
    return (TowerZone(TOWER, True, ("kingdomino",)),)


MIDDLE_KINGDOM = OptionSpec("middle_kingdom", N_("Middle Kingdom"),
                            N_("+10 when your castle is the centre of your kingdom"))
HARMONY = OptionSpec("harmony", N_("Harmony"), N_("+5 for a full kingdom with no domino discarded"))
DYNASTY = OptionSpec("dynasty", N_("Dynasty"), N_("Three games in a row; the best total wins"))
LIMITS = Limits(
    kingdoms=(2, 3, 4),
    options=(
        MIDDLE_KINGDOM,
        HARMONY,
        OptionSpec("mighty_duel", N_("Mighty Duel"), N_("All 48 dominoes and 7×7 kingdoms")),
        DYNASTY,
        OptionSpec("four_choices", N_("Four choices"),
                   N_("Lines of 4 from all 48; the unclaimed domino is discarded")),
    ),
)

SCORE_PARTS = (
    TERRITORIES,
    ScorePart("middle_kingdom", N_("Middle Kingdom"), minor=True),
    ScorePart("harmony", N_("Harmony"), minor=True),
)

RULES = RuleSet(
    name="kingdomino",
    title="Kingdomino",
    summary=N_("Build a 5×5 kingdom, one domino at a time"),
    limits=LIMITS,
    check_options=check_options,
    setup=setup,
    draft_step=ClaimStep(),
    turn_steps=(PlaceStep(), ClaimStep()),
    end_turns=end_turns,
    bonus_rules=bonus_rules,
    match_games=lambda o: 3 if o.dynasty else 1,
    hidden_zones=hidden_zones,
    adapters=Adapters(ai_terms="game.ai.evaluate:KINGDOMINO_TERMS", lesson="kingdomino"),
    score_parts=SCORE_PARTS,
)
