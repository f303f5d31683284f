"""How good a kingdom is for the AI: its score plus what it can still become.

`analyse` reads a kingdom once (territories, their open edges, squares that
can no longer be filled); the value is then a sum of *terms*, each a small
function of that analysis. Terms are listed per rule set in `TERMS`, so a
later rule set (Queendomino, ...) adds its own terms (buildings, knights,
towers) to the Kingdomino ones instead of needing a new AI.

The same analysis also prices a single placement without copying the
kingdom (`Analysis.quick`): Monte Carlo playouts and the pre-selection of
candidate placements use that, because a full analysis per candidate is
too slow in pure Python.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from ..engine.content import Domino, domino
from ..engine.kingdom import DIRS, Kingdom
from ..engine.state import State
from ..engine.terrain import CASTLE, EMPTY, NAMES

TERRAINS = tuple(sorted(NAMES))  # terrain codes that can form territories


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable strengths of the heuristic terms (measured with the tournament)."""

    # Defaults measured in 4-player Normal-vs-Normal tournaments (300 games each): these beat
    # no growth term, a larger one, and crowns hoped for on uncrowned territories.
    grow: float = 0.3  # share of the open squares next to a territory it is expected to gain
    cap: int = 4  # open squares counted at most per territory
    hope: float = 0.0  # how much of the crowns still to come an uncrowned territory may expect
    dead: float = 3.0  # points lost per square that can never be filled
    order: float = 1.0  # worth of choosing first in the next round (whole line's spread)
    middle_odds: float = 0.75  # chance a still-possible Middle Kingdom is achieved
    harmony_odds: float = 0.6  # chance a still-possible Harmony is achieved


DEFAULT_WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class Context:
    """What an evaluation needs besides the kingdom, fixed for one turn.

    It is built from the view only, and only from parts that do not change
    between a king's place step and its claim step, so a claim re-planned
    at the claim step is valued exactly as it was when it was planned.
    """

    rules: str
    middle_kingdom: bool
    harmony: bool
    to_come_place: int  # dominoes this seat still places after the one it places now
    to_come_claim: int  # ... after the one it claims now
    order_matters: bool  # the line being claimed is not the last: its order sets the next picks
    share: tuple[float, ...]  # per terrain code: its share of the squares still to come
    crowns_per_square: tuple[float, ...]  # per terrain code, among the squares still to come
    weights: Weights = DEFAULT_WEIGHTS


def context(v: State, weights: Weights = DEFAULT_WEIGHTS) -> Context:
    """The evaluation context of the acting seat in view (or state) `v`."""
    seat = v.actor
    kings_each = sum(1 for s in v.kings if s == seat) or 1
    tower = v.tower
    draft = v.drafts[tower]
    line = max(len(draft.current), 1)
    pile = len(v.towers.get(tower, ()))
    lines_in_pile = (pile + line - 1) // line
    # The line being claimed: `current` before the first round, `next` after.
    claiming = draft.current if v.phase == "draft" else (draft.next or [])
    # After this turn's placement the seat still places the next line's domino (if any) and
    # those of the lines in the pile; after the claimed one, only the pile's.
    lines_after_current = lines_in_pile + (1 if v.phase == "play" and draft.next is not None else 0)
    pool: list[int] = []
    if v.hidden is not None:
        pool.extend(v.hidden.get(tower, ()))
    else:  # a full state: what a player could not see counts as still to come
        pool.extend(v.towers.get(tower, ()))
        pool.extend(v.box)
    pool.extend(s.domino for s in claiming if s.domino)
    squares = [0] * (max(TERRAINS) + 1)
    crowns = [0] * (max(TERRAINS) + 1)
    for did in pool:
        d = domino(did)
        squares[d.t1] += 1
        squares[d.t2] += 1
        crowns[d.t1] += d.c1
        crowns[d.t2] += d.c2
    total = sum(squares) or 1
    return Context(
        rules=v.options.rules,
        middle_kingdom=v.options.middle_kingdom,
        harmony=v.options.harmony,
        to_come_place=kings_each * lines_after_current,
        to_come_claim=kings_each * lines_in_pile,
        order_matters=lines_in_pile > 0,
        share=tuple(n / total for n in squares),
        crowns_per_square=tuple(c / n if n else 0.0 for c, n in zip(crowns, squares, strict=True)),
        weights=weights,
    )


