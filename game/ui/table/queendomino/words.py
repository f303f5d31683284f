"""Words the Queendomino and XXL tables say in several places, through the catalogs: coins and
knights counted (a noun phrase with its own plural in each language)."""

from __future__ import annotations

from game.i18n import formats, ngettext


def coins_words(n: int) -> str:
    """"1 coin", "3 coins": a count with its noun, in the language's plural."""
    return ngettext("{n} coin", "{n} coins", n).format(n=formats.number(n))


def knights_words(n: int) -> str:
    """"1 knight", "2 knights"."""
    return ngettext("{n} knight", "{n} knights", n).format(n=formats.number(n))
