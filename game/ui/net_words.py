"""What a player reads of the network: the server's error codes, connections, the waiting for
another screen. The server sends codes and values, never sentences (game/net/codes.py); the words
are chosen here, in the player's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n import N_, _

# code -> the words (values are filled in where the code carries them)
CODE_WORDS: dict[str, str] = {
    "bad_json": N_("The server did not understand a message of this game."),
    "too_big": N_("A message was too big for the server."),
    "bad_version": N_("This server speaks another version of the game: update both to play."),
    "no_hello": N_("The server did not understand a message of this game."),
    "unknown_type": N_("The server did not understand a message of this game."),
    "bad_field": N_("The server did not understand a message of this game."),
    "no_table": N_("No table has that code: check it with your host."),
    "bad_token": N_("This screen no longer holds that seat."),
    "not_your_seat": N_("This screen does not hold that seat."),
    "not_your_turn": N_("It is not your turn."),
    "not_host": N_("Only the host may do that."),
    "table_full": N_("Every seat at that table is taken."),
    "colour_taken": N_("That colour is taken: choose another."),
    "bad_name": N_("A name has 1 to 20 letters, digits or signs."),
    "bad_setup": N_("The server refused this game's set-up."),
    "not_waiting": N_("That table has already started."),
    "not_playing": N_("That table is not playing."),
    "seats_open": N_("Every seat must be taken before the game starts."),
    "not_away": N_("That player is here: only an absent player's seat can be given to the computer."),
    "unreadable": N_("The server could not read that move."),
    "slow_down": N_("Too many messages: the server closed the connection."),
    "server_busy": N_("The server is full: try again later, or another server."),
    "internal": N_("The server met a fault of its own; nothing changed."),
}


def error_words(code: str, values: Mapping[str, Any] | None = None) -> str:
    """An error answer as the player reads it (an engine refusal in the engine's own words)."""
    values = values or {}
    if code == "illegal":
        from game.engine.errors import Why
        from game.ui.reasons import reason_words

        template = values.get("template")
        plural = values.get("plural")
        if isinstance(template, str):
            said = (template, plural) if isinstance(plural, str) else template
            return reason_words(Why(said, **dict(values.get("values") or {})))
        return _("The rules refuse that move.")
    text = CODE_WORDS.get(code)
    return _(text) if text else _("The server refused: {code}").format(code=code)


def connection_words(kind: str) -> str:
    """A toast for the connection: lost (dialling again), back, or given up."""
    if kind == "disconnected":
        return _("Connection lost: reconnecting…")
    if kind == "connected":
        return _("Connected again.")
    return _("The server cannot be reached. Your table waits there: open it again from Play online.")


def waiting_words(name: str, presence: str | None, stand_in: str | None, level_title: str) -> str:
    """The banner's line while someone at another screen decides."""
    if presence == "away" and stand_in:
        return _("{name} is away: the computer plays for them ({level})").format(name=name, level=level_title)
    if presence == "away":
        return _("{name} is away: reconnecting…").format(name=name)
    return _("Playing at another screen")


def presence_parts(session: Any, kingdom: int) -> list[str]:
    """A kingdom's plate at a table on a server: who of it is at this screen, and who is away."""
    if not session.remote:
        return []
    from game.session import people_of

    out = []
    for person, (k, who) in enumerate(people_of(session.seats)):
        if k != kingdom or not who.is_human:
            continue
        state = session.presence(person)
        named = len(session.seats[kingdom].members) > 1  # a team: say which of the two
        if state == "you":
            out.append(_("{name}: you").format(name=who.name) if named else _("you"))
        elif state == "away":
            out.append(_("{name}: away").format(name=who.name) if named else _("away"))
        elif state == "here":
            out.append(_("{name}: connected").format(name=who.name) if named else _("connected"))
    return out
