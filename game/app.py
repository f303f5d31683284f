"""The desktop app: open the window, build the AppContext, run the scene loop.

    game.app.run(launch)    # the game; returns the exit status
    game.app.smoke(launch)  # self-test: title + one table frame of a seeded game, exit 0
                            # (with `replay`: the replay's last step of that save)

`launch` is any object with `seed`, `load`, `fullscreen` and `size` attributes (and
optionally `replay`)
(game.launch.LaunchOptions). Set KINGDOMINO_STARTUP_TIMING=1 to print
`first_frame_seconds=<s>` (process start to first frame on screen) to stdout;
KINGDOMINO_STARTUP_TIMING=exit prints it and quits right after that frame.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.context import AppContext, WindowControl
    from game.ui.scene import Scene

FPS = 60
TIMING_ENV = "KINGDOMINO_STARTUP_TIMING"
EXIT_OK, EXIT_ERROR, EXIT_BAD_SAVE = 0, 1, 2


# --- timing ----------------------------------------------------------------------------
def process_started() -> float:
    """When this process started (time.time() seconds); best effort per platform."""
    try:  # Linux: start time in clock ticks after boot, and the boot time
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        ticks = int(fields[19])
        hz = os.sysconf("SC_CLK_TCK")
        btime = next(int(line.split()[1]) for line in Path("/proc/stat").read_text().splitlines()
                     if line.startswith("btime"))
        return btime + ticks / hz
    except (OSError, ValueError, IndexError, StopIteration, AttributeError):
        pass
    try:
        import psutil  # optional; not a dependency

        return float(psutil.Process().create_time())
    except Exception:
        # CPU time used so far is a lower bound of the wall time since start (startup is CPU-bound)
        return time.time() - time.process_time()


def report_first_frame(ctx: AppContext, started: float) -> float:
    """Remember and (with KINGDOMINO_STARTUP_TIMING set) print the time to the first frame."""
    seconds = max(0.0, time.time() - started)
    ctx.extras["first_frame_seconds"] = seconds
    if os.environ.get(TIMING_ENV):
        print(f"first_frame_seconds={seconds:.3f}", flush=True)
    return seconds


# --- building the app ------------------------------------------------------------------
def build_context(window: WindowControl, settings: Any = None, store: Any = None) -> AppContext:
    """The AppContext for `window`: settings and store default to the player's own."""
    from game.i18n import AUTO, resolve, set_language
    from game.paths import music_dir, sprites_dir
    from game.ui.assets import Assets, SoundPlayer
    from game.ui.context import AppContext
    from game.ui.music import MusicPlayer
    from game.ui.scene import SceneManager
    from saves.settings import load_settings
    from saves.store import SaveStore

    settings = settings if settings is not None else load_settings()
    set_language(resolve(getattr(settings, "language", AUTO)))
    store = store if store is not None else SaveStore()
    assets = Assets(sprites_dir())
    manager = SceneManager()
    ctx = AppContext(manager=manager, assets=assets, settings=settings, store=store,
                     sound=SoundPlayer(assets, settings), window=window,
                     music=MusicPlayer(music_dir(), settings))
    window.on_resize = manager.resize
    return ctx


def quick_session(seed: int, humans: int = 1) -> Session:
    """A 2-player Kingdomino game dealt from `seed`: `humans` human seats, the rest Normal AI."""
    from game.engine import Options
    from game.session import Seat, Session

    seats = [Seat("Player 1", "red"), Seat("Aldric", "blue", "ai", "normal")]
    if humans >= 2:
        seats[1] = Seat("Player 2", "blue")
    return Session(Options(players=2), seats, seed)


