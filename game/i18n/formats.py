"""Numbers, percentages and dates in the spoken language's own format (Babel's CLDR data):
1,234.5 in English, 1.234,5 in German and Portuguese, 1 234,5 in French."""

from __future__ import annotations

from datetime import date, datetime

from babel import Locale
from babel.dates import format_date as _format_date
from babel.dates import format_datetime as _format_datetime
from babel.lists import format_list
from babel.numbers import format_decimal, format_percent

from game.i18n.languages import PSEUDO, SOURCE
from game.i18n.translate import language


def locale() -> Locale:
    code = language()
    return Locale.parse(SOURCE if code == PSEUDO else code)


def number(value: float, digits: int = 0) -> str:
    """`value` with `digits` decimals and the language's separators."""
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    # rounded as Python's f"{value:.1f}" rounds (the float's exact value): 12.35 reads 12.3 as before
    return format_decimal(round(value, digits), format=pattern, locale=locale())


def percent(fraction: float, digits: int = 0) -> str:
    """A fraction (0.42) as the language writes a percentage (42 %, 42%)."""
    here = locale()
    pattern = here.percent_formats[None].pattern  # the language's own: 42%, 42 %, 42 %
    if digits:  # decimals after the last digit place, wherever the sign goes
        last = pattern.rfind("0") + 1
        pattern = pattern[:last] + "." + "0" * digits + pattern[last:]
    return format_percent(fraction, format=pattern, locale=here)


def day(when: date | datetime, size: str = "medium") -> str:
    """A date as the language writes it (size: short, medium, long)."""
    return _format_date(when, format=size, locale=locale())


def moment(when: datetime, size: str = "short") -> str:
    """A date and time as the language writes them."""
    return _format_datetime(when, format=size, locale=locale())


def names_list(names: list[str]) -> str:
    """Names joined as the language lists them ("Ada and Bruno", "Ada und Bruno"); English keeps
    its "Ada and Bruno and Mira"."""
    if language() in (SOURCE, PSEUDO):
        return " and ".join(names)
    return format_list(names, locale=locale())
