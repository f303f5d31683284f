"""What every scene gets in its constructor: the `AppContext`.

    ctx.manager    SceneManager: push / pop / replace / clear_to / quit
    ctx.assets     Assets: images, fonts, sounds, colours (game.ui.assets)
    ctx.settings   saves.settings.Settings (mutate it, then ctx.save_settings())
    ctx.store      saves.store.SaveStore: list / save / autosave / load / delete
    ctx.sound      SoundPlayer: ctx.sound.play("click")
    ctx.window     WindowControl: .size, .surface, .toggle_fullscreen(), .set_fullscreen(b)
    ctx.scenes     SceneFactory: builds scenes by name without import cycles:
                   ctx.manager.push(ctx.scenes.pause(session))
    ctx.ai_helpers SharedHelpers or None: the processes Hard's searches share (the app's)

Scenes never import each other; they ask `ctx.scenes` for a new instance.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import theme
from game.ui.scene import Scene, SceneManager

if TYPE_CHECKING:
    from game.session import Session
    from game.ui.assets import Assets, SoundPlayer
    from saves.settings import Settings
    from saves.store import SaveStore


class WindowControl:
    """The window: its size and surface, fullscreen on and off.

    `offscreen=True` draws into a plain Surface instead of opening a window
    (tests, screenshots). `on_resize` is called with the new size whenever the
    window changes size through this object (the app wires it to the scenes).
    """

    def __init__(
        self,
        size: tuple[int, int] = theme.DEFAULT_WINDOW,
        fullscreen: bool = False,
        offscreen: bool = False,
    ) -> None:
        self.windowed_size = (max(size[0], theme.MIN_WINDOW[0]), max(size[1], theme.MIN_WINDOW[1]))
        self.fullscreen = fullscreen
        self.offscreen = offscreen
        self.on_resize: Callable[[tuple[int, int]], None] | None = None
        self._surface: pygame.Surface | None = None

    def open(self) -> pygame.Surface:
        """Create the window (or the offscreen surface) at the current mode."""
        if self.offscreen:
            self._surface = pygame.Surface(self.windowed_size)
        elif self.fullscreen:
            try:
                self._surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
                self._surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            self._surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if not self.offscreen:
            set_minimum_size(theme.MIN_WINDOW)
        return self._surface

    @property
    def surface(self) -> pygame.Surface:
        if self._surface is None:
            return self.open()
        if not self.offscreen:
            # set_mode may have been called elsewhere (e.g. SDL recreated it on resize)
            current = pygame.display.get_surface()
            if current is not None:
                self._surface = current
        return self._surface

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def window_resized(self, size: tuple[int, int]) -> None:
        """The OS resized the window (VIDEORESIZE): remember the windowed size."""
        if not self.fullscreen and not self.offscreen:
            self.windowed_size = (max(size[0], theme.MIN_WINDOW[0]), max(size[1], theme.MIN_WINDOW[1]))
        if self.offscreen:
            self.windowed_size = size
            self._surface = pygame.Surface(size)

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if not self.fullscreen and self._surface is not None:
            self.windowed_size = self._surface.get_size()
        self.fullscreen = on
        if not self.offscreen:
            self.open()
        if self.on_resize is not None:
            self.on_resize(self.size)

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def resize(self, size: tuple[int, int]) -> None:
        """Change the windowed size from code (tests, settings)."""
        self.windowed_size = size
        if self.offscreen:
            self._surface = pygame.Surface(size)
        elif not self.fullscreen:
            self.open()
        if self.on_resize is not None:
            self.on_resize(self.size)


def set_minimum_size(size: tuple[int, int]) -> bool:
    """Ask the system not to let the window shrink below `size` (True when it took)."""
    import warnings

    try:
        with warnings.catch_warnings():  # pygame-ce frowns on mixing Window and display; harmless here
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = size
    except (AttributeError, pygame.error):  # an older pygame, or no real window
        return False
    return True


class SceneFactory:
    """Builds screens for `ctx` by name (game/ui/screens/registry.py says where each lives and imports
    it on first use, so this module imports no screen).

    Every method returns a new, not yet pushed, Scene:
        title(), new_game(seed=None, host=None), online(), online_room(lobby, code),
        table(session), replay(session), lesson(rules_name), lessons(),
        results(session), coach(session), pause(session),
        pool(session), settings(), rules(rules_name=None: the first registered), save_load(session=None),
        statistics(),
        confirm(text, on_yes, on_no=None, yes=None, no=None): None is "Yes" / "No" in the language.
    """

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def _build(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        from game.ui.screens.registry import screen

        built: Scene = screen(name)(self.ctx, *args, **kwargs)
        return built

    def title(self) -> Scene:
        return self._build("title")

    def new_game(self, seed: int | None = None, host: Callable[[Session], None] | None = None) -> Scene:
        return self._build("new_game", seed, host)

    def online(self) -> Scene:
        return self._build("online")

    def online_room(self, lobby: Any, code: str) -> Scene:
        return self._build("online_room", lobby, code)

    def table(self, session: Session) -> Scene:
        return self._build("table", session)

    def lesson(self, rules_name: str) -> Scene:
        """The table playing rule set `rules_name`'s lesson, resumed where the learner stopped."""
        return self._build("lesson", rules_name)

    def lessons(self) -> Scene:
        return self._build("lessons")

    def results(self, session: Session) -> Scene:
        return self._build("results", session)

    def replay(self, session: Session) -> Scene:
        """The saved game `session` watched again, read-only (never played on nor saved)."""
        return self._build("replay", session)

    def coach(self, session: Session) -> Scene:
        return self._build("coach", session)

    def pause(self, session: Session) -> Scene:
        return self._build("pause", session)

    def pool(self, session: Session) -> Scene:
        """The dominoes list: the whole set, seen ones dimmed, what may still come."""
        return self._build("pool", session)

    def settings(self) -> Scene:
        return self._build("settings")

    def rules(self, rules_name: str | None = None) -> Scene:
        from game.engine.rules import default_rules

        return self._build("rules", rules_name or default_rules())

    def save_load(self, session: Session | None = None) -> Scene:
        return self._build("save_load", session)

    def statistics(self) -> Scene:
        """Each person's record at each rule set, from the finished games' saves."""
        return self._build("statistics")

    def confirm(
        self,
        text: str,
        on_yes: Callable[[], None],
        on_no: Callable[[], None] | None = None,
        yes: str | None = None,
        no: str | None = None,
    ) -> Scene:
        """A modal yes/no overlay. It pops itself first, then calls on_yes / on_no."""
        return self._build("confirm", text, on_yes, on_no, yes=yes, no=no)


@dataclass
class AppContext:
    manager: SceneManager
    assets: Assets
    settings: Settings
    store: SaveStore
    sound: SoundPlayer
    window: WindowControl
    scenes: SceneFactory = field(init=False)
    #: Hard's helper processes (game.ui.table.ai_worker.SharedHelpers), shared by every table;
    #: None: Hard searches on the window's process alone (tests, screenshots)
    ai_helpers: Any = None
    #: the background music (game.ui.music.MusicPlayer); None: no music (tests, screenshots)
    music: Any = None
    #: free slot for app-wide extras (e.g. first-frame timing); scenes should not rely on it
    extras: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.scenes = SceneFactory(self)

    def ui_scale(self, size: tuple[int, int] | None = None) -> float:
        """The interface scale the settings ask for, in a window of `size` (default: the window's)."""
        return theme.ui_scale(size or self.window.size, getattr(self.settings, "ui_scale", "auto"))

    def save_settings(self) -> None:
        """Persist `self.settings`; a failure to write is not worth crashing the game for."""
        try:
            from saves.settings import save_settings

            save_settings(self.settings)
        except Exception as e:  # SaveError, disk full, read-only home: keep playing
            print(f"kingdomino: could not save settings: {getattr(e, 'reason', e)}", flush=True)
