"""The builders' steps (Queendomino; Royal Wedding XXL reuses them): tax, build, bribe.

Normal weighs every legal action by the value of its kingdom once the engine has carried
it out (`apply_inplace` on a copy: the engine moves the coins, the knights, the Queen),
against Skip; so a building is worth what its corners add to the evaluation terms —
crowns in its town territory, end points, knights and towers, the tax bonus over the
turns left, the Queen's crown — less the coins it costs. Sites in the same town territory
are worth the same, so only one per territory is tried.

The bribe burns what a rival would buy next: for each building on the rows, what each
rival would gain by building it at its next build step (the same valuation, seen from the
rival's kingdom) over its next best choice; the bribe is paid when the largest such loss
outweighs what the coin is worth to the seat.

Easy sends knights where they collect most, builds what shows the most crowns and points
(with noise) and never bribes. Playouts play Easy without noise (`simple_step`), but the
searching seat taxes by `thrifty_tax`, a cheap rule that keeps knights as Hard does.

No hidden information is used: the states tried are the seat's view dealt with a fixed
generator (`determinize`), and only kingdoms and the Queen are read from them.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine.actions import Action, Skip
from ..engine.analysis import dominoes_to_place
from ..engine.buildings import building
from ..engine.economy import guard, tax_coins, tax_per_collection
from ..engine.game import apply_inplace, legal_actions
from ..engine.rng import Rng
from ..engine.rules.economy_steps import PRICES, Bribe, Build, Tax, find_on_rows, hosts_queen
from ..engine.state import State
from ..engine.view import determinize
from . import clock
from .econ_terms import EconWeights, economy_of
from .evaluate import Analysis, Context, value

STEPS = ("tax", "build", "bribe")
BRIBE_MARGIN = 0.5  # points a bribe must gain beyond its cost (a wrong guess of a rival's wish)
RIVALS_SHARE = 0.6  # with several rivals, the one denied is not always the one to beat
MAX_TRIED = 40  # actions of one step or decision valued in full at most (see _spread)
FOLLOW_TRIED = 8  # ... and of each decision it leaves (a Court payment times its squares adds up)
FOLLOW = 6  # decisions an action leaves that are played out before it is judged
EASY_NOISE = 3.0  # points of random error on Easy's liking for a building


def is_step(v: State) -> bool:
    """Tax, build or bribe of the acting king (the steps both rule sets with builders share)."""
    return not v.pending and v.step in STEPS


def is_other(v: State) -> bool:
    """Any step or decision that is neither place, claim, tax, build nor bribe."""
    return bool(v.pending) or (v.step not in STEPS and v.step not in ("place", "claim") and v.phase == "play")


def world_of(v: State) -> State:
    """A full state consistent with the view, dealt with a fixed generator: the actions tried
    here never read what was dealt (only kingdoms and the Queen), but the turn loop may draw
    when a step ends the round."""
    return determinize(v, Rng(0))


def worth_after(world: State, seat: int, action: Action, ctx: Context) -> float:
    """The seat's kingdom value once `action` is carried out in a copy of `world`."""
    s = world.copy()
    apply_inplace(s, action)
    e = economy_of(s, seat, ctx.economy.weights) if ctx.economy is not None else None
    return value(Analysis(s.kingdoms[seat]), replace(ctx, economy=e), ctx.to_come_place)


def _one_site_per_territory(world: State, seat: int, actions: list[Action]) -> list[Action]:
    """Builds on squares of the same town territory score alike: keep the first of each."""
    k = world.kingdoms[seat]
    a = Analysis(k)
    seen: set[tuple[int, int]] = set()
    out: list[Action] = []
    for act in actions:
        if isinstance(act, Build):
            key = (act.building, a.label[k.index(act.row, act.col)])
            if key in seen:
                continue
            seen.add(key)
        out.append(act)
    return out


def _late(deadline: float | None) -> bool:
    return deadline is not None and clock.now() > deadline


def ranked_steps(v: State, ctx: Context, keep: int, deadline: float | None = None
                 ) -> list[tuple[float, Action]]:
    """Hard's candidates at a tax or build step: the `keep` actions Normal values most (one
    site per town territory), and Skip, each with that value, best first."""
    seat = v.actor
    assert seat is not None
    world = world_of(v)
    legal = _one_site_per_territory(world, seat, legal_actions(v))
    valued: list[tuple[float, Action]] = []
    for act in reversed(legal):  # Skip first: the one action always valued
        if valued and _late(deadline):
            break
        valued.append((worth_after(world, seat, act, ctx), act))
    best = sorted(valued, key=lambda va: -va[0])[:keep]
    skip = next((va for va in valued if isinstance(va[1], Skip)), None)
    if skip is not None and skip not in best:
        best.append(skip)
    return best


