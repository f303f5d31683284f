"""The pseudo-language the tests run in: a string that went through the catalogs reads
«Ŝëttíñgš~~~», so a test can tell it from one that did not (plain English) and see where a
language 40 % longer than English would be cut.

Placeholders (`{coins}`, `{n:>2}`, `%(name)s`) and the rich-text marks the UI reads stay as they are.
"""

from __future__ import annotations

import re

OPEN, CLOSE = "«", "»"  # both drawn by the shipped Lato and Vollkorn (a test checks every glyph)
PLAIN = "acdeghiklnorstuwyzACDEGHIKLNORSTUWYZ"  # b, f, j, m, p, q, v, x keep: no accented
_ACCENTED = str.maketrans(PLAIN, "áçđëĝĥíķĺñóŕšţúŵýžÁÇĐÉĜĤÍĶĹÑÓŔŠŢÚŴÝŽ")  # form in every font
# What must not change: format fields, %-style fields, rich-text tags in [brackets] and <angles>,
# and escapes such as \n.
_KEEP = re.compile(r"\{[^{}]*\}|%\([^)]*\)[sdfr]|%[sdfr]|\[[^\]]*\]|<[^>]*>|\n")
PAD = "~"


def pseudo(text: str) -> str:
    """`text` accented, 40 % longer (padded at its end) and wrapped in « »."""
    if not text:
        return text
    out, pos, letters = [], 0, 0
    for m in _KEEP.finditer(text):
        chunk = text[pos:m.start()]
        letters += sum(ch.isalpha() for ch in chunk)
        out += [chunk.translate(_ACCENTED), m.group()]
        pos = m.end()
    chunk = text[pos:]
    letters += sum(ch.isalpha() for ch in chunk)
    out.append(chunk.translate(_ACCENTED))
    return OPEN + "".join(out) + PAD * max(1, round(letters * 0.4)) + CLOSE


def is_pseudo(text: str) -> bool:
    """Whether a whole string came through the pseudo-language."""
    return text.startswith(OPEN) and text.endswith(CLOSE)


def plain_letters(text: str) -> str:
    """The letters of `text` the pseudo-language would have accented: none in a drawn line that
    came through the catalogs, however it was wrapped or cut (a word a player typed has them)."""
    return "".join(ch for ch in text if ch in PLAIN)
