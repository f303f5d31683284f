"""The save file format: contents, golden files of every schema, migrations, no pickle or eval."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

from game.engine import VERSION, Options, legal_actions
from game.engine.state import EDITION
from game.session import Seat, Session
from saves import SaveError
from saves.format import FORMAT_NAME, SCHEMA, decode, document, encode, load_file, parse
from saves.migrations import CURRENT, STEPS, migrate

GOLDEN = Path(__file__).resolve().parent / "golden"


def played(moves: int = 20) -> Session:
    s = Session(Options(players=4, middle_kingdom=True),
                [Seat("Ann", "red"), Seat("Bo", "blue", "ai", "easy"),
                 Seat("Cy", "green", "ai", "normal"), Seat("Dé", "yellow", "ai", "hard")],
                seed=31, hints=True)
    rnd = random.Random(2)
    for _ in range(moves):
        s.play(rnd.choice(legal_actions(s.state)))
    return s


def test_the_file_holds_everything_the_issue_lists() -> None:
    s = played()
    s.save_name = "Evening"
    doc = json.loads(encode(s))
    assert doc["format"] == FORMAT_NAME and doc["schema"] == SCHEMA == CURRENT
    assert doc["game_version"] == VERSION
    assert doc["rules"] == "kingdomino" and doc["options"] == s.options.to_json()
    assert doc["seats"][3] == {"name": "Dé", "colour": "yellow", "kind": "ai", "level": "hard",
                               "partner": None}
    assert doc["seed"] == 31 and doc["hints"] is True and doc["name"] == "Evening"
    assert doc["history"] == s.history and doc["snapshot"] == s.state.to_json()
    assert doc["created"] == s.created and doc["updated"] == s.updated
    assert doc["round"] == s.state.round and doc["scores"] == s.summary()["scores"]
    assert doc["finished"] is False and doc["game_id"] == s.game_id
    assert list(doc)[:3] == ["format", "schema", "game_version"]


def test_encode_decode_round_trip() -> None:
    s = played(33)
    back = decode(parse(encode(s)))
    assert back.to_json() == s.to_json() and back.state == s.state


def test_encoded_file_is_ascii_whatever_the_names() -> None:
    s = played(3)
    s.save_name = "Partie \u00e0 \u4e09 \U0001f600"
    data = encode(s)
    data.decode("ascii")
    assert decode(parse(data)).save_name == s.save_name
    s.save_name += " \ud800"  # a lone surrogate (bad text input) still encodes, and reads back refused
    data = encode(s)
    data.decode("ascii")
    with pytest.raises(SaveError, match="U\\+D800"):
        decode(parse(data))


# -- golden files -----------------------------------------------------------------


def test_there_is_a_golden_file_for_every_schema_version() -> None:
    assert sorted(GOLDEN.glob("save-v*.json")) == [GOLDEN / f"save-v{v}.json" for v in range(1, CURRENT + 1)]


@pytest.mark.parametrize("version", range(1, CURRENT + 1))
def test_every_golden_file_still_loads(version: int) -> None:
    path = GOLDEN / f"save-v{version}.json"
    raw = json.loads(path.read_text())
    assert raw["schema"] == version
    s = load_file(path)
    assert s.state == s.replay() and len(s.history) == len(raw["history"])
    assert s.summary()["scores"] == raw["scores"] and s.summary()["round"] == raw["round"]


def test_golden_v1_migrates_to_human_seats_without_hints() -> None:
    s = load_file(GOLDEN / "save-v1.json")
    assert s.seats == [Seat("Alice", "red"), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    assert s.hints is False and s.save_name == "Family night"
    assert s.options == Options(players=3, middle_kingdom=True, harmony=True, edition=1)
    assert s.game_id == "20240601-190000-0a1b2c3d" and s.state.round == 6


@pytest.mark.parametrize("version", [1, 2, 3])
def test_files_before_schema_4_are_of_content_edition_1(version: int) -> None:
    """Release 0.2.0 and older wrote no edition: their games replay under edition 1."""
    s = load_file(GOLDEN / f"save-v{version}.json")
    assert s.options.edition == 1 and s.state.options.edition == 1


def test_schema_4_records_the_edition_and_new_games_get_the_newest() -> None:
    s = load_file(GOLDEN / "save-v4.json")
    assert s.options.edition == 2 and s.options.rules == "xxl" and s.seats[0].partner is not None
    assert document(played(2))["options"]["edition"] == EDITION


def test_migration_to_schema_5_keeps_only_the_options_set() -> None:
    old = json.loads((GOLDEN / "save-v4.json").read_text())
    out = STEPS[3](old)
    assert out["schema"] == 5 and out["options"] == {"rules": "xxl", "players": 4, "court": 2, "edition": 2}
    assert out["snapshot"]["options"] == out["options"] and old["options"]["mighty_duel"] is False
    assert load_file(GOLDEN / "save-v4.json").options.court == 2
    with pytest.raises(SaveError, match="the snapshot has no options"):
        STEPS[3]({**old, "snapshot": {}})


def test_schema_5_writes_only_the_variants_set() -> None:
    s = load_file(GOLDEN / "save-v5.json")
    assert s.options.four_choices and s.options.middle_kingdom and not s.options.harmony
    assert document(played(2))["options"] == {"rules": s.options.rules, "players": 4, "middle_kingdom": True,
                                               "edition": EDITION}


def test_migration_to_schema_4_stamps_edition_1_and_checks_the_shape() -> None:
    old = json.loads((GOLDEN / "save-v3.json").read_text())
    out = STEPS[2](old)
    assert out["schema"] == 4 and out["options"]["edition"] == 1
    assert out["snapshot"]["options"]["edition"] == 1 and "edition" not in old["options"]
    with pytest.raises(SaveError, match="the snapshot has no options"):
        STEPS[2]({**old, "snapshot": {}})


def test_golden_v2_has_ai_seats_hints_and_a_dynasty() -> None:
    s = load_file(GOLDEN / "save-v2.json")
    assert s.seats == [Seat("Dana", "purple"), Seat("Robot", "orange", "ai", "hard")]
    assert s.hints is True and s.state.match.number == 2 and "next game" in s.history
    assert s.undo_kind() == "to_human"


def test_current_golden_file_is_exactly_what_the_writer_writes() -> None:
    """A change to the written format without a schema bump (and a new golden file) fails here.
    Only the game's version may differ (a release without a format change writes its own)."""
    path = GOLDEN / f"save-v{CURRENT}.json"
    written = json.loads(path.read_text())["game_version"]
    old, new = f'"game_version": "{written}"', f'"game_version": "{VERSION}"'
    expected = path.read_bytes().replace(old.encode(), new.encode(), 1)
    assert encode(load_file(path)) == expected


