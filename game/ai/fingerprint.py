"""A hash of the choices the levels make over fixed seeded games: proof a refactor changed nothing.

    python -m game.ai.fingerprint            # prints the hash (about a minute)
    python -m game.ai.fingerprint --dump F   # also writes every recorded line to F, to diff

Games of several player counts and variants are played by Easy and Normal
seats in turn. At every decision the record holds Easy's and Normal's
choices, the hint, Normal's best (placement, claim) pairs with their exact
values, and on some moves a Hard search with a fixed number of samples (so
it does not depend on the clock) with every candidate's mean. Values are
written with `repr`, so even a last-bit change of a float shows. One more
game is played to the end by Hard with a few samples per move.

It is a tool for refactors, not a test: any deliberate change of the AI
changes the hash.
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
HARD_EVERY = 6  # a Hard search on one move in this many
HARD_SAMPLES = 18  # more than MIN_SAMPLES, so pruning is exercised too
HARD_GAME_SAMPLES = 4  # per move in the game Hard plays to the end
LONG = 1e9  # a budget no search reaches: the sample cap ends it


def _hard(v: State, seed: int, samples: int) -> list[str]:
    ranked = montecarlo.search(v, Rng(seed), LONG, max_samples=samples)
    return [f"  hard {' + '.join(map(str, c.actions))} {len(c.results)} {c.mean!r} {c.prior!r}"
            for c in ranked]


def record(lines: list[str]) -> None:
    for options, seed in GAMES:
        state = new_game(options, seed=seed)
        lines.append(f"game {options} seed {seed}")
        while not is_over(state):
            v = view(state)
            n = state.moves
            lines.append(f"move {n} seat {state.actor} step {state.step}")
            easy = choose("easy", v, Rng(seed_from(f"easy/{seed}/{n}")), 1.0)
            normal = choose("normal", v, Rng(0), 1.0)
            lines.append(f"  easy {easy}")
            lines.append(f"  normal {normal}")
            lines.append(f"  hint {' + '.join(map(str, hint(v, Rng(0))))}")
            if state.step == "place" and state.phase == "play":
                for val, p, c in joint(v, context(v))[:6]:
                    lines.append(f"  joint {p} {c} {val!r}")
            if n % HARD_EVERY == 0 and state.phase != "over":
                lines.extend(_hard(v, seed_from(f"hard/{seed}/{n}"), HARD_SAMPLES))
            seat = state.actor
            assert seat is not None
            state = apply(state, easy if seat % 2 == 0 else normal)
        lines.append(f"end {[k.placed for k in state.kingdoms]}")
    state = new_game(Options(players=2), seed=9)
    lines.append("hard game")
    while not is_over(state):
        v = view(state)
        ranked = montecarlo.search(v, Rng(seed_from(f"hardgame/{state.moves}")), LONG,
                                   max_samples=HARD_GAME_SAMPLES)
        action = ranked[0].actions[0]
        lines.append(f"  {state.moves} {action} {ranked[0].mean!r}")
        state = apply(state, action)


def fingerprint(dump: str | None = None) -> str:
    lines: list[str] = []
    record(lines)
    text = "\n".join(lines) + "\n"
    if dump:
        with open(dump, "w", encoding="utf-8") as f:
            f.write(text)
    return hashlib.sha256(text.encode()).hexdigest()


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.fingerprint", description=__doc__.split("\n\n")[0])
    ap.add_argument("--dump", help="write the recorded lines to this file")
    args = ap.parse_args(argv)
    print(fingerprint(args.dump))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
