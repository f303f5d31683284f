"""What the table asks of a player, in words, for every rule set: the instruction on the turn
banner, the step bar's line, the XXL chooser's lines and the hot-seat hand-over screen. One
source, so a wording is changed in one place; the modules that draw read it from here.

Languages: the constants (UPPER names, ASK) are marked with N_ and stay English: the language
can change while the game runs, so the code that draws one passes it through `_()`
(`game.i18n.content.tower_name` does it for a tower). The functions are called when drawing:
they return words in the player's language already, numbers in its format (whole sentences,
plurals by ngettext)."""

from __future__ import annotations

from game.engine import Action, State
from game.engine.layers import COLLAPSED, FALLEN
from game.engine.rules.xxl_common import DECISIONS
from game.engine.rules.xxl_steps import CLEAR_COST, COURT_RUIN, REBUILD_COST, Buy, Clear, Rebuild
from game.engine.state import edition_2
from game.i18n import N_, _, ngettext, pgettext
from game.i18n.content import court_name, tower_name
from game.i18n.formats import number
from game.ui.table.stages import table_tower


def coins_text(n: int) -> str:
    """A number of coins, with the language's plural: "1 coin", "2 coins"."""
    return ngettext("{n} coin", "{n} coins", n).format(n=number(n))


# -- every rule set: the first claims, placing, claiming, the end --------------------------------
FIRST_CLAIM = N_("Pick a domino for your king: click it, or drag your king onto it")
PLACE = N_("Drag your domino into your kingdom · R rotates · G shows legal spots")
MUST_DISCARD = N_("Your domino fits nowhere: discard it")
CLAIM = N_("Claim a domino for next round: click it, or drag your king onto it")
NEXT_GAME = N_("Open the results to start the next game")
GAME_OVER = N_("Game over")


def generic(step: str) -> str:
    """A step the table has no drawing of its own for: its legal actions are buttons."""
    return _("{step}: choose one of the buttons").format(step=step.capitalize())


# -- Queendomino: the builders' steps (the banner, then the step bar's line, fullest first) -------
def q_tax(most: int) -> str:
    return ngettext(
        "Send up to {n} knight: click squares of the domino you placed, then Send (Enter) · S: none",
        "Send up to {n} knights: click squares of the domino you placed, then Send (Enter) · S: none",
        most).format(n=number(most))


Q_BUILD = N_("Drag a building onto an empty town square (or 1-6, Tab, Enter) · S: skip · C: claim")
Q_BRIBE = N_("Click a building (or 1-6) for the Dragon to burn, 1 coin · S: don't · C: go to claim")
# the last round has no claims: C ends the turn
Q_BUILD_LAST = N_("Drag a building onto an empty town square (or 1-6, Tab, Enter) · S: skip · C: end turn")
Q_BRIBE_LAST = N_("Click a building (or 1-6) for the Dragon to burn, 1 coin · S: don't · C: end turn")
#: the button that skips every step left in the turn (C): (its words, its tip), before the last
#: round and in it (nothing is claimed then: the turn ends)
TO_CLAIM = (N_("Go to claim"), N_("Skip every remaining step (C)"))
END_TURN = (N_("End turn"), N_("Skip every remaining step: the last round has no claims (C)"))
Q_CLAIM_BAR = [N_("Claim a domino for your king"), N_("Claim")]


def q_step_bar(step: str, coins: int, guard: int, dear: int, cheap: int, queen: bool) -> list[str]:
    """What the builders' step costs: the fullest wording first, then shorter ones for narrow
    tables (the lit chip names the step)."""
    have, g = number(coins), number(guard)
    if step == "tax":
        free = ngettext("Free · {n} knight in the guard", "Free · {n} knights in the guard", guard)
        return [free.format(n=g), _("guard {n}").format(n=g)]
    if step == "build":  # the prices paid: the Queen and this round's event included
        prices = {"dear": number(dear), "cheap": number(cheap), "coins": have}
        full = (_("{dear} to {cheap} coins by slot (Queen −1) · you have {coins}") if queen
                else _("{dear} to {cheap} coins by slot · you have {coins}"))
        return [full.format(**prices), _("{dear}–{cheap} coins · have {coins}").format(**prices),
                coins_text(coins)]
    if step == "bribe":
        return [_("1 coin to burn a building · you have {coins}").format(coins=have),
                _("1 coin · have {coins}").format(coins=have), coins_text(coins)]
    return [ngettext("{coins} coin · {guard} in the guard", "{coins} coins · {guard} in the guard",
                     coins).format(coins=have, guard=g), coins_text(coins)]


