"""Write the lesson files: `python -m game.lessons.make_lessons [--check]`.

Each lesson is a real game on a fixed deal. The learner's moves are the Normal AI's, nudged
where a lesson needs a concept shown (send a knight, build a tower, wake the Dragon); the
rival's are the Normal AI's. Every move is recorded as the engine's text, so the file plays the
same on any machine, and the words for each learner step are made from what the move does on
that deal (the terrain it joins, the coins it earns), so they cannot drift from the board.
Each learner move is graded by the coach as the file is written (graded.py): a move it calls a
mistake carries the reason the lesson plays it.
--check: exit 1 when a file differs from what this script writes (nothing is written, nothing
graded: the stored grades of unchanged steps stand).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.ai.players import choose
from game.engine import Action, Claim, Place, Skip, State, apply, legal_actions, new_game, scores, view
from game.engine.analysis import claim_tower
from game.engine.buildings import building
from game.engine.content import domino
from game.engine.economy import coins, guard
from game.engine.kingdom import DIRS
from game.engine.rng import Rng
from game.engine.rules import RULE_SETS, get_rules, load
from game.engine.rules.economy_steps import (
    PRICES,
    Bribe,
    Build,
    Tax,
    bribe_cost,
    effect,
    find_on_rows,
    hosts_queen,
    queen_host,
)
from game.engine.terrain import CASTLE, NAMES

from .graded import grade_steps, keep_grades
from .same_move import EXACT, other_ways
from .script import RIVAL, SCHEMA, YOU, Lesson, lesson_path, parse_lesson


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def _describe(did: int) -> str:
    d = domino(did)
    halves = []
    for t, c in d.halves:
        halves.append(NAMES[t] + (f" with {_plural(c, 'crown')}" if c else ""))
    return " and ".join(halves) if halves[0] != halves[1] else f"two squares of {NAMES[d.t1]}"


def _acting(state: State) -> int:
    """The kingdom acting in a scripted position (there always is one: the game is not over)."""
    seat = state.actor
    if seat is None:
        raise ValueError("a lesson step with nobody to act")
    return seat


def _touches(before: State, a: Place) -> str | None:
    """What the placed domino joins: a terrain's name, 'castle', or None."""
    k = before.kingdoms[_acting(before)]
    d = domino(a.domino)
    dr, dc = DIRS[a.dir]
    cells = [(a.row, a.col, d.t1), (a.row + dr, a.col + dc, d.t2)]
    found = None
    for r, c, t in cells:
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if (nr, nc) in [(x, y) for x, y, _ in cells] or not k.on_canvas(nr, nc):
                continue
            there = k.cell(nr, nc)[0]
            if there == t:
                return NAMES[t]
            if there == CASTLE:
                found = "castle"
    return found


def _territory_after(after: State, seat: int, a: Place) -> tuple[str, int, int] | None:
    """The crowned territory the placement grew most: (terrain, squares, crowns)."""
    dr, dc = DIRS[a.dir]
    mine = {(a.row, a.col), (a.row + dr, a.col + dc)}
    best = None
    for t in scores(after)[seat].territories:
        if mine & set(t.cells) and t.crowns and (best is None or t.squares * t.crowns > best[1] * best[2]):
            best = (t.terrain, t.squares, t.crowns)
    return best


def _line_rank(state: State, did: int) -> tuple[int, int]:
    """(position, length) of a domino in the line being claimed from."""
    draft = state.drafts[claim_tower(state)]
    line = draft.current if state.phase == "draft" else (draft.next or [])
    ids = [s.domino for s in line]
    return ids.index(did), len(ids)


