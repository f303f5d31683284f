"""The steps Royal Wedding XXL adds or changes (rulings §3): claims on a king's own tower,
placement with giants and Court resources, a second build when an event allows it,
C′ (rebuild or clear the land) and D (buy a Court tile, paid and placed as decisions).

C′ in edition 2 (`edition_2`): a fallen tower is stood up (3 coins) or cleared (1 coin: the
figurine goes back to the supply, the building stays), one figurine per C′; a collapsed Court
building tile (layer `court_ruin`, set beside its square, which stays taken) is put back on its
square (3 coins) or leaves the game (1 coin, `court["gone"]`), freeing the square. Edition 1
(release 0.2.0) rebuilt every fallen tower of a building at once and could not clear one.

Court state (`state.ext["court"]`, when played): `piles` (one face-down pile per set) and
`faceup` (the tiles face up beside each pile). A tile instance id is the tile's data id
+ `SET_ID_OFFSET` per extra set (`data_id` reads it back), so two sets never share an id.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..actions import Action, Claim, Place, SquareAction, TextAction, action_kind
from ..court_data import SET_ID_OFFSET, CourtBuilding, buy_costs, court_tile, resource_for
from ..errors import IllegalAction, Why
from ..kingdom import DIRS, Kingdom
from ..layers import BUILDING, COINS, COLLAPSED, COURT, COURT_CROWNS, FALLEN, GIANT, KNIGHT, RESOURCE, TOWERS
from ..state import Slot, State
from ..terrain import CASTLE, NAMES, TOWN
from ..words import N_, NN_
from . import kingdomino as kd
from .economy_steps import BuildStep, builds_allowed, last_round_ends, mine, queen_moves
from .xxl_common import edition_2

FE, AOG = "fantastic_era", "age_of_giants"
COURT_BUILDING = "court_building"  # layer: the Court building tile on a square
COURT_RUIN = "court_ruin"  # layer: a collapsed Court building tile, beside the square it left
REBUILD_COST, CLEAR_COST = 3, 1


def tower_of(king: int) -> str:
    """A kingdom's first king (even id) claims on the Fantastic Era line, its second on the
    Age of Giants line."""
    return FE if king % 2 == 0 else AOG


@cache
def _tile(data_id: int) -> Any:
    return court_tile(data_id)


def data_id(tid: int) -> int:
    """The data id of a Court tile in play (any set's copy)."""
    return tid % SET_ID_OFFSET


def tile_data(tid: int) -> Any:
    return _tile(data_id(tid))


@cache
def resource_brought(t: int, crowns: int) -> str | None:
    """The resource token a square of terrain code `t` with `crowns` receives when placed with
    the Court (None: none; a square with a crown gets none)."""
    return None if crowns else resource_for(NAMES.get(t, ""))


# -- F (and the first claims): on the king's own tower ---------------------------------
class ClaimStep(kd.ClaimStep):
    def tower(self, state: State) -> str:
        """Each king claims on its own tower's line (at the first claims too, while the
        Fantastic Era tower is the one named in play)."""
        return tower_of(state.king) if state.king is not None else state.tower

    def _line(self, state: State) -> list[Slot] | None:
        draft = state.drafts[self.tower(state)]
        return draft.current if state.phase == "draft" else draft.next

    def applies(self, state: State) -> bool:
        return self._line(state) is not None

    def legal(self, state: State) -> list[Action]:
        return [Claim(s.domino) for s in self._line(state) or [] if s.king is None and s.domino is not None]

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Claim):
            raise IllegalAction("wrong_step", Why(N_("now is the time to claim a domino")), action)
        for s in self._line(state) or []:
            if s.domino == action.domino:
                if s.king is not None:
                    why = Why(N_("domino {domino} is already claimed"), domino=action.domino)
                    raise IllegalAction("taken", why, action)
                return
        why = Why(N_("domino {domino} is not in your tower's line"), domino=action.domino)
        raise IllegalAction("not_in_line", why, action)

    def apply(self, state: State, action: Action) -> None:
        assert isinstance(action, Claim)
        king = state.king
        tower = self.tower(state)
        if state.phase != "draft":
            for s in state.drafts[tower].current:
                if s.king == king:
                    s.king = None
        for s in self._line(state) or []:
            if s.domino == action.domino:
                s.king = king


