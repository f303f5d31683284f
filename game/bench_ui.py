"""Frame-time benchmark of the busiest table: `python -m game.bench_ui`.

Four players late in the game at 1920×1080 under SDL's dummy driver, the
acting player dragging a domino across their kingdom (the ghost snaps,
is judged by the engine and redrawn every frame). Prints the median and
95th-percentile frame time, the window thread's own CPU time per frame (what
a frame costs whatever else the machine runs), how often the table's static
layer had to be recomposed and how often a frame copied it whole, then the
same for idle frames, where nothing changes and therefore nothing is redrawn.
`--profile N` adds the N functions the dragging frames spent most time in.

With `--rules queendomino`, the same late-game table of Queendomino (builders' board,
purses, buildings and knights on the kingdoms), the acting player dragging a building
from the board across their kingdom (legal town squares glow, each square is judged).

With `--rules xxl`, Royal Wedding XXL with 5 kingdoms (7×7) late in the game, the acting
kingdom dragging a building from one of the two builders' rows across its kingdom.

With `--hard-thinking`, a Hard search (1 s budget) runs on the AI worker's
thread all the while, as when an AI seat thinks during a human's drag: the
window thread then shares the interpreter with it (on a position of the same rule set),
and its helper processes take the other cores, as in the game.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.table.queendomino.pieces import QTable



def builders(pieces: object) -> QTable:
    """The Queendomino builders' pieces of a table's rule-set pieces (XXL's hold theirs)."""
    from game.ui.table.queendomino.pieces import QTable
    from game.ui.table.xxl.pieces import XTable

    if isinstance(pieces, XTable):
        return pieces.builders
    assert isinstance(pieces, QTable), "a builders' table"
    return pieces

def percentile(values: list[float], p: float) -> float:
    s = sorted(values)
    k = min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))
    return s[k]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600, help="dragging frames to time (default 600)")
    parser.add_argument("--size", default="1920x1080", help="window size (default 1920x1080)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--shot", help="save the last dragging frame to this PNG file")
    parser.add_argument("--profile", type=int, metavar="N", default=0,
                        help="print the N functions the dragging frames spent most in (window thread)")
    from game.engine.rules import REGISTRY, default_rules, get_rules

    parser.add_argument("--rules", default=default_rules(), choices=tuple(REGISTRY),
                        help=f"the rule set of the table (default {default_rules()})")
    parser.add_argument("--hard-thinking", action="store_true",
                        help="keep a Hard search running on the AI worker's thread while timing")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.engine import legal_actions
    from game.engine.rng import Rng
    from game.ui.table.ai_worker import AIWorker, SharedHelpers
    from game.ui.table.harness import bench_context, make_session

    ctx = bench_context(args.size)
    declared = get_rules(args.rules)
    players = max(declared.limits.kingdoms)
    drag = Drag(ctx, args.rules, args.seed)
    scene, driver, queendomino, st, seat = drag.scene, drag.driver, drag.queendomino, drag.state, drag.seat
    helpers = SharedHelpers() if args.hard_thinking else None  # as the app: the search's helpers
    try:
        worker = AIWorker(helpers=helpers)
        thinking = make_session(players, seed=args.seed + 1, rules=args.rules)
        if args.hard_thinking:  # a mid-game position with real choices (the drag above may be forced)
            deal = Rng(args.seed + 1)
            choices = 6 if queendomino else 20  # 5×5 Queendomino kingdoms offer fewer spots
            while not (thinking.state.round >= 4 and thinking.state.step == "place"
                       and not thinking.state.pending and len(legal_actions(thinking.state)) > choices):
                if thinking.state.phase == "over":
                    raise SystemExit("no mid-game position with real choices to search; try another --seed")
                thinking.play(deal.choice(legal_actions(thinking.state)))
        searches = [0]
        ticket: list[int | None] = [None]

        def keep_thinking() -> None:
            """Start another Hard search as soon as the last one is done (with --hard-thinking)."""
            if not args.hard_thinking:
                return
            if ticket[0] is not None:
                job = worker.poll(ticket[0])
                if job is None:
                    return
                if job.error is not None:
                    raise job.error
                searches[0] += 1
            ticket[0] = worker.think(thinking.state, "hard", args.seed + searches[0], 1.0)

        builds_before = scene.painter.static_builds
        whole_before = scene.painter.damage.whole
        prof = cProfile.Profile() if args.profile else None
        busy: list[float] = []
        cpu: list[float] = []  # the window thread's own CPU time: what a frame costs, load aside
        on_board = 0
        for n in range(args.frames):
            pos = drag.move(n)
            keep_thinking()
            t0, c0 = time.perf_counter(), time.thread_time()
            if prof is not None:
                prof.enable()
            redrawn = driver.frame()
            if prof is not None:
                prof.disable()
            busy.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
            assert redrawn, "a dragged ghost must redraw every frame"
            if queendomino:
                on_board += scene.geom.boards[seat].cell_at(pos) is not None \
                    and builders(scene.pieces).held is not None
            else:
                on_board += scene.ghost is not None and scene.ghost.cell is not None
        if args.shot:
            pygame.image.save(ctx.window.surface, args.shot)  # what the last dragging frame looked like
        static_during_drag = scene.painter.static_builds - builds_before
        whole_during_drag = scene.painter.damage.whole - whole_before
        driver.up(driver.pos)  # let go (snaps back or places) and let things settle
        driver.until(lambda: not scene.busy, 600)

        idle: list[float] = []
        redraws_before = driver.redraws
        builds_before = scene.painter.static_builds
        for _ in range(args.frames):
            keep_thinking()
            t0 = time.perf_counter()
            driver.frame()
            idle.append((time.perf_counter() - t0) * 1000)
        idle_redraws = driver.redraws - redraws_before
        idle_builds = scene.painter.static_builds - builds_before

        full: list[float] = []  # what a frame would cost if everything were recomposed each time
        for _ in range(30):
            scene.static_dirty = True
            t0 = time.perf_counter()
            scene.draw(ctx.window.surface)
            full.append((time.perf_counter() - t0) * 1000)

        print(f"table benchmark: {args.rules}, {players} kingdoms, round {st.round}, {args.size}, "
              f"dummy video, {args.frames} frames each")
        if args.hard_thinking:
            print("a Hard search (1 s budget) ran on the AI worker's thread throughout: "
                  f"{searches[0]} finished")
        held = "a building" if queendomino else "a ghost"
        print(
            f"dragging {held}: median {statistics.median(busy):.2f} ms, p95 {percentile(busy, 95):.2f} ms, "
            f"max {max(busy):.2f} ms; on the kingdom in {on_board} frames; "
            f"static layer recomposed {static_during_drag} times, copied whole {whole_during_drag} times"
        )
        print(f"                  window thread's CPU per frame: median {statistics.median(cpu):.2f} ms, "
              f"p95 {percentile(cpu, 95):.2f} ms")
        print(
            f"idle:             median {statistics.median(idle):.3f} ms, p95 {percentile(idle, 95):.3f} ms; "
            f"redrawn {idle_redraws} of {args.frames} frames, static layer recomposed {idle_builds} times"
        )
        if prof is not None:
            pstats.Stats(prof).sort_stats("tottime").print_stats(args.profile)
        print(f"(for scale: recomposing the whole table costs median {statistics.median(full):.2f} ms)")
        if queendomino:  # issues 13 and 15: p95 under 8 ms at 1920x1080
            target_ok = percentile(busy, 95) < 8.0 and idle_redraws == 0
            goal = "p95 < 8 ms while dragging"
        else:
            target_ok = statistics.median(busy) < 8.0 and idle_redraws == 0
            goal = "median < 8 ms while dragging"
        print(f"target ({goal}, idle frames not redrawn):", "met" if target_ok else "NOT met")
    finally:  # the helper processes end even when the benchmark fails
        if helpers is not None:
            helpers.close()
    pygame.quit()
    return 0 if target_ok else 1