# -- Royal Wedding XXL ----------------------------------------------------------------------------
#: what each choice asks (the banner), by decision or step name
ASK = {
    "giant": N_("Click a crown of your kingdom for the giant to cover"),
    "footprint": N_("Choose the kingdom your giant walks to (the buttons)"),
    "footprint_giant": N_("Click the giant of yours that walks away"),
    "collapse": N_("Click the building that collapses"),
    "topple": N_("Click the building whose tower falls"),
    "bury": N_("Click the knight that goes to the cemetery"),
    "giant_leave": N_("Click the giant that returns to the supply"),
    "stampede": N_("Click the giant you pass to the next kingdom"),
    "patrol": N_("Click one of your knights, then the square it moves to"),
    "march": N_("Click one of your knights, then the square it moves to"),
    "court_pay": N_("Click the resource tokens you pay with, one by one · U: not this tile"),
    "court_place": N_("Click a free square for the Court tile"),
    "restore": N_("C′: click a damaged building to rebuild or clear it · S: skip · C: claim"),
    "court": N_("Buy a Court tile: click it (2 different resources) · S: skip · C: claim"),
    "court_search": N_("Buy a Court tile: click it (2 resources), or Search piles (4) · S: skip · C: claim"),
}


def x_decision(name: str) -> str | None:
    """What a decision asks, translated; one the table has no words for says what the engine asks."""
    text = ASK.get(name) or (DECISIONS[name].ask if name in DECISIONS else None)
    return None if text is None else _(text)


def x_walks_in(sender: str) -> str:
    return _("{name}'s giant walks in: click the crown it covers").format(name=sender)


def x_bribe(cost: int) -> str:  # the middle banner is narrower than Queendomino's: short words
    price = pgettext("price", "free") if cost == 0 else coins_text(cost)
    return _("Click a building for a Dragon to burn ({price}) · S: don't · C: claim").format(price=price)


def x_tax(most: int) -> str:
    text = ngettext("Click up to {n} square of your new domino for knights · Enter",
                    "Click up to {n} squares of your new domino for knights · Enter", most)
    return text.format(n=number(most))


def x_build(again: bool) -> str:
    if again:
        return _("Build again (the event): drag a building onto a town square · S: skip · C: claim")
    return _("Drag a building onto a town square · S: skip · C: claim")


def x_phase(st: State) -> str:
    """Which phase and tower is in play, for the step bar."""
    if st.phase == "over":
        return _(GAME_OVER)
    if st.phase == "draft":  # each king claims on its own tower's line
        return _("First claims · {tower} line").format(tower=tower_name(table_tower(st)))
    return _("Round {n} · {tower} phase").format(n=number(st.round), tower=tower_name(st.tower))


def x_step_bar(st: State, kingdom: str | None) -> list[str]:
    """The phase, and the kingdom acting (a team's name names both people), fullest first."""
    phase = x_phase(st)
    if kingdom is None:
        return [phase]
    return [_("{phase} · {name}'s kingdom").format(phase=phase, name=kingdom), phase]


def pass_mouse(who: str) -> str:
    return _("Pass the mouse to {name}, then click").format(name=who)


def handover_screen(who: str, sender: str, kingdom: str) -> tuple[str, tuple[str, str, str]]:
    """The hot-seat screen's title and lines: the giant's new owner takes the mouse. The first
    two lines are one sentence: one msgid, its line break where the language puts it."""
    story = _("{sender}'s giant walks into {owner}'s kingdom,\nand {name} picks the crown it covers.")
    first, _nl, second = story.format(sender=sender, owner=kingdom, name=who).partition("\n")
    last = _("{name}: click anywhere (or press Enter) when you hold the mouse.").format(name=who)
    return _("Pass the mouse to {name}").format(name=who), (first, second, last)


def menu_text(st: State, a: Action) -> str:
    """A chooser line: what the choice does, in words, with its price (C′ speaks of a tower
    only when a tower fell on a standing building; since edition 2 one figurine a choice)."""
    if isinstance(a, Buy) and a.search:
        return _("Search: {tile}").format(tile=court_name(a.tile))
    if isinstance(a, Rebuild | Clear) and st.actor is not None:
        k = st.kingdoms[st.actor]
        fallen = int(k.at(FALLEN, a.row, a.col) or 0)
        tower = fallen > 0 and not k.at(COLLAPSED, a.row, a.col) and not k.at(COURT_RUIN, a.row, a.col)
        price = coins_text(REBUILD_COST if isinstance(a, Rebuild) else CLEAR_COST)
        rebuild = isinstance(a, Rebuild)
        if not tower:
            text = _("Rebuild ({price})") if rebuild else _("Clear the square ({price})")
        elif not edition_2(st):  # 0.2.0 stood every fallen tower of the building up at once
            text = ngettext("Stand the tower up ({price})", "Stand the towers up ({price})", fallen)
        elif fallen > 1:
            text = _("Stand a fallen tower up ({price})") if rebuild else _("Clear a fallen tower ({price})")
        elif rebuild:
            text = _("Stand the fallen tower up ({price})")
        else:
            text = _("Clear the fallen tower ({price})")
        return text.format(price=price)
    return str(a)