def _open_window(launch: Any, settings: Any, offscreen: bool = False) -> WindowControl:
    from game.paths import sprites_dir
    from game.ui.context import WindowControl

    pygame.display.set_caption("Kingdomino")
    icon = sprites_dir() / "icon.png"
    if icon.is_file():
        with contextlib.suppress(pygame.error):
            pygame.display.set_icon(pygame.image.load(str(icon)))
    size: tuple[int, ...] = tuple(getattr(launch, "size", None) or getattr(settings, "window_size", None)
                                  or (1280, 720))
    fs = getattr(launch, "fullscreen", None)
    fullscreen = bool(settings.fullscreen if fs is None else fs)
    window = WindowControl((int(size[0]), int(size[1])), fullscreen=fullscreen, offscreen=offscreen)
    window.open()
    return window


def _init_pygame() -> None:
    from game.audio import captured_stderr, init_mixer

    with captured_stderr():  # SDL's probing of absent back-ends (Wayland, ...) talks on stderr
        pygame.display.init()
    pygame.font.init()
    # no sound device is no reason not to play: SoundPlayer stays silent then, the terminal
    # stays quiet, and the log says it once
    init_mixer(_log_dir())


def _log_dir() -> Path | None:
    try:
        from game.paths import crash_log_dir

        return crash_log_dir()
    except Exception:  # no log folder: sound notes are not worth failing for
        return None


# --- the loop --------------------------------------------------------------------------
def handle_window_event(ctx: AppContext, event: pygame.event.Event) -> bool:
    """Window-level events (resize, F11, the mute key, expose); True when the event was one of them."""
    if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        if event.type == pygame.VIDEORESIZE:
            ctx.window.window_resized(event.size)
        size = ctx.window.surface.get_size()
        if not ctx.window.fullscreen:
            ctx.settings.window_size = (int(size[0]), int(size[1]))
        ctx.manager.resize(size)
        return True
    if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
        ctx.settings.fullscreen = not ctx.window.fullscreen  # before the resize that follows
        ctx.window.toggle_fullscreen()
        ctx.settings.fullscreen = ctx.window.fullscreen  # what the display allowed
        ctx.save_settings()
        return True
    from game.ui.music import MUTE_KEY

    if event.type == pygame.KEYDOWN and event.key == MUTE_KEY:  # every sound, anywhere; remembered
        ctx.settings.muted = not ctx.settings.muted
        ctx.save_settings()
        for scene in ctx.manager.visible():  # the Settings screen's toggle shows it
            scene.dirty = True
        return True
    if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
        for scene in ctx.manager.visible():
            scene.dirty = True
        return True
    return False


def dispatch(ctx: AppContext, event: pygame.event.Event) -> None:
    """One event: window events here, everything else to the top scene."""
    if event.type == pygame.QUIT:
        ctx.manager.quit()  # the table autosaves after every move: nothing to ask
    elif not handle_window_event(ctx, event):
        ctx.manager.handle_event(event)


def loop(ctx: AppContext, started: float | None = None, max_frames: int | None = None,
         max_ticks: int | None = None) -> int:
    """Run until a scene asks to quit or the window closes; returns the number of frames drawn.

    Draws (and flips) only when a visible scene is dirty, so an idle screen costs
    next to nothing. `max_frames` / `max_ticks` stop early (tests).
    """
    clock = pygame.time.Clock()
    manager = ctx.manager
    frames = ticks = 0
    exit_after_first = os.environ.get(TIMING_ENV, "").strip().lower() == "exit"
    while not manager.quit_requested and manager.stack:
        for event in pygame.event.get():
            dispatch(ctx, event)
        if manager.quit_requested or not manager.stack:
            break
        ticks += 1
        dt = clock.tick(FPS) / 1000.0
        manager.update(dt)
        if ctx.music is not None:
            ctx.music.follow(manager.stack, dt)
        if manager.dirty:
            manager.draw(ctx.window.surface)
            if not ctx.window.offscreen:
                pygame.display.flip()
            frames += 1
            if frames == 1 and started is not None:
                report_first_frame(ctx, started)
                if exit_after_first:
                    break
            if max_frames is not None and frames >= max_frames:
                break
        if max_ticks is not None and ticks >= max_ticks:
            break
    return frames


