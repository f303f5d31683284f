"""The draft lines (the dominoes of this round and of the next) and the draw tower.

Slots come from `geometry.LineGeom`, so the map decides where lines are and
how their dominoes stand; this module only paints what the state says is in
them, minus any piece that is currently in flight (drawn by the animator).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.engine.content import domino as domino_data
from game.engine.state import Slot
from game.i18n import _, ngettext
from game.i18n.formats import number
from game.ui import palette, theme
from game.ui.assets import Assets
from game.ui.table.geometry import LineGeom, SlotGeom
from game.ui.table.piece_art import PieceArt
from game.ui.widgets import draw_text, fill_alpha, fill_panel, fit_text, wrap_text

Marks = Callable[[pygame.Surface, SlotGeom, int], None]


@dataclass(frozen=True)
class LineLook:
    """What a line shows besides its pieces."""

    caption: str
    face_up: bool = True
    claimable: frozenset[int] = frozenset()  # slot indices the acting player may claim
    to_place: int | None = None  # slot index of the domino the acting player must place
    hidden_dominoes: frozenset[int] = frozenset()  # domino ids in flight
    hidden_kings: frozenset[int] = frozenset()
    king_colours: dict[int, str] = field(default_factory=dict, hash=False, compare=False)
    empty_text: str = ""
    # what the rule set marks on a face-up domino of the line (XXL's Court: the resource token
    # each half brings), drawn over it: (surface, the slot, the domino)
    marks: Marks | None = field(default=None, hash=False, compare=False)


def slot_shadow(art: PieceArt, surf: pygame.Surface, rect: pygame.Rect, cell: int) -> None:
    off = max(2, cell // 12)
    sh = art.shadow(rect.size, max(2, cell // 9))
    pad = (sh.get_width() - rect.w) // 2
    surf.blit(sh, (rect.x - pad + off, rect.y - pad + off))


def footprints_mark(surf: pygame.Surface, domino: pygame.Rect, cell: int) -> pygame.Rect:
    """A footprint domino's mark on its top-right corner (a giant's two footprints on a light
    disc), so it is told from a plain domino on the line; returns the disc."""
    r = max(6, round(cell * 0.24))
    centre = (domino.right - r - max(1, cell // 16), domino.y + r + max(1, cell // 16))
    pygame.draw.circle(surf, palette.FOOTPRINT_DISC, centre, r)
    pygame.draw.circle(surf, palette.FOOTPRINT_INK, centre, r, 1)
    foot = pygame.Rect(0, 0, max(3, round(r * 0.55)), max(5, round(r * 1.0)))
    for dx, dy in ((-1, 1), (1, -1)):  # left foot lower, right foot higher: a stride
        sole = foot.copy()
        sole.center = (centre[0] + dx * round(r * 0.38), centre[1] + dy * round(r * 0.18))
        pygame.draw.ellipse(surf, palette.FOOTPRINT_INK, sole)
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)


def draw_line(
    surf: pygame.Surface,
    assets: Assets,
    art: PieceArt,
    geom: LineGeom,
    slots: list[Slot] | None,
    look: LineLook,
    scale: float,
) -> None:
    """One draft line, pieces and all, in its region."""
    region = geom.region
    fill_panel(surf, region, max(4, round(10 * scale)))
    pygame.draw.rect(
        surf, (*theme.ACCENT_DARK,), region, max(1, round(2 * scale)), border_radius=max(4, round(10 * scale))
    )
    if geom.caption is not None:
        font = assets.font(max(12, round(14 * scale)), bold=True)
        draw_text(
            surf,
            fit_text(look.caption, font, geom.caption.w),
            font,
            theme.ACCENT_LIGHT,
            geom.caption.midtop,
            "midtop",
            theme.SHADOW,
        )
    if not slots:
        font = assets.font(max(12, round(14 * scale)))
        text = fit_text(look.empty_text, font, region.w - 8)
        draw_text(surf, text, font, theme.TEXT_DIM, region.center, "center")
        return
    for sg, slot in zip(geom.slots, slots, strict=False):
        _draw_slot(surf, assets, art, sg, slot, look, scale)


def _draw_slot(
    surf: pygame.Surface,
    assets: Assets,
    art: PieceArt,
    sg: SlotGeom,
    slot: Slot,
    look: LineLook,
    scale: float,
) -> None:
    cell = sg.cell
    radius = max(2, cell // 9)
    well = sg.domino.inflate(max(2, cell // 10), max(2, cell // 10))
    fill_alpha(surf, palette.SLOT_WELL, well, radius + 2)  # the empty place a domino sits in
    did = slot.domino
    if did is not None and did not in look.hidden_dominoes:
        slot_shadow(art, surf, sg.domino, cell)
        face = art.domino(did, cell, sg.dir) if look.face_up and did > 0 else art.back(cell, sg.dir)
        surf.blit(face, sg.domino.topleft)
        if look.marks is not None and look.face_up and did > 0:
            look.marks(surf, sg, did)
        if look.face_up and did > 0 and domino_data(did).kind == "footprints":
            footprints_mark(surf, sg.domino, cell)
        if did > 0:  # a back shows its number too (XXL's face-down line: rulings §3)
            font = assets.font(max(12, round(sg.label.h * 0.7)), bold=True)  # the table's 12 px floor
            label = domino_data(did).label
            draw_text(surf, label, font, theme.TEXT_DIM if look.face_up else theme.ACCENT_LIGHT,
                      sg.label.center, "center")
            if not look.face_up:  # on a dark disc over the back's emblem, as printed
                side = min(sg.domino.w, sg.domino.h)
                big = assets.font(max(12, round(side * 0.5)), bold=True)
                w = max(round(side * 0.8), big.size(label)[0] + 4)
                disc = pygame.Rect(0, 0, w, round(side * 0.7))
                disc.center = sg.domino.center
                pygame.draw.rect(surf, palette.PILL, disc, border_radius=disc.h // 2)
                pygame.draw.rect(surf, theme.ACCENT_DARK, disc, 1, border_radius=disc.h // 2)
                draw_text(surf, label, big, theme.ACCENT_LIGHT, disc.center, "center")
    if sg.index in look.claimable:
        pygame.draw.rect(
            surf, theme.ACCENT_LIGHT, well.inflate(4, 4), max(2, round(2 * scale)), border_radius=radius + 3
        )
    if look.to_place == sg.index:
        pygame.draw.rect(
            surf, palette.LEGAL, well.inflate(4, 4), max(2, round(3 * scale)), border_radius=radius + 3
        )
    king = slot.king
    if king is not None and king not in look.hidden_kings:
        colour = look.king_colours.get(king, "red")
        img = art.king(colour, sg.king.h)
        surf.blit(img, img.get_rect(midbottom=sg.king.midbottom))


def draw_tower(
    surf: pygame.Surface,
    assets: Assets,
    art: PieceArt,
    region: pygame.Rect,
    left: int,
    round_text: str | tuple[str, ...],
    scale: float,
) -> None:
    """The draw pile with how many dominoes are left and where the game stands (`round_text`:
    in words, or several wordings, fullest first: the fullest that fits is said)."""
    fill_panel(surf, region, max(4, round(10 * scale)))
    pad = max(3, round(6 * scale))
    small_px = max(12, min(round(region.h * 0.2), round(15 * scale)))
    small = assets.font(small_px)
    box_w = min(region.w // 3, round(region.h * 0.7))
    img = art.tower((box_w, region.h - 2 * pad))
    wordings = (round_text,) if isinstance(round_text, str) else round_text
    room = region.w - 3 * pad - img.get_width() // 2
    round_text = next((t for t in wordings if small.size(t)[0] <= room), wordings[-1])
    short = small.size(round_text)[0] - (region.w - 3 * pad - img.get_width())
    if short > 0:  # the picture gives way (down to half) before where the game stands is cut
        img = art.tower((max(img.get_width() // 2, img.get_width() - short), region.h - 2 * pad))
    surf.blit(img, img.get_rect(midleft=(region.x + pad, region.centery)))
    x = region.x + pad * 2 + img.get_width()
    w = region.right - pad - x
    count = number(left) if left else _("Empty")
    # the count is drawn large, the words beside or under it: the words follow the count's plural
    caption = ngettext("domino left", "dominoes left", left) if left else _("no more draws")
    big_px = max(12, min(round(region.h * 0.36), round(30 * scale)))
    # the count gives way (smaller), then the words (down to 12 px), before any word is cut
    bigs = sorted({big_px, max(12, round(big_px * 0.8)), max(12, round(big_px * 0.65))}, reverse=True)
    smalls = sorted({small_px, max(12, small_px - 2), 12}, reverse=True)
    for px, words_px in [(b, w_px) for w_px in smalls for b in bigs]:
        big = assets.font(px, title=True)
        digits = assets.font(px, bold=True)  # the title face's old-style figures read as letters
        small = assets.font(words_px)
        lines, beside, whole = _tower_lines(count, caption, round_text, big, digits, small, w,
                                            region.h - pad, pad)
        if whole:
            break
    told = {caption, *wrap_text(caption, small, w)}  # the caption's lines, however it was laid
    total_h = sum(f.get_linesize() for _, f in lines)
    y = region.centery - total_h // 2
    for text, font in lines:
        colour = theme.ACCENT_LIGHT if font is big else theme.TEXT if text in told else theme.TEXT_DIM
        r = draw_text(surf, fit_text(text, font, w), font, colour, (x, y), "topleft", theme.SHADOW,
                      digits if font is big else None)
        if font is big and beside:
            spare = region.right - pad - r.right - pad
            draw_text(surf, fit_text(caption, small, spare), small, theme.TEXT,
                      (r.right + pad, r.bottom - pad), "bottomleft", theme.SHADOW)
        y += font.get_linesize()


def _tower_lines(count: str, caption: str, round_text: str, big: pygame.font.Font, digits: pygame.font.Font,
                 small: pygame.font.Font, w: int, h: int, pad: int
                 ) -> tuple[list[tuple[str, pygame.font.Font]], bool, bool]:
    """The tower's lines, whether the caption stands beside the count, and whether every word is
    whole: the first layout that holds them all (three lines; the caption beside the count, as
    a slim XXL tower has it; then where the game stands on two lines, parted at its "·"; then
    the caption on two lines), else the first that is low enough (its lines cut to width)."""
    count_w = (digits if count.isdigit() else big).size(count)[0]
    wrapped = [line for part in round_text.split(" · ") for line in wrap_text(part, small, w)]
    told = wrap_text(caption, small, w)  # a longer language's caption on two lines
    layouts = [([count, caption, round_text], False), ([count, round_text], True),
               ([count, caption, *wrapped], False), ([count, *wrapped], True),
               ([count, *told, round_text], False), ([count, *told, *wrapped], False)]
    fallback = None
    for texts, beside in layouts:
        lines = [(t, big if i == 0 else small) for i, t in enumerate(texts)]
        if sum(f.get_linesize() for _, f in lines) > h:
            continue
        fallback = fallback or (lines, beside, False)
        wide = [count_w + (pad + small.size(caption)[0] if beside else 0)]
        if max(wide + [small.size(t)[0] for t in texts[1:]]) <= w:
            return lines, beside, True
    return fallback or ([(count, big), (round_text, small)], True, False)
