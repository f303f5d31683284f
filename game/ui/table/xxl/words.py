"""The XXL table's names said inside its sentences, through the catalogs where drawn (the
language may change at run time): the terrains and the Court's resources. (The towers' names:
`prompts.tower_name`.)"""

from __future__ import annotations

from game.engine.terrain import NAMES
from game.engine.words import NC_
from game.i18n import pgettext

#: the engine's terrain names, as the sentences say them ("a {terrain} square"); each language
#: its rulebook's noun ("Campo de trigo", "Prado")
TERRAIN_WORDS = {
    "wheat": NC_("terrain", "wheat"), "forest": NC_("terrain", "forest"), "lake": NC_("terrain", "lake"),
    "grassland": NC_("terrain", "grassland"), "swamp": NC_("terrain", "swamp"),
    "mine": NC_("terrain", "mine"), "town": NC_("terrain", "town"),
}
#: the Court's resource tokens by kind (001: Trigo, Madeira, Peixe, Ovelha)
RESOURCE_WORDS = {"wheat": NC_("resource", "wheat"), "wood": NC_("resource", "wood"),
                  "fish": NC_("resource", "fish"), "sheep": NC_("resource", "sheep")}


def terrain_word(name: str) -> str:
    """An engine terrain name ("grassland") as the language says it ("Prado")."""
    return pgettext("terrain", TERRAIN_WORDS[name]) if name in TERRAIN_WORDS else name


def terrain_of(code: int) -> str:
    """A terrain code's noun; a square of no terrain is "square"."""
    name = NAMES.get(code)
    return terrain_word(name) if name is not None else pgettext("terrain", "square")


def resource_word(kind: str) -> str:
    return pgettext("resource", RESOURCE_WORDS[kind]) if kind in RESOURCE_WORDS else kind
