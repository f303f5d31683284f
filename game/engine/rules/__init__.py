"""Rule sets by name."""

from __future__ import annotations

from .base import RuleSet, Step


def get_rules(name: str) -> RuleSet:
    # Imported here so that loading the engine package does no rule set work.
    if name == "kingdomino":
        from .kingdomino import RULES

        return RULES
    from ..errors import BadOptions

    raise BadOptions(f"unknown rule set {name!r}")


RULE_SETS = ("kingdomino",)

__all__ = ["RULE_SETS", "RuleSet", "Step", "get_rules"]
