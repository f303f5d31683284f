"""Kingdomino family: the desktop game (engine in game.engine, window in game.ui)."""
