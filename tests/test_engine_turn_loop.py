"""The loop owns the turn structure (issue 28, point 4): `game.py` calls a rule set's round
hooks around its `end_turns`; a rule set's steps and line moves call no hooks themselves."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from game.engine import Options, apply, legal_actions, new_game
from game.engine.rng import Rng
from game.engine.rules import _loaded, get_rules
from game.engine.rules import kingdomino as kd


def _hooked(monkeypatch, calls: list[tuple[str, int, int]]):  # type: ignore[no-untyped-def]
    """Queendomino with its round hooks recording (hook, round, dominoes on the next line)."""

    def note(name: str, hook):  # type: ignore[no-untyped-def]
        def run(state) -> None:  # type: ignore[no-untyped-def]
            nxt = state.drafts[state.tower].next
            calls.append((name, state.round, len(nxt or [])))
            if hook is not None:
                hook(state)
        return run

    q = get_rules("queendomino")
    monkeypatch.setitem(_loaded, "queendomino", replace(q, round_end=note("end", q.round_end),
                                                       round_start=note("start", q.round_start)))


def test_moving_the_lines_calls_no_round_hook(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    calls: list[tuple[str, int, int]] = []
    _hooked(monkeypatch, calls)
    s = new_game(Options(rules="queendomino", players=2), seed=5)
    kd.move_lines(s, 4)  # the first claims' lines move on, as the loop's end_turns does
    assert calls == []


def test_the_loop_calls_round_end_before_the_lines_move_and_round_start_after(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    calls: list[tuple[str, int, int]] = []
    _hooked(monkeypatch, calls)
    s = new_game(Options(rules="queendomino", players=2), seed=5)
    rng = Rng(7)
    while s.phase != "over":
        acts = legal_actions(s)
        s = apply(s, acts[rng.below(len(acts))])
    starts = [c for c in calls if c[0] == "start"]
    ends = [c for c in calls if c[0] == "end"]
    assert [r for _, r, _ in starts] == list(range(1, s.round + 1))  # after each round began
    assert [r for _, r, _ in ends] == list(range(1, s.round + 1))  # each round in play ended once
    assert calls[0][0] == "start" and all(a[0] != b[0] for a, b in pairwise(calls))


def test_which_tower_a_king_claims_from_is_answered_by_the_rule_set() -> None:
    """One answer: the rule set's claim step; the analysis and the table ask it, and no table or
    AI module works it out from a king's number."""
    from pathlib import Path

    from game.engine.analysis import claim_tower
    from game.engine.rules.xxl_steps import AOG, FE
    from game.ui.table.stages import table_tower

    s = new_game(Options(rules="xxl", players=3), seed=2)
    claims = get_rules("xxl").draft_step
    seen = set()
    while s.phase == "draft":
        tower = claims.tower(s)  # type: ignore[attr-defined]
        seen.add(tower)
        assert claim_tower(s) == table_tower(s) == tower
        line = {sl.domino for sl in s.drafts[tower].current}
        acts = legal_actions(s)
        assert acts and all(a.domino in line for a in acts)
        s = apply(s, acts[0])
    assert seen == {FE, AOG}
    root = Path(__file__).resolve().parents[1]
    for d in ("game/ui", "game/ai"):
        for p in (root / d).rglob("*.py"):
            assert "tower_of" not in p.read_text(encoding="utf-8"), p
