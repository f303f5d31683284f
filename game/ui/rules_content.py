"""The rules texts' lists and names, taken from the content data (never copied by hand).

The rules chapters (`rules_text/*.md`) and `docs/RULES.md` (written by `docs/make_rules.py`)
hold placeholders that `expand` replaces, so a change in `game/engine/data/*.json` reaches what
players read without anyone editing the texts:

- `{{events}}`, `{{challenges}}`, `{{court_characters}}`, `{{court_buildings}}`,
  `{{buildings:<set>}}`: a bullet list, one `- **name**: text` per item;
- `{{event:E14}}`: that event's name, inline;
- `{{rulings:<section>}}`: the game's own rulings of that section of `rules_text/rulings.md`;
- `{{keys:<section>}}`: the keys of that section of `rules_text/keys.md`, which every chapter
  lists alike (results, replay, lessons, menus).

No pygame here: the docs script uses it too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from game.engine import challenges
from game.engine.buildings import buildings_of
from game.engine.court_data import Character, characters, court_buildings
from game.engine.events import load_events
from game.i18n import _
from game.i18n import content as words
from game.ui.rules_blocks import PLACEHOLDER, parse

RULES_DIR = Path(__file__).resolve().parent / "rules_text"


def event_lines() -> list[str]:
    return [f"- **{words.event_name(e.id)}**: {words.event_text(e.id)}" for e in load_events()]


def challenge_lines() -> list[str]:
    return [f"- **{words.challenge_title(c)}**: {words.challenge_text(c)}." for c in challenges.ALL]


def building_lines(set_name: str) -> list[str]:
    return [f"- **{words.building_name(b.id)}**: {words.building_text(b.id)}" for b in buildings_of(set_name)]


def court_character_lines() -> list[str]:
    def name(c: Character) -> str:
        bold = f"**{words.court_tile_name(c)}**"
        return _("{name} (warrior)").format(name=bold) if c.warrior else bold

    return [f"- {name(c)}: {words.court_score(c)}." for c in characters()]


def court_building_lines() -> list[str]:
    return [f"- **{words.court_tile_name(b)}** ({words.terrain_name(b.terrain)}): {words.court_score(b)}."
            for b in court_buildings()]


def event_name(eid: str) -> str:
    try:
        return words.event_name(eid)
    except KeyError:
        raise ValueError(f"no event {eid!r} in the content data") from None


def rulings(section: str) -> list[str]:
    """The bullets (`- **Title.** text`, continuation lines joined) of `## <section>` in rulings.md."""
    return bullets("rulings", section)


def keys(section: str) -> list[str]:
    """The keys every chapter lists alike (results, replay, lessons, menus): the bullets of
    `## <section>` in keys.md, written once so no chapter falls behind."""
    return bullets("keys", section)


def bullets(name: str, section: str) -> list[str]:
    """The bullets (`- text`, continuation lines joined) of `## <section>` in rules_text/<name>.md,
    each in the language spoken now (its block's msgid, as the catalogs' extractor takes it), then
    its placeholders expanded."""
    text = (RULES_DIR / f"{name}.md").read_text(encoding="utf-8")
    items: list[str] = []
    inside = False
    for block in parse(text):
        if block.kind in ("h1", "h2"):
            inside = block.kind == "h2" and block.text == section
        elif inside and block.kind == "bullet":
            items.append("- " + expand(" ".join(_(block.text).split())))
    if not items:
        raise ValueError(f"no bullets under '## {section}' in {name}.md")
    return items


LISTS: dict[str, Callable[[], list[str]]] = {
    "events": event_lines, "challenges": challenge_lines,
    "court_characters": court_character_lines, "court_buildings": court_building_lines,
}


def _replace(m: re.Match[str]) -> str:
    name, arg = m[1], m[2]
    if name in LISTS and arg is None:
        return "\n".join(LISTS[name]())
    if name == "buildings" and arg:
        return "\n".join(building_lines(arg))
    if name == "event" and arg:
        return event_name(arg)
    if name == "rulings" and arg:
        return "\n".join(rulings(arg))
    if name == "keys" and arg:
        return "\n".join(keys(arg))
    raise ValueError(f"unknown placeholder {m[0]!r}")


def expand(text: str) -> str:
    """`text` with every placeholder replaced by its words from the data (unknown ones raise)."""
    return PLACEHOLDER.sub(_replace, text)
