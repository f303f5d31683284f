"""What the table asks of a player, in words, for every rule set: the instruction on the turn
banner, the step bar's line, the XXL chooser's lines and the hot-seat hand-over screen. One
source, so a wording is changed in one place; the modules that draw read it from here."""

from __future__ import annotations

from game.engine import Action, State
from game.engine.layers import COLLAPSED, FALLEN
from game.engine.rules.xxl_common import DECISIONS
from game.engine.rules.xxl_steps import CLEAR_COST, COURT_RUIN, REBUILD_COST, Buy, Clear, Rebuild
from game.engine.state import edition_2
from game.i18n import _
from game.ui import content_words
from game.ui.table.stages import table_tower

#: the towers' names where a table has two (their ids are the engine's, `content.TOWERS`), each
#: read in the player's language
TOWER_NAMES = content_words.TOWER_NAMES
court_name = content_words.court_name  # a Court tile's name


def coins_text(n: int) -> str:
    return f"{n} coin{'s' if n != 1 else ''}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


# -- every rule set: the first claims, placing, claiming, the end --------------------------------
FIRST_CLAIM = "Pick a domino for your king: click it, or drag your king onto it"
PLACE = "Drag your domino into your kingdom · R rotates · G shows legal spots"
MUST_DISCARD = "Your domino fits nowhere: discard it"
CLAIM = "Claim a domino for next round: click it, or drag your king onto it"
NEXT_GAME = "Open the results to start the next game"
GAME_OVER = "Game over"


def generic(step: str) -> str:
    """A step the table has no drawing of its own for: its legal actions are buttons."""
    return f"{step.capitalize()}: choose one of the buttons"


# -- Queendomino: the builders' steps (the banner, then the step bar's line, fullest first) -------
def q_tax(most: int) -> str:
    return (f"Send up to {most} knight{'s' if most > 1 else ''}: click squares of the domino you "
            f"placed, then Send (Enter) · S: none")


Q_BUILD = "Drag a building onto an empty town square (or 1-6, Tab, Enter) · S: skip · C: claim"
Q_BRIBE = "Click a building (or 1-6) for the Dragon to burn, 1 coin · S: don't · C: go to claim"
# the last round has no claims: C ends the turn
Q_BUILD_LAST = "Drag a building onto an empty town square (or 1-6, Tab, Enter) · S: skip · C: end turn"
Q_BRIBE_LAST = "Click a building (or 1-6) for the Dragon to burn, 1 coin · S: don't · C: end turn"
#: the button that skips every step left in the turn (C): (its words, its tip), before the last
#: round and in it (nothing is claimed then: the turn ends)
TO_CLAIM = ("Go to claim", "Skip every remaining step (C)")
END_TURN = ("End turn", "Skip every remaining step: the last round has no claims (C)")
Q_CLAIM_BAR = ["Claim a domino for your king", "Claim"]


def q_step_bar(step: str, coins: int, guard: int, dear: int, cheap: int, queen: bool) -> list[str]:
    """What the builders' step costs: the fullest wording first, then shorter ones for narrow
    tables (the lit chip names the step)."""
    have = f"you have {coins}"
    if step == "tax":
        return [f"Free · {_plural(guard, 'knight')} in the guard", f"guard {guard}"]
    if step == "build":  # the prices paid: the Queen and this round's event included
        return [f"{dear} to {cheap} coins by slot{' (Queen −1)' if queen else ''} · {have}",
                f"{dear}–{cheap} coins · have {coins}", f"{coins} coins"]
    if step == "bribe":
        return [f"1 coin to burn a building · {have}", f"1 coin · have {coins}", f"{coins} coins"]
    return [f"{coins} coins · {guard} in the guard", f"{coins} coins"]


