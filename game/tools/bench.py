"""Engine benchmark: `python -m game.tools.bench [--seconds S]`

Prints a host reference (a fixed pure-Python loop, to compare figures taken on different
machines), the time of a final score of a full 5×5 Kingdomino kingdom, legal placements
listed per second on a half-full 5×5 and a half-full 9×9 kingdom (with the median
time of one listing), complete random 4-player Kingdomino and Queendomino games
per second, the Queendomino tax and build listings on a half-full 7×7 kingdom,
complete random 5-kingdom Royal Wedding XXL games with the Court per second, XXL's
busiest listings, and state JSON round trips per second.
Runs on one core; the numbers go in the notes, never in timed tests.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable

from game.engine.content import load_set
from game.engine.decision import pending_decision
from game.engine.game import apply, apply_inplace, is_over, legal_actions, new_game
from game.engine.kingdom import Kingdom
from game.engine.rng import Rng
from game.engine.rules import default_rules
from game.engine.scoring import score, total_score
from game.engine.state import Options, State


def half_full(grid: int, seed: int) -> Kingdom:
    """A kingdom grown by random legal placements until about half its grid is filled."""
    rng = Rng(seed)
    k = Kingdom(grid, 1)
    pool = list(load_set("kingdomino"))
    while k.filled < grid * grid // 2:
        dom = rng.choice(pool)
        spots = k.placements(dom)
        if spots:
            r, c, d = rng.choice(spots)
            k.place(dom, r, c, d)
    return k


def _timed(fn: Callable[[], object], seconds: float) -> tuple[int, float, list[float]]:
    samples: list[float] = []
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
        n += 1
    return n, time.perf_counter() - start, samples


def _time_listing(states: list[State], seconds: float) -> tuple[int, float, list[float]]:
    """legal_actions over `states` in turn, again and again, for `seconds`."""
    i = 0

    def one() -> None:
        nonlocal i
        legal_actions(states[i % len(states)])
        i += 1

    return _timed(one, seconds)


def bench_placements(grid: int, seconds: float) -> str:
    kingdoms = [half_full(grid, s) for s in range(20)]
    doms = list(load_set("kingdomino"))
    i = 0

    def one() -> None:
        nonlocal i
        kingdoms[i % 20].placements(doms[i % 48])
        i += 1

    n, elapsed, samples = _timed(one, seconds)
    med = statistics.median(samples) * 1e3
    return (f"legal placements, half-full {grid}x{grid} (canvas {2 * grid - 1}): "
            f"{n / elapsed:,.0f} listings/s, median {med:.3f} ms per listing")


def full_kingdoms(count: int) -> list[Kingdom]:
    """The full 5×5 kingdoms that seeded random 4-player games finish with (about one in
    fifteen kingdoms), until `count` of them."""
    out: list[Kingdom] = []
    seed = 0
    while len(out) < count:
        out += [k for k in random_game(seed).kingdoms if k.is_full]
        seed += 1
    return out[:count]


def bench_final_score(seconds: float) -> str:
    """A full 5×5 kingdom's final score from its squares (each call floods it anew, nothing kept
    between calls): `total_score`, and the whole breakdown (`score`) for comparison. Timed
    over passes through 200 different kingdoms; the best pass's time per kingdom."""
    kingdoms = full_kingdoms(200)

    def per_kingdom(fn: Callable[[Kingdom], object], share: float) -> float:
        best = float("inf")
        start = time.perf_counter()
        while time.perf_counter() - start < seconds * share:
            t = time.perf_counter()
            for k in kingdoms:
                fn(k)
            best = min(best, (time.perf_counter() - t) / len(kingdoms))
        return best * 1e6

    fast = per_kingdom(total_score, 0.7)
    whole = per_kingdom(score, 0.3)
    return (f"final score of a full 5x5 Kingdomino kingdom (200 kingdoms of seeded random games): "
            f"{fast:.2f} us per kingdom (whole breakdown: {whole:.1f} us)")


def random_game(seed: int, players: int = 4, rules: str | None = None, inplace: bool = False,
                court: int = 0) -> State:
    state = new_game(Options(rules=rules or default_rules(), players=players, court=court), seed=seed)
    rng = Rng(seed + 1)
    while not is_over(state):
        action = rng.choice(legal_actions(state))
        if inplace:
            apply_inplace(state, action)
        else:
            state = apply(state, action)
    return state


