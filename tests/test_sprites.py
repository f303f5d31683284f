"""The committed art and sounds under sprites/: present, loadable, distinct, and in sync
with sprites/generate.py. (tests/conftest.py sets the dummy SDL drivers and inits pygame.)"""

from __future__ import annotations

import importlib.util
import io
import itertools
import json
import struct
import wave
from array import array
from pathlib import Path
from typing import Any

import pygame
import pytest

SPRITES = Path(__file__).resolve().parent.parent / "sprites"
TERRAINS = ("wheat", "forest", "lake", "grassland", "swamp", "mine", "town")
PLAYER_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")
SOUNDS = ("pickup", "drop", "refused", "claim", "end_game", "click", "turn")
ICONS = ("icon_rotate", "icon_hint", "icon_undo", "icon_menu", "icon_sound", "icon_mute")
BUTTONS = ("button", "button_hover", "button_pressed", "button_disabled")

# Files other code relies on by name, with their exact pixel size.
REQUIRED_IMAGES: dict[str, tuple[int, int]] = {
    **{f"terrain_{t}.png": (128, 128) for t in TERRAINS},
    **{f"castle_{c}.png": (128, 128) for c in PLAYER_COLOURS},
    **{f"castle_{c}_2x2.png": (256, 256) for c in PLAYER_COLOURS},
    **{f"king_{c}.png": (64, 80) for c in PLAYER_COLOURS},
    **{f"{b}.png": (240, 64) for b in BUTTONS},
    **{f"{i}.png": (48, 48) for i in ICONS},
    "crown.png": (48, 48),
    "tower.png": (160, 240),
    "domino_back.png": (256, 128),
    "panel.png": (192, 192),
    "background.png": (1920, 1080),
    "icon.png": (256, 256),
}
# Sprites drawn over other things: their corners must be see-through.
TRANSPARENT = ("crown.png", "tower.png", "logo.png", *(f"king_{c}.png" for c in PLAYER_COLOURS),
               *(f"{i}.png" for i in ICONS))


@pytest.fixture(scope="module")
def manifest() -> dict[str, Any]:
    return json.loads((SPRITES / "manifest.json").read_text(encoding="utf-8"))


def _load(rel: str) -> pygame.Surface:
    return pygame.image.load(str(SPRITES / rel))


def _grey(surf: pygame.Surface, size: int = 64) -> list[float]:
    """Greyscale values (mean removed, so only the pattern counts) of surf scaled to size."""
    small = pygame.transform.grayscale(pygame.transform.smoothscale(surf, (size, size)))
    values = pygame.image.tobytes(small, "RGB")[::3]
    mean = sum(values) / len(values)
    return [v - mean for v in values]


def _pcm(path: Path) -> tuple[Any, array]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        data = array("h", w.readframes(w.getnframes()))
    return params, data


# --- manifest ----------------------------------------------------------------------------
def test_manifest_lists_every_required_file(manifest: dict[str, Any]) -> None:
    files = manifest["files"]
    expected = {*REQUIRED_IMAGES, "logo.png", "icon.ico", *(f"sounds/{s}.wav" for s in SOUNDS)}
    assert expected <= set(files), sorted(expected - set(files))
    for rel, entry in files.items():
        assert entry.get("purpose"), f"{rel} has no purpose"


def test_every_listed_file_exists_and_nothing_is_unlisted(manifest: dict[str, Any]) -> None:
    listed = set(manifest["files"])
    for rel in listed:
        path = SPRITES / rel
        assert path.is_file(), f"missing {rel}"
        assert path.stat().st_size > 0, f"empty {rel}"
    on_disk = {p.relative_to(SPRITES).as_posix()
               for ext in ("png", "wav", "ico") for p in SPRITES.rglob(f"*.{ext}")}
    assert on_disk == listed, f"stale or unlisted files: {sorted(on_disk ^ listed)}"


@pytest.mark.parametrize("rel", sorted(REQUIRED_IMAGES))
def test_required_image_loads_with_its_size(rel: str, manifest: dict[str, Any]) -> None:
    surf = _load(rel)
    assert surf.get_size() == REQUIRED_IMAGES[rel]
    assert list(surf.get_size()) == manifest["files"][rel]["size"]


def test_every_manifest_image_loads(manifest: dict[str, Any]) -> None:
    for rel, entry in manifest["files"].items():
        if entry["kind"] == "image":
            assert list(_load(rel).get_size()) == entry["size"], rel


