"""Scenes on a stack. The app loop feeds events to the top scene and draws the stack.

A scene gets everything it needs through its constructor (normally the
`AppContext`); `draw` only reads state. `dirty` tells the loop whether the
screen must be redrawn, so an idle table costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame


class Scene:
    #: an overlay (pause menu, dialogs) lets the scene below it show through
    overlay: bool = False
    #: the background piece it asks for (music/<name>.wav); None: the one of the scene below
    music: str | None = None
    #: a name other screens may go back to (`SceneManager.back_to`); None: not such a screen
    home: str | None = None

    def __init__(self) -> None:
        self.manager: SceneManager | None = None
        self.dirty = True

    def enter(self) -> None:
        """Became the top scene (pushed, or uncovered by a pop)."""
        self.dirty = True

    def exit(self) -> None:
        """Stopped being the top scene (popped, replaced, or covered by a push)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by dt seconds; set `dirty` when the picture changes."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint onto `surface`; never changes game state."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""
        self.dirty = True

    def closed(self) -> None:
        """The scene left the stack for good (popped, replaced, cleared): release what it opened."""

    def language_changed(self) -> None:
        """The player chose another language: words already laid out must be chosen again."""
        self.dirty = True


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self.quit_requested = False

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].exit()
        scene.manager = self
        self.stack.append(scene)
        scene.enter()

    def _close_top(self) -> Scene:
        """Take the top scene off for good, uncovering nothing (the callers say what is next)."""
        gone = self.stack.pop()
        gone.exit()
        gone.closed()
        return gone

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self._close_top()
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self._close_top()
        scene.manager = self
        self.stack.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start over from `scene` (e.g. back to the title)."""
        while self.stack:
            self._close_top()
        self.push(scene)

    def back_to(self, home: str) -> bool:
        """Close every scene above the topmost one named `home` and uncover it; False (and
        nothing closed) when no scene on the stack has that name."""
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].home == home:
                while len(self.stack) > i + 1:
                    self._close_top()  # not pop(): the scenes passed on the way are never uncovered
                self.stack[-1].enter()
                return True
        return False

    def quit(self) -> None:
        self.quit_requested = True

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any it overlays."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(start, 0) :]

    @property
    def dirty(self) -> bool:
        return any(s.dirty for s in self.visible())

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.top is not None:
            self.top.handle_event(event)

    def update(self, dt: float) -> None:
        for scene in self.visible():
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
            scene.dirty = False

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.stack:
            scene.resize(size)

    def language_changed(self) -> None:
        """Every screen on the stack speaks the new language at once (those under Settings too)."""
        for scene in self.stack:
            scene.language_changed()
