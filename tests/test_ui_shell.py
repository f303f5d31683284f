"""The menu shell: every screen renders at two sizes, and menus driven by posted events
reach the right scene stacks (title → new game → table, pause, confirm, save/load, settings)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import build_context, dispatch, loop, quick_session
from game.ui.context import AppContext, WindowControl
from game.ui.scene import Scene
from game.ui.screens.confirm import ConfirmScene
from game.ui.screens.newgame import NewGameScene, seed_from_text
from game.ui.screens.pause import PauseScene
from game.ui.screens.rules import RulesScene
from game.ui.screens.saveload import SaveLoadScene
from game.ui.screens.settings import SettingsScene
from game.ui.screens.title import TitleScene
from saves.settings import Settings, load_settings

SIZES = [(1280, 720), (1920, 1080)]


# --- helpers ------------------------------------------------------------------------------
def make_ctx(size: tuple[int, int] = (1280, 720), settings: Settings | None = None) -> AppContext:
    """A context on the dummy display (a real set_mode, like the app)."""
    window = WindowControl(size)
    window.open()
    ctx = build_context(window, settings or load_settings())
    pygame.event.clear()
    return ctx


def pump(ctx: AppContext) -> None:
    """Deliver the posted events the way the app loop does."""
    for event in pygame.event.get():
        dispatch(ctx, event)


def click(ctx: AppContext, widget_or_pos: object) -> None:
    pos = widget_or_pos if isinstance(widget_or_pos, tuple) else widget_or_pos.rect.center  # type: ignore[attr-defined]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(ctx)


def key(ctx: AppContext, k: int, mod: int = 0, times: int = 1) -> None:
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pump(ctx)


def type_text(ctx: AppContext, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pump(ctx)


def draw(ctx: AppContext) -> pygame.Surface:
    surface = ctx.window.surface
    ctx.manager.draw(surface)
    return surface


def looks_drawn(surface: pygame.Surface) -> bool:
    """Many distinct colours on a coarse grid: a real picture, not a blank fill."""
    w, h = surface.get_size()
    seen = {tuple(surface.get_at((x, y))) for x in range(0, w, w // 40) for y in range(0, h, h // 24)}
    return len(seen) > 40


def stack_types(ctx: AppContext) -> list[str]:
    return [type(s).__name__ for s in ctx.manager.stack]


@pytest.fixture
def ctx() -> AppContext:
    return make_ctx()


# --- every scene renders -------------------------------------------------------------------
def _scene_makers(ctx: AppContext) -> dict[str, list[Scene]]:
    session = quick_session(5, humans=2)
    ctx.store.save(session, "A saved game")
    return {
        "title": [ctx.scenes.title()],
        "newgame": [ctx.scenes.new_game()],
        "settings": [ctx.scenes.settings()],
        "rules": [ctx.scenes.rules("kingdomino")],
        "load": [ctx.scenes.save_load(None)],
        "saveas": [ctx.scenes.save_load(session)],
        "pause": [ctx.scenes.table(session), ctx.scenes.pause(session)],
        "confirm": [ctx.scenes.title(), ctx.scenes.confirm("Really?", lambda: None)],
    }


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_renders(size: tuple[int, int]) -> None:
    ctx = make_ctx(size)
    for name, scenes in _scene_makers(ctx).items():
        ctx.manager.stack.clear()
        for scene in scenes:
            ctx.manager.push(scene)
        ctx.manager.update(0.0)
        assert ctx.manager.dirty, name
        surface = draw(ctx)
        assert surface.get_size() == size
        assert looks_drawn(surface), f"{name} at {size} looks blank"
        assert not ctx.manager.dirty, f"{name} is still dirty after drawing"


def test_widgets_scale_with_the_window() -> None:
    a = TitleScene(make_ctx((1280, 720)))
    b = TitleScene(make_ctx((1920, 1080)))  # one display: build each scene while its size is set
    ra, rb = a.buttons["New game"].rect, b.buttons["New game"].rect
    assert rb.w == pytest.approx(ra.w * 1.5, abs=2) and rb.h == pytest.approx(ra.h * 1.5, abs=2)


def test_resize_relays_out_the_top_scene(ctx: AppContext) -> None:
    ctx.manager.push(ctx.scenes.title())
    title = ctx.manager.top
    assert isinstance(title, TitleScene)
    before = title.buttons["Quit"].rect.copy()
    ctx.window.resize((1920, 1080))  # on_resize -> manager.resize
    after = title.buttons["Quit"].rect
    assert title.size == (1920, 1080) and after.w > before.w
    assert looks_drawn(draw(ctx))


# --- title, new game, start ------------------------------------------------------------------
def test_title_new_game_start_opens_the_table(ctx: AppContext) -> None:
    ctx.manager.push(ctx.scenes.title())
    title = ctx.manager.top
    assert isinstance(title, TitleScene)
    assert not title.buttons["Continue"].enabled  # no save yet: offered off, in its place
    click(ctx, title.buttons["New game"])
    ng = ctx.manager.top
    assert isinstance(ng, NewGameScene)
    click(ctx, ng.start_button)
    assert stack_types(ctx)[0] == "TitleScene" and len(ctx.manager.stack) == 2
    table = ctx.manager.top
    assert type(table).__name__ == "TableScene"
    session = table.session  # type: ignore[attr-defined]
    assert [s.kind for s in session.seats] == ["human", "ai"]
    assert session.seats[1].level == "normal"
    assert len({s.colour for s in session.seats}) == 2


def test_new_game_three_players_variants_and_reasons(ctx: AppContext) -> None:
    ng = NewGameScene(ctx)
    ctx.manager.push(ng)
    duel = ng.variant_toggles["mighty_duel"]
    four = ng.variant_toggles["four_choices"]
    assert duel.enabled and not four.enabled
    assert "3-player" in ng.variant_notes["four_choices"].text
    click(ctx, duel)
    assert ng.flags["mighty_duel"]
    # the right arrow of the seat-count choice: 2 -> 3 players
    arrow = (ng.count.rect.right - 5, ng.count.rect.centery)
    click(ctx, arrow)
    assert ng.players == 3 and len(ng.seat_widgets) == 3
    assert not ng.flags["mighty_duel"], "a variant the new count forbids is switched off"
    duel, four = ng.variant_toggles["mighty_duel"], ng.variant_toggles["four_choices"]
    assert not duel.enabled and "2-player" in ng.variant_notes["mighty_duel"].text
    click(ctx, four)
    click(ctx, ng.start_button)
    session = ctx.manager.top.session  # type: ignore[attr-defined]
    assert session.options.players == 3 and session.options.four_choices
    assert not session.options.mighty_duel


def test_new_game_disabled_variant_cannot_be_switched_on(ctx: AppContext) -> None:
    ng = NewGameScene(ctx)
    ctx.manager.push(ng)
    click(ctx, ng.variant_toggles["four_choices"])
    assert not ng.flags.get("four_choices")


def test_new_game_colours_stay_distinct(ctx: AppContext) -> None:
    ng = NewGameScene(ctx)
    ctx.manager.push(ng)
    ng.set_players(4)
    for _ in range(8):  # cycle seat 2's colour through everything it is offered
        colour_choice = ng.seat_widgets[1][0]
        click(ctx, (colour_choice.rect.right - 5, colour_choice.rect.centery))
        colours = [s.colour for s in ng.seats[:4]]
        assert len(set(colours)) == 4, colours
    ng.set_players(2)
    ng.set_colour(1, ng.free_colours(1)[-1])
    ng.set_players(4)
    assert len({s.colour for s in ng.seats[:4]}) == 4


def test_new_game_names_kinds_seed_and_hints(ctx: AppContext) -> None:
    ng = NewGameScene(ctx)
    ctx.manager.push(ng)
    name_input = ng.seat_widgets[0][1]
    click(ctx, name_input)
    key(ctx, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    type_text(ctx, "Ada")
    key(ctx, pygame.K_n)  # swallowed by the text field: no shortcut fires
    kind = ng.seat_widgets[1][2]
    click(ctx, (kind.rect.right - 5, kind.rect.centery))  # AI · Normal -> AI · Hard
    click(ctx, ng.seed_input)
    type_text(ctx, "12345")
    type_text(ctx, "x")  # any text is a seed too, but here we want the number
    key(ctx, pygame.K_BACKSPACE)
    click(ctx, ng.hints_toggle)
    click(ctx, ng.start_button)
    session = ctx.manager.top.session  # type: ignore[attr-defined]
    assert session.seats[0].name == "Ada"
    assert (session.seats[1].kind, session.seats[1].level) == ("ai", "hard")
    assert session.seed == 12345 and session.hints


def test_seed_text() -> None:
    assert seed_from_text("42") == 42
    assert seed_from_text("castle") == seed_from_text(" castle ") != seed_from_text("castles")
    assert 0 <= seed_from_text("") < 1 << 63


def test_continue_resumes_the_latest_unfinished_game(ctx: AppContext) -> None:
    session = quick_session(11, humans=2)
    ctx.store.autosave(session)
    ctx.manager.push(ctx.scenes.title())
    title = ctx.manager.top
    assert title.buttons["Continue"].enabled  # type: ignore[attr-defined]
    # it says what it resumes: the rule set and the round, without hovering
    from game.engine.rules import get_rules

    text = title.buttons["Continue"].text  # type: ignore[attr-defined]
    assert text.startswith("Continue") and get_rules(session.options.rules).title in text
    assert (f"round {session.state.round}" if session.state.round else "first claims") in text
    key(ctx, pygame.K_c)
    assert len(ctx.manager.stack) == 2
    assert ctx.manager.top.session.game_id == session.game_id  # type: ignore[attr-defined]


def test_title_quit_and_escape_confirm(ctx: AppContext) -> None:
    ctx.manager.push(ctx.scenes.title())
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.manager.top, ConfirmScene)
    key(ctx, pygame.K_ESCAPE)  # Esc = No
    assert isinstance(ctx.manager.top, TitleScene) and not ctx.manager.quit_requested
    click(ctx, ctx.manager.top.buttons["Quit"])  # type: ignore[attr-defined]
    assert ctx.manager.quit_requested


# --- pause ------------------------------------------------------------------------------------
def test_pause_opens_and_closes_with_escape(ctx: AppContext) -> None:
    session = quick_session(3, humans=2)
    table = ctx.scenes.table(session)
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(table)
    ctx.manager.update(0.0)
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.manager.top, PauseScene)
    assert [type(s).__name__ for s in ctx.manager.visible()] == ["TableScene", "PauseScene"]
    assert looks_drawn(draw(ctx))
    key(ctx, pygame.K_ESCAPE)
    assert ctx.manager.top is table


def test_pause_main_menu_autosaves(ctx: AppContext) -> None:
    session = quick_session(4, humans=2)
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(ctx.scenes.table(session))
    ctx.manager.push(ctx.scenes.pause(session))
    click(ctx, ctx.manager.top.buttons["Main menu"])  # type: ignore[attr-defined]
    assert stack_types(ctx) == ["TitleScene"]
    assert any(i.game_id == session.game_id for i in ctx.store.list())


def test_pause_buttons_open_their_screens(ctx: AppContext) -> None:
    session = quick_session(4, humans=2)
    ctx.manager.push(ctx.scenes.table(session))
    for text, kind in (("Save game", SaveLoadScene), ("Settings", SettingsScene), ("Rules", RulesScene)):
        ctx.manager.push(ctx.scenes.pause(session))
        click(ctx, ctx.manager.top.buttons[text])  # type: ignore[attr-defined]
        assert isinstance(ctx.manager.top, kind), text
        assert looks_drawn(draw(ctx))
        key(ctx, pygame.K_ESCAPE)
        assert isinstance(ctx.manager.top, PauseScene)
        key(ctx, pygame.K_ESCAPE)
    ctx.manager.push(ctx.scenes.pause(session))
    key(ctx, pygame.K_q)  # asks first, as the title's Quit does (issue 16, point 6)
    assert isinstance(ctx.manager.top, ConfirmScene) and not ctx.manager.quit_requested
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.manager.top, PauseScene) and not ctx.manager.quit_requested
    key(ctx, pygame.K_q)
    key(ctx, pygame.K_y)
    assert ctx.manager.quit_requested


# --- confirm ----------------------------------------------------------------------------------
def test_confirm_yes_no_and_keys(ctx: AppContext) -> None:
    answers: list[str] = []
    ctx.manager.push(ctx.scenes.title())
    dialog = ctx.scenes.confirm("Delete it?", lambda: answers.append("yes"), lambda: answers.append("no"))
    ctx.manager.push(dialog)
    assert dialog.overlay and len(ctx.manager.visible()) == 2
    key(ctx, pygame.K_RETURN)  # focus starts on No: Enter never confirms by accident
    assert answers == ["no"] and isinstance(ctx.manager.top, TitleScene)
    dialog = ctx.scenes.confirm("Delete it?", lambda: answers.append("yes"))
    ctx.manager.push(dialog)
    click(ctx, dialog.yes_button)  # type: ignore[attr-defined]
    assert answers == ["no", "yes"] and isinstance(ctx.manager.top, TitleScene)
    ctx.manager.push(ctx.scenes.confirm("Again?", lambda: answers.append("yes")))
    key(ctx, pygame.K_y)
    assert answers[-1] == "yes"


# --- settings ---------------------------------------------------------------------------------
def test_settings_changes_persist(ctx: AppContext) -> None:
    ctx.manager.push(ctx.scenes.settings())
    scene = ctx.manager.top
    assert isinstance(scene, SettingsScene)
    click(ctx, scene.controls["muted"])
    click(ctx, scene.controls["show_legal"])
    scene.group.focus(scene.controls["volume"])
    key(ctx, pygame.K_LEFT, times=2)
    budget = scene.controls["hard_budget"]
    click(ctx, (budget._track(budget._value_w()).right, budget.rect.centery))  # drag to the far end
    saved = load_settings()
    assert saved.muted and saved.show_legal
    assert saved.volume == pytest.approx(0.7)
    assert saved.hard_budget == pytest.approx(5.0)
    assert ctx.settings.muted


def test_the_animation_speed_is_chosen_and_remembered(ctx: AppContext) -> None:
    """The old AI pace is the table's animation speed: Fast, Normal or Off, saved at once."""
    ctx.manager.push(ctx.scenes.settings())
    scene = ctx.manager.top
    choice = scene.controls["animation"]
    assert choice.value == "normal" and choice.fmt(choice.value) == "Normal"
    scene.group.focus(choice)
    key(ctx, pygame.K_RIGHT)
    assert load_settings().animation == ctx.settings.animation == choice.value == "off"
    key(ctx, pygame.K_RIGHT)
    assert load_settings().animation == "fast"


