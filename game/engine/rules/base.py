"""What a rule set is: set-up, the steps of a turn, hooks into the round, score terms.

The turn loop in `game.py` knows nothing of any particular game: it asks the
rule set which steps a turn has and walks them. A later rule set (Queendomino,
Royal Wedding XXL) adds steps (tax, build, bribe, ...), decisions owed by other
kingdoms, hooks and score terms rather than copying the loop.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..actions import Action
from ..rng import Rng
from ..scoring import Bonus, BonusRule, Breakdown
from ..state import Options, State
from ..words import N_

Hook = Callable[[State], None]


class Step(Protocol):
    """One step of a king's turn (place, claim, tax, build, ...) or a pending decision."""

    name: str
    optional: bool  # an optional step also offers Skip(name)

    def applies(self, state: State) -> bool:
        """False when the step has nothing to do this turn (e.g. no claim in the last round)."""
        ...

    def legal(self, state: State) -> list[Action]: ...

    def validate(self, state: State, action: Action) -> None:
        """Raise IllegalAction with a reason; must not change the state."""
        ...

    def apply(self, state: State, action: Action) -> None:
        """Carry out a validated action."""
        ...


class HiddenZone(Protocol):
    """Something no seat may see (a tower's order, a face-down line, a pile).

    `hide` blanks it in a view and returns what was there (sorted, so the order leaks
    nothing); `deal` puts a shuffled `items` back into the blanked places.
    """

    name: str

    def hide(self, view: State, seat: int | None) -> list[Any]: ...

    def deal(self, state: State, items: list[Any], rng: Rng) -> None: ...


@dataclass(frozen=True)
class OptionSpec:
    """A set-up choice the new-game screen offers: an `Options` field, its caption and what it
    does. A switch by default; otherwise a choice among `values`, each with its caption."""

    field: str
    label: str
    note: str
    values: tuple[Any, ...] = (False, True)
    captions: tuple[str, ...] = ()  # a choice's caption per value
    tip: str = ""  # a choice's tooltip (a switch's is its note)

    @property
    def switch(self) -> bool:
        return self.values == (False, True)


@dataclass(frozen=True)
class Limits:
    """What a rule set allows at set-up: the new-game screen and saves check against it."""

    kingdoms: tuple[int, ...]  # allowed kingdom counts; the first is the new-game screen's default
    # kingdom count -> (grid, starting tile side) where the count sets the kingdoms' size (XXL);
    # empty where an option does (Kingdomino's Mighty Duel)
    grids: Mapping[int, tuple[int, int]] = field(default_factory=dict)
    options: tuple[OptionSpec, ...] = ()  # the Options choices that apply to it, as offered
    teams: bool = False  # a kingdom may be played by two people (one king each)


@dataclass(frozen=True)
class Adapters:
    """A rule set's pieces outside the engine, each named as "module:attribute" and imported
    only where used (`load`), so nothing runs at import time and the engine imports nothing
    above it. None: the generic piece serves (no AI)."""

    # the table pieces (game/ui/table/rule_pieces.py's TablePieces) the table scene builds with
    # itself; Kingdomino's put nothing on the table beyond what its core draws
    table: str = "game.ui.table.kingdomino.pieces:KingdominoPieces"
    maps: str = ""  # the table maps it plays on: their `rules` property (one per kingdom count, grid)
    chapter: str = ""  # the rules chapter (game/ui/rules_text/<chapter>.md)
    # the results open on the score breakdown by part (table and chart), which they offer
    # wherever `score_parts` declares parts beyond territories (not only minor ones)
    breakdown: bool = False
    bonus_label: str = N_("{name} bonus")  # a bonus's line on a results card ("{name}": the name alone)
    # the new-game screen's kingdom count: {n}, and where the count sets it {grid} and {castle}
    seat_count: str = "{n} players"
    ai_terms: str | None = None  # the AI's evaluation terms; None: the AI refuses the rule set
    ai_hard_weights: str | None = None  # Hard's own economy weights, where they were measured
    ai_leaf: str | None = None  # Hard's learned leaf value: a file of game/ai/data, without ".json"
    ai_horizon: int | None = None  # rounds Hard's cut playouts play before the leaf; None: the AI's default
    # its guided lesson: a file of game/lessons/data, named without ".json", or a "module:function"
    # returning the path of a file kept elsewhere (the tests' toy's); "": none
    lesson: str = ""


