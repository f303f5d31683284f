"""A real window under Xvfb: xdotool drags a domino into a kingdom with the mouse, and
a Queendomino building from the builders' board onto a town square.

The test starts its own X server on a free display, runs the game's scene loop
(`game.app.loop`) in a subprocess through the small entry at the bottom of
this file (a seeded 2-player table with human seats, first claims already
made), finds the window with `xdotool search --pid`, drags the domino with
mousemove / mousedown / mouseup, and checks in the autosave the table wrote
that exactly that placement was played.

    python tests/test_ui_xvfb.py --serve DIR            # the entry (needs a DISPLAY)
    python tests/test_ui_xvfb.py --serve-building DIR   # a Queendomino table at a build step
    python tests/test_ui_xvfb.py --serve-xxl DIR        # an XXL playmat at its first placement
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 720)
SEED = 5


def _free_display() -> int:
    for n in range(91, 160):
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
            return n
    raise RuntimeError("no free X display number between :91 and :159")


def _wait_for(check, seconds: float, what: str):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = check()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def _xdotool(display: str, *args: str) -> str:
    out = subprocess.run(
        ["xdotool", *args],
        env=dict(os.environ, DISPLAY=display),
        capture_output=True,
        text=True,
        timeout=20,
        check=True,
    )
    return out.stdout.strip()


@pytest.mark.xvfb
def test_drag_a_domino_into_place_in_a_real_window(tmp_path) -> None:
    saved, info = _drag_in_a_real_window(tmp_path, "--serve")
    seat = info["seat"]
    placed = saved["snapshot"]["kingdoms"][seat]["placed"]
    did, r, c, d = placed[-1]
    assert f"place {did} at {r},{c} {d}" == info["action"]


@pytest.mark.xvfb
def test_drag_a_building_onto_a_town_square_in_a_real_window(tmp_path) -> None:
    saved, info = _drag_in_a_real_window(tmp_path, "--serve-building")
    assert info["action"].startswith("build ")
    bid, _, rc = info["action"].removeprefix("build ").partition(" at ")
    r, c = (int(v) for v in rc.split(","))
    layers = saved["snapshot"]["kingdoms"][info["seat"]]["layers"]
    assert [r, c, int(bid)] in layers["building"], layers  # standing on the square it was dropped on


@pytest.mark.xvfb
def test_place_a_domino_on_the_xxl_playmat_in_a_real_window(tmp_path) -> None:
    saved, info = _drag_in_a_real_window(tmp_path, "--serve-xxl")
    assert saved["rules"] == "xxl" and saved["seats"][0]["partner"] is not None
    placed = saved["snapshot"]["kingdoms"][info["seat"]]["placed"]
    did, r, c, d = placed[-1]
    assert f"place {did} at {r},{c} {d}" == info["action"]


def _drag_in_a_real_window(tmp_path: Path, entry: str) -> tuple[dict, dict]:
    """Start Xvfb and the game (`entry`), drag from info["src"] to info["dst"] with xdotool,
    and return the autosave written after the move, with the entry's info."""
    missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {' and '.join(missing)} on PATH (apt-get install xvfb xdotool)")
    n = _free_display()
    display = f":{n}"
    xvfb = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    game: subprocess.Popen | None = None
    try:
        _wait_for(lambda: Path(f"/tmp/.X11-unix/X{n}").exists() or xvfb.poll() is not None, 10, "Xvfb")
        assert xvfb.poll() is None, "Xvfb exited at start"
        env = dict(
            os.environ,
            DISPLAY=display,
            SDL_VIDEODRIVER="x11",
            SDL_AUDIODRIVER="dummy",
            XDG_DATA_HOME=str(tmp_path / "data"),
            XDG_CONFIG_HOME=str(tmp_path / "config"),
        )
        log = (tmp_path / "game.log").open("w")
        game = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), entry, str(tmp_path)],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        info_file = tmp_path / "info.json"
        _wait_for(lambda: info_file.exists() or game.poll() is not None, 30, "the game to open its table")
        assert game.poll() is None, (tmp_path / "game.log").read_text()
        info = json.loads(info_file.read_text())
        wid = _xdotool(display, "search", "--sync", "--onlyvisible", "--pid", str(game.pid)).splitlines()[0]
        (sx, sy), (tx, ty) = info["src"], info["dst"]
        _xdotool(display, "mousemove", "--window", wid, str(sx), str(sy))
        time.sleep(0.2)
        _xdotool(display, "mousedown", "1")
        time.sleep(0.2)
        for i in range(1, 9):  # a hand's path, not a jump
            x, y = sx + (tx - sx) * i // 8, sy + (ty - sy) * i // 8
            _xdotool(display, "mousemove", "--window", wid, str(x), str(y))
            time.sleep(0.05)
        time.sleep(0.2)
        _xdotool(display, "mouseup", "1")
        autosave = Path(info["autosave"])
        saved = _wait_for(
            lambda: autosave.exists() and json.loads(autosave.read_text()),
            20,
            "the autosave after the placement",
        )
        assert saved["history"][-1] == info["action"], saved["history"]
        assert len(saved["history"]) == info["moves"] + 1
        return saved, info
    finally:
        if game is not None:
            game.terminate()
            try:
                game.wait(10)
            except subprocess.TimeoutExpired:
                game.kill()
        xvfb.terminate()
        try:
            xvfb.wait(10)
        except subprocess.TimeoutExpired:
            xvfb.kill()


