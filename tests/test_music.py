"""Issue 32 point 4: calm background music from the project's own generator, a piece for the
menus and one per rule set, compact, looping without a click; separate music and effects
volumes and a mute key that no scene uses, all remembered; silent without a sound device."""

from __future__ import annotations

import ast
import importlib.util
import itertools
import json
import sys
import wave
from array import array
from pathlib import Path

import pygame
import pytest

from game import app
from game.engine.rules import all_rules
from game.paths import music_dir
from game.ui.music import MENU_PIECE, MUTE_KEY, MusicPlayer
from saves.settings import Settings, load_settings, save_settings

ROOT = Path(__file__).resolve().parent.parent
MUSIC = music_dir()


def _pieces() -> list[str]:
    return [MENU_PIECE, *(r.name for r in all_rules())]


def _samples(path: Path) -> tuple[int, list[int]]:
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        return w.getframerate(), list(array("h", w.readframes(w.getnframes())))


def seam_problems(x: list[int]) -> list[str]:
    """Why playing `x` in a loop would click at the join (empty: it joins like any two
    neighbouring samples). Compares the join's step and bend with the piece's own."""
    steps = sorted(abs(b - a) for a, b in itertools.pairwise(x))
    bends = sorted(abs(x[i + 1] - 2 * x[i] + x[i - 1]) for i in range(1, len(x) - 1))
    step, bend = abs(x[0] - x[-1]), abs(x[1] - 2 * x[0] + x[-1])
    found = []
    if step > steps[int(len(steps) * 0.99)]:
        found.append(f"the join steps {step}, more than 99 % of the piece's steps")
    if bend > bends[int(len(bends) * 0.99)]:
        found.append(f"the join bends {bend}, more than 99 % of the piece's bends")
    return found


def test_a_piece_for_the_menus_and_each_rule_set_in_at_most_5_mb() -> None:
    files = sorted(p.name for p in MUSIC.glob("*.wav"))
    assert files == sorted(f"{name}.wav" for name in _pieces())
    assert sum((MUSIC / f).stat().st_size for f in files) <= 5_000_000
    for name in _pieces():
        rate, x = _samples(MUSIC / f"{name}.wav")
        assert 15 <= len(x) / rate <= 40, name
        assert 8000 < max(abs(v) for v in x) < 32000, f"{name}: silent or clipping"


@pytest.mark.parametrize("name", _pieces())
def test_the_loop_joins_without_a_click(name: str) -> None:
    _rate, x = _samples(MUSIC / f"{name}.wav")
    assert seam_problems(x) == []


def test_the_seam_check_hears_a_cut() -> None:
    rate, x = _samples(MUSIC / f"{MENU_PIECE}.wav")
    cut = x[: len(x) - rate // 3 - 17]  # a loop cut anywhere but where it was made to join
    assert seam_problems(cut)


def test_the_committed_music_is_the_generators(monkeypatch) -> None:
    pytest.importorskip("numpy")
    spec = importlib.util.spec_from_file_location("make_music", ROOT / "music" / "make_music.py")
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "make_music", gen)  # its dataclass looks itself up there
    spec.loader.exec_module(gen)
    assert sorted(gen.PIECES) == sorted(_pieces())
    for name, (piece, _purpose) in gen.PIECES.items():
        fresh = array("h", gen.pcm(gen.render(piece)))
        rate, committed = _samples(MUSIC / f"{name}.wav")
        assert rate == gen.RATE and len(fresh) == len(committed), name
        assert max(abs(a - b) for a, b in zip(fresh, committed, strict=True)) <= 2, \
            f"music/{name}.wav is stale: run python music/make_music.py"


# --- the player -------------------------------------------------------------------------------
class _Scene:
    def __init__(self, music: str | None) -> None:
        self.music = music


def _mixer() -> None:
    if not pygame.mixer.get_init():
        try:
            pygame.mixer.init()
        except pygame.error:
            pytest.skip("no mixer, even with SDL's dummy audio driver")


