"""A lesson file: a fixed deal and every action of its guided part, in the order played.

    lesson = load_lesson(rules_name)
    step = lesson.step_at(len(history))   # what the learner (or the scripted rival) does next

The file (data/<rule set>.json) holds the seed, the seats, an optional `start` (actions that
lead to a prepared position, played unguided) and `steps`: each the text of one action and who
plays it ("you": the learner, guided by `say`; "rival": scripted). Past the last step the game
goes on freely. Nothing here draws or touches a file but the lesson's own.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.engine import Action, IllegalAction, Options, State, apply, new_game, parse_action
from game.i18n import _
from game.session import Person, Seat, person_of_king

from .same_move import keeps_script, same_kind, worth

SCHEMA = 1
DATA = Path(__file__).resolve().parent / "data"
YOU, RIVAL = "you", "rival"
COLOURS = ("red", "blue", "green", "yellow", "purple")
MAX_SAY = 2  # sentences a step's text may hold: said as the learner acts, not a page before


class LessonError(ValueError):
    """A lesson file that does not hold together (a test plays every file to catch it)."""


@dataclass(frozen=True, slots=True)
class Step:
    action: Action
    by: str  # YOU or RIVAL
    say: str = ""  # why, in one or two sentences (the learner's steps)
    do: str = ""  # what to do, in a short line
    auto: bool = False  # the learner's only legal move: the table plays it, nothing to teach
    topic: str = ""  # the concept the step shows, for the panel's heading
    given_up: int | None = None  # the coach's grade of the learner's move (points), set when generated
    why_played: str = ""  # why the lesson plays a move the coach grades a mistake
    exact: str = ""  # why only this square will do, where the same move played otherwise is refused


@dataclass(frozen=True, slots=True)
class Lesson:
    rules: str
    title: str
    seed: int
    seats: tuple[str, ...]  # the learner's kingdom first, then the rivals'
    intro: str
    outro: str
    start: tuple[Action, ...]
    steps: tuple[Step, ...]
    teaches: tuple[str, ...] = ()  # the concepts new in this lesson
    holder: str = ""  # a team: this AI holds the learner's kingdom's first king, the learner its second
    extra: tuple[tuple[str, int], ...] = ()  # options beyond the rule set and the seats (XXL's Court)

    @property
    def options(self) -> Options:
        plain = Options(rules=self.rules, players=len(self.seats)).to_json()
        return Options.from_json({**plain, **dict(self.extra)})  # checks each extra's name and type

    @property
    def learner(self) -> int:
        """The learner's person index (see game.session.people_of)."""
        return 1 if self.holder else 0

    def seat_list(self) -> list[Seat]:
        """The learner (or the learner's team) against Normal AIs, who play the script. The
        learner's name is a word ("Player"), in the player's language; the others are names."""
        me = _(self.seats[0])
        you = (Seat(self.holder, COLOURS[0], "ai", "normal", partner=Person(me)) if self.holder
               else Seat(me, COLOURS[0]))
        return [you, *(Seat(n, COLOURS[i + 1], "ai", "normal") for i, n in enumerate(self.seats[1:]))]

    def person(self, state: State) -> int | None:
        """Who decides in `state` (a person index), None when nobody does."""
        king = state.acting_king
        return None if king is None else person_of_king(self.seat_list(), state.kings, king)

    @property
    def scripted(self) -> int:
        """History length at which the guided part ends."""
        return len(self.start) + len(self.steps)

    @property
    def learner_steps(self) -> int:
        return sum(1 for s in self.steps if s.by == YOU and not s.auto)

    def step_at(self, played: int) -> Step | None:
        """The step due when `played` actions of the game are done (None: before the guided
        part, or after it)."""
        i = played - len(self.start)
        return self.steps[i] if 0 <= i < len(self.steps) else None

    def learner_number(self, played: int) -> int:
        """Which of the learner's steps is due (1-based) at history length `played`."""
        i = played - len(self.start)
        return sum(1 for s in self.steps[: max(0, i) + 1] if s.by == YOU and not s.auto)

    def accepts(self, played: int, state: State, action: Action) -> bool:
        """`action` is the step's move, or the same move played another way (same_move.py): the
        rest of the script stays legal after it and its words true."""
        step = self.step_at(played)
        if step is None or step.action == action:
            return True
        if step.by != YOU or not same_kind(state, action, step.action):
            return False
        i = played - len(self.start)
        rest = [s.action for s in self.steps[i + 1:]]
        return keeps_script(state, action, rest, scripted_worth(self)[i + 1:])

    def due_number(self, played: int) -> int:
        """The learner's step (1-based) that is due or comes next at history length `played`
        (while the rival or the table plays, the learner's next one)."""
        step = self.step_at(played)
        n = self.learner_number(played)
        waiting = step is None or step.by != YOU or step.auto
        return max(1, min(self.learner_steps, n + 1 if waiting else n))

    def refusal(self, played: int, action: Action, state: State | None = None) -> str | None:
        """Why the learner may not play `action` now (None: it is the lesson's move, the same
        move played another way (given `state`, the position it is played in), or the lesson is
        past its guided part)."""
        step = self.step_at(played)
        if step is None or step.action == action:
            return None
        if state is not None and self.accepts(played, state, action):
            return None
        if step.by == RIVAL or step.auto:
            return "Wait: the lesson plays this move."
        # the table says it better (table/lesson/words.py names what is lit); this is the file's own word
        return f"Not this move: the lesson's step is \u201c{step.do}\u201d. Show me (M) plays it."

    def play_through(self) -> State:
        """Every scripted action applied from the seed: LessonError naming the first that fails."""
        state = new_game(self.options, self.seed)
        for i, action in enumerate([*self.start, *(s.action for s in self.steps)]):
            step = self.step_at(i)
            if step is not None:
                who = YOU if self.person(state) == self.learner else RIVAL
                if who != step.by:
                    raise LessonError(f"step {i}: {action} is marked {step.by}, but {who} acts")
            try:
                state = apply(state, action)
            except IllegalAction as e:
                raise LessonError(f"action {i} ({action}) is illegal: {e.reason}") from None
        return state


