"""Interface art: buttons, panel, table background, small icons, game icon and logo."""

from __future__ import annotations

import io
import math
import random
import struct

import pygame
from gen_common import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    OUTLINE,
    SS,
    Canvas,
    add_noise,
    mix,
    rgba,
    shade,
    with_shadow,
)
from gen_pieces import _castle_art
from gen_terrain import crown, terrain_tile

BUTTON_SIZE = (240, 64)
BUTTON_SLICE = {"left": 20, "top": 20, "right": 20, "bottom": 22}
PANEL_SIZE = (192, 192)
PANEL_SLICE = {"left": 36, "top": 36, "right": 36, "bottom": 36}
PARCHMENT = (240, 224, 186)
GLYPH = (252, 242, 218)  # icon fill: warm ivory, readable on the wooden buttons

# Button faces: (top colour, bottom colour, trim colour). Light parchment so the
# UI's dark ink text reads on them; the gold trim ties them to crowns and frames.
BUTTON_STYLES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]] = {
    "button": ((250, 238, 208), (224, 200, 154), GOLD),
    "button_hover": ((255, 248, 222), (238, 216, 168), GOLD_LIGHT),
    "button_pressed": ((208, 184, 140), (232, 212, 170), GOLD_DARK),
    "button_disabled": ((198, 192, 180), (172, 166, 154), (150, 142, 128)),
}


Rgb = tuple[int, int, int]


