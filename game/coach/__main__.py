"""`python -m game.coach FILE [--samples N] [--jobs N]`: grade every human decision of a save.

The defaults are the review screen's: the same save prints the report the screen shows. No
option reads the clock (`--jobs` only changes how fast the same report comes)."""

from __future__ import annotations

import argparse
import sys

from saves.cli import EXIT_BAD_SAVE, load_for_cli
from saves.errors import SaveError

from ..ai.evaluate import UnsupportedRules, check_rules
from .grade import SAMPLES
from .report import report
from .run import review


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.coach",
                                description="Grade every human decision of a saved game.")
    p.add_argument("file", help="a save file (finished or not)")
    p.add_argument("--samples", type=int, default=SAMPLES,
                   help=f"deals per decision (default {SAMPLES}, the review screen's: the same report)")
    p.add_argument("--jobs", type=int, default=None,
                   help="processes (default: one per core); the report is the same for any number")
    ns = p.parse_args(argv)
    if ns.samples < 1 or (ns.jobs is not None and ns.jobs < 1):
        print("--samples and --jobs must be positive", file=sys.stderr)
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
    for text in report(review(session, ns.samples, ns.jobs)):
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
