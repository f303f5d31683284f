"""How fast the title screen, the load list and the statistics open with many finished games.

    python -m saves.bench_index [--games 1000] [--keep FOLDER]

Plays a few quick games of every rule set to their end (random legal moves from a seed:
single games, a Dynasty, a hot-seat team where the rules allow one), writes them through the
store as the game does, then copies them under new game ids, names and dates until the folder
holds the asked number of finished games; every copy is a valid save (a seat's name and the
game id play no part in the replay). Then, each in a fresh process (as after a fresh start),
it opens the title screen, the load list and the statistics off-screen and prints the seconds
each took to draw, with the index the saves wrote, with no index and with a damaged one. Without
a usable index a screen opens saying it reads the saves (read in the background): the seconds
until it filled in, the frames it drew meanwhile and the longest frame are printed too, then
the time a background rebuild takes on its own. It prints numbers and judges nothing: no test
depends on them.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from game.ai.levels import LEVEL_NAMES
from game.engine import BadOptions, Options, legal_actions, new_game
from game.engine.rng import Rng
from game.engine.rules import RULE_SETS, get_rules
from game.session import COLOURS, Person, Seat, Session

from .index import INDEX_FOLDER

HUMANS = ("Ada", "Yves", "Mira", "Tom")


def play_out(session: Session, seed: int) -> Session:
    """Play random legal moves (seeded) until the game, or the Dynasty, is over."""
    rng = Rng(seed)
    while not session.is_over():
        session.play(rng.choice(legal_actions(session.state)))
    return session


def _options(rules: str, players: int, dynasty: bool) -> Options | None:
    options = Options(rules=rules, players=players, dynasty=dynasty)
    try:
        new_game(options, 1)
    except BadOptions:
        return None
    return options


def sample_games(seed: int = 1) -> list[Session]:
    """Finished games of every rule set: 2 and 3 kingdoms against AI levels, a Dynasty, and a
    hot-seat team where the rule set has teams."""
    out = []
    for n, rules in enumerate(RULE_SETS):
        limits = get_rules(rules).limits
        for players in limits.kingdoms[:2]:
            options = _options(rules, players, False)
            if options is None:
                continue
            seats = [Seat(HUMANS[0], COLOURS[0])] + [
                Seat(f"Bot {k}", COLOURS[k], "ai", LEVEL_NAMES[(k + n) % len(LEVEL_NAMES)])
                for k in range(1, players)]
            if limits.teams and players >= 2:
                seats[0] = Seat(HUMANS[0], COLOURS[0], partner=Person(HUMANS[1]))
            out.append(play_out(Session(options, seats, seed + n * 10 + players), seed + players))
        dyn = _options(rules, limits.kingdoms[0], True)
        if dyn is not None:
            seats = [Seat(HUMANS[2], COLOURS[0]), *[Seat(HUMANS[3], COLOURS[k]) if k == 1 else
                     Seat(f"Bot {k}", COLOURS[k], "ai", "normal") for k in range(1, dyn.players)]]
            out.append(play_out(Session(dyn, seats, seed + n * 10 + 7), seed + 7))
    return out


def fill_folder(folder: Path, games: int, seed: int = 1) -> None:
    """`games` finished games in `folder`, written through the store (index and all)."""
    from .store import SaveStore

    store = SaveStore(folder)
    base = [g for k in range(5) for g in sample_games(seed + 100 * k)]  # 5 deals of each kind
    start = datetime(2026, 1, 1, tzinfo=UTC)
    for i in range(games):
        s = base[i % len(base)]
        s.game_id = f"20260101-000000-{i:08x}"
        s.seats = [Seat(HUMANS[(i + k) % len(HUMANS)] if seat.is_human else seat.name, seat.colour,
                        seat.kind, seat.level, seat.partner) for k, seat in enumerate(s.seats)]
        s.created = s.updated = (start + timedelta(hours=i)).isoformat(timespec="milliseconds")
        store.autosave(s)


_OPEN = """
import os, sys, time
t0 = time.perf_counter()
import pygame
from game.app import build_context
from game.ui.context import WindowControl
pygame.init()
window = WindowControl((1280, 720), offscreen=True)
window.open()
ctx = build_context(window)
t1, c1 = time.perf_counter(), time.process_time()
scene = {"title": ctx.scenes.title, "load": lambda: ctx.scenes.save_load(None),
         "stats": ctx.scenes.statistics}[sys.argv[1]]()
