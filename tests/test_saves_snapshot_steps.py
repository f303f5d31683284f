"""A save's snapshot is migrated by the engine's state steps: one chain for both."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine import state as engine_state
from game.engine.errors import BadState
from game.engine.state import migrate_state
from saves.migrations import migrate

GOLDEN = Path(__file__).resolve().parent / "golden"


def test_a_save_takes_its_snapshot_through_the_engines_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []
    step_1_to_2 = engine_state.STATE_STEPS[0]

    def watched(data: dict) -> dict:
        seen.append(data["format"])
        return step_1_to_2(data)

    monkeypatch.setattr(engine_state, "STATE_STEPS", (watched, *engine_state.STATE_STEPS[1:]))
    doc = json.loads((GOLDEN / "save-v2.json").read_text())
    assert doc["snapshot"]["format"] == 1
    out = migrate(doc)
    assert seen == [1] and out["snapshot"]["format"] == 2


def test_a_state_is_brought_to_the_format_asked_for() -> None:
    doc = json.loads((GOLDEN / "save-v2.json").read_text())
    snap = migrate_state(doc["snapshot"], to=2)
    assert snap["format"] == 2 and snap["ext"] == {} and snap["pending"] == []
    assert all(k["layers"] == {} and k["vals"] == {} for k in snap["kingdoms"])
    with pytest.raises(BadState):
        migrate_state(snap, to=1)  # no step goes back
