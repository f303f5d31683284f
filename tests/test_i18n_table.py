"""The table in every language (issue 39): a game walked through each of its steps (the first
claims, placing, claiming, a domino that fits nowhere, the last round, the end with the results
about to open), with a hovered score's note, a cut last move said whole, the step bar and the
dominoes list. In the pseudo-language no drawn word escaped the catalogs; in each real language
every word is whole, apart, in the window and 12 px or more at 1280×720 and 1920×1080 (the
English checks of tests/test_ui_scale_table.py and tests/test_ui_scale_menus.py).

RULES maps a rule set to how its game is walked (`Walk`: kingdoms, options, the moments drawn);
a rule set's table is checked once its words go through the catalogs (Queendomino and Royal
Wedding XXL join by adding their entry, with their own steps among the moments)."""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from test_i18n_screens import escaped, speaking  # noqa: F401 (speaking: a fixture)
from test_ui_scale_menus import check, spying
from test_ui_scale_table import PEOPLE, _cut_move, _score_row, _unexplained_cuts, renders
from text_spy import problems

from game.engine import Discard, Options, legal_actions
from game.engine.rng import Rng
from game.i18n import LANGUAGES, PSEUDO
from game.session import Person, Seat, Session


@dataclass(frozen=True)
class Walk:
    """How a rule set's game is set up and the moments its table is drawn at."""

    kingdoms: int
    options: dict[str, Any] = field(default_factory=dict)
    #: the moments (see `_moment`: "first claims", a step's name, "discard", "last round", "over")
    moments: tuple[str, ...] = ("first claims", "place", "claim", "discard", "last round", "over")
    team: bool = False  # the first kingdom held by two people (Royal Wedding XXL)
    notes_at: str = "last round"  # the moment the hover notes are drawn at


#: each rule set checked, walked with the same seeded moves (Queendomino and XXL join here)
RULES: dict[str, Walk] = {
    "kingdomino": Walk(4),
}
SIZES = [((1280, 720), "100"), ((1920, 1080), "100")]
#: the players' names, typed by them: never translated
NAMES = (*(name for name, _colour in PEOPLE), "Yves")


def _moment(st: Any) -> str:
    if st.phase == "over":
        return "over"
    if st.phase == "draft":
        return "first claims"
    if st.pending:  # a decision between the steps (XXL's giants and events): its name
        return str(st.pending[0]["step"])
    la = legal_actions(st)
    if st.step == "place" and la and all(isinstance(a, Discard) for a in la):
        return "discard"
    if all(d.next is None for d in st.drafts.values()):
        return "last round"
    return str(st.step)


@functools.cache
def moments(rules: str) -> dict[str, Session]:
    """Seeded games of `rules`, copied the first time each moment is reached (a discard may take
    a few games); the game ended, one move before its end (the table plays the last move)."""
    walk = RULES[rules]
    seen: dict[str, Session] = {}
    for seed in range(1, 40):
        seats = [Seat(n, c) for n, c in PEOPLE[:walk.kingdoms]]
        if walk.team:
            seats[0] = Seat(seats[0].name, seats[0].colour, partner=Person("Yves"))
        s = Session(Options(rules=rules, players=walk.kingdoms, **walk.options), seats, seed)
        rng = Rng(seed + 16)
        while s.state.phase != "over":
            seen.setdefault(_moment(s.state), copy.deepcopy(s))
            before = copy.deepcopy(s)
            s.play(rng.choice(legal_actions(s.state)))
        seen.setdefault("ending", before)
        seen.setdefault("over", s)
        if all(m in seen for m in walk.moments):
            return seen
    raise AssertionError(f"{rules}: moments never reached: {set(walk.moments) - set(seen)}")


def _table(rules: str, moment: str) -> Callable[[Any], Any]:
    return lambda ctx: ctx.scenes.table(copy.deepcopy(moments(rules)[moment]))


def _ending(rules: str) -> Callable[[Any], Any]:
    """The table as its game ends: the last move played there, the results about to open."""
    def make(ctx: Any) -> Any:
        scene = ctx.scenes.table(copy.deepcopy(moments(rules)["ending"]))
        ctx.settings.animation = "fast"  # "off" opens the results at once
        scene.play_ai(legal_actions(scene.session.state)[0])
        for _ in range(600):
            if scene.settled:
                break
            scene.update(1 / 30)
        ctx.settings.animation = "off"
        assert scene.session.state.phase == "over" and scene.settled, "no end on the table"
        return scene
    return make


def _views(rules: str) -> dict[str, tuple[Callable[[Any], Any], Callable[[Any], tuple[int, int]] | None]]:
    """Each table view of a rule set: how it is made, where the pointer rests (a hover note)."""
    views: dict[str, tuple[Callable[[Any], Any], Callable[[Any], tuple[int, int]] | None]] = {
        f"{rules} {m}": (_table(rules, m), None) for m in RULES[rules].moments}
    views[f"{rules} score note"] = (_table(rules, RULES[rules].notes_at), _score_row)
    views[f"{rules} last move note"] = (_table(rules, RULES[rules].notes_at), _cut_move)
    views[f"{rules} ending"] = (_ending(rules), None)
    return views