class Analysis:
    """One reading of a kingdom: territories (labels, sizes, crowns, open edges) and dead squares.

    `open[i]` is 1 for an empty square the kingdom may still grow into
    (inside the window the grid limit leaves).
    """

    __slots__ = (
        "kingdom", "width", "open", "label", "sizes", "crowns", "terrains", "edges",
        "points", "dead", "frontier", "_anchors",
    )

    def __init__(self, k: Kingdom) -> None:
        terr, crown, w = k.terr, k.crown, k.width
        self.kingdom = k
        self.width = w
        r_lo, r_hi, c_lo, c_hi = k.window()
        opened = bytearray(len(terr))
        for r in range(r_lo, r_hi + 1):
            base = (r + 1) * w + 1
            for i in range(base + c_lo, base + c_hi + 1):
                if terr[i] == EMPTY:
                    opened[i] = 1
        label = [-1] * len(terr)
        sizes: list[int] = []
        crowns: list[int] = []
        terrains: list[int] = []
        edges: list[int] = []
        frontier: set[int] = set()
        points = 0
        for r in range(k.minr, k.maxr + 1):
            base = (r + 1) * w + 1
            for i in range(base + k.minc, base + k.maxc + 1):
                t = terr[i]
                if t == EMPTY or label[i] >= 0:
                    continue
                if t == CASTLE:
                    for n in (i - w, i + 1, i + w, i - 1):
                        if opened[n]:
                            frontier.add(n)
                    continue
                tid = len(sizes)
                label[i] = tid
                stack = [i]
                cells = cr = 0
                near: set[int] = set()
                while stack:
                    x = stack.pop()
                    cells += 1
                    cr += crown[x]
                    for n in (x - w, x + 1, x + w, x - 1):
                        tn = terr[n]
                        if tn == t:
                            if label[n] < 0:
                                label[n] = tid
                                stack.append(n)
                        elif opened[n]:
                            near.add(n)
                sizes.append(cells)
                crowns.append(cr)
                terrains.append(t)
                edges.append(len(near))
                frontier |= near
                points += cells * cr
        # A square is dead when no domino can ever cover it: empty, inside the window,
        # and with no empty neighbour inside the window to hold the other half.
        dead = 0
        for n in frontier:
            if not (opened[n - w] or opened[n + 1] or opened[n + w] or opened[n - 1]):
                dead += 1
        self.open = opened
        self.label = label
        self.sizes = sizes
        self.crowns = crowns
        self.terrains = terrains
        self.edges = edges
        self.points = points
        self.dead = dead
        self.frontier = frontier
        self._anchors: list[tuple[int, int, tuple[int, ...]]] | None = None

    def spots(self, d: Domino) -> list[tuple[int, int]]:
        """Legal placements of `d` as padded (first half, second half) squares — the
        engine's rule, read off this analysis so several dominoes share the work."""
        anchors = self._anchors
        if anchors is None:
            anchors = self._anchors = self._find_anchors()
        m1 = (1 << d.t1) | (1 << CASTLE)
        m2 = (1 << d.t2) | (1 << CASTLE)
        out: dict[tuple[int, int], None] = {}
        for f, mask, near in anchors:
            if mask & m1:
                for g in near:
                    out[(f, g)] = None
            if mask & m2:
                for g in near:
                    out[(g, f)] = None
        return list(out)

    def _find_anchors(self) -> list[tuple[int, int, tuple[int, ...]]]:
        """Open squares touching the kingdom: (square, bits of the terrains it touches,
        open neighbours that could hold the other half)."""
        terr, w, opened = self.kingdom.terr, self.width, self.open
        out = []
        for f in sorted(self.frontier):
            mask = 0
            near = []
            for n in (f - w, f + 1, f + w, f - 1):
                if opened[n]:
                    near.append(n)
                elif terr[n] != EMPTY:
                    mask |= 1 << terr[n]
            if near:
                out.append((f, mask, tuple(near)))
        return out

    def gain(self, d: Domino, i: int, j: int) -> int:
        """Exact change of the territory points if `d` goes on padded squares i (first half) and j.

        Written out by hand (no sets, no helpers): playouts call it a thousand times each.
        """
        terr, label, w = self.kingdom.terr, self.label, self.width
        sizes, crowns = self.sizes, self.crowns
        t = d.t1
        if t == d.t2:
            seen: list[int] = []
            s, c, old = 2, d.c1 + d.c2, 0
            for n in (i - w, i + 1, i + w, i - 1, j - w, j + 1, j + w, j - 1):
                if terr[n] == t:
                    x = label[n]
                    if x not in seen:
                        seen.append(x)
                        sx, cx = sizes[x], crowns[x]
                        s += sx
                        c += cx
                        old += sx * cx
            return s * c - old
        total = 0
        for p, cr in ((i, d.c1), (j, d.c2)):
            seen = []
            s, c, old = 1, cr, 0
            for n in (p - w, p + 1, p + w, p - 1):
                if terr[n] == t:
                    x = label[n]
                    if x not in seen:
                        seen.append(x)
                        sx, cx = sizes[x], crowns[x]
                        s += sx
                        c += cx
                        old += sx * cx
            total += s * c - old
            t = d.t2
        return total

    def quick(self, d: Domino, i: int, j: int, ctx: Context, to_come: int) -> float:
        """A cheap estimate of how much a placement improves the kingdom's value.

        Exact points, plus the crowns put next to room to grow, minus squares it
        walls in. Used to order candidates and in playouts, never as the final word.
        """
        value = float(self.gain(d, i, j))
        if to_come <= 0:
            return value
        return self.with_room(d, i, j, ctx.weights, value)

    def with_room(self, d: Domino, i: int, j: int, wt: Weights, value: float) -> float:
        """`value` (the points) plus `quick`'s other parts: crowns put next to room to grow,
        less squares walled in."""
        w, opened = self.width, self.open
        if d.c1:
            value += wt.grow * d.c1 * (opened[i - w] + opened[i + 1] + opened[i + w] + opened[i - 1] - 1)
        if d.c2:
            value += wt.grow * d.c2 * (opened[j - w] + opened[j + 1] + opened[j + w] + opened[j - 1] - 1)
        # A neighbour left with no open neighbour but i and j can never be filled.
        dead = 0
        for p in (i - w, i + 1, i + w, i - 1, j - w, j + 1, j + w, j - 1):
            if opened[p] and p != i and p != j:
                free = opened[p - w] + opened[p + 1] + opened[p + w] + opened[p - 1]
                if p - w == i or p + 1 == i or p + w == i or p - 1 == i:
                    free -= 1
                if p - w == j or p + 1 == j or p + w == j or p - 1 == j:
                    free -= 1
                if free == 0:
                    dead += 1
        return value - wt.dead * dead

    def best_quick(self, d: Domino, ctx: Context, to_come: int,
                   spots: list[tuple[int, int]] | None = None) -> tuple[float, tuple[int, int] | None]:
        """The highest `quick` over the spots (all legal ones by default) and the first spot
        reaching it, or (-inf, None) with no spot.

        Exactly what max() over `quick` gives, but faster: the room and walled-in parts are
        only worked out for spots whose points, plus the most room could add (`grow` per
        crown and open side, at most 3 sides), can still beat the best so far; walled-in
        squares only subtract.
        """
        if spots is None:
            spots = self.spots(d)
        wt = ctx.weights
        if to_come <= 0:
            bound = 0.0  # quick is the points alone
        elif wt.grow >= 0 and wt.dead >= 0:
            bound = 3 * wt.grow * (d.c1 + d.c2) + 1e-9  # (epsilon: float rounding)
        else:
            bound = float("inf")  # no bound: every spot is worked out
        best, where = float("-inf"), None
        for ij in spots:
            g = float(self.gain(d, *ij))
            if g + bound <= best:
                continue
            q = g if to_come <= 0 else self.with_room(d, *ij, wt, g)
            if q > best:
                best, where = q, ij
        return best, where


