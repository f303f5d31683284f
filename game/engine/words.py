"""No-op markers for the engine's player-facing declarations (option names, notes, rule-set
summaries, refusal reasons): the catalog extractor finds `N_("...")`, `NC_(context, "...")` and
`NN_("...", "...")`, and the UI translates the text where it draws it. The engine stays
language-free: it never imports gettext."""


def N_(message: str) -> str:
    return message


def NC_(context: str, message: str) -> str:
    """`N_` for a word with two meanings: the UI translates it with `pgettext(context, message)`."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """`N_` for a sentence with a count: the UI picks the form with `ngettext(singular, plural, n)`."""
    return singular, plural
