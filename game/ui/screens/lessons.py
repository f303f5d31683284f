"""Learn to play: one lesson per rule set, each building on the one before. A lesson started
before resumes where it stopped; Start over forgets that place."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.rules import get_rules
from game.i18n import _
from game.lessons.progress import clear_progress, load_progress, status
from game.lessons.script import available, load_lesson
from game.ui import theme
from game.ui.screens.menu_scene import MenuScene
from game.ui.widgets import Button, draw_panel, draw_text

if TYPE_CHECKING:
    from game.ui.context import AppContext


class LessonsScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.statuses: dict[str, str] = {}
        super().__init__(ctx)

    @property
    def folder(self):
        return self.ctx.store.folder.parent / "lessons"

    def enter(self) -> None:
        self.rebuild()  # a lesson left a moment ago now resumes
        super().enter()

    def status(self, rules: str) -> str:
        """Where the learner stands: read when the list is built (a lesson played on is replayed
        to know whether its game has ended), never per frame."""
        return self.statuses.get(rules, "")

    def build(self) -> None:
        w = self.size[0]
        names = available()
        # a lesson left a moment ago says where it stands now
        self.statuses = {r: status(load_lesson(r), load_progress(r, self.folder)) for r in names}
        back_h = max(44, self.px(theme.BUTTON_H))
        bw, gap = max(680, self.px(900)), max(12, self.px(18))
        x = (w - bw) // 2
        # the heading, the rows and Back as one block: in the middle of a window taller than it
        self.frame = frame = self.design_frame()
        y = frame.y + max(150, self.px(170))
        room = frame.bottom - y - back_h - self.px(30) - gap * len(names)  # every row and Back fit
        bh = max(100, min(self.px(140), room // max(1, len(names))))
        need = max((self._words_height(r, bw) for r in names), default=0)
        if need > bh:  # a longer language's second line of topics: the rows grow into the gaps
            spare = (gap - 10) * len(names) + max(0, y - frame.y - self.px(140))
            grow = min(need - bh, spare // max(1, len(names)))
            bh += grow
            cut = grow * len(names)
            gap_cut = min(cut, (gap - 10) * len(names)) // max(1, len(names))
            gap -= gap_cut
            y -= cut - gap_cut * len(names)
        self.rows = []
        for i, rules in enumerate(names):
            rect = pygame.Rect(x, y + i * (bh + gap), bw, bh)
            self.rows.append((rules, rect))
            started = load_progress(rules, self.folder) is not None
            pad = max(22, self.px(28))
            go = pygame.Rect(0, 0, max(170, self.px(210)), max(42, self.px(52)))
            go.topright = (rect.right - pad, rect.y + pad - self.px(4))
            if not started:
                go.centery = rect.centery
            note = f"{get_rules(rules).title}: {_(load_lesson(rules).title)} ({i + 1})"
            self.group.add(Button(go, _("Resume") if started else _("Start"), partial(self.open, rules),
                                  style="primary", key=pygame.K_1 + i, tooltip=note))
            if started:
                again = pygame.Rect(go.x, go.bottom + max(6, self.px(8)), go.w, max(34, self.px(40)))
                self.group.add(Button(again, _("Start over"), partial(self.restart, rules),
                                      tooltip=_("Forget where you stopped and begin again")))
        back = pygame.Rect(0, 0, self.px(theme.BUTTON_W), back_h)
        back.midtop = (w // 2, y + len(names) * (bh + gap) + self.px(10))
        self.group.add(Button(back, _("Back"), self.close, key=pygame.K_b))

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        a = self.ctx.assets
        return (a.font(max(22, self.px(theme.FONT_HEADING)), bold=True),
                a.font(max(16, self.px(theme.FONT_BODY))), a.font(max(14, self.px(theme.FONT_SMALL))))

    def _topics(self, rules: str, width: int) -> list[str]:
        """The lesson's topics in lines that stop short of the row's buttons."""
        pad = max(22, self.px(28))
        room = width - 2 * pad - max(170, self.px(210)) - self.px(16)
        return topic_lines([_(topic) for topic in load_lesson(rules).teaches], self._fonts()[2], room)

    def _words_height(self, rules: str, width: int) -> int:
        """The height a row needs for its words (name, title, topics) clear of its frame."""
        name_f, body, small = self._fonts()
        lines = len(self._topics(rules, width))
        return (name_f.get_height() + self.px(4) + body.get_linesize() + lines * small.get_height()
                + 2 * max(24, self.px(26)))  # the panel's frame takes ~16 px of each side

    def open(self, rules: str) -> None:
        self.ctx.manager.push(self.ctx.scenes.lesson(rules))

    def restart(self, rules: str) -> None:
        try:
            clear_progress(rules, self.folder)
        except OSError as e:  # the lessons folder cannot be written: say so, as autosave does
            self.say(_("The lesson could not start over: {reason}.").format(reason=e.strerror or e))
            return
        self.rebuild()
        self.say(_("The lesson starts again from its first step"))

    def draw_content(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        top = self.draw_heading(surface, _("Learn to play"), self.frame.y + self.px(40))
        sub = a.font(max(13, self.px(theme.FONT_BODY)))
        draw_text(surface, _("One guided game each: every lesson adds what is new over the one before"), sub,
                  theme.TEXT_DIM, (self.size[0] // 2, top.bottom + self.px(6)), "midtop", theme.SHADOW)
        name_f, body, small = self._fonts()
        for rules, rect in self.rows:
            draw_panel(surface, a, rect, scale=self.scale)
            pad = max(22, self.px(28))
            lesson = load_lesson(rules)
            x = rect.x + pad
            # the topics wrap short of the buttons (a longer language takes a second line), and
            # the row's words stand in its middle so a second line keeps clear of the frame
            topics = self._topics(rules, rect.w)
            high = (name_f.get_height() + self.px(4) + body.get_linesize()
                    + len(topics) * small.get_height())
            y = rect.centery - high // 2
            r = draw_text(surface, get_rules(rules).title, name_f, theme.ACCENT_LIGHT, (x, y))
            draw_text(surface, f"  ·  {self.status(rules)}", small, theme.TEXT_DIM, (r.right, r.centery),
                      "midleft")
            draw_text(surface, _(lesson.title), body, theme.TEXT, (x, r.bottom + self.px(4)))
            y = r.bottom + self.px(4) + body.get_linesize()
            for line in topics:
                y = draw_text(surface, line, small, theme.TEXT_DIM, (x, y)).bottom
        msg = pygame.Rect(0, self.frame.bottom - self.px(60), self.size[0], self.px(30))
        self.draw_message(surface, msg)


def topic_lines(topics: list[str], font: pygame.font.Font, width: int) -> list[str]:
    """Topics joined with " · ", a new line between two topics (never inside one) when too wide."""
    lines: list[str] = []
    for topic in topics:
        joined = f"{lines[-1]} · {topic}" if lines else topic
        if lines and font.size(joined)[0] <= width:
            lines[-1] = joined
        else:
            lines.append(topic)
    return lines
