"""Languages: the catalogs every player-facing string goes through (game.i18n.translate), the
languages offered (game.i18n.languages), numbers and dates in each language's own format
(game.i18n.formats), the tests' pseudo-language (game.i18n.pseudo) and the content's words,
read from the engine's ids (game.i18n.content: not imported here, it reads the engine). Pure
Python: no pygame."""

from game.i18n.languages import AUTO, LANGUAGES, PSEUDO, SOURCE, name_of, resolve
from game.i18n.translate import N_, _, generation, language, ngettext, npgettext, pgettext, set_language

__all__ = [
    "AUTO", "LANGUAGES", "N_", "PSEUDO", "SOURCE", "_", "generation", "language", "name_of",
    "ngettext", "npgettext", "pgettext", "resolve", "set_language",
]
