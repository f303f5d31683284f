"""Issue 37, point 7: New game says in words why a variant was unticked by a new seat count,
and keeps each rule set's own choices (switches, the Court, partners) when another rule set
is chosen or played, in the screen and across launches."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine.rules import RULE_SETS, get_rules
from game.ui.screens.newgame import NewGameScene
from game.ui.table.harness import Driver, headless_context
from saves.settings import load_settings

PLAIN = RULE_SETS[0]
#: a rule set with teams and a choice among values (XXL: partners and the Court)
TEAMS = next(name for name in RULE_SETS if get_rules(name).limits.teams)
DUEL = next(o for o in get_rules(PLAIN).limits.options if o.field == "mighty_duel")


def _open(tmp_path: Path) -> tuple:
    ctx = headless_context(save_dir=tmp_path, settings=load_settings())
    ng = NewGameScene(ctx)
    ctx.manager.push(ng)
    driver = Driver(ctx)
    driver.run(1)
    return ctx, ng, driver


def _arrow(driver: Driver, rect: pygame.Rect) -> None:
    driver.click((rect.right - 5, rect.centery))
    driver.run(1)


def _choose_rules(driver: Driver, ng: NewGameScene, rules: str) -> None:
    for _ in range(len(RULE_SETS)):
        if ng.rules == rules:
            return
        _arrow(driver, ng.rules_choice.rect)
    raise AssertionError(f"the rule set choice never offered {rules}")


def _text_drawn(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    from game.ui.screens import menu_scene as base

    drawn: list[str] = []
    real = base.draw_text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(base, "draw_text", spy)
    return drawn


def test_a_variant_unticked_by_the_seat_count_is_said_in_words(tmp_path, monkeypatch) -> None:
    _ctx, ng, driver = _open(tmp_path)
    _choose_rules(driver, ng, PLAIN)
    while ng.players != 2:
        _arrow(driver, ng.count.rect)
    driver.click(ng.variant_toggles["mighty_duel"].rect.center)
    driver.run(1)
    assert ng.flags["mighty_duel"] and not ng.message
    drawn = _text_drawn(monkeypatch)
    _arrow(driver, ng.count.rect)  # 2 -> 3 players
    assert ng.players == 3 and not ng.flags["mighty_duel"]
    said = ng.message
    assert said == (f"{DUEL.label} was unticked: it is played with 2 players, "
                    "and the table is now set for 3 players.")
    assert not ng.message_bad  # a sentence, not an error
    assert said in drawn, "the reason is on the screen"
    while ng.players != 2:  # back to a count that allows it: the word about it goes
        _arrow(driver, ng.count.rect)
    assert not ng.message and not ng.flags.get("mighty_duel")


def _set_up_teams(driver: Driver, ng: NewGameScene) -> None:
    _choose_rules(driver, ng, TEAMS)
    kind, _name = ng.partner_widgets[0]
    _arrow(driver, kind.rect)  # Alone › Human
    ng.set_partner_name(0, "Yves")
    court = ng.choice_widgets["court"].rect
    _arrow(driver, court)  # 0 › 1 set
    _arrow(driver, court)  # 1 › 2 sets
    assert ng.choices["court"] == 2 and ng.partners[0] is not None


def test_each_rule_set_keeps_its_choices_when_another_is_chosen(tmp_path) -> None:
    _ctx, ng, driver = _open(tmp_path)
    _choose_rules(driver, ng, PLAIN)
    driver.click(ng.variant_toggles["harmony"].rect.center)
    driver.run(1)
    _set_up_teams(driver, ng)
    _choose_rules(driver, ng, PLAIN)
    assert ng.flags.get("harmony"), "the plain game's switch came back"
    assert not ng.options().court and not ng.build_session().seats[0].partner  # not played here
    _choose_rules(driver, ng, TEAMS)
    assert ng.choices["court"] == 2
    assert ng.partners[0] is not None and ng.partners[0].name == "Yves"
    assert ng.partner_widgets[0][1].text == "Yves"
    assert not ng.flags.get("harmony")


def test_each_rule_set_keeps_its_choices_across_launches(tmp_path) -> None:
    ctx, ng, driver = _open(tmp_path)
    _set_up_teams(driver, ng)
    _choose_rules(driver, ng, PLAIN)
    driver.click(ng.variant_toggles["harmony"].rect.center)
    driver.run(1)
    ng.start()  # a game of the plain rules: the other rule set's choices are kept all the same
    assert ctx.manager.top is not ng
    _ctx2, again, driver2 = _open(tmp_path)  # the next launch reads the settings file
    assert again.rules == PLAIN and again.flags.get("harmony")
    _choose_rules(driver2, again, TEAMS)
    assert again.choices["court"] == 2
    assert again.partners[0] is not None and again.partners[0].name == "Yves"
    session = again.build_session()
    assert session.options.court == 2 and session.seats[0].partner is not None
    assert session.seats[0].partner.name == "Yves"


def test_a_bad_remembered_table_of_choices_is_dropped_not_obeyed(tmp_path) -> None:
    import json

    from saves.settings import _read

    yves = {"name": "Yves", "kind": "human", "level": None}
    good = {TEAMS: {"variants": "court_2", "partners": [yves, None]}}
    bad = [{TEAMS: {"variants": "court 2; rm"}}, {TEAMS: {"partners": [{"name": "", "kind": "alien"}]}},
           {TEAMS: {"colour": "red"}}, ["xxl"]]
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"rule_choices": good}))
    settings, problems = _read(path)
    assert settings.rule_choices == good and not problems
    for value in bad:
        path.write_text(json.dumps({"rule_choices": value}))
        settings, problems = _read(path)
        assert settings.rule_choices == {} and problems and problems[0].startswith("rule_choices"), value
