"""Fast twins of engine rules, for searchers that ask the same questions thousands of times.

The plain functions (`scoring.territories`, `scoring.score`,
`Kingdom.placements`, `game.legal_actions`, `game.apply`) answer one question
each and build objects on the way; an AI playout asks them for every spot of
every domino of every turn of every sample. `KingdomReading` reads a kingdom
once into flat lists (territory labels, sizes, crowns, open squares) and then
lists placements and prices them without copying the kingdom. The state
helpers answer "which line is being claimed" and "how much of the game is
left" without playing it out.

Every function here states the plain function it agrees with, and
tests/test_engine_analysis.py checks each against it over many random
kingdoms and games. Rules only, no policy: how much a placement is *worth*
to a player belongs to `game/ai`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .actions import Action, Discard, Place
from .buildings import building
from .content import Domino, domino
from .economy import crown_layer
from .kingdom import DIRS, Kingdom
from .scoring import BonusRule, Territory, harmony_bonus, middle_kingdom_bonus
from .state import Slot, State
from .terrain import CASTLE, EMPTY, NAMES, WHEAT


class KingdomReading:
    """One reading of a kingdom: its territories, its open squares and the dead ones.

    Squares are padded indices (`Kingdom.index`). `open[i]` is 1 for an empty
    square inside the window the grid limit leaves (`Kingdom.window`): the
    squares a domino may still use. `label[i]` is the territory of square i
    (-1 for empty squares and the castle); `sizes`, `crowns`, `terrains` and
    `edges` (distinct open squares next to it) are per territory, in the order
    the squares are met row by row. `points` is the territory score
    (`scoring.score(k).total` without bonuses), with the territory crowns the
    rule sets count (`economy.crown_layer`: building crowns, giants, Court
    buildings) whenever the kingdom carries rule-set layers; a Kingdomino
    kingdom has none and is read from its printed crowns; `crown` keeps those crowns per
    square, for the terms that read them after. `frontier` holds the open
    squares next to the kingdom, `dead` counts those that no domino can ever
    cover (no open neighbour for the other half).
    """

    __slots__ = (
        "kingdom", "width", "crown", "open", "label", "sizes", "crowns", "terrains", "edges",
        "points", "dead", "frontier", "_anchors",
    )

    def __init__(self, k: Kingdom) -> None:
        terr, w = k.terr, k.width
        # Buildings, giants and Court buildings change territory crowns (both later rule sets
        # score through crown_layer); without layers it is the printed crowns, unchanged.
        crown = crown_layer(k, building) if k.layers else k.crown
        self.kingdom = k
        self.width = w
        self.crown = crown
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
        # Dead: empty, inside the window, and no empty neighbour inside the window to
        # hold the other half.
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

    def territory_list(self) -> list[Territory]:
        """The territories as `scoring.territories(k, crown)` gives them, less their cells
        (empty here) and in reading order: what the economy's end terms read (terrain and
        squares), without a second flood fill."""
        return [Territory(NAMES[t], s, c, ())
                for t, s, c in zip(self.terrains, self.sizes, self.crowns, strict=True)]

    def spots(self, d: Domino) -> list[tuple[int, int]]:
        """Legal placements of `d` as padded (first half, second half) squares.

        The same placements as `Kingdom.placements` (which lists a domino with
        two identical halves once, where this lists both ways round), found
        from this reading so that several dominoes share the work.
        """
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
        """Change of the territory points if `d` goes on padded squares i (first half) and j:
        `score(after).total - score(before).total` without bonuses, without the copy.

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


def kingdom_after(k: Kingdom, action: Action) -> Kingdom:
    """A copy of `k` with a Place or Discard of its king's domino carried out, as `apply`
    would leave that kingdom (the rest of the state is not touched or copied)."""
    new = k.copy()
    if isinstance(action, Place):
        new.place(domino(action.domino), action.row, action.col, action.dir)
    elif isinstance(action, Discard):
        new.discarded.append(action.domino)
    return new


# -- bonuses still to earn ------------------------------------------------------------------------