def test_settings_fullscreen_toggle_uses_the_window() -> None:
    ctx = make_ctx()
    ctx.window.offscreen = True  # keep the dummy display as it is
    ctx.manager.push(ctx.scenes.settings())
    scene = ctx.manager.top
    click(ctx, scene.controls["fullscreen"])  # type: ignore[attr-defined]
    assert ctx.window.fullscreen and load_settings().fullscreen


def test_f11_and_resize_events(ctx: AppContext) -> None:
    ctx.window.offscreen = True
    ctx.manager.push(ctx.scenes.title())
    key(ctx, pygame.K_F11)
    assert ctx.window.fullscreen and ctx.settings.fullscreen
    key(ctx, pygame.K_F11)
    assert not ctx.window.fullscreen
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    pump(ctx)
    assert ctx.manager.top.size == (1600, 900)  # type: ignore[attr-defined]
    assert ctx.settings.window_size == (1600, 900)


# --- rules ------------------------------------------------------------------------------------
def test_rules_scroll_and_close(ctx: AppContext) -> None:
    ctx.manager.push(ctx.scenes.title())
    key(ctx, pygame.K_h)
    rules = ctx.manager.top
    assert isinstance(rules, RulesScene)
    assert rules.max_scroll > 0 and rules.scroll == 0
    key(ctx, pygame.K_PAGEDOWN)
    page = rules.scroll
    assert page > 0
    key(ctx, pygame.K_DOWN)
    assert rules.scroll > page
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                         precise_y=1.0))
    pump(ctx)
    assert rules.scroll < page + rules.px(40)
    key(ctx, pygame.K_END)
    assert rules.scroll == rules.max_scroll
    assert rules.toc[-1].current
    key(ctx, pygame.K_HOME)
    assert rules.scroll == 0
    click(ctx, rules.toc[3])  # jump to a section
    assert rules.scroll == min(rules.anchors[3][1], rules.max_scroll) and rules.toc[3].current
    assert looks_drawn(draw(ctx))
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.manager.top, TitleScene)


