"""The look shared by every screen: palette, spacing, font sizes and UI scale.

All sizes here are in *design pixels* for a 1280×720 window. Multiply by
`scale_for(window_size)` (or use `px`) to get real pixels, so every screen
scales with the window. No pygame needed: these are plain numbers.

    s = scale_for(surface.get_size())
    pad = px(PAD, s)
    font = assets.font(px(FONT_BODY, s))
"""

from __future__ import annotations

from collections.abc import Mapping

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

#: the design resolution every size here is given for
BASE_SIZE: tuple[int, int] = (1280, 720)
DEFAULT_WINDOW: tuple[int, int] = BASE_SIZE
MIN_WINDOW: tuple[int, int] = (1024, 576)  # below this, labels would shrink past reading

# --- palette: warm parchment and wood, gold accents -------------------------------
TEXT: RGB = (250, 240, 218)  # light text on dark panels / the table
TEXT_DIM: RGB = (196, 178, 150)  # secondary text, disabled captions, reasons
TEXT_DARK: RGB = (52, 36, 24)  # ink on parchment and on the light buttons
TEXT_DARK_DIM: RGB = (120, 96, 70)
ACCENT: RGB = (232, 182, 58)  # gold: focus rings, headings, selected items
ACCENT_LIGHT: RGB = (255, 226, 130)
ACCENT_DARK: RGB = (160, 104, 30)
PANEL: RGB = (58, 40, 28)  # dark wood panel when the sprite is missing
PANEL_LIGHT: RGB = (236, 220, 186)  # parchment
PANEL_EDGE: RGB = (30, 20, 14)
# the table's panels are opaque: the wooden planks' seams must not run through them
TABLE_PANEL: RGB = (66, 44, 29)  # scores, lines, tower, log, the builders' board, XXL's playmat parts
TABLE_PANEL_DARK: RGB = (50, 33, 22)  # a seat's plate or purse when it is not its turn
BACKGROUND: RGB = (38, 28, 22)  # behind everything when background.png is missing
DANGER: RGB = (206, 64, 52)
OK: RGB = (84, 170, 92)
SHADOW: RGBA = (0, 0, 0, 110)
SCRIM: RGBA = (12, 8, 6, 160)  # darkens the scene under an overlay
BUTTON_TEXT: RGB = (52, 36, 24)  # ink on the parchment buttons
BUTTON_TEXT_DISABLED: RGB = (110, 98, 84)
BUTTON_TEXT_DANGER: RGB = (150, 36, 28)
ROW_ALT: RGBA = (255, 255, 255, 14)  # zebra rows in lists
ROW_SELECTED: RGBA = (232, 182, 58, 70)
ROW_HOVER: RGBA = (255, 255, 255, 28)
# a score part's colour on the results' breakdown, by what the part is (`ScorePart.kind`)
PART_COLOURS: Mapping[str, RGB] = {"land": (92, 150, 72), "royal": (150, 60, 168), "buildings": (186, 74, 52),
                                "money": (222, 176, 52), "goals": (64, 150, 170), "people": (120, 96, 200)}
PART_OTHER: RGB = (96, 128, 176)  # a part of no kind the palette knows, and the "Other bonuses" row

# --- spacing (design pixels) ----------------------------------------------------------
GAP_S = 6
GAP = 12
PAD = 20
PAD_L = 36
RADIUS = 10
BUTTON_H = 52
BUTTON_W = 300
ROW_H = 44
FOCUS_WIDTH = 3

# --- font sizes (design pixels) -------------------------------------------------------
FONT_SMALL = 17
FONT_BODY = 21
FONT_BUTTON = 24
FONT_HEADING = 32
FONT_TITLE = 64
FONT_HERO = 96


def scale_for(size: tuple[int, int]) -> float:
    """UI scale factor relative to 1280×720: 1.0 there, 1.5 at 1920×1080.

    Uses the tighter of the two axes so a very wide or very tall window
    never pushes content off screen; clamped to a sensible range.
    """
    w, h = size
    s = min(w / BASE_SIZE[0], h / BASE_SIZE[1])
    return max(0.5, min(s, 4.0))


def ui_scale(size: tuple[int, int], choice: str = "auto") -> float:
    """The interface scale a screen lays itself out at in a window of `size`.

    "auto" grows with the window (`scale_for`); "100", "125", "150" are that percentage of the
    design size, but never more than the window holds: a 1280×720 window shows 150 % as 100 %
    rather than cutting the screen off. Anything else reads as "auto".
    """
    fit = scale_for(size)
    try:
        chosen = int(choice) / 100
    except (TypeError, ValueError):
        return fit
    return max(0.5, min(chosen, fit)) if chosen > 0 else fit


def px(value: float, scale: float) -> int:
    """A design-pixel length at `scale`, rounded, never below 1."""
    return max(1, round(value * scale))


def mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> RGB:
    """`a` blended towards `b` by `t` (0: a, 1: b), opaque: what a tint over a panel looks like."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def readable_on(colour: tuple[int, ...]) -> RGB:
    """Dark or light ink, whichever reads better on `colour`."""
    r, g, b = colour[:3]
    return TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else TEXT
