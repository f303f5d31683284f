"""Fast playouts for Hard: play a sampled game to its end, the searching seat greedy.

"Player-greedy" playouts (Gedda, Lagerkvist & Butler, CIG 2018): the seat
whose move is being judged plays a cheap version of Normal (a few spots
valued in full, each with the best next claim by the quick estimate), so
its result reflects how well it will really exploit the position. The
rivals only matter through the dominoes they take away, so they are
modelled, not searched: each wants what its best territory of each terrain
would gain (`rival_worth`, growing as it claims) plus a random liking, and
puts its dominoes on the first legal spot. Their kingdoms in the playout
are never scored; their gains are tallied from the same model instead,
which is what lets their moves be this cheap.

The rivals' likings are drawn once per sample (`season`), not per move:
every candidate judged on that sample meets the same rivals and the same
deal, so the playouts differ only through the candidate and what follows
from it (common random numbers).

Moves go through `apply_inplace`, so a playout obeys the rule set's turn
loop; steps other than place/claim (later rule sets) are played at random.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Action, Claim, Discard, Place
from ..engine.content import domino
from ..engine.game import apply_inplace, legal_actions
from ..engine.rng import Rng
from ..engine.rules import get_rules
from ..engine.scoring import score
from ..engine.state import State
from .evaluate import Analysis, Context, placement, value
from .greedy import claiming_line, order_bonus

RIVAL_WHIM = 2.0  # points of a rival's random liking for a domino, drawn per sample

Territories = dict[int, tuple[int, int]]  # terrain -> (crowns, squares) of a rival's best open territory


TOP_SPOTS = 3  # placements (best by the quick estimate) that get the full evaluation


def _free(s: State) -> list[int]:
    return [sl.domino for sl in claiming_line(s) if sl.king is None and sl.domino is not None]


def _claim_worths(s: State, an: Analysis, ctx: Context, more: bool) -> dict[int, float]:
    """Each free domino: the quick worth of its best spot in the analysed kingdom, plus turn order."""
    line = claiming_line(s)
    out = {}
    for did in _free(s):
        d = domino(did)
        best = max((an.quick(d, i, j, ctx, 1) for i, j in an.spots(d)), default=-2.0)
        out[did] = best + (order_bonus(line, did, ctx) if more else 0.0)
    return out


def greedy_place(s: State, king: int, ctx: Context) -> Action:
    """The searching seat's placement, chosen with its next claim as Normal does, but cheaply:
    the few best spots by the quick estimate are valued in full, each with the quick worth
    of the best domino it could claim next."""
    did = s.claimed_domino(king)
    assert did is not None
    seat = s.kings[king]
    k = s.kingdoms[seat]
    d = domino(did)
    an = Analysis(k)
    spots = an.spots(d)
    if not spots:
        return Discard(did)
    if len(spots) == 1:
        return Place(did, *placement(k, *spots[0]))
    left = to_come(s, seat) - 1
    more = bool(s.towers[s.tower])
    quick = {ij: an.quick(d, *ij, ctx, left) for ij in spots}
    spots.sort(key=lambda ij: -quick[ij])
    if TOP_SPOTS <= 0:
        return Place(did, *placement(k, *spots[0]))
    claims = bool(_free(s))
    best, best_value = spots[0], float("-inf")
    for ij in spots[:TOP_SPOTS]:
        nk = k.copy()
        nk.place(d, *placement(k, *ij))
        after = Analysis(nk)
        val = value(after, ctx, left)
        if claims:
            val += max(_claim_worths(s, after, ctx, more).values())
        if val > best_value:
            best, best_value = ij, val
    return Place(did, *placement(k, *best))


def greedy_claim(s: State, king: int, ctx: Context) -> Claim:
    """The searching seat's claim: the same worths its placement was chosen with."""
    free = _free(s)
    if len(free) == 1:
        return Claim(free[0])
    worth = _claim_worths(s, Analysis(s.kingdoms[s.kings[king]]), ctx, bool(s.towers[s.tower]))
    return Claim(max(free, key=lambda did: worth[did]))


@dataclass(frozen=True, slots=True)
class Rivals:
    """The rivals as a playout sees them: per rival seat, its best open territory of each
    terrain, its points so far, and (per sample) a random liking for each domino."""

    territories: dict[int, Territories]
    points: dict[int, int]
    unseen: tuple[int, ...]  # dominoes not yet claimed: the ones a liking is drawn for
    liking: dict[int, dict[int, float]]


