"""Join codes, seat tokens and the machine codes of error answers.

A join code is what a host reads out to friends: unguessable (about 50 bits) and readable, so its
alphabet leaves out the characters people confuse (0/O, 1/l/I). A seat token is a 128-bit secret
kept by the client; it is compared in constant time so a timing cannot tell how much of it matched.
"""

from __future__ import annotations

import hmac
import secrets

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # 31 characters, none of 0 O 1 l I
CODE_LENGTH = 10  # 31**10 ~ 2**49.5: well above the 40 bits asked
TOKEN_BYTES = 16  # 128 bits


def new_join_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: object) -> str | None:
    """A typed join code as the server keys it (upper case, spaces and dashes dropped), or None
    when it cannot be one (so a bad code never reaches a lookup)."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    code = text.upper().replace("-", "").replace(" ", "")
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return None
    return code


def new_token() -> str:
    return secrets.token_hex(TOKEN_BYTES)


def same_token(given: object, kept: str) -> bool:
    if not isinstance(given, str) or len(given) > 4 * TOKEN_BYTES:
        return False
    return hmac.compare_digest(given.encode("ascii", "replace"), kept.encode("ascii"))


# Error answers: {"type": "error", "code": <one of these>, ...values}. The client words them
# (game/net/words.py); an engine refusal is "illegal" with the engine's reason kind and values.
BAD_JSON = "bad_json"  # not a JSON object
TOO_BIG = "too_big"  # over the size limit (the connection is closed: websockets' max_size)
BAD_VERSION = "bad_version"  # the hello's protocol is not one this server speaks; values: supported
NO_HELLO = "no_hello"  # the first message was not a hello
UNKNOWN_TYPE = "unknown_type"  # values: message_type
BAD_FIELD = "bad_field"  # a field is missing or of the wrong type; values: field
NO_TABLE = "no_table"  # no table has that join code
BAD_TOKEN = "bad_token"  # the seat does not exist or the token is not its token
NOT_YOUR_SEAT = "not_your_seat"  # this connection does not hold that seat
NOT_YOUR_TURN = "not_your_turn"  # values: seat (the seat to act, or None)
NOT_HOST = "not_host"  # only the host may do this
TABLE_FULL = "table_full"  # no open seat left (or the one asked for is taken)
COLOUR_TAKEN = "colour_taken"  # values: colour
BAD_NAME = "bad_name"  # the name is empty, too long or holds an unprintable character
BAD_SETUP = "bad_setup"  # the options or seats are not a game the rules allow; values: detail
NOT_WAITING = "not_waiting"  # the table has started (or ended): no joining, no starting
NOT_PLAYING = "not_playing"  # the table has not started, or has ended
SEATS_OPEN = "seats_open"  # the host cannot start while a seat is open
NOT_AWAY = "not_away"  # a seat can be given to an AI only while its person is away
UNREADABLE = "unreadable"  # the action text is no action; values: text
ILLEGAL = "illegal"  # the rules refuse; values: kind (the engine's code), template, plural, values
SLOW_DOWN = "slow_down"  # the connection sends too fast (then it is closed)
SERVER_BUSY = "server_busy"  # too many tables on this server
INTERNAL = "internal"  # the server met a fault of its own; nothing changed, it keeps serving
