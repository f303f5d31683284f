"""A table frame repaints where the last frame's overlay drew, not the whole window (issue 29:
the whole static layer copied each frame gave the interpreter away to a thinking AI), and the
picture is the same as a frame repainted whole."""

from __future__ import annotations

import pygame
import pytest

from game.bench_ui import Drag
from game.ui.table.damage import Damage
from game.ui.table.harness import headless_context
from game.ui.table.queendomino.pieces import QTable
from game.ui.table.xxl.pieces import XTable

SIZE = (1920, 1080)  # the benchmark's: its walk crosses a button (a tooltip) and leaves the kingdom
FRAMES = 70  # the walk over the kingdom and off it, a rotation (R) on its 45th step included


class Counting(pygame.Surface):
    """A window that counts the pixels copied onto it from the table's static layer."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.static: pygame.Surface | None = None
        self.copied: list[int] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def,override]
        if source is self.static:
            r = pygame.Rect(area) if area is not None else source.get_rect()
            self.copied[-1] += r.w * r.h
        return super().blit(source, dest, area, special_flags)


def frame(drag: Drag, n: int, surface: pygame.Surface) -> None:
    """The app loop's frame n of the walk, drawn on `surface`."""
    manager = drag.driver.ctx.manager
    drag.move(n)
    for e in pygame.event.get():
        manager.handle_event(e)
    manager.update(1 / 60)
    drag.scene.draw(surface)


@pytest.mark.parametrize("rules", ["kingdomino", "queendomino", "xxl"])
def test_a_steady_drag_copies_little_of_the_static_layer(rules: str) -> None:
    drag = Drag(headless_context(SIZE), rules, 2024)
    window = Counting(SIZE)
    for n in range(FRAMES):
        window.copied.append(0)
        window.static = drag.scene.static
        frame(drag, n, window)
    whole = SIZE[0] * SIZE[1]
    assert window.copied[0] >= whole  # a new window: the first frame is whole
    most = max(window.copied[1:])
    assert most < whole // 3, f"a frame of the drag copied {most / whole:.0%} of the window"


@pytest.mark.parametrize("rules", ["kingdomino", "queendomino", "xxl"])
def test_every_frame_of_the_drag_looks_as_if_repainted_whole(rules: str) -> None:
    ctx = headless_context(SIZE)
    drag = Drag(ctx, rules, 2024)
    scene = drag.scene
    for n in range(FRAMES):
        drag.move(n)
        assert drag.driver.frame()
        assert scene.static is not None
        whole = scene.static.copy()
        scene.painter.overlay(whole)
        shown = pygame.image.tobytes(ctx.window.surface, "RGB")
        assert shown == pygame.image.tobytes(whole, "RGB"), f"frame {n} differs from the whole repaint"


def test_another_surface_or_a_forgotten_frame_is_repainted_whole() -> None:
    static = pygame.Surface((40, 30))
    static.fill((10, 20, 30))
    a, b = pygame.Surface((40, 30)), pygame.Surface((40, 30))
    damage = Damage()
    damage.restore(a, static)
    damage.drew([pygame.Rect(0, 0, 4, 4)])
    b.fill((255, 0, 0))
    damage.restore(b, static)  # not the surface it drew on last
    assert b.get_at((39, 29))[:3] == (10, 20, 30)
    damage.drew([pygame.Rect(0, 0, 4, 4)])
    b.fill((255, 0, 0))
    damage.forget()  # a scene drew over the table
    damage.restore(b, static)
    assert b.get_at((39, 29))[:3] == (10, 20, 30)
    damage.drew([pygame.Rect(0, 0, 4, 4)])
    b.fill((255, 0, 0))
    damage.restore(b, static)  # only what was drawn comes back
    assert b.get_at((1, 1))[:3] == (10, 20, 30) and b.get_at((39, 29))[:3] == (255, 0, 0)
    assert damage.whole == 3


