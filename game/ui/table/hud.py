"""The table's heads-up parts: turn banner, name plates, scores, the
control buttons' layout, and the small notes that float over the table
(refusal reasons, "+N" over the ghost, "thinking…").

Each painter takes a rectangle from the map's regions and fits its text to
it, so the same code serves a roomy 2-player table and a crowded 4-player one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.ui import palette, theme
from game.ui.assets import Assets
from game.ui.symbols import draw_symbol
from game.ui.table.piece_art import PieceArt
from game.ui.widgets import draw_text, fill_alpha, fill_panel, fit_text, wrap_text
from game.ui.widgets.draw import render_text

RGB = tuple[int, int, int]
NOTE_SHADOW = (2, 3)  # a note's shadow sits this far right and down of it


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
    pygame.draw.rect(mask, palette.MASK, mask.get_rect(), border_radius=radius)
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
    fill_alpha(surf, palette.DROP_SHADOW, rect.move(0, max(2, round(4 * scale))), radius)
    surf.blit(gradient_plate(rect.size, b.colour, radius), rect.topleft)
    pygame.draw.rect(surf, theme.ACCENT, rect, max(2, round(2 * scale)), border_radius=radius)
    ink = theme.readable_on(b.colour)
    shadow = theme.SHADOW if ink == theme.TEXT else palette.TEXT_HALO
    pad = max(4, round(12 * scale))
    if b.king:
        img = art.king(b.king, max(8, rect.h - 2 * max(2, round(5 * scale))))
        surf.blit(img, img.get_rect(midleft=(rect.x + pad, rect.centery)))
    lay = banner_layout(assets, rect, b, scale)
    draw_text(surf, lay.title, lay.title_font, ink, (lay.x, rect.centery), "midleft", shadow, lay.digits)
    for line, at in lay.lines:
        draw_text(surf, line, lay.sub_font, ink, at, "topright")


@dataclass(frozen=True)
class BannerLayout:
    """Where the banner's words go: the title (shortened only when nothing else helps) from `x`,
    and the instruction's lines with their top-right corners."""

    x: int
    title: str
    title_font: pygame.font.Font
    digits: pygame.font.Font
    sub_font: pygame.font.Font
    lines: list[tuple[str, tuple[int, int]]]
    whole: bool  # the instruction is drawn whole (no line cut)


def banner_layout(assets: Assets, rect: pygame.Rect, b: BannerText, scale: float) -> BannerLayout:
    """The title at its size and the instruction beside it, on two lines at most (three where
    the banner holds them), a smaller font down to 12 px before a word is cut; when a longer
    language's title still leaves too little room, the title steps down (to 3/4 of its size)
    before the instruction is cut."""
    x = _banner_x(rect, b, scale)
    pad = max(4, round(12 * scale))
    avail = rect.right - pad - x
    full = max(10, round(rect.h * 0.5))
    lay = None
    for px in range(full, max(10, round(full * 0.75)) - 1, -1):
        title_font = assets.font(px, title=True)
        digits = assets.font(px, bold=True)  # the title face's "1" reads as "I"
        title = fit_text(b.title, title_font, avail)
        tw = render_text(title, title_font, palette.MEASURE, digits).get_width()
        sub_font, lines, whole = _banner_sub_lines(assets, rect, b, scale, avail - tw - pad * 2)
        lay = BannerLayout(x, title, title_font, digits, sub_font, lines, whole)
        if whole:
            break
    assert lay is not None
    return lay


def _sub_px(rect: pygame.Rect, scale: float) -> int:
    return max(9, round(min(rect.h * 0.32, 17 * scale)))


def _banner_x(rect: pygame.Rect, b: BannerText, scale: float) -> int:
    """Where the banner's title starts (after the king icon)."""
    pad = max(4, round(12 * scale))
    x = rect.x + pad
    if b.king:
        h = max(8, rect.h - 2 * max(2, round(5 * scale)))
        x += round(h * 64 / 80) + pad // 2  # PieceArt.king's width for that height
    return x


