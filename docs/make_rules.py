"""Write docs/RULES.md from the game's own rulings (game/ui/rules_text/rulings.md, numbered here)
and the content data (game/engine/data/*.json), so the page never disagrees with what the game
plays or shows. Run after changing either:

    python docs/make_rules.py          # rewrite docs/RULES.md
    python docs/make_rules.py --check  # exit 1 if docs/RULES.md is out of date
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "RULES.md"
SECTIONS = (("Queendomino", "Q"), ("Royal Wedding XXL", "X"))

HEAD = """\
# Rulings the game follows

<!-- Written by docs/make_rules.py from game/ui/rules_text/rulings.md and game/engine/data/*.json:
     edit those and run the script; tests/test_rules_doc.py fails when this page is out of date. -->

The rulebooks (Kingdomino, Queendomino, Royal Wedding XXL) leave gaps or stop mid-sentence; the
project's shared rulings fill most of them. This page lists the further rulings the game itself
chose where both are silent, so that a player or a maintainer can find every rule the engine
follows, then the Royal Wedding XXL content the game ships (events, buildings, challenges, the
Court), word for word as the game shows it. The in-game rules reference shows the same text.
"""

CONTENT = (
    ("The Fantastic Events", "{{events}}"),
    ("Fantastic Era buildings", "{{buildings:fantastic_era}}"),
    ("The challenges", "{{challenges}}"),
    ("The Court: characters", "{{court_characters}}"),
    ("The Court: buildings", "{{court_buildings}}"),
)


def numbered(item: str, label: str) -> str:
    """`- **Title.** text` as `- **X3. Title.** text`, wrapped at 100 columns."""
    assert item.startswith("- **"), item
    body = f"- **{label}. " + item[len("- **"):]
    return textwrap.fill(body, width=100, subsequent_indent="  ", break_on_hyphens=False)


def render() -> str:
    sys.path.insert(0, str(ROOT))
    from game.ui.rules_content import expand, rulings

    parts = [HEAD]
    for section, prefix in SECTIONS:
        items = [numbered(item, f"{prefix}{i}") for i, item in enumerate(rulings(section), 1)]
        parts.append(f"## {section}\n" + "\n".join(items) + "\n")
    parts.append("# Royal Wedding XXL content\n")
    for title, placeholder in CONTENT:
        parts.append(f"## {title}\n{expand(placeholder)}\n")
    return "\n".join(parts)


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        same = OUT.read_text(encoding="utf-8") == text
        print("docs/RULES.md is " + ("up to date" if same else "out of date: run docs/make_rules.py"))
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
