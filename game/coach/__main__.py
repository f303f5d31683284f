"""`python -m game.coach FILE [--budget SECONDS]`: grade every human decision of a save."""

from __future__ import annotations

import argparse
import sys

from saves.cli import EXIT_BAD_SAVE, load_for_cli
from saves.errors import SaveError

from ..ai.evaluate import UnsupportedRules, check_rules
from .grade import SAMPLES
from .report import line, summary
from .run import review


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.coach",
                                description="Grade every human decision of a saved game.")
    p.add_argument("file", help="a save file (finished or not)")
    p.add_argument("--budget", type=float, default=None, metavar="SECONDS",
                   help="seconds per decision at most (default: no cap; the samples are fixed)")
    p.add_argument("--samples", type=int, default=SAMPLES, help=f"deals per decision (default {SAMPLES})")
    p.add_argument("--jobs", type=int, default=None, help="processes (default: one per core)")
    ns = p.parse_args(argv)
    if (ns.budget is not None and ns.budget <= 0) or ns.samples < 1:
        print("--budget and --samples must be positive", file=sys.stderr)
        return EXIT_BAD_SAVE
    try:
        session = load_for_cli(ns.file)
    except SaveError as e:
        print(f"cannot load {ns.file}: {e.reason}", file=sys.stderr)
        return EXIT_BAD_SAVE
    if not session.humans():
        print("no human seat in this save: nothing to grade")
        return 0
    try:
        check_rules(session.options.rules, "coach")
    except UnsupportedRules as e:
        print(f"cannot grade {ns.file}: {e}", file=sys.stderr)
        return EXIT_BAD_SAVE
    results = review(session, ns.samples, ns.budget, ns.jobs)
    for r in results:
        print(line(r))
    print(summary(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
