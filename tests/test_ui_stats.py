"""Issue 31, points 1 and 3 on screen: title → Statistics shows the rows and the selected
person's record; deleting a finished game's save asks and says it leaves the statistics; the
results screen's Save picture writes a PNG in one click and a toast says where."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pygame
import pytest

from game.engine import Options
from game.session import Seat, Session
from game.ui.screens.confirm import ConfirmScene
from game.ui.screens.stats import StatsScene
from game.ui.screens.title import TitleScene
from game.ui.table.harness import Driver, headless_context
from saves.bench_index import play_out
from saves.locations import data_dir, pictures_dir


def finished(seed: int, level: str = "easy") -> Session:
    return play_out(Session(Options(players=2), [Seat("Ada", "red"), Seat("Bot", "blue", "ai", level)], seed),
                    seed)


def looks_drawn(surface: pygame.Surface) -> bool:
    w, h = surface.get_size()
    grid = [(x, y) for x in range(0, w, w // 40) for y in range(0, h, h // 24)]
    return len({tuple(surface.get_at(p)) for p in grid}) > 40


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_the_title_opens_the_statistics(tmp_path: Path, size) -> None:
    ctx = headless_context(size, tmp_path / "saves")
    games = [finished(1), finished(2, "hard"), finished(3)]
    for s in games:
        ctx.store.autosave(s)
    title = TitleScene(ctx)
    ctx.manager.push(title)
    driver = Driver(ctx)
    driver.click(title.buttons["Statistics"].rect.center)
    scene = ctx.manager.top
    assert isinstance(scene, StatsScene)
    ada = next(r for r in scene.rows if r.person == "Ada")
    assert ada.games == 3 and set(ada.against) == {"easy", "hard"}
    assert [r.person for r in scene.rows] == ["Ada", "Easy AI", "Hard AI"]  # people first, then levels
    assert scene.row is ada
    driver.key(pygame.K_DOWN)
    assert scene.row is scene.rows[1]
    driver.frame()
    assert looks_drawn(driver.surface)
    driver.key(pygame.K_ESCAPE)
    assert ctx.manager.top is title


def test_no_finished_game_says_so(tmp_path: Path) -> None:
    ctx = headless_context((1280, 720), tmp_path / "saves")
    scene = StatsScene(ctx)
    ctx.manager.push(scene)
    Driver(ctx).frame()
    assert scene.rows == [] and scene.row is None and scene.message == ""


def test_deleting_a_finished_games_save_asks_and_says_it_leaves_the_statistics(tmp_path: Path) -> None:
    ctx = headless_context((1280, 720), tmp_path / "saves")
    done = finished(4)
    going = Session(Options(players=2), [Seat("Ada", "red"), Seat("Bruno", "blue")], 5)
    ctx.store.autosave(done)
    ctx.store.autosave(going)
    scene = ctx.scenes.save_load(None)
    ctx.manager.push(scene)
    questions = {}
    for i, info in enumerate(scene.infos):
        scene.list.select(i)
        scene.delete()
        dialog = ctx.manager.top
        assert isinstance(dialog, ConfirmScene)
        questions[info.finished] = dialog.text
        ctx.manager.pop()
    assert "no longer count in the statistics" in questions[True] and "statistics" not in questions[False]
    assert len(ctx.store.records()) == 1
    scene.list.select(next(i for i, info in enumerate(scene.infos) if info.finished))
    scene.delete()
    ctx.manager.top.answer_yes()
    assert ctx.store.records() == [] and ctx.store.autosave_path(going).is_file()


def test_save_picture_writes_a_png_in_one_click_and_says_where(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("KINGDOMINO_HOME", str(tmp_path / "home"))
    ctx = headless_context((1280, 720), tmp_path / "saves")
    scene = ctx.scenes.results(finished(6))
    ctx.manager.push(scene)
    driver = Driver(ctx)
    driver.frame()
    driver.click(scene.buttons["Save picture"].rect.center)
    pictures = sorted((tmp_path / "home" / "pictures").glob("*.png"))
    assert len(pictures) == 1
    picture = pygame.image.load(str(pictures[0]))
    assert picture.get_size() == (1280, 720) and looks_drawn(picture)
    assert scene.toast == f"Picture saved in {pictures[0].parent}\n{pictures[0].name}"
    assert scene.toast_left > 0
    driver.frame()
    driver.key(pygame.K_p)  # again: a second picture, the first one kept
    assert len(list((tmp_path / "home" / "pictures").glob("*.png"))) == 2
    driver.run(6 * 60)
    assert scene.toast_left == 0


def test_pictures_go_to_the_pictures_folder_or_the_data_folder(tmp_path: Path, monkeypatch) -> None:
    mine = tmp_path / "Pictures"
    monkeypatch.setattr(platformdirs, "user_pictures_dir", lambda: str(mine))
    assert pictures_dir() == data_dir() / "pictures"  # no such folder on this system
    mine.mkdir()
    assert pictures_dir() == mine / "Kingdomino"
    monkeypatch.setenv("KINGDOMINO_HOME", str(tmp_path / "portable"))
    assert pictures_dir() == tmp_path / "portable" / "pictures"
