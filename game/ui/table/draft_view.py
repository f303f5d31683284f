"""The draft lines (the dominoes of this round and of the next) and the draw tower.

Slots come from `geometry.LineGeom`, so the map decides where lines are and
how their dominoes stand; this module only paints what the state says is in
them, minus any piece that is currently in flight (drawn by the animator).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine.content import domino as domino_data
from game.engine.state import Slot
from game.ui import theme
from game.ui.assets import Assets
from game.ui.widgets import draw_text, fill_alpha, fill_panel, fit_text

from .geometry import LineGeom, SlotGeom
from .pieces import PieceArt
from .tokens import brought, resource_icon


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
    resources: bool = False  # mark the resource token each face-up half will bring (XXL's Court)


def slot_shadow(art: PieceArt, surf: pygame.Surface, rect: pygame.Rect, cell: int) -> None:
    off = max(2, cell // 12)
    sh = art.shadow(rect.size, max(2, cell // 9))
    pad = (sh.get_width() - rect.w) // 2
    surf.blit(sh, (rect.x - pad + off, rect.y - pad + off))


def _brings(surf: pygame.Surface, assets: Assets, sg: SlotGeom, did: int) -> None:
    """What placing the domino will bring: a resource token in each half's lower corner."""
    side = max(12, round(sg.cell * 0.5))
    for half, kind in enumerate(brought(did)):
        if kind is not None:
            x, y = sg.half_center(half)
            corner = (x + sg.cell // 2 - 1, y + sg.cell // 2 - 1)
            icon = resource_icon(assets, kind, side)
            surf.blit(icon, icon.get_rect(bottomright=corner))


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
        font = assets.font(max(9, round(14 * scale)), bold=True)
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
        font = assets.font(max(9, round(14 * scale)))
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
    fill_alpha(surf, (10, 6, 2, 90), well, radius + 2)  # the empty place a domino sits in
    did = slot.domino
    if did is not None and did not in look.hidden_dominoes:
        slot_shadow(art, surf, sg.domino, cell)
        face = art.domino(did, cell, sg.dir) if look.face_up and did > 0 else art.back(cell, sg.dir)
        surf.blit(face, sg.domino.topleft)
        if look.resources and look.face_up and did > 0:
            _brings(surf, assets, sg, did)
        if did > 0:  # a back shows its number too (XXL's face-down line: rulings §3)
            font = assets.font(max(8, round(sg.label.h * 0.7)), bold=True)
            label = domino_data(did).label
            draw_text(surf, label, font, theme.TEXT_DIM if look.face_up else theme.ACCENT_LIGHT,
                      sg.label.center, "center")
            if not look.face_up:  # on a dark disc over the back's emblem, as printed
                side = min(sg.domino.w, sg.domino.h)
                big = assets.font(max(9, round(side * 0.5)), bold=True)
                w = max(round(side * 0.8), big.size(label)[0] + 4)
                disc = pygame.Rect(0, 0, w, round(side * 0.7))
                disc.center = sg.domino.center
                pygame.draw.rect(surf, (30, 20, 14), disc, border_radius=disc.h // 2)
                pygame.draw.rect(surf, theme.ACCENT_DARK, disc, 1, border_radius=disc.h // 2)
                draw_text(surf, label, big, theme.ACCENT_LIGHT, disc.center, "center")
    if sg.index in look.claimable:
        pygame.draw.rect(
            surf, theme.ACCENT_LIGHT, well.inflate(4, 4), max(2, round(2 * scale)), border_radius=radius + 3
        )
    if look.to_place == sg.index:
        pygame.draw.rect(
            surf, (92, 214, 110), well.inflate(4, 4), max(2, round(3 * scale)), border_radius=radius + 3
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
    round_text: str,
    scale: float,
) -> None:
    """The draw pile with how many dominoes are left and where the game stands."""
    fill_panel(surf, region, max(4, round(10 * scale)))
    pad = max(3, round(6 * scale))
    box = (min(region.w // 3, round(region.h * 0.7)), region.h - 2 * pad)
    img = art.tower(box)
    surf.blit(img, img.get_rect(midleft=(region.x + pad, region.centery)))
    x = region.x + pad * 2 + img.get_width()
    w = region.right - pad - x
    big_px = max(10, min(round(region.h * 0.36), round(30 * scale)))
    big = assets.font(big_px, title=True)
    digits = assets.font(big_px, bold=True)  # the title face's old-style figures read as letters
    small = assets.font(max(12, min(round(region.h * 0.2), round(15 * scale))))
    count = f"{left}" if left else "Empty"
    caption = "dominoes left" if left else "no more draws"
    lines = [(count, big, theme.ACCENT_LIGHT), (caption, small, theme.TEXT),
             (round_text, small, theme.TEXT_DIM)]
    total_h = sum(f.get_linesize() for _, f, _ in lines)
    if total_h > region.h - pad:  # a slim tower (XXL): the caption goes beside the count, not under
        lines = [(count, big, theme.ACCENT_LIGHT), (round_text, small, theme.TEXT_DIM)]
        total_h = sum(f.get_linesize() for _, f, _ in lines)
    y = region.centery - total_h // 2
    for text, font, colour in lines:
        r = draw_text(surf, fit_text(text, font, w), font, colour, (x, y), "topleft", theme.SHADOW,
                      digits if font is big else None)
        if font is big and len(lines) == 2:
            spare = region.right - pad - r.right - pad
            draw_text(surf, fit_text(caption, small, spare), small, theme.TEXT,
                      (r.right + pad, r.bottom - pad), "bottomleft", theme.SHADOW)
        y += font.get_linesize()
