"""The languages the game speaks, and which one "Automatic" means on this computer."""

from __future__ import annotations

import locale
import os

#: (code, the language's own name) in the order Settings lists them; the code names the catalog
#: folder under game/locale (gettext's ll or ll_CC form)
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("pt_BR", "Português (Brasil)"),
    ("es", "Español"),
    ("fr", "Français"),
    ("de", "Deutsch"),
)
SOURCE = "en"  # the language the program's strings are written in (no catalog needed)
AUTO = "auto"  # the setting that follows the system's language
#: the tests' pseudo-language: every catalog string accented, longer and marked (game.i18n.pseudo)
PSEUDO = "qps"
CODES = tuple(code for code, _name in LANGUAGES)


def system_languages() -> list[str]:
    """The system's preferred languages, most wanted first, as gettext-style codes (pt_BR, es)."""
    found: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):  # gettext's own order
        value = os.environ.get(var, "")
        if value:
            found += [part for part in value.split(":") if part]
            if var != "LANGUAGE":
                break
    if not found:
        try:
            code = locale.getlocale()[0]  # Windows and macOS set no variables
        except ValueError:
            code = None
        if code:
            found.append(code)
    return [part.split(".")[0].split("@")[0] for part in found]


def match(code: str) -> str | None:
    """The language we have for a system code (pt_BR, pt-BR, pt, es_MX, de_AT.UTF-8), or None."""
    code = code.replace("-", "_").split(".")[0]
    lang, _sep, region = code.partition("_")
    lang = lang.lower()
    if lang in ("c", "posix"):
        return None
    for have in CODES:  # the exact region first, then the language alone
        have_lang, _s, have_region = have.partition("_")
        if have_lang == lang and have_region and have_region == region.upper():
            return have
    for have in CODES:
        if have.partition("_")[0] == lang:
            return have  # Portuguese of Portugal reads the Brazilian catalog: the nearest we have
    return None


def resolve(choice: str) -> str:
    """The language a setting means: itself when we have it, the system's for Automatic, else English."""
    if choice in CODES or choice == PSEUDO:
        return choice
    for code in system_languages():
        have = match(code)
        if have:
            return have
    return SOURCE


def name_of(code: str) -> str:
    """A language's own name (Settings shows every language in its own words)."""
    return dict(LANGUAGES).get(code, code)