def _initial_scenes(ctx: AppContext, launch: Any, session: Session | None,
                    watched: Session | None = None) -> None:
    ctx.manager.push(ctx.scenes.title())
    if watched is not None:  # --replay: Close goes back to the title
        ctx.manager.push(ctx.scenes.replay(watched))
        return
    seed = getattr(launch, "seed", None)
    if session is None and seed is not None:
        session = quick_session(int(seed))
    if session is not None:
        ctx.manager.push(ctx.scenes.table(session))
    elif getattr(launch, "learn", None):
        ctx.manager.push(ctx.scenes.lessons())
        ctx.manager.push(ctx.scenes.lesson(launch.learn))


def _load_requested(launch: Any, store: Any) -> tuple[Session | None, str | None]:
    """The session of `--load FILE`, or the one-line reason it cannot be loaded."""
    path = getattr(launch, "load", None)
    if path is None:
        return None, None
    from saves.errors import SaveError

    try:
        if hasattr(store, "load_to_play"):  # an old slot of a game that went on becomes a copy
            return store.load_to_play(Path(path))[0], None
        return store.load(Path(path)), None
    except SaveError as e:
        return None, e.reason


def _replay_requested(launch: Any, store: Any) -> tuple[Session | None, str | None]:
    """The saved game of `--replay FILE` (read only: never made a copy to play on), or the
    one-line reason it cannot be read."""
    path = getattr(launch, "replay", None)
    if path is None:
        return None, None
    from saves.errors import SaveError

    try:
        return store.load(Path(path)), None
    except SaveError as e:
        return None, e.reason


def run(launch: Any) -> int:
    """Play: title screen (or the game of --load / --seed) until the player quits."""
    started = float(getattr(launch, "started", None) or process_started())
    from saves.settings import load_settings
    from saves.store import SaveStore

    settings = load_settings()
    store = SaveStore()
    session, problem = _load_requested(launch, store)
    if problem is not None:
        print(f"kingdomino: cannot load {launch.load}: {problem}", file=sys.stderr, flush=True)
        return EXIT_BAD_SAVE
    watched, problem = _replay_requested(launch, store)
    if problem is not None:
        print(f"kingdomino: cannot replay {launch.replay}: {problem}", file=sys.stderr, flush=True)
        return EXIT_BAD_SAVE
    _init_pygame()
    try:
        window = _open_window(launch, settings)
        ctx = build_context(window, settings, store)
        from game.ui.table.ai_worker import SharedHelpers

        ctx.ai_helpers = SharedHelpers()  # started by the first Hard move, if any
        try:
            _initial_scenes(ctx, launch, session, watched)
            loop(ctx, started)
            while ctx.manager.stack:  # let scenes stop their workers and save
                ctx.manager.pop()
            ctx.save_settings()
        finally:
            ctx.ai_helpers.close()
    finally:
        pygame.quit()
    return EXIT_OK


def _smoke_languages() -> str | None:
    """Every language's catalog and number format load (the packaged app carries them all): the
    languages as 'code:Settings-word' pairs, or None after saying what is missing."""
    from game.i18n import LANGUAGES, SOURCE, _, set_language
    from game.i18n.formats import number

    said = []
    try:
        for code, _name in LANGUAGES:
            set_language(code)
            word = _("Settings")
            if code != SOURCE and word == "Settings":
                print(f"kingdomino smoke: no catalog for {code}", file=sys.stderr, flush=True)
                return None
            said.append(f"{code}:{word} {number(1234.5, 1)}")
    finally:
        set_language(SOURCE)
    return ", ".join(said)


