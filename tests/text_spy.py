"""Where every word on a screen ends up, for tests that check text stays whole and apart.

`TextSpy` swaps pygame's Font and Surface for subclasses while a test draws a screen: every
rendered text is remembered with its words and font size, and every surface remembers the
texts blitted onto it (through any number of composed surfaces, subsurfaces and crops), so
the window ends with each text's ink rectangle in window coordinates. Pictures made by
pygame.transform (scaled or rotated text) are not followed.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

import game.ui
from game.ui.widgets import draw

_REAL_SURFACE = pygame.Surface
_REAL_FONT = pygame.font.Font


@dataclass(frozen=True)
class Text:
    words: str
    ink: pygame.Rect  # the glyphs' bounding box, in the surface's coordinates
    px: int  # the font size asked for

    def moved(self, dx: int, dy: int, clip: pygame.Rect | None) -> Text | None:
        r = self.ink.move(dx, dy)
        if clip is not None:
            if not r.colliderect(clip):
                return None
            r = r.clip(clip)
        return Text(self.words, r, self.px)


class SpySurface(_REAL_SURFACE):  # type: ignore[misc, valid-type]
    """A Surface that keeps the texts drawn on it."""

    def _texts(self) -> list[Text]:
        found = self.__dict__.get("texts")
        if found is None:
            found = self.__dict__["texts"] = []
        return found

    def blit(self, source: Any, dest: Any = (0, 0), area: Any = None, special_flags: int = 0) -> pygame.Rect:
        drawn = super().blit(source, dest, area, special_flags)
        texts = getattr(source, "texts", None)
        if texts:
            self._take(texts, dest, area, drawn)
        return drawn

    def blits(self, seq: Any, doreturn: Any = True) -> Any:
        rects = [self.blit(*item) for item in seq]
        return rects if doreturn else None

    def fblits(self, seq: Any, special_flags: int = 0) -> None:
        for source, dest in seq:
            self.blit(source, dest, None, special_flags)

    def _take(self, texts: list[Text], dest: Any, area: Any, drawn: pygame.Rect) -> None:
        x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        ax, ay = (0, 0)
        if area is not None:
            a = pygame.Rect(area)
            ax, ay = a.topleft
        clip = drawn if drawn.w and drawn.h else pygame.Rect(x, y, 0, 0)
        ox, oy = self._offset()
        for t in texts:
            moved = t.moved(int(x) - ax, int(y) - ay, clip)
            if moved is not None and moved.ink.w > 0 and moved.ink.h > 0:
                moved = moved.moved(ox, oy, None)
                assert moved is not None
                self._root()._texts().append(moved)

    def _root(self) -> SpySurface:
        parent = self.get_abs_parent()
        return parent if isinstance(parent, SpySurface) else self

    def _offset(self) -> tuple[int, int]:
        return self.get_abs_offset() if self._root() is not self else (0, 0)

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        drawn = super().fill(color, rect, special_flags)
        if rect is None and not special_flags and self._root() is self:
            self._texts().clear()  # a whole repaint: what was drawn before is gone
        return drawn

    def subsurface(self, *rect: Any) -> SpySurface:
        return super().subsurface(*rect)

    def copy(self) -> SpySurface:
        out = SpySurface(self.get_size(), self.get_flags(), self)
        out.blit(self, (0, 0))
        return out

    def convert_alpha(self, *args: Any) -> SpySurface:
        return self.copy()

    def convert(self, *args: Any) -> SpySurface:
        return self.copy()


class SpyFont(_REAL_FONT):  # type: ignore[misc, valid-type]
    """A Font whose rendered words are remembered on the picture."""

    def __init__(self, path: Any, size: int) -> None:
        super().__init__(path, size)
        self.px = int(size)

    def render(self, text: Any, antialias: Any, color: Any, bgcolor: Any = None, wraplength: int = 0) -> Any:
        img = super().render(text, antialias, color, bgcolor, wraplength)
        out = SpySurface(img.get_size(), pygame.SRCALPHA)
        _REAL_SURFACE.blit(out, img, (0, 0))
        ink = img.get_bounding_rect()
        if str(text).strip() and ink.w and ink.h:
            out._texts().append(Text(str(text), ink, self.px))
        return out


class TextSpy:
    """Install with `TextSpy(monkeypatch)`; draw onto `spy.screen(size)`; read `spy.texts(screen)`."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(pygame, "Surface", SpySurface)
        monkeypatch.setattr(pygame.font, "Font", SpyFont)
        #: every text a drawing function had to shorten to fit: (the whole text, what was shown)
        self.cuts: list[tuple[str, str]] = []
        real = draw.fit_text

        def fit_text(text: str, font: Any, width: int) -> str:
            shown = real(text, font, width)
            if shown != text:
                self.cuts.append((text, shown))
            return shown

        for info in pkgutil.walk_packages(game.ui.__path__, "game.ui."):  # each module that
            module = importlib.import_module(info.name)  # imported it by name
            if getattr(module, "fit_text", None) is real:
                monkeypatch.setattr(module, "fit_text", fit_text)

    @staticmethod
    def screen(size: tuple[int, int]) -> SpySurface:
        return SpySurface(size)

    @staticmethod
    def texts(screen: SpySurface) -> list[Text]:
        return list(screen._texts())

    @staticmethod
    def forget(screen: SpySurface) -> None:
        screen._texts().clear()


def problems(texts: list[Text], window: tuple[int, int], smallest: int = 12) -> list[str]:
    """What is wrong with the words on a window: outside it, over each other, too small."""
    out = []
    frame = pygame.Rect((0, 0), window)
    for t in texts:
        if not frame.contains(t.ink):
            out.append(f"outside the window: {t.words!r} at {tuple(t.ink)}")
        if t.px < smallest:
            out.append(f"under {smallest} px: {t.words!r} ({t.px} px)")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if a.words == b.words:
                continue  # a shadow, or the same words drawn again in place
            over = a.ink.clip(b.ink)
            if over.w > 1 and over.h > 1:
                out.append(f"over each other: {a.words!r} {tuple(a.ink)} and {b.words!r} {tuple(b.ink)}")
    return out