def test_rules_text_is_shipped_and_complete() -> None:
    from game.ui.screens.rules import RULES_DIR, parse

    text = (RULES_DIR / "kingdomino.md").read_text(encoding="utf-8")
    blocks = parse(text)
    headings = [b.text for b in blocks if b.kind == "h2"]
    for needed in ("Placing a domino", "Scoring", "Winning", "Variants"):
        assert needed in headings
    variants = {b.text for b in blocks if b.kind == "h3"}
    assert {"Middle Kingdom", "Harmony", "Mighty Duel", "Dynasty", "Four choices"} <= variants
    assert any(b.kind == "bullet" for b in blocks) and any(b.kind == "note" for b in blocks)


# --- save / load ------------------------------------------------------------------------------
def test_save_as_then_load(ctx: AppContext) -> None:
    session = quick_session(21, humans=2)
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(ctx.scenes.table(session))
    ctx.manager.push(ctx.scenes.save_load(session))
    scene = ctx.manager.top
    assert isinstance(scene, SaveLoadScene)
    click(ctx, scene.name_input)
    key(ctx, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    type_text(ctx, "Castle race")
    click(ctx, scene.save_button)
    names = [i.name for i in ctx.store.list()]
    assert "Castle race" in names
    scene = ctx.manager.top
    assert isinstance(scene, SaveLoadScene) and scene.list.selected_item.name == "Castle race"
    click(ctx, scene.load_button)
    assert stack_types(ctx)[0] == "TitleScene" and len(ctx.manager.stack) == 2
    loaded = ctx.manager.top.session  # type: ignore[attr-defined]
    assert loaded.game_id == session.game_id and loaded.save_name == "Castle race"


def test_a_slot_holding_a_finished_result_is_refused_before_asking_to_replace(ctx: AppContext) -> None:
    """Issue 27 point 1: the save screen never offers to replace what the store keeps."""
    from game.engine import is_over, legal_actions

    done = quick_session(22, humans=2)
    while not is_over(done.state):
        done.play(legal_actions(done.state)[0])
    slot = ctx.store.save(done, "Final")
    kept = slot.read_bytes()
    session = quick_session(23, humans=2)
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(ctx.scenes.table(session))
    ctx.manager.push(ctx.scenes.save_load(session))
    scene = ctx.manager.top
    click(ctx, scene.name_input)
    key(ctx, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    type_text(ctx, "Final")
    click(ctx, scene.save_button)
    assert ctx.manager.top is scene  # no "Replace it?" question
    assert scene.message_bad and "finished game's result" in scene.message
    assert slot.read_bytes() == kept


def test_unreadable_save_is_listed_greyed_and_cannot_load(ctx: AppContext) -> None:
    ctx.store.folder.mkdir(parents=True, exist_ok=True)
    (Path(ctx.store.folder) / "junk.json").write_text("{ nope", encoding="utf-8")
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(ctx.scenes.save_load(None))
    scene = ctx.manager.top
    assert isinstance(scene, SaveLoadScene)
    bad = [i for i in scene.infos if not i.ok]
    assert bad and bad[0].reason
    scene.list.select(scene.infos.index(bad[0]))
    assert not scene.load_button.enabled
    click(ctx, scene.load_button)
    assert ctx.manager.top is scene
    assert looks_drawn(draw(ctx))


def test_delete_asks_first(ctx: AppContext) -> None:
    ctx.store.save(quick_session(9, humans=2), "Old game")
    ctx.manager.push(ctx.scenes.save_load(None))
    scene = ctx.manager.top
    assert isinstance(scene, SaveLoadScene) and scene.list.selected_item.name == "Old game"
    click(ctx, scene.delete_button)
    dialog = ctx.manager.top
    assert isinstance(dialog, ConfirmScene)
    key(ctx, pygame.K_n)  # keep it
    assert [i.name for i in ctx.store.list()] == ["Old game"]
    click(ctx, scene.delete_button)
    click(ctx, ctx.manager.top.yes_button)  # type: ignore[attr-defined]
    assert ctx.store.list() == [] and ctx.manager.top is scene
    assert "Deleted" in scene.message


def test_finished_game_loads_to_its_table(ctx: AppContext) -> None:
    from game.engine import legal_actions

    session = quick_session(2, humans=2)
    while not session.is_over():
        session.play(legal_actions(session.state)[0])
    ctx.store.save(session, "Done")
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(ctx.scenes.save_load(None))
    scene = ctx.manager.top
    assert scene.list.selected_item.finished  # type: ignore[attr-defined]
    key(ctx, pygame.K_l)
    assert ctx.manager.top.session.is_over()  # type: ignore[attr-defined]


# --- the loop ---------------------------------------------------------------------------------
class CountingScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.draws = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.fill((10, 20, 30))


def test_loop_redraws_only_when_dirty(ctx: AppContext) -> None:
    scene = CountingScene()
    ctx.manager.push(scene)
    frames = loop(ctx, max_ticks=5)
    assert frames == 1 and scene.draws == 1
    scene.dirty = True
    assert loop(ctx, max_ticks=3) == 1 and scene.draws == 2
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    loop(ctx, max_ticks=50)
    assert ctx.manager.quit_requested


def test_f11_updates_an_open_settings_screen(ctx: AppContext) -> None:
    ctx.window.offscreen = True
    ctx.manager.push(ctx.scenes.settings())
    scene = ctx.manager.top
    assert isinstance(scene, SettingsScene) and not scene.controls["fullscreen"].value
    key(ctx, pygame.K_F11)
    ctx.manager.update(0.0)
    assert scene.controls["fullscreen"].value and scene.dirty
    assert load_settings().fullscreen


def test_escape_leaves_a_text_field_before_the_screen(ctx: AppContext) -> None:
    ctx.manager.push(ctx.scenes.title())
    ctx.manager.push(ctx.scenes.new_game())
    ng = ctx.manager.top
    assert isinstance(ng, NewGameScene)
    click(ctx, ng.seed_input)
    assert ng.seed_input.focused
    key(ctx, pygame.K_ESCAPE)
    assert ctx.manager.top is ng and not ng.seed_input.focused
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.manager.top, TitleScene)


def test_the_save_list_names_rule_sets_and_variants_as_the_box_does() -> None:
    """Seen in the window: an XXL save was listed as "Xxl (Court (1 Set))"."""
    from types import SimpleNamespace

    from game.ui.screens.saveload import describe

    info = SimpleNamespace(rules="xxl", options=["court (1 set)"], games=1, finished=False, round=12,
                           players=["Ada", "Bruno"], scores=[30, 41])
    assert describe(info) == ("Royal Wedding XXL  ·  The Court · 1 set  ·  round 12", "Ada: 30  ·  Bruno: 41")
    info = SimpleNamespace(rules="kingdomino", options=["middle_kingdom"], games=1, finished=True, round=12,
                           players=["Ada"], scores=[30])
    assert describe(info)[0] == "Kingdomino  ·  Middle Kingdom  ·  finished"


def test_an_xxl_game_is_saved_under_its_own_name_by_default(tmp_path) -> None:
    from game.engine import Options
    from game.session import Person, Seat, Session
    from game.ui.table.harness import headless_context

    ctx = headless_context((1280, 720), tmp_path / "saves")
    seats = [Seat("Ada", "red", partner=Person("Yves")), Seat("Bruno", "blue"), Seat("Chloé", "green")]
    session = Session(Options(rules="xxl", players=3, court=1), seats, 4)
    assert SaveLoadScene(ctx, session).save_name.startswith("Royal Wedding XXL 20")


def test_the_title_menu_keeps_its_places_when_continue_comes(ctx: AppContext) -> None:
    """Issue 29, point 2: the title menu does not shift when Continue appears."""
    ctx.manager.push(ctx.scenes.title())
    title = ctx.manager.top
    assert isinstance(title, TitleScene)
    before = {name: b.rect.copy() for name, b in title.buttons.items()}
    key(ctx, pygame.K_c)  # off: nothing to continue, nothing opens
    assert ctx.manager.top is title
    ctx.store.autosave(quick_session(11, humans=2))
    title.enter()  # back on the title: it looks for an unfinished game again
    assert title.resume is not None and title.buttons["Continue"].enabled
    assert {name: b.rect for name, b in title.buttons.items()} == before