# -- A: place, with giants and resources ---------------------------------------------------
class PlaceStep(kd.PlaceStep):
    def apply(self, state: State, action: Action) -> None:
        n, k = mine(state)
        did = state.claimed_domino(state.king or 0)
        assert did is not None
        super().apply(state, action)
        state.ext["built"] = 0
        if isinstance(action, Place):
            dr, dc = DIRS[action.dir]
            squares = [(action.row, action.col), (action.row + dr, action.col + dc)]
            state.ext["placed"] = [list(sq) for sq in squares]
            if state.options.court:
                for r, c in squares:
                    kind = resource_brought(*k.cell(r, c))
                    if kind is not None:
                        k.set_at(RESOURCE, r, c, kind)
        else:
            state.ext["placed"] = None
        from .xxl_giants import after_place  # giants: placed or discarded, footprints: placed

        after_place(state, n, did, isinstance(action, Place))


class BuildAgainStep(BuildStep):
    """A second build in the turn, in a round whose event allows it."""

    name = "build_again"

    def applies(self, state: State) -> bool:
        built = state.ext.get("built", 0)
        return 0 < built < builds_allowed(state) and super().applies(state)


class CountedBuildStep(BuildStep):
    def apply(self, state: State, action: Action) -> None:
        super().apply(state, action)
        state.ext["built"] = state.ext.get("built", 0) + 1


class CountedBuildAgainStep(BuildAgainStep):
    def apply(self, state: State, action: Action) -> None:
        super().apply(state, action)
        state.ext["built"] = state.ext.get("built", 0) + 1


# -- C′: rebuild or clear the land -----------------------------------------------------------
@action_kind
@dataclass(frozen=True, slots=True)
class Rebuild(SquareAction):
    """Rebuild a collapsed building, or its fallen towers (3 coins): `rebuild 3,4`."""

    TEXT = "rebuild {row},{col}"


@action_kind
@dataclass(frozen=True, slots=True)
class Clear(SquareAction):
    """Clear the land under a collapsed building (1 coin): `clear 3,4`."""

    TEXT = "clear {row},{col}"


def damaged(k: Kingdom) -> list[tuple[int, int, bool]]:
    """(row, col, collapsed) of every building that is collapsed or has fallen towers, and of
    every collapsed Court building tile (edition 2), in reading order."""
    out = [(r, c, bool(k.at(COLLAPSED, r, c))) for r, c, _ in k.squares(BUILDING)
           if k.at(COLLAPSED, r, c) or k.at(FALLEN, r, c)]
    if COURT_RUIN in k.layers:
        out = sorted(out + [(r, c, True) for r, c, _ in k.squares(COURT_RUIN)])
    return out


def collapse_court_building(k: Kingdom, r: int, c: int) -> None:
    """An event makes the Court building tile on (r, c) collapse: it leaves its square (crowns
    and all) and waits beside it for C′."""
    k.set_at(COURT_RUIN, r, c, k.at(COURT_BUILDING, r, c))
    k.set_at(COURT_BUILDING, r, c, None)
    k.set_at(COURT_CROWNS, r, c, None)


def _clearable(state: State, k: Kingdom, r: int, c: int, collapsed: bool) -> bool:
    # edition 1 cleared only the land under a collapsed building
    return collapsed or (edition_2(state) and bool(k.at(FALLEN, r, c)))


