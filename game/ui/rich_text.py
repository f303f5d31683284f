"""Inline markup drawn as styling: `**bold**`, `*italic*` and `` `code` `` become runs of text in
their own face, wrapped to a width as one text, so no asterisk or backtick reaches the screen."""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame

Run = tuple[str, str]  # (style, text); style is "" (plain), "bold", "italic" or "code"
Fonts = Callable[[str], pygame.font.Font]  # style -> the font it is drawn in

INLINE = re.compile(r"\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|`([^`]+)`")


def runs(text: str) -> list[Run]:
    """`text` cut into styled runs (markup removed); an unpaired `*` stays as it is."""
    out: list[Run] = []
    pos = 0
    for m in INLINE.finditer(text):
        if m.start() > pos:
            out.append(("", text[pos:m.start()]))
        style = "bold" if m[1] is not None else "italic" if m[2] is not None else "code"
        out.append((style, m[1] or m[2] or m[3]))
        pos = m.end()
    if pos < len(text):
        out.append(("", text[pos:]))
    return out


def plain(text: str) -> str:
    """The words of `text` without its markup."""
    return "".join(t for _, t in runs(text))


def _render(font: pygame.font.Font, style: str, text: str, colour: tuple[int, ...]) -> pygame.Surface:
    if style != "italic":
        return font.render(text, True, colour[:3])
    # no italic face ships: slant the regular one for this run only (the font object is shared)
    font.italic = True
    try:
        return font.render(text, True, colour[:3])
    finally:
        font.italic = False


def width(line: list[Run], fonts: Fonts) -> int:
    return sum(fonts(style).size(text)[0] for style, text in line)


def _words(text: str) -> list[list[Run]]:
    """Words (each possibly in several styles, as in `**A**:`) between the spaces."""
    words: list[list[Run]] = [[]]
    for style, chunk in runs(text):
        for i, piece in enumerate(chunk.split(" ")):
            if i:
                words.append([])
            if piece:
                words[-1].append((style, piece))
    return [w for w in words if w]


def wrap(text: str, fonts: Fonts, max_w: int) -> list[list[Run]]:
    """Lines of runs no wider than `max_w` (a word longer than a line is kept whole)."""
    lines: list[list[Run]] = []
    line: list[Run] = []
    used = 0  # the line's width: a sum over its runs, so a word adds its own (no re-measuring)
    space = width([("", " ")], fonts)
    for word in _words(text):
        wide = width(word, fonts)
        if not line:
            line, used = word, wide
        elif used + space + wide <= max_w:
            line, used = [*line, ("", " "), *word], used + space + wide
        else:
            lines.append(line)
            line, used = word, wide
    if line or not lines:
        lines.append(line)
    return [_merge(ln) for ln in lines]


def _merge(line: list[Run]) -> list[Run]:
    """Neighbouring runs of one style joined (a space between two bold words stays bold)."""
    out: list[Run] = []
    for i, (style, text) in enumerate(line):
        if style == "" and text == " " and 0 < i < len(line) - 1 and line[i - 1][0] == line[i + 1][0]:
            style = line[i - 1][0]
        if out and out[-1][0] == style:
            out[-1] = (style, out[-1][1] + text)
        else:
            out.append((style, text))
    return out


def draw_runs(surface: pygame.Surface, line: list[Run], fonts: Fonts,
              colours: Callable[[str], tuple[int, ...]], pos: tuple[int, int]) -> None:
    """One wrapped line at `pos` (top left), each run in its font and colour, baselines aligned."""
    ascent = max((fonts(s).get_ascent() for s, _ in line), default=0)
    x, y = pos
    for style, text in line:
        f = fonts(style)
        img = _render(f, style, text, colours(style))
        surface.blit(img, (x, y + ascent - f.get_ascent()))
        x += img.get_width()
