"""A table without a window: an `AppContext` on an offscreen surface, and a driver
that feeds posted input events through the same loop the app runs.

Used by the tests, the frame-time benchmark and the screenshot tool; nothing
in the game itself depends on it. Needs SDL's dummy video driver (or a real
display) and `pygame.init()` done by the caller.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any, ClassVar

import pygame

from game.engine import Options
from game.paths import sprites_dir
from game.session import Seat, Session
from game.ui.assets import Assets, SoundPlayer
from game.ui.context import AppContext, WindowControl
from game.ui.scene import SceneManager

COLOURS = ("red", "blue", "green", "yellow", "purple")
NAMES = ("Ada", "Bruno", "Chloé", "Dario", "Eve")


class RecordingSound(SoundPlayer):
    """Plays nothing, remembers every sound asked for (tests check them)."""

    def __init__(self, assets: Assets, settings: Any) -> None:
        super().__init__(assets, settings)
        self.played: list[str] = []

    def play(self, name: str, volume: float = 1.0) -> None:
        self.played.append(name)


class _Loaded:
    """The sprites as loaded from disk, shared by the tables a test process makes (each makes
    its own context; loading every sprite again for each was a good part of a table test)."""

    images: ClassVar[dict[str, pygame.Surface]] = {}


def headless_context(
    size: tuple[int, int] = (1280, 720), save_dir: Path | None = None, settings: Any = None
) -> AppContext:
    from saves.settings import Settings
    from saves.store import SaveStore

    settings = settings or Settings()
    assets = Assets(sprites_dir(), _Loaded.images)
    # a folder of its own holding `saves`: what lives beside the saves (the lessons' progress,
    # in `<parent>/lessons`) is this context's alone, never shared through the temp folder
    folder = save_dir or Path(tempfile.mkdtemp(prefix="kdm-table-")) / "saves"
    window = WindowControl(size, offscreen=True)
    ctx = AppContext(
        SceneManager(), assets, settings, SaveStore(folder), RecordingSound(assets, settings), window
    )
    window.on_resize = ctx.manager.resize
    return ctx


def bench_context(size_text: str) -> AppContext:
    """An off-screen window of `size_text` ("1280x720") for a benchmark command: SDL's dummy
    drivers (unless set), a display surface like the real app's (so blits hit its format), and
    the table's context on it."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    w, h = (int(v) for v in size_text.lower().split("x"))
    pygame.init()
    pygame.display.set_mode((w, h))
    return headless_context((w, h))


def make_session(
    players: int = 2,
    seed: int = 7,
    kinds: tuple[str, ...] = (),
    mighty_duel: bool = False,
    hints: bool = False,
    **options: Any,
) -> Session:
    seats = []
    for i in range(players):
        kind = kinds[i] if i < len(kinds) else "human"
        seats.append(Seat(NAMES[i], COLOURS[i], kind, "normal" if kind == "ai" else None))
    return Session(Options(players=players, mighty_duel=mighty_duel, **options), seats, seed, hints=hints)


class Driver:
    """Posts input events and runs frames of the app loop: events → update → draw if dirty."""

    def __init__(self, ctx: AppContext, dt: float = 1 / 60) -> None:
        self.ctx = ctx
        self.dt = dt
        self.frames = 0
        self.redraws = 0
        self.buttons = (0, 0, 0)
        self.pos = (0, 0)

    @property
    def surface(self) -> pygame.Surface:
        return self.ctx.window.surface

    def frame(self, dt: float | None = None) -> bool:
        """One loop iteration; True when the frame was redrawn."""
        m = self.ctx.manager
        for e in pygame.event.get():
            if e.type == pygame.VIDEORESIZE:
                self.ctx.window.window_resized(e.size)
                m.resize(e.size)
            else:
                m.handle_event(e)
        m.update(self.dt if dt is None else dt)
        self.frames += 1
        if m.dirty:
            m.draw(self.surface)
            self.redraws += 1
            return True
        return False

    def run(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.frame()

    def until(self, done: Any, max_frames: int = 2000, seconds: float = 20.0) -> bool:
        """Run frames until `done()` is true; False if it never became true. Frames are
        paced a little (1 ms) so work in other threads (the AI) gets its turn."""
        end = time.monotonic() + seconds
        for _ in range(max_frames):
            if done():
                return True
            self.frame()
            if time.monotonic() > end:
                break
            time.sleep(0.001)
        return bool(done())

    # -- input ---------------------------------------------------------------------------
    def post(self, kind: int, **attrs: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, attrs))

    def move(self, pos: tuple[int, int], steps: int = 1) -> None:
        x0, y0 = self.pos
        for i in range(1, steps + 1):
            p = (round(x0 + (pos[0] - x0) * i / steps), round(y0 + (pos[1] - y0) * i / steps))
            self.post(
                pygame.MOUSEMOTION, pos=p, rel=(p[0] - self.pos[0], p[1] - self.pos[1]), buttons=self.buttons
            )
            self.pos = p
            self.frame()

    def down(self, pos: tuple[int, int], button: int = 1) -> None:
        self.move(pos)
        self.buttons = (1, 0, 0) if button == 1 else self.buttons
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.frame()

    def up(self, pos: tuple[int, int], button: int = 1) -> None:
        self.move(pos)
        self.buttons = (0, 0, 0) if button == 1 else self.buttons
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frame()

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.down(pos, button)
        self.up(pos, button)

    def drag(self, src: tuple[int, int], dst: tuple[int, int], steps: int = 8) -> None:
        self.down(src)
        self.move(dst, steps)
        self.up(dst)

    def key(self, key: int, mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        self.frame()

    def wheel(self, y: int) -> None:
        self.post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
        self.frame()
