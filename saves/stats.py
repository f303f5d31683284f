"""Statistics across finished games: who played what, how often they won, what they scored.

A finished game's *record* (made once, when its final save is written or first indexed) says
for each kingdom who held it, its score, its place and its score parts. The statistics are
built from the records of the finished games in the saves folder, one per game (the newest
save of each game id), never by replaying the files again:

    rows = table(store.records())     # one Row per person and rule set

A person is a human seat's name; an AI seat counts as its level ("Normal AI"). A hot-seat
team counts for both its members, with the team's score; a Dynasty is one game whose score
is the match total (its parts summed over its games). A person holding several kingdoms of
one game (two Normal AIs at a table, every seat of an all-AI game) counts once per game, as
their best-placed kingdom. A finished game whose record could not be built is marked in the
index (saves/store.py) and counted as missing, never left out in silence.

`python -m saves.stats` prints the table as text (KINGDOMINO_HOME is followed as by the game).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.ai.levels import LEVELS
from game.engine.rules import score_parts
from game.session import KINDS

JSON = dict[str, Any]


def _key(name: str, kind: str, level: str | None) -> str:
    """How the statistics name a person: a human by their name, an AI by its level."""
    return name if kind == "human" else f"{_title(level or 'normal')} AI"


def _title(level_name: str) -> str:
    """How screens name an AI level (a level unknown to this version: its name, capitalised)."""
    return next((lv.title for lv in LEVELS if lv.name == level_name), level_name.capitalize())


def _member(m: object) -> tuple[str, bool, str]:
    """(statistics name, is an AI, AI level) of a record's member; ValueError if it is no member.
    Records are the game's own output, so a light check, not Person's (thousands are read)."""
    if not isinstance(m, dict) or not isinstance(m.get("name"), str) or m.get("kind") not in KINDS:
        raise ValueError("not a member")
    level = m.get("level") or "normal"
    return _key(m["name"], m["kind"], level), m["kind"] != "human", level


@dataclass
class Row:
    """One person's record at one rule set."""

    person: str
    rules: str
    is_ai: bool = False
    games: int = 0
    wins: int = 0
    total: int = 0
    best: int | None = None
    parts: dict[str, int] = field(default_factory=dict)  # summed over the games
    # AI level -> [games with such an AI among the opponents, of them won]
    against: dict[str, list[int]] = field(default_factory=dict)
    # (when the game began, score, won), oldest first
    history: list[tuple[str, int, bool]] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0

    def part_averages(self) -> list[tuple[str, float]]:
        # as the rule sets declare them; a part no rule set of this version declares (a record
        # from a later one) is still counted, after them
        known = [p.name for p in score_parts()]
        order = [p for p in known if p in self.parts] + sorted(set(self.parts) - set(known))
        return [(p, self.parts[p] / self.games) for p in order] if self.games else []


def _valid(record: object) -> bool:
    if not isinstance(record, dict):
        return False
    kingdoms = record.get("kingdoms")
    return (isinstance(record.get("rules"), str) and isinstance(record.get("when"), str)
            and isinstance(kingdoms, list) and all(isinstance(k, dict) for k in kingdoms))


def table(records: Iterable[JSON]) -> list[Row]:
    """The rows, humans first (by name), then the AI levels, each by rule set."""
    return count(records)[0]


def count(records: Iterable[JSON]) -> tuple[list[Row], int]:
    """The rows (as `table`), and how many records could not be read (to say, not to hide)."""
    rows: dict[tuple[str, str], Row] = {}
    unreadable = 0
    for rec in sorted(records, key=lambda r: r["when"] if _valid(r) else ""):
        if not _valid(rec):
            unreadable += 1
            continue
        try:
            kingdoms = [([_member(m) for m in k["members"]], int(k["score"]), int(k["rank"]),
                         dict(k["parts"])) for k in rec["kingdoms"]]
        except (KeyError, TypeError, ValueError):  # a record this version cannot read: counted apart
            unreadable += 1
            continue
        for key, (ai, held) in _people(kingdoms).items():
            # a person holding several kingdoms (an all-AI game's Normal AIs) plays the game
            # once: their best-placed kingdom (then the higher score) stands for them
            k = min(held, key=lambda j: (kingdoms[j][2], -kingdoms[j][1]))
            _, score, place, parts = kingdoms[k]
            ai_opponents = {level for j, other in enumerate(kingdoms) if j not in held
                            for _, is_ai, level in other[0] if is_ai}
            row = rows.get((key, rec["rules"]))
            if row is None:
                row = rows[key, rec["rules"]] = Row(key, rec["rules"], is_ai=ai)
            won = place == 1
            row.games += 1
            row.wins += won
            row.total += score
            row.best = score if row.best is None else max(row.best, score)
            for group, points in parts.items():
                row.parts[group] = row.parts.get(group, 0) + int(points)
            for level in ai_opponents:
                tally = row.against.setdefault(level, [0, 0])
                tally[0] += 1
                tally[1] += won
            row.history.append((rec["when"], score, won))
    level_order = {lv.ai_name: i for i, lv in enumerate(LEVELS)}
    ordered = sorted(rows.values(), key=lambda r: (r.is_ai, level_order.get(r.person, 0),
                                                   r.person.casefold(), r.rules))
    return ordered, unreadable


