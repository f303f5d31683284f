"""What the Royal Wedding XXL decision modules share (xxl_events, xxl_giants): who decides for a
kingdom, the Fantastic Era line order, and decisions that settle themselves.

A decision is a plain dict in `state.pending` ({"step": name, "kingdom": k, "king": id, ...}); the
engine pops it and calls the step's `apply(state, action, decision)`. Decisions here are queued up
front, in order, and judged when they reach the front of the queue, so each sees what the ones
before it changed (a giant passed on, the supply running out):

- nothing to choose from: the decision is dropped (its `fallback` runs: nothing, or a giant in
  transit goes back to the supply);
- exactly one choice in a mandatory decision: it is carried out at once (nobody is asked to click
  the only possible answer);
- otherwise the decision waits for its kingdom's action.

`settle(state)` does that for the front of the queue; every apply here ends with it. A rule set
that queues decisions of its own in front of these should call `settle` after resolving them.
The engine does not call `apply` on a Skip, so nothing settles after one: an optional decision
here is never followed by one that its outcome could leave without a legal action.
"""

from __future__ import annotations

from typing import Any

from ..actions import Action
from ..errors import IllegalAction, Why
from ..state import State
from ..state import edition_2 as edition_2  # re-exported: the XXL modules read it here

FE, AOG = "fantastic_era", "age_of_giants"
Decided = dict[str, Any]


# -- who decides --------------------------------------------------------------------------------
def tower_king(state: State, kingdom: int, tower: str) -> int:
    """The king of `kingdom` that stands on `tower`'s lines (the claimed line, else the next one),
    falling back to the kingdom's first king."""
    draft = state.drafts.get(tower)
    if draft is not None:
        for line in (draft.current, draft.next or []):
            for slot in line:
                if slot.king is not None and state.kings[slot.king] == kingdom:
                    return slot.king
    return next(i for i, k in enumerate(state.kings) if k == kingdom)


def fe_king(state: State, kingdom: int) -> int:
    """The Fantastic Era king of a kingdom: in a team, its holder decides what events ask."""
    return tower_king(state, kingdom, FE)


def fe_order(state: State) -> list[int]:
    """Kingdoms in the order of their kings on the Fantastic Era line (any kingdom without a
    king there follows, by index)."""
    out: list[int] = []
    draft = state.drafts.get(FE)
    if draft is not None:
        for line in (draft.current, draft.next or []):
            for slot in line:
                if slot.king is not None and state.kings[slot.king] not in out:
                    out.append(state.kings[slot.king])
    return out + [n for n in range(len(state.kingdoms)) if n not in out]


# -- XXL's own state, read by the table and the AI through these (a renamed key raises) --------
def is_xxl(state: State) -> bool:
    return state.options.rules == "xxl"


def current_event(state: State) -> str | None:
    """The event card of the round ("E1".."E24"), None before the first is revealed or once the
    pile is out."""
    eid: str | None = state.ext["event"]
    return eid


def events_left(state: State) -> int:
    """Cards in the face-down event pile."""
    return len(state.ext["event_pile"])


def cemetery(state: State) -> int:
    """Knights the events sent to the cemetery."""
    return int(state.ext["cemetery"])


def challenges(state: State) -> tuple[str, ...]:
    """The game's challenges: XXL deals them at set-up; other rule sets have none."""
    return tuple(state.ext["challenges"]) if is_xxl(state) else ()


def court(state: State) -> dict[str, Any] | None:
    """The Court (`piles`, `faceup`) when the game plays it, else None."""
    return state.ext["court"] if state.options.court else None


# -- decisions ------------------------------------------------------------------------------------
DECISIONS: dict[str, Decision] = {}  # every decision kind of these modules, by step name


class Decision:
    """A Step for one kind of pending decision. Subclasses give `choices` (every legal action),
    `problem` (why an action of the right kind is refused, None if legal) and `carry`."""

    name: str = ""
    optional: bool = False
    action: type = object  # the action class it takes
    ask: str = ""  # what to do, for a refusal of the wrong kind of action (marked with N_)
    ask_or_skip: str = ""  # the same for an optional decision, saying it may be skipped
    code: str = "refused"

    def __init__(self) -> None:
        DECISIONS[self.name] = self

    def applies(self, state: State) -> bool:
        return True

    def choices(self, state: State, d: Decided) -> list[Action]:
        raise NotImplementedError

    def problem(self, state: State, d: Decided, action: Any) -> Why | None:
        raise NotImplementedError

    def carry(self, state: State, action: Any, d: Decided) -> None:
        raise NotImplementedError

    def fallback(self, state: State, d: Decided) -> None:
        """Nothing could be chosen: by default nothing happens."""

    # the Step protocol -------------------------------------------------------------------------
    def legal(self, state: State) -> list[Action]:
        return self.choices(state, state.pending[0])

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, self.action):
            raise IllegalAction("wrong_step", Why(self.ask_or_skip if self.optional else self.ask), action)
        why = self.problem(state, state.pending[0], action)
        if why is not None:
            raise IllegalAction(self.code, why, action)

    def apply(self, state: State, action: Action, decision: Decided) -> None:
        self.carry(state, action, decision)
        settle(state)


def settle(state: State) -> None:
    """Resolve the decisions at the front of the queue that need nobody (see the module text)."""
    while state.pending:
        d = state.pending[0]
        step = DECISIONS.get(d["step"])
        if step is None:
            return
        acts = step.choices(state, d)
        if acts and (step.optional or len(acts) > 1):
            return
        state.pending.pop(0)
        if acts:
            step.carry(state, acts[0], d)
        else:
            step.fallback(state, d)


def at(d: Decided, key: str) -> tuple[int, int]:
    r, c = d[key]
    return int(r), int(c)


