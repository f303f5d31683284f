"""The coach's report as text: one line per graded decision and the closing count."""

from __future__ import annotations

from dataclasses import dataclass

from .classes import class_of
from .decisions import Decision
from .grade import Grade
from .words import words


@dataclass(frozen=True)
class Graded:
    """One decision with its grade, as the report and the review screen read it."""

    index: int  # the action's place in the history
    round: int
    person: str  # who decided
    kind: str
    grade: Grade
    castle: tuple[int, int] | None = None  # the deciding kingdom's castle: placements said from it

    @property
    def played(self) -> str:
        """The move made, in the table's words."""
        return words(self.grade.played, self.castle)

    @property
    def best(self) -> str:
        """The coach's move, in the table's words."""
        return words(self.grade.best, self.castle)

    @property
    def verdict(self) -> str | None:
        return class_of(self.grade.given_up)


def graded(d: Decision, g: Grade, names: list[str]) -> Graded:
    return Graded(d.index, d.state.round, names[d.person], d.kind, g, d.state.kingdoms[d.seat].castle)


def line(r: Graded) -> str:
    g = r.grade
    head = f"#{r.index + 1} round {r.round} {r.person}, {r.kind}: {r.played}"
    if g.given_up <= 0:
        tail = "best found" if g.best == g.played else f"fine ({r.best} is not clearly better)"
    else:
        verdict = r.verdict
        tail = f"better {r.best}, -{g.given_up}" + (f" ({verdict})" if verdict else "")
    return f"{head}: {tail}"


def report(results: list[Graded]) -> list[str]:
    """The whole report as the command prints it: a line per decision, then the count."""
    return [*(line(r) for r in results), summary(results)]


def summary(results: list[Graded]) -> str:
    return f"{len(results)} decisions graded, {sum(r.grade.given_up for r in results)} points given up"


def costliest(results: list[Graded], n: int = 3) -> list[Graded]:
    """The `n` decisions that gave up most (ties: the earlier first), losses only."""
    lost = [r for r in results if r.grade.given_up > 0]
    return sorted(lost, key=lambda r: (-r.grade.given_up, r.index))[:n]