def middle_kingdom_possible(k: Kingdom) -> bool:
    """False once `scoring.middle_kingdom` can no longer become true: one side of the kingdom
    already reaches further from the castle than the grid lets the opposite side grow."""
    half = (k.grid - k.start) // 2
    r0, c0 = k.castle
    r1, c1 = r0 + k.start - 1, c0 + k.start - 1
    return r0 - k.minr <= half and k.maxr - r1 <= half and c0 - k.minc <= half and k.maxc - c1 <= half


def harmony_possible(k: Kingdom) -> bool:
    """False once `scoring.harmony` can no longer become true: a domino was discarded.
    (True does not promise the grid can still be filled.)"""
    return not k.discarded


@dataclass(frozen=True, slots=True)
class BonusOutlook:
    """What a searcher may know of a bonus before the game ends."""

    rule: BonusRule  # the engine's rule, the final word
    possible: Callable[[Kingdom], bool]  # False once no continuation can earn it
    prize: int  # the points the rule gives once earned


def _prize(rule: BonusRule, earner: Kingdom) -> int:
    """The rule's points, read off the rule itself on a kingdom that earns it (no copy of the
    number here)."""
    bonus = rule(earner)
    assert bonus is not None, "the example kingdom must earn the bonus"
    return bonus.points


def _full_kingdom() -> Kingdom:
    k = Kingdom(2, 1)  # the smallest shape: the castle and three squares fill it
    r, c = k.castle
    for dr, dc in ((0, 1), (1, 0), (1, 1)):
        k.put_square(r + dr, c + dc, WHEAT, 0)
    return k


MIDDLE_KINGDOM = BonusOutlook(middle_kingdom_bonus, middle_kingdom_possible,
                              _prize(middle_kingdom_bonus, Kingdom()))  # a lone castle is centred
HARMONY = BonusOutlook(harmony_bonus, harmony_possible, _prize(harmony_bonus, _full_kingdom()))
OUTLOOKS: dict[BonusRule, BonusOutlook] = {o.rule: o for o in (MIDDLE_KINGDOM, HARMONY)}


# -- the state ------------------------------------------------------------------------------------


def claim_tower(state: State) -> str:
    """The tower whose line the acting king claims from, as the rule set's claim step answers
    it (XXL: each king on its own tower's line, at the first claims too)."""
    from .rules import get_rules
    from .rules.kingdomino import ClaimStep

    step = get_rules(state.options.rules).draft_step
    assert isinstance(step, ClaimStep), "every rule set's claims are a Kingdomino claim step"
    return step.tower(state)


def line_being_claimed(state: State) -> list[Slot]:
    """The line whose dominoes the next claim step offers: the first line before the first
    round, the next line after; [] when no line is claimed any more (the last round).
    At a claim step its free dominoes are exactly the legal claims."""
    draft = state.drafts[claim_tower(state)]
    return draft.current if state.phase == "draft" else (draft.next or [])


def claimable(state: State) -> list[int]:
    """The free dominoes of `line_being_claimed`, in line order (`legal_actions` at a claim
    step, as domino ids; at a place step, what the claim after it will offer)."""
    return [s.domino for s in line_being_claimed(state) if s.king is None and s.domino is not None]


def lines_to_draw(state: State) -> int:
    """Lines still to be drawn from the acting tower's pile: one per round still to start.
    The same in a view (`view.view`), whose piles hide only faces."""
    draft = state.drafts[state.tower]
    line = max(len(draft.current), 1)
    pile = len(state.towers.get(state.tower, ()))
    return (pile + line - 1) // line


def dominoes_to_place(state: State, seat: int) -> int:
    """Dominoes kingdom `seat` still places (or discards) in this game: the counts of Place
    and Discard actions its kings will take, playing on to the end of the game."""
    mine = [k for k, owner in enumerate(state.kings) if owner == seat]
    out = 0
    for tower, draft in state.drafts.items():
        if state.phase == "draft":
            out += len(mine)  # every king will stand on a domino of the first line
        else:
            out += sum(1 for s in draft.current if s.king in mine and s.domino is not None)
        if draft.next is not None:
            out += len(mine)
        line = max(len(draft.current), 1)
        out += len(mine) * ((len(state.towers.get(tower, ())) + line - 1) // line)
    return out
