"""Write docs/ACCESSIBILITY.md: how far apart the player colours and the terrain colours stay for
people with a colour-vision deficiency, measured from sprites/manifest.json.

Each colour is passed through colorspacious' simulation of deuteranomaly, protanomaly and
tritanomaly at severity 100 (and left alone for normal vision), then compared in CAM02-UCS, a
space where a distance of about 1 is barely visible. The figure per condition is the smallest
distance between any two colours of the set. Run after changing a colour:

    python docs/make_accessibility.py          # rewrite docs/ACCESSIBILITY.md
    python docs/make_accessibility.py --check  # exit 1 if the page is out of date

colorspacious (and numpy) are test dependencies (requirements-dev.txt), not the game's.
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "ACCESSIBILITY.md"
MANIFEST = ROOT / "sprites" / "manifest.json"
CONDITIONS = ("none", "deuteranomaly", "protanomaly", "tritanomaly")
#: the smallest distance the player colours must keep under every condition (issue 32)
PLAYER_FLOOR = 15.0

RGB = tuple[int, int, int]


def palettes() -> tuple[dict[str, RGB], dict[str, RGB]]:
    """(player colours, terrain colours) as shipped."""
    data = json.loads(MANIFEST.read_text(encoding="utf-8"))
    conv = {k: (int(v[0]), int(v[1]), int(v[2])) for k, v in data["player_colours"].items()}
    terr = {k: (int(v[0]), int(v[1]), int(v[2])) for k, v in data["terrain_colours"].items()}
    return conv, terr


def closest_pair(colours: dict[str, RGB], condition: str) -> tuple[float, str, str]:
    """Smallest CAM02-UCS distance between two of `colours` as seen under `condition`."""
    import numpy as np
    from colorspacious import cspace_convert

    names = list(colours)
    rgb = np.array([colours[n] for n in names], dtype=float) / 255
    if condition != "none":
        cvd = {"name": "sRGB1+CVD", "cvd_type": condition, "severity": 100}
        rgb = np.clip(cspace_convert(rgb, cvd, "sRGB1"), 0, 1)  # the simulation can leave the gamut
    jab = cspace_convert(rgb, "sRGB1", "CAM02-UCS")
    return min((float(np.linalg.norm(jab[i] - jab[j])), names[i], names[j])
               for i, j in itertools.combinations(range(len(names)), 2))


def _table(colours: dict[str, RGB]) -> list[str]:
    rows = ["| seen with | closest pair | CAM02-UCS distance |", "| --- | --- | ---: |"]
    for cond in CONDITIONS:
        d, a, b = closest_pair(colours, cond)
        label = "normal colour vision" if cond == "none" else f"{cond} (severity 100)"
        rows.append(f"| {label} | {a} – {b} | {d:.1f} |")
    return rows


def _swatches(colours: dict[str, RGB], symbols: dict[str, str] | None = None) -> list[str]:
    head = "| colour | RGB | symbol |" if symbols else "| terrain | RGB |"
    rows = [head, "| --- | --- | --- |" if symbols else "| --- | --- |"]
    for name, (r, g, b) in colours.items():
        hexa = f"#{r:02x}{g:02x}{b:02x}"
        rows.append(f"| {name} | {hexa} | {symbols[name]} |" if symbols else f"| {name} | {hexa} |")
    return rows


def render() -> str:
    players, terrains = palettes()
    data = json.loads(MANIFEST.read_text(encoding="utf-8"))
    symbols = data.get("player_symbols", {})
    lines = [
        "# Accessibility: colours and symbols",
        "",
        "<!-- Written by docs/make_accessibility.py from sprites/manifest.json; "
        "tests/test_colour_vision.py fails when it is out of date. -->",
        "",
        "Player colours were chosen by simulation, not by eye. Each colour is passed through a",
        "simulation of the three common colour-vision deficiencies at full severity (colorspacious,",
        "severity 100) and compared in CAM02-UCS, where 1 is about the smallest visible difference.",
        "The figure is the closest pair of the set. The test keeps every figure for the player colours",
        f"at {PLAYER_FLOOR:.0f} or more (the old palette was at 5.2 under deuteranomaly: blue and purple).",
        "",
        "Colour is never the only cue: every player colour also carries a symbol, drawn on its kings,",
        "its castle, its turn banner, its score row and its board's name plate (before and after:",
        "`docs/screens/32-symbols-queendomino4-before.png`, `...-after.png`).",
        "",
        "## Player colours",
        "",
        *_swatches(players, symbols),
        "",
        *_table(players),
        "",
        "## Terrains",
        "",
        "Terrains are told apart by their pictures as well as their colours (wheat ears, fir trees,",
        "ripples, sheep, pools with cattails, mountain peaks, houses), so their colours need not pass the",
        "figure above; their closest pairs are listed so a change that makes them worse is seen.",
        "",
        *_swatches(terrains),
        "",
        *_table(terrains),
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        if OUT.read_text(encoding="utf-8") != text:
            print("docs/ACCESSIBILITY.md is out of date: run python docs/make_accessibility.py")
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
