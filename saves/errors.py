"""The one error the saves package raises: a refusal with a reason a player can read."""

from __future__ import annotations


def one_line(text: object, limit: int = 200) -> str:
    """`text` squeezed onto one line and cut to `limit` characters.

    Reasons end up in a load list and on a terminal, where a multi-line or
    huge message (e.g. from a file's own content) would break the layout.
    """
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class SaveError(Exception):
    """A save could not be read or written. `reason` is one line, ready to show."""

    def __init__(self, reason: str) -> None:
        self.reason = one_line(reason)
        super().__init__(self.reason)
