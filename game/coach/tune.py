"""`python -m game.coach.tune [--rules R] [--seed N] [--samples N]`: the coach graded on the AI's
own play, to tune the classes' thresholds (docs/AI.md, "The coach").

One game at the rule set's smallest table, Normal against Easy (and more Easy seats where
it needs them), is played from the seed; then every decision of the first two seats is graded
as if a person had taken it, and the count of losses at each threshold is printed per level.
Thresholds are right when Normal is rarely called worse than an inaccuracy and Easy often is.
"""

from __future__ import annotations

import argparse
import sys

from ..ai import choose
from ..engine import Options
from ..engine.rng import Rng
from ..engine.rules import RULE_SETS, get_rules
from ..engine.view import view
from ..session import Seat, Session
from .classes import BLUNDER, INACCURACY, MISTAKE
from .decisions import decisions
from .grade import SAMPLES, decision_seed, grade

LEVELS = ("normal", "easy")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.coach.tune", description=__doc__.split("\n\n")[0])
    p.add_argument("--rules", choices=RULE_SETS, default=RULE_SETS[0])
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--samples", type=int, default=SAMPLES)
    ns = p.parse_args(argv)
    # Normal and Easy, then Easy seats as the rule set's smallest table needs (XXL: 3 kingdoms)
    players = min(get_rules(ns.rules).limits.kingdoms)
    levels = [*LEVELS, *["easy"] * (players - len(LEVELS))]
    seats = [Seat(f"{level.capitalize()} {i + 1}", colour, "ai", level)
             for i, (level, colour) in enumerate(zip(levels, ("red", "blue", "green"), strict=False))]
    s = Session(Options(rules=ns.rules, players=players), seats, ns.seed)
    rng = Rng(ns.seed)
    while not s.is_over():
        p_ = s.player_to_act()
        assert p_ is not None and p_.level is not None
        s.play(choose(p_.level, view(s.state, s.state.actor), rng, 0.2))
    names = ", ".join(x.name for x in seats)
    print(f"{ns.rules}, seed {ns.seed}: final scores {s.summary()['scores']} ({names})")
    for person, level in enumerate(LEVELS):
        losses = [grade(d.state, d.played, decision_seed(s.seed, d.index), ns.samples).given_up
                  for d in decisions(s, {person})]
        counts = ", ".join(f">={t}: {sum(x >= t for x in losses)}" for t in (INACCURACY, MISTAKE, BLUNDER))
        print(f"{level}: {len(losses)} decisions, {sum(losses)} points given up; {counts}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
