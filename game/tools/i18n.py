"""The translation catalogs: `python -m game.tools.i18n COMMAND`.

    extract         find every marked string (code and content) and write game/locale/game.pot
    update          extract, bring every language's .po up to date with it, compile the .mo files
    compile         compile each .po into the .mo the game reads
    check           per language: how many strings are untranslated or fuzzy (exit 1 if any)
    untranslated L  list the strings language L still lacks (msgids, one per line)
    absorb L F...   fill L's untranslated strings from other .po files of L (a translator's file,
                    or another branch's catalog after a merge) or .json files ({"msgid": "text"};
                    a plural's key is its singular and its value a list of forms; a context
                    goes before the msgid with "\u0004" between), then compile
    revise L F...   like absorb, but the files' translations replace those L has (a reviewer's
                    corrections, e.g. one term made one word throughout)

Babel does the work (extraction, the .po/.mo formats, plural rules); this module names the
files and keeps their output stable (sorted, no line numbers) so a diff shows real changes.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from game.i18n.languages import CODES, SOURCE
from game.i18n.translate import DOMAIN, LOCALE_DIR

ROOT = LOCALE_DIR.parent.parent  # the checkout
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
PROJECT = "Kingdomino family"
STAMP = datetime(2026, 12, 5, tzinfo=UTC)  # fixed: the files change only when their strings do


def new_catalog(code: str | None = None) -> Catalog:
    """An empty catalog with the game's header (a language's gets gettext's classic plural rule)."""
    catalog = Catalog(locale=code, domain=DOMAIN, project=PROJECT, version="1",
                      copyright_holder="the Kingdomino family game's makers",
                      msgid_bugs_address="translations@kingdomino-family.invalid", creation_date=STAMP,
                      revision_date=STAMP, last_translator="the game's makers",
                      language_team="the game's makers", fuzzy=False)
    if code is not None:  # Babel has no public setter for the plural rule
        setattr(catalog, "_num_plurals", PLURALS[code][0])  # noqa: B010
        setattr(catalog, "_plural_expr", PLURALS[code][1])  # noqa: B010
    return catalog
# Where the game's words live: Python code, and the content the rules.content extractor reads.
# Developer tools talk to developers in English and are not searched.
SOURCES: dict[str, list[tuple[str, str]]] = {
    "game": [("tools/**", "ignore"), ("**.py", "python"),
             ("lessons/data/*.json", "game.tools.i18n:extract_lesson"),
             ("engine/data/*.json", "game.tools.i18n:extract_content"),
             ("ui/rules_text/*.md", "game.tools.i18n:extract_rules")],
    "saves": [("**.py", "python")],
}
KEYWORDS = dict(DEFAULT_KEYWORDS)  # _, gettext, ngettext, pgettext, npgettext, N_
KEYWORDS["NC_"] = ((1, "c"), 2)  # game.engine.words: N_ with a context (pgettext where drawn)
KEYWORDS["NN_"] = (1, 2)  # game.engine.words: N_ for a count sentence (ngettext where drawn)
TRANSLATED = [code for code in CODES if code != SOURCE]
# gettext's classic plural rules: CLDR adds a form for exact millions in pt, es and fr (and Babel
# would ask three forms of each count); no count in this game comes near a million.
PLURALS = {"pt_BR": (2, "(n > 1)"), "fr": (2, "(n > 1)"), "es": (2, "(n != 1)"), "de": (2, "(n != 1)")}


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def extract() -> Catalog:
    """Every marked string of the game, as a template catalog."""
    template = new_catalog()
    for folder, methods in SOURCES.items():
        found = extract_from_dir(str(ROOT / folder), method_map=methods, keywords=KEYWORDS,
                                 comment_tags=("Translators:",), strip_comment_tags=True)
        for filename, lineno, message, comments, context in found:
            template.add(message, None, [(f"{folder}/{filename}", lineno)], auto_comments=comments,
                         context=context)
    return template


# The words of a lesson file a player reads: on the lessons list (title, topics) and on the
# lesson's card (intro, outro, each step's line to do, why, and why the coach's worse move is played).
LESSON_KEYS = ("title", "teaches", "topic", "intro", "outro", "do", "say", "why_played", "exact")


