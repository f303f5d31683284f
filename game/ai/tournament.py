"""Measure the levels against each other: seeded games, rotating seats, both cores.

    python -m game.ai.tournament --players hard,normal,normal,normal --games 100 --seed 1 \\
        --budget 1 --jobs 2

Game g is played on deal g // P (P players) with the seats rotated by g % P,
so over every P games each player sits in each seat of the same deal: the
luck of the deal cancels out of the comparison. Every player gets only
`view(state)` and its own seeded generator; each move is checked by the
engine (`apply` raises on an illegal one). Per player it prints wins (a
shared first place is split), the win rate with a 95% Wilson interval, the
mean score, the mean margin over the best other player, and the median and
maximum time per move (Hard's budget is wall time, so the maximum is what
the budget rule is judged on).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine import Options, apply, is_over, new_game, scores, standings, view
from ..engine.errors import BadOptions
from ..engine.rng import Rng, seed_from
from ..engine.rules import default_rules, get_rules
from .evaluate import UnsupportedRules, rule_sets
from .helpers import Helpers, default_count
from .levels import LEVEL_NAMES as LEVELS
from .players import check_level_rules, choose


@dataclass(frozen=True)
class Game:
    index: int
    levels: tuple[str, ...]  # by player (the order given on the command line)
    seed: int
    budget: float
    rules: str = field(default_factory=default_rules)


@dataclass
class Result:
    index: int
    scores: list[int]  # by player
    wins: list[float]  # by player: 1, a share of a tied first place, or 0
    times: list[list[float]]  # by player: seconds per move


def seating(game: Game) -> list[int]:
    """Player index sitting at each seat for this game."""
    n = len(game.levels)
    r = game.index % n
    return [(seat + r) % n for seat in range(n)]


def play(game: Game, helpers: Helpers | None = None) -> Result:
    n = len(game.levels)
    seats = seating(game)
    deal = seed_from(f"{game.seed}/deal/{game.index // n}")
    state = new_game(Options(rules=game.rules, players=n), seed=deal)
    rngs = [Rng(seed_from(f"{game.seed}/player/{game.index}/{p}")) for p in range(n)]
    times: list[list[float]] = [[] for _ in range(n)]
    while not is_over(state):
        seat = state.actor
        assert seat is not None
        p = seats[seat]
        v = view(state)
        t0 = time.perf_counter()
        action = choose(game.levels[p], v, rngs[p], game.budget, helpers=helpers)
        times[p].append(time.perf_counter() - t0)
        state = apply(state, action)  # the engine refuses anything illegal
    by_seat = [b.total for b in scores(state)]
    first = standings(state)[0].members
    result_scores = [0] * n
    wins = [0.0] * n
    for seat in range(n):
        result_scores[seats[seat]] = by_seat[seat]
        if seat in first:
            wins[seats[seat]] = 1.0 / len(first)
    return Result(game.index, result_scores, wins, times)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% interval for a win rate (Wilson score interval; split ties count fractionally)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def report(levels: Sequence[str], results: list[Result], budget: float, wall: float,
           helpers: int = 0, rules: str | None = None) -> str:
    n = len(levels)
    games = len(results)
    lines = [
        f"{games} games, {n} players, budget {budget:g} s, {wall:.0f} s wall time"
        + (f", Hard with {helpers} helper process{'es' if helpers > 1 else ''}" if helpers else ""),
        f"a player equal to the others wins {100 / n:.1f}%",
        f"{'player':<12}{'wins':>8}{'win rate':>10}{'95% CI':>17}{'score':>8}{'margin':>8}"
        f"{'median move':>13}{'max move':>10}",
    ]
    for p, level in enumerate(levels):
        wins = sum(r.wins[p] for r in results)
        lo, hi = wilson(wins, games)
        score = statistics.fmean(r.scores[p] for r in results)
        margin = statistics.fmean(
            r.scores[p] - max(s for q, s in enumerate(r.scores) if q != p) for r in results
        )
        times = [t for r in results for t in r.times[p]]
        med = statistics.median(times) if times else 0.0
        top = max(times, default=0.0)
        lines.append(
            f"{f'{p + 1} {level}':<12}{wins:>8.1f}{100 * wins / games:>9.1f}%"
            f"{f'[{100 * lo:.1f}%, {100 * hi:.1f}%]':>17}{score:>8.1f}{margin:>+8.1f}"
            f"{med * 1000:>10.1f} ms{top * 1000:>7.0f} ms"
        )
    if "hard" in levels:
        top = max((t for r in results for p, lv in enumerate(levels) if lv == "hard" for t in r.times[p]),
                  default=0.0)
        lines.append(f"hard: longest move {top:.3f} s = {100 * top / budget:.0f}% of its {budget:g} s budget")
    # The longest move of any player, and whose it was (the budget binds Hard only).
    longest = max(((t, p) for r in results for p in range(n) for t in r.times[p]), default=None)
    if longest is not None:
        t, p = longest
        lines.append(f"longest move: {t:.3f} s, player {p + 1} ({levels[p]}, {rules or default_rules()})")
    return "\n".join(lines)


def run(levels: Sequence[str], games: int, seed: int, budget: float, jobs: int,
        progress: bool = False, rules: str | None = None, helpers: int = 0) -> list[Result]:
    """Play the games; with `jobs` 1, Hard's searches get `helpers` helper processes (as in the
    game, where they take the cores the window leaves)."""
    rules = rules or default_rules()
    for level in dict.fromkeys(levels):  # refused before any game starts, not in a worker
        check_level_rules(level, rules)
    todo = [Game(g, tuple(levels), seed, budget, rules) for g in range(games)]
    results: list[Result] = []
    if jobs <= 1:
        pool = Helpers(helpers) if helpers and "hard" in levels else None
        if pool is not None:
            pool.wait_ready()
        try:
            for game in todo:
                results.append(play(game, pool))
                _progress(progress, len(results), games)
        finally:
            if pool is not None:
                pool.close()
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as procs:
            for r in procs.imap_unordered(play, todo, chunksize=1):
                results.append(r)
                _progress(progress, len(results), games)
    results.sort(key=lambda r: r.index)
    return results


def _progress(on: bool, done: int, total: int) -> None:
    if on and (done % max(1, total // 20) == 0 or done == total):
        print(f"  {done}/{total} games", file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.tournament", description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", required=True,
                    help=f"comma-separated levels, one per kingdom (as many as the rule set allows: "
                         f"2 to 4, Royal Wedding XXL 3 to 5): {', '.join(LEVELS)}")
    ap.add_argument("--rules", default=default_rules(),
                    help=f"rule set to play (the AI plays {', '.join(rule_sets())};"
                         f" default {default_rules()})")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=float, default=1.0, help="seconds per move for hard (default 1)")
    ap.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    ap.add_argument("--helpers", type=int, default=None,
                    help="helper processes for Hard's searches with --jobs 1 (default: one fewer than "
                         "the cores, at most 3, as in the game; 0 with several jobs)")
    ap.add_argument("--progress", action="store_true", help="report progress on stderr")
    args = ap.parse_args(argv)
    levels = [x.strip().lower() for x in args.players.split(",") if x.strip()]
    bad = [x for x in levels if x not in LEVELS]
    try:
        allowed = get_rules(args.rules).limits.kingdoms
    except BadOptions:
        allowed = (2, 3, 4)  # an unknown rule set is refused with the AI's own message below
    if bad or len(levels) not in allowed:
        ap.error(f"--players takes {min(allowed)} to {max(allowed)} of {', '.join(LEVELS)} "
                 f"for {args.rules}; got {args.players!r}")
    if args.games < 1 or args.jobs < 1 or args.budget <= 0:
        ap.error("--games, --jobs and --budget must be positive")
    if args.helpers is not None and (args.helpers < 0 or (args.helpers and args.jobs > 1)):
        ap.error("--helpers takes 0 or more, and only with --jobs 1")
    helpers = args.helpers if args.helpers is not None else (default_count() if args.jobs == 1 else 0)
    if "hard" not in levels:
        helpers = 0  # only Hard's searches use them
    t0 = time.perf_counter()
    try:
        results = run(levels, args.games, args.seed, args.budget, args.jobs, args.progress, args.rules,
                      helpers)
    except UnsupportedRules as e:
        ap.error(str(e))
    print(report(levels, results, args.budget, time.perf_counter() - t0, helpers, args.rules))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
