"""The scene stack's way back to a named screen (`SceneManager.back_to`): the scenes above it
close for good without being uncovered on the way, the named one is uncovered once."""

from __future__ import annotations

from game.ui.scene import Scene, SceneManager


class Logged(Scene):
    def __init__(self, name: str, log: list[str], home: str | None = None) -> None:
        super().__init__()
        self.name, self.log, self.home = name, log, home

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def closed(self) -> None:
        self.log.append(f"closed {self.name}")


def test_back_to_closes_what_is_above_the_named_screen_and_uncovers_it() -> None:
    log: list[str] = []
    m = SceneManager()
    for scene in (Logged("title", log), Logged("online", log, "online"), Logged("table", log),
                  Logged("results", log)):
        m.push(scene)
    log.clear()
    assert m.back_to("online")
    assert [s.name for s in m.stack] == ["title", "online"]  # type: ignore[attr-defined]
    assert log == ["closed results", "closed table", "enter online"]


def test_back_to_a_name_not_on_the_stack_changes_nothing() -> None:
    log: list[str] = []
    m = SceneManager()
    m.push(Logged("title", log))
    m.push(Logged("results", log))
    log.clear()
    assert not m.back_to("online")
    assert len(m.stack) == 2 and log == []