def extract_lesson(fileobj: Any, keywords: Any, comment_tags: Any,
                   options: Any) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel extraction method for game/lessons/data/*.json: (line, funcname, message, comments)."""
    data = json.load(fileobj)
    seen: set[str] = set()

    def found(value: Any, key: str) -> Iterator[tuple[int, str, str, list[str]]]:
        for text in value if isinstance(value, list) else [value]:
            if isinstance(text, str) and text and text not in seen:
                seen.add(text)
                yield 0, "_", text, [f"lesson {key}"]

    for key in LESSON_KEYS:
        if key in data:
            yield from found(data[key], key)
    if data.get("seats"):  # the learner's seat is a word ("Player"); the rivals' are proper names
        yield from found(data["seats"][0], "seat (the learner's name on the table)")
    for step in data.get("steps", []):
        for key in LESSON_KEYS:
            if key in step:
                yield from found(step[key], key)


# The content's names and texts a player reads (game/engine/data/*.json): which list of which file,
# and the context its names take (a name like "Queen" or "Barracks" may mean something else elsewhere).
# The texts the engine composes from values (buildings' corners, Court tiles' worth, challenges) are
# marked in its code (words.N_ / NN_) and found with the Python sources.
CONTENT_CONTEXTS = {"events": "event", "buildings": "building"}
COURT_CONTEXT = "Court tile"  # court.json's characters and buildings alike


def extract_content(fileobj: Any, keywords: Any, comment_tags: Any,
                    options: Any) -> Iterator[tuple[int, str, str | tuple[str, str], list[str]]]:
    """Babel extraction method for game/engine/data/*.json: each event's, building's and Court
    tile's name (its kind the context), and each event's text."""
    data = json.load(fileobj)
    court = "characters" in data
    for key in ("events", "buildings", "characters"):
        context = COURT_CONTEXT if court else CONTENT_CONTEXTS.get(key, "")
        for item in data.get(key, []):
            yield 0, "pgettext", (context, item["name"]), [f"{context} {item['id']}: name"]
            if key == "events":
                yield 0, "_", item["text"], [f"event {item['id']}: text"]


def extract_rules(fileobj: Any, keywords: Any, comment_tags: Any,
                  options: Any) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel extraction method for game/ui/rules_text/*.md: one message per block, exactly the
    text the rules screen looks up (the same parser, game.ui.rules_blocks)."""
    from game.ui.rules_blocks import msgids

    note = ("rules chapter: keep each {{placeholder}} as written and the **bold**, *italic* and "
            "`code` marks around the same words")
    for text in msgids(fileobj.read().decode("utf-8")):
        yield 0, "_", text, [note]


def po_text(catalog: Catalog) -> bytes:
    """A catalog as .po bytes, sorted and without line numbers (stable between edits)."""
    out = io.BytesIO()
    write_po(out, catalog, width=100, no_location=False, omit_header=False, sort_output=True,
             include_lineno=False, ignore_obsolete=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def read(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=code, domain=DOMAIN)


def update(template: Catalog) -> None:
    """Every language's .po follows the template: new strings added untranslated, gone ones dropped."""
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_bytes(po_text(template))
    for code in TRANSLATED:
        path = po_path(code)
        if path.exists():
            catalog = read(path, code)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = new_catalog(code)
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        catalog.revision_date = STAMP
        path.write_bytes(po_text(catalog))


def compile_all() -> None:
    for code in TRANSLATED:
        mo_path(code).write_bytes(mo_bytes(read(po_path(code), code)))


def missing(catalog: Catalog) -> Iterator[str]:
    """The msgids a catalog lacks a translation for (fuzzy ones count as lacking)."""
    for message in catalog:
        if not message.id:
            continue  # the header
        if message.fuzzy or not _whole(message):
            yield message.id if isinstance(message.id, str) else message.id[0]


def absorb(code: str, sources: Iterable[Path], revise: bool = False) -> int:
    """Take the translations `sources` have for strings `code`'s catalog lacks (`revise`: for any
    of its strings, a reviewer's corrections); how many were taken."""
    catalog = read(po_path(code), code)
    lacking: dict[tuple[str | None, str], Message] = {}
    for m in catalog:
        if m.id and (revise or m.fuzzy or not _whole(m)):
            singular = m.id if isinstance(m.id, str) else m.id[0]  # a plural is named by its singular
            lacking[(m.context, singular)] = m
    taken = 0
    for source in sources:
        for m in _messages(source, code):
            singular = m.id if isinstance(m.id, str) else m.id[0]
            target = lacking.pop((m.context, singular), None)
            if target is None:
                continue
            if m.fuzzy or not _whole(m) or isinstance(target.id, str) != isinstance(m.string, str):
                lacking[(m.context, singular)] = target  # not a usable translation of this one
                continue
            target.string, target.flags = m.string, set()
            taken += 1
    po_path(code).write_bytes(po_text(catalog))
    mo_path(code).write_bytes(mo_bytes(catalog))
    return taken


def _messages(source: Path, code: str) -> Iterable[Message]:
    if source.suffix != ".json":
        return read(source, code)
    found = []
    for key, text in json.loads(source.read_text(encoding="utf-8")).items():
        context, _sep, msgid = key.rpartition("\u0004")
        found.append(Message(msgid, tuple(text) if isinstance(text, list) else text, context=context or None))
    return found


def _whole(message: Message) -> bool:
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return all(strings)


def check(codes: Iterable[str]) -> int:
    bad = 0
    for code in codes:
        catalog = read(po_path(code), code)
        lacking = list(missing(catalog))
        fuzzy = sum(1 for m in catalog if m.id and m.fuzzy)
        total = sum(1 for m in catalog if m.id)
        print(f"{code:6} {total} strings, {len(lacking)} untranslated (of which {fuzzy} fuzzy)")
        bad += len(lacking)
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.i18n", description=__doc__.split("\n")[0])
    commands = ("extract", "update", "compile", "check", "untranslated", "absorb", "revise")
    parser.add_argument("command", choices=commands)
    parser.add_argument("language", nargs="?")
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args(argv)
    if args.command == "extract":
        TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
        TEMPLATE.write_bytes(po_text(extract()))
    elif args.command == "update":
        update(extract())
        compile_all()
    elif args.command == "compile":
        compile_all()
    elif args.command == "check":
        return check(TRANSLATED)
    elif args.command in ("absorb", "revise"):
        if args.language not in TRANSLATED or not args.files:
            parser.error(f"{args.command} needs a language ({', '.join(TRANSLATED)}) and .po or .json files")
        print(f"{absorb(args.language, args.files, args.command == 'revise')} translations taken")
    else:
        if args.language not in TRANSLATED:
            parser.error(f"untranslated needs a language: {', '.join(TRANSLATED)}")
        for msgid in missing(read(po_path(args.language), args.language)):
            print(msgid)
    return 0


if __name__ == "__main__":
    sys.exit(main())
