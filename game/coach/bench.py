"""`python -m game.coach.bench [--rules R ...] [--players N ...] [--samples N]`: how long the
review screen makes a player wait, per human seat, at the coach's sample count.

For each rule set and table size a game is played from the seed: the first seat is a person
(played as Easy plays, so it has things to grade), the others Normal. Then every decision of
that seat is graded as the review screen grades it (`run.review`, one process per core) and
the wall time, the grading processes' CPU time and the load average are printed. The sample
count is the same on the screen and in `python -m game.coach`, so their reports are the same:
this command measures the screen's wait, it never changes a grade. The goal (docs/AI.md, "The
coach"): at most 60 s per human seat for Kingdomino and Queendomino on a quiet 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time

from ..ai import choose
from ..engine import Options
from ..engine.rng import Rng
from ..engine.rules import RULE_SETS, get_rules
from ..engine.view import view
from ..session import Seat, Session
from .decisions import decisions
from .grade import SAMPLES
from .run import default_jobs, review

COLOURS = ("red", "blue", "green", "yellow", "pink")


def played(rules: str, players: int, seed: int) -> Session:
    """A finished game: seat 0 a person playing as Easy plays, the others Normal."""
    seats = [Seat("You", COLOURS[0])] + [Seat(f"Normal {i}", COLOURS[i], "ai", "normal")
                                         for i in range(1, players)]
    s = Session(Options(rules=rules, players=players), seats, seed)
    rng = Rng(seed)
    while not s.is_over():
        p = s.player_to_act()
        assert p is not None
        s.play(choose(p.level or "easy", view(s.state, s.state.actor), rng, 0.2))
    return s


def children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.coach.bench", description=__doc__.split("\n\n")[0])
    # The 60 s goal is for the rule sets played by one person a kingdom; a team rule set's
    # review is longer by design, so it is measured only when named.
    quick = [r for r in RULE_SETS if not get_rules(r).limits.teams]
    p.add_argument("--rules", nargs="+", choices=RULE_SETS, default=quick,
                   help=f"rule sets (default: {' '.join(quick)})")
    p.add_argument("--players", nargs="+", type=int, default=None,
                   help="table sizes (default: every size the rule set allows)")
    p.add_argument("--samples", type=int, default=SAMPLES, help=f"deals per decision (default {SAMPLES})")
    p.add_argument("--seed", type=int, default=7)
    ns = p.parse_args(argv)
    jobs = default_jobs()
    print(f"{jobs} grading processes, {ns.samples} samples a decision", flush=True)
    for rules in ns.rules:
        for n in ns.players or get_rules(rules).limits.kingdoms:
            session = played(rules, n, ns.seed)
            count = len(decisions(session))
            load = os.getloadavg()[0]
            cpu0, t0 = children_cpu(), time.perf_counter()
            out = review(session, samples=ns.samples, jobs=jobs)
            wall, cpu = time.perf_counter() - t0, children_cpu() - cpu0
            lost = sum(r.grade.given_up for r in out)
            print(f"{rules}, {n} players, seed {ns.seed}: {count} decisions of 1 human seat, "
                  f"{wall:.1f} s wall per human seat ({cpu:.1f} s CPU in the graders, "
                  f"{cpu / jobs:.1f} s if they had the cores to themselves), load average "
                  f"{load:.1f} before; {lost} points given up", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
