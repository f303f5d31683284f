"""The wire format: every message is one JSON object with a "type"; limits; field readers.

docs/NETWORK.md is the reference. The first message of a connection is
{"type": "hello", "protocol": PROTOCOL}; anything else first gets an error and the connection closed.
"""

from __future__ import annotations

import json
from typing import Any

from . import codes

PROTOCOL = 1
MAX_MESSAGE = 64 * 1024  # bytes a client may send in one message (websockets max_size)
MAX_SERVER_MESSAGE = 1024 * 1024  # what a client accepts (a whole record at the end of a game)
RATE = 20.0  # messages a second a connection may keep up
BURST = 40.0  # messages it may send at once
BACKLOG = 40  # messages a connection may have sent and the server not yet read; more is flooding
MAX_TABLES = 2000  # tables a server holds at most (unfinished ones)
MAX_SEATS_PER_CONNECTION = 64

Message = dict[str, Any]

CLIENT_TYPES = ("hello", "host", "join", "resume", "list", "start", "action", "give_ai", "take_back",
                "ping")


class BadMessage(Exception):
    """A message the server answers with an error (and then ignores)."""

    def __init__(self, code: str, **values: Any) -> None:
        super().__init__(code)
        self.code = code
        self.values = values

    def answer(self, ref: object = None) -> Message:
        out: Message = {"type": "error", "code": self.code, **self.values}
        if _plain_ref(ref):
            out["ref"] = ref
        return out


def _plain_ref(ref: object) -> bool:
    return isinstance(ref, int) and not isinstance(ref, bool) and 0 <= ref < 2**53


def encode(message: Message) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def decode(text: str | bytes) -> Message:
    """A message read from the wire: a JSON object with a string type, else BadMessage."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        raise BadMessage(codes.BAD_JSON) from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise BadMessage(codes.BAD_JSON)
    return data


def text_field(m: Message, name: str, limit: int = 200) -> str:
    value = m.get(name)
    if not isinstance(value, str) or len(value) > limit:
        raise BadMessage(codes.BAD_FIELD, field=name)
    return value


def int_field(m: Message, name: str, low: int = 0, high: int = 2**31) -> int:
    value = m.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise BadMessage(codes.BAD_FIELD, field=name)
    return value


def list_field(m: Message, name: str, limit: int) -> list[Any]:
    value = m.get(name)
    if not isinstance(value, list) or len(value) > limit:
        raise BadMessage(codes.BAD_FIELD, field=name)
    return value


def ref_of(m: Message) -> int | None:
    ref = m.get("ref")
    return ref if _plain_ref(ref) else None