# -- terms ---------------------------------------------------------------------------------------
# A term maps (analysis, context, dominoes still to come for this seat) to points.

Term = Callable[[Analysis, Context, int], float]


def points_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """The territory points as they stand (bonuses are valued by their own terms)."""
    return float(a.points)


def growth_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """What territories can still gain through their open edges.

    A territory with room around it will likely receive more squares of its
    terrain (more so for common terrains) and with them more crowns: worth
    (s+Δs)(c+Δc) − s·c. Crowned territories walled in gain nothing, which is
    what makes the AI keep its crowns where they can grow.
    """
    if to_come <= 0:
        return 0.0
    wt = ctx.weights
    squares_left = 2 * to_come
    share, cps = ctx.share, ctx.crowns_per_square
    total = 0.0
    for tid, s in enumerate(a.sizes):
        room = a.edges[tid]
        if not room:
            continue
        t = a.terrains[tid]
        # Expected squares: what the edges allow, scaled by how common the terrain
        # still is; never more than the squares still to come.
        ds = min(room, wt.cap, squares_left) * wt.grow * (0.5 + 2.0 * share[t])
        dc = ds * cps[t] * wt.hope
        c = a.crowns[tid]
        total += (s + ds) * (c + dc) - s * c
    return total


def dead_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """Squares that can never be filled cost what an average square is worth."""
    if to_come <= 0:
        return 0.0
    return -ctx.weights.dead * a.dead


