"""Play through the REAL window (Xvfb + xdotool), as a player would: a whole XXL game with a
team, or a lesson as a learner who turns the domino with R before dropping it.

A headless twin of the table (same session, size and settings) gets every gesture first, so
its geometry says where to click; the same gesture then goes to the real window with xdotool.
The AIs of both are the same deterministic players, so the two tables stay in step: after each
move the real game's autosave (or lesson file) must hold the twin's history, or the run stops
with a screenshot. Screenshots of the real screen are written to OUT for looking at.

    python tests/real_window_play.py xxl OUT              # 4 kingdoms, a team of two, the Court
    python tests/real_window_play.py queendomino OUT      # 3 players: you and two Normal AIs
    python tests/real_window_play.py lesson-RULES OUT     # RULES' lesson to its last step
    python tests/real_window_play.py queendomino OUT pt_BR  # ... in a language (Settings → Language)

Not a test (it takes minutes and needs Xvfb, xdotool and ImageMagick's `import`): a tool for
the table issues' "play it through the real window".
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 720)
SETTINGS = {"animation": "fast", "muted": True}


def free_display() -> int:
    for n in range(120, 200):
        if not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display")


class Real:
    """The real window: xdotool input and screenshots."""

    def __init__(self, display: str, window: str, out: Path) -> None:
        self.env = {**os.environ, "DISPLAY": display}
        self.window = window
        self.out = out

    def x(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=10)
        time.sleep(0.025)  # the game reads its events in order

    def shot(self, name: str) -> Path:
        path = self.out / f"{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], env=self.env, check=True, timeout=30)
        return path


def mirror_driver(ctx: Any, real: Real) -> Any:
    """The twin's driver: every input it posts also goes to the real window."""
    import pygame

    from game.ui.table.harness import Driver

    names = {pygame.K_RETURN: "Return", pygame.K_SPACE: "space", pygame.K_ESCAPE: "Escape",
             pygame.K_LEFT: "Left", pygame.K_RIGHT: "Right", pygame.K_UP: "Up", pygame.K_DOWN: "Down",
             pygame.K_TAB: "Tab"}

    class Mirror(Driver):
        def move(self, pos: tuple[int, int], steps: int = 1) -> None:
            super().move(pos, steps)
            real.x("mousemove", "--window", real.window, str(pos[0]), str(pos[1]))

        def down(self, pos: tuple[int, int], button: int = 1) -> None:
            super().down(pos, button)
            real.x("mousedown", str(button))

        def up(self, pos: tuple[int, int], button: int = 1) -> None:
            super().up(pos, button)
            real.x("mouseup", str(button))

        def key(self, key: int, mod: int = 0) -> None:
            super().key(key, mod)
            name = names.get(key) or pygame.key.name(key)
            real.x("key", "--window", real.window, ("shift+" if mod & pygame.KMOD_SHIFT else "") + name)

    return Mirror(ctx, dt=1 / 30)


def start_game(args: list[str], out: Path) -> tuple[subprocess.Popen[bytes], subprocess.Popen[bytes], Real]:
    """Xvfb, then `main.py args` on it; their processes and the window."""
    display = f":{free_display()}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    env = {**os.environ, "DISPLAY": display}
    env.pop("SDL_VIDEODRIVER", None)
    with open(out / "game.log", "w") as log:
        command = [sys.executable, "main.py", *args, "--size", "x".join(map(str, SIZE)), "--windowed"]
        game = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    window = ""
    for _ in range(200):
        found = subprocess.run(["xdotool", "search", "--pid", str(game.pid)], env=env, capture_output=True,
                               text=True)
        if found.stdout.strip():
            window = found.stdout.split()[-1]
            break
        time.sleep(0.1)
    if not window:
        raise RuntimeError("the game opened no window")
    real = Real(display, window, out)
    real.x("windowfocus", window)
    time.sleep(2)
    return xvfb, game, real


def wait_for(history: Any, want: list[str], first: bool) -> bool:
    """Until the real game's history is the twin's (60 s at most)."""
    def same() -> bool:
        got = history()
        return (got is None and first) or (got or [])[:len(want)] == want

    end = time.monotonic() + 60
    while not same() and time.monotonic() < end:
        time.sleep(0.2)
    return same()


