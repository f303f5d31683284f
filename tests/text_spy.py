"""Where every word on a screen ends up, for tests that check text stays whole and apart.

`TextSpy` swaps pygame's Font and Surface for subclasses while a test draws a screen: every
rendered text is remembered with its words and font size, and every surface remembers the
texts blitted onto it (through any number of composed surfaces, subsurfaces and crops), so
the window ends with each text's ink rectangle in window coordinates. Pictures loaded or made
by pygame.transform are spied too, so words drawn into a picture (a tile composed once and
kept) are followed, and a picture scaled with its words carries them at their new place and
size: a 13 px figure in a tile shrunk to half is a 6 px figure on the screen.
"""

from __future__ import annotations

import importlib
import math
import pkgutil
from collections.abc import Callable
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
        out = spied(_REAL_SURFACE.copy(self))
        out._texts().extend(self._texts())
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


def spied(real: Any) -> SpySurface:
    """A SpySurface with `real`'s pixels, alpha and colour key (no words yet)."""
    if isinstance(real, SpySurface) and not real.__dict__.get("texts"):
        return real
    alpha = real.get_flags() & pygame.SRCALPHA
    out = SpySurface(real.get_size(), alpha, real)
    # MAX onto a cleared surface copies every channel, alpha too (a plain blit would blend)
    _REAL_SURFACE.blit(out, real, (0, 0), None, pygame.BLEND_RGBA_MAX if alpha else 0)
    if real.get_colorkey() is not None:
        out.set_colorkey(real.get_colorkey())
    if real.get_alpha() is not None and not alpha:
        out.set_alpha(real.get_alpha())
    return out


def _mapped(texts: list[Text], corner: Callable[[float, float], tuple[float, float]], k: float) -> list[Text]:
    """`texts` carried by a picture's transform: each ink corner through `corner`, the size
    times `k` (how much the picture grew or shrank in height)."""
    out = []
    for t in texts:
        points = [corner(x, y) for x in (t.ink.left, t.ink.right) for y in (t.ink.top, t.ink.bottom)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        left, top = math.floor(min(xs)), math.floor(min(ys))
        ink = pygame.Rect(left, top, math.ceil(max(xs)) - left, math.ceil(max(ys)) - top)
        out.append(Text(t.words, ink, max(1, math.floor(t.px * k + 0.5))))
    return out


def _carried(source: Any, made: Any, turn: float = 0.0, zoom: float = 1.0,
             flip: tuple[bool, bool] = (False, False)) -> SpySurface:
    """`made` (pygame.transform's picture of `source`) with `source`'s words moved with it:
    turned `turn` degrees anticlockwise about the centre and zoomed `zoom` times, or (no turn)
    scaled to its size and mirrored as `flip` says."""
    out = spied(made)
    texts = list(getattr(source, "texts", None) or [])
    if not texts:
        return out
    (w0, h0), (w1, h1) = source.get_size(), made.get_size()
    if turn:
        a = math.radians(turn)
        cos, sin = math.cos(a), math.sin(a)

        def turned(x: float, y: float) -> tuple[float, float]:
            dx, dy = (x - w0 / 2) * zoom, (y - h0 / 2) * zoom
            return w1 / 2 + dx * cos + dy * sin, h1 / 2 - dx * sin + dy * cos
        out._texts().extend(_mapped(texts, turned, zoom))
        return out
    sx, sy = w1 / max(1, w0), h1 / max(1, h0)

    def scaled(x: float, y: float) -> tuple[float, float]:
        x, y = x * sx, y * sy
        return (w1 - x if flip[0] else x, h1 - y if flip[1] else y)
    out._texts().extend(_mapped(texts, scaled, sy))
    return out


def _follow_transforms(monkeypatch: pytest.MonkeyPatch) -> None:
    """pygame.transform's pictures and loaded images as SpySurfaces carrying their words."""
    t = pygame.transform
    for name in ("scale", "smoothscale", "scale_by", "smoothscale_by",  # sized
                 "gaussian_blur", "box_blur", "grayscale", "invert", "solid_overlay"):  # same size
        real = getattr(t, name, None)
        if real is not None:
            def made(source: Any, *args: Any, _real: Any = real, **kwargs: Any) -> SpySurface:
                return _carried(source, _real(source, *args, **kwargs))
            monkeypatch.setattr(t, name, made)
    real_rotate, real_zoom, real_flip = t.rotate, t.rotozoom, t.flip

    def rotate(source: Any, angle: float) -> SpySurface:
        return _carried(source, real_rotate(source, angle), angle)

    def rotozoom(source: Any, angle: float, scale: float) -> SpySurface:
        made = real_zoom(source, angle, scale)
        return _carried(source, made, angle, scale) if angle else _carried(source, made)

    def flip(source: Any, flip_x: bool, flip_y: bool) -> SpySurface:
        return _carried(source, real_flip(source, flip_x, flip_y), flip=(bool(flip_x), bool(flip_y)))

    monkeypatch.setattr(t, "rotate", rotate)
    monkeypatch.setattr(t, "rotozoom", rotozoom)
    monkeypatch.setattr(t, "flip", flip)
    real_load = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda *args, **kwargs: spied(real_load(*args, **kwargs)))


class TextSpy:
    """Install with `TextSpy(monkeypatch)`; draw onto `spy.screen(size)`; read `spy.texts(screen)`."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(pygame, "Surface", SpySurface)
        monkeypatch.setattr(pygame.font, "Font", SpyFont)
        _follow_transforms(monkeypatch)
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