class RestoreStep:
    """C′, once per round per kingdom: rebuild (3 coins) or clear the land (1 coin)."""

    name = "restore"
    optional = True

    def applies(self, state: State) -> bool:
        return bool(self.legal(state))

    def legal(self, state: State) -> list[Action]:
        n, k = mine(state)
        if n in state.ext.get("restored", []):
            return []
        coins = k.vals.get(COINS, 0)
        out: list[Action] = []
        for r, c, collapsed in damaged(k):
            if coins >= REBUILD_COST:
                out.append(Rebuild(r, c))
            if _clearable(state, k, r, c, collapsed) and coins >= CLEAR_COST:
                out.append(Clear(r, c))
        return out

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Rebuild | Clear):
            raise IllegalAction("wrong_step", Why(N_("rebuild or clear the land now (or skip)")), action)
        n, k = mine(state)
        if n in state.ext.get("restored", []):
            raise IllegalAction("restored", Why(N_("your kingdom has already rebuilt or cleared this round")),
                                action)
        where = {(r, c): collapsed for r, c, collapsed in damaged(k)}
        if (action.row, action.col) not in where:
            raise IllegalAction("not_damaged", Why(N_("no collapsed building or fallen tower there")), action)
        if isinstance(action, Clear) and not _clearable(state, k, action.row, action.col,
                                                        where[(action.row, action.col)]):
            why = Why(N_("only the land under a collapsed building can be cleared"))
            raise IllegalAction("standing", why, action)
        cost = REBUILD_COST if isinstance(action, Rebuild) else CLEAR_COST
        if k.vals.get(COINS, 0) < cost:
            raise IllegalAction("coins", Why(NN_("{count} coin needed, you have {coins}",
                                                  "{count} coins needed, you have {coins}"),
                                              count=cost, coins=k.vals.get(COINS, 0)), action)

    def apply(self, state: State, action: Action) -> None:
        assert isinstance(action, Rebuild | Clear)
        n, k = mine(state)
        r, c = action.row, action.col
        state.ext.setdefault("restored", []).append(n)
        k.vals[COINS] -= REBUILD_COST if isinstance(action, Rebuild) else CLEAR_COST
        if k.at(COURT_RUIN, r, c):
            self._court_tile(state, k, r, c, isinstance(action, Rebuild))
            return
        # edition 2 restores one fallen tower per C′ (of a standing building); edition 1 all of them
        one_tower = edition_2(state) and not k.at(COLLAPSED, r, c)
        if isinstance(action, Rebuild):
            k.set_at(COLLAPSED, r, c, 0)
            k.set_at(FALLEN, r, c, int(k.at(FALLEN, r, c)) - 1 if one_tower else 0)
            if k.at(TOWERS, r, c):
                queen_moves(state, n)  # towers stand again: as after a build (rulings §2.7)
            return
        if one_tower:  # a fallen tower cleared: the figurine goes back, the building stays
            k.set_at(TOWERS, r, c, int(k.at(TOWERS, r, c)) - 1)
            k.set_at(FALLEN, r, c, int(k.at(FALLEN, r, c)) - 1)
            return
        state.ext["burned"].append(int(k.at(BUILDING, r, c)))  # out of the game
        for layer in (BUILDING, COLLAPSED, FALLEN, TOWERS):
            k.set_at(layer, r, c, 0)

    @staticmethod
    def _court_tile(state: State, k: Kingdom, r: int, c: int, rebuild: bool) -> None:
        """A collapsed Court building back on its square, or out of the game."""
        tile = int(k.at(COURT_RUIN, r, c))
        k.set_at(COURT_RUIN, r, c, None)
        if rebuild:
            k.set_at(COURT_BUILDING, r, c, tile)
            k.set_at(COURT_CROWNS, r, c, tile_data(tile).crowns)
        else:
            _court(state).setdefault("gone", []).append(tile)


# -- D: the Court ----------------------------------------------------------------------------
@action_kind
@dataclass(frozen=True, slots=True)
class Buy(TextAction):
    """Buy a Court tile: face up (`court 305`, 2 resources of different kinds) or searched
    from a pile (`court search 305`, 4 of different kinds)."""

    TEXT = r"court {search:search }{tile:\d+}"
    tile: int
    search: bool = False


@action_kind
@dataclass(frozen=True, slots=True)
class Pay(SquareAction):
    """Spend the resource token on a square: `pay 3,4`."""

    TEXT = "pay {row},{col}"


@action_kind
@dataclass(frozen=True, slots=True)
class PlaceTile(SquareAction):
    """Put the Court tile just bought on a square: `tile at 3,4`."""

    TEXT = "tile at {row},{col}"


BLOCKERS = (RESOURCE, COURT, COURT_CROWNS, COURT_RUIN, BUILDING, KNIGHT, GIANT)
_NOT_RESOURCE = BLOCKERS[1:]


def _mask(k: Kingdom, layers: tuple[str, ...]) -> int:
    """The squares any of these layers marks, as a mask."""
    out = 0
    for layer in layers:
        for i in k.layers.get(layer, ()):
            out |= 1 << i
    return out


