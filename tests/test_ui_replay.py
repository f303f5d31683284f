"""Issue 31, point 2: the replay at the table. Every step shows the seated view of the engine's
state after k actions (for every rule set), the timeline's buttons and keys work through posted
events, nothing hidden is drawn, kingdoms come up large, and the save watched is never written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from test_replay import GAMES, IDS, engine_after, played, session_for

from game.engine import view
from game.engine.rules import RULE_SETS, get_rules
from game.ui.assets import Assets
from game.ui.screens.replay import ReplayScene
from game.ui.table.harness import Driver, headless_context
from game.ui.table.piece_art import PieceArt
from game.ui.table.table_log import rebuild_log
from saves.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
XXL_LIKE = next(name for name in RULE_SETS if get_rules(name).limits.teams)  # the one with a large square
PLAIN = RULE_SETS[0]


def open_replay(tmp_path, session, size=(1280, 720), animation="fast", scene=None):  # type: ignore[no-untyped-def]
    ctx = headless_context(size, tmp_path / "saves", Settings(animation=animation, muted=True))
    sc = scene or ReplayScene(ctx, session)
    ctx.manager.push(sc)
    driver = Driver(ctx, dt=1 / 30)
    driver.run(2)
    return ctx, sc, driver


def settle(driver: Driver, sc: ReplayScene) -> None:
    assert driver.until(lambda: sc.settled, 600, 300), "the replay never settled"  # frames count, not time


def centre(sc: ReplayScene, name: str) -> tuple[int, int]:
    return sc.timeline.buttons[name].rect.center


@pytest.mark.parametrize(("rules", "opts"), GAMES, ids=IDS)
def test_each_step_shows_the_seated_view_of_the_engines_state(tmp_path, rules: str, opts: dict) -> None:
    s = session_for(rules, opts)
    _ctx, sc, d = open_replay(tmp_path, s)
    n = sc.replay.steps
    assert sc.k == n and sc.shown == view(s.state, None)  # it opens at the save's position
    d.key(pygame.K_HOME)
    settle(d, sc)
    assert sc.k == 0 and sc.shown == view(engine_after(s, 0), None)
    for _ in range(3):
        d.key(pygame.K_RIGHT)
    settle(d, sc)
    assert sc.k == 3 and sc.shown == sc.session.state == view(engine_after(s, 3), None)
    two_on = sc.replay.next_mark(sc.replay.next_mark(3, 1), 1)
    d.key(pygame.K_PAGEDOWN)
    d.key(pygame.K_PAGEDOWN)
    settle(d, sc)
    assert sc.k == two_on and two_on in {m.step for m in sc.replay.marks}
    assert sc.shown == view(engine_after(s, sc.k), None)
    k = n // 2
    d.click((sc.timeline.x_of(k), sc.timeline.track.centery))
    settle(d, sc)
    assert sc.k == k and sc.shown == view(engine_after(s, k), None)
    assert d.until(lambda: sc.log_ready, 600, 300)  # written a few actions a frame
    assert sc.log == rebuild_log(sc) and sc.log  # the last moves are the table's own at that step
    d.key(pygame.K_LEFT)
    settle(d, sc)
    assert sc.k == k - 1 and sc.shown == view(engine_after(s, k - 1), None)
    assert s.state == engine_after(s, n) and len(s.history) == n  # the session watched is untouched


def test_the_buttons_work_through_posted_events(tmp_path) -> None:
    s = played(PLAIN, 3)
    ctx, sc, d = open_replay(tmp_path, s)
    n = sc.replay.steps
    assert not sc.timeline.buttons["forward"].enabled and sc.timeline.buttons["back"].enabled
    d.click(centre(sc, "round_back"))
    settle(d, sc)
    last_round = sc.replay.marks[-1].step
    assert sc.k == last_round
    d.click(centre(sc, "back"))
    settle(d, sc)
    assert sc.k == last_round - 1
    d.click(centre(sc, "forward"))
    settle(d, sc)
    assert sc.k == last_round
    d.click((sc.timeline.x_of(5), sc.timeline.track.centery))
    settle(d, sc)
    assert sc.k == 5
    d.click(centre(sc, "round_on"))
    settle(d, sc)
    assert sc.k == sc.replay.next_mark(5, 1)
    start = sc.k
    d.click(centre(sc, "play"))
    assert sc.playing
    assert d.until(lambda: sc.k >= start + 3, 3000, 300), "play did not move on"
    d.click(centre(sc, "play"))
    assert not sc.playing
    settle(d, sc)
    stopped = sc.k
    d.run(90)
    assert sc.k == stopped and sc.k < n
    d.click(sc.controls["menu"].rect.center)  # Close
    assert sc not in ctx.manager.stack


@pytest.mark.parametrize("animation", ["off", "normal"])
def test_play_runs_to_the_end_at_the_animation_speed(tmp_path, animation: str) -> None:
    s = played(PLAIN, 2, stop=30)
    _ctx, sc, d = open_replay(tmp_path, s, animation=animation)
    d.key(pygame.K_HOME)
    d.key(pygame.K_SPACE)
    moved: list[bool] = []
    reached = d.until(lambda: moved.append(bool(sc.stages or sc.stage)) or sc.k == 30, 20000, 600)
    assert reached, "never reached the end"
    assert any(moved) == (animation != "off")  # the table's stages, at its speed ("off": none)
    d.run(5)
    assert not sc.playing and sc.k == 30
    d.key(pygame.K_SPACE)  # at the end, play starts again from the deal
    assert sc.playing and sc.k <= 1  # (the first move plays at once)


def _faces_drawn(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    drawn: list[int] = []
    real = PieceArt.domino

    def recording(self, did, cell, d="E"):  # type: ignore[no-untyped-def]
        drawn.append(did)
        return real(self, did, cell, d)

    monkeypatch.setattr(PieceArt, "domino", recording)
    return drawn


@pytest.mark.parametrize("rules", RULE_SETS)
def test_nothing_hidden_is_drawn(tmp_path, monkeypatch: pytest.MonkeyPatch, rules: str) -> None:
    court = {"court": 1} if get_rules(rules).limits.teams else {}
    s = played(rules, 3, stop=400, **court)
    _ctx, sc, d = open_replay(tmp_path, s)
    drawn = _faces_drawn(monkeypatch)
    checked = 0
    face_down_seen = False
    for k in range(0, sc.replay.steps + 1, 7):
        sc.go(k)
        settle(d, sc)
        full = sc.replay.state_at(k)
        hidden = {x for pile in full.towers.values() for x in pile} | set(full.box)
        for draft in full.drafts.values():
            if draft.next and not draft.next_face_up:
                hidden |= {slot.domino for slot in draft.next}
                face_down_seen = True
        drawn.clear()
        sc.static_dirty = True
        sc.dirty = True
        d.run(1)
        assert drawn, "the table drew no domino"
        assert not hidden & set(drawn), f"step {k}: a hidden domino's face was drawn"
        st = sc.session.state
        assert all(x == 0 for pile in st.towers.values() for x in pile)  # the scene holds the view only
        assert not any(st.ext.get("event_pile", []))  # the events to come stay face down
        checked += 1
    assert checked > 10
    assert face_down_seen or not get_rules(rules).limits.teams  # XXL's face-down line was covered


def test_no_text_below_12_px_at_1280x720(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    sizes: list[int] = []
    real = Assets.font

    def recording(self, size, bold=False, title=False):  # type: ignore[no-untyped-def]
        sizes.append(int(size))
        return real(self, size, bold, title)

    s = played(XXL_LIKE, 5, court=1)
    _ctx, sc, d = open_replay(tmp_path, s)
    monkeypatch.setattr(Assets, "font", recording)
    sc.static_dirty = True
    d.move((sc.timeline.x_of(40), sc.timeline.track.centery))  # the track's note
    d.move(centre(sc, "play"))  # a tooltip
    d.run(40)
    assert sizes and min(sizes) >= 12, sorted(set(sizes))[:5]


def test_a_kingdom_comes_up_large(tmp_path) -> None:
    s = played(PLAIN, 4)
    ctx, sc, d = open_replay(tmp_path, s)
    d.key(pygame.K_HOME)
    d.click(sc.geom.boards[2].region.center)
    assert sc.large == 2
    d.key(pygame.K_RIGHT)  # the steps go on under it
    settle(d, sc)
    assert sc.large == 2 and sc.k == 1
    d.key(pygame.K_k)
    assert sc.large == 3
    d.key(pygame.K_ESCAPE)  # back to the table first, then Esc closes
    assert sc.large is None and sc in ctx.manager.stack
    d.key(pygame.K_ESCAPE)
    assert sc not in ctx.manager.stack


def test_xxl_brings_a_kingdom_into_its_large_square(tmp_path) -> None:
    s = played(XXL_LIKE, 4, court=1)
    _ctx, sc, d = open_replay(tmp_path, s)
    d.key(pygame.K_HOME)
    for _ in range(12):
        d.key(pygame.K_RIGHT)
    settle(d, sc)
    q = sc.pieces
    other = next(seat for seat in range(4) if seat != q.focus_seat())
    d.click(q.geom.compact[other].center)
    assert q.focus_seat() == other
    for _ in range(3):
        d.key(pygame.K_RIGHT)
    settle(d, sc)
    assert q.focus_seat() == other  # stays up while the moves go on


def _saves(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_replay_from_the_load_list_never_writes_the_save(tmp_path) -> None:
    s = played(PLAIN, 2, stop=40)
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="fast", muted=True))
    path = ctx.store.save(s, "Watched")
    before, mtime = _saves(tmp_path / "saves"), path.stat().st_mtime_ns
    ctx.manager.push(ctx.scenes.save_load())
    d = Driver(ctx, dt=1 / 30)
    d.run(2)
    listing = ctx.manager.top
    d.click(listing.replay_button.rect.center)
    sc = ctx.manager.top
    assert isinstance(sc, ReplayScene) and sc.k == 40
    d.key(pygame.K_HOME)
    d.key(pygame.K_SPACE)
    assert d.until(lambda: sc.k >= 6, 3000, 300)
    d.key(pygame.K_END)
    d.click(sc.controls["menu"].rect.center)
    assert ctx.manager.top is listing
    assert _saves(tmp_path / "saves") == before and path.stat().st_mtime_ns == mtime


def test_the_results_screen_opens_the_replay(tmp_path) -> None:
    s = played(PLAIN, 2)
    ctx = headless_context((1280, 720), tmp_path / "saves", Settings(animation="fast", muted=True))
    results = ctx.scenes.results(s)
    ctx.manager.push(results)
    d = Driver(ctx, dt=1 / 30)
    d.run(2)
    d.click(results.buttons["Replay"].rect.center)
    sc = ctx.manager.top
    assert isinstance(sc, ReplayScene) and sc.k == len(s.history)
    d.key(pygame.K_ESCAPE)
    assert ctx.manager.top is results


def run_main(*args: str, home: Path) -> subprocess.CompletedProcess:
    import os

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", KINGDOMINO_HOME=str(home))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_replay_smoke_draws_the_last_step_and_a_bad_file_exits_2(tmp_path) -> None:
    from saves.format import encode

    s = played(XXL_LIKE, 3, stop=90, court=1)
    good = tmp_path / "game.json"
    good.write_bytes(encode(s))
    data = good.read_bytes()
    ok = run_main("--replay", str(good), "--smoke", home=tmp_path / "home")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "replay drawn at its last move (90 of 90)" in ok.stdout
    assert good.read_bytes() == data
    bad = tmp_path / "bad.json"
    bad.write_bytes(data[: len(data) // 2])
    for args in (["--replay", str(bad), "--smoke"], ["--replay", str(bad)]):
        res = run_main(*args, home=tmp_path / "home")
        lines = [line for line in res.stderr.splitlines() if line.strip()]
        assert res.returncode == 2 and len(lines) == 1, res.stderr
        assert f"cannot replay {bad}: truncated" in lines[0]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_hovered_score_says_its_parts_at_every_step(tmp_path, monkeypatch: pytest.MonkeyPatch,
                                                      rules: str) -> None:

    from game.engine import scores
    from game.ui.table import score_hover
    from game.ui.table.hud import score_rows

    s = played(rules, 3, **({"court": 1} if get_rules(rules).limits.teams else {}))
    _ctx, sc, d = open_replay(tmp_path, s)
    notes: list[tuple[str, tuple[tuple[str, str], ...]]] = []
    real = score_hover.parts_note
    monkeypatch.setattr(score_hover, "parts_note",
                        lambda a, t, rows, scale: notes.append((t, rows)) or real(a, t, rows, scale))
    for k in (sc.replay.steps // 3, sc.replay.steps):
        sc.go(k)
        settle(d, sc)
        row = score_rows(sc.assets, sc.geom.scores, 3, sc.scale)[1]
        notes.clear()
        d.move((row.centerx + 1, row.centery))
        d.move(row.center)
        part = scores(sc.replay.state_at(k))[1]
        assert score_hover.parts_rows(s.seats[1].kingdom_name, part) in notes, (k, notes)
