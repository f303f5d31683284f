"""Reading an action from its text form, whichever rule set declared its kind.

Apart from `actions` because it must first import every rule set (each registers its kinds),
and the rule sets import `actions`.
"""

from __future__ import annotations

from .actions import Action, action_kinds
from .errors import UnreadableAction
from .rules import all_rules


def parse_action(text: str) -> Action:
    """The action a text form names; UnreadableAction (not IllegalAction) otherwise."""
    all_rules()  # importing every rule set registers its action kinds
    t = " ".join(str(text).split()).lower()
    for cls in action_kinds():
        m = cls.PATTERN.fullmatch(t)
        if m:
            return cls.from_text(m)
    raise UnreadableAction(f"not an action: {text!r}")
