"""The XXL playmat as a labelled plan, drawn from the table's own Tiled map (so the rules
reference's picture always matches the table): one rectangle per region, coloured by what it
belongs to, with its name."""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.ui import palette, theme
from game.ui.layout import Layout, load_layout, map_for
from game.ui.widgets import draw_text, fit_text

FE_COLOUR, AOG_COLOUR = palette.PLAN_FANTASTIC_ERA, palette.PLAN_AGE_OF_GIANTS
BUILD_COLOUR, KINGDOM_COLOUR, INFO_COLOUR = palette.PLAN_BUILDERS, palette.PLAN_KINGDOM, palette.PLAN_INFO
SKIP = ("focus_label", "focus_purse", "seat_label:")


def region_label(name: str) -> tuple[str, tuple[int, int, int]] | None:
    """What a region is called on the plan and its colour (None: not drawn)."""
    if name.startswith(SKIP):
        return None
    kind, _sep, rest = name.partition(":")
    tower = rest.partition(":")[0]
    stage = rest.partition(":")[2]
    if kind == "tower":
        fe = tower == "fantastic_era"
        # Translators: the rules' plan of the XXL playmat; FE = Fantastic Era, AoG = Age of Giants
        # (the caption under the plan spells them out: use the same short forms there)
        return (_("FE tower") if fe else _("AoG tower"), FE_COLOUR if fe else AOG_COLOUR)
    if kind == "line":
        fe, now = tower == "fantastic_era", stage == "current"
        lines = {(True, True): N_("FE line · now"), (True, False): N_("FE line · next"),
                 (False, True): N_("AoG line · now"), (False, False): N_("AoG line · next")}
        return (_(lines[(fe, now)]), FE_COLOUR if fe else AOG_COLOUR)
    if kind == "kingdom":
        # Translators: a kingdom on the rules' plan of the playmat (K1–K4 in its caption)
        return (_("K{number}").format(number=int(rest) + 1), KINGDOM_COLOUR)
    names = {
        "event": (N_("Fantastic Event"), FE_COLOUR), "court": (N_("The Court"), palette.PLAN_COURT),
        "supply": (N_("Supply"), INFO_COLOUR), "challenges": (N_("Challenges"), AOG_COLOUR),
        "scores": (N_("Scores"), INFO_COLOUR), "controls": (N_("Buttons"), INFO_COLOUR),
        "banner": (N_("Whose turn"), INFO_COLOUR), "steps": (N_("Steps A–F"), INFO_COLOUR),
        "focus": (N_("Kingdom in play"), KINGDOM_COLOUR), "pile": (N_("Pile"), BUILD_COLOUR),
        "pile2": (N_("Pile"), BUILD_COLOUR), "builders": (N_("Builders' row"), BUILD_COLOUR),
        "builders2": (N_("Builders' row"), BUILD_COLOUR), "queen": (N_("Queen"), BUILD_COLOUR),
        "dragon": (N_("Dragons"), BUILD_COLOUR),
    }
    found = names.get(kind)
    return None if found is None else (_(found[0]), found[1])


def playmat_layout(rules: str, seats: int) -> Layout:
    """The map of the rule set's `seats`-kingdom table, where the count sets the grid (XXL's);
    read from disk: load it once, not per frame."""
    from game.engine.rules import get_rules

    r = get_rules(rules)
    return load_layout(map_for(seats, r.limits.grids[seats][0], r.maps))


def draw_playmat(surface: pygame.Surface, font: pygame.font.Font, layout: Layout, rect: pygame.Rect,
                 small: pygame.font.Font | None = None) -> None:
    """The plan of an XXL table's map, as large as fits in `rect`, centred; a name that does
    not fit its box in `font` takes `small` (12 px), or two lines."""
    small = small or font
    scaled = layout.scaled(rect.w, rect.h)
    regions = {name: scaled.region(name).to_pygame_rect().move(rect.topleft) for name in scaled.regions}
    mat = regions["banner"].unionall(list(regions.values())).inflate(8, 8)
    pygame.draw.rect(surface, palette.PLAN_MAT, mat, border_radius=6)
    for name, r in regions.items():
        found = region_label(name)
        if found is None:
            continue
        text, colour = found
        r = r.inflate(-2, -2)
        pygame.draw.rect(surface, colour, r, border_radius=3)
        pygame.draw.rect(surface, palette.PLAN_EDGE, r, 1, border_radius=3)
        lines, face = label_lines(text, font, r, small)
        if lines:
            lh = face.get_linesize()
            top = r.centery - lh * len(lines) // 2
            for i, line in enumerate(lines):
                draw_text(surface, line, face, theme.TEXT, (r.centerx, top + i * lh + lh // 2), "center",
                          theme.SHADOW)


def label_lines(text: str, font: pygame.font.Font, r: pygame.Rect,
                small: pygame.font.Font) -> tuple[list[str], pygame.font.Font]:
    """How a region's name fits in its box: on one line in `font`, else in `small` (12 px),
    else its words on two lines; cut with an ellipsis only when none of these fit (no lines
    when the box is too small for a word)."""
    if r.w <= 16 or r.h < small.get_height() - 4:
        return [], font
    for face in (font, small):
        if face.size(text)[0] <= r.w - 4 and r.h >= face.get_height() - 4:
            return [text], face
    words = text.split(" ")
    if len(words) > 1 and r.h >= 2 * small.get_linesize():
        cut = max(range(1, len(words)), key=lambda i: -max(small.size(" ".join(words[:i]))[0],
                                                           small.size(" ".join(words[i:]))[0]))
        two = [" ".join(words[:cut]), " ".join(words[cut:])]
        if all(small.size(line)[0] <= r.w - 4 for line in two):
            return two, small
    return [fit_text(text, small, r.w - 4)], small
