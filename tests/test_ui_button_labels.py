"""Issue 29: every table button shows its whole word, at 12 px or more, at the same size as the
other buttons of its row ("Don't…" and "Go to…" on the 4-player Queendomino table, "Dominoes"
smaller than "Rules" beside it). Random games of every rule set and size are walked through
each step they reach, the last round and the finished game, and the table is drawn at each."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pygame
import pytest
from table_helpers import open_table

from game.engine import Options, legal_actions
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Build, Tax
from game.session import Person, Seat, Session
from game.ui.table.queendomino.pieces import QTable
from game.ui.table.xxl.pieces import XTable
from game.ui.widgets import Button

PEOPLE = (("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"), ("Dario", "yellow"), ("Eve", "purple"))

GAMES = [  # (rules, kingdoms, options, a team of two in the first kingdom)
    ("kingdomino", 2, {}, False),
    ("kingdomino", 2, {"mighty_duel": True}, False),
    ("kingdomino", 3, {}, False),
    ("kingdomino", 4, {}, False),
    ("queendomino", 2, {}, False),
    ("queendomino", 3, {}, False),
    ("queendomino", 4, {}, False),
    ("xxl", 3, {"court": 1}, True),
    ("xxl", 4, {}, True),
    ("xxl", 5, {"court": 2}, True),
]


def moments(rules: str, kingdoms: int, options: dict, team: bool, seed: int = 1) -> list[Session]:
    """A random game (keen to build and send knights) copied at the first time it reaches each
    step, each step of its last round, and its end."""
    seats = [Seat(n, c) for n, c in PEOPLE[:kingdoms]]
    if team:
        seats[0] = Seat("Ada", "red", partner=Person("Yves"))
    s = Session(Options(rules=rules, players=kingdoms, **options), seats, seed)
    rng = Rng(seed + 16)
    seen: dict[tuple[str, str, bool], Session] = {}
    for _ in range(20000):
        st = s.state
        last = st.phase == "play" and all(d.next is None for d in st.drafts.values())
        step = str(st.pending[0]["step"] if st.pending else st.step)  # a decision: the giants', an event's
        if (st.phase, step, last) not in seen:  # copied only when first seen: a copy costs more than a move
            seen[st.phase, step, last] = copy.deepcopy(s)
        if st.phase == "over":
            break
        la = legal_actions(st)
        keen = [a for a in la if isinstance(a, Build | Tax)]
        s.play(rng.choice(keen) if keen and rng.below(3) else rng.choice(la))
    assert s.state.phase == "over", "the game never ended"
    return list(seen.values())


@pytest.fixture(scope="session")
def moments_of() -> Callable[[str, int, dict, bool], list[Session]]:
    """`moments`, each game played once a process and shared by every window size (each test
    gets its own copies: a table may change the session it shows)."""
    played: dict[tuple, list[Session]] = {}

    def get(rules: str, kingdoms: int, options: dict, team: bool) -> list[Session]:
        key = (rules, kingdoms, tuple(sorted(options.items())), team)
        if key not in played:
            played[key] = moments(rules, kingdoms, options, team)
        return copy.deepcopy(played[key])

    return get


def record_faces(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Button, str, str, int]]:
    """Every button face drawn from now on: the button, its word, what it shows, the font size."""
    faces: list[tuple[Button, str, str, int]] = []
    real = Button._render_face

    def recording(self: Button, assets, state: str) -> pygame.Surface:  # type: ignore[no-untyped-def]
        face = real(self, assets, state)
        _icon, shown, font = self.content(assets)
        faces.append((self, self.text, shown, font.point_size))
        return face

    monkeypatch.setattr(Button, "_render_face", recording)
    return faces


def label_faults(faces: list[tuple[Button, str, str, int]], controls: dict[str, Button]) -> list[str]:
    last = {id(b): (b, text, shown, size) for b, text, shown, size in faces}
    faults = [f"{text!r} shows as {shown!r}" for _b, text, shown, _ in last.values() if shown != text]
    faults += [f"{text!r} at {size} px" for _b, text, _, size in last.values() if text and size < 12]
    rows: dict[int, set[tuple[str, int]]] = {}
    for b, text, _shown, size in last.values():
        if text and b in controls.values():
            rows.setdefault(b.rect.y, set()).add((text, size))
    faults += [f"one row, several sizes: {sorted(row)}" for row in rows.values()
               if len({size for _, size in row}) > 1]
    return faults


def widest_tax(session: Session) -> Tax | None:
    taxes = [a for a in legal_actions(session.state) if isinstance(a, Tax)]
    return max(taxes, key=lambda a: len(a.squares)) if taxes else None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("rules", "kingdoms", "options", "team"), GAMES)
def test_every_table_button_shows_its_whole_word_at_one_size_a_row(tmp_path, monkeypatch, moments_of, rules,
                                                                   kingdoms, options, team, size) -> None:
    faces = record_faces(monkeypatch)
    faults: dict[str, list[str]] = {}
    steps = set()
    for session in moments_of(rules, kingdoms, options, team):
        st = session.state
        steps.add(st.phase if st.phase == "over" else str(st.pending[0]["step"] if st.pending else st.step))
        faces.clear()
        _ctx, scene, driver = open_table(tmp_path, session, size)
        driver.run(2)
        tax = widest_tax(session) if isinstance(scene.pieces, QTable | XTable) else None
        if tax is not None:  # the knights picked: "Send" says how many and for what
            scene.pieces.pick = list(tax.squares)
            scene.static_dirty = scene.dirty = True
            driver.run(2)
        assert scene.controls, "no buttons on the table"
        where = f"{st.phase} {st.step} round {st.round}"
        for fault in label_faults(faces, scene.controls):
            faults.setdefault(fault, []).append(where)
    assert {"over", "place", "claim"} <= steps, steps
    if rules != "kingdomino":
        assert {"tax", "build", "bribe"} <= steps, steps
    if rules == "xxl":
        assert {"restore", "footprint"} <= steps, steps
        assert "court" in steps or not options.get("court"), steps
    assert not faults, "\n".join(f"{f} ({ws[0]})" for f, ws in faults.items())


def test_the_check_sees_a_cut_word_a_small_one_and_a_row_of_two_sizes(tmp_path, monkeypatch) -> None:
    from game.ui.table.harness import headless_context

    ctx = headless_context((1280, 720), tmp_path / "saves")
    faces = record_faces(monkeypatch)
    surf = pygame.Surface((400, 100))
    cut = Button((0, 0, 60, 48), "Go to claim")
    small = Button((0, 50, 60, 20), "Undo")
    long_word = Button((100, 0, 75, 48), "Dominoes")
    short_word = Button((180, 0, 75, 48), "Rules")
    for b in (cut, small, long_word, short_word):
        b.draw(surf, ctx.assets)
    controls = {"a": long_word, "b": short_word}
    faults = label_faults(faces, controls)
    assert "'Go to claim' shows as 'Go to…'" in faults
    assert any(f.startswith("'Undo' at ") for f in faults)
    assert any(f.startswith("one row, several sizes") for f in faults)


def test_step_buttons_sharing_cells_are_as_wide_as_their_words() -> None:
    """More step buttons than step cells (a giant's four targets, Skip, Go to claim): each gets
    room for its word, not an equal share that cuts the long names beside "Skip"."""
    from game.ui.layout import load_layout
    from game.ui.table.hud import TOOLS, ButtonSpec, layout_buttons

    region = load_layout("maps/xtable_5p.tmx").scaled(1280, 720).region("controls").to_pygame_rect()
    words = ["Ada & Yves", "Chloé", "Dario", "Eve", "Skip", "Go to claim"]
    steps = [ButtonSpec(f"s{i}", w, None, "") for i, w in enumerate(words)]
    tools = [ButtonSpec(t, t.title(), None, "") for t in TOOLS if t != "hint"]
    tool_cells = {s.name: r for s, r in layout_buttons(region, tools, 1.0, TOOLS, step_cells=3)}
    placed = layout_buttons(region, steps + tools, 1.0, TOOLS, step_cells=3)
    rects = {s.text: r for s, r in placed}
    assert all(region.contains(r) for r in rects.values())
    every = list(rects.values())
    assert not any(a.colliderect(b) for i, a in enumerate(every) for b in every[i + 1:])
    assert {s.name: r for s, r in placed if s.name in tool_cells} == tool_cells  # the tools stay put
    assert rects["Ada & Yves"].w > rects["Skip"].w + 10
    assert rects["Go to claim"].w > rects["Skip"].w + 10
