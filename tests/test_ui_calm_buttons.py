"""A calm table (issue 29, point 2): buttons keep their places between steps. The table's
own buttons (Undo, Rotate, Dominoes, Rules, Menu) never move when a step adds or drops
buttons, and a step's button never turns into another under the pointer."""

from __future__ import annotations

import glob

import pygame
import pytest
from table_helpers import open_table, place_by_mouse, settle

from game.engine import Place, legal_actions
from game.ui.layout import load_layout
from game.ui.table.harness import make_session
from game.ui.table.hud import TOOLS, ButtonSpec, layout_buttons
from game.ui.table.probe import probe


def _spec(name: str, primary: bool = False, place: int | None = None) -> ButtonSpec:
    return ButtonSpec(name, name.title(), None, "", primary=primary, place=place)


STEPS = {  # what each kind of step adds in front of the table's own buttons (the places the
    # table and Queendomino's pieces give them)
    "none": [],
    "discard": [_spec("discard", True, 0)],
    "results": [_spec("results", True, 0)],
    "knights": [_spec("q_collect", True, 0), _spec("q_skip", place=1), _spec("q_claim", place=2)],
    "build": [_spec("q_skip", place=1), _spec("q_claim", place=2)],
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("path", sorted(glob.glob("maps/*.tmx")))
def test_the_tables_own_buttons_never_move(path: str, size: tuple[int, int]) -> None:
    region = load_layout(path).scaled(*size).region("controls").to_pygame_rect()
    scale = min(size[0] / 1280, size[1] / 720)
    tools = [_spec(t) for t in TOOLS]
    seen: dict[str, pygame.Rect] = {}
    for step, mine in STEPS.items():
        for spec, rect in layout_buttons(region, mine + tools, scale, TOOLS, step_cells=3):
            assert region.contains(rect), (step, spec.name)
            key = spec.name if spec.name not in ("discard", "results", "q_collect") else "first"
            assert seen.setdefault(key, rect) == rect, f"{spec.name} moved in the {step} step"
    placed = layout_buttons(region, STEPS["knights"] + tools, scale, TOOLS, step_cells=3)
    rects = [r for _s, r in placed]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_queendomino_buttons_stay_put_from_placing_to_knights_to_building(tmp_path) -> None:
    session = make_session(2, seed=3, rules="queendomino")
    while session.state.phase == "draft":
        session.play(legal_actions(session.state)[0])
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    before = {n: scene.controls[n].rect.copy() for n in probe(scene).button_names()}
    place = next(a for a in legal_actions(session.state) if isinstance(a, Place))
    place_by_mouse(driver, scene, place)
    settle(driver, scene)
    steps_seen = {session.state.step}
    after = {n: scene.controls[n].rect.copy() for n in probe(scene).button_names()}
    for name in set(before) & set(after):
        assert before[name] == after[name], f"{name} moved between placing and {session.state.step}"
    assert {"undo", "pool", "rules", "menu", "rotate"} <= set(after)
    skip = after.get("q_skip")
    while skip is not None and session.state.step in ("tax", "build", "bribe"):
        driver.click(skip.center)
        settle(driver, scene)
        steps_seen.add(session.state.step)
        now = {n: scene.controls[n].rect for n in probe(scene).button_names()}
        for name in set(after) & set(now):
            assert after[name] == now[name], f"{name} moved in the {session.state.step} step"
        skip = now.get("q_skip")
    assert len(steps_seen) >= 2