# -- Royal Wedding XXL ----------------------------------------------------------------------------
#: what each choice asks (the banner), by decision or step name
ASK = {
    "giant": "Click a crown of your kingdom for the giant to cover",
    "footprint": "Choose the kingdom your giant walks to (the buttons)",
    "footprint_giant": "Click the giant of yours that walks away",
    "collapse": "Click the building that collapses",
    "topple": "Click the building whose tower falls",
    "bury": "Click the knight that goes to the cemetery",
    "giant_leave": "Click the giant that returns to the supply",
    "stampede": "Click the giant you pass to the next kingdom",
    "patrol": "Click one of your knights, then the square it moves to",
    "march": "Click one of your knights, then the square it moves to",
    "court_pay": "Click the resource tokens you pay with, one by one · U: not this tile",
    "court_place": "Click a free square for the Court tile",
    "restore": "C′: click a damaged building to rebuild or clear it · S: skip · C: claim",
    "court": "Buy a Court tile: click it (2 different resources) · S: skip · C: claim",
    "court_search": "Buy a Court tile: click it (2 resources), or Search piles (4) · S: skip · C: claim",
}


def x_decision(name: str) -> str | None:
    """What a decision asks; one the table has no words for says what the engine asks."""
    return ASK.get(name) or (_(DECISIONS[name].ask) if name in DECISIONS else None)  # marked in the engine


def x_walks_in(sender: str) -> str:
    return f"{sender}'s giant walks in: click the crown it covers"


def x_bribe(cost: int) -> str:  # the middle banner is narrower than Queendomino's: short words
    price = "free" if cost == 0 else f"{cost} coin{'s' if cost != 1 else ''}"
    return f"Click a building for a Dragon to burn ({price}) · S: don't · C: claim"


def x_tax(most: int) -> str:
    squares = f"{most} square{'s' if most > 1 else ''}"
    return f"Click up to {squares} of your new domino for knights · Enter"


def x_build(again: bool) -> str:
    lead = "Build again (the event): " if again else ""
    return f"{lead}{'d' if lead else 'D'}rag a building onto a town square · S: skip · C: claim"


def x_phase(st: State) -> str:
    """Which phase and tower is in play, for the step bar."""
    if st.phase == "over":
        return GAME_OVER
    if st.phase == "draft":  # each king claims on its own tower's line
        return f"First claims · {TOWER_NAMES[table_tower(st)]} line"
    return f"Round {st.round} · {TOWER_NAMES.get(st.tower, st.tower)} phase"


def x_step_bar(st: State, kingdom: str | None) -> list[str]:
    """The phase, and the kingdom acting (a team's name names both people), fullest first."""
    phase = x_phase(st)
    return [phase] if kingdom is None else [f"{phase} · {kingdom}'s kingdom", phase]


def pass_mouse(who: str) -> str:
    return f"Pass the mouse to {who}, then click"


def handover_screen(who: str, sender: str, kingdom: str) -> tuple[str, tuple[str, str, str]]:
    """The hot-seat screen's title and lines: the giant's new owner takes the mouse."""
    return (f"Pass the mouse to {who}",
            (f"{sender}'s giant walks into {kingdom}'s kingdom,", f"and {who} picks the crown it covers.",
             f"{who}: click anywhere (or press Enter) when you hold the mouse."))


def menu_text(st: State, a: Action) -> str:
    """A chooser line: what the choice does, in words, with its price (C′ speaks of a tower
    only when a tower fell on a standing building; since edition 2 one figurine a choice)."""
    if isinstance(a, Buy) and a.search:
        return f"Search: {court_name(a.tile)}"
    if isinstance(a, Rebuild | Clear) and st.actor is not None:
        k = st.kingdoms[st.actor]
        fallen = int(k.at(FALLEN, a.row, a.col) or 0)
        tower = fallen > 0 and not k.at(COLLAPSED, a.row, a.col) and not k.at(COURT_RUIN, a.row, a.col)
        cost = coins_text(REBUILD_COST if isinstance(a, Rebuild) else CLEAR_COST)
        if not tower:
            return f"{'Rebuild' if isinstance(a, Rebuild) else 'Clear the square'} ({cost})"
        if not edition_2(st):  # 0.2.0 stood every fallen tower of the building up at once
            return f"Stand the tower{'s' if fallen > 1 else ''} up ({cost})"
        which = "a fallen tower" if fallen > 1 else "the fallen tower"
        return f"{'Stand ' + which + ' up' if isinstance(a, Rebuild) else 'Clear ' + which} ({cost})"
    return str(a)