@pytest.mark.parametrize("rel", TRANSPARENT)
def test_overlay_sprites_have_transparent_corners(rel: str) -> None:
    surf = _load(rel)
    assert surf.get_flags() & pygame.SRCALPHA, f"{rel} has no alpha channel"
    w, h = surf.get_size()
    for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert surf.get_at(corner).a < 40, f"{rel} corner {corner} is opaque"
    assert surf.get_at((w // 2, h // 2)).a > 200 or rel.startswith("icon_"), f"{rel} centre is empty"


def test_terrain_tiles_are_opaque_and_patterned() -> None:
    for t in TERRAINS:
        surf = _load(f"terrain_{t}.png")
        assert surf.get_at((64, 64)).a == 255 and surf.get_at((0, 0)).a == 255, t
        grey = _grey(surf)
        spread = (sum(v * v for v in grey) / len(grey)) ** 0.5
        assert spread > 8, f"{t} is nearly flat (std {spread:.1f}): no pattern"


def test_terrain_patterns_differ_pairwise_in_greyscale() -> None:
    """Colour-blind safety: with the colour and overall brightness removed, every pair of
    terrains still differs clearly (the same tile compared with itself scores 0)."""
    greys = {t: _grey(_load(f"terrain_{t}.png")) for t in TERRAINS}
    for a, b in itertools.combinations(TERRAINS, 2):
        diff = sum(abs(x - y) for x, y in zip(greys[a], greys[b], strict=True)) / len(greys[a])
        assert diff > 10, f"{a} and {b} look alike in greyscale (mean abs diff {diff:.1f})"


def test_colour_tables(manifest: dict[str, Any]) -> None:
    players = manifest["player_colours"]
    assert set(PLAYER_COLOURS) <= set(players)
    terrains = manifest["terrain_colours"]
    assert set(TERRAINS) == set(terrains)
    for table in (players, terrains):
        for name, rgb in table.items():
            assert len(rgb) == 3 and all(isinstance(v, int) and 0 <= v <= 255 for v in rgb), name
        assert len({tuple(v) for v in table.values()}) == len(table), "duplicate colours"


def test_nine_slice_margins_fit(manifest: dict[str, Any]) -> None:
    slices = manifest["nine_slice"]
    assert {f"{b}.png" for b in BUTTONS} | {"panel.png"} <= set(slices)
    for rel, m in slices.items():
        w, h = _load(rel).get_size()
        assert min(m["left"], m["right"], m["top"], m["bottom"]) > 0, rel
        assert m["left"] + m["right"] < w and m["top"] + m["bottom"] < h, rel
        assert manifest["files"][rel]["nine_slice"] == m, rel


def test_icon_ico_holds_png_images() -> None:
    data = (SPRITES / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (planes, bpp) == (1, 32)
        payload = data[offset:offset + length]
        assert len(payload) == length and payload.startswith(b"\x89PNG\r\n\x1a\n")
        img = pygame.image.load(io.BytesIO(payload), "icon.png")
        side = w or 256  # 0 in the directory means 256
        assert img.get_size() == (side, h or 256)
        sizes.append(side)
    assert sorted(sizes) == [16, 32, 48, 256]


# --- sounds ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", SOUNDS)
def test_sound_is_valid_short_and_clean(name: str, manifest: dict[str, Any]) -> None:
    params, pcm = _pcm(SPRITES / "sounds" / f"{name}.wav")
    assert (params.framerate, params.sampwidth, params.nchannels) == (44100, 2, 1)
    seconds = params.nframes / params.framerate
    assert 0.05 <= seconds <= 1.5
    assert seconds == pytest.approx(manifest["files"][f"sounds/{name}.wav"]["seconds"], abs=0.002)
    peak = max(abs(v) for v in pcm)
    assert 8000 < peak < 32000, f"{name}: peak {peak} (silent or clipping)"
    # Faded in and out: no click at either end.
    assert abs(pcm[0]) < 200 and abs(pcm[-1]) < 200


# --- fonts ---------------------------------------------------------------------------------
def test_fonts_load_and_carry_their_licence(manifest: dict[str, Any]) -> None:
    assert {"body", "bold", "title"} <= set(manifest["fonts"])
    for rel in manifest["fonts"].values():
        font = pygame.font.Font(str(SPRITES / rel), 24)
        assert font.render("Kingdomino 123", True, (0, 0, 0)).get_width() > 50
        licence = SPRITES / manifest["font_licenses"][rel]
        assert "SIL OPEN FONT LICENSE" in licence.read_text(encoding="utf-8").upper()
    assert (SPRITES / "fonts" / "README.md").is_file()


def test_sprites_folder_stays_small() -> None:
    total = sum(p.stat().st_size for p in SPRITES.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    assert total < 6_000_000
    assert (SPRITES / "background.png").stat().st_size < 2_000_000


# --- in sync with the generator -------------------------------------------------------------
def _pixels_close(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Equal up to rounding noise (smoothscale's SIMD path may differ by a unit)."""
    if a.get_size() != b.get_size():
        return False
    ba, bb = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    return sum(abs(x - y) for x, y in zip(ba[::7], bb[::7], strict=True)) / len(ba[::7]) < 1.0


def test_committed_files_match_the_generator(tmp_path: Path, manifest: dict[str, Any]) -> None:
    spec = importlib.util.spec_from_file_location("sprites_generate", SPRITES / "generate.py")
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    fresh = gen.build(tmp_path)
    assert fresh == manifest, "manifest.json is stale: run python sprites/generate.py"
    for rel, entry in manifest["files"].items():
        if entry["kind"] == "image":
            assert _pixels_close(_load(rel), pygame.image.load(str(tmp_path / rel))), f"{rel} is stale"
        elif entry["kind"] == "sound":
            (_, old), (_, new) = _pcm(SPRITES / rel), _pcm(tmp_path / rel)
            assert len(old) == len(new) and max(abs(x - y) for x, y in zip(old, new, strict=True)) <= 2, rel
