"""Easy and Normal choose exactly as release 0.4.0 did, in every rule set (issue 41: Hard's
strength is measured against that Normal, so only Hard may change)."""

from __future__ import annotations

from game.ai.fingerprint import LEVELS_HASH, levels_fingerprint


def test_easy_and_normal_choose_as_released(tmp_path) -> None:
    dump = tmp_path / "levels.txt"
    got = levels_fingerprint(str(dump))
    # On a change, diff this dump with the one of release 0.4.0's code to see the first move.
    assert got == LEVELS_HASH, f"Easy's or Normal's choices changed: see {dump}"
    text = dump.read_text(encoding="utf-8")
    assert all(f" {rules} " in text for rules in ("kingdomino", "queendomino", "xxl"))
