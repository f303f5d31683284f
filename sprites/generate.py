"""Regenerate every image and sound under sprites/ and write sprites/manifest.json.

Usage (from any directory):  python sprites/generate.py [--out DIR]

Drawing is deterministic (seeded RNGs, no clock, no window), so running it
again reproduces the committed files. The game only loads the outputs.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

# Role -> (file, licence). game/ui/assets.py reads the roles body/bold/title as plain paths.
FONTS = {
    "body": ("fonts/Lato-Regular.ttf", "fonts/OFL-Lato.txt"),
    "bold": ("fonts/Lato-Bold.ttf", "fonts/OFL-Lato.txt"),
    "title": ("fonts/Vollkorn-Bold.ttf", "fonts/OFL-Vollkorn.txt"),
}


def build(out: Path) -> dict[str, Any]:
    """Draw and write everything into out; return the manifest."""
    # Headless: the dummy drivers let pygame work without a display or sound card.
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(HERE))
    import gen_pieces as pieces
    import gen_queendomino as queendomino
    import gen_sound as sound
    import gen_terrain as terrain
    import gen_ui as ui
    import pygame

    files: dict[str, dict[str, Any]] = {}
    (out / "sounds").mkdir(parents=True, exist_ok=True)

    def png(name: str, make: Callable[[], pygame.Surface], purpose: str) -> pygame.Surface:
        surf = make()
        pygame.image.save(surf, str(out / name))
        files[name] = {"kind": "image", "size": list(surf.get_size()), "purpose": purpose}
        return surf

    for name in terrain.TERRAIN_COLOURS:
        later = " (later rule set)" if name == "town" else ""
        png(f"terrain_{name}.png", lambda n=name: terrain.terrain_tile(n),
            f"{name} terrain square{later}; draw crowns on top")
    png("crown.png", terrain.crown, "crown marker, 1-3 drawn on a terrain square")
    for cname, rgb in pieces.PLAYER_COLOURS.items():
        png(f"castle_{cname}.png", lambda c=rgb: pieces.castle(c), f"{cname} player's 1x1 starting castle")
        png(f"castle_{cname}_2x2.png", lambda c=rgb: pieces.castle(c, big=True),
            f"{cname} player's 2x2 starting castle (later rule set)")
        png(f"king_{cname}.png", lambda c=rgb: pieces.king(c), f"{cname} king pawn; feet at (32, 70)")
    png("domino_back.png", pieces.domino_back,
        "face-down domino, horizontal; print its number in the medallion (see layout)")
    png("tower.png", pieces.tower, "draw pile: tower of face-down dominoes")
    png("coin.png", queendomino.coin, "Queendomino coin, 64x64")
    png("knight.png", queendomino.knight, "Queendomino knight pawn in steel, 64x64 (tinted per player)")
    png("tower_piece.png", queendomino.tower_piece, "Queendomino tower a building brings, 64x64")
    png("queen.png", queendomino.queen, "the Queen pawn, 64x96")
    png("dragon.png", queendomino.dragon, "the Dragon, 96x80")
    png("building_tile.png", queendomino.building_tile,
        "face of a Queendomino building tile, 128x128; the UI prints the corner icons on it")
    for style in ui.BUTTON_STYLES:
        png(f"{style}.png", lambda s=style: ui.button(s), f"9-slice button face: {style.replace('_', ' ')}")
    png("panel.png", ui.panel, "9-slice dark wood panel in a wooden frame: light text on it")
    png("panel_parchment.png", lambda: ui.panel(parchment=True),
        "9-slice parchment panel in a wooden frame: dark ink on it")
    png("background.png", ui.background, "1920x1080 wooden table background")
    for name, surf in ui.icons().items():
        png(f"{name}.png", lambda s=surf: s, f"48x48 UI icon: {name.removeprefix('icon_')}")
    icon = png("icon.png", ui.game_icon, "window/app icon")
    ui.write_ico(str(out / "icon.ico"), icon)
    files["icon.ico"] = {"kind": "ico", "sizes": [16, 32, 48, 256], "purpose": "Windows icon (PNG entries)"}
    png("logo.png", ui.logo, "title emblem without text; the UI renders the title in the title font")

    for name, (make_sound, purpose) in sound.SOUNDS.items():
        samples = make_sound()
        rel = f"sounds/{name}.wav"
        sound.write_wav(str(out / rel), samples)
        files[rel] = {"kind": "sound", "seconds": round(len(samples) / sound.RATE, 3), "purpose": purpose}

    slices = {f"{s}.png": ui.BUTTON_SLICE for s in ui.BUTTON_STYLES}
    slices["panel.png"] = slices["panel_parchment.png"] = ui.PANEL_SLICE
    for rel, margins in slices.items():  # also on each file entry: game/ui/assets.py looks there
        files[rel]["nine_slice"] = margins
    return {
        "version": 1,
        "generator": "sprites/generate.py",
        "note": "paths are relative to sprites/; regenerate with `python sprites/generate.py`",
        "files": files,
        "nine_slice": slices,
        "player_colours": {k: list(v) for k, v in pieces.PLAYER_COLOURS.items()},
        "player_symbols": dict(pieces.PLAYER_SYMBOLS),
        "terrain_colours": {k: list(v) for k, v in terrain.TERRAIN_COLOURS.items()},
        "ui_colours": {
            "text_light": list(ui.GLYPH),
            "text_dark": [52, 36, 24],
            "gold": [232, 182, 58],
            "parchment": list(ui.PARCHMENT),
            "domino_back": list(pieces.BACK_BLUE),
            "panel_wood": [66, 46, 32],
            "table": [144, 96, 58],
        },
        "layout": {
            "tile_size": terrain.T,
            "crown_size": 48,
            "domino_back_label_centre": [128, 64],
            "domino_back_label_radius": 30,
            "king_feet": [32, 70],
            "button_face_height": 59,
        },
        "fonts": {role: path for role, (path, _) in FONTS.items()},
        "font_licenses": {path: lic for path, lic in FONTS.values()},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE, help="output folder (default: sprites/)")
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    manifest = build(out)
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    total = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    print(f"wrote {len(manifest['files'])} files to {out} ({total / 1e6:.2f} MB in folder)")


if __name__ == "__main__":
    main()