def _untaken(k: Kingdom, squares: int, taken: int) -> list[tuple[int, int, int]]:
    """(row, col, terrain) in reading order of the occupied `squares` that have no printed
    crown, are not the castle and are not `taken`."""
    crowned, *more = k.planes
    for plane in more:
        crowned |= plane
    free = squares & k.occ & ~(k.masks[CASTLE] | crowned | taken)
    terr, w = k.terr, k.width
    out = []
    while free:
        bit = free & -free
        free ^= bit
        i = bit.bit_length() - 1
        out.append((i // w - 1, i % w - 1, terr[i]))
    return out


def free_squares(k: Kingdom) -> list[tuple[int, int, int]]:
    """(row, col, terrain) of squares a Court tile could go on: no printed crown, no
    resource and nothing on it, in reading order (computed once per listing: a hot path,
    hence the kingdom's bit sets)."""
    return _untaken(k, k.occ, _mask(k, BLOCKERS))


def tile_squares(k: Kingdom, tid: int,
                 free: list[tuple[int, int, int]] | None = None) -> list[tuple[int, int]]:
    """Squares a Court tile may go on: free ones (see `free_squares`); buildings on their own
    terrain, characters on any terrain but town."""
    data = tile_data(tid)
    free = free_squares(k) if free is None else free
    if isinstance(data, CourtBuilding):
        return [(r, c) for r, c, t in free if NAMES[t] == data.terrain]
    return [(r, c) for r, c, t in free if t != TOWN]


def freeable_squares(k: Kingdom) -> list[tuple[int, int, int]]:
    """(row, col, terrain) of squares only a resource token keeps from a Court tile: paying
    with that token frees them (rulings §3, buying a Court tile)."""
    return _untaken(k, _mask(k, (RESOURCE,)), _mask(k, _NOT_RESOURCE))


def payable_tokens(k: Kingdom, tid: int, left: int, paid: list[str]) -> list[tuple[int, int]]:
    """The tokens that may pay next for tile `tid` (`left` tokens still owed, kinds `paid`
    already given): any of a kind not paid yet while a square for the tile is free; else only
    those after which some payment still frees a square for it (no dead end before placing)."""
    tokens = [(r, c, str(v)) for r, c, v in k.squares(RESOURCE) if v not in paid]
    if tile_squares(k, tid):
        return [(r, c) for r, c, _ in tokens]
    kind = {(r, c): str(k.at(RESOURCE, r, c)) for r, c, _ in freeable_squares(k)}
    fits = {sq: kind[sq] for sq in tile_squares(k, tid, freeable_squares(k))}
    return [(r, c) for r, c, v in tokens
            if (r, c) in fits or (left > 1 and any(w != v and w not in paid for w in fits.values()))]


def resource_kinds(k: Kingdom) -> set[str]:
    return {str(v) for v in k.layers.get(RESOURCE, {}).values()}


def _court(state: State) -> dict[str, Any]:
    court: dict[str, Any] = state.ext["court"]
    return court


def buyable(state: State, k: Kingdom) -> list[Buy]:
    costs = buy_costs()
    kinds = len(resource_kinds(k))
    if kinds < costs["face_up"]:
        return []
    court = _court(state)
    # a square is free once paid for: a token paid (of a kind of its own, as every kind paid
    # differs) frees the square it lay on when nothing else stands there
    # (edition 2: a game begun under 0.2.0 needed a free square before paying)
    # (the terrains of free_squares + freeable_squares, read off the masks: no square lists)
    crowned, *more = k.planes
    for plane in more:
        crowned |= plane
    untaken = k.occ & ~(k.masks[CASTLE] | crowned)
    others = _mask(k, _NOT_RESOURCE)
    tokens = _mask(k, (RESOURCE,))
    free = untaken & ~(others | tokens) | (untaken & tokens & ~others if edition_2(state) else 0)
    terrains = {name for t, name in NAMES.items() if k.masks[t] & free}
    characters_fit = bool(free & ~k.masks[TOWN])

    def fits(tid: int) -> bool:
        data = tile_data(tid)
        return data.terrain in terrains if isinstance(data, CourtBuilding) else characters_fit

    out = [Buy(t) for row in court["faceup"] for t in row if fits(t)]
    if kinds >= costs["search"]:
        # a search names the kind of tile (its data id): which pile holds it is hidden
        # in a seat's view the piles are face down (0s): which tiles they hold is still known
        hidden = state.hidden.get("court") if state.hidden is not None else None
        in_piles = hidden if hidden is not None else [t for pile in court["piles"] for t in pile]
        kinds_in_piles = sorted({data_id(t) for t in in_piles if t})
        out += [Buy(t, True) for t in kinds_in_piles if fits(t)]
    return out


class CourtStep:
    """D: buy one Court tile; paying and placing it follow as the same king's decisions."""

    name = "court"
    optional = True

    def applies(self, state: State) -> bool:
        if not state.options.court:
            return False
        _, k = mine(state)
        return len(resource_kinds(k)) >= buy_costs()["face_up"] and bool(buyable(state, k))

    def legal(self, state: State) -> list[Action]:
        _, k = mine(state)
        return list(buyable(state, k))

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Buy):
            raise IllegalAction("wrong_step", Why(N_("buy a Court tile now (or skip)")), action)
        _, k = mine(state)
        need = buy_costs()["search" if action.search else "face_up"]
        if len(resource_kinds(k)) < need:
            why = Why(NN_("{need} resources of different kinds needed, you have {count} kind",
                          "{need} resources of different kinds needed, you have {count} kinds"),
                      need=need, count=len(resource_kinds(k)))
            raise IllegalAction("resources", why, action)
        if action not in buyable(state, k):
            pile = N_("that tile is not in a Court pile, or has no free square in your kingdom")
            face_up = N_("that tile is not face up, or has no free square in your kingdom")
            words = pile if action.search else face_up
            raise IllegalAction("no_tile", Why(words, tile=action.tile), action)

    def apply(self, state: State, action: Action) -> None:
        assert isinstance(action, Buy)
        n, _ = mine(state)
        court = _court(state)
        tile = action.tile
        if action.search:  # the first pile holding one; then that pile is shuffled (court.md)
            pile = next(p for p in court["piles"] if any(data_id(t) == tile for t in p))
            tile = min(t for t in pile if data_id(t) == tile)
            pile.remove(tile)
            state.rng.shuffle(pile)
        else:
            for group in court["faceup"]:
                if tile in group:
                    group.remove(tile)
                    break
        need = buy_costs()["search" if action.search else "face_up"]
        state.pending.append({"step": "court_pay", "kingdom": n, "king": state.king, "tile": tile,
                              "left": need, "kinds": []})


class PayDecision:
    name = "court_pay"
    optional = False

    def applies(self, state: State) -> bool:
        return True

    def _tokens(self, state: State) -> list[tuple[int, int]]:
        d = state.pending[0]
        return payable_tokens(state.kingdoms[d["kingdom"]], d["tile"], d["left"], d["kinds"])

    def legal(self, state: State) -> list[Action]:
        return [Pay(r, c) for r, c in self._tokens(state)]

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, Pay):
            raise IllegalAction("wrong_step", Why(N_("pick a resource token of your kingdom to pay with")),
                                action)
        if (action.row, action.col) not in self._tokens(state):
            why = Why(N_("pay with a token of your kingdom, of a kind not paid yet, that leaves a square for "
                         "the tile"))
            raise IllegalAction("token", why, action)

    def apply(self, state: State, action: Action, decision: dict[str, Any]) -> None:
        assert isinstance(action, Pay)
        k = state.kingdoms[decision["kingdom"]]
        kinds = [*decision["kinds"], k.at(RESOURCE, action.row, action.col)]
        k.set_at(RESOURCE, action.row, action.col, None)
        step = ({**decision, "left": decision["left"] - 1, "kinds": kinds} if decision["left"] > 1
                else {"step": "court_place", "kingdom": decision["kingdom"], "king": decision["king"],
                      "tile": decision["tile"]})
        state.pending.insert(0, step)