def gesture(driver: Any, scene: Any, a: Any, n: int) -> None:
    """`a` played with the mouse and keys as a player would."""
    import pygame
    from table_helpers import shared_gesture
    from test_ui_xxl_table import _human_move

    from game.engine import Skip
    from game.engine.rules.economy_steps import Tax
    from game.ui.table.probe import probe
    from game.ui.table.xxl.pieces import XTable

    if isinstance(scene.pieces, XTable):
        _human_move(driver, scene, a, n)
    elif isinstance(a, Tax):
        for square in a.squares:
            driver.click(scene.cell_center(scene.state.actor, *square))
        driver.key(pygame.K_RETURN)
    elif isinstance(a, Skip):
        driver.click(probe(scene).button_center("q_skip"))
    elif not shared_gesture(driver, scene, a):
        raise RuntimeError(f"no gesture for {a}")


def play_game(rules: str, out: Path, home: Path) -> int:
    from game.ai import choose
    from game.engine import Options, legal_actions, view
    from game.engine.rng import Rng
    from game.session import Person, Seat, Session
    from game.ui.screens.table import TableScene
    from game.ui.table.harness import headless_context
    from saves.settings import Settings
    from saves.store import SaveStore

    if rules == "xxl":
        seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue", "ai", "normal"),
                 Seat("Chloé", "green", "ai", "normal"), Seat("Dario", "yellow", "ai", "normal")]
        session = Session(Options(rules="xxl", players=4, court=1), seats, 11)
    else:
        seats = [Seat("Ada", "red"), Seat("Bruno", "blue", "ai", "normal"),
                 Seat("Chloé", "green", "ai", "normal")]
        session = Session(Options(rules=rules, players=3), seats, 11)
    store = SaveStore()
    start = store.save(session, "real window")

    def history() -> list[str] | None:
        files = sorted(store.autosave_folder.glob("*.json"), key=lambda f: f.stat().st_mtime)
        try:
            return list(json.loads(files[-1].read_text())["history"]) if files else None
        except (OSError, ValueError, KeyError):
            return None

    xvfb, game, real = start_game(["--load", str(start)], out)
    try:
        ctx = headless_context(SIZE, Path(tempfile.mkdtemp()) / "saves", Settings(**SETTINGS))
        twin = Session.from_json(session.to_json())
        scene = TableScene(ctx, twin)
        ctx.manager.push(scene)
        driver = mirror_driver(ctx, real)
        driver.run(2)
        humans = {i for i, s in enumerate(twin.seats) if s.kind == "human"}
        n = 0
        while twin.state.phase != "over":
            if not driver.until(lambda: scene.settled and not scene.busy, 6000, 120):
                raise RuntimeError("the twin never settled")
            if not wait_for(history, list(twin.history), False):
                real.shot(f"diverged-{n}")
                print(f"DIVERGED at move {len(twin.history)}")
                return 1
            st = twin.state
            if st.phase == "over":
                break
            if st.actor not in humans:
                driver.run(5)
                continue
            time.sleep(0.6)  # the real window's glide ends before its picture
            if n % 12 == 0:
                real.shot(f"move-{n:03d}")
            legal = [a for a in legal_actions(st) if not getattr(a, "search", False)]
            a = choose("normal", view(st), Rng(n), 1.0)
            if a not in legal:
                a = Rng(n).choice(legal)
            print(f"move {n}: {a}", flush=True)
            gesture(driver, scene, a, n)
            n += 1
        driver.until(lambda: ctx.manager.top is not scene, 600, 60)
        time.sleep(3)
        real.shot("end")
        print(f"GAME OVER after {n} human moves; the real history holds {len(history() or [])}")
        return 0
    finally:
        game.terminate()
        xvfb.terminate()