def _banner_sub_lines(assets: Assets, rect: pygame.Rect, b: BannerText, scale: float, sub_w: int
                      ) -> tuple[pygame.font.Font, list[tuple[str, tuple[int, int]]], bool]:
    """The instruction's font, lines right-aligned in `sub_w` and their top-right corners, and
    whether it is whole (a line still too long at 12 px says it is cut: never a silent drop)."""
    sub_font = assets.font(_sub_px(rect, scale))
    if not b.subtitle:
        return sub_font, [], True
    if sub_w <= 60 * scale:  # no room beside the title
        return sub_font, [], False
    pad = max(4, round(12 * scale))
    lines = wrap_text(b.subtitle, sub_font, sub_w)
    most = 2
    for px in range(_sub_px(rect, scale) - 1, 11, -1):
        if len(lines) <= most:
            break
        sub_font = assets.font(px)
        lines = wrap_text(b.subtitle, sub_font, sub_w)
        # a longer language: a third line where the banner holds three (lines set closer)
        most = 3 if 3 * (sub_font.get_height() + 1) <= rect.h - 2 else 2
    whole = len(lines) <= most and all(sub_font.size(line)[0] <= sub_w for line in lines)
    if len(lines) > most:
        lines = [*lines[:most - 1], " ".join(lines[most - 1:])]
    lh = sub_font.get_linesize()
    if len(lines) * lh > rect.h - 2:
        lh = sub_font.get_height() + 1
    y = rect.centery - lh * len(lines) // 2
    return sub_font, [(fit_text(line, sub_font, sub_w), (rect.right - pad, y + i * lh))
                      for i, line in enumerate(lines)], whole


