"""Review my moves: the coach's report on the game just played (issue 30 point 2).

The grading runs in a thread that drives the coach's pool of processes (`game.coach.run`), so
the window keeps drawing: a progress bar while it works, then the report (every graded
decision, the costly ones in their class's colour) and the three costliest decisions on the
board: the kingdom after your move and after the coach's, the squares each changed ringed,
and the difference in words. Leaving stops the grading.

The screen grades with the coach's own sample count (`game.coach.SAMPLES`) and never a clock:
`python -m game.coach SAVE` prints the same report. While it works, the bar says how long is
left (a guess from the pace so far); anything that goes wrong, during or after the grading, is
said on the screen."""

from __future__ import annotations

import threading
import time
import traceback
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.coach import SAMPLES, Graded, costliest
from game.coach.decisions import decisions
from game.coach.run import review, seconds_left
from game.coach.words import class_words, kind_words, summary_words
from game.engine import State, apply, scores
from game.engine.action_text import parse_action
from game.i18n import _, generation, ngettext, pgettext
from game.i18n.formats import names_list, number
from game.session import Session
from game.ui import palette, theme
from game.ui.screens.menu_scene import MenuScene
from game.ui.table.kingdom_view import KingdomView, Look
from game.ui.table.piece_art import PieceArt
from game.ui.widgets import Button, draw_panel, draw_text, wrap_text

if TYPE_CHECKING:
    from game.ui.context import AppContext

CLASS_COLOURS = palette.COACH_GRADE
QUIET = palette.COACH_QUIET  # a decision that gave nothing clear up
ERROR = palette.ERROR_TEXT


@dataclass(frozen=True)
class Shown:
    """One of the costliest decisions as drawn: the state before it and after each move."""

    graded: Graded
    seat: int
    before: State
    mine: State
    best: State
    words: tuple[str, ...] = ()  # the difference in words (worked out with the rest, off the window)
    generation: int = -1  # the language they are in (game.i18n.generation)