VIEWS = {name: view for rules in RULES for name, view in _views(rules).items()}
REAL = [code for code, _name in LANGUAGES if code != "en"]


def _drawn(monkeypatch: pytest.MonkeyPatch, view: str, sizes: list[tuple[tuple[int, int], str]]
           ) -> list[tuple[tuple[int, int], str, list[Any], list[tuple[str, str]], Any]]:
    make, hover = VIEWS[view]
    return list(renders(monkeypatch, make, sizes, hover))


@pytest.mark.parametrize("view", sorted(VIEWS))
def test_no_table_word_escapes_the_catalogs(monkeypatch, speaking, view) -> None:  # noqa: F811
    speaking(PSEUDO)
    missed = []
    for _size, _choice, texts, _cuts, _scene in _drawn(monkeypatch, view, SIZES[:1]):
        assert len(texts) > 10, f"{view}: hardly anything drawn"
        missed += escaped(texts, NAMES)
    assert not missed, f"{view}: drawn without the catalogs: {sorted(set(missed))}"


@pytest.mark.parametrize("rules", sorted(RULES))
def test_no_dominoes_list_word_escapes_the_catalogs(monkeypatch, speaking, rules) -> None:  # noqa: F811
    speaking(PSEUDO)
    game = moments(rules)["claim"]
    drawn = check(spying(monkeypatch), lambda ctx: ctx.scenes.pool(game), configs=SIZES[:1])
    missed = escaped((t for texts in drawn.values() for t in texts), NAMES)
    assert not missed, f"{rules} dominoes list: drawn without the catalogs: {sorted(set(missed))}"


@pytest.mark.parametrize("code", REAL)
@pytest.mark.parametrize("view", sorted(VIEWS))
def test_table_words_whole_and_apart_in_each_language(monkeypatch, speaking, view, code) -> None:  # noqa: F811
    speaking(code)
    found = {}
    for size, choice, texts, cuts, scene in _drawn(monkeypatch, view, SIZES):
        bad = problems(texts, size) + [f"cut: {whole!r} shown as {shown!r}"
                                       for whole, shown in _unexplained_cuts(scene, cuts, texts)]
        if bad:
            found[f"{size[0]}x{size[1]} {choice}"] = bad
    assert found == {}


@pytest.mark.parametrize("code", REAL)
@pytest.mark.parametrize("rules", sorted(RULES))
def test_dominoes_list_whole_and_apart_in_each_language(monkeypatch, speaking, rules, code) -> None:  # noqa: F811
    speaking(code)
    game = moments(rules)["claim"]
    check(spying(monkeypatch), lambda ctx: ctx.scenes.pool(game), configs=SIZES)


def test_words_said_off_the_walk_come_through_the_catalogs(speaking) -> None:  # noqa: F811
    """Words the walk above does not draw (a toast, a question, a cell's hover, the list's lines,
    a rule set's prompt), asked of their functions in the pseudo-language."""
    from game.engine.rules import score_parts
    from game.engine.state import Options as GameOptions
    from game.ui.screens.table import undo_question
    from game.ui.table import prompts
    from game.ui.table.kingdom_view import terrain_label
    from game.ui.table.notes import old_rules_note
    from game.ui.table.pool import pool
    from game.ui.table.score_parts import gain_words, part_title
    from game.ui.table.table_log import points_text
    from game.ui.table.table_words import decided_text, terrain_name, winners_title

    speaking(PSEUDO)
    st = moments("kingdomino")["last round"].state
    cells = [(r, c) for r in range(20) for c in range(20)]
    k = st.kingdoms[0]
    labels = [label for label in (terrain_label(k, r, c) for r, c in cells) if label]
    texts = [*labels, undo_question(Person("Ada"), 1), undo_question(Person("Ada"), 3),
             points_text(-2),
             *(line for p in pool(st) for line in p.summary()), decided_text(30, "crowns"),
             decided_text(30, "largest territory"), winners_title(Seat("Ada", "red"), ["Ada", "Bruno"]),
             gain_words(-1, [("territories", 4), ("challenges", -5)]),
             *(part_title(p.name) for p in score_parts()),
             *(terrain_name(t) for t in ("wheat", "mine", "town")),
             prompts.coins_text(1), prompts.q_tax(2), prompts.x_bribe(0), prompts.x_build(True),
             *prompts.q_step_bar("build", 7, 0, 5, 0, True),
             *prompts.handover_screen("Bruno", "Ada", "Bruno")[1]]
    old = old_rules_note(GameOptions(rules="xxl", players=3, edition=1), finished=False)
    texts += [old] if old is not None else []
    assert len(labels) > 5
    # formats.names_list joins names with English "and" in the pseudo-language (Babel's in a real one)
    found = [t for t in texts if escaped([_Said(t)], (*NAMES, " and "))]
    assert not found, f"said without the catalogs: {found}"


class _Said:
    def __init__(self, words: str) -> None:
        self.words = words


def test_a_score_part_reads_in_a_sentence_as_its_rule_set_says() -> None:
    """score_parts.IN_A_SENTENCE marks the engine's English `words` for the catalogs: the same."""
    from game.engine.rules import score_parts
    from game.ui.table.score_parts import IN_A_SENTENCE

    assert {p.name: p.words for p in score_parts() if p.words} == IN_A_SENTENCE