def rivals_of(v: State, seat: int) -> Rivals:
    """Read the rivals' kingdoms once per move (likings are drawn per sample by `season`)."""
    territories: dict[int, Territories] = {}
    points: dict[int, int] = {}
    for rival in range(len(v.kingdoms)):
        if rival == seat:
            continue
        an = Analysis(v.kingdoms[rival])
        best: Territories = {}
        for tid, size in enumerate(an.sizes):
            if an.edges[tid]:
                t = an.terrains[tid]
                best[t] = max(best.get(t, (0, 0)), (an.crowns[tid], size))
        territories[rival] = best
        points[rival] = an.points
    unseen: list[int] = []
    for tower, hidden in (v.hidden or {}).items():
        unseen.extend(hidden)
        for line in (v.drafts[tower].current, v.drafts[tower].next or []):
            unseen.extend(sl.domino for sl in line if sl.domino)
    return Rivals(territories, points, tuple(unseen), {})


def season(rivals: Rivals, rng: Rng) -> Rivals:
    """One sample's rivals: a random liking each for every domino still to come."""
    liking = {r: {did: rng.random() * RIVAL_WHIM for did in rivals.unseen} for r in rivals.territories}
    return Rivals(rivals.territories, rivals.points, rivals.unseen, liking)


def rival_worth(best: dict[int, list[int]], did: int) -> float:
    """What a domino earns a rival that puts each half by its best territory of that terrain:
    the territory's crowns per square, and the half's crowns times the territory's size."""
    d = domino(did)
    worth = 0.0
    for t, c in ((d.t1, d.c1), (d.t2, d.c2)):
        grown = best.get(t)
        if grown is None:
            worth += c
        else:
            worth += grown[0] + c * (grown[1] + 1)
    return worth


def rival_claim(s: State, best: dict[int, list[int]], liking: dict[int, float]) -> tuple[Claim, float]:
    """The free domino a rival wants most, and what it is worth to it; its territories grow."""
    choice, want, worth = 0, float("-inf"), 0.0
    for did in _free(s):
        w = rival_worth(best, did)
        if w + liking.get(did, 0.0) > want:
            choice, want, worth = did, w + liking.get(did, 0.0), w
    d = domino(choice)
    for t, c in ((d.t1, d.c1), (d.t2, d.c2)):
        grown = best.setdefault(t, [0, 0])
        grown[0] += c
        grown[1] += 1
    return Claim(choice), worth


def rival_place(s: State, king: int) -> Action:
    """Any legal spot: a rival's kingdom never changes what it claims in a playout."""
    did = s.claimed_domino(king)
    assert did is not None
    spots = s.kingdoms[s.kings[king]].placements(domino(did))
    if not spots:
        return Discard(did)
    return Place(did, *spots[0])


def to_come(s: State, seat: int) -> int:
    """Dominoes the seat still has to place (its current ones not yet down, then a line each)."""
    mine = [k for k, owner in enumerate(s.kings) if owner == seat]
    out = 0
    for d in s.drafts.values():
        out += sum(1 for sl in d.current if sl.king in mine and sl.domino is not None)
        if d.next is not None:
            out += len(mine)
        line = max(len(d.current), 1)
    for pile in s.towers.values():
        out += len(mine) * ((len(pile) + line - 1) // line)
    return out


def play_out(s: State, seat: int, ctx: Context, rivals: Rivals, rng: Rng, rivalry: float = 0.0) -> float:
    """Play state `s` (changed in place) to the end of its game; the seat's worth then.

    The worth is the seat's final score, less `rivalry` times the best rival's
    estimated score (its points when the move was judged plus what its claims
    in the playout were worth to it): so taking a domino a rival needs counts.
    `rng` only serves steps other than place and claim (none in Kingdomino).
    """
    best = {r: {t: list(ct) for t, ct in terr.items()} for r, terr in rivals.territories.items()}
    gains = dict.fromkeys(best, 0.0)
    while s.phase != "over":
        king = s.king
        assert king is not None
        owner = s.kings[king]
        if s.step == "place" and s.phase == "play":
            a = greedy_place(s, king, ctx) if owner == seat else rival_place(s, king)
        elif s.step == "claim":
            if owner == seat:
                a = greedy_claim(s, king, ctx)
            else:
                a, worth = rival_claim(s, best[owner], rivals.liking[owner])
                gains[owner] += worth
        else:
            a = rng.choice(legal_actions(s))
        apply_inplace(s, a)
    bonus = get_rules(s.options.rules).bonus_rules(s.options)
    own = score(s.kingdoms[seat], bonus).total
    if rivalry and gains:
        own -= rivalry * max(rivals.points[r] + g for r, g in gains.items())
    return own
