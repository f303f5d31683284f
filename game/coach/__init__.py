"""The coach: every human decision of a game graded against the best alternative.

No pygame here (the review screen is `game.ui.coach_*`).

    from game.coach import review, line, summary, costliest
    results = review(session, samples=SAMPLES, jobs=None, progress=None, stop=None)
    g = grade(state, played, seed, samples=SAMPLES)  # one decision

`python -m game.coach FILE [--samples N] [--jobs N]` prints one line per graded decision and
`N decisions graded, P points given up` (`report`), the review screen's report at the default
samples; exit 2 with a one-line reason for a file the save loader refuses (or a rule set the AI
has no terms for). No grade reads the clock: `python -m game.coach.bench` measures the wait.

Modules: `decisions` (the human decisions a save holds), `grade` (one decision against its
alternatives, on the same sampled deals), `classes` (inaccuracy / mistake / blunder),
`report` (the text), `run` (the pool of processes), `__main__` (the command), `bench`
(the review's wait per human seat).
"""

from __future__ import annotations

from .classes import class_of
from .grade import SAMPLES, Grade, grade
from .report import Graded, costliest, line, report, summary
from .run import review

__all__ = ["SAMPLES", "Grade", "Graded", "class_of", "costliest", "grade", "line", "report", "review",
           "summary"]
