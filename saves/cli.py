"""Loading a save named on the command line (`python main.py --load FILE`).

main.py calls `load_for_cli` and, on SaveError, prints `reason` on one line
and exits with status 2. `python -m saves.cli FILE` does the same check on
its own: it prints a one-line summary of a good save (status 0) or the reason
(status 2), which is handy for looking at a file a player sent in.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from game.session import Session

from .errors import SaveError
from .format import load_file

EXIT_BAD_SAVE = 2


def load_for_cli(path: str | os.PathLike[str]) -> Session:
    """The session saved in `path`; SaveError (one-line `.reason`) for any bad or missing file."""
    return load_file(Path(path))


def describe(session: Session) -> str:
    s = session.summary()
    pairs = zip(session.seats, s["scores"], strict=True)
    players = ", ".join(f"{seat.name} {score}" for seat, score in pairs)
    where = "finished" if s["finished"] else f"round {s['round']}"
    match = f", game {s['game']} of {s['games']}" if s["games"] > 1 else ""
    return f"{session.options.rules}: {players}; {where}{match}; {len(session.history)} actions"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m saves.cli FILE", file=sys.stderr)
        return EXIT_BAD_SAVE
    try:
        session = load_for_cli(args[0])
    except SaveError as e:
        print(f"cannot load {args[0]}: {e.reason}", file=sys.stderr)
        return EXIT_BAD_SAVE
    print(describe(session))
    return 0


if __name__ == "__main__":
    sys.exit(main())