def play_lesson(rules: str, out: Path, home: Path) -> int:
    import pygame
    from table_helpers import board_gesture, shared_gesture
    from test_ui_xxl_table import _human_move

    from game.engine import Place, Skip
    from game.engine.kingdom import DIRS
    from game.engine.rules.economy_steps import Tax
    from game.ui.table.drag import presses_to
    from game.ui.table.harness import headless_context
    from game.ui.table.probe import probe
    from saves.settings import Settings

    progress = home / "lessons" / f"{rules}.json"

    def history() -> list[str] | None:
        try:
            return list(json.loads(progress.read_text())["history"])
        except (OSError, ValueError, KeyError):
            return None

    xvfb, game, real = start_game(["--learn", rules], out)
    try:
        ctx = headless_context(SIZE, Path(tempfile.mkdtemp()) / "saves", Settings(**SETTINGS))
        ctx.manager.push(ctx.scenes.title())
        ctx.manager.push(ctx.scenes.lessons())
        scene = ctx.scenes.lesson(rules)
        ctx.manager.push(scene)
        driver = mirror_driver(ctx, real)
        driver.run(2)
        guide = scene.guide
        n, refusals = 0, []
        while not guide.finished:
            due = lambda: guide.finished or (guide.learner_due() is not None and scene.human_turn  # noqa: E731
                                             and scene.settled and not scene.busy)
            if not driver.until(due, 6000, 120):
                raise RuntimeError("the lesson never came back to the learner")
            if guide.finished:
                break
            if not wait_for(history, list(scene.session.history), n == 0):
                real.shot(f"diverged-{n}")
                print(f"DIVERGED at move {len(scene.session.history)}")
                return 1
            time.sleep(0.8)
            a = guide.learner_due().action
            real.shot(f"step-{n:02d}")
            played = len(scene.session.history)
            print(f"step {n}: {a}", flush=True)
            if isinstance(a, Place):
                # the first half held over the glow's OTHER square, R until the domino covers the glow
                dr, dc = DIRS[a.dir]
                glow = {(a.row, a.col), (a.row + dr, a.col + dc)}
                which, i = scene.slot_of(a.domino)
                driver.click(scene.line_half_center(which, i, 0))
                other = scene.cell_center(scene.state.actor, a.row + dr, a.col + dc)
                driver.move(other, 3)
                presses = 0
                while scene.ghost is not None and set(scene.ghost.cells() or ()) != glow and presses < 4:
                    driver.key(pygame.K_r)
                    presses += 1
                driver.click(other)
                driver.run(3)
                if len(scene.session.history) == played:
                    words = scene.toast[0] if scene.toast else "(no words)"
                    refusals.append((n, str(a), presses, words))
                    print(f"   refused after {presses} R: {words}", flush=True)
                    time.sleep(0.5)
                    real.shot(f"step-{n:02d}-refused")
                    if scene.ghost is None:
                        driver.click(scene.line_half_center(which, i, 0))
                    target = scene.cell_center(scene.state.actor, a.row, a.col)
                    driver.move(target, 3)
                    for _ in range(presses_to(scene.ghost.dir, a.dir)):
                        driver.key(pygame.K_r)
                    driver.click(target)
                else:
                    print(f"   accepted after {presses} R: {scene.session.history[played]}", flush=True)
            elif isinstance(a, Tax):
                for square in a.squares:
                    driver.click(scene.cell_center(scene.state.actor, *square))
                driver.key(pygame.K_RETURN)
            elif isinstance(a, Skip) and probe(scene).button_center("q_skip") is not None:
                driver.click(probe(scene).button_center("q_skip"))
            elif not board_gesture(driver, scene, a) and not shared_gesture(driver, scene, a):
                _human_move(driver, scene, a, n)
            driver.run(3)
            if len(scene.session.history) == played:
                real.shot(f"stuck-{n}")
                print(f"STUCK at step {n}: {scene.toast}")
                return 1
            n += 1
        driver.run(30)
        time.sleep(2)
        real.shot("finished")
        print(f"LESSON DONE: {rules}, {n} learner steps, {len(refusals)} refused")
        for refusal in refusals:
            print("  ", refusal)
        return 0
    finally:
        game.terminate()
        xvfb.terminate()


def main(argv: list[str]) -> int:
    mode, out = argv[0], Path(argv[1])
    if len(argv) > 2:  # the real game's and the twin's language, as Settings → Language sets it
        SETTINGS["language"] = argv[2]
    out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="real-window-home-"))
    os.environ["KINGDOMINO_HOME"] = str(home)  # the real game's and this process's saves
    os.environ["SDL_VIDEODRIVER"] = "dummy"  # the twin's; the real game gets the X display
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
    import pygame

    pygame.init()
    from saves.settings import Settings, save_settings

    save_settings(Settings(fullscreen=False, **SETTINGS))
    if "language" in SETTINGS:
        from game.i18n import set_language

        set_language(str(SETTINGS["language"]))
    if mode.startswith("lesson-"):
        return play_lesson(mode.removeprefix("lesson-"), out, home)
    if mode in ("xxl", "queendomino"):
        return play_game(mode, out, home)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