def smoke(launch: Any) -> int:
    """Self-test: draw the title and one table frame of a seeded game; 0 when all worked."""
    started = float(getattr(launch, "started", None) or process_started())
    try:
        from saves.settings import Settings
        from saves.store import SaveStore

        store = SaveStore()
        session, problem = _load_requested(launch, store)
        if problem is not None:
            print(f"kingdomino smoke: cannot load {launch.load}: {problem}", file=sys.stderr, flush=True)
            return EXIT_BAD_SAVE
        watched, problem = _replay_requested(launch, store)
        if problem is not None:
            print(f"kingdomino smoke: cannot replay {launch.replay}: {problem}", file=sys.stderr, flush=True)
            return EXIT_BAD_SAVE
        _init_pygame()
        settings = Settings(fullscreen=False, muted=True)  # never touch the player's settings
        try:
            window = _open_window(launch, settings)
        except pygame.error as e:  # no display at all: draw offscreen, still exercise everything
            print(f"kingdomino smoke: no window ({e}); drawing offscreen", file=sys.stderr, flush=True)
            window = _open_window(launch, settings, offscreen=True)
        ctx = build_context(window, settings, store)
        if watched is not None:
            return _smoke_replay(ctx, window, watched)
        ctx.manager.push(ctx.scenes.title())
        ctx.manager.draw(window.surface)
        if not window.offscreen:
            pygame.display.flip()
        report_first_frame(ctx, started)
        if getattr(launch, "learn", None):  # the lesson's first frame (its progress left as it is)
            table = ctx.scenes.lesson(launch.learn)
        else:
            if session is None:
                session = quick_session(int(getattr(launch, "seed", None) or 1), humans=2)
            table = ctx.scenes.table(session)
        _draw_once(ctx, window, table)
        if getattr(launch, "learn", None):  # a lesson's rival is Normal: no Hard helper to test
            guide = getattr(table, "guide", None)
            if guide is not None:  # which lesson and step opened, for whoever runs the check
                print(f"kingdomino smoke: {guide.where()}", flush=True)
            print("kingdomino smoke: ok", flush=True)
            return EXIT_OK
        spoken = _smoke_languages()
        if spoken is None:
            return EXIT_ERROR
        print(f"kingdomino smoke: languages {spoken}", flush=True)
        from game.ai.helpers import check

        deals = check()  # a Hard helper process (in the packaged app: this program started again)
        if not deals:
            print("kingdomino smoke: Hard's helper process did not work", file=sys.stderr, flush=True)
            return EXIT_ERROR
        print(f"kingdomino smoke: Hard's helper process played {deals} deals", flush=True)
        import tempfile

        from game.net.selfcheck import check as net_check

        with tempfile.TemporaryDirectory(prefix="kdm-smoke-net-") as folder:
            actions = net_check(Path(folder))
        if not actions:
            print("kingdomino smoke: the online game did not finish", file=sys.stderr, flush=True)
            return EXIT_ERROR
        print(f"kingdomino smoke: an online game of {actions} actions over loopback", flush=True)
        print("kingdomino smoke: ok", flush=True)
        return EXIT_OK
    except Exception as e:
        import traceback

        traceback.print_exc()
        print(f"kingdomino smoke: failed: {type(e).__name__}: {e}", file=sys.stderr, flush=True)
        return EXIT_ERROR
    finally:
        pygame.quit()


def _draw_once(ctx: AppContext, window: WindowControl, scene: Scene) -> None:
    """The smoke test's look at a scene: pushed, drawn once (shown on a real window), then
    every scene taken off again."""
    ctx.manager.push(scene)
    ctx.manager.update(0.0)
    ctx.manager.draw(window.surface)
    if not window.offscreen:
        pygame.display.flip()
    while ctx.manager.stack:
        ctx.manager.pop()


def _smoke_replay(ctx: AppContext, window: WindowControl, watched: Session) -> int:
    """`--replay FILE --smoke`: the replay opened at its last step and drawn once."""
    _draw_once(ctx, window, ctx.scenes.replay(watched))
    steps = len(watched.history)
    print(f"kingdomino smoke: replay drawn at its last move ({steps} of {steps})", flush=True)
    print("kingdomino smoke: ok", flush=True)
    return EXIT_OK