# -- the entry the test runs in a subprocess -------------------------------------------------
def _xxl_session():  # type: ignore[no-untyped-def]
    """Royal Wedding XXL, 3 kingdoms, a team of two in the first, The Court."""
    from game.engine import Options
    from game.session import Person, Seat, Session

    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    return Session(Options(rules="xxl", players=3, court=1), seats, SEED)


def serve(folder: Path, building: bool = False, xxl: bool = False) -> int:
    """Open a real window on a seeded 2-human table at its first placement (or, with
    `building`, a Queendomino table at a build step); run the app loop."""
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.app import build_context
    from game.engine import Claim, Place, legal_actions
    from game.ui.context import WindowControl
    from game.ui.screens.table import TableScene
    from game.ui.table.harness import make_session
    from saves.settings import Settings
    from saves.store import SaveStore

    pygame.display.init()
    pygame.font.init()
    window = WindowControl(SIZE)
    window.open()
    ctx = build_context(window, Settings(muted=True), SaveStore(folder / "saves"))
    if building:
        return _serve_building(ctx, folder)
    session = make_session(2, seed=SEED) if not xxl else _xxl_session()
    while session.state.phase == "draft":  # the first claims, so a placement is due
        session.play(next(a for a in legal_actions(session.state) if isinstance(a, Claim)))
    state = session.state
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    # a placement the ghost takes as it comes out of the line (standing: direction S)
    move = next(a for a in legal_actions(state) if isinstance(a, Place) and a.dir == "S")
    which, i = scene.slot_of(move.domino) or ("current", 0)
    info = {
        "src": scene.line_half_center(which, i, 0),
        "dst": scene.cell_center(state.actor, move.row, move.col),
        "action": str(move),
        "moves": len(session.history),
        "seat": state.actor,
        "autosave": str(ctx.store.autosave_path(session)),
    }
    return _run(ctx, folder, info)


def _run(ctx, folder: Path, info: dict) -> int:  # type: ignore[no-untyped-def]
    import pygame

    from game.app import loop

    tmp = folder / "info.json.tmp"
    tmp.write_text(json.dumps(info))
    tmp.replace(folder / "info.json")
    loop(ctx, max_ticks=60 * 120)  # two minutes at most; the test ends it sooner
    pygame.quit()
    return 0


def _serve_building(ctx, folder: Path) -> int:  # type: ignore[no-untyped-def]
    """A 2-human Queendomino game played on to a build step with something to build."""
    from game.engine import legal_actions
    from game.engine.rng import Rng
    from game.engine.rules.economy_steps import Build
    from game.ui.screens.table import TableScene
    from game.ui.table.harness import make_session
    from game.ui.table.queendomino.pieces import QTable

    session = make_session(2, seed=SEED, rules="queendomino")
    rng = Rng(SEED)
    def can_build() -> bool:
        st = session.state
        return st.step == "build" and any(isinstance(a, Build) for a in legal_actions(st))

    while not can_build():
        session.play(rng.choice(legal_actions(session.state)))
    state = session.state
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    assert isinstance(scene.pieces, QTable)
    move = next(a for a in legal_actions(state) if isinstance(a, Build))
    slot = scene.pieces.slot_of(move.building)
    assert slot is not None
    info = {
        "src": scene.pieces.slot_center(slot),
        "dst": scene.cell_center(state.actor, move.row, move.col),
        "action": str(move),
        "moves": len(session.history),
        "seat": state.actor,
        "autosave": str(ctx.store.autosave_path(session)),
    }
    return _run(ctx, folder, info)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] in ("--serve", "--serve-building", "--serve-xxl"):
        sys.exit(serve(Path(sys.argv[2]), building=sys.argv[1] == "--serve-building",
                       xxl=sys.argv[1] == "--serve-xxl"))
    print(__doc__)
    sys.exit(2)
