"""Action kinds are built from their text (`TextAction.TEXT`): one base makes the pattern, the text
form and the reading back, and the texts saves hold read back byte for byte."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.engine import actions
from game.engine.action_text import parse_action
from game.engine.actions import Place, TextAction, action_kind
from game.engine.errors import UnreadableAction
from game.engine.rules import all_rules

GOLDEN = Path(__file__).resolve().parent / "golden"


def _strings(node: Any) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in _strings(v)]
    return []


def test_every_action_text_in_the_golden_saves_reads_back_byte_for_byte() -> None:
    kinds: set[str] = set()
    for path in sorted(GOLDEN.glob("*.json")):
        for text in _strings(json.loads(path.read_text())):
            try:
                action = parse_action(text)
            except UnreadableAction:
                continue
            assert str(action) == text, path.name
            kinds.add(type(action).__name__)
    # the saves cover the core, Queendomino's and XXL's kinds, the flag and the domino's squares
    assert {"Place", "Claim", "Skip", "Tax", "Build", "Buy", "Pay", "PlaceTile"} <= kinds


def test_every_action_kind_takes_its_text_form_from_the_base() -> None:
    all_rules()
    for kind in actions._KINDS:
        assert issubclass(kind, TextAction) and kind.TEXT, kind
        assert "__str__" not in vars(kind) and "from_text" not in vars(kind), kind


@pytest.fixture
def own_kinds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Kinds registered by a test stay out of the game's list."""
    monkeypatch.setattr(actions, "_KINDS", list(actions._KINDS))


def test_a_kind_is_read_and_written_from_its_fields(own_kinds: None) -> None:
    @action_kind
    @dataclass(frozen=True, slots=True)
    class Swap(TextAction):
        TEXT = r"swap {far:far }{tile:\d+} {side:Left|Right} at {squares} by {shift}"
        tile: int
        side: str
        squares: tuple[tuple[int, int], ...]
        shift: int
        far: bool = False

    a = Swap(7, "Left", ((1, -2), (1, -1)), -3, far=True)
    assert str(a) == "swap far 7 Left at 1,-2 1,-1 by -3"
    assert parse_action(" SWAP far 7  left at 1,-2 1,-1 by -3") == a
    b = Swap(8, "Right", ((0, 0),), 4)
    assert str(b) == "swap 8 Right at 0,0 by 4" and parse_action(str(b)) == b
    for bad in ("swap -7 left at 0,0 by 1", "swap 7 up at 0,0 by 1", "swap 7 left at 0,0 1,1 2,2 by 1"):
        with pytest.raises(UnreadableAction):
            parse_action(bad)


def test_a_text_must_name_each_field(own_kinds: None) -> None:
    with pytest.raises(TypeError):

        @action_kind
        @dataclass(frozen=True, slots=True)
        class Half(TextAction):
            TEXT = "half {row}"
            row: int
            col: int


def test_a_direction_reads_back_as_the_engine_spells_it() -> None:
    assert parse_action("place 3 at 0,-1 w") == Place(3, 0, -1, "W")
    assert str(Place(3, 0, -1, "W")) == "place 3 at 0,-1 W"
