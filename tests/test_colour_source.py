"""Issue 38 point 6, colour from one place: every colour the UI draws comes from the theme or
palette modules (game/ui/theme.py, game/ui/palette.py), so the colour-vision palette is the one
source. The scanner reads each module's syntax tree: an RGB(A) tuple of int literals, a
`pygame.Color(...)` of literals or a "#rrggbb" string anywhere else fails."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "game" / "ui"

#: the modules that may spell a colour out: the one source
PALETTE_MODULES = frozenset({"theme.py", "palette.py"})

HEX = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")

#: int triples and quadruples that are not colours, by file and the (stripped) source line they
#: start on; each says what it is instead
NOT_COLOURS: dict[tuple[str, str], str] = {
    ("table/harness.py", "self.buttons = (0, 0, 0)"): "the mouse's three buttons, none held",
    ("table/harness.py", "self.buttons = (1, 0, 0) if button == 1 else self.buttons"):
        "the mouse's three buttons, the left one held",
    ("table/harness.py", "self.buttons = (0, 0, 0) if button == 1 else self.buttons"):
        "the mouse's three buttons, the left one let go",
    ("table/geometry.py", "view: View = (0, 0, 0, 0)"): "a view rectangle (x, y, w, h), empty",
    ("table/xxl/playmat_view.py", "for h in (64, 48, 36):"): "heights in design pixels, tried in turn",
}


@dataclass(frozen=True)
class Literal:
    path: str  # relative to the scanned folder
    line: int
    source: str  # the stripped source line it starts on
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}: {self.source}"


def _int_byte(node: ast.expr) -> bool:
    return (isinstance(node, ast.Constant) and type(node.value) is int and 0 <= node.value <= 255)


def _is_colour_call(node: ast.Call) -> bool:
    f = node.func
    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
    args = [*node.args, *(k.value for k in node.keywords)]
    return name in {"Color", "Colour"} and bool(args) and all(isinstance(a, ast.Constant) for a in args)


def colour_literals(root: Path, palette: frozenset[str] = PALETTE_MODULES) -> list[Literal]:
    """Every colour spelled out in the modules under `root` outside the palette modules."""
    found: list[Literal] = []
    for file in sorted(root.rglob("*.py")):
        rel = file.relative_to(root).as_posix()
        if rel in palette:
            continue
        text = file.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text, rel)):
            what = ""
            if isinstance(node, ast.Tuple) and len(node.elts) in (3, 4) and all(map(_int_byte, node.elts)):
                what = "an RGB tuple" if len(node.elts) == 3 else "an RGBA tuple"
            elif isinstance(node, ast.Call) and _is_colour_call(node):
                what = "a Color of literals"
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and HEX.fullmatch(node.value):
                what = "a hex colour"
            if what:
                source = lines[node.lineno - 1].strip()
                if (rel, source) not in NOT_COLOURS:
                    found.append(Literal(rel, node.lineno, source, what))
    return sorted(found, key=lambda f: (f.path, f.line))


def test_every_colour_the_ui_draws_comes_from_the_palette() -> None:
    found = colour_literals(UI)
    assert not found, "colours spelled out outside theme.py/palette.py:\n" + "\n".join(map(str, found))


def test_every_allowed_non_colour_is_still_there_and_says_why() -> None:
    for (rel, source), reason in NOT_COLOURS.items():
        assert reason.strip(), f"{rel}: an allow-list entry without a reason"
        lines = {ln.strip() for ln in (UI / rel).read_text(encoding="utf-8").splitlines()}
        assert source in lines, f"{rel}: the allowed line is gone, drop its entry: {source}"


def test_the_scanner_catches_a_colour_in_a_probe_and_leaves_other_numbers(tmp_path: Path) -> None:
    (tmp_path / "widgets").mkdir()
    (tmp_path / "widgets" / "probe.py").write_text(
        "import pygame\n"
        "RED = (200, 30, 30)\n"
        "def draw(surf):\n"
        "    surf.fill((0, 0, 0, 90))\n"
        "    pygame.draw.line(surf, pygame.Color('gold'), (0, 0), (4, 4))\n"
        "    edge = '#1f2e3d'\n"
        "    return edge\n",
        encoding="utf-8",
    )
    (tmp_path / "sizes.py").write_text(
        "SIZE = (1280, 720)\n"          # a pair
        "BIG = (300, 20, 10)\n"          # past a byte: not a colour
        "SCALE = (1.0, 0.5, 0.25)\n"     # floats
        "ALPHA = 90\n"                   # an alpha alone
        "FLAGS = (True, False, True)\n"  # bools
        "WORD = '#hashtag'\n",
        encoding="utf-8",
    )
    (tmp_path / "palette.py").write_text("INK = (40, 26, 16)\n", encoding="utf-8")
    found = colour_literals(tmp_path)
    assert [(f.path, f.line, f.what) for f in found] == [
        ("widgets/probe.py", 2, "an RGB tuple"),
        ("widgets/probe.py", 4, "an RGBA tuple"),
        ("widgets/probe.py", 5, "a Color of literals"),
        ("widgets/probe.py", 6, "a hex colour"),
    ]
