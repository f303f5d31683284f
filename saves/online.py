"""What this computer keeps of network play: the servers typed (to offer them again), the name
given when joining, and every seat held at a table on a server (its token: the only way back to
it). One small JSON file beside the saves folder, written atomically; a bad file is set aside
(never overwritten) and the book starts empty, saying so once."""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .atomic import write_atomic

VERSION = 1
MAX_SERVERS = 8
MAX_SEATS = 200  # seats of tables still kept (the oldest finished ones go first)
SEAT_KEYS = {"url", "code", "seat", "token", "rules"}


@dataclass
class OnlineBook:
    path: Path
    servers: list[str] = field(default_factory=list)  # newest first
    name: str = ""
    seats: list[dict[str, Any]] = field(default_factory=list)  # {url, code, seat, token, rules}
    problem: str | None = None  # why the file could not be read (it was set aside)

    @classmethod
    def load(cls, path: Path) -> OnlineBook:
        book = cls(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return book
        except (OSError, ValueError) as e:
            return book._set_aside(f"unreadable: {e}")
        problem = _problem(data)
        if problem:
            return book._set_aside(problem)
        book.servers, book.name, book.seats = data["servers"], data["name"], data["seats"]
        return book

    def _set_aside(self, problem: str) -> OnlineBook:
        self.problem = problem
        with contextlib.suppress(OSError):  # a read-only folder: it stays where it is, unread
            self.path.replace(self.path.with_name(self.path.name + ".bad"))
        return self

    def save(self) -> None:
        data = {"version": VERSION, "servers": self.servers[:MAX_SERVERS], "name": self.name,
                "seats": self.seats[-MAX_SEATS:]}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8"))

    def remember_server(self, url: str) -> None:
        self.servers = [url, *[s for s in self.servers if s != url]][:MAX_SERVERS]

    def keep_seat(self, url: str, code: str, seat: int, token: str, rules: str) -> None:
        entry = {"url": url, "code": code, "seat": seat, "token": token, "rules": rules}
        self.seats = [s for s in self.seats if not (s["url"] == url and s["code"] == code
                                                    and s["seat"] == seat)] + [entry]

    def credentials(self, url: str) -> list[dict[str, Any]]:
        """The seats held at the server `url`, as the protocol's resume and list take them."""
        return [{"code": s["code"], "seat": s["seat"], "token": s["token"]} for s in self.seats
                if s["url"] == url]

    def rules_of(self, url: str, code: str) -> str | None:
        return next((s["rules"] for s in self.seats if s["url"] == url and s["code"] == code), None)


def _problem(data: Any) -> str | None:
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return "not an online book of this version"
    if not isinstance(data.get("servers"), list) or not all(isinstance(s, str) for s in data["servers"]):
        return "servers should be a list of addresses"
    if not isinstance(data.get("name"), str):
        return "name should be text"
    seats = data.get("seats")
    if not isinstance(seats, list):
        return "seats should be a list"
    for s in seats:
        if not isinstance(s, dict) or set(s) != SEAT_KEYS or not isinstance(s["seat"], int):
            return "a seat should have url, code, seat, token and rules"
    return None
