"""Issue 37, points 4 and 7 around a game: the quit dialog after a finished game promises only
what is true, the title leads back to the last game's results in one click, a failed autosave
is said in the window (leaving asks first), a copy of a save has a name of its own, and a team
is named whole in the load list and Continue's note (1280×720)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import game.ui.screens.saveload as saveload
from game.engine import Options, legal_actions
from game.engine.rng import Rng
from game.session import Person, Seat, Session
from game.ui.screens.confirm import ConfirmScene
from game.ui.screens.pause import PauseScene
from game.ui.screens.saveload import SaveLoadScene
from game.ui.screens.title import TitleScene
from game.ui.table.harness import Driver, headless_context
from saves.bench_index import play_out
from saves.errors import SaveError

PAIR = [Seat("Ada", "red"), Seat("Bot", "blue", "ai", "easy")]


def going(seed: int, moves: int = 6) -> Session:
    s = Session(Options(players=2), [Seat("Ada", "red"), Seat("Bruno", "blue")], seed)
    rng = Rng(seed)
    for _ in range(moves):
        s.play(rng.choice(legal_actions(s.state)))
    return s


def finished(seed: int) -> Session:
    return play_out(Session(Options(players=2), list(PAIR), seed),
                    seed)


def at(s: Session, day: int) -> Session:
    s.updated = f"2026-03-{day:02d}T10:00:00.000+00:00"
    return s


@pytest.mark.parametrize("over", [True, False])
def test_quit_says_what_is_kept(tmp_path: Path, over: bool) -> None:
    ctx = headless_context((1280, 720), tmp_path)
    session = finished(3) if over else going(3)
    ctx.manager.push(ctx.scenes.table(session))
    pause = PauseScene(ctx, session)
    ctx.manager.push(pause)
    pause.quit()
    dialog = ctx.manager.top
    assert isinstance(dialog, ConfirmScene)
    if over:  # no "continue later" for a game that is over
        assert "Continue" not in dialog.text and "its result is saved" in dialog.text
    else:
        assert "Continue resumes it" in dialog.text
    dialog.answer_yes()
    assert ctx.manager.quit_requested


def test_the_title_leads_back_to_the_last_results_in_one_click(tmp_path: Path) -> None:
    ctx = headless_context((1280, 720), tmp_path)
    ctx.store.autosave(at(going(1), 1))  # an older game going on: Continue still resumes it
    done = at(finished(2), 2)
    ctx.store.autosave(done)
    title = TitleScene(ctx)
    ctx.manager.push(title)
    driver = Driver(ctx)
    driver.frame()
    results = title.buttons["Results"]
    assert results.enabled and "Easy AI" not in results.text
    assert not results.rect.colliderect(title.menu_box)  # under the menu: its buttons keep their places
    assert title.buttons["Continue"].enabled
    driver.click(results.rect.center)
    table = ctx.manager.top
    assert table is not title and table.session.game_id == done.game_id and table.session.is_over()
    # a newer game going on: the title offers it, not an older result
    ctx.manager.pop()
    ctx.store.autosave(at(going(5), 3))
    title.enter()
    assert "Results" not in title.buttons


def test_a_failed_autosave_on_leaving_is_said_and_asked(tmp_path: Path, monkeypatch) -> None:
    ctx = headless_context((1280, 720), tmp_path)
    session = going(4)
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(ctx.scenes.table(session))
    pause = PauseScene(ctx, session)
    ctx.manager.push(pause)

    def full(_s: Session) -> None:
        raise SaveError("the disk is full")

    monkeypatch.setattr(ctx.store, "autosave", full)
    pause.main_menu()
    ask = ctx.manager.top
    assert isinstance(ask, ConfirmScene) and "the disk is full" in ask.text and "lost" in ask.text
    assert pause.message == "Autosave failed: the disk is full" and pause.message_bad
    Driver(ctx).frame()
    ask.answer_no()
    assert ctx.manager.top is pause  # stays: the player can save under a name
    pause.main_menu()
    ctx.manager.top.answer_yes()
    assert isinstance(ctx.manager.top, TitleScene)


def test_a_failed_autosave_during_play_is_shown_on_the_table(tmp_path: Path, monkeypatch) -> None:
    ctx = headless_context((1280, 720), tmp_path)
    session = going(6, moves=0)
    table = ctx.scenes.table(session)
    ctx.manager.push(table)

    def full(_s: Session) -> None:
        raise SaveError("the disk is full")

    monkeypatch.setattr(ctx.store, "autosave", full)
    assert table.try_action(legal_actions(session.state)[0])
    assert table.toast is not None and "Autosave failed" in table.toast[0]
    assert "the disk is full" in table.toast[0]


def test_a_copy_of_a_save_has_its_own_name(tmp_path: Path) -> None:
    ctx = headless_context((1280, 720), tmp_path)
    s = going(7, moves=4)
    ctx.store.save(s, "Sunday")
    rng = Rng(8)
    for _ in range(4):
        s.play(rng.choice(legal_actions(s.state)))
    s.updated = "2099-01-01T10:00:00.000+00:00"
    ctx.store.autosave(s)  # the game went on: "Sunday" is an earlier save
    copy, newer = ctx.store.load_to_play(ctx.store.slot_path("Sunday"))
    assert newer is not None and copy.save_name == "Sunday (copy)" and copy.game_id != s.game_id
    ctx.store.autosave(copy)
    again, _ = ctx.store.load_to_play(ctx.store.slot_path("Sunday"))
    assert again.save_name == "Sunday (copy 2)"
    names = sorted(i.name for i in ctx.store.list())
    assert names == ["Sunday", "Sunday", "Sunday (copy)"]  # the game's slot and its autosave, the copy
    # loaded from the list, the table's note names the copy
    ctx.manager.push(TitleScene(ctx))
    load = SaveLoadScene(ctx)
    ctx.manager.push(load)
    load.list.select(next(k for k, i in enumerate(load.infos) if i.name == "Sunday" and i.kind == "slot"))
    load.load()
    table = ctx.manager.top
    assert table.session.save_name == "Sunday (copy 2)"
    assert table.toast is not None and "“Sunday (copy 2)”" in table.toast[0]


def team_game() -> Session:
    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"), Seat("Chloé", "green"),
             Seat("Dominique", "yellow", "ai", "hard")]
    s = Session(Options(rules="xxl", players=4, court=1), seats, 3)
    rng = Rng(3)
    for _ in range(30):
        s.play(rng.choice(legal_actions(s.state)))
    return s


def test_a_team_is_named_whole_in_the_load_list_and_continues_note(tmp_path: Path, monkeypatch) -> None:
    ctx = headless_context((1280, 720), tmp_path)
    s = team_game()
    ctx.store.save(s, "Friday with the Court, the long evening at Chloé's")
    title = TitleScene(ctx)
    assert "Ada & Yves" in (title.buttons["Continue"].tooltip or "")
    drawn: list[str] = []
    real = saveload.draw_text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(saveload, "draw_text", spy)
    ctx.manager.push(title)
    ctx.manager.push(SaveLoadScene(ctx))
    Driver(ctx).frame()
    who = [t for t in drawn if "Bruno" in t]
    assert who and all("Ada & Yves: " in t and "Dominique: " in t and "…" not in t for t in who)


def test_the_load_list_draws_whole_names_at_1280x720(tmp_path: Path) -> None:
    """Looked at: the row with the team, drawn (a picture under docs/screens)."""
    ctx = headless_context((1280, 720), tmp_path)
    ctx.store.save(team_game(), "Friday with the Court")
    ctx.manager.push(SaveLoadScene(ctx))
    driver = Driver(ctx)
    assert driver.frame()
    assert isinstance(driver.surface, pygame.Surface)
