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
    "title": "game.ui.screens.title:TitleScene",
    "new_game": "game.ui.screens.newgame:NewGameScene",
    "online": "game.ui.screens.online:OnlineScene",
    "online_room": "game.ui.screens.online_room:RoomScene",
    "lessons": "game.ui.screens.lessons:LessonsScene",
    "pause": "game.ui.screens.pause:PauseScene",
    "pool": "game.ui.screens.pool:PoolScene",
    "settings": "game.ui.screens.settings:SettingsScene",
    "rules": "game.ui.screens.rules:RulesScene",
    "save_load": "game.ui.screens.saveload:SaveLoadScene",
    "statistics": "game.ui.screens.stats:StatsScene",
    "confirm": "game.ui.screens.confirm:ConfirmScene",
    "results": "game.ui.screens.results:ResultsScene",
    "coach": "game.ui.screens.coach:CoachScene",
    "table": "game.ui.screens.table:TableScene",
    "lesson": "game.ui.screens.lesson:lesson_table",
    "replay": "game.ui.screens.replay:ReplayScene",
}


def screen(name: str) -> Any:
    """The class (or builder) of screen `name`, imported now; KeyError for an unknown name."""
    module, _, attribute = SCREENS[name].partition(":")
    return getattr(import_module(module), attribute)
