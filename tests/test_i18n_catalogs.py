"""The translation catalogs: every marked string in every language, whole, compiled, safe to format,
and drawable by the shipped fonts."""

from __future__ import annotations

import re
import string

import pytest

from game.i18n.languages import CODES
from game.tools import i18n

TRANSLATED = i18n.TRANSLATED


@pytest.fixture(scope="module")
def template():
    return i18n.extract()


@pytest.fixture(scope="module")
def catalogs():
    return {code: i18n.read(i18n.po_path(code), code) for code in TRANSLATED}


def _ids(catalog) -> set:
    return {m.id for m in catalog if m.id}


def test_every_language_has_a_catalog():
    assert set(TRANSLATED) == set(CODES) - {"en"}
    for code in TRANSLATED:
        assert i18n.po_path(code).exists(), f"{code}: run python -m game.tools.i18n update"


def test_every_marked_string_is_in_every_catalog(template, catalogs):
    """A new player-facing string fails here until `python -m game.tools.i18n update` adds it."""
    wanted = _ids(template)
    assert i18n.TEMPLATE.read_bytes() == i18n.po_text(template), "game.pot is stale: run update"
    for code, catalog in catalogs.items():
        have = _ids(catalog)
        assert not wanted - have, f"{code} lacks {sorted(map(str, wanted - have))[:10]}"
        gone = sorted(map(str, have - wanted))
        assert not gone, f"{code} keeps strings no longer used: {gone[:10]}"


def test_every_catalog_is_whole(catalogs):
    for code, catalog in catalogs.items():
        lacking = list(i18n.missing(catalog))
        assert not lacking, f"{code}: {len(lacking)} untranslated, e.g. {lacking[:5]}"


def test_compiled_catalogs_are_the_sources(catalogs):
    """The .mo the game reads is what its .po compiles to (never stale)."""
    for code, catalog in catalogs.items():
        assert i18n.mo_path(code).read_bytes() == i18n.mo_bytes(catalog), f"{code}: run compile"


def _fields(text: str) -> set[str]:
    names = {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}
    return names | set(re.findall(r"%\((\w+)\)", text))


def test_translations_keep_every_placeholder(catalogs):
    """A translation names the same values as its English (a missing or misspelt one would crash
    or lose the number)."""
    for code, catalog in catalogs.items():
        for m in catalog:
            if not m.id or not m.string:
                continue
            ids = m.id if isinstance(m.id, tuple | list) else (m.id,)
            strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
            wanted = set().union(*(_fields(i) for i in ids))
            for s in strings:
                got = _fields(s)
                # a plural form may leave its count out ("one coin"), never name another value
                assert got <= wanted and (got >= wanted - {"n", "count"}), (code, m.id, s)


def test_every_glyph_is_in_the_shipped_fonts(catalogs):
    """No missing-glyph box: every character of every translation renders in each font."""
    pygame = pytest.importorskip("pygame")
    from game.paths import sprites_dir

    chars = set()
    for catalog in catalogs.values():
        for m in catalog:
            strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
            for s in strings:
                chars |= set(s or "")
    chars -= set(string.whitespace)
    for font_file in sorted((sprites_dir() / "fonts").glob("*.ttf")):
        font = pygame.font.Font(str(font_file), 24)
        box = pygame.image.tobytes(font.render("\U000f0000", True, (0, 0, 0)), "RGBA")
        missing = sorted(c for c in chars
                         if pygame.image.tobytes(font.render(c, True, (0, 0, 0)), "RGBA") == box)
        assert not missing, f"{font_file.name} cannot draw {missing}"
