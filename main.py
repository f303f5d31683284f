"""Start Kingdomino: `python main.py` (see `python main.py --help`). Also the packaged app's entry."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    # Imports live here so that importing main.py (tests, tools) does no work at all.
    from game.launch import parse_args, run_guarded

    launch = parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout for our own lines
    if launch.smoke:
        from game import app

        # No guard: a failing self-test should show its full traceback (CI reads it).
        return int(app.smoke(launch) or 0)
    return run_guarded(launch)


if __name__ == "__main__":
    # Hard's helper processes are spawned from this program: in the packaged app a helper
    # starts as this executable, and this call turns it into the helper (no-op otherwise).
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