@dataclass
class Writer:
    """Words for each learner step, each concept introduced once, then said plainly."""

    seen: set[str]
    names: tuple[str, ...] = ()  # the kingdoms' names, for words that name another kingdom
    # the rule set's own words for its moves (towers, giants, the Court), asked first:
    # (writer, before, action, after, kingdom names) -> (topic, do, why) or None
    own_words: Callable[..., tuple[str, str, str] | None] | None = None

    def first(self, topic: str) -> bool:
        new = topic not in self.seen
        self.seen.add(topic)
        return new

    def words(self, before: State, a: Action, after: State) -> tuple[str, str, str]:
        """(topic, what to do, why) for the learner's move `a`."""
        seat = before.actor
        assert seat is not None
        if self.own_words is not None:
            said = self.own_words(self, before, a, after, list(self.names))
            if said is not None:
                return said
        if isinstance(a, Claim):
            return self._claim(before, a)
        if isinstance(a, Place):
            return self._place(before, a, after, seat)
        if isinstance(a, Tax):
            return self._tax(before, a, after, seat)
        if isinstance(a, Build):
            b = building(a.building)
            queen = queen_host(after) == seat and queen_host(before) != seat
            if queen:
                self.seen.add("The Queen")
                towers = "Its tower gives" if b.towers == 1 else f"Its {b.towers} towers give"
                return ("The Queen", f"Build the {b.name} on your town square",
                        f"{towers} you the most towers, so the Queen comes to you: she takes 1 coin off "
                        "every build and, at the end, adds a crown to your largest territory.")
            price = _price_words(before, a, after, seat)
            if self.first("Building"):
                why = f"Buildings go on empty town squares. {price}"
            elif b.crowns:
                why = f"{price} Its {_plural(b.crowns, 'crown')} make your town territory score."
            else:
                why = f"{price} The slots nearer the end of the row are the cheaper ones."
            return ("Building", f"Build the {b.name} on your town square", why)
        if isinstance(a, Bribe):
            b = building(a.building)
            self.seen.add("The Dragon")
            why = ("A burnt building leaves the game, so your rival cannot buy it; the Dragon flies once "
                   "a round and never for the Queen's host.")
            cost = bribe_cost(before) or 0
            if cost == 0:
                free = f"Send the Dragon to burn the {b.name}: free this round ({_event(before)})"
                return ("The Dragon", free, why)
            return ("The Dragon", f"Pay the Dragon {_plural(cost, 'coin')} to burn the {b.name}", why)
        if isinstance(a, Skip):
            return self._skip(before, a, seat)
        return ("Your move", f"Play {a}", "This is the lesson's move.")

    def _tax(self, before: State, a: Tax, after: State, seat: int) -> tuple[str, str, str]:
        got = _plural(coins(after.kingdoms[seat]) - coins(before.kingdoms[seat]), "coin")
        one = len(a.squares) == 1
        do = ("Send 1 knight onto your new domino, then Send" if one
              else f"Send {len(a.squares)} knights onto your new domino, then Send")
        if self.first("Knights and tax"):
            return ("Knights and tax", do, "A knight collects tax: 1 coin for each square of the territory "
                    f"it stands on, {got} here.")
        bonus = coins(after.kingdoms[seat]) - coins(before.kingdoms[seat]) > _squares_under(after, seat, a)
        if bonus:
            why = (f"It collects {got} with your buildings' tax bonuses: a knight earns most on a big "
                   "territory." if one else f"They collect {got} with your buildings' tax bonuses: knights "
                   "earn most on big territories.")
        else:
            why = (f"It collects {got}: a knight earns most on a big territory." if one
                   else f"They collect {got}: knights earn most on big territories.")
        return ("Knights and tax", do, why)

    def _claim(self, before: State, a: Claim) -> tuple[str, str, str]:
        desc = _describe(a.domino)
        do = f"Claim domino {domino(a.domino).label}: click it"
        if before.phase == "draft" and self.first("Claiming"):
            return ("Claiming", do, f"Your king takes {desc}; each domino you claim is one you will place.")
        pos, n = _line_rank(before, a.domino)
        if self.first("Turn order"):
            return ("Turn order", do, "The line is sorted by number: the king on the lowest number places "
                    "and picks first next round.")
        if pos == 0:
            return ("Turn order", do, f"Lowest in the line ({desc}): a modest domino now buys you the first "
                    "pick next round.")
        if pos == n - 1:
            return ("Turn order", do, f"The richest in the line ({desc}): worth picking last for next round.")
        return ("Claiming", do, f"It brings {desc}, which fits the kingdom you are building.")

    def _place(self, before: State, a: Place, after: State, seat: int) -> tuple[str, str, str]:
        label = domino(a.domino).label
        do = f"Drag domino {label} to where it glows (R rotates)"
        touch = _touches(before, a)
        gain = scores(after)[seat].total - scores(before)[seat].total
        terr = _territory_after(after, seat, a)
        if self.first("Placing"):
            return ("Placing", do, "A domino must touch your castle or the same terrain along an edge, "
                    "and the kingdom must fit in its square.")
        if gain > 0 and terr is not None and self.first("Scoring"):
            t, sq, cr = terr
            return ("Scoring", do, f"A territory scores its squares times its crowns: your {t} becomes "
                    f"{sq} × {cr} = {sq * cr}.")
        if touch not in (None, "castle") and self.first("Connecting"):
            return ("Connecting", do, f"Its {touch} joins your {touch}: same terrain must meet along an "
                    "edge, and together they make one territory.")
        if gain > 0 and terr is not None:
            t, sq, cr = terr
            if "queen" in after.ext and queen_host(after) == seat and sq == scores(after)[seat].largest:
                return ("Scoring", do, f"Your {t} is now {_plural(sq, 'square')} with {_plural(cr, 'crown')} "
                        f"and the Queen's, worth {sq} × {cr + 1} = {_plural(sq * (cr + 1), 'point')}.")
            return ("Scoring", do, f"Your {t} is now {_plural(sq, 'square')} with {_plural(cr, 'crown')}, "
                    f"worth {sq} × {cr} = {_plural(sq * cr, 'point')}.")
        if touch == "castle":
            return ("Placing", do, "It fits against the castle, which every terrain may touch.")
        return ("Connecting", do, f"Its {touch} joins your {touch}, ready for crowns to come.")

    def _skip(self, before: State, a: Skip, seat: int) -> tuple[str, str, str]:
        k = before.kingdoms[seat]
        if a.step == "tax":
            why = ("Your guard is empty: buildings with knights fill it." if guard(k) == 0
                   else "This domino's territories are small: keep the knight for a bigger one.")
            return ("Knights and tax", "Send no knight: press \u201c{button}\u201d (S)", why)
        if a.step == "build":
            return ("Building", "Build nothing now: press \u201c{button}\u201d (S)",
                    "Keep your coins for a building that fits your kingdom better.")
        if a.step == "bribe":
            cost = bribe_cost(before)
            if hosts_queen(before, seat):
                why = "The Queen's host never bribes the Dragon."
            elif cost == 0:
                why = (f"Burning is free this round ({_event(before)}), but it only takes a building off "
                       "the row: not worth it now.")
            else:
                why = (f"Burning costs {_plural(cost or 0, 'coin')} and only takes a building off the row: "
                       "not worth it now.")
            return ("The Dragon", "Leave the Dragon asleep: press \u201c{button}\u201d (S)", why)
        return ("Your move", f"Skip the {a.step}: press \u201c{{button}}\u201d (S)",
                "Nothing here helps you now.")


