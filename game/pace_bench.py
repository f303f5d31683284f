"""How long an AI's turn keeps the player waiting: `python -m game.pace_bench`.

AI seats play a whole game at the table, headless (SDL's dummy driver) but in real time:
frames run at 60 per second with the measured frame time, the AI thinks on its worker
thread as in the game, every frame is drawn. For each king's turn in play (Queendomino:
place, tax, build, bribe, claim) it measures the wall-clock time from the table settling
on that king to the table settling on the next one, and prints per round the median and
the longest wait, with the animations scheduled in them (after the animation speed).
A figure for a person, not a test: the machine's load moves it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    from game.ai.levels import LEVEL_NAMES
    from game.engine.rules import REGISTRY, get_rules

    # by default the first rule set whose table has steps of its own (a builders' turn: place,
    # tax, build, bribe, claim), the longest turn to wait through
    economy = next((n for n in REGISTRY if {s.name for s in get_rules(n).turn_steps} - {"place", "claim"}),
                   next(iter(REGISTRY)))
    parser.add_argument("--rules", default=economy, choices=tuple(REGISTRY))
    parser.add_argument("--level", default="normal", choices=LEVEL_NAMES)
    parser.add_argument("--speed", default="normal", help="the animation setting (fast, normal, off)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--stages", action="store_true", help="list the stages of each round's longest turn")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from game.engine import Options
    from game.session import Seat, Session
    from game.ui.screens.table import TableScene
    from game.ui.table.harness import COLOURS, NAMES, Driver, bench_context

    ctx = bench_context(args.size)
    ctx.settings.animation = args.speed
    seats = [Seat(NAMES[i], COLOURS[i], "ai", args.level) for i in range(args.players)]
    session = Session(Options(players=args.players, rules=args.rules), seats, args.seed)
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx)
    waits: dict[int, list[tuple[float, float, str]]] = {}  # round -> (wait, animation, its stages)
    turn: tuple[int, int | None] | None = None
    start = last = time.perf_counter()
    anim, seen, parts = 0.0, None, []
    while True:
        now = time.perf_counter()
        driver.frame(min(0.1, now - last))
        last = now
        if scene.stage is not None and scene.stage is not seen:
            seen = scene.stage
            anim += seen.seconds()
            parts.append(f"{seen.sound or seen.start_sound or '-'} {seen.seconds():.2f}")
        st = session.state
        if scene.settled:  # the picture caught up: whoever acts now is shown
            key = (st.round, st.king) if st.phase == "play" else None
            if key != turn:
                if turn is not None:
                    waits.setdefault(turn[0], []).append((now - start, anim, ", ".join(parts)))
                turn, start, anim, parts = key, now, 0.0, []
        if st.phase == "over" and scene.settled:
            break
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - now)))
    print(f"{args.rules}, {args.players} {args.level} AIs, animation {args.speed}, {args.size}: "
          "the wait per king's turn (wall clock; scheduled animation in it)")
    every = [x for v in waits.values() for x in v]
    for rnd in sorted(waits):
        ws = waits[rnd]
        longest = max(ws)
        print(f"  round {rnd:2}: median {statistics.median(x[0] for x in ws):.2f} s, "
              f"longest {longest[0]:.2f} s (animation {longest[1]:.2f} s)")
        if args.stages:
            print(f"            {longest[2]}")
    print(f"all turns: median {statistics.median(x[0] for x in every):.2f} s, "
          f"longest {max(every)[0]:.2f} s over {len(every)} turns")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
