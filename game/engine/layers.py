"""The names of a kingdom's layers and values beyond its terrain and crowns (Kingdom.layers,
Kingdom.vals): a leaf module, so the rule modules that share them import nothing else for it."""

from __future__ import annotations

BUILDING, TOWERS, FALLEN, COLLAPSED = "building", "towers", "fallen", "collapsed"
KNIGHT, GIANT, COURT, COURT_CROWNS, RESOURCE = "knight", "giant", "court", "court_crowns", "resource"
COINS, GUARD = "coins", "guard"