# -- choosing the learner's moves -------------------------------------------------------------
Nudge = Callable[[State, list[Action], Writer], Action | None]


def normal(state: State) -> Action:
    # Normal is deterministic: the generator's seed only feeds the signature
    return choose("normal", view(state), Rng(state.moves), 1.0)


def economy_nudge(state: State, legal: list[Action], w: Writer) -> Action | None:
    """Show each Queendomino concept once: a knight sent, a tower built (the Queen), a bribe."""
    seat = state.actor
    taxes = [a for a in legal if isinstance(a, Tax)]
    if taxes and "Knights and tax" not in w.seen:
        return max(taxes, key=lambda a: (len(a.squares) == 1, _gain_coins(state, a)))
    builds = [a for a in legal if isinstance(a, Build)]
    if builds and "The Queen" not in w.seen:
        queen = [a for a in builds if queen_host(apply(state, a)) == seat and queen_host(state) != seat]
        if queen:
            return queen[0]
    bribes = [a for a in legal if isinstance(a, Bribe)]
    if bribes and "The Dragon" not in w.seen and "Building" in w.seen:
        return max(bribes, key=lambda a: building(a.building).crowns)
    return None


def xxl_nudge(state: State, legal: list[Action], w: Writer) -> Action | None:
    """Show the Court and C′ when the deal offers them (the Normal AI often lets them pass)."""
    from game.engine.rules.xxl_steps import Buy, Rebuild

    for kind in (Buy, Rebuild):
        found = [a for a in legal if isinstance(a, kind) and not getattr(a, "search", False)]
        if found:
            return found[0]
    return None