ctx.manager.push(scene)
ctx.manager.draw(window.surface)
t2, c2 = time.perf_counter(), time.process_time()
# then the window's loop, drawing every frame, until the screen has filled in
frames, longest, last = 0, 0.0, t2
while getattr(scene, "reading", False):
    time.sleep(1 / 60)
    ctx.manager.update(1 / 60)
    if ctx.manager.dirty:  # as the window's loop: drawn when something changed
        ctx.manager.draw(window.surface)
    now = time.perf_counter()
    frames, longest, last = frames + 1, max(longest, now - last), now
t3 = time.perf_counter()
import resource
reader = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{t2 - t1:.3f} {c2 - c1:.3f} {t2 - t0:.3f} {t3 - t2:.3f} {frames} {longest:.3f} "
      f"{reader.ru_utime + reader.ru_stime:.3f}")
"""


def _open_seconds(screen: str, home: Path) -> tuple[float, ...]:
    """Opening `screen` in a fresh process: seconds until it is drawn (wall clock, CPU time, wall
    clock from the process's start), then seconds until it filled in (0 when it opened filled),
    the frames drawn meanwhile, the longest of them, and the CPU seconds of the reading process."""
    env = {**os.environ, "KINGDOMINO_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "-c", _OPEN, screen], env=env, cwd=root, check=True,
                         capture_output=True, text=True).stdout.split()
    return tuple(float(v) for v in out[-7:])


def _set_index(folder: Path, kept: Path, how: str) -> None:
    """The index as the saves wrote it, missing, or damaged (both parts cut short)."""
    index = folder / INDEX_FOLDER
    shutil.rmtree(index, ignore_errors=True)
    if how != "missing":
        shutil.copytree(kept, index)
    if how == "damaged":
        for part in index.iterdir():
            part.write_bytes(part.read_bytes()[: part.stat().st_size // 2])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m saves.bench_index", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--keep", type=Path, help="build the saves in this folder and keep them")
    parser.add_argument("--reuse", type=Path, help="time a folder built before with --keep")
    args = parser.parse_args(argv)
    from .store import SaveStore
    with tempfile.TemporaryDirectory() as tmp:
        home = args.reuse or args.keep or Path(tmp)
        folder = home / "saves"
        if args.reuse is None:
            t = time.perf_counter()
            fill_folder(folder, args.games)
            print(f"{args.games} finished games written in {time.perf_counter() - t:.1f} s")
        else:
            SaveStore(folder).list()  # the index as the game leaves it
        files = sum(1 for p in folder.rglob("*.json") if p.parent.name != "index")
        size = sum(p.stat().st_size for p in (folder / "index").iterdir())
        print(f"{files} saves; index {size / 1024:.0f} kB; load average {os.getloadavg()[0]:.1f}")
        kept = home / "index-as-written"
        shutil.rmtree(kept, ignore_errors=True)
        shutil.copytree(folder / INDEX_FOLDER, kept)
        print("screen  index        opens in  (CPU)    with start-up  filled in after  (reading CPU)  frames"
              "  longest frame  load average")
        for how in ("as written", "missing", "damaged"):
            for screen in ("title", "load", "stats"):
                _set_index(folder, kept, how)
                opened, cpu, total, filled, frames, longest, reader = _open_seconds(screen, home)
                load = os.getloadavg()[0]
                print(f"{screen:6}  {how:11}  {opened:6.3f} s  ({cpu:.3f})  {total:8.3f} s  "
                      f"{filled:10.1f} s  ({reader:10.1f} s)  {int(frames):6d}  {1000 * longest:8.0f} ms"
                      f"  {load:8.1f}")
        _set_index(folder, kept, "as written")
        shutil.rmtree(kept)
        shutil.rmtree(folder / INDEX_FOLDER)
        t = time.perf_counter()
        store = SaveStore(folder)
        store.ready()
        store.finish_reading()
        print(f"rebuilding the index of {files} saves in the background: {time.perf_counter() - t:.1f} s "
              "(the screens above draw meanwhile and fill in when it ends)")
        # what an autosave during play costs now that it also writes the index's live part
        store = SaveStore(folder)
        store.list()
        s = Session(Options(players=2), [Seat("Ada", "red"), Seat("Bot", "blue", "ai", "easy")], 5)
        rng = Rng(5)
        runs = 20
        t = time.perf_counter()
        for _ in range(runs):
            s.play(rng.choice(legal_actions(s.state)))
            store.autosave(s)
        each = (time.perf_counter() - t) / runs * 1e3
        print(f"a move and its autosave, {args.games} finished games indexed: {each:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