def normal_step(v: State, ctx: Context, deadline: float | None = None) -> Action:
    """Normal's tax, build or bribe: the action after which its kingdom is worth most. With a
    `deadline` (Hard's budget) the best found by then is played."""
    seat = v.actor
    assert seat is not None
    world = world_of(v)
    legal = legal_actions(v)
    if v.step == "bribe":
        return _bribe(world, seat, legal, ctx, deadline)
    legal = _one_site_per_territory(world, seat, legal)
    best, best_value = legal[-1], float("-inf")  # Skip is last: it wins ties
    for act in reversed(legal):
        if best_value > float("-inf") and _late(deadline):
            break
        val = worth_after(world, seat, act, ctx)
        if val > best_value + 1e-9:
            best, best_value = act, val
    return best


def normal_any(v: State, ctx: Context, deadline: float | None = None) -> Action:
    """Normal at any other step or decision (Royal Wedding XXL: C′ restore, the Court, a second
    build, giants, footprints, events' choices): the action after which the seat's kingdom is
    worth most, less (at decisions, which may touch other kingdoms) the best other kingdom's
    worth: so its own giant goes where it costs least, and footprints and events' harms go to
    the leader. Kingdoms are the unit: a team's partner plays the same kingdom."""
    seat = v.actor
    assert seat is not None
    world = world_of(v)
    legal = _one_site_per_territory(world, seat, legal_actions(world))
    others = [n for n in range(len(world.kingdoms)) if n != seat] if v.pending else []
    base = {n: _kingdom_worth(world, n, ctx) for n in others}
    best, best_value = legal[-1], float("-inf")  # Skip, when there is one, is last: it wins ties
    left = len(world.pending) - 1 if world.pending else 0  # decisions queued before this one
    for act in reversed(_spread(legal)):
        if best_value > float("-inf") and _late(deadline):
            break  # the budget is a cap: the best so far (Skip, when there is one, came first)
        s = world.copy()
        apply_inplace(s, act)
        _follow(s, ctx, left, deadline=deadline)
        val = _kingdom_worth(s, seat, ctx)
        if others:
            val -= max(base[n] if s.kingdoms[n] == world.kingdoms[n] else _kingdom_worth(s, n, ctx)
                       for n in others)
        if val > best_value + 1e-9:
            best, best_value = act, val
    return best


def _follow(s: State, ctx: Context, left: int, depth: int = FOLLOW,
            deadline: float | None = None) -> None:
    """Play out the decisions an action leaves (a Court tile's payment and square, the giant a
    footprint sends and the crown its receiver covers), each kingdom choosing what is worth most
    to itself, so the action is judged by where it leads, not by its first half. Decisions that
    were queued before it (an event asks every kingdom) are not its consequences: the first
    `left` of the queue's end are left alone. Past the `deadline` each takes its first
    choice unweighed."""
    while len(s.pending) > left and depth > 0:
        depth -= 1
        n = s.actor
        assert n is not None
        best, best_value = None, float("-inf")
        tried = _spread(legal_actions(s), FOLLOW_TRIED)
        for act in reversed(tried[:1] if _late(deadline) else tried):
            t = s.copy()
            apply_inplace(t, act)
            val = _kingdom_worth(t, n, ctx)
            if val > best_value + 1e-9:
                best, best_value = act, val
        assert best is not None
        apply_inplace(s, best)


def _spread(legal: list[Action], most: int = 0) -> list[Action]:
    """At most `most` (default `MAX_TRIED`) actions, evenly spread over the list, and always
    the last (Skip): a knight that may patrol to any square of any kingdom would otherwise
    cost seconds."""
    most = most or MAX_TRIED
    if len(legal) <= most:
        return legal
    step = len(legal) / (most - 1)
    picked = [legal[int(i * step)] for i in range(most - 1)]
    return [*picked, legal[-1]]


def _kingdom_worth(s: State, n: int, ctx: Context) -> float:
    e = economy_of(s, n, ctx.economy.weights) if ctx.economy is not None else None
    return value(Analysis(s.kingdoms[n]), replace(ctx, economy=e), ctx.to_come_place)


def build_gains(world: State, seat: int, ctx: Context) -> dict[int, float]:
    """Each building on the rows: what `seat` would gain by building it at a build step now
    (its best site, at its own price), over skipping; missing when it cannot."""
    s = world.copy()
    s.pending = []
    s.turn = next((n for n, k in enumerate(s.order) if s.kings[k] == seat), s.turn)
    s.step = "build"
    if s.turn >= len(s.order) or s.kings[s.order[s.turn]] != seat:
        return {}
    legal = [a for a in _one_site_per_territory(s, seat, legal_actions(s)) if isinstance(a, Build)]
    if not legal:
        return {}
    rctx = replace(ctx, economy=economy_of(s, seat, ctx.economy.weights) if ctx.economy else None)
    base = worth_after(s, seat, Skip("build"), rctx)
    gains: dict[int, float] = {}
    for act in legal:
        assert isinstance(act, Build)
        g = worth_after(s, seat, act, rctx) - base
        gains[act.building] = max(gains.get(act.building, float("-inf")), g)
    return gains


