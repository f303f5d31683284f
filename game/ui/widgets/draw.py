"""Drawing helpers shared by the widgets and the scenes: text, translucent fills, frames, tooltips."""

from __future__ import annotations

import re
from functools import lru_cache, partial
from typing import TYPE_CHECKING

import pygame

from game.ui import palette, theme

if TYPE_CHECKING:
    from game.ui.assets import Assets

Colour = tuple[int, ...]
RectLike = pygame.Rect | tuple[int, int, int, int]


# --- text helpers ------------------------------------------------------------------------
def draw_text(
    surface: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    colour: Colour,
    pos: tuple[int, int],
    anchor: str = "topleft",
    shadow: Colour | None = None,
    digits: pygame.font.Font | None = None,
) -> pygame.Rect:
    """Blit one line of text with its `anchor` ("center", "midleft", ...) at `pos`; with
    `digits`, its figures in that font (the title face's old-style "1" reads as an "I")."""
    img = render_text(text, font, colour, digits)
    r = img.get_rect(**{anchor: pos})
    if shadow is not None:
        off = max(1, font.get_height() // 26)
        sh = render_text(text, font, shadow, digits)
        if len(shadow) > 3:
            sh.set_alpha(shadow[3])
        surface.blit(sh, (r.x + off, r.y + off))
    surface.blit(img, r)
    return r


def render_text(text: str, font: pygame.font.Font, colour: Colour,
                digits: pygame.font.Font | None = None) -> pygame.Surface:
    """`text` rendered in `font`, its runs of figures in `digits` when given (baselines aligned)."""
    runs = re.findall(r"\d+|\D+", text) if digits is not None else []
    if len(runs) < 2 and not (runs and runs[0][0].isdigit()):
        return font.render(text, True, colour[:3])
    assert digits is not None
    fonts = [digits if run[0].isdigit() else font for run in runs]
    parts = [f.render(run, True, colour[:3]) for f, run in zip(fonts, runs, strict=True)]
    ascent = max(f.get_ascent() for f in fonts)
    height = max(ascent - f.get_ascent() + p.get_height() for f, p in zip(fonts, parts, strict=True))
    out = pygame.Surface((sum(p.get_width() for p in parts), height), pygame.SRCALPHA)
    x = 0
    for f, p in zip(fonts, parts, strict=True):
        out.blit(p, (x, ascent - f.get_ascent()))
        x += p.get_width()
    return out


def fit_text(text: str, font: pygame.font.Font, width: int) -> str:
    """`text`, cut with an ellipsis if wider than `width`: after its last whole word that fits
    (a word cut in two reads as another word), or mid-word when not even the first word fits."""
    if font.size(text)[0] <= width:
        return text
    words = text.split(" ")
    while len(words) > 1:
        words.pop()
        head = " ".join(words).rstrip(" ,;:·—–-")
        if head and font.size(head + "…")[0] <= width:
            return head + "…"
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split `text` into lines no wider than `width` (words longer than a line are kept whole)."""
    return list(_wrapped(text, font, width))


@lru_cache(maxsize=4096)
def _wrapped(text: str, font: pygame.font.Font, width: int) -> tuple[str, ...]:
    # kept: the table and its notes wrap the same words at the same width frame after frame
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = word if not line else line + " " + word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    w = theme.px(theme.FOCUS_WIDTH, scale)
    r = rect.inflate(w * 2 + 2, w * 2 + 2)
    pygame.draw.rect(surface, theme.ACCENT_LIGHT, r, w, border_radius=theme.px(theme.RADIUS + 3, scale))


def fill_alpha(surface: pygame.Surface, colour: Colour, rect: RectLike, radius: int = 0) -> None:
    """Fill `rect` with a translucent colour (pygame.draw ignores alpha on plain surfaces)."""
    r = pygame.Rect(rect)
    if r.w <= 0 or r.h <= 0:
        return
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
    surface.blit(layer, r.topleft)


def fill_panel(surface: pygame.Surface, rect: RectLike, radius: int = 0,
               colour: Colour = theme.TABLE_PANEL) -> None:
    """Fill a panel's `rect` with an opaque colour (its alpha, if any, is dropped): a panel
    hides what is under it, the table's wood included."""
    r = pygame.Rect(rect)
    if r.w > 0 and r.h > 0:
        pygame.draw.rect(surface, colour[:3], r, border_radius=radius)


def height_scale(rect: pygame.Rect, design_h: float) -> float:
    return max(0.5, rect.h / design_h)


# --- base ---------------------------------------------------------------------------------


def draw_panel(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, sprite: str = "panel",
               scale: float | None = None) -> None:
    """A panel frame at `rect`: the 9-slice sprite, or a drawn wooden frame while it is missing;
    `scale`: the screen's interface scale (default: the window's)."""
    scale = theme.scale_for(surface.get_size()) if scale is None else scale
    shadow_off = theme.px(6, scale)
    fill_alpha(surface, palette.DROP_SHADOW, rect.move(shadow_off, shadow_off),
               theme.px(theme.RADIUS + 4, scale))
    if assets.has(sprite):
        surface.blit(assets.nine_slice(sprite, rect.size), rect.topleft)
        return
    rad = theme.px(theme.RADIUS + 4, scale)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=rad)
    pygame.draw.rect(surface, theme.ACCENT_DARK, rect, theme.px(3, scale), border_radius=rad)


# --- Button --------------------------------------------------------------------------------


def draw_tooltip(surface: pygame.Surface, assets: Assets, text: str, mouse: tuple[int, int],
                 anchor: pygame.Rect, scale: float | None = None) -> pygame.Rect:
    """A small parchment note under (or above) `anchor`, kept on screen; its box. `scale`: the
    screen's interface scale (default: the window's)."""
    scale = theme.scale_for(surface.get_size()) if scale is None else scale
    font = assets.font(theme.px(theme.FONT_SMALL, scale))
    pad = theme.px(theme.GAP_S + 2, scale)
    lines = wrap_text(text, font, theme.px(380, scale))
    w = max(font.size(line)[0] for line in lines) + 2 * pad
    h = font.get_linesize() * len(lines) + 2 * pad
    x = min(max(0, mouse[0] - w // 2 if mouse[0] >= 0 else anchor.x), surface.get_width() - w)
    y = anchor.bottom + theme.px(6, scale)
    if y + h > surface.get_height():
        y = anchor.y - h - theme.px(6, scale)
    box = pygame.Rect(x, y, w, h)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=theme.px(6, scale))
    pygame.draw.rect(surface, theme.ACCENT_DARK, box, theme.px(2, scale), border_radius=theme.px(6, scale))
    for i, line in enumerate(lines):  # rendered once: a tooltip stays up while the table redraws
        img = assets.kept(("tooltip", line, font), partial(render_text, line, font, theme.TEXT_DARK))
        surface.blit(img, (x + pad, y + pad + i * font.get_linesize()))
    return box