def load(path: str) -> Any:
    """The object a "module:attribute" adapter path names (imported now, on first use)."""
    from importlib import import_module

    module, _, attr = path.partition(":")
    return getattr(import_module(module), attr)


@dataclass(frozen=True)
class ScorePart:
    """A part of a kingdom's score a rule set can give: `territories`, or a `Bonus.group`.
    The results, the statistics and their charts name and order the parts by it: a rule set's
    `score_parts` in the order the results list them."""

    name: str
    title: str
    note: str = ""  # how it is counted, beside the title on the results ("1 per 3")
    listed: bool = False  # its terms are listed one by one under the title (buildings, challenges)
    nouns: tuple[str, str] = ("line", "lines")  # one and many of its terms ("1 building", "15 buildings")
    # what it is, for its colour on the results' chart (the UI's palette knows land, royal,
    # buildings, money, goals, people); "" or a kind the palette lacks: a generic colour
    kind: str = ""
    optional: bool = False  # only some games score it (an option's): no row where no kingdom has it
    minor: bool = False  # a small bonus (a variant's): the results' table sums these in one row
    words: str = ""  # how it reads within a sentence ("the Queen +4", "buildings +6"); "": its title


#: the part every rule set has (`Breakdown.territories`); a rule set declares it first
TERRITORIES = ScorePart("territories", N_("Territories"), listed=True, nouns=("territory", "territories"),
                        kind="land", words="territories")


def default_ranking_key(b: Breakdown) -> tuple[int, ...]:
    """Score, then the largest territory, then territory crowns (rulings §1.6)."""
    return (b.total, b.largest, b.crowns)


@dataclass(frozen=True)
class RuleSet:
    name: str
    title: str
    limits: Limits
    check_options: Callable[[Options], None]  # raises BadOptions
    setup: Callable[[Options, Rng], State]  # a fresh game, first line drawn
    draft_step: Step  # the first claims (round 0)
    turn_steps: tuple[Step, ...]  # a king's turn, in order
    end_turns: Hook  # end of a tower's phase (every king in `order` acted): next phase, round or "over"
    bonus_rules: Callable[[Options], Sequence[BonusRule]]  # terms that see one kingdom
    match_games: Callable[[Options], int]
    # End of a round (before new lines are drawn) and start of one (its order set, before the
    # first king acts; decisions it queues come first).
    round_end: Hook | None = None
    round_start: Hook | None = None
    # Decisions a step or hook leaves in `state.pending`, by step name.
    decisions: Mapping[str, Step] = field(default_factory=dict)
    # Runs after every decision, made or skipped (a rule set whose decisions can settle
    # themselves: one with a single answer is carried out, one with none is dropped).
    after_decision: Hook | None = None
    # Terms that see the whole state (the Queen's host, challenges...): (state, kingdom).
    score_terms: Callable[[State, int], Sequence[Bonus]] | None = None
    # Extra territory crowns per canvas index (building crowns, giants): (state, kingdom).
    crown_layer: Callable[[State, int], list[int] | None] | None = None
    ranking_key: Callable[[Breakdown], tuple[int, ...]] = default_ranking_key
    hidden_zones: Callable[[State], Sequence[HiddenZone]] = lambda state: ()
    adapters: Adapters = Adapters()
    summary: str = ""  # what the rule set is about, in a line (under its name on the new-game screen)
    # Content editions (state.EDITION) that changed this rule set's rules: a game of an older
    # edition plays on under its own rules, and the table says so.
    edition_changes: tuple[int, ...] = ()
    # Every part its scores can have, in the order the results list them.
    score_parts: tuple[ScorePart, ...] = ()

    @property
    def chapter(self) -> str:
        """The rules chapter the window shows for this rule set."""
        return self.adapters.chapter or self.name

    @property
    def maps(self) -> str:
        """The `rules` property of the table maps this rule set plays on."""
        return self.adapters.maps or self.name

    def older_rules(self, options: Options) -> bool:
        """A game with these options plays rules this rule set has changed since."""
        return any(e > options.edition for e in self.edition_changes)
