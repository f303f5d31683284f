"""The rules chapters' markdown subset as blocks, and each block in the language spoken now.

No pygame here: the rules screen lays the blocks out, the catalogs' extractor
(`game.tools.i18n.extract_rules`) takes one msgid per block, and `docs/make_rules.py` reads the
chapters through `game.ui.rules_content`; all three share this one parser, so a block's msgid is
exactly the text the screen looks up.

The format: `#`, `##`, `###` headings, `- ` bullets, `1. ` numbered items, `> ` notes, blank lines
between paragraphs, `![caption](pictures)`. Inline `{{…}}` placeholders and `**bold**`, `*italic*`,
`` `code` `` marks stay in a msgid as written; a translation keeps them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from game.i18n import _

PICTURE = re.compile(r"!\[(.*)\]\((.+)\)")
PLACEHOLDER = re.compile(r"\{\{([a-z_]+)(?::([^}]*))?\}\}")


@dataclass(frozen=True)
class Block:
    kind: str  # "h1" | "h2" | "h3" | "p" | "bullet" | "number" | "note" | "picture"
    text: str  # the words (a picture's caption)
    mark: str = ""  # "1." for numbered items; the picture names for a picture


def parse(text: str) -> list[Block]:
    """Blocks of the markdown subset; consecutive plain lines join into one paragraph."""
    blocks: list[Block] = []
    para: list[str] = []
    blank = True  # the previous line was empty: a plain line then starts a new paragraph

    def flush() -> None:
        if para:
            blocks.append(Block("p", " ".join(para)))
            para.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            blank = True
            continue
        pic = PICTURE.fullmatch(line)
        if pic is not None:
            flush()
            blocks.append(Block("picture", pic[1], pic[2]))
            blank = True
            continue
        for prefix, kind in (("### ", "h3"), ("## ", "h2"), ("# ", "h1"), ("- ", "bullet"), ("> ", "note")):
            if line.startswith(prefix):
                flush()
                blocks.append(Block(kind, line[len(prefix):].strip()))
                break
        else:
            head, _sep, rest = line.partition(" ")
            if head.endswith(".") and head[:-1].isdigit() and rest:
                flush()
                blocks.append(Block("number", rest.strip(), head))
            elif not blank and not para and blocks and blocks[-1].kind in ("bullet", "number", "note"):
                last = blocks.pop()  # a continuation line of a list item or note
                blocks.append(Block(last.kind, last.text + " " + line, last.mark))
            else:
                para.append(line)
        blank = False
    flush()
    return blocks


def translatable(block: Block) -> bool:
    """Whether a player reads the block's words (a block that is only a placeholder, such as
    `{{events}}`, is the content data's list: its items are translated where the list is made)."""
    return bool(block.text) and PLACEHOLDER.fullmatch(block.text) is None


def msgids(text: str) -> Iterator[str]:
    """The catalog entries of a chapter: each translatable block's text, in order, once."""
    seen: set[str] = set()
    for block in parse(text):
        if translatable(block) and block.text not in seen:
            seen.add(block.text)
            yield block.text


PREFIX = {"h1": "# ", "h2": "## ", "h3": "### ", "bullet": "- ", "note": "> ", "p": ""}


def markdown(blocks: list[Block]) -> str:
    """The blocks written back in the subset (`parse(markdown(b)) == b` for one-line texts)."""
    out = []
    for b in blocks:
        if b.kind == "picture":
            out.append(f"![{b.text}]({b.mark})")
        elif b.kind == "number":
            out.append(f"{b.mark} {b.text}")
        else:
            out.append(PREFIX[b.kind] + b.text)
    return "\n\n".join(out) + "\n"


def translated(text: str, gettext: Callable[[str], str] = _) -> str:
    """A chapter's markdown with each block in the language spoken now; placeholders stay, to be
    expanded afterwards (`rules_content.expand`) so their lists and names come from the content
    data in that language too."""
    blocks = []
    for b in parse(text):
        words = " ".join(gettext(b.text).split()) if translatable(b) else b.text  # one line each
        blocks.append(Block(b.kind, words, b.mark))
    return markdown(blocks)