def banner_parts(assets: Assets, rect: pygame.Rect, b: BannerText, scale: float) -> tuple[pygame.Rect, ...]:
    """Where the banner's title and its instruction (when shown) are drawn: what a note
    floating over the table must leave readable."""
    lay = banner_layout(assets, rect, b, scale)
    img = render_text(lay.title, lay.title_font, palette.MEASURE, lay.digits)
    parts = [img.get_rect(midleft=(lay.x, rect.centery))]
    if lay.lines:
        lh = lay.sub_font.get_linesize()
        w = max(lay.sub_font.size(line)[0] for line, _ in lay.lines)
        right, top = lay.lines[0][1]
        parts.append(pygame.Rect(right - w, top, w, lh * len(lay.lines)))
    return tuple(parts)


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
    symbol: str = "",
) -> None:
    """A seat's name plate: colour chip (in the seat's symbol's shape), name, and a detail (score,
    AI level) after it; the text stays out of the `reserve` pixels at its right (a control drawn
    there)."""
    radius = max(3, rect.h // 3)
    if active:
        surf.blit(gradient_plate(rect.size, colour, radius), rect.topleft)
        ink = theme.readable_on(colour)
    else:
        fill_panel(surf, rect, radius, theme.TABLE_PANEL_DARK)
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
    draw_symbol(surf, symbol, (rect.x + pad + chip / 2, rect.centery), chip * 0.62, colour)
    font, small = plate_fonts(assets, rect)
    x = rect.x + pad * 2 + chip
    name_t, detail_t = plate_texts(name, detail, font, small, rect.right - reserve - x - pad, pad)
    r = draw_text(surf, name_t, font, ink, (x, rect.centery), "midleft")
    if detail_t:
        draw_text(surf, detail_t, small, ink if active else theme.TEXT_DIM, (r.right + pad, rect.centery),
                  "midleft")


def plate_fonts(assets: Assets, rect: pygame.Rect) -> tuple[pygame.font.Font, pygame.font.Font]:
    """A name plate's fonts: the name's and the detail's (12 px and up: the table's smallest)."""
    return assets.font(max(12, round(rect.h * 0.6)), bold=True), assets.font(max(12, round(rect.h * 0.5)))


def plate_texts(name: str, detail: str, font: pygame.font.Font, small: pygame.font.Font, room: int,
                gap: int) -> tuple[str, str]:
    """What a plate `room` px wide says: the name and its detail whole when they fit; else the
    detail shortened (its first part, then the score's figure alone), then the name cut after
    a whole word with an ellipsis, then the name alone (the whole plate is told on hover).
    Never a lone "…"."""
    first = detail.split(" · ")[0]
    shorter = [d for d in dict.fromkeys((detail, first, first.split(" ")[0])) if d]
    for d in shorter:
        if font.size(name)[0] + small.size(d)[0] + gap <= room:
            return name, d
    least = shorter[-1] if shorter else ""  # the score's figure: every plate keeps it if it can
    if least and (cut := _cut_name(name, font, room - small.size(least)[0] - gap)):
        return cut, least
    if font.size(name)[0] <= room:
        return name, ""
    return _cut_name(name, font, room) or fit_text(name, font, room), ""


def _cut_name(name: str, font: pygame.font.Font, width: int) -> str:
    """`name` cut after a whole word that fits, with an ellipsis ("Ada…", not "Ada &…"); "" when
    not even its first word does."""
    words = name.split(" ")
    while len(words) > 1:
        words.pop()
        while len(words) > 1 and not any(ch.isalnum() for ch in words[-1]):  # "&", "-"
            words.pop()
        text = " ".join(words) + "…"
        if font.size(text)[0] <= width:
            return text
    return ""


def plate_cut(assets: Assets, rect: pygame.Rect, name: str, detail: str, scale: float,
              reserve: int = 0) -> bool:
    """True when `draw_plate` cannot say `name` and `detail` whole on this plate (a score
    without its "pts" is still whole)."""
    pad = max(4, round(8 * scale))
    font, small = plate_fonts(assets, rect)
    room = rect.right - reserve - (rect.x + pad * 2 + max(6, rect.h // 2)) - pad
    name_t, detail_t = plate_texts(name, detail, font, small, room, pad)
    only_unit = " · " not in detail and detail_t == detail.split(" ")[0]  # "102" for "102 pts"
    return name_t != name or (detail_t != detail and not only_unit)


@dataclass(frozen=True)
class ScoreRow:
    name: str
    colour: RGB
    score: int
    extra: str = ""  # e.g. Dynasty running total
    active: bool = False
    symbol: str = ""  # the seat's shape (game/ui/symbols.py), so the row is not told by colour alone


def draw_scores(
    surf: pygame.Surface, assets: Assets, rect: pygame.Rect, title: str, rows: list[ScoreRow], scale: float
) -> None:
    radius = max(4, round(10 * scale))
    fill_panel(surf, rect, radius)
    pad = max(3, round(6 * scale))
    inner = rect.inflate(-2 * pad, -2 * pad)
    head_font = assets.font(max(8, round(13 * scale)), bold=True)
    places = score_rows(assets, rect, len(rows), scale)
    if places and places[0].y > inner.y:
        draw_text(surf, fit_text(title, head_font, inner.w), head_font, theme.ACCENT_LIGHT, inner.topleft)
    row_h = places[0].h if places else 8
    font = assets.font(max(12, min(round(row_h * 0.62), round(20 * scale))), bold=True)
    small = assets.font(max(12, min(round(row_h * 0.5), round(15 * scale))))  # readable, even if tight
    for row, r in zip(rows, places, strict=True):
        if row.active:
            fill_panel(surf, r, max(2, row_h // 4), theme.mix(theme.TABLE_PANEL, row.colour, 0.35))
        chip = max(5, row_h // 3)
        draw_symbol(surf, row.symbol, (r.x + chip + 2, r.centery), chip * 1.2, row.colour)
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


def score_rows(assets: Assets, rect: pygame.Rect, count: int, scale: float) -> list[pygame.Rect]:
    """Where each seat's row of the scores panel goes (under its title when there is room);
    hovering reads them too."""
    pad = max(3, round(6 * scale))
    inner = rect.inflate(-2 * pad, -2 * pad)
    head_font = assets.font(max(8, round(13 * scale)), bold=True)
    head_h = head_font.get_linesize() if inner.h > (count + 1) * 16 * scale else 0
    row_h = max(8, (inner.h - head_h) // max(1, count))
    return [pygame.Rect(inner.x, inner.y + head_h + i * row_h, inner.w, row_h) for i in range(count)]


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
    face = note_face(assets, text, colour, scale, max_w, bold)
    box = pygame.Rect((0, 0), face.size)
    setattr(box, where, anchor)
    box.clamp_ip(surf.get_rect())
    surf.blit(face.shadow, box.move(*NOTE_SHADOW).topleft)
    surf.blit(face.fill, box.topleft)
    for img, (dx, dy) in face.lines:
        surf.blit(img, (box.x + dx, box.y + dy))
    return box


@dataclass(frozen=True)
class NoteFace:
    """A note as `draw_note` draws it: its shadow and its opaque fill, and its lines of
    text with their places in the box. Made once per text, colour and scale (`Assets.kept`):
    a note following the pointer is the same note frame after frame."""

    size: tuple[int, int]
    shadow: pygame.Surface
    fill: pygame.Surface
    lines: tuple[tuple[pygame.Surface, tuple[int, int]], ...]


def note_face(assets: Assets, text: str, colour: RGB, scale: float, max_w: int, bold: bool) -> NoteFace:
    def make() -> NoteFace:
        font, pad, lines, (w, h) = _note_lines(assets, text, scale, max_w, bold)
        ink = theme.readable_on(colour)
        placed = []
        for i, line in enumerate(lines):
            img = render_text(line, font, ink)
            placed.append((img, (w // 2 - img.get_width() // 2, pad + i * font.get_linesize())))
        # opaque: what lies under a note (a caption, a tile's figures) never shows through its words
        return NoteFace((w, h), _layer((w, h), palette.DROP_SHADOW, h // 3),
                        _layer((w, h), (*colour, 255), min(h // 2, round(10 * scale))), tuple(placed))

    return assets.kept(("note face", text, tuple(colour), scale, max_w, bold), make)


def _layer(size: tuple[int, int], colour: tuple[int, ...], radius: int) -> pygame.Surface:
    """A translucent rounded rectangle, as `fill_alpha` draws one."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
    return layer


def _note_lines(assets: Assets, text: str, scale: float, max_w: int, bold: bool
                ) -> tuple[pygame.font.Font, int, list[str], tuple[int, int]]:
    """A note's font, padding, lines and size."""
    def make() -> tuple[pygame.font.Font, int, list[str], tuple[int, int]]:
        font = assets.font(max(12, round(16 * scale)), bold=bold)
        # a note is there for its words: its margins and width follow them to the interface
        # size asked for in Settings (`text_scale.ScaledText.factor`), not the table's regions
        words = scale * getattr(assets, "factor", 1.0)
        pad = max(3, round(6 * words))
        lines = wrap_text(text, font, round(max_w * words))
        w = max(font.size(line)[0] for line in lines) + 2 * pad
        return font, pad, lines, (w, font.get_linesize() * len(lines) + 2 * pad)

    return assets.kept(("note lines", text, scale, max_w, bold), make)


def note_size(
    assets: Assets, text: str, scale: float, max_w: int = 320, bold: bool = True
) -> tuple[int, int]:
    """The size `draw_note` gives `text` (to find it a place before drawing it)."""
    return _note_lines(assets, text, scale, max_w, bold)[3]


def thinking_box(
    assets: Assets, rect: pygame.Rect, name: str, scale: float, on_edge: bool = False
) -> tuple[pygame.Rect, pygame.font.Font, str]:
    """Where `draw_thinking` puts its pill, the font and the words."""
    if on_edge:
        font = assets.font(max(12, round(14 * scale)), bold=True)
    else:
        font = assets.font(max(12, round(min(rect.h * 0.4, 18 * scale))), bold=True)
    text = _("{name} is thinking").format(name=name) if name else _("Thinking")
    tw, th = font.size(text)
    dot = max(2, round(3 * scale))
    pad = max(4, round(10 * scale))
    box = pygame.Rect(0, 0, tw + 6 * dot * 2 + pad * 2, th + pad)
    if on_edge:
        box.midbottom = rect.midbottom
    else:
        box.midright = (rect.right - pad // 2, rect.centery)
    return box, font, text


def thinking_edge(assets: Assets, boards: list[pygame.Rect], seat: int, window: tuple[int, int],
                  scale: float, avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """What the "Thinking" pill of board `seat` (`boards`: every board's squares) sits on the
    bottom edge of: just under its squares, or just above them, where it covers no board's
    squares and none of `avoid` (purses, name plates: words); where neither is free, just under
    the squares all the same (over a purse for the moment a move is thought, never a kingdom)."""
    cells = boards[seat]
    box = thinking_box(assets, cells, "", scale, on_edge=True)[0]
    screen = pygame.Rect((0, 0), window)
    under = cells.move(0, box.h)
    for edge in (under, pygame.Rect(cells.x, cells.y - cells.h, cells.w, cells.h)):
        pill = thinking_box(assets, edge, "", scale, on_edge=True)[0]
        if screen.contains(pill) and pill.collidelist(boards) < 0 and pill.collidelist(list(avoid)) < 0:
            return edge
    return under


def draw_thinking(
    surf: pygame.Surface, assets: Assets, rect: pygame.Rect, name: str, t: float, scale: float,
    on_edge: bool = False,
) -> pygame.Rect:
    """'<name> is thinking' with three bouncing dots: at the right end of `rect` (the banner),
    or with `on_edge` a pill saying "Thinking" on `rect`'s bottom edge (the thinker's board).
    Where it was drawn."""
    box, font, text = thinking_box(assets, rect, name, scale, on_edge)
    dot = max(2, round(3 * scale))
    pad = max(4, round(10 * scale))
    fill_panel(surf, box, box.h // 2, theme.TABLE_PANEL_DARK)  # opaque, as every panel
    drawn = box.copy()
    if on_edge:  # on a board it must read as a label, not a hole in the kingdom
        pygame.draw.rect(surf, theme.ACCENT, box, max(1, round(2 * scale)), border_radius=box.h // 2)
    tw = font.size(text)[0]
    drawn.union_ip(draw_text(surf, text, font, theme.TEXT, (box.x + pad, box.centery), "midleft"))
    for i in range(3):
        phase = t * 5.0 - i * 0.8
        dy = -abs(math.sin(phase)) * dot * 1.6
        cx = box.x + pad + tw + dot * 3 + i * dot * 3
        drawn.union_ip(pygame.draw.circle(surf, theme.ACCENT_LIGHT, (cx, round(box.centery + dot + dy)), dot))
    return drawn


# --- controls -------------------------------------------------------------------------------
@dataclass(frozen=True)
class ButtonSpec:
    name: str  # stable id: tests and shortcuts look buttons up by it
    text: str
    icon: str | None
    tooltip: str
    primary: bool = False  # gets a whole row when there is room (Discard, Results)
    enabled: bool = True
    place: int | None = None  # the step's place it always takes (so it never moves); None: any free


#: the table's own buttons, in their fixed order: each keeps its place whatever the step
TOOLS = ("undo", "hint", "rotate", "pool", "rules", "menu")


def layout_buttons(
    region: pygame.Rect, specs: list[ButtonSpec], scale: float, tools: tuple[str, ...] = TOOLS,
    step_cells: int = 1, measure: Callable[[str], int] = lambda text: len(text) + 2,
) -> list[tuple[ButtonSpec, pygame.Rect]]:
    """Fit the buttons into the controls region, each in a place that does not depend on the
    step: a grid with `step_cells` cells for the step's buttons and one for each of the
    table's `tools`, always the same cell each (a tool not shown leaves its cell empty), so
    nothing moves under the pointer when a step adds a button. The step's cells come first
    when they make whole rows, else last (a cell left empty is then at the end, not on top).
    More step buttons than cells share them, each as wide as `measure` says its word and
    margins are."""
    if not specs:
        return []
    gap = max(2, round(6 * scale))
    min_h = round(30 * scale)
    n = step_cells + len(tools)
    rows = max(1, min(n, (region.h + gap) // (min_h + gap)))
    cols = math.ceil(n / rows)
    rows = math.ceil(n / cols)  # no empty row at the foot
    h = min(round(48 * scale), (region.h - gap * (rows - 1)) // rows)
    w = (region.w - gap * (cols - 1)) / cols
    top = region.y + (region.h - (h * rows + gap * (rows - 1))) // 2

    first = step_cells % cols == 0
    tool_at = step_cells if first else 0
    step_at = 0 if first else len(tools)

    def cell(i: int) -> pygame.Rect:
        r, c = divmod(i, cols)
        return pygame.Rect(round(region.x + c * (w + gap)), top + r * (h + gap), round(w), h)

    out: list[tuple[ButtonSpec, pygame.Rect]] = []
    for spec in specs:
        if spec.name in tools:
            out.append((spec, cell(tool_at + tools.index(spec.name))))
    steps = [s for s in specs if s.name not in tools]
    if len(steps) > step_cells:  # more than the step's places: they share them, row by row
        return _shared(steps, [cell(step_at + i) for i in range(step_cells)], gap, measure) + out
    free = list(range(step_cells))
    placed: dict[int, ButtonSpec] = {}
    for spec in steps:  # a button with a place of its own first
        at = spec.place
        if at is not None and at in free:
            placed[at] = spec
            free.remove(at)
    for spec in steps:
        if spec not in placed.values():
            placed[free.pop(0)] = spec
    return [(spec, cell(step_at + i)) for i, spec in sorted(placed.items(), key=lambda kv: kv[0])] + out


def _shared(
    steps: list[ButtonSpec], cells: list[pygame.Rect], gap: int, measure: Callable[[str], int]
) -> list[tuple[ButtonSpec, pygame.Rect]]:
    """`steps` spread over the strips `cells` make in each row, in reading order, each button
    as wide as its measure's share (equal shares cut "To Ada & Yves" beside "Skip")."""
    strips: list[pygame.Rect] = []
    for c in cells:
        if strips and strips[-1].y == c.y:
            strips[-1] = strips[-1].union(c)
        else:
            strips.append(pygame.Rect(c))
    weights = [max(1, measure(s.text)) for s in steps]
    total_w, total_room = sum(weights), sum(s.w for s in strips)
    # each button goes to the strip where the middle of its share of the whole room falls
    rows: list[list[int]] = [[] for _ in strips]
    done = 0.0
    for i, wt in enumerate(weights):
        mid = (done + wt / 2) / total_w * total_room
        done += wt
        k, edge = 0, strips[0].w
        while k < len(strips) - 1 and mid > edge:
            k += 1
            edge += strips[k].w
        rows[k].append(i)
    out: list[tuple[ButtonSpec, pygame.Rect]] = []
    for strip, row in zip(strips, rows, strict=True):
        if not row:
            continue
        room = strip.w - gap * (len(row) - 1)
        row_w = sum(weights[i] for i in row)
        x = float(strip.x)
        for i in row:
            bw = room * weights[i] / row_w
            out.append((steps[i], pygame.Rect(round(x), strip.y, round(x + bw) - round(x), strip.h)))
            x += bw + gap
    return out