def _event(state: State) -> str:
    """The event in force, named ("the event Dragons Wake"), for words about a changed price."""
    from game.engine.events import event as event_data
    from game.engine.rules.xxl_common import current_event

    ev = current_event(state) if "event" in state.ext else None
    return f"the event {event_data(ev).name}" if ev is not None else "an event"


def _price_words(before: State, a: Build, after: State, seat: int) -> str:
    """What a building cost, in one sentence naming every change to its slot's price."""
    paid = _plural(coins(before.kingdoms[seat]) - coins(after.kingdoms[seat]), "coin")
    where = find_on_rows(before, a.building)
    price = _plural(PRICES[where[1] % len(PRICES)], "coin") if where is not None else paid
    queen = hosts_queen(before, seat)
    delta = int(effect(before, "building_cost", 0))
    if queen and delta:
        return (f"It costs {paid}: its slot's price of {price}, less 1 for the Queen you host, "
                f"{delta:+d} under {_event(before)}.")
    if queen:
        return f"It costs {paid}: its slot's price of {price}, less 1 for the Queen you host."
    if delta:
        return f"It costs {paid}: its slot's price of {price}, {delta:+d} under {_event(before)}."
    return f"It costs {paid}, the price of its slot in the row."


def _squares_under(state: State, seat: int, a: Tax) -> int:
    from game.engine.economy import territory_squares

    return sum(territory_squares(state.kingdoms[seat], r, c) for r, c in a.squares)


def _gain_coins(state: State, a: Action) -> int:
    seat = _acting(state)
    return coins(apply(state, a).kingdoms[seat]) - coins(state.kingdoms[seat])


@dataclass(frozen=True)
class Plan:
    title: str
    seed: int
    learner_moves: int  # the guided part ends after this many learner moves (then the round ends)
    nudge: Nudge | None
    intro: str
    outro: str
    needs: tuple[str, ...]  # topics the deal must show
    seats: tuple[str, ...] = ("Player", "Aldric")  # the learner's kingdom first
    holder: str = ""  # a team: the AI holding the learner's kingdom's first king
    options: tuple[tuple[str, int], ...] = ()
    start_round: int = 0  # the guided part starts at the learner's first choice of this round
    builds_on: tuple[str, ...] = ()  # the lessons before it: their topics are said plainly here
    words: str = ""  # "module:function": the rule set's own words for its moves (Writer.own_words)


#: each lesson's plan, by the lesson's name (a declaration's `adapters.lesson`)
PLANS: dict[str, Plan] = {
    "kingdomino": Plan("Your first kingdom", 1, 14, None,
         "Build a kingdom of dominoes around your castle. Claim a domino, place it, claim the next: "
         "the lit piece is your move.",
         "You can place, connect, claim and score. Play the rest of this game against Aldric?",
         ("Claiming", "Placing", "Connecting", "Turn order", "Scoring")),
    "queendomino": Plan("Knights, buildings, the Queen and the Dragon", 1, 30, economy_nudge,
         "Queendomino adds a town economy to Kingdomino: knights collect tax, coins buy buildings, and "
         "the Queen and the Dragon change the price of things.",
         "At the end every 3 coins score 1 point, so unspent coins still count. Play on against Aldric?",
         ("Knights and tax", "Building", "The Queen", "The Dragon"), builds_on=("kingdomino",)),
    "xxl": Plan("Two towers, giants, events and the Court", 4, 30, xxl_nudge,
         "Royal Wedding XXL: three kingdoms, two towers, giants, events and the Court. You and Wynn are "
         "a team: Wynn plays your kingdom's Fantastic Era king, you its Age of Giants king.",
         "Coins, guard and score are your team's. Play the rest of this game with Wynn?",
         ("Two towers", "The face-down line", "Giants", "Footprints", "Events and C′", "Challenges",
          "The Court", "Teams"),
         seats=("Player", "Aldric", "Mara"), holder="Wynn", options=(("court", 1),), start_round=10,
         builds_on=("kingdomino", "queendomino"), words="game.lessons.xxl_words:xxl_words"),
}


