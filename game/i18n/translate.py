"""The language the game speaks now, and the functions every player-facing string goes through.

    from game.i18n import _, ngettext, pgettext, N_
    _("Settings")                                   # a sentence or a word
    ngettext("{n} coin", "{n} coins", n).format(n=n)  # a count: the language's plural forms
    pgettext("button", "Back")                      # one English word with two meanings
    N_("Fast")                                      # marked for the catalogs, translated when drawn

The active catalog is process state, like the C locale: the app sets it once from Settings and
again when the player picks another language; screens lay themselves out again when
`generation()` moves. Everything else (the engine, saves) stays language-free: it keeps ids and
values, and the UI chooses the words when it draws them.
"""

from __future__ import annotations

import gettext
from pathlib import Path

from game.i18n.languages import PSEUDO, SOURCE
from game.i18n.pseudo import pseudo

DOMAIN = "game"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"  # game/locale/<code>/LC_MESSAGES


class PseudoTranslations(gettext.NullTranslations):
    """Every string accented, longer and marked: what a test draws to find untranslated words."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


class _Active:
    """The one active catalog (a class attribute holder, so `set_language` needs no `global`)."""

    code: str = SOURCE
    catalog: gettext.NullTranslations = gettext.NullTranslations()
    generation: int = 0


def load_catalog(code: str) -> gettext.NullTranslations:
    """The compiled catalog of a language (English and unknown codes: the strings as written)."""
    if code == PSEUDO:
        return PseudoTranslations()
    if code == SOURCE:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)


def set_language(code: str) -> None:
    """Speak `code` from now on (a code from LANGUAGES, or PSEUDO); screens notice the change."""
    if code == _Active.code and _Active.generation:
        return
    _Active.catalog = load_catalog(code)
    _Active.code = code
    _Active.generation += 1


def language() -> str:
    """The code of the language spoken now."""
    return _Active.code


def generation() -> int:
    """A number that moves each time the language changes (screens compare it to relayout)."""
    return _Active.generation


def _(message: str) -> str:
    return _Active.catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _Active.catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _Active.catalog.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _Active.catalog.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Mark a string for the catalogs without translating it now (module constants: translate
    them with `_` where they are drawn, so a change of language reaches them)."""
    return message
