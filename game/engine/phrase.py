"""A sentence the engine composes from values, kept as words to translate: the English template
(marked with `words.N_` / `words.NN_` where it is written) and the values of its named fields. The
engine reads it in English (`english`); game/i18n/content.py translates the template and then
fills it, so no sentence is glued from fragments and the engine stays
language-free."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Phrase:
    text: str  # the template; with `plural`, its singular form
    values: dict[str, int] = field(default_factory=dict)
    plural: str | None = None  # the plural template: the form follows `values["n"]`

    @property
    def n(self) -> int:
        return self.values.get("n", 0)

    def english(self) -> str:
        template = self.text if self.plural is None or self.n == 1 else self.plural
        return template.format(**self.values)


def counted(forms: tuple[str, str], n: int, **values: int) -> Phrase:
    """A sentence with a count `n` (its `{n}` field), from an `NN_` pair."""
    return Phrase(forms[0], {"n": n, **values}, forms[1])
