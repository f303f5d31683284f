"""The table's heads-up parts: turn banner, name plates, scores, move log, the
control buttons' layout, and the small notes that float over the table
(refusal reasons, "+N" over the ghost, "thinking…").

Each painter takes a rectangle from the map's regions and fits its text to
it, so the same code serves a roomy 2-player table and a crowded 4-player one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.widgets import draw_text, fill_alpha, fit_text, wrap_text

from .pieces import PieceArt

RGB = tuple[int, int, int]


def _shade(c: RGB, f: float) -> RGB:
    return (
        max(0, min(255, round(c[0] * f))),
        max(0, min(255, round(c[1] * f))),
        max(0, min(255, round(c[2] * f))),
    )


def gradient_plate(size: tuple[int, int], colour: RGB, radius: int) -> pygame.Surface:
    """A rounded plate lit from the top, in `colour`."""
    w, h = size
    plate = pygame.Surface(size, pygame.SRCALPHA)
    top, bottom = _shade(colour, 1.12), _shade(colour, 0.72)
    for y in range(h):
        t = y / max(1, h - 1)
        row = tuple(round(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
        pygame.draw.line(plate, row, (0, y), (w, y))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    plate.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return plate


@dataclass(frozen=True)
class BannerText:
    title: str
    subtitle: str
    colour: RGB
    king: str | None = None  # the acting seat's colour name, for its king icon


def draw_banner(
    surf: pygame.Surface, assets: Assets, art: PieceArt, rect: pygame.Rect, b: BannerText, scale: float
) -> None:
    radius = max(4, round(12 * scale))
    fill_alpha(surf, (0, 0, 0, 90), rect.move(0, max(2, round(4 * scale))), radius)
    surf.blit(gradient_plate(rect.size, b.colour, radius), rect.topleft)
    pygame.draw.rect(surf, theme.ACCENT, rect, max(2, round(2 * scale)), border_radius=radius)
    ink = theme.readable_on(b.colour)
    shadow = (0, 0, 0, 110) if ink == theme.TEXT else (255, 255, 255, 90)
    pad = max(4, round(12 * scale))
    x = rect.x + pad
    if b.king:
        img = art.king(b.king, max(8, rect.h - 2 * max(2, round(5 * scale))))
        surf.blit(img, img.get_rect(midleft=(x, rect.centery)))
        x += img.get_width() + pad // 2
    title_font = assets.font(max(10, round(rect.h * 0.5)), title=True)
    digits = assets.font(max(10, round(rect.h * 0.5)), bold=True)  # the title face's "1" reads as "I"
    sub_font = assets.font(max(9, round(min(rect.h * 0.32, 17 * scale))))
    avail = rect.right - pad - x
    title = fit_text(b.title, title_font, avail)
    tw = draw_text(surf, title, title_font, ink, (x, rect.centery), "midleft", shadow, digits).w
    sub_w = avail - tw - pad * 2
    if b.subtitle and sub_w > 60 * scale:  # room beside the title: right-aligned instruction
        lines = wrap_text(b.subtitle, sub_font, sub_w)[:2]
        lh = sub_font.get_linesize()
        y = rect.centery - lh * len(lines) // 2
        for line in lines:
            draw_text(surf, fit_text(line, sub_font, sub_w), sub_font, ink, (rect.right - pad, y), "topright")
            y += lh


def draw_plate(
    surf: pygame.Surface,
    assets: Assets,
    rect: pygame.Rect,
    name: str,
    detail: str,
    colour: RGB,
    active: bool,
    scale: float,
    reserve: int = 0,
) -> None:
    """A seat's name plate: colour chip, name, and a detail (score, AI level) after it; the
    text stays out of the `reserve` pixels at its right (a control drawn there)."""
    radius = max(3, rect.h // 3)
    if active:
        surf.blit(gradient_plate(rect.size, colour, radius), rect.topleft)
        ink = theme.readable_on(colour)
    else:
        fill_alpha(surf, (20, 12, 6, 150), rect, radius)
        ink = theme.TEXT
    pygame.draw.rect(
        surf,
        _shade(colour, 0.8) if not active else theme.ACCENT,
        rect,
        max(1, round(2 * scale)),
        border_radius=radius,
    )
    pad = max(4, round(8 * scale))
    chip = max(6, rect.h // 2)
    pygame.draw.circle(surf, colour, (rect.x + pad + chip // 2, rect.centery), chip // 2)
    pygame.draw.circle(surf, theme.PANEL_EDGE, (rect.x + pad + chip // 2, rect.centery), chip // 2, 1)
    font = assets.font(max(9, round(rect.h * 0.6)), bold=True)
    small = assets.font(max(8, round(rect.h * 0.5)))
    x = rect.x + pad * 2 + chip
    name_t = fit_text(name, font, min(rect.w // 2, rect.right - reserve - x - pad))
    r = draw_text(surf, name_t, font, ink, (x, rect.centery), "midleft")
    draw_text(
        surf,
        fit_text(detail, small, rect.right - reserve - r.right - pad * 6),
        small,
        ink if active else theme.TEXT_DIM,
        (r.right + pad, rect.centery),
        "midleft",
    )


@dataclass(frozen=True)
class ScoreRow:
    name: str
    colour: RGB
    score: int
    extra: str = ""  # e.g. Dynasty running total
    active: bool = False


def draw_scores(
    surf: pygame.Surface, assets: Assets, rect: pygame.Rect, title: str, rows: list[ScoreRow], scale: float
) -> None:
    radius = max(4, round(10 * scale))
    fill_alpha(surf, (24, 14, 8, 150), rect, radius)
    pad = max(3, round(6 * scale))
    inner = rect.inflate(-2 * pad, -2 * pad)
    head_font = assets.font(max(8, round(13 * scale)), bold=True)
    head_h = head_font.get_linesize() if inner.h > (len(rows) + 1) * 16 * scale else 0
    if head_h:
        draw_text(surf, fit_text(title, head_font, inner.w), head_font, theme.ACCENT_LIGHT, inner.topleft)
    row_h = max(8, (inner.h - head_h) // max(1, len(rows)))
    font = assets.font(max(12, min(round(row_h * 0.62), round(20 * scale))), bold=True)
    small = assets.font(max(12, min(round(row_h * 0.5), round(15 * scale))))  # readable, even if tight
    y = inner.y + head_h
    for row in rows:
        r = pygame.Rect(inner.x, y, inner.w, row_h)
        if row.active:
            fill_alpha(surf, (*row.colour, 90), r, max(2, row_h // 4))
        chip = max(5, row_h // 3)
        pygame.draw.circle(surf, row.colour, (r.x + chip + 2, r.centery), chip)
        pygame.draw.circle(surf, theme.PANEL_EDGE, (r.x + chip + 2, r.centery), chip, 1)
        score_t = str(row.score)
        sw = font.size(score_t)[0]
        extra_w = small.size(row.extra)[0] + pad if row.extra else 0
        name_w = r.w - chip * 2 - 8 - sw - extra_w - pad
        draw_text(
            surf,
            fit_text(row.name, font, name_w),
            font,
            theme.TEXT,
            (r.x + chip * 2 + 8, r.centery),
            "midleft",
            theme.SHADOW,
        )
        draw_text(surf, score_t, font, theme.ACCENT_LIGHT, (r.right, r.centery), "midright", theme.SHADOW)
        if row.extra:
            draw_text(surf, row.extra, small, theme.TEXT_DIM, (r.right - sw - pad, r.centery), "midright")
        y += row_h


def draw_log(
    surf: pygame.Surface, assets: Assets, rect: pygame.Rect, entries: list[tuple[str, RGB]], scale: float
) -> None:
    """The latest moves in reading order (newest last), each with its player's colour."""
    radius = max(4, round(10 * scale))
    fill_alpha(surf, (24, 14, 8, 120), rect, radius)
    pad = max(3, round(6 * scale))
    font = assets.font(max(12, round(14 * scale)))
    lh = font.get_linesize()
    inner = rect.inflate(-2 * pad, -2 * pad)
    room = max(0, inner.h // lh)
    # a wide log (the 4-player table's middle) reads in columns rather than leaving most of it empty
    cols = max(1, min(3, inner.w // max(1, round(250 * scale))))
    if cols == 1 or len(entries) <= room:
        shown = entries[-room:] if room else []
        y = inner.y  # from the top, in reading order: a short log is not a few lines lost at the foot
        for text, colour in shown:
            _log_line(surf, font, inner.x, y, inner.w, lh, text, colour)
            y += lh
        return
    shown = entries[-room * cols :]
    col_w = (inner.w - pad * (cols - 1)) // cols
    for i, (text, colour) in enumerate(shown):
        x = inner.x + (i // room) * (col_w + pad)
        _log_line(surf, font, x, inner.y + (i % room) * lh, col_w, lh, text, colour)


def _log_line(
    surf: pygame.Surface, font: pygame.font.Font, x: int, y: int, w: int, lh: int, text: str, colour: RGB
) -> None:
    pygame.draw.circle(surf, colour, (x + lh // 4, y + lh // 2), max(2, lh // 5))
    draw_text(surf, fit_text(text, font, w - lh), font, theme.TEXT, (x + lh // 2 + 2, y))


def draw_note(
    surf: pygame.Surface,
    assets: Assets,
    text: str,
    anchor: tuple[int, int],
    colour: RGB,
    scale: float,
    where: str = "midtop",
    max_w: int = 320,
    bold: bool = True,
) -> pygame.Rect:
    """A small rounded note (a reason, a '+N') anchored at a point and kept on screen."""
    font = assets.font(max(12, round(16 * scale)), bold=bold)
    pad = max(3, round(6 * scale))
    lines = wrap_text(text, font, round(max_w * scale))
    w, h = note_size(assets, text, scale, max_w, bold)
    box = pygame.Rect(0, 0, w, h)
    setattr(box, where, anchor)
    box.clamp_ip(surf.get_rect())
    fill_alpha(surf, (0, 0, 0, 90), box.move(2, 3), h // 3)
    fill_alpha(surf, (*colour, 235), box, min(h // 2, round(10 * scale)))
    ink = theme.readable_on(colour)
    for i, line in enumerate(lines):
        draw_text(surf, line, font, ink, (box.centerx, box.y + pad + i * font.get_linesize()), "midtop")
    return box


def note_size(
    assets: Assets, text: str, scale: float, max_w: int = 320, bold: bool = True
) -> tuple[int, int]:
    """The size `draw_note` gives `text` (to find it a place before drawing it)."""
    font = assets.font(max(12, round(16 * scale)), bold=bold)
    pad = max(3, round(6 * scale))
    lines = wrap_text(text, font, round(max_w * scale))
    w = max(font.size(line)[0] for line in lines) + 2 * pad
    return w, font.get_linesize() * len(lines) + 2 * pad


def thinking_box(
    assets: Assets, rect: pygame.Rect, name: str, scale: float, on_edge: bool = False
) -> tuple[pygame.Rect, pygame.font.Font, str]:
    """Where `draw_thinking` puts its pill, the font and the words."""
    if on_edge:
        font = assets.font(max(12, round(14 * scale)), bold=True)
    else:
        font = assets.font(max(9, round(min(rect.h * 0.4, 18 * scale))), bold=True)
    text = f"{name} is thinking" if name else "Thinking"
    tw, th = font.size(text)
    dot = max(2, round(3 * scale))
    pad = max(4, round(10 * scale))
    box = pygame.Rect(0, 0, tw + 6 * dot * 2 + pad * 2, th + pad)
    if on_edge:
        box.midbottom = rect.midbottom
    else:
        box.midright = (rect.right - pad // 2, rect.centery)
    return box, font, text


def draw_thinking(
    surf: pygame.Surface, assets: Assets, rect: pygame.Rect, name: str, t: float, scale: float,
    on_edge: bool = False,
) -> None:
    """'<name> is thinking' with three bouncing dots: at the right end of `rect` (the banner),
    or with `on_edge` a pill saying "Thinking" on `rect`'s bottom edge (the thinker's board)."""
    box, font, text = thinking_box(assets, rect, name, scale, on_edge)
    dot = max(2, round(3 * scale))
    pad = max(4, round(10 * scale))
    fill_alpha(surf, (16, 10, 6, 215 if on_edge else 190), box, box.h // 2)
    if on_edge:  # on a board it must read as a label, not a hole in the kingdom
        pygame.draw.rect(surf, theme.ACCENT, box, max(1, round(2 * scale)), border_radius=box.h // 2)
    tw = font.size(text)[0]
    draw_text(surf, text, font, theme.TEXT, (box.x + pad, box.centery), "midleft")
    for i in range(3):
        phase = t * 5.0 - i * 0.8
        dy = -abs(math.sin(phase)) * dot * 1.6
        cx = box.x + pad + tw + dot * 3 + i * dot * 3
        pygame.draw.circle(surf, theme.ACCENT_LIGHT, (cx, round(box.centery + dot + dy)), dot)


# --- controls -------------------------------------------------------------------------------
@dataclass(frozen=True)
class ButtonSpec:
    name: str  # stable id: tests and shortcuts look buttons up by it
    text: str
    icon: str | None
    tooltip: str
    primary: bool = False  # gets a whole row when there is room (Discard, Results)
    enabled: bool = True


def layout_buttons(
    region: pygame.Rect, specs: list[ButtonSpec], scale: float
) -> list[tuple[ButtonSpec, pygame.Rect]]:
    """Fit the buttons into the controls region: primary ones on their own row when the
    region has room for two rows, the others sharing the remaining rows evenly."""
    if not specs:
        return []
    gap = max(2, round(6 * scale))
    min_h = round(30 * scale)
    rows_fit = max(1, (region.h + gap) // (min_h + gap))
    primary = [s for s in specs if s.primary]
    tools = [s for s in specs if not s.primary]
    rows: list[list[ButtonSpec]]
    if rows_fit >= 2 and primary and tools:
        tool_rows = rows_fit - 1
        per = math.ceil(len(tools) / tool_rows)
        rows = [primary] + [tools[i : i + per] for i in range(0, len(tools), per)]
    else:
        ordered = primary + tools
        per = math.ceil(len(ordered) / rows_fit)
        rows = [ordered[i : i + per] for i in range(0, len(ordered), per)]
    rows = [r for r in rows if r]
    h = min(round(48 * scale), (region.h - gap * (len(rows) - 1)) // len(rows))
    total_h = h * len(rows) + gap * (len(rows) - 1)
    y = region.y + (region.h - total_h) // 2
    out: list[tuple[ButtonSpec, pygame.Rect]] = []
    for row in rows:
        weights = [2 if s.primary and len(row) > 1 else 1 for s in row]
        unit = (region.w - gap * (len(row) - 1)) / sum(weights)
        x = float(region.x)
        for s, wgt in zip(row, weights, strict=True):
            w = unit * wgt
            out.append((s, pygame.Rect(round(x), y, round(w), h)))
            x += w + gap
        y += h + gap
    return out