Kingdom = tuple[list[tuple[str, bool, str]], int, int, dict]  # members, score, place, parts


def _people(kingdoms: list[Kingdom]) -> dict[str, tuple[bool, set[int]]]:
    """Each person of a game (statistics name) -> (is an AI, the kingdoms they hold a part of)."""
    out: dict[str, tuple[bool, set[int]]] = {}
    for k, (members, *_rest) in enumerate(kingdoms):
        for key, ai, _level in members:
            out.setdefault(key, (ai, set()))[1].add(k)
    return out


def rules_title(name: str) -> str:
    from game.engine.errors import BadOptions
    from game.engine.rules import get_rules

    try:
        return get_rules(name).title
    except BadOptions:  # a rule set of another version: its name as stored
        return name


def part_title(group: str) -> str:
    """A score part's title as its rule set declares it (an unknown one: its name)."""
    titles = {p.name: p.title for p in score_parts()}
    return titles.get(group, group.replace("_", " ").capitalize())


def against_text(row: Row) -> str:
    """"vs Easy 3/4, Hard 1/5": games won of those with an AI of that level as an opponent."""
    parts = [f"{lv.title} {row.against[lv.name][1]}/{row.against[lv.name][0]}"
             for lv in LEVELS if lv.name in row.against]
    return "vs " + ", ".join(parts) if parts else ""


def text_table(rows: list[Row]) -> str:
    """The table as text, one line per person and rule set."""
    head = ["Person", "Rules", "Games", "Wins", "Win %", "Average", "Best", "Parts (average)", "Against AI"]
    lines = [[r.person, rules_title(r.rules), str(r.games), str(r.wins), f"{100 * r.win_rate:.0f}%",
              f"{r.average:.1f}", str(r.best if r.best is not None else "-"),
              ", ".join(f"{part_title(p)} {v:.1f}" for p, v in r.part_averages() if v),
              against_text(r)] for r in rows]
    widths = [max(len(x) for x in col) for col in zip(head, *lines, strict=True)]
    numeric = {2, 3, 4, 5, 6}

    def fmt(cells: list[str]) -> str:
        return "  ".join(c.rjust(w) if i in numeric else c.ljust(w)
                         for i, (c, w) in enumerate(zip(cells, widths, strict=True))).rstrip()

    return "\n".join([fmt(head), fmt(["-" * w for w in widths]), *(fmt(line) for line in lines)])


def main(argv: list[str] | None = None) -> int:
    import argparse

    from .store import SaveStore

    parser = argparse.ArgumentParser(
        prog="python -m saves.stats",
        description="Print the statistics of the finished games in a saves folder: one line per "
                    "person and rule set (games, wins, win rate, average and best score, the "
                    "average of each score part, the record against each AI level).",
        epilog="Without a folder, the game's own saves folder is read (KINGDOMINO_HOME is followed "
               "as by the game).")
    parser.add_argument("folder", nargs="?", type=Path, help="the saves folder to read")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.folder is not None and not args.folder.is_dir():
        what = "is not a folder" if args.folder.exists() else "does not exist"
        print(f"python -m saves.stats: {args.folder} {what}: give a saves folder.", file=sys.stderr)
        return 2
    store = SaveStore(args.folder)
    store.finish_reading()  # the index missing: read in the background all the same, waited for
    store.ready()
    rows, unreadable = count(store.records())
    missing = len(store.uncounted()) + unreadable
    if not rows:
        print(f"No finished games in {store.folder} yet: the statistics start with the first one.")
    else:
        print(text_table(rows))
    if missing:
        print(uncounted_text(missing), file=sys.stderr)
    return 0


def uncounted_text(missing: int) -> str:
    """What the statistics say of the finished games they could not count."""
    if missing == 1:
        return "One finished game could not be counted: the log says why."
    return f"{missing} finished games could not be counted: the log says why."


if __name__ == "__main__":
    sys.exit(main())
