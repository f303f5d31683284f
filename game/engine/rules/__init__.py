"""Rule sets by name: a registry of the modules that define them.

Each module defines `RULES`, a `RuleSet`; it is imported on first use, so loading
the engine package does no rule-set work. Adding a rule set is one entry here.
"""

from __future__ import annotations

from importlib import import_module

from ..errors import BadOptions
from .base import TERRITORIES, Adapters, HiddenZone, Limits, OptionSpec, RuleSet, ScorePart, Step, load

# name -> module (relative to this package) that defines RULES
REGISTRY: dict[str, str] = {
    "kingdomino": ".kingdomino",
    "queendomino": ".queendomino",
    "xxl": ".xxl",
}
RULE_SETS = tuple(REGISTRY)
_loaded: dict[str, RuleSet] = {}


def get_rules(name: str) -> RuleSet:
    known = _loaded.get(name)
    if known is not None:
        return known
    module = REGISTRY.get(name)
    if module is None:
        raise BadOptions(f"unknown rule set {name!r}")
    rules: RuleSet = import_module(module, __name__).RULES
    if rules.name != name:
        raise BadOptions(f"module {module} defines rule set {rules.name!r}, not {name!r}")
    _loaded[name] = rules
    return rules


def default_rules() -> str:
    """The rule set a new game and fresh settings start on: the first registered."""
    return next(iter(REGISTRY))


def all_rules() -> list[RuleSet]:
    return [get_rules(name) for name in REGISTRY]


def score_parts() -> tuple[ScorePart, ...]:
    """Every rule set's score parts, each once, in the registry's order (statistics across rule sets)."""
    seen: dict[str, ScorePart] = {}
    for rules in all_rules():
        for part in rules.score_parts:
            seen.setdefault(part.name, part)
    return tuple(seen.values())


__all__ = ["REGISTRY", "RULE_SETS", "TERRITORIES", "Adapters", "HiddenZone", "Limits", "OptionSpec",
           "RuleSet", "ScorePart", "Step", "all_rules", "default_rules", "get_rules", "load", "score_parts"]