class PlaceTileDecision:
    name = "court_place"
    optional = False

    def applies(self, state: State) -> bool:
        return True

    def legal(self, state: State) -> list[Action]:
        d = state.pending[0]
        return [PlaceTile(r, c) for r, c in tile_squares(state.kingdoms[d["kingdom"]], d["tile"])]

    def validate(self, state: State, action: Action) -> None:
        if not isinstance(action, PlaceTile):
            raise IllegalAction("wrong_step", Why(N_("put your Court tile on a square of your kingdom")),
                                action)
        d = state.pending[0]
        if (action.row, action.col) not in tile_squares(state.kingdoms[d["kingdom"]], d["tile"]):
            data = tile_data(d["tile"])
            why = (Why(N_("the tile goes on a {terrain} square with no printed crown, resource or piece"),
                       terrain=data.terrain) if isinstance(data, CourtBuilding)
                   else Why(N_("the tile goes on a square that is not a town with no printed crown, resource "
                               "or piece")))
            raise IllegalAction("square", why, action)

    def apply(self, state: State, action: Action, decision: dict[str, Any]) -> None:
        assert isinstance(action, PlaceTile)
        k = state.kingdoms[decision["kingdom"]]
        data = tile_data(decision["tile"])
        if isinstance(data, CourtBuilding):
            k.set_at(COURT_CROWNS, action.row, action.col, data.crowns)
            k.set_at(COURT_BUILDING, action.row, action.col, decision["tile"])
        else:
            k.set_at(COURT, action.row, action.col, data.key)


def refill_court(state: State) -> None:
    """Face-up Court spots are refilled at the end of the round (not the last: that prepares
    a next round; a game begun under 0.2.0 refills as it did then)."""
    court = state.ext.get("court")
    if not court or (last_round_ends(state) and edition_2(state)):
        return
    want = buy_costs()["face_up_per_pile"]
    for pile, faceup in zip(court["piles"], court["faceup"], strict=True):
        while len(faceup) < want and pile:
            faceup.append(pile.pop())


