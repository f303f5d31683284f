"""A rule set the window knows nothing of (the tests' toy) opens at the table and is played
there to the end through the table's own input: placing and claiming by mouse, its `pray` step
by its own table pieces' buttons (tests/toy_table.py), and `bless`, which its pieces leave to the
table, by the generic prompt's buttons, one per legal action, with its text."""

from __future__ import annotations

import pytest
from table_helpers import board_gesture, open_table, settle

from game.engine import Skip, legal_actions
from game.engine.rng import Rng
from game.engine.rules import REGISTRY
from game.ui.screens.results import ResultsScene
from game.ui.table.generic_prompt import PREFIX
from game.ui.table.harness import make_session
from game.ui.table.probe import probe


@pytest.fixture
def toy(monkeypatch):
    from game.engine import rules

    monkeypatch.setitem(REGISTRY, "toy", "toy_rules")
    yield
    rules._loaded.pop("toy", None)


def _prompt_buttons(scene) -> dict[str, str]:
    """Text -> name of the generic prompt's buttons on the table now."""
    return {scene.controls[n].text: n for n in probe(scene).button_names() if n.startswith(PREFIX)}


def test_the_toy_rule_set_is_played_to_the_end_at_the_table(tmp_path, toy):
    session = make_session(2, seed=3, rules="toy")
    ctx, scene, driver = open_table(tmp_path, session)
    rng = Rng(11)
    prompted: set[str] = set()
    own = {"pray": "toy_pray", str(Skip("pray")): "toy_no_prayer"}  # the toy's pieces' buttons
    for _ in range(400):
        settle(driver, scene)
        st = scene.state
        if st.phase == "over":
            break
        a = rng.choice(legal_actions(st))
        buttons = _prompt_buttons(scene)
        if buttons:  # a step the table has no drawing for: every legal action is a button
            assert sorted(buttons) == sorted(str(x) for x in legal_actions(st))
            prompted.add(str(a).split()[-1 if str(a).startswith("skip") else 0])
            driver.click(probe(scene).button_center(buttons[str(a)]))
        elif str(a) in own:
            prompted.add("pieces")
            driver.click(probe(scene).button_center(own[str(a)]))
        elif not board_gesture(driver, scene, a):
            raise AssertionError(f"no gesture for {a}")
        settle(driver, scene)
        assert scene.state is not st, f"{a} was not played"
    assert scene.state.phase == "over"
    assert prompted == {"pieces", "bless"}  # pray asked by the toy's pieces, bless by the prompt
    assert scene.state.kingdoms[0].vals.get("prayers", 0) + scene.state.kingdoms[1].vals.get("prayers", 0) > 0
    assert driver.until(lambda: isinstance(ctx.manager.top, ResultsScene), 600), "the results never opened"
