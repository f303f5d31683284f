"""The menu screens around the table: title, new game, pause, settings, rules, save/load, confirm.

Scenes are created through `ctx.scenes` (game.ui.context.SceneFactory), never
imported by each other, so this package has no import cycles.
"""