def _bribe(world: State, seat: int, legal: list[Action], ctx: Context,
           deadline: float | None = None) -> Action:
    bribes = [a for a in legal if isinstance(a, Bribe)]
    skip = next(a for a in legal if isinstance(a, Skip))
    if not bribes:
        return skip
    cost = worth_after(world, seat, skip, ctx) - worth_after(world, seat, bribes[0], ctx)
    rivals = [n for n in range(len(world.kingdoms)) if n != seat]
    share = 1.0 if len(rivals) == 1 else RIVALS_SHARE
    best: Action = skip
    best_gain = BRIBE_MARGIN
    denial: dict[int, float] = {}
    for r in rivals:
        if _late(deadline):
            break  # the rivals weighed so far decide
        gains = build_gains(world, r, ctx)
        if not gains:
            continue
        for bid, g in gains.items():
            others = max((x for b, x in gains.items() if b != bid), default=0.0)
            loss = g - max(0.0, others)  # what burning it costs that rival
            if loss > 0:
                denial[bid] = max(denial.get(bid, 0.0), share * loss)
    for act in bribes:
        gain = denial.get(act.building, 0.0) - cost
        if gain > best_gain:
            best, best_gain = act, gain
    return best


# -- Easy and the playouts --------------------------------------------------------------------


def _liking(s: State, act: Build) -> float:
    """What a beginner sees on a tile: its crowns (counted twice) and its fixed points."""
    b = building(act.building)
    return 2.0 * b.crowns + (b.points if isinstance(b.points, int) else 2.0) + b.knights + b.towers


def simple_step(v: State, rng: Rng | None) -> Action:
    """Easy (with `rng`: noisy) and the playouts (rng None): the tax collecting most coins
    for its knights, the building it likes most when it likes it more than its price,
    never a bribe."""
    legal = legal_actions(v)
    skip = legal[-1]
    seat = v.actor
    assert seat is not None
    k = v.kingdoms[seat]
    if v.step == "tax":
        queen = hosts_queen(v, seat)

        def collected(a: Action) -> float:
            if not isinstance(a, Tax):
                return 0.0
            return tax_coins(k, building, list(a.squares), queen) - 2.0 * len(a.squares)

        best = max(legal, key=collected)
        return best if collected(best) > 0 else skip
    if v.step == "build":
        best_act, best_like = skip, 0.0
        for a in legal:
            if not isinstance(a, Build):
                continue
            where = find_on_rows(v, a.building)
            price = PRICES[where[1]] if where is not None else 0
            like = _liking(v, a) - price / 2 + (rng.random() * EASY_NOISE if rng is not None else 0.0)
            if like > best_like:
                best_act, best_like = a, like
        return best_act
    return skip



def thrifty_tax(v: State, w: EconWeights) -> Action:
    """The searching seat's tax in Hard's playouts: a knight is sent when what it collects
    now beats what the guesses `w` say it would collect later (`economy_value`'s income: the
    guard's knights that still get a turn, each worth a territory of `tax_squares` or
    `tax_reach` × the largest), so the playout spends knights as Hard does, not as Easy."""
    legal = legal_actions(v)
    skip = legal[-1]
    seat = v.actor
    assert seat is not None
    k = v.kingdoms[seat]
    queen = hosts_queen(v, seat)
    in_guard = guard(k)
    turns = 2 * dominoes_to_place(v, seat)  # collections the guard still gets, at most
    largest = max((t.squares for t in Analysis(k).territory_list()), default=0)
    per = max(w.tax_squares, w.tax_reach * largest) + tax_per_collection(k, building, queen)
    later = per * w.knight_use  # coins a kept knight is expected to collect

    def gain(a: Action) -> float:
        if not isinstance(a, Tax):
            return 0.0
        kept = min(in_guard, turns) - min(in_guard - len(a.squares), turns)  # later collections given up
        return tax_coins(k, building, list(a.squares), queen) - kept * later

    best = max(legal, key=gain)
    return best if gain(best) > 0 else skip


def tax_now(world: State, place: Action, ctx: Context, before: float) -> float:
    """What the tax right after placement `place` adds to the kingdom's value at best (0 when
    skipping it is best): the engine carries out the placement and each tax on copies of
    `world` (the view dealt by `world_of`)."""
    seat = world.actor
    assert seat is not None
    if not guard(world.kingdoms[seat]):
        return 0.0
    s = world.copy()
    apply_inplace(s, place)
    if s.step != "tax" or s.actor != seat:
        return 0.0
    best = 0.0
    for a in legal_actions(s):
        if isinstance(a, Tax):
            best = max(best, worth_after(s, seat, a, ctx) - before)
    return best


def turn_now(world: State, place: Action, ctx: Context, before: float) -> float:
    """What the tax and the build right after placement `place` add to the kingdom's value,
    each chosen as Normal chooses it (0 when skipping both is best): the engine carries out the
    placement, the tax and the build on copies of `world`."""
    seat = world.actor
    assert seat is not None
    s = world.copy()
    apply_inplace(s, place)
    moved = False
    while s.actor == seat and not s.pending and s.step in ("tax", "build"):
        a = normal_step(s, ctx)
        moved = moved or not isinstance(a, Skip)
        apply_inplace(s, a)
    if not moved:
        return 0.0
    return max(0.0, _kingdom_worth(s, seat, ctx) - before)
