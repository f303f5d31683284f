"""Rule-set state has a shape (issue 28, point 3): the table and the AI read a rule set's
`ext`, a kingdom's counters and the pending decision's fields through the rule module's
accessors, which raise on a missing key, so a renamed key fails here rather than drawing a
silent 0 or None on the screen."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.engine import Options, PendingDecision, Skip, new_game, pending_decision
from game.engine.economy import coins, guard
from game.engine.rules import economy_steps, xxl_common
from game.engine.rules.economy_steps import Tax
from game.engine.rules.xxl_giants import giant_sender, supply
from game.session import Seat, Session
from game.ui.table.harness import headless_context
from game.ui.table.queendomino.economy_view import EconomyView
from game.ui.table.queendomino.stages import log_text

ROOT = Path(__file__).resolve().parents[1]
RAW_READ = re.compile(r"\.ext\[|\.ext\.get|\.vals\.get|\.vals\[")
PENDING_READ = re.compile(r"\.pending\[")  # a decision's dict by index, then by string key


def _lines_matching(pattern: re.Pattern[str]) -> list[str]:
    return [f"{p.relative_to(ROOT)}:{i}: {line.strip()}"
            for d in ("game/ui", "game/ai") for p in sorted((ROOT / d).rglob("*.py"))
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]


def test_ui_and_ai_read_no_rule_state_by_raw_key() -> None:
    assert _lines_matching(RAW_READ) == []


def test_ui_and_ai_read_the_pending_decision_through_its_typed_view() -> None:
    assert _lines_matching(PENDING_READ) == []


def _queendomino():  # type: ignore[no-untyped-def]
    return new_game(Options(rules="queendomino", players=2), seed=3)


def _xxl():  # type: ignore[no-untyped-def]
    return new_game(Options(rules="xxl", players=3, court=1), seed=3)


def test_accessors_read_the_state() -> None:
    q, x = _queendomino(), _xxl()
    assert coins(q.kingdoms[0]) == q.kingdoms[0].vals["coins"] and guard(q.kingdoms[1]) == 1
    assert economy_steps.queen_host(q) is None and economy_steps.dragons(q) == [None]
    assert len(economy_steps.rows(x)) == 2 and len(economy_steps.piles(x)) == 2
    assert xxl_common.current_event(x) is None and xxl_common.events_left(x) > 0
    assert xxl_common.cemetery(x) == 0 and supply(x) > 0 and len(xxl_common.challenges(x)) == 4
    assert xxl_common.challenges(q) == ()  # Queendomino has none, by its rule set, not by a missing key
    court = xxl_common.court(x)
    assert court is not None and len(court["piles"]) == 1
    assert xxl_common.court(new_game(Options(rules="xxl", players=3), seed=3)) is None


@pytest.mark.parametrize("key, read", [
    ("queen", economy_steps.queen_host), ("rows", economy_steps.rows), ("piles", economy_steps.piles),
    ("dragons", economy_steps.dragons), ("event", xxl_common.current_event),
    ("event_pile", xxl_common.events_left), ("cemetery", xxl_common.cemetery),
    ("challenges", xxl_common.challenges), ("court", xxl_common.court), ("giants", supply),
])
def test_a_renamed_key_raises_rather_than_defaulting(key, read) -> None:  # type: ignore[no-untyped-def]
    s = _xxl()
    s.ext["renamed_" + key] = s.ext.pop(key)
    with pytest.raises(KeyError):
        read(s)


def test_a_kingdom_without_an_economy_has_no_coins_rather_than_zero() -> None:
    k = new_game(Options(rules="kingdomino", players=2), seed=1).kingdoms[0]
    with pytest.raises(KeyError):
        coins(k)
    with pytest.raises(KeyError):
        guard(k)


def test_the_purse_fails_on_a_renamed_key_instead_of_drawing_nobody_as_host(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The old `ext.get("queen")` drew "no host" for a state whose key had been renamed."""
    from saves.settings import Settings

    ctx = headless_context((800, 600), tmp_path / "saves", Settings())
    s = _queendomino()
    s.ext["host"] = s.ext.pop("queen")
    surf = pygame.Surface((400, 40))
    with pytest.raises(KeyError):
        EconomyView(ctx.assets).draw_purse(surf, s, 0, pygame.Rect(0, 0, 400, 40), (200, 0, 0), True, 1.0)


def test_no_log_line_as_if_kingdom_0_acted_when_nobody_acts() -> None:
    """A builders' log line with no acting kingdom was written for kingdom 0 (`actor or 0`)."""
    s = _queendomino()
    s.phase, s.step = "over", "tax"
    assert s.actor is None
    assert log_text("Ann", s, Tax(((2, 2),)), s) is None
    assert log_text("Ann", s, Skip("tax"), s) is None


def _giant_walking_in(to: int, sender: int) -> dict:  # type: ignore[type-arg]
    return {"step": "giant", "kingdom": to, "king": None, "from": sender, "at": [0, 0]}


def test_the_pending_decision_view_reads_its_fields_and_raises_on_a_missing_one() -> None:
    s = _xxl()
    assert pending_decision(s) is None
    s.pending = [_giant_walking_in(1, 2), {"step": "giant", "kingdom": 2, "king": 5, "from": None}]
    d = pending_decision(s)
    assert d == PendingDecision("giant", 1, None, d.fields) and giant_sender(d) == 2
    s.pending.pop(0)
    d = pending_decision(s)
    assert d is not None and (d.step, d.kingdom, d.king) == ("giant", 2, 5) and giant_sender(d) is None
    with pytest.raises(TypeError):  # a view: the decision in the state is changed by the engine only
        d.fields["from"] = 1  # type: ignore[index]
    s.pending[0]["sender"] = s.pending[0].pop("from")
    with pytest.raises(KeyError):
        giant_sender(pending_decision(s))  # type: ignore[arg-type]
    s.pending[0]["owner"] = s.pending[0].pop("kingdom")
    with pytest.raises(KeyError):
        pending_decision(s)


def test_the_hand_over_fails_on_a_renamed_field_instead_of_not_asking(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The old `pending[0].get("from") is None` read a renamed key as "from the supply": the
    hot-seat hand-over silently never asked for the mouse to change hands."""
    from table_helpers import open_table

    seats = [Seat("Ada", "red"), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    session = Session(Options(rules="xxl", players=3), seats, 2)
    _ctx, scene, _driver = open_table(tmp_path, session)
    x = scene.pieces
    assert x is not None and hasattr(x, "handover")
    to = session.state.actor
    session.state.pending = [_giant_walking_in(to, (to + 1) % 3)]
    assert x.handover() == seats[to].name
    session.state.pending[0]["sender"] = session.state.pending[0].pop("from")
    with pytest.raises(KeyError):
        x.handover()
