"""Every screen by name: where its class (or the function that builds it) lives.

`AppContext.scenes` (context.py) builds a screen from here. Each is named by a string
"module:attribute" and imported only when first built, so this registry imports no screen
and no screen module sits in an import circle with the context that builds it. Adding a
screen: its module (game/ui/scenes/ for menus), one line here, one method on SceneFactory.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

SCREENS: dict[str, str] = {
    "title": "game.ui.scenes.title:TitleScene",
    "new_game": "game.ui.scenes.newgame:NewGameScene",
    "lessons": "game.ui.scenes.lessons:LessonsScene",
    "pause": "game.ui.scenes.pause:PauseScene",
    "pool": "game.ui.scenes.pool:PoolScene",
    "settings": "game.ui.scenes.settings:SettingsScene",
    "rules": "game.ui.scenes.rules:RulesScene",
    "save_load": "game.ui.scenes.saveload:SaveLoadScene",
    "statistics": "game.ui.scenes.stats:StatsScene",
    "confirm": "game.ui.scenes.confirm:ConfirmScene",
    "results": "game.ui.results:ResultsScene",
    "coach": "game.ui.coach_scene:CoachScene",
    "table": "game.ui.table.scene:TableScene",
    "lesson": "game.ui.table.lesson_table:lesson_table",
    "replay": "game.ui.table.replay_scene:ReplayScene",
}


def screen(name: str) -> Any:
    """The class (or builder) of screen `name`, imported now; KeyError for an unknown name."""
    module, _, attribute = SCREENS[name].partition(":")
    return getattr(import_module(module), attribute)
