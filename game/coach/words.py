"""A graded move in a player's words: the domino's printed number (not the engine's id), the
building's name, what a skip passed over; and the other words of the coach's report (a decision's
kind, its class, the count). They go through the catalogs (game.i18n): the review screen speaks the
player's language; the command never sets one, so it prints English. Any other action keeps its
text form."""

from __future__ import annotations

from collections.abc import Callable

from game.engine import Claim, Discard, Place, Skip, parse_action
from game.engine.buildings import building
from game.engine.content import domino
from game.engine.rules.economy_steps import Bribe, Build, Tax
from game.i18n import N_, _, ngettext, pgettext
from game.i18n.formats import number

# What a skipped step passed over (a step missing here says "skip": its kind is said beside it)
SKIPPED: dict[str, Callable[[], str]] = {
    "tax": lambda: pgettext("skipped", "no knights"),
    "build": lambda: pgettext("skipped", "no building"),
    "build_again": lambda: pgettext("skipped", "no second building"),
    "bribe": lambda: pgettext("skipped", "no bribe"),
    "restore": lambda: pgettext("skipped", "no rebuilding"),
    "court": lambda: pgettext("skipped", "no Court tile"),
    "patrol": lambda: pgettext("skipped", "no patrol"),
    "footprint": lambda: pgettext("skipped", "no giant sent"),
}

# A placement, one whole sentence per direction the domino faces; {where} is a square said from
# the castle (`where`)
PLACED = {
    "E": N_("place #{label} {where}, facing east"),
    "W": N_("place #{label} {where}, facing west"),
    "N": N_("place #{label} {where}, facing north"),
    "S": N_("place #{label} {where}, facing south"),
}
# A square said from the castle: (rows below (+) or above (−), columns right (+) or left (−))
WHERE = {
    (1, 1): N_("{rows} below, {cols} right of the castle"),
    (1, -1): N_("{rows} below, {cols} left of the castle"),
    (-1, 1): N_("{rows} above, {cols} right of the castle"),
    (-1, -1): N_("{rows} above, {cols} left of the castle"),
    (1, 0): N_("{rows} below the castle"),
    (-1, 0): N_("{rows} above the castle"),
    (0, 1): N_("{cols} right of the castle"),
    (0, -1): N_("{cols} left of the castle"),
    (0, 0): N_("on the castle"),
}

# A decision's kind (game.coach.decisions.kind_of: "placement", "claim", or a step's or a pending
# decision's name) as the report says it
KINDS: dict[str, Callable[[], str]] = {
    "placement": lambda: pgettext("decision", "placement"),
    "claim": lambda: pgettext("decision", "claim"),
    "tax": lambda: pgettext("decision", "tax"),
    "build": lambda: pgettext("decision", "build"),
    "build_again": lambda: pgettext("decision", "second build"),
    "bribe": lambda: pgettext("decision", "bribe"),
    "restore": lambda: pgettext("decision", "rebuild"),
    "court": lambda: pgettext("decision", "Court"),
    "court_pay": lambda: pgettext("decision", "Court payment"),
    "court_place": lambda: pgettext("decision", "Court tile"),
    "giant": lambda: pgettext("decision", "giant"),
    "footprint": lambda: pgettext("decision", "footprint"),
    "footprint_giant": lambda: pgettext("decision", "giant sent"),
    "collapse": lambda: pgettext("decision", "collapse"),
    "topple": lambda: pgettext("decision", "fallen tower"),
    "bury": lambda: pgettext("decision", "knight lost"),
    "giant_leave": lambda: pgettext("decision", "giant leaves"),
    "stampede": lambda: pgettext("decision", "Stampede"),
    "patrol": lambda: pgettext("decision", "patrol"),
    "march": lambda: pgettext("decision", "march"),
}
# A decision's class (game.coach.classes), and "loss" for a cost too small to name
CLASSES: dict[str, Callable[[], str]] = {
    "inaccuracy": lambda: pgettext("coach", "inaccuracy"),
    "mistake": lambda: pgettext("coach", "mistake"),
    "blunder": lambda: pgettext("coach", "blunder"),
    "loss": lambda: pgettext("coach", "loss"),
}


def kind_words(kind: str) -> str:
    said = KINDS.get(kind)
    return said() if said is not None else kind.replace("_", " ")


def class_words(verdict: str) -> str:
    said = CLASSES.get(verdict)
    return said() if said is not None else verdict


def where(row: int, col: int, castle: tuple[int, int]) -> str:
    """A square said from the castle ("2 above, 1 left of the castle", "1 above the castle")."""
    dr, dc = row - castle[0], col - castle[1]
    sign = ((dr > 0) - (dr < 0), (dc > 0) - (dc < 0))
    return _(WHERE[sign]).format(rows=number(abs(dr)), cols=number(abs(dc)))


def words(text: str, castle: tuple[int, int] | None = None) -> str:
    """`text` (an action's text form) said as the table says it; a placement also says where,
    from the kingdom's `castle` when it is given."""
    try:
        a = parse_action(text)
    except ValueError:
        return text
    if isinstance(a, Place):
        label = domino(a.domino).label
        if castle is None or a.dir not in PLACED:
            return _("place #{label}").format(label=label)
        return _(PLACED[a.dir]).format(label=label, where=where(a.row, a.col, castle))
    if isinstance(a, Claim):
        return _("claim #{label}").format(label=domino(a.domino).label)
    if isinstance(a, Discard):
        return _("discard #{label}").format(label=domino(a.domino).label)
    if isinstance(a, Build):
        return _("build the {building}").format(building=_(building(a.building).name))
    if isinstance(a, Bribe):
        return _("burn the {building}").format(building=_(building(a.building).name))
    if isinstance(a, Tax):
        n = len(a.squares)
        return ngettext("send {count} knight", "send {count} knights", n).format(count=number(n))
    if isinstance(a, Skip):
        said = SKIPPED.get(a.step)
        return said() if said is not None else pgettext("skipped", "skip")
    return text


def summary_words(decisions: int, points: int) -> str:
    """The report's count: how many decisions were graded and how many points they gave up."""
    graded = ngettext("{count} decision graded", "{count} decisions graded", decisions)
    given = ngettext("{count} point given up", "{count} points given up", points)
    # Translators: two clauses of the coach's count, e.g. "12 decisions graded, 30 points given up"
    return _("{graded}, {given_up}").format(graded=graded.format(count=number(decisions)),
                                            given_up=given.format(count=number(points)))