class CoachScene(MenuScene):
    def __init__(self, ctx: AppContext, session: Session, samples: int = SAMPLES,
                 jobs: int | None = None) -> None:
        self.session = session
        self.art = PieceArt(ctx.assets)
        self.boards = KingdomView(ctx.assets, self.art)
        self.total = 0
        self.done = 0
        self.began: float | None = None  # when the grading itself began (the time left is guessed from it)
        self.left: float | None = None  # seconds left, as last guessed
        self.results: list[Graded] | None = None
        self.shown: list[Shown] = []
        self.error: str | None = None
        self.scroll = 0  # report lines scrolled past
        self.sides: dict[tuple[int, tuple[int, int], int], int] = {}  # a costly decision's board size
        self.said: dict[tuple[int, int], list[str]] = {}  # its difference in words, per language
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._work, args=(samples, jobs), daemon=True,
                                       name="coach-review")
        super().__init__(ctx)
        self.thread.start()

    # -- the work, off the window's thread -------------------------------------------------------
    def _work(self, samples: int, jobs: int | None) -> None:
        try:
            out = review(self.session, samples, jobs, progress=self._progress, stop=self.stop)
            if self.stop.is_set():
                return
            # the three costliest, worked out here once: a replay per frame would stall the window
            self.shown = self._costliest_shown(out)
            self.results = out
        except Exception as e:  # said on screen rather than lost in a thread (details on stderr)
            traceback.print_exc()
            reason = (str(e) or type(e).__name__).rstrip(".")
            self.error = _("The review could not be finished: {reason}.").format(reason=reason)

    def _costliest_shown(self, out: list[Graded]) -> list[Shown]:
        at = {d.index: d for d in decisions(self.session)}
        shown = []
        for g in costliest(out):
            d = at[g.index]
            mine = apply(d.state, parse_action(g.grade.played))
            best = apply(d.state, parse_action(g.grade.best))
            words = tuple(difference_words(g, mine, best, d.seat))
            shown.append(Shown(g, d.seat, d.state, mine, best, words, generation()))
        return shown

    def _progress(self, done: int, total: int) -> None:
        if self.began is None:
            self.began = time.monotonic()
        self.done, self.total = done, total

    @property
    def finished(self) -> bool:
        return self.results is not None or self.error is not None

    def update(self, dt: float) -> None:
        self.dirty = True  # the bar moves with the worker's progress
        if self.finished:
            return
        if not self.thread.is_alive() and not self.stop.is_set():  # ended without a word
            self.error = _("The review could not be finished: its grading stopped unexpectedly.")
            return
        if self.began is not None:
            self.left = seconds_left(self.done, self.total, time.monotonic() - self.began)

    def close(self) -> None:
        self.stop.set()
        super().close()

    # -- layout ---------------------------------------------------------------------------------
    def build(self) -> None:
        # a little more than the design size: at 100 % in a big window the report and the boards
        # stay together in the middle instead of boards growing far beyond the words beside them
        self.frame = frame = self.design_frame(1440, 810)
        x0, y0, w, h = frame
        pad = self.px(theme.PAD)
        bw, bh = self.px(200), self.px(46)
        self.back = self.group.add(Button((x0 + w - pad - bw, y0 + h - pad - bh, bw, bh), _("Back"),
                                          self.close, key=pygame.K_b))
        top = self.px(118)  # below the heading
        self.list_rect = pygame.Rect(x0 + pad, y0 + top, int(w * 0.42), h - top - 2 * pad - bh)
        self.board_rect = pygame.Rect(self.list_rect.right + pad, y0 + top,
                                      x0 + w - self.list_rect.right - 2 * pad, h - top - pad)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.results is not None:
            self.scroll = max(0, min(len(self.results) - 1, self.scroll - event.y * 3))
            self.dirty = True
            return
        super().handle_event(event)

    # -- drawing --------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        names = sorted({self.session.people()[i].name for i in self.session.reviewed()})
        self.draw_heading(surface, _("Review: {names}").format(names=names_list(names)),
                          self.frame.y + self.px(theme.PAD_L))
        if self.error is not None:
            self._error(surface, self.error)
        elif self.results is None:
            self._progress_bar(surface)
        else:
            self._report(surface)
            self._costliest(surface)

    def _say(self, surface: pygame.Surface, text: str, colour: tuple[int, int, int]) -> None:
        font = self.ctx.assets.font(self.px(theme.FONT_BODY), bold=True)
        draw_text(surface, text, font, colour, (self.size[0] // 2, self.size[1] // 2), "center",
                  theme.SHADOW)

    def _error(self, surface: pygame.Surface, text: str) -> None:
        """What went wrong, whole, in a panel, and the way out."""
        font = self.ctx.assets.font(self.px(theme.FONT_BODY), bold=True)
        small = self.ctx.assets.font(self.px(theme.FONT_SMALL))
        w = int(self.frame.w * 0.62)
        pad = self.px(40)  # clear of the panel's frame
        lines = wrap_text(text, font, w - 2 * pad)
        hint = _("Your game and its results are kept. Press Back to return to them.")
        h = len(lines) * font.get_height() + self.px(14) + small.get_height() + 2 * pad
        panel = pygame.Rect(0, 0, w, h)
        panel.center = self.frame.center
        draw_panel(surface, self.ctx.assets, panel, scale=self.scale)
        y = panel.y + pad
        for part in lines:
            draw_text(surface, part, font, ERROR, (panel.centerx, y), "midtop", theme.SHADOW)
            y += font.get_height()
        draw_text(surface, hint, small, theme.TEXT, (panel.centerx, y + self.px(14)), "midtop", theme.SHADOW)

    def _progress_bar(self, surface: pygame.Surface) -> None:
        w, h = self.size
        bar = pygame.Rect(0, 0, int(w * 0.5), self.px(26))
        bar.center = (w // 2, h // 2)
        frac = self.done / self.total if self.total else 0.0
        pygame.draw.rect(surface, theme.TABLE_PANEL_DARK, bar, border_radius=self.px(8))
        pygame.draw.rect(surface, theme.ACCENT, bar.inflate(-4, -4).clip(
            pygame.Rect(bar.x, bar.y, 2 + int((bar.w - 4) * frac), bar.h)), border_radius=self.px(6))
        pygame.draw.rect(surface, theme.ACCENT_DARK, bar, 2, border_radius=self.px(8))
        font = self.ctx.assets.font(self.px(theme.FONT_BODY), bold=True)
        if not self.total:
            text = _("Finding your decisions…")
        elif self.done < self.total:
            text = _("Grading your decisions: {done} of {total}").format(done=number(self.done),
                                                                        total=number(self.total))
        else:  # the costliest are being set out on their boards
            text = ngettext("The decision is graded: the report is being prepared.",
                            "All {count} decisions are graded: the report is being prepared.",
                            self.total).format(count=number(self.total))
        draw_text(surface, text, font, theme.TEXT, (w // 2, bar.top - self.px(12)), "midbottom", theme.SHADOW)
        small = self.ctx.assets.font(self.px(theme.FONT_SMALL))
        y = bar.bottom + self.px(12)
        if self.left is not None and self.done < self.total:
            r = draw_text(surface, time_left_words(self.left), font, theme.ACCENT_LIGHT, (w // 2, y),
                          "midtop", theme.SHADOW)
            y = r.bottom + self.px(8)
        draw_text(surface, _("Each move is played out against the best alternatives on the same deals."),
                  small, QUIET, (w // 2, y), "midtop", theme.SHADOW)
        draw_text(surface, _("You can leave with Back at any time: your results stay as they are."),
                  small, QUIET, (w // 2, y + small.get_height() + self.px(4)), "midtop", theme.SHADOW)

    def _report(self, surface: pygame.Surface) -> None:
        assert self.results is not None
        r = self.list_rect
        draw_panel(surface, self.ctx.assets, r, scale=self.scale)
        inner = r.inflate(-self.px(28), -self.px(28))
        font = self.ctx.assets.font(self.px(theme.FONT_SMALL))
        bold = self.ctx.assets.font(self.px(theme.FONT_BODY), bold=True)
        given_up = sum(g.grade.given_up for g in self.results)
        y = inner.top
        # the count, wrapped: longer in some languages
        for part in _wrap(summary_words(len(self.results), given_up), bold, inner.w):
            draw_text(surface, part, bold, theme.ACCENT_LIGHT, (inner.x, y), shadow=theme.SHADOW)
            y += self._step(bold)
        y += self.px(4)
        line, gap = self._step(font), self.px(3)
        indent = self.px(16)  # a decision's second line, under its first
        rows = self.results[self.scroll:]
        for i, g in enumerate(rows):
            # every decision whole: a long one takes more lines rather than losing its end
            first, *rest = _wrap(short_line(g), font, inner.w)
            rest = _wrap(" ".join(rest), font, inner.w - indent) if rest else []
            room = inner.bottom - (line + gap if i < len(rows) - 1 else 0)  # the "more below" line
            if y + (1 + len(rest)) * line > room:
                more = ngettext("… {count} more below (mouse wheel)", "… {count} more below (mouse wheel)",
                                len(rows) - i).format(count=number(len(rows) - i))
                draw_text(surface, more, font, theme.ACCENT_LIGHT, (inner.x, y))
                break
            verdict = g.verdict
            colour = QUIET if verdict is None else CLASS_COLOURS[verdict]
            for j, part in enumerate([first, *rest]):
                draw_text(surface, part, font, colour, (inner.x + (indent if j else 0), y))
                y += line
            y += gap

    def _step(self, font: pygame.font.Font) -> int:
        """From one line to the next: the font's height and room for accents over capitals
        (Ü, É) and a shadow, so wrapped lines never touch."""
        return font.get_height() + self.px(4)

    def _costliest(self, surface: pygame.Surface) -> None:
        assert self.results is not None
        worst = self.shown
        area = self.board_rect
        if not worst:
            self._say(surface, _("Nothing clearly better was found: well played!"), theme.ACCENT_LIGHT)
            return
        gap = self.px(theme.GAP)
        h = (area.h - 2 * gap - self.px(60)) // 3
        for i, g in enumerate(worst):
            self._one(surface, g, pygame.Rect(area.x, area.y + i * (h + gap), area.w, h))

    def _one(self, surface: pygame.Surface, shown: Shown, rect: pygame.Rect) -> None:
        draw_panel(surface, self.ctx.assets, rect, scale=self.scale)
        inner = rect.inflate(-self.px(36), -self.px(34))
        g, seat, before, mine, best = shown.graded, shown.seat, shown.before, shown.mine, shown.best
        lines = self._words(shown)
        verdict = g.verdict or "loss"
        head = self.ctx.assets.font(self.px(theme.FONT_BODY), bold=True)
        body = self.ctx.assets.font(self.px(theme.FONT_SMALL))
        title = _("{when} · {person} · {kind} · {verdict} (−{points})").format(
            when=_when(g), person=g.person, kind=kind_words(g.kind), verdict=class_words(verdict),
            points=number(g.grade.given_up))
        gap = self.px(10)

        def words_w(side: int) -> int:
            return inner.w - 2 * (side + gap) - self.px(6)

        def words_h(side: int) -> int:
            w = words_w(side)
            return (len(_wrap(title, head, w)) * self._step(head) + self.px(4)
                    + sum(len(wrap_text(t, body, w)) for t in lines) * self._step(body))

        small = self.ctx.assets.font(self.px(theme.FONT_SMALL), bold=True)
        labels = (_("Your move"), _("The coach's"))
        widest = max(small.size(word)[0] for label in labels for word in label.split())  # a caption's word
        # the boards give up room until the words beside them fit whole (worked out once per size:
        # this screen redraws every frame)
        key = (g.index, inner.size, generation())  # the words' length changes with the language
        side = self.sides.get(key, 0)
        if not side:
            side = min(inner.h, inner.w // 4)
            while side > max(inner.w // 9, widest) and words_h(side) > inner.h:
                side -= self.px(4)
            self.sides[key] = side
        colour = self.session.seats[seat].colour
        # each board's caption wrapped to its width, both boards below the longer one
        captions = [_wrap(label, small, side) for label in labels]
        cap_h = max(len(c) for c in captions) * self._step(small)
        for j, (after, caption) in enumerate(zip((mine, best), captions, strict=True)):
            # the whole panel's height: a narrow board (long words beside it) still uses the height
            box = pygame.Rect(inner.x + j * (side + gap), inner.y, side, inner.h)
            self._board(surface, (g.index, j), before, after, seat, colour, box, (caption, cap_h),
                        (mine, best))
        words = pygame.Rect(inner.x + 2 * (side + gap) + self.px(6), inner.y, words_w(side), inner.h)
        y = words.y
        for part in _wrap(title, head, words.w):  # whole, on two lines where the column is narrow
            draw_text(surface, part, head, CLASS_COLOURS.get(verdict, QUIET), (words.x, y), "topleft",
                      theme.SHADOW)
            y += self._step(head)
        y += self.px(4)
        for text in lines:
            for part in wrap_text(text, body, words.w):
                if y + body.get_height() > words.bottom:
                    return
                draw_text(surface, part, body, theme.TEXT, (words.x, y))
                y += self._step(body)

    def _words(self, shown: Shown) -> list[str]:
        """A costly decision's difference in words, in the language spoken now (worked out once
        per language: a change of language while the report is shown says it again)."""
        key = (shown.graded.index, generation())
        if key not in self.said:
            self.said[key] = (list(shown.words) if shown.words and shown.generation == generation()
                              else difference_words(shown.graded, shown.mine, shown.best, shown.seat))
        return self.said[key]

    def _board(self, surface: pygame.Surface, slot: object, before: State, after: State, seat: int,
               colour: str, box: pygame.Rect, caption: tuple[list[str], int],
               shown_states: tuple[State, State]) -> None:
        small = self.ctx.assets.font(self.px(theme.FONT_SMALL), bold=True)
        for i, part in enumerate(caption[0]):
            draw_text(surface, part, small, theme.ACCENT_LIGHT, (box.centerx, box.y + i * self._step(small)),
                      "midtop", theme.SHADOW)
        top = box.y + caption[1]
        area = pygame.Rect(box.x, top, box.w, box.bottom - top)
        claim = claimed(before, after)
        if claim is not None:  # a claim leaves the kingdom as it was: show the domino taken
            cell = min(area.w // 2, area.h) - self.px(6)
            img = self.art.domino(claim, cell)
            surface.blit(img, img.get_rect(center=area.center))
            return
        k = after.kingdoms[seat]
        # both boards share one frame (the squares either move used), so they compare square by square
        ks = [st.kingdoms[seat] for st in shown_states]
        minr, maxr = min(x.minr for x in ks), max(x.maxr for x in ks)
        minc, maxc = min(x.minc for x in ks), max(x.maxc for x in ks)
        rows, cols = maxr - minr + 1, maxc - minc + 1
        cell = max(4, min(area.w // cols, area.h // rows))
        dest = pygame.Rect(0, 0, cols * cell, rows * cell)
        dest.center = area.center
        changed = frozenset(changed_cells(before.kingdoms[seat], k))
        look = Look(colour, outline=changed, fade_others=bool(changed), frame=False)
        img = self.boards.surface(slot, k, dest.size, (-minc * cell, -minr * cell), cell, look)
        surface.blit(img, dest)


def time_left_words(seconds: float) -> str:
    """The time left as a player reads it: rounded up, to 10 s under a minute, else to minutes."""
    if seconds < 10:
        return _("Less than 10 seconds left.")
    if seconds < 60:
        tens = max(10, -(-int(seconds) // 10) * 10)
        return ngettext("About {count} second left.", "About {count} seconds left.", tens).format(
            count=number(tens))
    minutes = -(-int(seconds) // 60)
    return ngettext("About {count} minute left.", "About {count} minutes left.", minutes).format(
        count=number(minutes))


def claimed(before, after) -> int | None:
    """The domino a claim took between two states (None when no claim was made)."""
    def standing(st) -> set[tuple[int, int]]:
        return {(sl.domino, sl.king) for dr in st.drafts.values()
                for line in (dr.current, dr.next or []) for sl in line if sl.king is not None}

    new = standing(after) - standing(before)
    return next((did for did, _ in new), None)


def _wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    out, cur = [], ""
    for word in text.split():
        trial = f"{cur} {word}".strip()
        if font.size(trial)[0] <= width or not cur:
            cur = trial
        else:
            out.append(cur)
            cur = word
    return [*out, cur] if cur else out


def _when(g: Graded) -> str:
    # round 0: before the first round
    return _("Round {number}").format(number=number(g.round)) if g.round else _("First claims")


def short_line(g: Graded) -> str:
    gr = g.grade
    # Translators: "R3" is round 3, short for a line of the coach's report
    when = _("R{number}").format(number=number(g.round)) if g.round else pgettext("coach", "Start")
    said = {"when": when, "person": g.person, "kind": kind_words(g.kind), "played": g.played,
            "best": g.best, "points": number(gr.given_up)}
    if gr.given_up <= 0:
        return _("{when} {person}, {kind}: {played}: fine").format(**said)
    if g.verdict:
        return _("{when} {person}, {kind}: {played} → {best}  −{points} ({verdict})").format(
            verdict=class_words(g.verdict), **said)
    return _("{when} {person}, {kind}: {played} → {best}  −{points}").format(**said)


def changed_cells(before, after) -> set[tuple[int, int]]:
    """Canvas squares whose terrain or pieces differ between two states of a kingdom."""
    out = set()
    for r in range(after.minr, after.maxr + 1):
        for c in range(after.minc, after.maxc + 1):
            layers = set(before.layers) | set(after.layers)
            if before.cell(r, c) != after.cell(r, c) or any(
                    before.at(layer, r, c) != after.at(layer, r, c) for layer in layers):
                out.add((r, c))
    return out


def difference_words(g: Graded, mine: State, best: State, seat: int) -> list[str]:
    """The difference in words: what each move was and what it is worth now and by the end."""
    now_mine = scores(mine)[seat].total
    now_best = scores(best)[seat].total
    later = g.grade.given_up
    lines = [_("You: {played}. The coach: {best}.").format(played=g.played, best=g.best)]
    if g.kind == "claim":
        lines.append(ngettext(
            "The coach's domino is worth about {count} point more by the end of the game: what it adds "
            "to your kingdom, and what it keeps from your rivals.",
            "The coach's domino is worth about {count} points more by the end of the game: what it adds "
            "to your kingdom, and what it keeps from your rivals.", later).format(count=number(later)))
    elif now_best > now_mine:
        lines.append(ngettext(
            "The coach's move scores {now} more right away, and about {count} point more by the end of "
            "the game (played out on the same deals).",
            "The coach's move scores {now} more right away, and about {count} points more by the end of "
            "the game (played out on the same deals).", later).format(now=number(now_best - now_mine),
                                                                       count=number(later)))
    elif now_best < now_mine:
        lines.append(ngettext(
            "The coach's move scores {now} less right away, but about {count} point more by the end of "
            "the game (played out on the same deals).",
            "The coach's move scores {now} less right away, but about {count} points more by the end of "
            "the game (played out on the same deals).", later).format(now=number(now_mine - now_best),
                                                                       count=number(later)))
    else:
        lines.append(ngettext(
            "Both score the same now; the coach's is worth about {count} point more by the end (played "
            "out on the same deals).",
            "Both score the same now; the coach's is worth about {count} points more by the end (played "
            "out on the same deals).", later).format(count=number(later)))
    return lines
