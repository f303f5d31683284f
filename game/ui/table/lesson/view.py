"""A lesson at the table: the learner's next move lit (the rest dimmed), a card saying why, and
Show me / Leave. The table stays the table: the table screen asks its guide (this) whether a move is
the lesson's, for the rival's scripted moves, and where to keep the game (the lesson's own file,
never the saves). Past the guided part the card offers to play the rest of the game freely."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, Claim, Discard, Place
from game.i18n import _, ngettext
from game.i18n.formats import number
from game.lessons.progress import Progress, save_progress
from game.lessons.script import RIVAL, YOU, Lesson, Step
from game.ui import palette, theme
from game.ui.table.lesson.place import place_card
from game.ui.table.lesson.words import card_do, refusal_words, waiting_words
from game.ui.widgets import Button
from game.ui.widgets.draw import draw_panel, draw_text, draw_tooltip, wrap_text
from game.ui.widgets.focus import FocusGroup

if TYPE_CHECKING:
    from game.ui.table.table_view import TableView

DIM = palette.LESSON_VEIL  # the veil over what the step does not ask about
GLOW = theme.ACCENT_LIGHT
MIN_TEXT = 13  # pixels: the card stays readable in the smallest window


class LessonGuide:
    """One lesson being played: its script, where the learner is, and the card."""

    def __init__(self, lesson: Lesson, progress: Progress, folder: Path | None = None) -> None:
        self.lesson = lesson
        self.progress = progress
        self.folder = folder  # None: the player's lessons folder
        self.scene: TableView | None = None
        self.group = FocusGroup()
        self.buttons: dict[str, Button] = {}
        self.card = pygame.Rect(0, 0, 0, 0)
        self.rival_wait = 0.0
        self.leave_unsaved = False  # Leave was pressed once and the place could not be kept
        self._key: tuple = ()
        self._where: tuple = ()
        self._placed = pygame.Rect(0, 0, 0, 0)

    # -- what the lesson asks ---------------------------------------------------------------
    @property
    def played(self) -> int:
        assert self.scene is not None
        return len(self.scene.session.history)

    def step(self) -> Step | None:
        return None if self.progress.free else self.lesson.step_at(self.played)

    @property
    def finished(self) -> bool:
        """The guided part is over (the card offers free play, or free play has begun)."""
        return self.played >= self.lesson.scripted

    def refusal(self, action: Action) -> str | None:
        if self.progress.free:
            return None
        if self.finished:
            return _("The lesson is done: press Play on to play the rest of the game.")
        sc = self.scene
        if sc is None or self.lesson.refusal(self.played, action, sc.state) is None:
            return None
        step = self.step()
        if step is None or step.by != YOU or step.auto:
            return waiting_words(sc)
        return refusal_words(sc, step.action)

    def scripted_move(self, dt: float, pause: float) -> Action | None:
        """The rival's scripted move (or the learner's only one) once the pause has let the
        learner see the table."""
        step = self.step()
        if step is None or (step.by != RIVAL and not step.auto):
            return None
        self.rival_wait += dt
        if self.rival_wait < pause:
            return None
        self.rival_wait = 0.0
        return step.action

    def holds_turn(self) -> bool:
        """The table must not let the AI think: the script plays the rival, or the card waits."""
        return not self.progress.free

    def learner_due(self) -> Step | None:
        step = self.step()
        return step if step is not None and step.by == YOU and not step.auto else None

    # -- acting ---------------------------------------------------------------------------------
    def show_me(self) -> None:
        sc = self.scene
        step = self.learner_due()
        if sc is None or step is None or not sc.human_turn:
            return
        sc.play_ai(step.action)  # animated like a move made for the player

    def leave(self) -> None:
        """Keep the learner's place and go back to the lessons; when it cannot be kept, say so
        and stay (a second Leave goes without it)."""
        sc = self.scene
        if sc is None:
            return
        problem = self.try_save()
        if problem is not None and not self.leave_unsaved:
            self.leave_unsaved = True
            sc.show_toast(_("Your place in the lesson could not be kept: {problem}. "
                            "Press Leave again to leave without it.").format(problem=problem))
            return
        sc.ctx.manager.pop()

    def confirm_leave(self) -> None:
        """The pause key in a lesson: the pause menu saves and loads games, so a lesson asks
        whether to leave instead."""
        sc = self.scene
        if sc is not None:
            sc.ctx.manager.push(sc.ctx.scenes.confirm(_("Leave the lesson? It resumes where you stopped."),
                                                      self.leave, yes=_("Leave"), no=_("Stay")))

    def play_on(self) -> None:
        self.progress.free = True
        problem = self.try_save()
        if self.scene is not None:
            if problem is not None:  # the game goes on; only resuming it later is lost
                self.scene.show_toast(_("Play on: your place in the lesson could not be kept: {problem}.")
                                      .format(problem=problem))
            self.scene.static_dirty = self.scene.dirty = True

    def save(self) -> None:
        if self.scene is None:
            return
        self.progress.history = list(self.scene.session.history)
        save_progress(self.progress, self.folder)

    def try_save(self) -> str | None:
        """Save, and say why not (None: kept) instead of stopping the program."""
        try:
            self.save()
        except OSError as e:
            return e.strerror or str(e)
        return None

    def where(self) -> str:
        """Where the lesson stands, in a sentence (the smoke test prints it)."""
        title = self.lesson.title
        if self.progress.free:
            return f"Lesson \u201c{title}\u201d: free play after its last step."
        if self.finished:
            return f"Lesson \u201c{title}\u201d: all {self.lesson.learner_steps} steps done."
        n = self.lesson.due_number(self.played)
        return f"Lesson \u201c{title}\u201d: step {n} of {self.lesson.learner_steps}."

    # -- input ------------------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_m and self.learner_due() is not None:
            self.show_me()
            return True
        if self.group.handle_event(e):
            if self.scene is not None:
                self.scene.dirty = True
            return True
        return e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.card.collidepoint(e.pos)

    # -- drawing ------------------------------------------------------------------------------------
    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """(heading, the thing to do, why): never below MIN_TEXT pixels."""
        sc = self.scene
        assert sc is not None
        a = sc.assets
        return (a.font(max(MIN_TEXT, sc.geom.px(15)), bold=True),
                a.font(max(MIN_TEXT + 1, sc.geom.px(18)), bold=True),
                a.font(max(MIN_TEXT + 1, sc.geom.px(17))))

    def _px(self, v: float) -> int:
        """`v` design pixels inside the card: a box for words, it follows them to the interface
        size asked for in Settings (the table's regions follow the window)."""
        sc = self.scene
        assert sc is not None
        return max(1, round(v * sc.geom.scale * getattr(sc.assets, "factor", 1.0)))

    def _content(self) -> tuple[str, str, str, list[tuple[str, str]]]:
        """(heading, what to do, why, buttons) of the card as things stand, in the player's
        language (the lesson file's texts are msgids: game/tools/i18n.py extracts them)."""
        sc = self.scene
        assert sc is not None
        total = self.lesson.learner_steps
        leave = ("leave", _("Leave"))
        if self.progress.free and sc.state.phase == "over":
            return (_("Free play"), _("The game is over"),
                    _("The scores stand on the table; Leave takes you back to the lessons."), [leave])
        if self.progress.free:
            return (_("Free play"), _("Play the game out against the computer"),
                    _("A lesson game: it stays out of your saved games."), [leave])
        if self.finished:
            done = ngettext("{total} step done", "All {total} steps done", total).format(total=number(total))
            return (_("Lesson complete"), done, _(self.lesson.outro), [("play_on", _("Play on")), leave])
        step = self.step()
        if step is not None and step.by == YOU:
            n = self.lesson.learner_number(self.played)
            # whole sentences each, one after the other
            why = f"{_(self.lesson.intro)} {_(step.say)}" if n == 1 else _(step.say)
            if step.why_played:  # a move the coach grades a mistake: the card says why it is played
                why = f"{why} {_(step.why_played)}"
            if step.exact:  # the same move played another way is refused here: the card says why
                why = f"{why} {_(step.exact)}"
            buttons = [("show", _("Show me")), leave]
            # Translators: a lesson card's heading: the step's topic, then which step of how many
            head = _("{topic}  ·  step {step} of {total}").format(topic=_(step.topic), step=number(n),
                                                                  total=number(total))
            return (head, card_do(sc, step.do), why, buttons)
        person = sc.session.person_in(sc.state)
        plays = (_("{name} plays").format(name=person.name) if person is not None
                 else _("The table plays"))
        return (_(self.lesson.title), plays,
                _("Watch the table: the lesson goes on when it is your turn."), [leave])

    def layout(self) -> None:
        """The card's size for its words, its place (lesson_place.py) and its buttons."""
        sc = self.scene
        assert sc is not None
        head, do, why, buttons = self._content()
        hf, df, bf = self._fonts()
        pad = max(24, self._px(26))
        bh = max(32, self._px(38))

        def height(w: int) -> int:
            inner = self._text_width(w)
            lines = (len(heading_lines(head, hf, inner)) * hf.get_linesize()  # a longer language wraps
                     + len(wrap_text(do, df, inner)) * df.get_linesize()
                     + len(wrap_text(why, bf, inner)) * bf.get_linesize())
            words = pad + self._px(8) + lines + pad
            if self._side(w):  # the buttons stacked beside the words
                return max(words, 2 * pad + len(buttons) * (bh + self._px(10)))
            return words + self._px(12) + bh

        lit = self.targets()
        grown = tuple((k.minr, k.maxr, k.minc, k.maxc) for k in sc.state.kingdoms)
        fonts = (hf.get_linesize(), df.get_linesize(), bf.get_linesize(), self._px(100))  # the interface size
        where = (tuple(tuple(r) for r in lit), sc.size, id(sc.geom), head, do, why, tuple(buttons), grown,
                 tuple(tuple(b.rect) for b in sc.controls.values()), fonts)
        if where != self._where:  # the search is not done every frame: only when the table changed
            self._where = where
            # its own width or narrower first, wider only where that finds no room (a wide,
            # short card fits under a kingdom): in card pixels, which follow the interface size
            w0 = max(360, min(sc.geom.px(460), 460))
            step = max(10, self._px(20))
            natural = [w0, *range(w0 - step, 339, -step)]
            wide = list(range(w0 + step, max(w0, self._px(900)) + 1, step))
            self._placed = place_card(sc, lit, [natural, wide], height)
        card = self._placed
        inner = card.w - 2 * pad
        self.card = card
        key = (tuple(card), tuple(buttons))
        if key == self._key and self.buttons:
            return
        self._key = key
        self.group.clear()
        self.buttons = {}
        fns = {"show": self.show_me, "leave": self.leave, "play_on": self.play_on}
        tips = {"show": _("Play this step for me (M)"),
                "leave": _("Leave the lesson: it resumes where you stopped"),
                "play_on": _("Play the rest of this game against the computer")}
        gap = self._px(10)
        side = self._side(card.w)
        bw = self._side_w() if side else (inner - gap * (len(buttons) - 1)) // len(buttons)
        for i, (name, label) in enumerate(buttons):
            rect = (pygame.Rect(card.right - pad - bw, card.y + pad + i * (bh + gap), bw, bh) if side
                    else pygame.Rect(card.x + pad + i * (bw + gap), card.bottom - pad - bh, bw, bh))
            style = "primary" if name in ("show", "play_on") else "normal"
            button = Button(rect, label, fns[name], tooltip=tips[name], style=style)
            self.buttons[name] = self.group.add(button)

    def _side(self, w: int) -> bool:
        """A wide card keeps its buttons beside its words: wide and short, it fits under a kingdom."""
        return w >= self._px(640)

    def _side_w(self) -> int:
        return max(150, self._px(170))

    def _text_width(self, w: int) -> int:
        pad = max(24, self._px(26))
        return w - 2 * pad - (self._side_w() + pad if self._side(w) else 0)

    def targets(self) -> list[pygame.Rect]:
        """What the learner's step is about, in window pixels."""
        sc = self.scene
        step = self.learner_due()
        if sc is None or step is None or not sc.human_turn:
            return []
        a = step.action
        seat = sc.state.actor or 0
        board = sc.geom.boards[seat]
        grow = sc.geom.px(6)
        out: list[pygame.Rect] = []
        if isinstance(a, Claim | Place):  # the core's moves: the domino on its line, its squares
            hit = sc.slot_of(a.domino)
            if hit is not None:
                out.append(sc.geom.lines[hit[0]].slots[hit[1]].domino.inflate(grow, grow))
        if isinstance(a, Place):
            out.append(board.domino_rect(a.row, a.col, a.dir).inflate(grow, grow))
        elif isinstance(a, Discard):
            out += [b.rect for n, b in sc.controls.items() if n == "discard"]
        elif not isinstance(a, Claim):
            out += sc.pieces.targets(a)  # the rule set's own move: its pieces say where
        return out

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.scene
        assert sc is not None
        self.layout()
        lit = self.targets()
        carried = sc.ghost is not None or sc.king_drag is not None
        if lit and not carried:
            veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            veil.fill(DIM)
            for r in [*lit, self.card]:
                veil.fill(palette.CLEAR, r)
            surf.blit(veil, (0, 0))
        if lit:  # while a piece is carried the glow stays (no veil over the piece in hand)
            self._glow(surf, lit)
        if lit and not carried:
            self._ghost(surf)
        self._card(surf)
        self._table_tooltip(surf)

    def _table_tooltip(self, surf: pygame.Surface) -> None:
        """A table button's tooltip, drawn again over the veil and the card: whole, never cut."""
        sc = self.scene
        assert sc is not None
        group = sc.painter.group
        hovered = next((w for w in reversed(group.widgets) if w.hovered and w.visible and w.tooltip), None)
        if hovered is not None:
            draw_tooltip(surf, sc.assets, hovered.tooltip or "", sc.pointer, hovered.rect, group.scale)

    def _glow(self, surf: pygame.Surface, lit: list[pygame.Rect]) -> None:
        sc = self.scene
        assert sc is not None
        width = max(2, sc.geom.px(3))
        pulse = 0.5 + 0.5 * abs(((sc.time * 0.8) % 2.0) - 1.0)
        colour = tuple(round(c * (0.75 + 0.25 * pulse)) for c in GLOW)
        for r in lit:
            pygame.draw.rect(surf, colour, r.inflate(width, width), width, border_radius=sc.geom.px(6))

    def _ghost(self, surf: pygame.Surface) -> None:
        """Where the domino goes, as a faint piece in the lit square."""
        sc = self.scene
        step = self.learner_due()
        if sc is None or step is None or not isinstance(step.action, Place):
            return
        a = step.action
        board = sc.geom.boards[sc.state.actor or 0]
        img = sc.art.ghost(a.domino, board.cell, a.dir, None).copy()
        img.set_alpha(150)
        rect = board.domino_rect(a.row, a.col, a.dir)
        surf.blit(img, img.get_rect(center=rect.center))

    def _card(self, surf: pygame.Surface) -> None:
        sc = self.scene
        assert sc is not None
        head, do, why, _buttons = self._content()
        hf, df, bf = self._fonts()
        card = self.card
        shadow = pygame.Surface(card.size, pygame.SRCALPHA)
        shadow.fill(palette.DROP_SHADOW)
        surf.blit(shadow, (card.x + 4, card.y + 5))
        draw_panel(surf, sc.assets, card)
        pad = max(24, self._px(26))
        x, y = card.x + pad, card.y + pad
        inner = self._text_width(card.w)
        for line in heading_lines(head, hf, inner):
            draw_text(surf, line, hf, theme.ACCENT, (x, y))
            y += hf.get_linesize()
        y += self._px(4)
        for line in wrap_text(do, df, inner):
            draw_text(surf, line, df, theme.ACCENT_LIGHT, (x, y))
            y += df.get_linesize()
        y += self._px(4)
        for line in wrap_text(why, bf, inner):
            draw_text(surf, line, bf, theme.TEXT, (x, y))
            y += bf.get_linesize()
        # the buttons are sized at the interface size already: their words are not scaled again
        self.group.draw(surf, getattr(sc.assets, "base", sc.assets))


def heading_lines(head: str, font: pygame.font.Font, width: int) -> list[str]:
    """The card's heading wrapped (a longer language's topic and step count take two lines),
    without the spaces around the " · " where it broke."""
    return [line.strip() for line in wrap_text(head, font, width)]
