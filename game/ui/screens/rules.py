"""The rules reference: game/ui/rules_text/<rules>.md laid out with headings, wrapped and scrolling.

The text format is a small markdown subset: `#`, `##`, `###` headings, `- ` bullets,
`1. ` numbered items, `> ` notes (our rulings), blank lines between paragraphs, and
`![caption](pictures)`: a row of pictures — sprite names, or `building:<id>` for a
building tile drawn from its corners — comma-separated, with the caption under them;
`playmat:<kingdoms>` alone is the plan of that XXL table, drawn from its map. Inline
`**bold**`, `*italic*` and `` `code` `` are drawn as styling (`rich_text`), and the lists and names
the content data holds come in through placeholders (`rules_content.expand`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, generation
from game.ui import palette, theme
from game.ui.rich_text import Run, draw_runs, plain, wrap
from game.ui.rich_text import width as rich_width
from game.ui.rules_blocks import Block, parse, translated
from game.ui.rules_content import RULES_DIR, expand
from game.ui.screens.menu_scene import MenuScene
from game.ui.widgets import Button, Widget, draw_panel, draw_text, fill_alpha, fit_text

if TYPE_CHECKING:
    from game.ui.assets import Assets
    from game.ui.context import AppContext
    from game.ui.layout import Layout

PICTURE_H = 84  # design px of a row of pictures
PLAYMAT_H = 460  # design px of the XXL playmat's plan (`playmat:<kingdoms>`): the text column's width


def picture_height(names: str) -> int:
    return PLAYMAT_H if names.strip().startswith("playmat:") else PICTURE_H


def _run_colour(colour: tuple[int, int, int], style: str) -> tuple[int, int, int]:
    """A run's colour: code in brown, the rest in the line's colour."""
    return palette.RULES_CODE if style == "code" else colour


def load_rules(name: str) -> str:
    """The chapter's text in the language spoken now (block by block through the catalogs), its
    placeholders then filled from the content data."""
    path = RULES_DIR / f"{name}.md"
    try:
        return expand(translated(path.read_text(encoding="utf-8")))
    except OSError:
        missing = _("The rules reference for {name} is not available in this build.")
        return f"# {name.title()}\n\n" + missing.format(name=name)


@dataclass(frozen=True)
class Line:
    kind: str
    text: str  # the words shown (markup removed); a picture line keeps its picture names
    x: int  # offset from the text column's left edge
    y: int  # from the top of the document
    mark: str = ""
    runs: tuple[Run, ...] = ()  # the styled runs drawn


class TocEntry(Widget):
    """A section title in the contents column: click to jump there. A title too wide for the
    column takes two lines (a longer language's), laid out by the scene (`lines`, `size`)."""

    focusable = True

    def __init__(self, rect: pygame.Rect, text: str, on_click: object, lines: list[str] | None = None,
                 size: int = 0) -> None:
        super().__init__(rect)
        self.text = text
        self.on_click = on_click
        self.current = False
        self.lines = lines or [text]
        self.size = size  # the font's px (0: from the height, one line)

    def activate(self) -> bool:
        self._fire()
        if callable(self.on_click):
            self.on_click()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self._hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return self.activate()
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        size = self.size or max(8, round(self.rect.h * 0.5))
        scale = max(0.5, size / 17)
        if self.current or self.hovered or self.focused:
            fill_alpha(surface, (*theme.ACCENT, 60 if self.current else 35), self.rect, theme.px(6, scale))
        if self.current:
            bar = pygame.Rect(self.rect.x, self.rect.y + 4, theme.px(4, scale), self.rect.h - 8)
            pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=2)
        font = assets.font(size, bold=self.current)
        colour = theme.ACCENT_LIGHT if self.current or self.hovered else theme.TEXT
        x = self.rect.x + theme.px(14, scale)
        lh = font.get_linesize()
        top = self.rect.centery - lh * len(self.lines) // 2
        for i, line in enumerate(self.lines):
            text = fit_text(line, font, self.rect.right - x)
            draw_text(surface, text, font, colour, (x, top + i * lh + lh // 2), "midleft")


def title_lines(title: str, font: pygame.font.Font, width: int) -> list[str]:
    """A contents title on one line, or its words split over two lines that each fit `width`
    (the most even split); one line (to be cut) when no split fits."""
    if font.size(title)[0] <= width:
        return [title]
    words = title.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    fitting = [pair for pair in splits if max(font.size(line)[0] for line in pair) <= width]
    if not fitting:
        return [title]
    return list(min(fitting, key=lambda pair: max(font.size(line)[0] for line in pair)))


class RulesScene(MenuScene):
    """Scrollable rules. Esc, H or Back closes it; works over the title and the table alike."""

    def __init__(self, ctx: AppContext, rules_name: str) -> None:
        from game.engine.rules import REGISTRY, get_rules

        self.rules_name = rules_name
        # the chapter the rule set's declaration names (a name no rule set has: that chapter)
        self.chapter = get_rules(rules_name).chapter if rules_name in REGISTRY else rules_name
        self.blocks: list[Block] = parse(load_rules(self.chapter))
        self.spoken = generation()  # the language the blocks were read in
        self.scroll = 0
        self.lines: list[Line] = []
        self.anchors: list[tuple[str, int]] = []  # (h2 text, y)
        self.picked: int | None = None  # the section last chosen in the contents column
        self.doc_h = 0
        self.plans: dict[int, Layout] = {}  # kingdoms -> the XXL map a `playmat:` picture draws
        super().__init__(ctx)

    def language_changed(self) -> None:
        """Read the chapter again in the new language and lay it out, at the same section."""
        section = next((i for i, e in enumerate(getattr(self, "toc", [])) if e.current), 0)
        self.blocks, self.spoken = parse(load_rules(self.chapter)), generation()
        super().language_changed()
        if self.scroll and section < len(self.anchors):
            self.jump(section)

    def enter(self) -> None:
        if self.spoken != generation():  # the language changed while this screen was not shown
            self.language_changed()
        super().enter()

    # --- layout ---------------------------------------------------------------------
    def _fonts(self) -> dict[str, pygame.font.Font]:
        a, px = self.ctx.assets, self.px
        body = a.font(px(theme.FONT_BODY))
        return {"h1": a.font(px(theme.FONT_TITLE * 0.75), title=True), "h2": a.font(px(30), title=True),
                "h3": a.font(px(23), bold=True), "p": body, "bullet": body, "number": body,
                "note": a.font(px(theme.FONT_BODY - 1)), "picture": a.font(px(theme.FONT_SMALL), bold=True)}

    def _faces(self) -> dict[str, Callable[[str], pygame.font.Font]]:
        """Per block kind, the font of each inline style: bold and code in the bold face."""
        a, px, fonts = self.ctx.assets, self.px, self._fonts()
        bold = {k: a.font(px(theme.FONT_BODY), bold=True) for k in ("p", "bullet", "number")}
        bold["note"] = a.font(px(theme.FONT_BODY - 1), bold=True)

        def face(kind: str) -> Callable[[str], pygame.font.Font]:
            return lambda style: bold[kind] if style in ("bold", "code") and kind in bold else fonts[kind]

        return {kind: face(kind) for kind in fonts}

    def build(self) -> None:
        w, h = self.size
        margin = self.px(theme.PAD)
        toc_w = self.px(270)
        self.toc_rect = pygame.Rect(margin, margin, toc_w, h - 2 * margin)
        self.page = pygame.Rect(self.toc_rect.right + margin, margin, w - toc_w - 3 * margin, h - 2 * margin)
        pad = self.px(48)
        col_w = min(self.page.w - 2 * pad, self.px(820))
        self.text_col = pygame.Rect(self.page.centerx - col_w // 2, self.page.y + self.px(34), col_w,
                                    self.page.h - self.px(34) * 2)
        self._layout(col_w)
        # contents column: one entry per section, then Back
        entry_h, gap = self.px(34), self.px(4)
        bw, bh = self.toc_rect.w - self.px(48), self.px(theme.BUTTON_H)
        back = pygame.Rect(0, 0, bw, bh)
        back.midbottom = (self.toc_rect.centerx, self.toc_rect.bottom - self.px(24))
        # a title too wide takes two lines (the bold face: the current entry's), if the column holds them
        size = max(8, round(entry_h * 0.5))
        font = self.ctx.assets.font(size, bold=True)
        entry_w = self.toc_rect.w - self.px(36)
        text_w = entry_w - theme.px(14, max(0.5, size / 17)) - 2
        split = [title_lines(title, font, text_w) for title, _y in self.anchors]
        top = self.toc_rect.y + self.px(theme.PAD_L + 40)
        extra = font.get_linesize()
        if top + sum(entry_h + gap + extra * (len(lines) - 1) for lines in split) > back.y - gap:
            split = [[title] for title, _y in self.anchors]  # no room: one line each, cut
        y = top
        self.toc: list[TocEntry] = []
        for i, ((title, _y), lines) in enumerate(zip(self.anchors, split, strict=True)):
            rect = pygame.Rect(self.toc_rect.x + self.px(18), y, entry_w, entry_h + extra * (len(lines) - 1))
            self.toc.append(self.group.add(TocEntry(rect, title, lambda i=i: self.jump(i), lines, size)))
            y += rect.h + gap
        self.back = self.group.add(Button(back, _("Back"), self.close, tooltip=_("Esc or H")))
        self.scroll = min(self.scroll, self.max_scroll)
        self._mark_current()

    def _layout(self, width: int) -> None:
        fonts, faces = self._fonts(), self._faces()
        lines: list[Line] = []
        anchors: list[tuple[str, int]] = []
        y = 0
        gap = {"h1": self.px(14), "h2": self.px(30), "h3": self.px(18), "p": self.px(12),
               "bullet": self.px(6), "number": self.px(6), "note": self.px(12), "picture": self.px(14)}
        indent = self.px(30)
        prev = ""
        for b in self.blocks:
            f = fonts[b.kind]
            if lines:
                y += gap[b.kind] if b.kind not in ("bullet", "number") or prev in ("bullet", "number") \
                    else self.px(12)
            if b.kind == "h2":
                anchors.append((plain(b.text), y))
            if b.kind == "picture":  # the row of pictures, then its caption centred under it
                if b.mark.strip().startswith("playmat:"):  # its map is read here, not per frame
                    from game.ui.playmat_picture import playmat_layout

                    seats = int(b.mark.strip().partition(":")[2])
                    if seats not in self.plans:
                        self.plans[seats] = playmat_layout(self.rules_name, seats)
                lines.append(Line("picture", b.mark, 0, y))
                y += self.px(picture_height(b.mark)) + self.px(4)
                for runs in wrap(b.text, faces[b.kind], width):
                    lines.append(Line("caption", "".join(t for _, t in runs), 0, y, runs=tuple(runs)))
                    y += f.get_linesize()
                prev = b.kind
                continue
            x = indent if b.kind in ("bullet", "number", "note") else 0
            right = 0
            if b.kind == "note":
                x, right = self.px(22), self.px(12)
            for i, runs in enumerate(wrap(b.text, faces[b.kind], width - x - right)):
                mark = (b.mark or "•") if i == 0 and b.kind in ("bullet", "number") else ""
                lines.append(Line(b.kind, "".join(t for _, t in runs), x, y, mark, tuple(runs)))
                y += f.get_linesize()
            if b.kind in ("h1", "h2"):
                y += self.px(6)
            prev = b.kind
        self.lines, self.anchors, self.doc_h = lines, anchors, y + self.px(24)

    @property
    def max_scroll(self) -> int:
        return max(0, self.doc_h - self.text_col.h)

    # --- scrolling ------------------------------------------------------------------
    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(y, self.max_scroll))
        self._mark_current()
        self.dirty = True

    def scroll_by(self, dy: int) -> None:
        self.scroll_to(self.scroll + dy)

    def jump(self, i: int) -> None:
        """Scroll to section `i`, chosen in the contents column."""
        self.picked = i
        self.scroll_to(self.anchors[i][1])

    def _mark_current(self) -> None:
        current = 0
        for i, (_title, y) in enumerate(self.anchors):
            if y <= self.scroll + self.px(8):
                current = i
        if self.scroll >= self.max_scroll and self.anchors:  # at the end, the last visible section
            current = max(i for i, (_t, y) in enumerate(self.anchors) if y <= self.scroll + self.text_col.h)
        picked = self.picked
        if picked is not None and picked < len(self.anchors) \
                and self.scroll == min(self.anchors[picked][1], self.max_scroll):
            current = picked  # a section near the end can't reach the top: the one clicked stays marked
        for i, entry in enumerate(getattr(self, "toc", [])):
            entry.current = i == current

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            page = round(self.text_col.h * 0.9)
            steps = {pygame.K_UP: -self.px(40), pygame.K_DOWN: self.px(40), pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page, pygame.K_SPACE: page}
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll_to(0 if event.key == pygame.K_HOME else self.max_scroll)
                return
            if event.key in (pygame.K_h, pygame.K_BACKSPACE):
                self.close()
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(60))
            return
        super().handle_event(event)

    # --- drawing --------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        draw_panel(surface, a, self.toc_rect, scale=self.scale)
        font = a.font(self.px(theme.FONT_HEADING), title=True)
        pos = (self.toc_rect.centerx, self.toc_rect.y + self.px(theme.PAD_L - 8))
        draw_text(surface, _("Rules"), font, theme.ACCENT_LIGHT, pos, "midtop", theme.SHADOW)
        draw_panel(surface, a, self.page, "panel_parchment", self.scale)
        self._draw_text(surface)
        self._draw_scrollbar(surface)

    def _draw_text(self, surface: pygame.Surface) -> None:
        fonts, faces = self._fonts(), self._faces()
        col = self.text_col
        clip = surface.get_clip()
        surface.set_clip(col.inflate(self.px(24), 0))
        top, bottom = self.scroll - self.px(60), self.scroll + col.h
        for ln in self.lines:
            if ln.y < top - self.px(PLAYMAT_H) or ln.y > bottom:
                continue
            x, y = col.x + ln.x, col.y + ln.y - self.scroll
            if ln.kind == "picture":
                rect = pygame.Rect(col.x, y, col.w, self.px(picture_height(ln.text)))
                self._draw_pictures(surface, ln.text, rect)
                continue
            if ln.kind == "caption":
                face = faces["picture"]
                draw_runs(surface, list(ln.runs), face, lambda _: palette.RULES_CAPTION,
                          (col.centerx - rich_width(list(ln.runs), face) // 2, y))
                continue
            if ln.y < top:
                continue
            f = fonts[ln.kind]
            if ln.kind == "note":
                box = pygame.Rect(col.x, y - self.px(2), col.w, f.get_linesize() + self.px(4))
                fill_alpha(surface, (*theme.ACCENT, 45), box)
                pygame.draw.rect(surface, theme.ACCENT_DARK, (col.x, box.y, self.px(5), box.h))
            colour = {"h1": theme.TEXT_DARK, "h2": palette.RULES_H2, "h3": palette.RULES_H3,
                      "note": palette.RULES_NOTE}.get(ln.kind, theme.TEXT_DARK)
            if ln.mark:
                mx = col.x + ln.x - self.px(8)
                draw_text(surface, ln.mark, fonts["bullet"], theme.ACCENT_DARK, (mx, y), "topright")
            draw_runs(surface, list(ln.runs), faces[ln.kind],
                      partial(_run_colour, colour), (x, y))
            if ln.kind == "h2":
                uy = y + f.get_linesize() + self.px(1)
                pygame.draw.line(surface, (*theme.ACCENT_DARK,), (col.x, uy), (col.right, uy), self.px(2))
        surface.set_clip(clip)
        # soft edges where the text scrolls under the frame
        fade = self.px(18)
        edges = [(col.bottom, -1)] + ([(col.y, 1)] if self.scroll > 0 else [])
        for edge, sign in edges:
            for i in range(fade):
                a = round(230 * (1 - i / fade) ** 1.6)
                y = edge + sign * i - (1 if sign < 0 else 0)
                fill_alpha(surface, (238, 222, 184, a), (col.x - self.px(12), y, col.w + self.px(24), 1))

    def _draw_pictures(self, surface: pygame.Surface, names: str, rect: pygame.Rect) -> None:
        """Pictures side by side, centred: sprites by name, `building:<id>` as a tile."""
        a = self.ctx.assets
        if names.strip().startswith("playmat:"):
            from game.ui.playmat_picture import draw_playmat

            plan = self.plans.get(int(names.strip().partition(":")[2]))
            if plan is not None:
                draw_playmat(surface, a.font(max(12, self.px(13)), bold=True), plan, rect,
                             a.font(max(12, self.px(11)), bold=True))
            return
        images = []
        for name in (n.strip() for n in names.split(",")):
            if name.startswith("building:"):
                from game.ui.table.queendomino.building_art import building_tile

                images.append(building_tile(a, int(name.partition(":")[2]), rect.h, built=True))
            else:
                images.append(a.scaled_to_fit(name, (rect.h * 3 // 2, rect.h)))
        gap = self.px(18)
        total = sum(i.get_width() for i in images) + gap * (len(images) - 1)
        x = rect.centerx - total // 2
        for img in images:
            surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
            x += img.get_width() + gap

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.max_scroll <= 0:
            return
        track = pygame.Rect(self.page.right - self.px(26), self.text_col.y, self.px(6), self.text_col.h)
        fill_alpha(surface, palette.SCROLL_TRACK, track, track.w // 2)
        h = max(self.px(40), round(track.h * self.text_col.h / self.doc_h))
        y = track.y + round((track.h - h) * self.scroll / self.max_scroll)
        fill_alpha(surface, (*theme.ACCENT_DARK, 200), (track.x, y, track.w, h), track.w // 2)
