"""The suite's order (tests/conftest.py: the longest tests start first, so both cores stay
busy to the end) names tests that exist: a renamed or removed test must not quietly drop out
of it and leave a long test to run last, alone."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import LONG_FIRST

TESTS = Path(__file__).resolve().parent


def test_every_long_first_entry_names_a_test_that_exists() -> None:
    assert LONG_FIRST
    for key in LONG_FIRST:
        file, _, name = key.partition("::")
        path = TESTS / file
        assert path.is_file(), f"{key}: no file {file}"
        pattern = rf"^def {re.escape(name)}" if name else r"^def test_"
        assert re.search(pattern, path.read_text(encoding="utf-8"), re.M), f"{key}: no such test in {file}"


def test_the_order_puts_the_named_tests_first_and_keeps_the_rest_in_place() -> None:
    import conftest

    class Item:
        def __init__(self, nodeid: str) -> None:
            self.nodeid = nodeid

    items = [Item("tests/test_a.py::test_one"), Item("tests/test_ai.py::test_hidden_parts_x[2]"),
             Item("tests/test_b.py::test_two"), Item("tests/test_ui_xxl_table.py::test_whole_game")]
    conftest.pytest_collection_modifyitems(None, items)
    assert [i.nodeid for i in items] == ["tests/test_ui_xxl_table.py::test_whole_game",
                                         "tests/test_ai.py::test_hidden_parts_x[2]",
                                         "tests/test_a.py::test_one", "tests/test_b.py::test_two"]
