"""Where the parts of a results card are, and what lies under the pointer.

Geometry for `results.py` (it measures text, draws nothing): a kingdom's score read as
sections (its territories, each kind of bonus with a subtotal, the single bonuses), laid out
in columns either on a card or on the kingdom's own page across the whole panel. A card
shows every line whole or, where a kingdom has more than the card holds at a readable size,
folds whole sections into their subtotal line and says what its page shows; nothing is cut
and nothing scrolls. The mapping from a pixel of a mini kingdom back to its square lets
hovering either side light the same territory.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from itertools import combinations

import pygame

from game.engine.kingdom import Kingdom
from game.engine.rules import TERRITORIES as TERRITORY_PART
from game.engine.rules import ScorePart
from game.engine.scoring import Breakdown
from game.i18n import _
from game.i18n.content import term_name
from game.ui.results.parts import counted_terms, declared

COUNT_UP_SECONDS = 1.2  # the totals count up from 0 when the results open (at normal speed)
TERRITORIES = TERRITORY_PART.name

Measure = Callable[[str, bool], int]  # a text's width in the lines' font (bold or not)


@dataclass(frozen=True)
class Section:
    """A part of one kingdom's score: `key` a bonus kind or TERRITORIES; `items` territory or
    bonus indices; `single` a bonus shown as one line of its own (no heading); `nouns` what
    the fold note calls its lines, one and many."""

    key: str
    caption: str
    items: tuple[int, ...]
    points: int
    single: bool = False
    nouns: tuple[str, str] = ("line", "lines")

    def noun(self, n: int) -> str:
        return counted_terms(self.nouns, n)


def sections(b: Breakdown, parts: Sequence[ScorePart], label: str = "{name}") -> list[Section]:
    """Territories, then the bonuses by part in the order the rule set declares its `parts`
    (parts it does not declare last); a listed part's terms under its caption, any other term a
    line of its own. `label` names a single bonus's line (a rule set's `bonus_label`)."""
    known = declared(parts)
    terr = known[0]
    out = [Section(TERRITORIES, _(terr.title), tuple(range(len(b.territories))),
                   sum(t.points for t in b.territories), nouns=terr.nouns)]
    order = [p.name for p in known]
    groups = list(dict.fromkeys(x.group for x in b.bonuses))
    groups.sort(key=lambda g: order.index(g) if g in order else len(order))
    listed = {p.name: p for p in known[1:] if p.listed}
    for g in groups:
        idx = tuple(i for i, x in enumerate(b.bonuses) if x.group == g)
        part = listed.get(g)
        if part is not None:
            points = sum(b.bonuses[i].points for i in idx)
            out.append(Section(g, _(part.title), idx, points, nouns=part.nouns))
        else:
            said = _(label) if label != "{name}" else label  # marked in the rule set's declaration
            out += [Section(g, said.format(name=term_name(g, b.bonuses[i].name)), (i,), b.bonuses[i].points,
                            True) for i in idx]
    return out


@dataclass(frozen=True)
class Line:
    """One line drawn: "head" (a section's caption, count and subtotal), "territory", "bonus"
    (a listed bonus), "single" (a bonus of its own) or "open" (what the kingdom's page shows);
    `index` the territory or bonus (-1 for a head or an "open" line)."""

    kind: str
    rect: pygame.Rect
    section: str
    index: int = -1
    text: str = ""


@dataclass(frozen=True)
class Flow:
    lines: tuple[Line, ...]
    height: int


def font_size(row_h: int, px: Callable[[float], int]) -> int:
    """The lines' type for a row height: 13 px at 1280×720 on the tightest rows, never below 12."""
    return max(12, min(px(15), round(row_h * 0.74)))


def territory_width(b: Breakdown, measure: Measure, row_h: int, px: Callable[[float], int]) -> int:
    """A territory line's width: swatch, the widest "squares × crowns", the widest points."""
    detail = max((measure(f"{t.squares} × {t.crowns}", False) for t in b.territories), default=0)
    pts = max((measure(str(t.points), True) for t in b.territories), default=0)
    return row_h + px(3) + detail + px(8) + pts + px(4)


def flow(b: Breakdown, secs: Sequence[Section], folded: frozenset[str], x: int, y: int, w: int,
         row_h: int, measure: Measure, px: Callable[[float], int], max_h: int | None = None) -> Flow | None:
    """Lay the sections out in a `w` wide band from (x, y): the territories' head, then their
    lines in as many columns as fit (down each column first, as they rank); then the bonuses'
    heads and lines flowed down columns as wide as the widest line. `folded` sections keep
    only their head. None when a line cannot be shown whole at this width, or the whole does
    not fit in `max_h`."""
    lines: list[Line] = []
    sep = px(14)
    top = y
    terr = next((s for s in secs if s.key == TERRITORIES), None)
    if terr is not None:
        lines.append(Line("head", pygame.Rect(x, y, w, row_h), TERRITORIES))
        y += row_h
        if TERRITORIES not in folded and terr.items:
            cw = territory_width(b, measure, row_h, px)
            if cw > w:
                return None
            tsep = px(10)
            cols = max(1, min(len(terr.items), (w + tsep) // (cw + tsep)))
            col_w = (w - tsep * (cols - 1)) // cols
            per = -(-len(terr.items) // cols)
            for n, i in enumerate(terr.items):
                c, r = divmod(n, per)
                at = pygame.Rect(x + c * (col_w + tsep), y + r * row_h, col_w, row_h)
                lines.append(Line("territory", at, TERRITORIES, i))
            y += per * row_h
        y += px(6)
    # the bonuses in blocks: a listed kind is its head across the band over its lines; the
    # lines of their own (the Queen, coins, a folded kind's head) share a block between them
    blocks: list[tuple[Line | None, list[tuple[str, str, int]]]] = []
    widths: list[int] = []
    gap = px(12)
    for s in secs:
        if s.key == TERRITORIES:
            continue
        if s.single or s.key in folded:
            if not blocks or blocks[-1][0] is not None:
                blocks.append((None, []))
            kind, index = ("single", s.items[0]) if s.single else ("head", -1)
            caption = s.caption if s.single else f"{s.caption} · {len(s.items)}"
            points = f"+{s.points}" if s.single else str(s.points)
            widths.append(measure(caption, True) + gap + measure(points, True))
            blocks[-1][1].append((kind, s.key, index))
            continue
        blocks.append((Line("head", pygame.Rect(x, 0, w, row_h), s.key), []))
        widths.append(measure(f"{s.caption} · {len(s.items)}", True) + gap + measure(str(s.points), True))
        for i in s.items:
            bonus = b.bonuses[i]
            widths.append(px(8) + measure(term_name(bonus.group, bonus.name), False) + gap
                          + measure(f"+{bonus.points}", False))
            blocks[-1][1].append(("bonus", s.key, i))
    if blocks:
        need = max(widths) + px(8)
        if need > w:
            return None
        cols = max(1, (w + sep) // (need + sep))
        col_w = (w - sep * (cols - 1)) // cols
        for head, entries in blocks:
            if head is not None:
                lines.append(Line("head", head.rect.move(0, y), head.section))
                y += row_h
            per = -(-len(entries) // cols)
            for n, (kind, key, i) in enumerate(entries):
                c, r = divmod(n, per)
                at = pygame.Rect(x + c * (col_w + sep), y + r * row_h, col_w, row_h)
                lines.append(Line(kind, at, key, i))
            y += per * row_h + px(4)
    height = y - top
    if max_h is not None and height > max_h:
        return None
    return Flow(tuple(lines), height)


def fold_note(secs: Sequence[Section], folded: frozenset[str], measure: Measure, w: int) -> list[str]:
    """What a card's fold hides and its page shows ("See 15 buildings, 5 Court pieces ›"), in
    lines no wider than `w` (broken after a comma where it can be)."""
    parts = [s.noun(len(s.items)) for s in secs if s.key in folded]
    if not parts:
        return []
    chunks = _("See {things} ›").format(things=", ".join(parts)).split(", ")  # broken after its commas
    words = [f"{c}," for c in chunks[:-1]] + chunks[-1:]
    lines = [words[0]]
    for word in words[1:]:
        if measure(f"{lines[-1]} {word}", True) <= w:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


@dataclass(frozen=True)
class Card:
    """One player's card: where its parts are on screen."""

    seat: int
    rect: pygame.Rect
    head: pygame.Rect
    board: pygame.Rect
    lines: tuple[Line, ...]
    row_h: int
    folded: frozenset[str] = frozenset()
    discards: pygame.Rect | None = None  # the "N dominoes discarded" line, where there is room

    @property
    def rows(self) -> tuple[tuple[pygame.Rect, int], ...]:
        """Every territory line shown: (rect, territory index)."""
        return tuple((ln.rect, ln.index) for ln in self.lines if ln.kind == "territory")


def layout_card(seat: int, rect: pygame.Rect, b: Breakdown, secs: Sequence[Section],
                px: Callable[[float], int], notes: int, measure_at: Callable[[int], Measure],
                board_max: int = 10**6, fits: dict[Hashable, Fit] | None = None) -> Card:
    """Head, mini kingdom and lines of one card. Every section is shown line by line where it
    can be: at 13 px type or more (the rows tighten first), beside a mini kingdom that gives
    way down to a thumbnail. Where that still is too much, the sections that hide the fewest
    lines fold into their head, and a last line says what the kingdom's page (a click on the
    card) shows. `secs`: its score's `sections`; `notes`: the lines under the name band (what
    decided the place, a Dynasty's games); `measure_at(size)`: text widths at a type size;
    `board_max`: the largest mini kingdom (the cards' boards are drawn alike, as large as the
    tightest card allows); `fits`: the lines' layouts found so far, by card (the search for one
    does not depend on the board's size, and a screen lays its cards out again and again)."""
    inner = rect.inflate(-2 * px(18), -2 * px(16))
    head = pygame.Rect(inner.x, inner.y, inner.w, px(40 + 18 * notes))
    min_board, gap = px(64), px(12)
    room = inner.bottom - head.bottom - px(4) - min_board - gap
    foldable = [s.key for s in secs if not s.single and s.items]
    key = (seat, tuple(rect), notes, px(1000))
    chosen = fits.get(key) if fits is not None else None
    if chosen is None:
        chosen = _fit(b, secs, foldable, inner, room, px, measure_at)
        if fits is not None:
            fits[key] = chosen
    f, row_h, folded = chosen
    note = fold_note(secs, folded, measure_at(font_size(row_h, px)), inner.w)
    used = f.height + row_h * len(note)
    side = max(min_board, min(inner.w, board_max, inner.bottom - head.bottom - px(4) - used - gap))
    board = pygame.Rect(0, 0, side, side)
    board.midtop = (inner.centerx, head.bottom + px(4))
    top = board.bottom + gap
    lines = [Line(ln.kind, ln.rect.move(0, top), ln.section, ln.index) for ln in f.lines]
    bottom = top + f.height
    for text in note:
        lines.append(Line("open", pygame.Rect(inner.x, bottom, inner.w, row_h), "", -1, text))
        bottom += row_h
    discards = pygame.Rect(inner.x, bottom, inner.w, row_h) if bottom + row_h <= inner.bottom else None
    return Card(seat, rect, head, board, tuple(lines), row_h, folded, discards)


Fit = tuple[Flow, int, frozenset[str]]  # a card's lines, their row height, the sections folded


def _fit(b: Breakdown, secs: Sequence[Section], foldable: list[str], inner: pygame.Rect, room: int,
         px: Callable[[float], int], measure_at: Callable[[int], Measure]) -> Fit:
    """The card's lines as `layout_card` chooses them: the fewest lines folded, then the tallest
    rows, that fit `room` above the smallest mini kingdom."""
    options = sorted((frozenset(c) for n in range(len(foldable) + 1) for c in combinations(foldable, n)),
                     key=lambda f: (sum(len(s.items) for s in secs if s.key in f), len(f)))
    chosen: tuple[Flow, int, frozenset[str]] | None = None
    for folded in options:
        for row_h in (px(21), px(19), px(18)):
            measure = measure_at(font_size(row_h, px))
            note = fold_note(secs, folded, measure, inner.w)
            budget = room - row_h * len(note)
            if any(measure(t, True) > inner.w for t in note):
                continue
            f = flow(b, secs, folded, inner.x, 0, inner.w, row_h, measure, px, budget)
            if f is not None:
                chosen = (f, row_h, folded)
                break
        if chosen is not None:
            break
    if chosen is None:  # nothing fits at all (a card far smaller than any window gives): all folded
        row_h = px(18)
        folded = frozenset(foldable)
        f = flow(b, secs, folded, inner.x, 0, inner.w, row_h, measure_at(font_size(row_h, px)), px)
        chosen = (f or Flow((), 0), row_h, folded)
    return chosen


@dataclass(frozen=True)
class Page:
    """One kingdom across the whole panel: its band (and the Back button right of it), its
    mini kingdom on the left, every line of its score on the right."""

    seat: int
    rect: pygame.Rect
    band: pygame.Rect
    back: pygame.Rect
    notes: pygame.Rect
    board: pygame.Rect
    lines: tuple[Line, ...]
    row_h: int
    discards: pygame.Rect

    @property
    def rows(self) -> tuple[tuple[pygame.Rect, int], ...]:
        return tuple((ln.rect, ln.index) for ln in self.lines if ln.kind == "territory")


def layout_page(seat: int, rect: pygame.Rect, b: Breakdown, secs: Sequence[Section],
                px: Callable[[float], int], notes: int, measure_at: Callable[[int], Measure]) -> Page:
    """Every line of one kingdom, whole, beside its mini kingdom: the rows tighten (not under
    13 px type at 1280×720) and the board gives way before anything else."""
    inner = rect.inflate(-2 * px(22), -2 * px(18))
    back = pygame.Rect(0, 0, px(120), px(36))
    back.topright = inner.topright
    band = pygame.Rect(inner.x, inner.y, back.x - px(12) - inner.x, px(36))
    note_rect = pygame.Rect(inner.x, band.bottom + px(4), inner.w, px(18) * notes)
    top = note_rect.bottom + px(10)
    side = min(px(330), (inner.bottom - top - px(24)), inner.w // 3)
    f: Flow | None = None
    row_h = px(18)
    while f is None and side >= px(96):
        x = inner.x + side + px(28)
        for row_h in (px(22), px(20), px(18)):
            f = flow(b, secs, frozenset(), x, top, inner.right - x, row_h, measure_at(font_size(row_h, px)),
                     px, inner.bottom - top)
            if f is not None:
                break
        if f is None:
            side -= px(40)
    if f is None:  # more than the panel holds even so: drawn in full, and the tests say so
        x = inner.x + side + px(28)
        f = flow(b, secs, frozenset(), x, top, inner.right - x, row_h, measure_at(font_size(row_h, px)), px)
        f = f or Flow((), 0)
    board = pygame.Rect(inner.x, top, side, side)
    discards = pygame.Rect(inner.x, board.bottom + px(8), side, row_h)
    return Page(seat, rect, band, back, note_rect, board, f.lines, row_h, discards)


@dataclass(frozen=True)
class Thumb:
    """A mini kingdom on screen: its cell size, where its bounding box is drawn."""

    dest: pygame.Rect
    cell: int
    minr: int
    minc: int

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.dest.collidepoint(pos):
            return None
        dy, dx = pos[1] - self.dest.y, pos[0] - self.dest.x
        return (self.minr + dy // self.cell, self.minc + dx // self.cell)


def thumb(board: pygame.Rect, k: Kingdom) -> Thumb:
    rows = k.maxr - k.minr + 1
    cols = k.maxc - k.minc + 1
    cell = max(4, board.w // max(rows, cols, k.grid))
    dest = pygame.Rect(0, 0, cols * cell, rows * cell)
    dest.center = board.center
    return Thumb(dest, cell, k.minr, k.minc)


def territory_at(b: Breakdown, cell: tuple[int, int] | None) -> int | None:
    if cell is None:
        return None
    return next((i for i, t in enumerate(b.territories) if cell in t.cells), None)


def counted(total: int, elapsed: float, seconds: float = COUNT_UP_SECONDS) -> int:
    """The total shown `elapsed` seconds after the results opened, counting up for `seconds`
    (eased in, never past it; 0 seconds: the total at once)."""
    f = 1.0 if seconds <= 0 else min(1.0, max(0.0, elapsed / seconds))
    return round(total * (1 - (1 - f) ** 3))
