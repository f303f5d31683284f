"""Where the table's floating notes go, so they never hide what the player is looking at.

The "+N" and refusal notes of the ghost sit beside it, touching it, off the
kingdom's squares where a side allows (what the player is matching);
toasts sit on the turn banner instead of over the panels' titles. Pure
geometry: the painter draws where these functions say, tests check them.
"""

from __future__ import annotations

import pygame

from game.engine.rules import get_rules
from game.engine.state import EDITION_RELEASES, Options
from game.i18n import N_, _
from game.ui.table.geometry import Board

WRONG_KINGDOM = N_("Drop on your own kingdom")  # N_: drawn through _()
FACE_DOWN = N_("Face down: this line turns face up when its phase begins (the numbers on the backs "
               "say which dominoes it holds)")
OLD_RULES_SECONDS = 8.0  # long enough to read once; it is said when the game is opened


def old_rules_note(options: Options, finished: bool) -> str | None:
    """What an unfinished game begun under an older release's rules says when opened."""
    if finished or not get_rules(options.rules).older_rules(options):
        return None
    release = EDITION_RELEASES[options.edition]
    text = _("This game began under release {release}'s rules and finishes under them")
    return text.format(release=release)


def ghost_avoid(board: Board, ghost: pygame.Rect, occupied: list[tuple[int, int]]) -> list[pygame.Rect]:
    """What a ghost's note should not cover: the ghost, and the kingdom's squares."""
    return [ghost] + [board.cell_rect(r, c) for r, c in occupied]


def touching(
    size: tuple[int, int],
    target: pygame.Rect,
    avoid: list[pygame.Rect],
    bounds: pygame.Rect,
    gap: int,
    step: int,
    prefer: pygame.Rect | None = None,
) -> pygame.Rect:
    """A box of `size` by `target` (a domino being placed: its note says what it scores there,
    so it sits against it): `gap` off one of its sides, level with its middle or one of its
    ends, covering nothing in `avoid` (the kingdom's squares, which the player matches); only
    when every such place covers some, a `step` (a square) further out, then two. Inside
    `prefer` when a place there will do, else `bounds`; when every place covers something,
    the one covering least."""
    w, h = size
    spots: list[pygame.Rect] = []
    for reach in (target, target.inflate(2 * step, 2 * step), target.inflate(4 * step, 4 * step)):
        for align in ("mid", "start", "end"):
            for side in ("right", "left", "top", "bottom"):
                box = pygame.Rect(0, 0, w, h)
                if side in ("right", "left"):
                    box.x = reach.right + gap if side == "right" else reach.left - gap - w
                    box.centery = target.centery
                    if align != "mid":
                        box.y = target.y if align == "start" else target.bottom - h
                else:
                    box.y = reach.y - gap - h if side == "top" else reach.bottom + gap
                    box.centerx = target.centerx
                    if align != "mid":
                        box.x = target.x if align == "start" else target.right - w
                spots.append(box)

    def covered(box: pygame.Rect) -> int:
        return sum(box.clip(a).w * box.clip(a).h for a in avoid)

    for area in ([prefer] if prefer is not None else []) + [bounds]:
        for box in spots:
            if area.contains(box) and covered(box) == 0:
                return box
    inside = [b for b in spots if bounds.contains(b)]
    return min(inside or [b.clamp(bounds) for b in spots], key=covered)


def beside(
    size: tuple[int, int],
    target: pygame.Rect,
    avoid: list[pygame.Rect],
    bounds: pygame.Rect,
    gap: int,
    prefer: pygame.Rect | None = None,
) -> pygame.Rect:
    """A box of `size` next to `target` that covers nothing in `avoid` and stays in `bounds`
    (in `prefer`, the kingdom's panel, when a place there will do).

    Tries the four sides of the target's neighbourhood, nearest first, then
    further out; when every place covers something, the one covering least.
    """
    w, h = size
    near = avoid[0] if avoid else target
    spots: list[pygame.Rect] = []
    rings = (near, near.inflate(2 * gap + w, 2 * gap + h), near.inflate(4 * gap + 2 * w, 4 * gap + 2 * h))
    for reach in rings:
        for side in ("right", "left", "top", "bottom"):
            box = pygame.Rect(0, 0, w, h)
            if side == "right":
                box.midleft = (reach.right + gap, target.centery)
            elif side == "left":
                box.midright = (reach.left - gap, target.centery)
            elif side == "top":
                box.midbottom = (target.centerx, reach.top - gap)
            else:
                box.midtop = (target.centerx, reach.bottom + gap)
            spots.append(box)

    def covered(box: pygame.Rect) -> int:
        return sum(box.clip(a).w * box.clip(a).h for a in avoid)

    inside = [b for b in spots if bounds.contains(b)]
    for area in ([prefer] if prefer is not None else []) + [bounds]:
        for box in inside:
            if area.contains(box) and covered(box) == 0:
                return box
    pool = inside or [b.clamp(bounds) for b in spots]
    return min(pool, key=covered)


def note_bounds(size: tuple[int, int], region: pygame.Rect, screen: pygame.Rect) -> pygame.Rect:
    """Where a note about a kingdom's squares may go: inside that kingdom's panel when it fits
    there (never out over the lines or the scores), else anywhere on the screen."""
    return region if size[0] <= region.w and size[1] <= region.h else screen


def corner_badge(size: tuple[int, int], square: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """A small "+N" on a square's top-right corner, kept inside `bounds` (the kingdom's
    squares): on an edge square it slides in rather than out over the lines beside."""
    box = pygame.Rect((0, 0), size)
    box.center = (square.right - size[0] // 4, square.y + size[1] // 4)
    return box.clamp(bounds)


def toast_box(
    size: tuple[int, int],
    banner: pygame.Rect,
    parts: tuple[pygame.Rect, ...],
    avoid: list[pygame.Rect],
    screen: pygame.Rect,
    gap: int,
) -> pygame.Rect:
    """Where a toast goes: on the banner between its title and its instruction when that room
    holds it, else just under the banner; never over the instruction (`parts[1]`, when
    shown) nor anything in `avoid` (the purses, the squares round what was clicked)."""
    w, h = size
    keep = list(avoid) + list(parts[1:])
    spots: list[pygame.Rect] = []
    right = parts[1].left if len(parts) > 1 else banner.right - gap
    left = parts[0].right
    if right - left - 4 * gap >= w and h <= banner.h - gap:
        box = pygame.Rect(0, 0, w, h)
        box.center = ((left + right) // 2, banner.centery)
        spots.append(box)
    for row in range(4):  # under the banner, the middle first, then further down
        for x in (banner.centerx, banner.x + banner.w // 4, banner.right - banner.w // 4):
            box = pygame.Rect(0, 0, w, h)
            box.midtop = (x, banner.bottom + gap + row * (h + gap))
            spots.append(box.clamp(screen))

    def covered(box: pygame.Rect) -> int:
        return sum(box.clip(a).w * box.clip(a).h for a in keep) + (0 if screen.contains(box) else 1 << 30)

    return min(spots, key=covered)  # the first that covers nothing (min keeps the first of ties)