def test_migrated_v1_equals_the_same_game_written_today() -> None:
    old = json.loads((GOLDEN / "save-v1.json").read_text())
    s = load_file(GOLDEN / "save-v1.json")
    now = document(s)
    assert migrate(old) == {**now, "game_version": old["game_version"]}


# -- migrations -------------------------------------------------------------------


def test_one_migration_step_per_older_version() -> None:
    assert len(STEPS) == CURRENT - 1


def test_migrate_leaves_its_input_alone_and_bumps_one_version_per_step() -> None:
    old = json.loads((GOLDEN / "save-v1.json").read_text())
    copy = json.loads(json.dumps(old))
    out = STEPS[0](old)
    assert old == copy and out["schema"] == 2 and "players" not in out and out["hints"] is False


@pytest.mark.parametrize(
    ("schema", "words"),
    [(CURRENT + 1, "newer version"), (99, "newer version"), (0, "unknown save schema"),
     ("2", "unknown save schema"), (True, "unknown save schema"), (None, "unknown save schema")],
)
def test_unknown_schemas_are_refused(schema, words: str) -> None:
    doc = document(played(2))
    doc["schema"] = schema
    with pytest.raises(SaveError, match=words):
        decode(doc)


def test_a_v1_file_with_bad_players_is_refused() -> None:
    doc = json.loads((GOLDEN / "save-v1.json").read_text())
    doc["players"] = "Alice"
    with pytest.raises(SaveError, match="schema 1"):
        decode(doc)


# -- never pickle, never eval ---------------------------------------------------------


def test_the_saves_package_never_unpickles_or_evaluates(repo_root: Path) -> None:
    forbidden_modules = {"pickle", "cPickle", "shelve", "marshal", "dill"}
    forbidden_calls = {"eval", "exec", "compile", "__import__"}
    files = [*sorted((repo_root / "saves").glob("*.py")), repo_root / "game" / "session.py"]
    assert len(files) >= 8
    for path in files:
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert not {a.name.split(".")[0] for a in node.names} & forbidden_modules, path
            elif isinstance(node, ast.ImportFrom):
                assert (node.module or "").split(".")[0] not in forbidden_modules, path
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in forbidden_calls, (path, node.func.id)


def test_a_file_cut_anywhere_is_reported_as_truncated() -> None:
    data = (GOLDEN / f"save-v{CURRENT}.json").read_bytes()
    complete = len(data.rstrip())  # only the final newline may go missing
    for cut in range(1, complete):
        with pytest.raises(SaveError, match=r"^truncated"):
            parse(data[:cut])
    assert decode(parse(data[:complete])).history


def test_a_save_from_a_newer_game_version_is_refused_with_a_clear_message() -> None:
    doc = json.loads((GOLDEN / f"save-v{CURRENT}.json").read_text())
    doc["game_version"] = "99.0.0"
    with pytest.raises(SaveError, match=r"newer version of the game \(99\.0\.0"):
        decode(doc)
    doc["game_version"] = "soon"
    with pytest.raises(SaveError, match=r"not like 1\.2\.3"):
        decode(doc)


def test_the_v2_golden_snapshot_migrates_to_state_format_2() -> None:
    from saves.migrations import migrate

    doc = migrate(json.loads((GOLDEN / "save-v2.json").read_text()))
    snap = doc["snapshot"]
    assert snap["format"] == 2 and snap["ext"] == {} and snap["pending"] == []
    assert all(k["layers"] == {} and k["vals"] == {} for k in doc["snapshot"]["kingdoms"])
    assert all(seat["partner"] is None for seat in doc["seats"])
