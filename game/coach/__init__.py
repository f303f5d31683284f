"""The coach: every human decision of a game graded against the best alternative.

No pygame here (the review screen is `game.ui.coach_*`).

    from game.coach import review, line, summary, costliest
    results = review(session, samples=24, budget=None, jobs=None, progress=None, stop=None)

`python -m game.coach FILE [--budget SECONDS] [--samples N] [--jobs N]` prints one line per
graded decision and `N decisions graded, P points given up`; exit 2 with a one-line reason for
a file the save loader refuses (or a rule set the AI has no terms for).

Modules: `decisions` (the human decisions a save holds), `grade` (one decision against its
alternatives, on the same sampled deals), `classes` (inaccuracy / mistake / blunder),
`report` (the text), `run` (the pool of processes), `__main__` (the command).
"""

from __future__ import annotations

from .classes import class_of
from .grade import SAMPLES, Grade, grade
from .report import Graded, costliest, line, summary
from .run import review

__all__ = ["SAMPLES", "Grade", "Graded", "class_of", "costliest", "grade", "line", "review", "summary"]