def middle_kingdom_reach(k: Kingdom) -> bool:
    """The castle can still end in the centre: no side already reaches past half the grid."""
    half = (k.grid - k.start) // 2
    r0, c0 = k.castle
    r1, c1 = r0 + k.start - 1, c0 + k.start - 1
    return r0 - k.minr <= half and k.maxr - r1 <= half and c0 - k.minc <= half and k.maxc - c1 <= half


def middle_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """Middle Kingdom (+10): exact once nothing is to come, otherwise while still reachable."""
    if not ctx.middle_kingdom:
        return 0.0
    k = a.kingdom
    r0, c0 = k.castle
    r1, c1 = r0 + k.start - 1, c0 + k.start - 1
    centred = r0 - k.minr == k.maxr - r1 and c0 - k.minc == k.maxc - c1
    if to_come <= 0:
        return 10.0 if centred else 0.0
    return 10.0 * ctx.weights.middle_odds if middle_kingdom_reach(k) else 0.0


def harmony_term(a: Analysis, ctx: Context, to_come: int) -> float:
    """Harmony (+5): a full grid with nothing discarded; lost with the first dead square."""
    if not ctx.harmony:
        return 0.0
    k = a.kingdom
    if to_come <= 0:
        return 5.0 if k.is_full and not k.discarded else 0.0
    if k.discarded or a.dead:
        return 0.0
    return 5.0 * ctx.weights.harmony_odds


KINGDOMINO_TERMS: tuple[Term, ...] = (points_term, growth_term, dead_term, middle_term, harmony_term)

# Rule set name -> its terms. A later rule set registers the Kingdomino terms plus its own.
TERMS = MappingProxyType({"kingdomino": KINGDOMINO_TERMS})


def terms_for(rules: str) -> Sequence[Term]:
    return TERMS.get(rules, KINGDOMINO_TERMS)


def value(a: Analysis, ctx: Context, to_come: int) -> float:
    """The kingdom's worth: the sum of its rule set's terms."""
    return sum(term(a, ctx, to_come) for term in terms_for(ctx.rules))


def value_of(k: Kingdom, ctx: Context, to_come: int) -> float:
    return value(Analysis(k), ctx, to_come)


def squares(k: Kingdom, r: int, c: int, d: str) -> tuple[int, int]:
    """Padded indices of the two halves of placement (r, c, d)."""
    dr, dc = DIRS[d]
    return k.index(r, c), k.index(r + dr, c + dc)


def placement(k: Kingdom, i: int, j: int) -> tuple[int, int, str]:
    """(row, col, dir) of the placement covering padded squares i (first half) and j."""
    w = k.width
    step = j - i
    d = "N" if step == -w else "E" if step == 1 else "S" if step == w else "W"
    return i // w - 1, i % w - 1, d