def make(rules: str, plan: Plan) -> dict:
    stub = Lesson(rules, plan.title, plan.seed, plan.seats, "", "", (), (), (), plan.holder, plan.options)
    learner = stub.learner
    state = new_game(stub.options, plan.seed)
    # what the lessons before taught is said plainly, not introduced again
    known = {t for name in plan.builds_on for t in PLANS[name].needs}
    names = tuple(s.kingdom_name for s in stub.seat_list())
    w = Writer(set(known), names, load(plan.words) if plan.words else None)
    if plan.holder:
        w.seen.add("Teams")  # the intro says who plays which king
    start: list[str] = []
    steps: list[dict] = []
    mine = 0

    def choose_for(state: State, legal: list[Action]) -> Action:
        if stub.person(state) == learner and plan.nudge is not None:
            return plan.nudge(state, legal, w) or normal(state)
        return normal(state)

    while state.phase != "over":  # the prepared position: played unguided, the same way each time
        legal = legal_actions(state)
        if state.round >= plan.start_round and stub.person(state) == learner and len(legal) > 1:
            break
        a = choose_for(state, legal)
        start.append(str(a))
        state = apply(state, a)
    while state.phase != "over":
        mine_now = stub.person(state) == learner
        if mine >= plan.learner_moves and mine_now and state.phase == "play" and state.step == "place":
            break  # the guided part ends as the learner's turn comes round again
        legal = legal_actions(state)
        a = choose_for(state, legal)
        after = apply(state, a)
        if mine_now and len(legal) == 1:  # the table plays it for the learner
            steps.append({"by": YOU, "play": str(a), "auto": True})
        elif mine_now:
            topic, do, say = w.words(state, a, after)
            steps.append({"by": YOU, "play": str(a), "topic": topic, "do": do, "say": say})
            mine += 1
        else:
            steps.append({"by": RIVAL, "play": str(a)})
        state = after
    mark_exact(stub, start, steps)
    missing = [t for t in plan.needs if t not in w.seen]
    if missing:
        raise SystemExit(f"{rules}: seed {plan.seed} never shows {', '.join(missing)}")
    out = {"schema": SCHEMA, "rules": rules, "title": plan.title, "teaches": list(plan.needs),
           "seed": plan.seed, "seats": list(plan.seats), "intro": plan.intro, "outro": plan.outro,
           "start": start, "steps": steps}
    if plan.holder:
        out["holder"] = plan.holder
    if plan.options:
        out["options"] = dict(plan.options)
    return out


def mark_exact(stub: Lesson, start: list[str], steps: list[dict]) -> None:
    """A learner step the same move played another way would break (same_move.py) says so."""
    lesson = parse_lesson({"schema": SCHEMA, "rules": stub.rules, "title": stub.title,
                           "seed": stub.seed, "seats": list(stub.seats), "intro": "", "outro": "",
                           "start": start, "steps": steps, "holder": stub.holder,
                           "options": dict(stub.extra)})
    state = new_game(lesson.options, lesson.seed)
    for a in lesson.start:
        state = apply(state, a)
    for i, (raw, step) in enumerate(zip(steps, lesson.steps, strict=True)):
        played = len(lesson.start) + i
        mine = step.by == YOU and not step.auto
        if mine and any(not lesson.accepts(played, state, a) for a in other_ways(state, step.action)):
            raw["exact"] = EXACT
        state = apply(state, step.action)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the lesson files from their plans.")
    parser.add_argument("--check", action="store_true",
                        help="only say whether the files are what would be written (stored grades stand)")
    check = parser.parse_args(argv).check
    stale = []
    for rules in RULE_SETS:  # each rule set whose declaration names a lesson with a plan here
        plan = PLANS.get(get_rules(rules).adapters.lesson)
        if plan is None:
            continue
        data = make(rules, plan)
        lesson = parse_lesson(data)
        lesson.play_through()
        path = lesson_path(rules)
        if check:  # the stored grades of unchanged steps stand: no grading here (see graded.py)
            try:
                old = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                old = None
            whole = keep_grades(data, old)
            text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
            if not whole or not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
            continue
        grade_steps(data, lesson)  # about a second a learner step
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        path.write_text(text, encoding="utf-8")
        learner = sum(1 for s in data["steps"] if s["by"] == YOU)
        print(f"{path.name}: {len(data['steps'])} steps, {learner} for the learner")
    if stale:
        print(f"stale lesson files: {', '.join(stale)} (run python -m game.lessons.make_lessons)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
