"""Learn to play: one lesson per rule set, each building on the one before. A lesson started
before resumes where it stopped; Start over forgets that place."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.rules import get_rules
from game.lessons.progress import clear_progress, load_progress
from game.lessons.script import available, load_lesson

from .. import theme
from ..widgets import Button, draw_panel, draw_text
from .base import MenuScene

if TYPE_CHECKING:
    from ..context import AppContext


class LessonsScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        self.rows: list[tuple[str, pygame.Rect]] = []
        super().__init__(ctx)

    @property
    def folder(self):  # type: ignore[no-untyped-def]
        return self.ctx.store.folder.parent / "lessons"

    def enter(self) -> None:
        self.rebuild()  # a lesson left a moment ago now resumes
        super().enter()

    def status(self, rules: str) -> str:
        lesson = load_lesson(rules)
        p = load_progress(rules, self.folder)
        if p is None or not p.history:
            return f"{lesson.learner_steps} steps · new"
        if p.free or len(p.history) >= lesson.scripted:
            return "Done · free play"
        return f"Step {lesson.learner_number(len(p.history))} of {lesson.learner_steps}"

    def build(self) -> None:
        w = self.size[0]
        names = available()
        bw, bh, gap = self.px(520), self.px(84), self.px(14)
        x = (w - bw) // 2
        y = self.px(150)
        self.rows = []
        for i, rules in enumerate(names):
            rect = pygame.Rect(x, y + i * (bh + gap), bw, bh)
            self.rows.append((rules, rect))
            started = load_progress(rules, self.folder) is not None
            go = pygame.Rect(rect.right - self.px(180), rect.y + self.px(12), self.px(164), self.px(40))
            self.group.add(Button(go, "Resume" if started else "Start", lambda r=rules: self.open(r),
                                  style="primary", key=pygame.K_1 + i,
                                  tooltip=f"{get_rules(rules).title}: {load_lesson(rules).title} ({i + 1})"))
            if started:
                again = pygame.Rect(go.x, go.bottom + self.px(2), go.w, self.px(26))
                self.group.add(Button(again, "Start over", lambda r=rules: self.restart(r),
                                      tooltip="Forget where you stopped and begin again"))
        back = pygame.Rect(0, 0, self.px(theme.BUTTON_W), self.px(theme.BUTTON_H))
        back.midtop = (w // 2, y + len(names) * (bh + gap) + self.px(10))
        self.group.add(Button(back, "Back", self.close, key=pygame.K_b))

    def open(self, rules: str) -> None:
        self.ctx.manager.push(self.ctx.scenes.lesson(rules))

    def restart(self, rules: str) -> None:
        clear_progress(rules, self.folder)
        self.rebuild()
        self.say("The lesson starts again from its first step")

    def draw_content(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        top = self.draw_heading(surface, "Learn to play", self.px(40))
        sub = a.font(max(13, self.px(theme.FONT_BODY)))
        draw_text(surface, "One guided game each: every lesson adds what is new over the one before", sub,
                  theme.TEXT_DIM, (self.size[0] // 2, top.bottom + self.px(6)), "midtop", theme.SHADOW)
        name_f = a.font(max(14, self.px(theme.FONT_BUTTON)), bold=True)
        small = a.font(max(13, self.px(theme.FONT_SMALL)))
        for rules, rect in self.rows:
            draw_panel(surface, a, rect)
            pad = self.px(16)
            x = rect.x + pad
            draw_text(surface, get_rules(rules).title, name_f, theme.ACCENT_LIGHT, (x, rect.y + pad))
            draw_text(surface, load_lesson(rules).title, small, theme.TEXT, (x, rect.y + self.px(44)))
            draw_text(surface, self.status(rules), small, theme.TEXT_DIM, (x, rect.y + self.px(62)))
        msg = pygame.Rect(0, self.size[1] - self.px(60), self.size[0], self.px(30))
        self.draw_message(surface, msg)
