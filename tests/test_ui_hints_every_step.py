"""The hint key (T) at every kind of step (issue 30 point 3): the adviser's action is shown on
the table, ringed where it is taken, with a "Hint" note, at the builders' steps and at Royal
Wedding XXL's own choices (C′, the Court, giants, footprints, events)."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import open_table, record_notes

from game.engine import Options, legal_actions
from game.engine.decision import pending_decision
from game.engine.rng import Rng
from game.session import Seat, Session
from game.ui.table.queendomino import pieces as qsteps
from game.ui.table.xxl import hint as xhint

BUILDERS, XXL = "queendomino", "xxl"


def _step_of(s: Session) -> str | None:
    d = pending_decision(s.state)
    return d.step if d is not None else s.state.step


def _reach(rules: str, step: str, court: int = 0) -> Session:
    """A game where Ada (the only human) must choose at `step` with more than one option."""
    for seed in range(40):
        seats = [Seat("Ada", "red"), Seat("Bruno", "blue", "ai", "easy"),
                 Seat("Chloé", "green", "ai", "easy")]
        s = Session(Options(rules=rules, players=3, court=court), seats, seed, hints=True)
        rng = Rng(seed)
        while not s.is_over():
            la = legal_actions(s.state)
            if (s.state.phase == "play" and _step_of(s) == step and s.human_to_act() and len(la) > 1):
                return s
            s.play(rng.choice(la))
    raise AssertionError(f"no game reached {step}")


def _hint_shown(tmp_path, monkeypatch, session: Session, module) -> list[str]:
    notes = record_notes(monkeypatch, module)
    _ctx, scene, driver = open_table(tmp_path, session)
    driver.key(pygame.K_t)
    # a safety stop, not a measure: the adviser searches on its own thread while frames run
    assert driver.until(lambda: bool(scene.hint), 1_000_000, 300), "no hint came"
    notes.clear()
    scene.pointer = (0, 0)  # nothing hovered: no building note stands in the hint's place
    scene.dirty = True
    driver.run(2)
    return [n for n in notes if n.startswith("Hint")]


@pytest.mark.parametrize("rules", [BUILDERS, XXL])
@pytest.mark.parametrize("step", ["tax", "build", "bribe"])
def test_a_hint_at_each_builders_step(tmp_path, monkeypatch, rules, step) -> None:
    session = _reach(rules, step, court=1 if rules == XXL else 0)
    assert _hint_shown(tmp_path, monkeypatch, session, qsteps)


@pytest.mark.parametrize("step", ["restore", "court", "court_pay", "court_place", "giant", "footprint",
                                  "collapse", "patrol"])
def test_a_hint_at_each_xxl_choice(tmp_path, monkeypatch, step) -> None:
    session = _reach(XXL, step, court=1)
    shown = _hint_shown(tmp_path, monkeypatch, session, xhint)
    assert shown, f"no hint drawn at {step}"
