"""Render a fixed set of screens headless and save PNGs (issue 38 point 6: colour moved, nothing
a player sees changes). Not shipped, not a test: run before and after, then compare.

    SDL_VIDEODRIVER=dummy python tests/tools/colour_shots.py OUT_DIR
    python tests/tools/colour_shots.py --compare BEFORE_DIR AFTER_DIR
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame

from game.engine import Options, legal_actions
from game.engine.rng import Rng
from game.session import Person, Seat, Session
from game.ui.table.harness import Driver, headless_context, make_session


def advanced(session: Session, moves: int, seed: int = 2) -> Session:
    rng = Rng(seed)
    for _ in range(moves):
        if session.state.phase == "over":
            break
        session.play(rng.choice(legal_actions(session.state)))
    return session


def finished(session: Session) -> Session:
    return advanced(session, 10_000)


def kd(seed: int = 3, players: int = 2) -> Session:
    return make_session(players, seed=seed)


def qd(seed: int = 4, players: int = 3) -> Session:
    seats = [Seat("Ada", "red"), Seat("Bruno", "blue"), Seat("Chloé", "green"), Seat("Dario", "yellow")]
    return Session(Options(rules="queendomino", players=players), seats[:players], seed)


def xxl(seed: int = 1) -> Session:
    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    return Session(Options(rules="xxl", players=3, court=1), seats, seed)


def shoot(out: Path, name: str, build: Callable[[Any], Any], frames: int = 4,
          then: Callable[[Any, Driver], None] | None = None, size: tuple[int, int] = (1280, 720)) -> None:
    saves = Path(tempfile.mkdtemp(prefix="shots-"))
    from saves.settings import Settings

    ctx = headless_context(size, saves, Settings(animation="fast"))
    scene = build(ctx)
    if scene is not None:
        ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    driver.run(frames)
    if then is not None:
        then(ctx, driver)
        driver.run(frames)
    for sc in ctx.manager.visible():
        sc.dirty = True
    ctx.manager.draw(driver.surface)
    pygame.image.save(driver.surface, str(out / f"{name}.png"))
    print("saved", name, flush=True)


def settle(driver: Driver) -> None:
    top = driver.ctx.manager.top
    driver.until(lambda: getattr(top, "settled", True) and not getattr(top, "busy", False), 3000, 60)


def table(session: Session) -> Callable[[Any], Any]:
    def build(ctx: Any) -> Any:
        from game.ui.screens.table import TableScene

        return TableScene(ctx, session)
    return build


def with_saves(ctx: Any) -> None:
    stamps = iter(f"2026-06-01T10:0{i}:00.000+00:00" for i in range(9))
    for s in (finished(kd(1)), finished(qd(2)), advanced(kd(5), 6)):
        s.updated = s.created = next(stamps)  # a fixed date: the list shows it
        ctx.store.autosave(s)
    for i, f in enumerate(sorted(ctx.store.folder.rglob("*.json"))):
        os.utime(f, (1_780_000_000 + i * 60, 1_780_000_000 + i * 60))  # a fixed date: the list shows it


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    shoot(out, "title", lambda ctx: ctx.scenes.title())
    shoot(out, "title_hover", lambda ctx: ctx.scenes.title(),
          then=lambda ctx, d: d.move(next(iter(ctx.manager.top.buttons.values())).rect.center))
    shoot(out, "new_game", lambda ctx: ctx.scenes.new_game(5))
    shoot(out, "new_game_keys", lambda ctx: ctx.scenes.new_game(5),
          then=lambda ctx, d: [d.key(pygame.K_TAB) for _ in range(3)] and None)
    shoot(out, "settings", lambda ctx: ctx.scenes.settings())
    shoot(out, "settings_keys", lambda ctx: ctx.scenes.settings(),
          then=lambda ctx, d: [d.key(pygame.K_TAB) for _ in range(4)] and None)
    shoot(out, "rules_kd", lambda ctx: ctx.scenes.rules("kingdomino"))
    shoot(out, "rules_qd", lambda ctx: ctx.scenes.rules("queendomino"),
          then=lambda ctx, d: [d.wheel(-5) for _ in range(6)] and None)
    shoot(out, "rules_xxl", lambda ctx: ctx.scenes.rules("xxl"))
    shoot(out, "lessons", lambda ctx: ctx.scenes.lessons())
    shoot(out, "stats_empty", lambda ctx: ctx.scenes.statistics())

    def stats(ctx: Any) -> Any:
        with_saves(ctx)
        return ctx.scenes.statistics()
    shoot(out, "stats", stats)

    def saveload(ctx: Any) -> Any:
        with_saves(ctx)
        return ctx.scenes.save_load()
    shoot(out, "save_load", saveload)
    shoot(out, "confirm", lambda ctx: ctx.scenes.confirm("Leave the game? It is saved.", lambda: None))

    shoot(out, "kd_table", table(kd()), then=lambda ctx, d: settle(d))
    s = advanced(kd(6, 4), 15)
    shoot(out, "kd_table_mid", table(s), then=lambda ctx, d: settle(d))
    shoot(out, "kd_pause", lambda ctx: ctx.scenes.pause(advanced(kd(6), 5)))
    shoot(out, "kd_pool", lambda ctx: ctx.scenes.pool(advanced(kd(6), 9)))

    def ghost(ctx: Any, d: Driver) -> None:
        settle(d)
        scene = ctx.manager.top
        from game.engine import Place

        a = next(x for x in legal_actions(scene.state) if isinstance(x, Place))
        which, i = scene.slot_of(a.domino)
        d.click(scene.line_half_center(which, i, 0))
        d.move(scene.cell_center(scene.state.actor, a.row, a.col), 3)
    shoot(out, "kd_table_ghost", table(advanced(kd(3), 4)), then=ghost)

    shoot(out, "qd_table", table(qd()), then=lambda ctx, d: settle(d))
    shoot(out, "qd_table_mid", table(advanced(qd(), 40)), then=lambda ctx, d: settle(d))
    shoot(out, "qd_table_late", table(advanced(qd(7, 2), 80)), then=lambda ctx, d: settle(d))
    shoot(out, "xxl_table", table(xxl()), then=lambda ctx, d: settle(d))
    shoot(out, "xxl_table_mid", table(advanced(xxl(), 30)), then=lambda ctx, d: settle(d))
    shoot(out, "xxl_table_late", table(advanced(xxl(2), 90)), then=lambda ctx, d: settle(d))

    def overview(ctx: Any, d: Driver) -> None:
        settle(d)
        d.key(pygame.K_v)
    shoot(out, "xxl_overview", table(advanced(xxl(), 30)), then=overview)

    def results(session: Session) -> Callable[[Any], Any]:
        def build(ctx: Any) -> Any:
            from game.ui.screens.table import TableScene

            ctx.manager.push(TableScene(ctx, session))
            return ctx.scenes.results(session)
        return build
    shoot(out, "kd_results", results(finished(kd(3))))
    shoot(out, "qd_results", results(finished(qd(4))))
    shoot(out, "xxl_results", results(finished(xxl(1))))

    def breakdown(ctx: Any, d: Driver) -> None:
        ctx.manager.top.toggle_breakdown()
    shoot(out, "qd_results_breakdown", results(finished(qd(4))), then=breakdown)
    shoot(out, "xxl_results_breakdown", results(finished(xxl(1))), then=breakdown)

    def page(ctx: Any, d: Driver) -> None:
        ctx.manager.top.open_page(0)
    shoot(out, "qd_results_page", results(finished(qd(4))), then=page)
    shoot(out, "lesson_kd", lambda ctx: ctx.scenes.lesson("kingdomino"), then=lambda ctx, d: settle(d))
    shoot(out, "lesson_qd", lambda ctx: ctx.scenes.lesson("queendomino"), then=lambda ctx, d: settle(d))
    shoot(out, "replay_kd", lambda ctx: ctx.scenes.replay(finished(kd(3))), then=lambda ctx, d: d.run(20))


def compare(a: Path, b: Path) -> int:
    pygame.init()
    bad = 0
    names = sorted(p.name for p in a.glob("*.png"))
    for n in names:
        pa, pb = a / n, b / n
        if not pb.exists():
            print("MISSING", n)
            bad += 1
            continue
        ia, ib = pygame.image.load(str(pa)), pygame.image.load(str(pb))
        same = (ia.get_size() == ib.get_size()
                and pygame.image.tobytes(ia, "RGBA") == pygame.image.tobytes(ib, "RGBA"))
        print("same " if same else "DIFF ", n)
        bad += not same
    print(f"{len(names) - bad}/{len(names)} identical")
    return bad


if __name__ == "__main__":
    if sys.argv[1] == "--compare":
        sys.exit(1 if compare(Path(sys.argv[2]), Path(sys.argv[3])) else 0)
    main(Path(sys.argv[1]))
