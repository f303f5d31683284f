"""The words of the Royal Wedding XXL lesson: what each of the learner's moves does there (two
towers, the face-down line, giants and footprints, events and C′, challenges, the Court), made
from the move and the deal like the other lessons' words (see make_lessons.Writer)."""

from __future__ import annotations

from game.engine import Action, Claim, Place, Skip, State, scores
from game.engine.analysis import claim_tower
from game.engine.content import domino
from game.engine.court_data import court_tile
from game.engine.economy import coins
from game.engine.events import event as event_data
from game.engine.layers import COLLAPSED, FALLEN
from game.engine.rules.xxl_common import AOG, FE, current_event
from game.engine.rules.xxl_giants import Footprint, Lift, PutGiant
from game.engine.rules.xxl_steps import Buy, Clear, Pay, PlaceTile, Rebuild
from game.i18n.content import court_tile_name

TOWERS = {FE: "Fantastic Era", AOG: "Age of Giants"}


def _challenges(state: State, seat: int) -> dict[str, int]:
    return {b.name: b.points for b in scores(state)[seat].bonuses if b.part == "challenges"}


def xxl_words(w, before: State, a: Action, after: State,
              names: list[str]) -> tuple[str, str, str] | None:
    """(topic, what to do, why) for an XXL move, None to let the Queendomino words speak."""
    seat = before.actor
    assert seat is not None
    if isinstance(a, Claim):
        tower = TOWERS[claim_tower(before)]
        do = f"Claim domino {domino(a.domino).label} on the {tower} line: click it"
        if w.first("Two towers"):
            return ("Two towers", do, "Each round plays the Fantastic Era phase, then the Age of Giants "
                    f"phase: your king stays on the {tower} tower, your partner's on the other.")
        if w.first("The face-down line"):
            return ("The face-down line", do, "The Age of Giants' next line lies face down through the "
                    "Fantastic Era phase, numbers only: it turns up as its own phase begins.")
        kind = domino(a.domino).kind
        if kind == "giant":
            return ("Giants", do, "Lettered giant dominoes go first in the line, so you pick early next "
                    "round, but placing it brings a giant onto one of your crowns.")
        if kind == "footprints":
            return ("Footprints", do, "A footprint domino: once it is placed you may send one of your "
                    "giants to another kingdom.")
        return None
    if isinstance(a, Place):
        gained = {n: p - _challenges(before, seat).get(n, 0) for n, p in _challenges(after, seat).items()}
        moved = [(n, g) for n, g in gained.items() if g]
        if moved and w.first("Challenges"):
            n, g = moved[0]
            return ("Challenges", f"Drag domino {domino(a.domino).label} to where it glows (R rotates)",
                    f"Four challenge tiles score at the end; this placement moves \u201c{n}\u201d by {g:+d}.")
        return None
    if isinstance(a, PutGiant):
        first = w.first("Giants")
        why = ("A giant domino brings a giant: it covers one of your printed crowns, and a covered crown "
               "scores nothing, so give it your least useful one." if first
               else "Another giant: again the crown that costs you least.")
        return ("Giants", "Click the lit crown for the giant", why)
    if isinstance(a, Footprint):
        w.seen.add("Footprints")
        return ("Footprints", f"Send a giant to {names[a.kingdom]}'s kingdom (its button)",
                f"A footprint domino lets one of your giants walk away: {names[a.kingdom]} now chooses "
                "which of their crowns it covers.")
    if isinstance(a, Lift):
        return ("Footprints", "Click the giant that walks away", "Free the crown that is worth most to you.")
    if isinstance(a, Rebuild | Clear):
        w.seen.add("Events and C′")
        paid = coins(before.kingdoms[seat]) - coins(after.kingdoms[seat])
        price = f"{paid} coin" if paid == 1 else f"{paid} coins"
        ev = current_event(before)
        k = before.kingdoms[seat]
        # what the C′ chooser offers (game/ui/table/prompts.menu_text): a fallen tower on a
        # standing building is stood up or cleared, a collapsed building rebuilt or cleared
        fallen = bool(k.at(FALLEN, a.row, a.col)) and not k.at(COLLAPSED, a.row, a.col)
        if isinstance(a, Rebuild):
            do = ("Restore (C′): click the damaged building, then stand its fallen tower up" if fallen
                  else "Restore (C′): click the collapsed building, then rebuild it")
        else:
            do = ("Restore (C′): click the damaged building, then clear its fallen tower" if fallen
                  else "Restore (C′): click the collapsed building, then clear its square")
        why = (f"The event {event_data(ev).name} damaged this building; once a round C′ repairs such "
               f"damage, here for {price}." if ev is not None
               else f"An event damaged this building; once a round C′ repairs such damage, here for {price}.")
        return ("Events and C′", do, why)
    if isinstance(a, Buy):
        w.seen.add("The Court")
        return ("The Court", f"Buy the {court_tile_name(court_tile(a.tile))} from the Court: click it",
                "Court tiles are bought with resource tokens from your kingdom, two of different kinds; "
                "they add crowns or points of their own.")
    if isinstance(a, Pay):
        return ("The Court", "Click the lit resource token to pay with it",
                "Crownless wheat, forest, lake and grassland squares carry resource tokens; the two you "
                "pay must be of different kinds.")
    if isinstance(a, PlaceTile):
        return ("The Court", "Click the lit square for the Court tile",
                "A Court tile goes on a square with no printed crown and no resource token.")
    if isinstance(a, Skip) and a.step == "restore":
        return ("Events and C′", "Nothing to repair: press \u201c{button}\u201d (S)",
                "No building of yours is damaged.")
    if isinstance(a, Skip) and a.step == "court":
        return ("The Court", "Buy nothing from the Court now: press \u201c{button}\u201d (S)",
                "Keep your resource tokens for a tile that fits your kingdom.")
    return None