def _vgradient(size: tuple[int, int], top: Rgb, bottom: Rgb) -> pygame.Surface:
    # Smooth-scaling a 1x2 strip is a gradient in one call; its middle half is linear end to end.
    strip = pygame.Surface((1, 2), 0, 32)
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    big = pygame.transform.smoothscale(strip, (1, size[1] * 2))
    return pygame.transform.scale(big.subsurface((0, size[1] // 2, 1, size[1])), size)


def _masked(src: pygame.Surface, rect: pygame.Rect, radius: int) -> pygame.Surface:
    """src clipped to a rounded rectangle."""
    out = pygame.Surface(src.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255, 255), rect, border_radius=radius)
    out.blit(src, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def button(style: str) -> pygame.Surface:
    """A 240x64 rounded button: dark rim, gold trim, parchment face, soft shadow below."""
    top, bottom, trim = BUTTON_STYLES[style]
    w, h = BUTTON_SIZE
    pressed = style == "button_pressed"
    face_h = h - 5  # the lowest pixels hold the shadow
    c = Canvas(w, h)
    c.rect((30, 18, 10, 60 if pressed else 110), (2, 5, w - 4, face_h), radius=14)
    c.rect(OUTLINE, (1, 0, w - 2, face_h), radius=14)
    c.rect(shade(trim, 0.8), (2.5, 1.5, w - 5, face_h - 3), radius=13)
    c.rect(trim, (2.5, 1.5, w - 5, face_h - 4.5), radius=13)
    grad = _vgradient((w * SS, face_h * SS), top, bottom)
    layer = pygame.Surface(c.surf.get_size(), pygame.SRCALPHA)
    layer.blit(grad, (0, 0))
    add_noise(layer, random.Random(style), 5, 24)  # a hint of paper fibre
    c.blit(_masked(layer, Canvas.r((6, 5, w - 12, face_h - 10)), 10 * SS))
    c.rect(rgba(OUTLINE, 90), (6, 5, w - 12, face_h - 10), radius=10, width=1)
    if pressed:  # pushed in: shadow along the top inner edge
        for i in range(4):
            c.rect(rgba((60, 36, 16), 50 - i * 12), (7, 6 + i, w - 14, 2), radius=1)
    else:
        c.rect(rgba((255, 255, 255), 120), (14, 7.5, w - 28, 2), radius=1)
    return c.result()


def panel(parchment: bool = False) -> pygame.Surface:
    """Wooden frame with brass studs around dark wood (light text) or parchment (dark ink).

    The middle is plain enough to be stretched (9-slice).
    """
    w, h = PANEL_SIZE
    rng = random.Random("panel")
    c = Canvas(w, h)
    c.rect(OUTLINE, (0, 0, w, h), radius=20)
    wood = _vgradient((w * SS, h * SS), (150, 96, 52), (112, 68, 36))
    for _ in range(40):
        y = rng.uniform(0, h * SS)
        col = shade((112, 68, 36), rng.uniform(0.8, 1.15))
        pygame.draw.line(wood, col, (0, y), (w * SS, y + rng.uniform(-8, 8)), 2)
    c.blit(_masked(wood, Canvas.r((2, 2, w - 4, h - 4)), 18 * SS))
    c.rect(rgba((255, 240, 210), 60), (4, 4, w - 8, h - 8), radius=16, width=1.5)
    c.rect(OUTLINE, (15, 15, w - 30, h - 30), radius=9)
    c.rect(GOLD_DARK, (16, 16, w - 32, h - 32), radius=8)
    if parchment:
        inner = pygame.Surface((w * SS, h * SS), 0, 32)
        inner.fill(PARCHMENT)
        add_noise(inner, rng, 8, 6)
        add_noise(inner, rng, 4, 20)
        shadow_col = (90, 56, 24)
    else:
        inner = _vgradient((w * SS, h * SS), (74, 52, 36), (58, 40, 28))
        add_noise(inner, rng, 4, 8)
        shadow_col = (10, 6, 2)
    c.blit(_masked(inner, Canvas.r((18, 18, w - 36, h - 36)), 7 * SS))
    for i in range(6):  # soft inner shadow so the middle sits inside the frame
        ring = (18 + i, 18 + i, w - 36 - 2 * i, h - 36 - 2 * i)
        c.rect(rgba(shadow_col, 48 - i * 7), ring, radius=7, width=1)
    for x, y in ((10, 10), (w - 10, 10), (10, h - 10), (w - 10, h - 10)):  # brass studs
        c.circle(OUTLINE, (x, y), 4.2)
        c.circle(GOLD, (x, y), 3.4)
        c.circle(GOLD_LIGHT, (x - 1, y - 1), 1.4)
    return c.result()


def background(w: int = 1920, h: int = 1080) -> pygame.Surface:
    """Wooden table: horizontal planks with grain, a few knots and a soft vignette.

    Drawn at full size without supersampling (aalines) and with low-frequency
    texture only, so the PNG stays small.
    """
    rng = random.Random("table")
    surf = pygame.Surface((w, h), 0, 32)
    plank_h = h / 7
    for p in range(8):
        y0 = round(p * plank_h)
        y1 = round((p + 1) * plank_h)
        base = shade((144, 96, 58), rng.uniform(0.92, 1.06))
        surf.fill(base, (0, y0, w, y1 - y0))
        grain = pygame.Surface((w, y1 - y0), pygame.SRCALPHA)
        for _ in range(26):
            gy = rng.uniform(0, y1 - y0)
            amp, freq, phase = rng.uniform(1, 6), rng.uniform(0.002, 0.006), rng.uniform(0, 6.3)
            col = (*shade(base, rng.uniform(0.72, 0.9)), rng.randint(60, 140))
            pts = [(x, gy + amp * math.sin(x * freq + phase) + 2 * math.sin(x * freq * 3.1))
                   for x in range(0, w + 40, 40)]
            pygame.draw.aalines(grain, col, False, pts)
        for _ in range(rng.randint(0, 2)):  # knots: darker eyes with rings
            kx, ky = rng.uniform(100, w - 100), rng.uniform(20, y1 - y0 - 20)
            for r in range(5, 0, -1):
                pygame.draw.ellipse(grain, (*shade(base, 0.6 + r * 0.06), 90),
                                    (kx - r * 9, ky - r * 3, r * 18, r * 6), 2)
            pygame.draw.ellipse(grain, (*shade(base, 0.5), 200), (kx - 8, ky - 3, 16, 6))
        surf.blit(grain, (0, y0))
        pygame.draw.line(surf, shade(base, 0.45), (0, y0), (w, y0), 3)  # plank seam
        pygame.draw.line(surf, shade(base, 1.12), (0, y0 + 3), (w, y0 + 3), 1)
        for bx in (rng.uniform(300, 900), rng.uniform(1100, 1700)):  # butt joints
            if p % 2 == 0:
                bx = w - bx
            pygame.draw.line(surf, shade(base, 0.45), (bx, y0), (bx, y1), 3)
            pygame.draw.line(surf, shade(base, 1.1), (bx + 3, y0), (bx + 3, y1), 1)
    add_noise(surf, rng, 10, 12)
    # Vignette from a tiny radial grid: darkens corners, keeps the centre warm and bright.
    vg = pygame.Surface((16, 9), 0, 32)
    for y in range(9):
        for x in range(16):
            d = math.hypot((x - 7.5) / 8, (y - 4) / 4.5)
            v = clamp01(1 - 0.42 * max(0, d - 0.35) ** 1.4)
            vg.set_at((x, y), (round(255 * v),) * 3)
    surf.blit(pygame.transform.smoothscale(vg, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surf


def clamp01(v: float) -> float:
    return max(0.0, min(1.0, v))


def _speaker(c: Canvas) -> None:
    c.poly(GLYPH, [(8, 18), (16, 18), (26, 9), (26, 39), (16, 30), (8, 30)])


def _arrowhead(c: Canvas, centre: tuple[float, float], r: float, a: float, turn: int) -> None:
    """Triangle at angle a on a circle, pointing along the arc (turn 1 = clockwise on screen)."""
    px, py = centre[0] + math.cos(a) * r, centre[1] + math.sin(a) * r
    tx, ty = -math.sin(a) * turn, math.cos(a) * turn  # tangent
    nx, ny = math.cos(a), math.sin(a)  # outward normal
    c.poly(GLYPH, [(px + tx * 10, py + ty * 10), (px + nx * 8.5 - tx * 1, py + ny * 8.5 - ty * 1),
                   (px - nx * 8.5 - tx * 1, py - ny * 8.5 - ty * 1)])


def icons() -> dict[str, pygame.Surface]:
    """48x48 glyphs in ivory with a dark ink outline and a small drop shadow."""
    out: dict[str, pygame.Surface] = {}

    c = Canvas(48, 48)  # rotate: a domino turning, so it never reads as Undo's hooked arrow
    c.rect(GLYPH, (9, 29, 14, 13), radius=2)
    c.rect(GLYPH, (25, 29, 14, 13), radius=2)
    c.arc(GLYPH, (24, 27), 16, math.radians(195), math.radians(335), 4)
    _arrowhead(c, (24, 27), 16, math.radians(335), 1)
    out["icon_rotate"] = c

    c = Canvas(48, 48)  # undo: counter-clockwise hook ending in an arrow pointing left
    c.arc(GLYPH, (26, 26), 12, math.radians(110), math.radians(-100), 5)
    _arrowhead(c, (26, 26), 12, math.radians(-100), -1)
    out["icon_undo"] = c

    c = Canvas(48, 48)  # hint: light bulb with rays
    c.circle(GLYPH, (24, 21), 11)
    c.poly(GLYPH, [(17, 27), (31, 27), (29, 34), (19, 34)])
    c.rect(GLYPH, (18, 34, 12, 7), radius=2)
    for a in (-150, -115, -65, -30):
        r = math.radians(a)
        c.line(GLYPH, (24 + math.cos(r) * 15, 21 + math.sin(r) * 15),
               (24 + math.cos(r) * 20, 21 + math.sin(r) * 20), 2.6)
    out["icon_hint"] = c

    c = Canvas(48, 48)  # menu: three bars
    for y in (13, 24, 35):
        c.line(GLYPH, (11, y), (37, y), 5)
    out["icon_menu"] = c

    c = Canvas(48, 48)  # sound on: speaker with two waves
    _speaker(c)
    c.arc(GLYPH, (26, 24), 8, math.radians(-50), math.radians(50), 3)
    c.arc(GLYPH, (26, 24), 15, math.radians(-50), math.radians(50), 3)
    out["icon_sound"] = c

    c = Canvas(48, 48)  # muted: speaker with a cross
    _speaker(c)
    c.line(GLYPH, (31, 18), (41, 30), 3.6)
    c.line(GLYPH, (41, 18), (31, 30), 3.6)
    out["icon_mute"] = c

    result = {}
    for name, cv in out.items():
        cv.outline(OUTLINE, 2)
        result[name] = with_shadow(cv.result(), (1, 2), 1, 120)
    # Ink lines inside the hint bulb's base read as the screw thread.
    hint = result["icon_hint"]
    for y in (36, 39):
        pygame.draw.line(hint, OUTLINE, (19, y), (28, y), 1)
    return result


def game_icon(size: int = 256) -> pygame.Surface:
    """Crown over a castle on a royal-blue rounded badge with a gold rim."""
    c = Canvas(size, size)
    k = size / 256
    c.rect(OUTLINE, (4 * k, 4 * k, 248 * k, 248 * k), radius=48 * k)
    c.rect(GOLD_DARK, (8 * k, 8 * k, 240 * k, 240 * k), radius=44 * k)
    c.rect(GOLD, (12 * k, 12 * k, 232 * k, 232 * k), radius=40 * k)
    grad = _vgradient((size * SS, size * SS), (76, 124, 196), (30, 56, 110))
    c.blit(_masked(grad, Canvas.r((22 * k, 22 * k, 212 * k, 212 * k)), round(32 * k * SS)))
    c.ellipse(rgba((255, 255, 255), 40), (40 * k, 28 * k, 176 * k, 60 * k))
    c.ellipse((70, 140, 64), (24 * k, 196 * k, 208 * k, 60 * k))  # hill
    icon = c.result()
    castle = _castle_art((204, 52, 48), size, False)
    castle = pygame.transform.smoothscale_by(castle, 0.78)
    icon.blit(castle, ((size - castle.get_width()) // 2, round(76 * k)))
    cr = crown(round(120 * k))
    icon.blit(cr, ((size - cr.get_width()) // 2, round(14 * k)))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (round(4 * k), round(4 * k), round(248 * k), round(248 * k)),
                     border_radius=round(48 * k))
    icon.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return icon


def write_ico(path: str, icon: pygame.Surface, sizes: tuple[int, ...] = (16, 32, 48, 256)) -> None:
    """Windows ICO with PNG payloads (allowed since Vista), written by hand: no Pillow."""
    payloads: list[bytes] = []
    for s in sizes:
        img = icon if s == icon.get_width() else pygame.transform.smoothscale(icon, (s, s))
        buf = io.BytesIO()
        pygame.image.save(img, buf, "png")
        payloads.append(buf.getvalue())
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = 6 + 16 * len(sizes)
    entries = b""
    for s, data in zip(sizes, payloads, strict=True):
        dim = 0 if s >= 256 else s  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    with open(path, "wb") as f:
        f.write(header + entries + b"".join(payloads))


def _leaf(c: Canvas, base: tuple[float, float], ang: float, length: float, col: tuple[int, int, int]) -> None:
    dx, dy = math.cos(ang), math.sin(ang)
    wdt = length * 0.3
    mid = (base[0] + dx * length * 0.45, base[1] + dy * length * 0.45)
    c.poly(col, [base, (mid[0] - dy * wdt, mid[1] + dx * wdt),
                 (base[0] + dx * length, base[1] + dy * length), (mid[0] + dy * wdt, mid[1] - dx * wdt)])


def _laurel(c: Canvas, cx: float, cy: float, r: float, side: int) -> None:
    """A branch along a circle arc (y down): from near the bottom up the given side."""
    steps = 12
    pts = []
    for i in range(steps + 1):
        a = math.radians(100 - 120 * i / steps) if side > 0 else math.radians(80 + 120 * i / steps)
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r, a))
    c.polyline(OUTLINE, [(x, y) for x, y, _ in pts], 6)
    c.polyline((120, 92, 44), [(x, y) for x, y, _ in pts], 3)
    for i, (x, y, a) in enumerate(pts[1:], 1):
        tangent = a - side * math.pi / 2  # direction of growth along the arc
        size = 34 - i * 1.1
        for tilt in (-0.55, 0.55):
            _leaf(c, (x, y), tangent + tilt, size + 3, OUTLINE)
        for tilt in (-0.55, 0.55):
            col = (104, 158, 66) if tilt < 0 else (78, 128, 52)
            _leaf(c, (x, y), tangent + tilt, size, col)


def logo(w: int = 512, h: int = 448) -> pygame.Surface:
    """Text-free emblem: quartered terrain shield under a big crown, flanked by laurels."""
    c = Canvas(w, h)
    cx = w / 2
    sx0, sy0, sw, sh = cx - 120, 118, 240, 290
    shield = [(sx0, sy0), (sx0 + sw, sy0), (sx0 + sw, sy0 + sh * 0.5),
              (cx + sw * 0.25, sy0 + sh * 0.86), (cx, sy0 + sh), (cx - sw * 0.25, sy0 + sh * 0.86),
              (sx0, sy0 + sh * 0.5)]
    for side in (-1, 1):  # laurel branches hugging the shield
        _laurel(c, cx, 262, 168, side)
    bow = (cx, 262 + 168)  # ribbon tying the branches under the shield tip
    for side in (-1, 1):
        c.poly(OUTLINE, [bow, (bow[0] + side * 24, bow[1] - 12), (bow[0] + side * 24, bow[1] + 12)])
        c.poly((190, 48, 44), [bow, (bow[0] + side * 21, bow[1] - 9), (bow[0] + side * 21, bow[1] + 9)])
    c.circle(OUTLINE, bow, 8)
    c.circle((214, 64, 56), bow, 6)
    c.poly(OUTLINE, [(x + (x - cx) * 0.06, y + (y - 250) * 0.05) for x, y in shield])
    c.poly(GOLD, [(x + (x - cx) * 0.035, y + (y - 250) * 0.03) for x, y in shield])
    quarters = pygame.Surface((sw * SS, sh * SS), pygame.SRCALPHA)
    half_w, half_h = sw * SS // 2, sh * SS // 2
    for i, name in enumerate(("wheat", "forest", "lake", "grassland")):
        tile = pygame.transform.smoothscale(terrain_tile(name, 7, bevelled=False), (half_w, half_h))
        quarters.blit(tile, ((i % 2) * half_w, (i // 2) * half_h))
    mask = pygame.Surface(quarters.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [((x - sx0) * SS, (y - sy0) * SS) for x, y in shield])
    quarters.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    c.blit(quarters, (sx0, sy0))
    c.line(OUTLINE, (cx, sy0), (cx, sy0 + sh), 3)
    c.line(OUTLINE, (sx0, sy0 + sh / 2), (sx0 + sw, sy0 + sh / 2), 3)
    c.circle(OUTLINE, (cx, sy0 + sh / 2), 54)
    c.circle(GOLD, (cx, sy0 + sh / 2), 51)
    c.circle(mix((240, 224, 186), (255, 255, 255), 0.2), (cx, sy0 + sh / 2), 45)
    out = c.result()
    castle = pygame.transform.smoothscale_by(_castle_art((44, 102, 196), 128, False), 0.78)
    out.blit(castle, (round(cx - castle.get_width() / 2), round(sy0 + sh / 2 - castle.get_height() / 2 - 2)))
    cr = crown(176)
    out.blit(cr, (round(cx - 88), 2))
    return with_shadow(out, (3, 5), 5, 110)