def bench_games(seconds: float, rules: str | None = None, inplace: bool = False) -> str:
    rules = rules or default_rules()
    seed = 0

    def one() -> None:
        nonlocal seed
        random_game(seed, 4, rules, inplace)
        seed += 1

    n, elapsed, samples = _timed(one, seconds)
    title = "" if rules == default_rules() else f"{rules.capitalize()} "
    how = "apply_inplace" if inplace else "apply"
    return (f"complete random 4-player {title}games (legal_actions + {how}): {n / elapsed:,.1f} games/s, "
            f"median {statistics.median(samples) * 1e3:.2f} ms per game")


def bench_xxl(seconds: float, inplace: bool) -> str:
    seed = 0

    def one() -> None:
        nonlocal seed
        random_game(seed, 5, "xxl", inplace, court=1)
        seed += 1

    n, elapsed, samples = _timed(one, seconds)
    how = "apply_inplace" if inplace else "apply"
    return (f"complete random 5-kingdom Royal Wedding XXL games with the Court (legal_actions + {how}): "
            f"{n / elapsed:,.1f} games/s, median {statistics.median(samples) * 1e3:.0f} ms per game")


def bench_xxl_listing(seconds: float) -> str:
    """legal_actions at the busiest steps of 9×9 kingdoms (3 kingdoms, the Court): the states
    of random games whose listing is longest, timed again and again."""
    states: list[tuple[int, State]] = []
    for seed in range(6):
        state = new_game(Options(rules="xxl", players=3, court=2), seed=seed)
        rng = Rng(seed)
        while not is_over(state):
            acts = legal_actions(state)
            if state.round >= 10:
                states.append((len(acts), state))
            state = apply(state, rng.choice(acts))
    states.sort(key=lambda x: -x[0])
    busiest = [s for _, s in states[:20]]
    _, _, samples = _time_listing(busiest, seconds)
    steps = sorted({d.step if (d := pending_decision(s)) else s.step for s in busiest})
    return (f"Royal Wedding XXL legal_actions at the busiest steps of 9x9 kingdoms ({', '.join(steps)}; "
            f"{states[0][0]} actions at most): median {statistics.median(samples) * 1e3:.3f} ms")


def _at_step(step: str, seed: int) -> State | None:
    """A 2-player Queendomino game (7×7) played at random to a half-full kingdom, stopped
    at `step` with at least two legal choices; None if this seed never gets there."""
    state = new_game(Options(rules="queendomino", players=2), seed=seed)
    rng = Rng(seed)
    while not is_over(state):
        ready = state.step == step and state.round >= 6 and state.phase == "play"
        if ready and len(legal_actions(state)) > 2:
            return state
        state = apply(state, rng.choice(legal_actions(state)))
    return None


def bench_listing(step: str, seconds: float) -> str:
    states = [s for s in (_at_step(step, seed) for seed in range(40)) if s is not None][:10]
    n, elapsed, samples = _time_listing(states, seconds)
    return (f"Queendomino {step} listing, half-full 7x7 kingdom: median "
            f"{statistics.median(samples) * 1e3:.3f} ms ({n / elapsed:,.0f} listings/s)")


def bench_json(seconds: float) -> str:
    state = new_game(Options(players=4), seed=3)
    rng = Rng(4)
    for _ in range(50):
        state = apply(state, rng.choice(legal_actions(state)))

    def one() -> None:
        assert State.from_json(json.loads(json.dumps(state.to_json()))) == state

    n, elapsed, _ = _timed(one, seconds)
    size = len(json.dumps(state.to_json()))
    return f"state JSON round trips (mid 4-player game, {size} bytes): {n / elapsed:,.0f} per s"


def bench_host(seconds: float) -> str:
    """A fixed pure-Python loop (summing a list of 1000 ints, best of many): the same code on
    every machine, so figures taken on different hosts can be compared through it."""
    data = list(range(1000))

    def hundred() -> None:
        for _ in range(100):
            sum(data)

    best = min(_timed(hundred, seconds)[2]) / 100
    return f"host reference (sum of a list of 1000 ints, best of many): {best * 1e6:.2f} us"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=2.0, help="time per measurement (default 2)")
    args = p.parse_args(argv)
    print(bench_host(args.seconds / 2))
    print(bench_final_score(args.seconds))
    print(bench_placements(5, args.seconds))
    print(bench_placements(9, args.seconds))
    print(bench_games(args.seconds * 2))
    print(bench_games(args.seconds * 2, "queendomino"))
    print(bench_games(args.seconds * 2, "queendomino", inplace=True))
    print(bench_listing("tax", args.seconds))
    print(bench_listing("build", args.seconds))
    print(bench_xxl(args.seconds * 3, inplace=False))
    print(bench_xxl(args.seconds * 3, inplace=True))
    print(bench_xxl_listing(args.seconds))
    print(bench_json(args.seconds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
