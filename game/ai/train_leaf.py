"""Fit Hard's learned leaf value (`game.ai.leaf`) to self-play games: a developer tool.

    python -m game.ai.train_leaf --rules queendomino --games 3000 --seed 1000 --jobs 2

Normal players (`--players`, four unless told) play `--games` games. Wherever a round starts
(where a playout may stop) each kingdom's features are read; when the game ends, its final
total is the target. For every number of placements still to come, a ridge regression (numpy,
development time only) fits the bias and one weight per feature a kingdom had, on four games
in five; the fifth is held out and the report compares the fit's error there with the
evaluation terms' (Hard's own, refitted linearly). The weights go to
`game/ai/data/<the declaration's ai_leaf>.json`.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

from ..engine import Options, apply, is_over, new_game, scores, view
from ..engine.analysis import dominoes_to_place
from ..engine.rng import Rng, seed_from
from ..engine.rules import REGISTRY, get_rules
from .econ_terms import econ_weights, economy_of
from .evaluate import Analysis, context, value
from .leaf import DATA, NAMES, features
from .players import choose

RIDGE = 1.0  # keeps collinear features (guard, guard_used) from trading huge weights
Row = tuple[int, list[float], float, int]  # placements to come, features, the terms' value (Hard's), final


def play(rules: str, seed: int, players: int = 4) -> list[Row]:
    """One self-play game: per kingdom and round start, (to come, features, terms' value, final)."""
    s = new_game(Options(rules=rules, players=players), seed=seed_from(f"leaf/{seed}"))
    rngs = [Rng(seed_from(f"leaf/{seed}/{p}")) for p in range(players)]
    hard = econ_weights("hard", rules)
    seen = -1
    rows: list[tuple[int, int, list[float], float]] = []
    while not is_over(s):
        if s.round != seen and not s.pending and s.phase == "play":
            seen = s.round
            ctx = context(view(s))  # Normal's guesses: the features are unweighed
            for n in range(len(s.kingdoms)):
                t = dominoes_to_place(s, n)
                e = economy_of(s, n, hard) if ctx.economy is not None else None
                terms = value(Analysis(s.kingdoms[n]), replace(ctx, economy=e), t)
                rows.append((n, t, features(s, n, ctx, t), terms))
        actor = s.actor
        assert actor is not None
        s = apply(s, choose("normal", view(s), rngs[actor], 1.0))
    final = [b.total for b in scores(s)]
    return [(t, f, terms, final[n]) for n, t, f, terms in rows]


def _play(args: tuple[str, int, int]) -> list[Row]:
    return play(*args)


def used(games: list[list[Row]]) -> list[int]:
    """The features some kingdom has (places in `NAMES`): one a rule set never has (Kingdomino's
    coins, Queendomino's challenges) gets no weight."""
    return [i for i in range(len(NAMES)) if any(r[1][i] for g in games for r in g)]


def fit(games: list[list[Row]], cols: list[int]) -> tuple[dict[str, list[float]], list[str]]:
    """The weights per placements to come on the features `cols`, and the report's lines."""
    import numpy as np  # development time only: the game reads the weights in pure Python

    out: dict[str, list[float]] = {}
    lines = []
    for tc in sorted({r[0] for g in games for r in g}):
        parts: dict[bool, list[Any]] = {True: [], False: []}
        for i, g in enumerate(games):
            parts[i % 5 == 0].extend(r for r in g if r[0] == tc)
        train, test = parts[False], parts[True]
        x = np.array([[1.0, *(r[1][i] for i in cols)] for r in train])
        y = np.array([float(r[3]) for r in train])
        reg = RIDGE * np.eye(x.shape[1])
        reg[0, 0] = 0.0  # the bias is not shrunk
        w = np.linalg.solve(x.T @ x + reg, x.T @ y)
        out[str(tc)] = [round(float(v), 5) for v in w]
        if test:
            xt = np.array([[1.0, *(r[1][i] for i in cols)] for r in test])
            yt = np.array([float(r[3]) for r in test])
            h = np.array([[1.0, r[2]] for r in train])
            wh = np.linalg.lstsq(h, y, rcond=None)[0]
            ht = np.array([[1.0, r[2]] for r in test]) @ wh
            lines.append(f"to come {tc:2d}: {len(train):6d} kingdoms, held-out error "
                         f"{np.sqrt(np.mean((xt @ w - yt) ** 2)):5.2f} points (the terms: "
                         f"{np.sqrt(np.mean((ht - yt) ** 2)):5.2f})")
    return out, lines


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.train_leaf", description=__doc__.split("\n\n")[0])
    fitted = [r for r in REGISTRY if get_rules(r).adapters.ai_leaf is not None]
    ap.add_argument("--rules", default=fitted[0] if fitted else None, required=not fitted,
                    help=f"rule set to fit (those that declare a leaf: {', '.join(fitted) or 'none'})")
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--players", type=int, default=4, help="players a game (the table Hard is measured at)")
    ap.add_argument("--seed", type=int, default=1000, help="first game's seed (games use seed, seed+1, ...)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", help="file to write (default: game/ai/data/<ai_leaf>.json)")
    args = ap.parse_args(argv)
    name = get_rules(args.rules).adapters.ai_leaf
    if name is None and not args.out:
        ap.error(f"{args.rules} declares no ai_leaf: give --out")
    with ProcessPoolExecutor(args.jobs) as pool:
        jobs = [(args.rules, args.seed + g, args.players) for g in range(args.games)]
        games = list(pool.map(_play, jobs, chunksize=8))
    cols = used(games)
    weights, lines = fit(games, cols)
    print("\n".join(lines))
    about = {
        "about": "Hard's learned leaf value (game/ai/leaf.py): per placements still to come, the bias "
                 "and one weight per feature; fitted by game.ai.train_leaf, do not edit by hand",
        "trained": {"rules": args.rules, "players": args.players, "games": args.games, "seed": args.seed,
                    "ridge": RIDGE},
        "names": [NAMES[i] for i in cols],
    }
    path = args.out or str(DATA / f"{name}.json")
    head = json.dumps(about, indent=1)[:-2]  # one row a line: the file stays readable
    rows = ",\n".join(f'  "{t}": {json.dumps(w)}' for t, w in weights.items())
    with open(path, "w", encoding="utf-8") as f:
        f.write(f'{head},\n "by_to_come": {{\n{rows}\n }}\n}}\n')
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
