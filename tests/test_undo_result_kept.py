"""Issue 27, point 1: a declared result is never discarded, and undo offers the same thing
before and after a reload.

Once a game is over (its result shown, or a finished save loaded) the session refuses undo
and the table offers none, in every rule set; what undo would take back survives a save and
a load; the hot-seat question names whose move goes.
"""

from __future__ import annotations

import pygame
import pytest

from game.engine import Options, is_over, legal_actions
from game.engine.rng import Rng
from game.session import Seat, Session
from game.ui.screens.confirm import ConfirmScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context
from game.ui.table.table_words import undo_question
from saves.format import decode, document

RULES = ("kingdomino", "queendomino", "xxl")


def session_of(rules: str, kinds: tuple[str, ...], seed: int = 3, **options: object) -> Session:
    names, colours = ("Ada", "Bruno", "Chloé"), ("red", "blue", "green")
    seats = [Seat(names[i], colours[i], k, "normal" if k == "ai" else None) for i, k in enumerate(kinds)]
    if rules == "xxl":
        options.setdefault("court", 1)
    return Session(Options(rules=rules, players=len(kinds), **options), seats, seed)


def play_until(s: Session, rng: Rng, done) -> None:  # type: ignore[no-untyped-def]
    while not done(s):
        s.play(rng.choice(legal_actions(s.state)))


def reloaded(s: Session) -> Session:
    """The session as Continue opens it: written as a save file and read back."""
    return decode(document(s))


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("kinds", [("human", "ai", "ai"), ("human", "human", "human")])
def test_a_finished_game_refuses_undo_before_and_after_a_reload(rules: str, kinds: tuple[str, ...]) -> None:
    s = session_of(rules, kinds)
    play_until(s, Rng(7), lambda s: is_over(s.state))
    history = list(s.history)
    for session in (s, reloaded(s)):
        assert not session.can_undo()
        assert session.undo() == 0  # refused by the session itself, not only by a button
        assert session.history == history and is_over(session.state)
        assert session.result_declared() and session.undo_preview() is None


def test_the_end_of_a_dynasty_game_is_a_declared_result_too() -> None:
    s = session_of("kingdomino", ("human", "ai", "ai"), dynasty=True)
    play_until(s, Rng(2), lambda s: s.state.phase == "over")
    assert not is_over(s.state)  # the match goes on: the next game is still to come
    assert not s.can_undo() and s.undo() == 0 and s.state.phase == "over"


def _open(tmp_path, session: Session):  # type: ignore[no-untyped-def]
    from saves.settings import Settings

    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="fast"))
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    driver = Driver(ctx, dt=1 / 30)
    driver.run(2)
    return ctx, scene, driver


@pytest.mark.parametrize("rules", RULES)
def test_the_table_offers_no_undo_once_the_result_is_declared(tmp_path, rules: str) -> None:
    s = session_of(rules, ("human", "human", "human"))
    play_until(s, Rng(5), _last_move)
    ctx, scene, driver = _open(tmp_path, s)
    # the last move is played at the table: the game ends there and the results are declared
    assert scene.try_action(legal_actions(s.state)[0])
    assert driver.until(lambda: s.state.phase == "over" and scene.settled, 3000, 60)
    ctx.manager.clear_to(scene)  # back from the results to the table ("View table")
    driver.run(2)
    store = ctx.store
    saved = store.autosave_path(s).read_bytes()
    history = list(s.history)
    assert "undo" not in scene.controls
    for key, mod in ((pygame.K_u, 0), (pygame.K_z, pygame.KMOD_CTRL)):
        driver.key(key, mod)
        driver.run(2)
        assert ctx.manager.top is scene  # no question asked: there is nothing to ask about
    assert s.history == history and store.autosave_path(s).read_bytes() == saved
    # Continue on the finished save: the same table, the same refusal
    loaded = store.load(store.autosave_path(s))
    ctx2, scene2, driver2 = _open(tmp_path / "again", loaded)
    assert "undo" not in scene2.controls and not loaded.can_undo()
    driver2.key(pygame.K_u)
    driver2.run(2)
    assert ctx2.manager.top is scene2 and loaded.history == history


def _last_move(s: Session) -> bool:
    """One action is left before the game ends (tried on a copy of the state)."""
    from game.engine import apply

    return any(apply(s.state, a).phase == "over" for a in legal_actions(s.state))


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("kinds", [("human", "ai", "ai"), ("human", "human", "ai")])
def test_undo_offers_the_same_thing_before_and_after_a_reload(rules: str, kinds: tuple[str, ...]) -> None:
    s = session_of(rules, kinds, seed=11)
    rng = Rng(3)
    for _ in range(12):
        goal = len(s.history) + rng.below(9) + 1
        play_until(s, rng, lambda s, goal=goal: len(s.history) >= goal or s.result_declared())
        back = reloaded(s)
        assert back.can_undo() == s.can_undo() and back.undo_preview() == s.undo_preview()
        if s.can_undo():
            removed = s.undo()
            assert removed >= 1
            back = reloaded(s)
            assert back.can_undo() == s.can_undo() and back.undo_preview() == s.undo_preview()
            if s.undo_kind() == "last_action":  # hot-seat: one take-back, then someone must play
                assert not back.can_undo() and back.undo() == 0 and back.history == s.history


def test_a_used_up_hot_seat_undo_takes_back_nothing_more_after_continue() -> None:
    # The case seen: XXL, two humans and an AI; undo used, then Continue took back an
    # event choice and two AI turns.
    s = session_of("xxl", ("human", "human", "ai"), seed=4)
    rng = Rng(8)
    play_until(s, rng, lambda s: s.state.round >= 3 and s.person_to_act() == 2)
    play_until(s, rng, lambda s: s.person_to_act() != 2)  # the AI's turns after a human's
    assert s.undo() > 1  # a human's move and the AI's turns after it
    history = list(s.history)
    assert not s.can_undo()
    back = reloaded(s)
    assert not back.can_undo()
    assert back.undo() == 0 and back.history == history
    back.play(legal_actions(back.state)[0])  # someone plays: undo is offered again
    assert back.can_undo()


def test_an_old_save_without_the_undo_field_still_loads() -> None:
    s = session_of("kingdomino", ("human", "human", "human"))
    play_until(s, Rng(1), lambda s: len(s.history) >= 6)
    assert "undo_used" not in document(s)  # written only when undo is used up
    s.undo()
    doc = document(s)
    assert doc["undo_used"] is True
    del doc["undo_used"]
    assert decode(doc).can_undo()  # a save from before: undo not used up, as it then read


def test_the_hot_seat_question_names_whose_move_it_takes_back(tmp_path) -> None:
    s = session_of("kingdomino", ("human", "human", "human"), seed=6)
    play_until(s, Rng(4), lambda s: s.state.phase == "play" and s.person_to_act() == 0)
    s.play(legal_actions(s.state)[0])  # Ada's move
    ctx, scene, driver = _open(tmp_path, s)
    assert driver.until(lambda: scene.settled and not scene.busy, 600, 60)
    driver.key(pygame.K_u)
    confirm = ctx.manager.top
    assert isinstance(confirm, ConfirmScene)
    assert confirm.text == "Take back Ada's move?"
    pygame.image.save(driver.surface, str(tmp_path / "hot-seat-undo.png"))
    history = list(s.history)
    driver.key(pygame.K_y)
    driver.run(2)
    assert s.history == history[:-1]
    assert undo_question(s.people()[1], 3) == "Take back Bruno's move and the 2 moves after it?"
    assert undo_question(s.people()[1], 2) == "Take back Bruno's move and the 1 move after it?"
