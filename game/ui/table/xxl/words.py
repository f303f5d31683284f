"""The XXL table's names said inside its sentences, through the catalogs where drawn (the
language may change at run time): the terrains and the Court's resources. (The towers' names:
`game.i18n.content.tower_name`.)"""

from __future__ import annotations

from game.engine.terrain import NAMES
from game.engine.words import NC_
from game.i18n import pgettext
from game.i18n.content import terrain_name

#: the Court's resource tokens by kind (001: Trigo, Madeira, Peixe, Ovelha)
RESOURCE_WORDS = {"wheat": NC_("resource", "wheat"), "wood": NC_("resource", "wood"),
                  "fish": NC_("resource", "fish"), "sheep": NC_("resource", "sheep")}


# An engine terrain name ("grassland") as the language says it ("Prado"): one table for the game
terrain_word = terrain_name


def terrain_of(code: int) -> str:
    """A terrain code's noun; a square of no terrain is "square"."""
    name = NAMES.get(code)
    return terrain_word(name) if name is not None else pgettext("terrain", "square")


def resource_word(kind: str) -> str:
    return pgettext("resource", RESOURCE_WORDS[kind]) if kind in RESOURCE_WORDS else kind