@cache
def scripted_worth(lesson: Lesson) -> tuple[tuple, ...]:
    """Every kingdom's score and coins along the scripted line: [i] after i steps are played."""
    state = new_game(lesson.options, lesson.seed)
    for action in lesson.start:
        state = apply(state, action)
    out = [worth(state)]
    for step in lesson.steps:
        state = apply(state, step.action)
        out.append(worth(state))
    return tuple(out)


def lesson_path(rules: str) -> Path:
    """The lesson file rule set `rules` declares (`adapters.lesson`): a file of data/ by its
    name, or one kept elsewhere, named by a "module:function" that returns its path."""
    from game.engine.rules import get_rules, load

    name = get_rules(rules).adapters.lesson or rules
    if ":" in name:
        return Path(load(name)())
    return DATA / f"{name}.json"


def available() -> tuple[str, ...]:
    """The rule sets that declare a lesson, in the registry's order (each builds on the one
    before). Read from the registry as it is now, so a rule set added to it (a plug-in, the
    tests' toy) is listed too."""
    from game.engine.rules import REGISTRY, get_rules

    return tuple(name for name in REGISTRY if get_rules(name).adapters.lesson)


@cache
def load_lesson(rules: str) -> Lesson:
    try:
        raw = json.loads(lesson_path(rules).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise LessonError(f"no readable lesson for {rules!r}: {e}") from None
    return parse_lesson(raw)


def parse_lesson(raw: dict) -> Lesson:
    if raw.get("schema") != SCHEMA:
        raise LessonError(f"lesson schema {raw.get('schema')!r}, this version reads {SCHEMA}")
    try:
        steps = tuple(
            Step(parse_action(s["play"]), s["by"], say=s.get("say", ""), topic=s.get("topic", ""),
                 do=s.get("do", ""), auto=bool(s.get("auto", False)),
                 given_up=s["coach"]["given_up"] if "coach" in s else None,
                 why_played=s.get("why_played", ""), exact=s.get("exact", "")) for s in raw["steps"]
        )
        lesson = Lesson(raw["rules"], raw["title"], int(raw["seed"]), tuple(raw["seats"]), raw["intro"],
                        raw["outro"], tuple(parse_action(t) for t in raw.get("start", [])), steps,
                        tuple(raw.get("teaches", ())), raw.get("holder", ""),
                        tuple(sorted(raw.get("options", {}).items())))
    except (KeyError, TypeError, ValueError) as e:
        raise LessonError(f"bad lesson file: {e!r}") from None
    for s in steps:
        if s.by not in (YOU, RIVAL):
            raise LessonError(f"a step is played by {YOU!r} or {RIVAL!r}, not {s.by!r}")
        if s.by == YOU and not s.say and not s.auto:
            raise LessonError(f"the learner's step {s.action} says nothing")
    return lesson