def test_each_scene_gets_its_piece_at_the_music_volume() -> None:
    _mixer()
    settings = Settings(music_volume=0.4, volume=0.9)
    player = MusicPlayer(MUSIC, settings)
    rules = all_rules()[-1].name
    player.follow([_Scene("title")])
    assert player.piece == "title"
    player.follow([_Scene("title"), _Scene(rules), _Scene(None)])  # an overlay keeps the table's
    assert player.piece == rules
    channel = pygame.mixer.Channel(player._current)
    assert channel.get_busy() and channel.get_volume() == 0.0  # fading in
    player.follow([_Scene(rules)], dt=0.5)
    assert 0.0 < channel.get_volume() < 0.4
    settings.muted = True  # during the fade: stays muted
    player.follow([_Scene(rules)], dt=0.5)
    assert channel.get_volume() == 0.0
    settings.muted = False
    player.follow([_Scene(rules)], dt=5.0)
    assert channel.get_volume() == pytest.approx(0.4, abs=0.01)
    player.follow([_Scene("no such rule set")])
    assert player.piece == MENU_PIECE  # a rule set without its own piece plays the menus'
    settings.muted = True
    player.follow([_Scene("title")], dt=5.0)
    assert pygame.mixer.Channel(player._current).get_volume() == 0.0
    settings.muted, settings.music_volume = False, 0.7
    player.follow([_Scene("title")])
    assert pygame.mixer.Channel(player._current).get_volume() == pytest.approx(0.7, abs=0.01)
    player.stop()


def test_effects_never_take_the_musics_channels() -> None:
    _mixer()
    player = MusicPlayer(MUSIC, Settings())
    player.follow([_Scene("title")])
    beep = pygame.mixer.Sound(buffer=bytes(4000))
    for _ in range(pygame.mixer.get_num_channels() + 2):
        got = beep.play()
        assert got is None or got not in player._channels
    assert pygame.mixer.Channel(player._current).get_busy()
    player.stop()


def test_silent_without_a_sound_device(monkeypatch) -> None:
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    player = MusicPlayer(MUSIC, Settings())
    player.follow([_Scene("title")])  # nothing to play on, nothing raised
    assert player.piece == "title" and player._channels is None


# --- the mute key and the settings ------------------------------------------------------------
def _keys_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr.startswith("K_")}


def test_the_mute_key_is_used_for_nothing_else() -> None:
    name = pygame.key.name(MUTE_KEY)
    attr = f"K_{name.upper()}" if len(name) > 1 else f"K_{name}"
    assert getattr(pygame, attr) == MUTE_KEY
    sources = sorted((ROOT / "game").rglob("*.py"))
    users = [p.relative_to(ROOT).as_posix() for p in sources if attr in _keys_in(p)]
    assert users == ["game/ui/music.py"]


def test_the_mute_key_mutes_everything_and_is_remembered() -> None:
    from game.ui.table.harness import headless_context

    ctx = headless_context()
    ctx.settings.muted = False
    event = pygame.event.Event(pygame.KEYDOWN, key=MUTE_KEY, mod=0, unicode="", scancode=0)
    assert app.handle_window_event(ctx, event)
    assert ctx.settings.muted and load_settings().muted
    assert app.handle_window_event(ctx, event)
    assert not ctx.settings.muted and not load_settings().muted


def test_music_and_effects_volumes_are_separate_and_remembered() -> None:
    save_settings(Settings(volume=0.3, music_volume=0.65))
    back = load_settings()
    assert (back.volume, back.music_volume) == (0.3, 0.65)
    from saves.locations import settings_path

    path = settings_path()
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["music_volume"]
    path.write_text(json.dumps(doc), encoding="utf-8")  # a file from before the music
    assert load_settings().music_volume == Settings().music_volume


def test_the_title_the_tables_and_the_results_ask_for_their_pieces() -> None:
    from game.ui.screens.table import TableScene
    from game.ui.table.harness import headless_context, make_session

    ctx = headless_context()
    assert ctx.scenes.title().music == MENU_PIECE
    for rules in all_rules():
        session = make_session(players=min(rules.limits.kingdoms), rules=rules.name)
        for scene in (TableScene(ctx, session), ctx.scenes.results(session)):
            assert scene.music == rules.name and (MUSIC / f"{scene.music}.wav").is_file()
    assert ctx.scenes.settings().music is None  # the menus' piece plays on under it