class Drag:
    """The benchmark's table (four or five kingdoms late in the game) on `ctx`, the acting
    player holding a domino or a building; `move(n)` sends the pointer's n-th step of a walk
    over their kingdom (tests drive the same walk)."""

    def __init__(self, ctx, rules: str, seed: int) -> None:
        from game.engine import Place, legal_actions
        from game.engine.rng import Rng
        from game.engine.rules import get_rules
        from game.ui.screens.table import TableScene
        from game.ui.table.harness import Driver, make_session

        declared = get_rules(rules)
        # a builders' table (a build step in the turn): a building is dragged
        self.queendomino = any(s.name == "build" for s in declared.turn_steps)
        players = max(declared.limits.kingdoms)
        session = make_session(players, seed=seed, rules=rules)
        rng = Rng(seed)
        if self.queendomino:  # late game, kingdoms full of buildings, stopping where one can be dragged
            session = late_queendomino(session, rng, 12 - players)  # more kingdoms: fuller sooner (XXL 7×7)
        else:  # late game: play on until round 10 of 12, stopping at a human's place step
            while not (session.state.round >= 10 and session.state.step == "place"):
                session.play(rng.choice(legal_actions(session.state)))
        self.scene = scene = TableScene(ctx, session)
        ctx.manager.push(scene)
        self.driver = driver = Driver(ctx)
        driver.run(3)
        self.state = st = session.state
        seat = st.actor
        assert seat is not None
        self.seat = seat
        if self.queendomino:
            q = builders(scene.pieces)
            slot = max(q.lit_slots(st))
            driver.down(q.slot_center(slot))
        else:
            move = next(a for a in legal_actions(st) if isinstance(a, Place))
            which, i = scene.slot_of(move.domino) or ("current", 0)
            driver.down(scene.line_half_center(which, i, 0))
        self.board = board = scene.geom.boards[seat]
        self.path = [
            board.cell_center(r, c)
            for r in range(board.size)
            for c in (range(board.size) if r % 2 == 0 else range(board.size - 1, -1, -1))
        ]

    def move(self, n: int) -> tuple[int, int]:
        """Post the walk's n-th pointer motion (every 45th step also presses R); where it went."""
        import pygame

        x, y = self.path[n % len(self.path)]
        pos = (x + (n * 7) % max(1, self.board.cell // 2), y)  # sub-cell wiggle too, like a real hand
        self.driver.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(1, 0, 0))
        if n % 45 == 44:
            self.driver.post(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0)
        return pos


def late_queendomino(session, rng, late: int = 8):
    """Play a Queendomino (or XXL) game, building whenever possible, to round `late` or later,
    stopping at a build step with a building the actor can afford and an empty town square."""
    from game.engine import legal_actions
    from game.engine.rules.economy_steps import Build, Tax

    while True:
        st = session.state
        la = legal_actions(st)
        if st.phase == "over":
            raise SystemExit("the game ended before a late build step; try another --seed")
        if st.round >= late and st.step == "build" and not st.pending \
                and any(isinstance(a, Build) for a in la):
            return session
        keen = [a for a in la if isinstance(a, Build | Tax)]
        session.play(rng.choice(keen) if keen else rng.choice(la))


if __name__ == "__main__":
    sys.exit(main())
