"""Issue 15, point 1: New game offers Royal Wedding XXL (3–5 kingdoms, teams, The Court)."""

from __future__ import annotations

from pathlib import Path

from game.ui.screens.newgame import KINDS, NewGameScene
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context
from saves.settings import load_settings


def _click(ctx, pos) -> None:
    driver = Driver(ctx)
    driver.run(1)
    driver.click(pos)


def _choose_rules(ctx, ng: NewGameScene, rules: str) -> None:
    for _ in range(5):  # the rule set choice's › arrow, until it shows `rules`
        if ng.rules == rules:
            return
        _click(ctx, (ng.rules_choice.rect.right - 5, ng.rules_choice.rect.centery))
    raise AssertionError(f"the rule set choice never offered {rules}")


def test_xxl_offers_three_to_five_kingdoms_with_their_grid(tmp_path: Path) -> None:
    ctx = headless_context(save_dir=tmp_path)
    ng = NewGameScene(ctx)
    ctx.manager.push(ng)
    _choose_rules(ctx, ng, "xxl")
    assert ng.players == 3 and ng.count.values == [3, 4, 5]
    assert ng.count.fmt(3) == "3 kingdoms · 9×9" and "8×8" in ng.count.fmt(4) and "7×7" in ng.count.fmt(5)
    _click(ctx, (ng.count.rect.right - 5, ng.count.rect.centery))  # › : 4 kingdoms
    _click(ctx, (ng.count.rect.right - 5, ng.count.rect.centery))  # › : 5 kingdoms
    assert ng.players == 5 and len(ng.seat_widgets) == 5 and len(ng.partner_widgets) == 5
    assert len({s.colour for s in ng.seats[:5]}) == 5
    assert "court" in ng.choice_widgets
    assert ng.seat_widgets[0][2].values == list(KINDS)  # the AI plays XXL: every level is offered
    _choose_rules(ctx, ng, "kingdomino")
    assert ng.players == 4 and not ng.choice_widgets and not ng.partner_widgets


def test_xxl_team_and_court_start_the_table_and_are_remembered(tmp_path: Path) -> None:
    ctx = headless_context(save_dir=tmp_path, settings=load_settings())
    ng = NewGameScene(ctx)
    ctx.manager.push(ng)
    _choose_rules(ctx, ng, "xxl")
    for i in range(3):
        ng.set_kind(i, ("human", None))
    kind, _ = ng.partner_widgets[0]
    _click(ctx, (kind.rect.right - 5, kind.rect.centery))  # Alone › Human
    assert ng.partners[0] is not None and ng.partner_widgets[0][1].enabled
    ng.set_partner_name(0, "Yves")
    court = ng.choice_widgets["court"].rect
    _click(ctx, (court.right - 5, court.centery))  # 0 › 1 set
    _click(ctx, (court.right - 5, court.centery))  # 1 › 2 sets
    ng.seed_text = "42"
    ng.start()
    table = ctx.manager.top
    assert isinstance(table, TableScene)
    session = table.session
    assert session.options.rules == "xxl" and session.options.players == 3 and session.options.court == 2
    assert session.seed == 42
    team = session.seats[0]
    assert team.partner is not None and (team.partner.name, team.partner.kind) == ("Yves", "human")
    assert all(s.partner is None for s in session.seats[1:])
    again = NewGameScene(headless_context(save_dir=tmp_path, settings=load_settings()))  # after a restart
    assert again.rules == "xxl" and again.players == 3 and again.choices["court"] == 2
    assert again.partners[0] is not None and again.partners[0].name == "Yves"
    assert again.build_session().seats[0].partner == team.partner


def test_every_box_of_the_xxl_new_game_screen_is_labelled(tmp_path: Path) -> None:
    """Each box says what it holds: a caption over every column (the partner's name too) and
    over the rule set and The Court choices; an unused partner box says there is no partner."""
    from game.ui.widgets import Label

    ctx = headless_context(save_dir=tmp_path)
    ng = NewGameScene(ctx)
    ctx.manager.push(ng)
    _choose_rules(ctx, ng, "xxl")
    labels = [w for w in ng.group.widgets if isinstance(w, Label)]

    def caption_over(box) -> str | None:
        above = [lb for lb in labels if lb.rect.bottom <= box.rect.top + 2
                 and box.rect.left - 2 <= lb.rect.left <= box.rect.centerx
                 and box.rect.top - lb.rect.bottom < box.rect.h]
        return min(above, key=lambda lb: box.rect.top - lb.rect.bottom).text if above else None

    kind, name = ng.partner_widgets[0]
    assert caption_over(kind) == "Team partner" and caption_over(name) == "Partner's name"
    assert not name.enabled and name.placeholder == "no partner"
    assert caption_over(ng.rules_choice) == "Game"
    assert caption_over(ng.choice_widgets["court"]) == "The Court"
