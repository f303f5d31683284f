"""The content's words in the player's language: events, buildings, Court tiles, challenges,
towers, terrains and dominoes, by their ids.

The engine keeps ids and English (game/engine/data/*.json; the sentences it composes from values
are `Phrase`s marked where written); this is where they meet the catalogs. Names are looked up with
their kind as context, the same context `game.tools.i18n.extract_content` gives them. With English
active every function returns the engine's own words (the docs script writes them).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from game.engine import challenges, content
from game.engine.buildings import building, corner_phrases
from game.engine.court_data import character, describe_phrases, score_phrase
from game.engine.events import event
from game.engine.phrase import Phrase
from game.engine.rules.xxl_steps import tile_data
from game.engine.terrain import NAMES
from game.engine.words import NC_
from game.i18n import _, ngettext, pgettext
from game.i18n.formats import number

#: the catalogs' contexts of content names (game/tools/i18n.py extracts them so)
EVENT, BUILDING, COURT = "event", "building", "Court tile"

_TOWERS = {"fantastic_era": NC_("tower", "Fantastic Era"), "age_of_giants": NC_("tower", "Age of Giants")}


class _TowerNames(Mapping[str, str]):
    """Royal Wedding XXL tower id -> its name, translated when read (the language may change)."""

    def __getitem__(self, tower: str) -> str:
        return pgettext("tower", _TOWERS[tower])

    def __iter__(self) -> Iterator[str]:
        return iter(_TOWERS)

    def __len__(self) -> int:
        return len(_TOWERS)


#: the towers' names (their ids are the engine's, `content.TOWERS`), in the player's language
TOWER_NAMES: Mapping[str, str] = _TowerNames()
TERRAIN_NAMES = {
    "wheat": NC_("terrain", "wheat"), "forest": NC_("terrain", "forest"), "lake": NC_("terrain", "lake"),
    "grassland": NC_("terrain", "grassland"), "swamp": NC_("terrain", "swamp"),
    "mine": NC_("terrain", "mine"), "town": NC_("terrain", "town"),
}


def phrase(p: Phrase) -> str:
    """An engine sentence in the player's language, its numbers in the language's format."""
    template = _(p.text) if p.plural is None else ngettext(p.text, p.plural, p.n)
    return template.format(**{k: number(v) for k, v in p.values.items()})


def event_name(eid: str) -> str:
    return pgettext(EVENT, event(eid).name)


def event_text(eid: str) -> str:
    """What the event does (its *emphasis* marks kept: the rules' text reads them)."""
    return _(event(eid).text)


def building_name(bid: int) -> str:
    return pgettext(BUILDING, building(bid).name)


def building_corners(bid: int) -> list[str]:
    """A building tile's four corners in words, one sentence each, in corner order."""
    return [phrase(p) for p in corner_phrases(building(bid))]


def building_text(bid: int) -> str:
    return " ".join(building_corners(bid))


def court_name(tid: int) -> str:
    """A Court tile's name (a character or a Court building, by its id in play)."""
    return pgettext(COURT, tile_data(tid).name)


def character_name(key: str) -> str:
    """A Court character's name by its key ("light_archer")."""
    return pgettext(COURT, character(key).name)


def court_tile_name(t: Any) -> str:
    """A Court tile's name, from its data (a `Character` or `CourtBuilding`)."""
    return pgettext(COURT, t.name)


def court_score(t: Any) -> str:
    """What a Court tile (its data) is worth ("4 points at the end"), no full stop."""
    return phrase(score_phrase(t))


def court_text(t: Any) -> str:
    """What a Court tile (its data) does and where it goes: its worth, then one line each."""
    score, *lines = describe_phrases(t)
    return "\n".join([phrase(score) + ".", *(phrase(p) for p in lines)])


def challenge_title(cid: str) -> str:
    return _(challenges.title(cid))


def challenge_text(cid: str) -> str:
    """What a challenge asks and pays, no full stop."""
    return _(challenges.describe(cid))


def tower_name(tower: str) -> str:
    """A Royal Wedding XXL tower's name; an unknown id as it is."""
    return TOWER_NAMES.get(tower, tower)


def terrain_name(name: str) -> str:
    return pgettext("terrain", TERRAIN_NAMES[name]) if name in TERRAIN_NAMES else name


def domino_text(did: int) -> str:
    """A domino in words: "#12: wheat (1 crown) | forest"."""
    d = content.domino(did)

    def half(t: int, c: int) -> str:
        name = terrain_name(NAMES[t])
        if not c:
            return name
        words = ngettext("{terrain} ({n} crown)", "{terrain} ({n} crowns)", c)
        return words.format(terrain=name, n=number(c))

    return _("#{label}: {first} | {second}").format(label=d.label, first=half(d.t1, d.c1),
                                                    second=half(d.t2, d.c2))


def term_name(part: str, name: str) -> str:
    """A score term's name (`Bonus.name`) in the player's language: a building's, a challenge's
    or a Court character's; any other as it is (its part words it)."""
    if part == "buildings":
        return pgettext(BUILDING, name)
    if part == "challenges":
        return _(name)
    if part == "court":
        return pgettext(COURT, name)
    return _(name)  # the engine's own terms (Middle Kingdom, Harmony, The Queen, Coins) are marked

