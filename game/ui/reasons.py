"""The engine's refusals in the player's language. The engine says why it refuses as a kind of
reason and its values (game.engine.errors.Why: an English template, marked for the catalogs, and
plain values); here the template is translated and each value is written as the language writes
it: numbers through formats.number, a domino by its printed label, a terrain by its name."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.content import domino
from game.engine.errors import IllegalAction, Value, Why
from game.i18n import _, ngettext
from game.i18n.content import building_name, terrain_name
from game.i18n.formats import number

DOMINOES = ("domino", "yours")  # values that are domino ids: said by the label printed on the domino


def value_words(key: str, value: Value) -> str:
    """One value of a reason as the player's language writes it."""
    if key in DOMINOES and isinstance(value, int):
        return domino(value).label
    if key == "terrain" and isinstance(value, str):
        return terrain_name(value)
    if key == "building" and isinstance(value, int):
        return building_name(value)  # its name as the content's catalog says it
    if isinstance(value, int):
        return number(value)
    return value


def reason_words(why: IllegalAction | Why | str | tuple[str, str],
                 values: Mapping[str, Value] | None = None) -> str:
    """A refusal as the player reads it, in the spoken language, starting with a capital: from the
    engine's error, its reason (a Why), or a reason's English template (a count's: its two forms)
    and its `values`."""
    if isinstance(why, IllegalAction):
        why = why.why
    elif not isinstance(why, Why):
        why = Why(why, **(values or {}))
    if why.plural:
        text = ngettext(why.template, why.plural, int(why.values.get("count", 0)))
    else:
        text = _(why.template) if why.template else ""
    if why.values:
        text = text.format(**{k: value_words(k, v) for k, v in why.values.items()})
    return text[:1].upper() + text[1:]
