"""A toy rule set, the worked example of docs/ARCHITECTURE.md: Kingdomino plus

- one step: after placing, a king may `pray` (optional, so `skip pray` too);
- one piece of state: a kingdom counter `prayers`, and `omens` in the rule set's state;
- one hidden zone: the face-down omen pile (`view` blanks it, `determinize` deals it);
- one score term: 1 point per prayer (2 with its own option `devout`), its score part `prayers`;
- one decision owed by another kingdom: after a prayer, the next kingdom may `bless` it
  (one more prayer) or `skip bless`; `actor(state)` is that kingdom until it decides.

Outside the engine it declares its own table pieces (tests/toy_table.py: an altar on each name
plate, the `pray` step's own buttons, its log line, what a lesson lights) and its lesson
(tests/toy_lesson.json). The generic tests register it under the name "toy" and play it to the
end; tests/test_ui_toy_table.py plays it to the end at the table, by its own input, and
tests/test_ui_toy_pieces.py checks its pieces, its option and its lesson there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.actions import Action, TextAction, action_kind
from game.engine.errors import BadOptions, IllegalAction
from game.engine.rng import Rng
from game.engine.rules import kingdomino as kd
from game.engine.rules.base import Adapters, HiddenZone, Limits, OptionSpec, RuleSet, ScorePart
from game.engine.scoring import Bonus
from game.engine.state import Options, State
from game.engine.view import TowerZone


@action_kind
@dataclass(frozen=True, slots=True)
class Pray(TextAction):
    TEXT = "pray"


@action_kind
@dataclass(frozen=True, slots=True)
class Bless(TextAction):
    TEXT = r"bless {kingdom:\d+}"
    kingdom: int


def check_options(o: Options) -> None:
    if o.rules != "toy" or o.players not in (2, 3, 4):
        raise BadOptions("the toy is for 2-4 players")


def setup(o: Options, rng: Rng) -> State:
    check_options(o)
    state = kd.setup_table(o, rng, kd.table(Options(players=o.players)), ("kingdomino",))
    omens = list(range(1, 31))
    rng.shuffle(omens)
    state.ext = {"omens": omens, "seen": []}
    return state


class PrayStep:
    name = "pray"
    optional = True

    def applies(self, state: State) -> bool:
        return bool(state.ext["omens"])

    def legal(self, state: State) -> list[Action]:
        return [Pray()]

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Pray):
            raise IllegalAction("wrong_step", "pray or skip", action)

    def apply(self, state: State, action: Action) -> None:
        assert state.king is not None
        n = state.kings[state.king]
        k = state.kingdoms[n]
        k.vals["prayers"] = k.vals.get("prayers", 0) + 1
        state.ext["seen"].append(state.ext["omens"].pop())
        state.pending.append({"step": "bless", "kingdom": (n + 1) % len(state.kingdoms), "for": n})


class BlessDecision:
    name = "bless"
    optional = True

    def applies(self, state: State) -> bool:
        return True

    def legal(self, state: State) -> list[Action]:
        return [Bless(state.pending[0]["for"])]

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Bless) or action.kingdom != state.pending[0]["for"]:
            raise IllegalAction("wrong_step", "bless the kingdom that prayed, or skip", action)

    def apply(self, state: State, action: Action, decision: dict[str, Any]) -> None:
        k = state.kingdoms[decision["for"]]
        k.vals["prayers"] = k.vals.get("prayers", 0) + 1


class OmenPile:
    name = "omens"

    def hide(self, v: State, seat: int | None) -> list[Any]:
        out = list(v.ext["omens"])
        v.ext["omens"] = [0] * len(out)
        return out

    def deal(self, s: State, items: list[Any], rng: Any) -> None:
        s.ext["omens"] = items[: len(s.ext["omens"])]


def hidden_zones(state: State) -> tuple[HiddenZone, ...]:
    return (TowerZone(kd.TOWER, True, ("kingdomino",)), OmenPile())


def score_terms(state: State, n: int) -> Sequence[Bonus]:
    prayers = state.kingdoms[n].vals.get("prayers", 0)
    per = 2 if state.options.devout else 1  # its own option, read by name
    return [Bonus("Prayers", per * prayers, f"{prayers} prayers", "prayers")]


def end_turns(state: State) -> None:
    kd.move_lines(state, kd.table(Options(players=state.options.players)).line)


def lesson_file() -> Path:
    """Its lesson's file (`Adapters.lesson` names this function: the file lives with the tests)."""
    return Path(__file__).with_name("toy_lesson.json")


DEVOUT = OptionSpec("devout", "Devout", "Each prayer scores 2 points")

RULES = RuleSet(
    name="toy",
    title="Toy",
    summary="Kingdomino with prayers",
    limits=Limits(kingdoms=(2, 3, 4), options=(DEVOUT,), teams=True),
    # the table plays it on Kingdomino's maps with its own pieces (an altar per kingdom, the
    # `pray` step's buttons; `bless` is asked by the generic prompt); the rules shown are
    # Kingdomino's chapter; no AI terms (the AI refuses it); its lesson is a file of the tests'
    adapters=Adapters(table="toy_table:ToyPieces", maps="kingdomino", chapter="kingdomino",
                      lesson="toy_rules:lesson_file"),
    score_parts=(ScorePart("territories", "Territories", listed=True), ScorePart("prayers", "Prayers said")),
    check_options=check_options,
    setup=setup,
    draft_step=kd.ClaimStep(),
    turn_steps=(kd.PlaceStep(), PrayStep(), kd.ClaimStep()),
    end_turns=end_turns,
    bonus_rules=lambda o: (),
    match_games=lambda o: 1,
    decisions={"bless": BlessDecision()},
    score_terms=score_terms,
    hidden_zones=hidden_zones,
)
