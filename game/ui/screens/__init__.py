"""Every screen of the app, one module each: the menus (title, new game, lessons, pause, pool,
settings, rules, save/load, statistics, confirm), the table, a lesson's table, the replay, the
results and the coach.

Screens are built by name through `ctx.scenes` (game.ui.context.SceneFactory), which reads
`registry.py`; no screen imports another, and the registry imports none of them.
"""
