"""Hashes of the choices the levels make over fixed seeded games: proof a change left them alone.

    python -m game.ai.fingerprint            # prints the hashes (a few minutes)
    python -m game.ai.fingerprint --dump F   # also writes every recorded line to F.levels, F.hard

Two hashes, so Hard can change while Easy and Normal provably do not (issue 41: Hard is
measured against Normal exactly as released):

- **levels**: games of every rule set (Kingdomino's player counts and variants, Queendomino,
  Royal Wedding XXL with the Court) played by Easy and Normal seats in turn; at every decision
  the record holds Easy's and Normal's choices, the hint and Normal's best (placement, claim)
  pairs with their exact values. `LEVELS_HASH` is its value since release 0.4.0, and a test
  holds it.
- **hard**: on some moves of the Kingdomino games a Hard search with a fixed number of samples
  (so it does not depend on the clock) with every candidate's mean, and one more game played
  to the end by Hard with a few samples per move. Any deliberate change of Hard changes it.

Values are written with `repr`, so even a last-bit change of a float shows.
"""

from __future__ import annotations

import argparse
import hashlib
from collections.abc import Sequence

from ..engine import Options, apply, is_over, new_game, view
from ..engine.rng import Rng, seed_from
from ..engine.state import State
from . import montecarlo
from .evaluate import context
from .greedy import joint
from .players import choose, hint

GAMES: tuple[tuple[Options, int], ...] = (
    (Options(players=2), 1),
    (Options(players=3), 2),
    (Options(players=4, middle_kingdom=True, harmony=True), 3),
    (Options(players=3, four_choices=True), 4),
    (Options(players=2, mighty_duel=True, middle_kingdom=True, harmony=True), 5),
)
# Easy and Normal only (Hard's searches on these would take most of the tool's time).
OTHER_GAMES: tuple[tuple[Options, int], ...] = (
    (Options(rules="queendomino", players=4), 6),
    (Options(rules="xxl", players=3, court=2), 7),
)
#: the levels hash of release 0.4.0 (checked on its own code): Easy and Normal as released
LEVELS_HASH = "389f8e6a9771e9d6964a5e3cb9d42dc67595fe25bb21c845b77b20bd200889a6"
HARD_EVERY = 6  # a Hard search on one move in this many
HARD_SAMPLES = 34  # more than Kingdomino's FULL_MIN_SAMPLES, so pruning is exercised too
HARD_GAME_SAMPLES = 4  # per move in the game Hard plays to the end
LONG = 1e9  # a budget no search reaches: the sample cap ends it


def _hard(v: State, seed: int, samples: int) -> list[str]:
    ranked = montecarlo.search(v, Rng(seed), LONG, max_samples=samples)
    return [f"  hard {' + '.join(map(str, c.actions))} {len(c.results)} {c.mean!r} {c.prior!r}"
            for c in ranked]


def record(levels: list[str], hard: list[str] | None = None) -> None:
    """The levels' record into `levels`; Hard's into `hard` (None: Hard is not asked)."""
    for number, (options, seed) in enumerate(GAMES + OTHER_GAMES):
        state = new_game(options, seed=seed)
        # The game's number, not its Options' repr (which changes with the fields' layout).
        levels.append(f"game {number} {options.rules} {options.players} seed {seed}")
        if hard is not None:
            hard.append(f"game {number} seed {seed}")
        while not is_over(state):
            v = view(state)
            n = state.moves
            levels.append(f"move {n} seat {state.actor} step {state.step}")
            easy = choose("easy", v, Rng(seed_from(f"easy/{seed}/{n}")), 1.0)
            normal = choose("normal", v, Rng(0), 1.0)
            levels.append(f"  easy {easy}")
            levels.append(f"  normal {normal}")
            levels.append(f"  hint {' + '.join(map(str, hint(v, Rng(0))))}")
            if state.step == "place" and state.phase == "play":
                for val, p, c in joint(v, context(v))[:6]:
                    levels.append(f"  joint {p} {c} {val!r}")
            if hard is not None and options.rules == "kingdomino" and n % HARD_EVERY == 0 \
                    and state.phase != "over":
                hard.append(f"move {n}")
                hard.extend(_hard(v, seed_from(f"hard/{seed}/{n}"), HARD_SAMPLES))
            seat = state.actor
            assert seat is not None
            state = apply(state, easy if seat % 2 == 0 else normal)
        levels.append(f"end {[k.placed for k in state.kingdoms]}")
    if hard is None:
        return
    state = new_game(Options(players=2), seed=9)
    lines = hard
    lines.append("hard game")
    while not is_over(state):
        v = view(state)
        ranked = montecarlo.search(v, Rng(seed_from(f"hardgame/{state.moves}")), LONG,
                                   max_samples=HARD_GAME_SAMPLES)
        action = ranked[0].actions[0]
        lines.append(f"  {state.moves} {action} {ranked[0].mean!r}")
        state = apply(state, action)


def _hash(lines: list[str], dump: str | None) -> str:
    text = "\n".join(lines) + "\n"
    if dump:
        with open(dump, "w", encoding="utf-8") as f:
            f.write(text)
    return hashlib.sha256(text.encode()).hexdigest()


def levels_fingerprint(dump: str | None = None) -> str:
    """Easy's and Normal's hash alone (what the test holds to LEVELS_HASH)."""
    levels: list[str] = []
    record(levels)
    return _hash(levels, dump)


def fingerprint(dump: str | None = None) -> tuple[str, str]:
    """(levels hash, hard hash)."""
    levels: list[str] = []
    hard: list[str] = []
    record(levels, hard)
    return (_hash(levels, dump and f"{dump}.levels"), _hash(hard, dump and f"{dump}.hard"))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.fingerprint", description=__doc__.split("\n\n")[0])
    ap.add_argument("--dump", help="write the recorded lines to F.levels and F.hard")
    args = ap.parse_args(argv)
    levels, hard = fingerprint(args.dump)
    same = "as released (0.4.0)" if levels == LEVELS_HASH else f"CHANGED (0.4.0: {LEVELS_HASH})"
    print(f"levels (Easy, Normal): {levels} {same}")
    print(f"hard: {hard}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
