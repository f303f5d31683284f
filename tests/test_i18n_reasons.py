"""The engine's refusals reach the player in the player's language: every refusal met in play is a
kind (its code) plus plain values, its English template is in the catalogs, and each language says
it whole (no placeholder left, numbers and dominoes written by the UI)."""

from __future__ import annotations

import pickle

import pytest

from game.engine import IllegalAction, Options, apply, is_over, legal_actions, new_game
from game.engine.errors import Why
from game.engine.rng import Rng
from game.i18n import LANGUAGES, PSEUDO, set_language
from game.i18n.pseudo import is_pseudo
from game.tools import i18n
from game.ui.reasons import reason_words

GAMES = [Options(players=2), Options(rules="queendomino", players=2),
         Options(rules="xxl", players=3, court=1)]


def refusals(options: Options, seed: int = 3, moves: int = 160) -> dict[str, IllegalAction]:
    """Refusals met along a random game: at each state, actions that were legal a little earlier
    (stale claims, placements, builds, decisions of other steps) are tried; one per template."""
    rng = Rng(seed)
    state, seen, met = new_game(options, seed=seed), [], {}
    for _ in range(moves):
        if is_over(state):
            break
        for action in seen[-40:]:
            try:
                apply(state, action)
            except IllegalAction as e:
                met.setdefault(e.why.template, e)
        legal = legal_actions(state)
        seen.extend(legal[:12])
        state = apply(state, rng.choice(legal))
    return met


@pytest.fixture(scope="module")
def met() -> dict[str, IllegalAction]:
    out: dict[str, IllegalAction] = {}
    for options in GAMES:
        out.update(refusals(options))
    return out


@pytest.fixture(scope="module")
def template() -> set[str]:
    return {m.id if isinstance(m.id, str) else m.id[0] for m in i18n.extract() if m.id}


@pytest.fixture
def speaking():
    yield set_language
    set_language("en")


def test_refusals_are_kinds_with_plain_values(met, template) -> None:
    assert len(met) >= 8, sorted(met)  # play meets many kinds of refusal
    for e in met.values():
        assert isinstance(e.reason, Why), (e.code, e.reason)
        assert e.why.template in template, e.why.template  # marked: the catalogs have it
        assert all(isinstance(v, int | str) for v in e.values.values()), e.values
        assert e.reason == e.why  # the English sentence stays the reason the CLI and tests read


def test_a_reason_is_said_whole_in_every_language(met, speaking) -> None:
    for code, _name in LANGUAGES:
        speaking(code)
        for e in met.values():
            said = reason_words(e)
            assert said and "{" not in said, (code, said)
            if code == "en" and not {"domino", "yours", "building"} & set(e.values):  # said by name, label
                assert said == e.reason[:1].upper() + e.reason[1:]
    speaking(PSEUDO)
    assert all(is_pseudo(reason_words(e)) for e in met.values())


def test_values_are_written_by_the_language(speaking) -> None:
    why = Why(("{count} coin needed, you have {coins}", "{count} coins needed, you have {coins}"),
              count=1200, coins=3)
    assert str(why) == "1200 coins needed, you have 3"
    assert reason_words(why) == "1,200 coins needed, you have 3"
    speaking("de")
    assert reason_words(why) == "1.200 Münzen nötig, du hast 3"
    assert reason_words(Why("{count} coin needed, you have {coins}", count=1, coins=0)) == \
        "1 Münze nötig, du hast 0"
    tile = Why("the tile goes on a {terrain} square with no printed crown, resource or piece",
               terrain="forest")
    assert "Wald" in reason_words(tile)
    speaking("pt_BR")
    forms = ("{count} coin needed, you have {coins}", "{count} coins needed, you have {coins}")
    assert reason_words(forms, {"count": 2, "coins": 1}) == \
        "2 moedas necessárias, você tem 1"


def test_a_reason_survives_pickling() -> None:
    why = Why(("{count} coin needed, you have {coins}", "{count} coins needed, you have {coins}"),
              count=2, coins=1)
    back = pickle.loads(pickle.dumps(why))
    assert back == why and back.values == why.values and back.plural == why.plural