class CountingFont(pygame.font.Font):
    """A font that counts the text it renders."""

    renders = 0

    def render(self, *args, **kwargs):  # type: ignore[no-untyped-def,override]
        CountingFont.renders += 1
        return super().render(*args, **kwargs)


@pytest.mark.parametrize("rules", ["kingdomino", "xxl"])
def test_a_second_identical_frame_renders_no_text(rules: str, monkeypatch) -> None:
    monkeypatch.setattr(pygame.font, "Font", CountingFont)  # the table's fonts are made from here on
    drag = Drag(headless_context(SIZE), rules, 2024)
    notes = 0
    for n in range(len(drag.path)):  # every square of the walk: the held piece's note each time
        pos = drag.move(n)
        assert drag.driver.frame()
        drag.driver.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))  # the hand trembles
        before = CountingFont.renders
        assert drag.driver.frame(), "a dragged piece redraws every frame"
        assert CountingFont.renders == before, f"step {n}: the same frame rendered its text again"
        pieces = drag.scene.pieces
        carried = isinstance(pieces, QTable | XTable) and pieces.held is not None
        notes += drag.scene.ghost is not None or carried
    assert notes, "the walk held the piece"


def test_while_an_ai_thinks_the_frames_repaint_its_pills_only() -> None:
    """The dots move every frame while a search runs: those frames repaint the banner's and the
    board's "thinking" pills, not the window, and look as if repainted whole."""
    import threading

    from game.engine import legal_actions
    from game.ui.screens.table import TableScene
    from game.ui.table.ai_worker import AIWorker
    from game.ui.table.harness import Driver, make_session

    release = threading.Event()

    def held(level, view, rng, budget):  # type: ignore[no-untyped-def]
        release.wait(20)
        return legal_actions(view)[0]

    session = make_session(2, seed=9, kinds=("human", "ai"))
    while session.state.actor == 0:  # the AI is next
        session.play(legal_actions(session.state)[0])
    ctx = headless_context(SIZE)
    scene = TableScene(ctx, session, worker=AIWorker(chooser=held))
    ctx.manager.push(scene)
    driver = Driver(ctx)
    try:
        driver.run(3)
        assert scene.ai_ticket is not None
        window = Counting(SIZE)
        for _ in range(20):
            window.copied.append(0)
            window.static = scene.static
            ctx.manager.update(1 / 60)
            assert ctx.manager.dirty, "the thinking dots move"
            scene.draw(window)
            whole = scene.static.copy()
            scene.painter.overlay(whole)
            assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(whole, "RGB")
        assert max(window.copied[1:]) < SIZE[0] * SIZE[1] // 10
    finally:
        release.set()


@pytest.mark.parametrize(("rules", "kingdoms"), [("queendomino", 4), ("xxl", 3), ("xxl", 5)])
def test_hovering_builders_and_kingdoms_looks_as_if_repainted_whole(tmp_path, rules, kingdoms) -> None:
    """A builders' tile grows into its card under the pointer and the kingdoms' buildings and
    pieces say what they are: each frame still equals a whole repaint (nothing stale left)."""
    from test_ui_glance import mid_game

    from game.ui.screens.table import TableScene
    from game.ui.table.harness import Driver

    session = mid_game(rules, kingdoms, "build", 3, **({"court": 1} if rules == "xxl" else {}))
    ctx = headless_context((1280, 720), tmp_path / "saves")
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    driver.run(3)
    q = scene.pieces
    assert q is not None
    spots = [slot.tile.center for slot in q.geom.slots]
    for board in scene.geom.boards:
        spots += [board.rect.center, board.rect.topleft, (board.rect.centerx, board.rect.bottom - 5)]
    spots += [(640, 360), (5, 5)]
    for pos in spots + spots[::-1]:
        driver.move(pos)
        driver.frame()
        whole = scene.static.copy()
        scene.painter.overlay(whole)
        shown = pygame.image.tobytes(ctx.window.surface, "RGB")
        assert shown == pygame.image.tobytes(whole, "RGB"), f"the frame at {pos} differs from a whole repaint"
