"""The replay's timeline: a strip under the table with the moves, the rounds marked on it, and
the buttons that walk through them (previous round, step back, play/pause, step on, next round).

`Timeline(scene)` reads the replay scene (its step, its replay's marks) and calls back its
`go`, `toggle_play` and `go_round`; it never touches the game. The buttons' faces are drawn
as shapes, not glyphs: the shipped font need not hold ▶.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import N_, _, pgettext
from game.i18n.formats import number
from game.ui import theme
from game.ui.table.hud import draw_note
from game.ui.widgets import Button, FocusGroup, draw_text, fit_text

if TYPE_CHECKING:
    from game.engine import State
    from game.replay import Mark, Replay
    from game.ui.context import AppContext


class Watched(Protocol):
    """What the timeline reads of the replay screen and calls back (replay_scene.py's
    ReplayScene), declared here so the timeline never imports the screen it serves."""

    ctx: AppContext
    assets: Any
    size: tuple[int, int]
    replay: Replay
    shown: State
    k: int
    playing: bool
    dirty: bool

    def go(self, k: int, animate: bool = False) -> None: ...

    def go_round(self, direction: int) -> None: ...

    def pause(self) -> None: ...

    def toggle_play(self) -> None: ...

MIN_TEXT = 12  # px: nothing on the strip is drawn smaller (tests/test_ui_glance.py's rule)
#: the transport buttons: name, tooltip
TRANSPORT = (
    ("round_back", N_("Back to the start of the round (Page Up)")),
    ("back", N_("One move back (Left)")),
    ("play", N_("Play the moves at the animation speed (Space)")),
    ("forward", N_("One move on (Right)")),
    ("round_on", N_("On to the next round (Page Down)")),
)


def round_name(mark: Mark) -> str:
    """The mark's name in the player's language (Mark.label stays the English one)."""
    if mark.round == 0:
        return _("First claims")
    return _("Round {n}").format(n=number(mark.round))


def strip_height(size: tuple[int, int]) -> int:
    """The strip's height for a window of `size` (the table gets the rest)."""
    return max(52, theme.px(58, theme.scale_for(size)))


class Timeline:
    def __init__(self, scene: Watched) -> None:
        self.scene = scene
        self.group = FocusGroup(on_activate=lambda w: scene.ctx.sound.play("click"))
        self.buttons: dict[str, Button] = {}
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.dragging = False
        self.pointer: tuple[int, int] = (-1, -1)

    @property
    def scale(self) -> float:
        return theme.scale_for(self.scene.size)

    def px(self, v: float) -> int:
        return theme.px(v, self.scale)

    def font(self, size: float, bold: bool = False) -> pygame.font.Font:
        return self.scene.assets.font(max(MIN_TEXT, self.px(size)), bold=bold)

    # -- layout ------------------------------------------------------------------------------
    def build(self) -> None:
        sc = self.scene
        w, h = sc.size
        self.rect = pygame.Rect(0, h - strip_height(sc.size), w, strip_height(sc.size))
        pad = self.px(10)
        bh = self.rect.h - 2 * pad
        bw = round(bh * 1.25)
        x = self.rect.x + pad + self.badge_width() + pad
        actions = {"round_back": lambda: sc.go_round(-1), "back": lambda: sc.go(sc.k - 1),
                   "play": sc.toggle_play, "forward": lambda: sc.go(sc.k + 1, animate=True),
                   "round_on": lambda: sc.go_round(1)}
        self.group.clear()
        self.buttons = {}
        for name, tip in TRANSPORT:
            wide = round(bw * 1.3) if name == "play" else bw
            b = Button((x, self.rect.y + pad, wide, bh), "", actions[name], tooltip=_(tip),
                       style="primary" if name == "play" else "normal")
            self.buttons[name] = self.group.add(b)
            x += wide + self.px(4)
        counter_w = self.font(15, True).size(_("Move {k} of {n}").format(k="000", n="000"))[0] + 2 * pad
        left = x + self.px(14)
        self.track = pygame.Rect(left, self.rect.y + self.rect.h // 2 - self.px(3),
                                 max(40, self.rect.right - counter_w - pad - left), self.px(6))
        self.counter = pygame.Rect(self.track.right + pad, self.rect.y, counter_w, self.rect.h)
        self.refresh()

    def badge_width(self) -> int:
        return self.font(13, True).size(_("REPLAY"))[0] + self.px(18)

    def refresh(self) -> None:
        """The buttons' states after a step, a play or a pause."""
        sc = self.scene
        n = sc.replay.steps
        if not self.buttons:
            return
        for name in ("round_back", "back"):
            self.buttons[name].enabled = sc.k > 0
        for name in ("forward", "round_on"):
            self.buttons[name].enabled = sc.k < n
        play = self.buttons["play"]
        play.tooltip = (_("Pause (Space)") if sc.playing else _(TRANSPORT[2][1]) if sc.k < n
                        else _("Play again from the deal (Space)"))

    # -- the track ---------------------------------------------------------------------------------
    def x_of(self, k: int) -> int:
        n = max(1, self.scene.replay.steps)
        return self.track.x + round(self.track.w * k / n)

    def step_at(self, x: int) -> int:
        n = self.scene.replay.steps
        t = (x - self.track.x) / max(1, self.track.w)
        return max(0, min(n, round(t * n)))

    def track_hit(self) -> pygame.Rect:
        """The track with room round it for a finger, or a pointer that misses by a little."""
        return self.track.inflate(self.px(16), self.rect.h - self.track.h - self.px(6))

    # -- events ------------------------------------------------------------------------------------
    def handle(self, e: pygame.event.Event) -> bool:
        """True when the event was the strip's."""
        sc = self.scene
        if e.type == pygame.MOUSEMOTION:
            self.pointer = e.pos
            if self.group.handle_event(e) or self.rect.collidepoint(e.pos) or self.dragging:
                sc.dirty = True
            if self.dragging:
                sc.go(self.step_at(e.pos[0]))
            return self.rect.collidepoint(e.pos) or self.dragging
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            if self.group.handle_event(e):
                sc.dirty = True
                return True
            if self.track_hit().collidepoint(e.pos):
                self.dragging = True
                sc.pause()
                sc.go(self.step_at(e.pos[0]))
                return True
            return self.rect.collidepoint(e.pos)
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            was = self.dragging
            self.dragging = False
            if self.group.handle_event(e):
                sc.dirty = True
                return True
            return was or self.rect.collidepoint(e.pos)
        if e.type == pygame.WINDOWLEAVE:
            self.pointer = (-1, -1)
            self.dragging = False
            self.group.leave()
        return False

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        sc = self.scene
        r = self.rect
        pygame.draw.rect(surf, theme.TABLE_PANEL_DARK, r)
        pygame.draw.line(surf, theme.ACCENT_DARK, r.topleft, (r.right, r.top), max(1, self.px(2)))
        self._badge(surf)
        self.group.draw(surf, sc.assets)
        for name, b in self.buttons.items():
            self._glyph(surf, name, b)
        self._track(surf)
        n = sc.replay.steps
        mark = sc.replay.mark_at(sc.k)
        where = _("Game over") if sc.shown.phase == "over" else (round_name(mark) if mark else "")
        if mark is not None and sc.shown.match.games > 1:
            where = _("Game {game} · {where}").format(game=number(mark.game), where=where)
        big, small = self.font(15, True), self.font(13)
        c = self.counter
        counted = _("Move {k} of {n}").format(k=number(sc.k), n=number(n))
        draw_text(surf, counted, big, theme.TEXT, (c.x, c.centery - self.px(1)), "bottomleft")
        draw_text(surf, fit_text(where, small, c.w), small, theme.ACCENT_LIGHT, (c.x, c.centery + self.px(2)),
                  "topleft")
        self._hover(surf)

    def _badge(self, surf: pygame.Surface) -> None:
        font = self.font(13, True)
        w = self.badge_width()
        h = font.get_height() + self.px(8)
        badge = pygame.Rect(self.rect.x + self.px(10), self.rect.centery - h // 2, w, h)
        pygame.draw.rect(surf, theme.ACCENT_DARK, badge, border_radius=h // 2)
        draw_text(surf, _("REPLAY"), font, theme.TEXT, badge.center, "center")

    def _glyph(self, surf: pygame.Surface, name: str, b: Button) -> None:
        """The transport symbol on a button face: triangles and bars in the button's ink."""
        ink = theme.BUTTON_TEXT if b.enabled else theme.BUTTON_TEXT_DISABLED
        cx, cy = b.rect.center
        s = max(5, round(b.rect.h * 0.2))
        bar = max(2, round(s * 0.45))

        def tri(x: int, left: bool) -> None:
            d = -1 if left else 1
            back = x - d * s // 2
            pygame.draw.polygon(surf, ink, [(back, cy - s), (back, cy + s), (x + d * s, cy)])

        if name == "play":
            if self.scene.playing:
                for dx in (-s // 2, s // 2):
                    pygame.draw.rect(surf, ink, (cx + dx - bar // 2, cy - s, bar, 2 * s))
            else:
                tri(cx - s // 4, False)
        elif name in ("back", "forward"):
            tri(cx, name == "back")
        else:
            left = name == "round_back"
            d = -1 if left else 1
            tri(cx - d * s // 2, left)
            tri(cx + d * s // 2 + d, left)
            pygame.draw.rect(surf, ink, (cx + d * (s + s // 2) - (bar if left else 0), cy - s, bar, 2 * s))

    def _track(self, surf: pygame.Surface) -> None:
        sc = self.scene
        t = self.track
        radius = t.h // 2
        pygame.draw.rect(surf, theme.PANEL_EDGE, t.inflate(2, 2), border_radius=radius + 1)
        done = pygame.Rect(t.x, t.y, max(0, self.x_of(sc.k) - t.x), t.h)
        pygame.draw.rect(surf, theme.TABLE_PANEL, t, border_radius=radius)
        if done.w > 0:
            pygame.draw.rect(surf, theme.ACCENT, done, border_radius=radius)
        label = self.font(12, True)
        last_right = -10**6
        game = None
        for m in sc.replay.marks:
            x = self.x_of(m.step)
            new_game = game is not None and m.game != game
            game = m.game
            tall = self.px(9 if new_game else 6)
            colour = theme.ACCENT_LIGHT if m.step <= sc.k else theme.TEXT_DIM
            width = max(1, self.px(2 if new_game else 1))
            pygame.draw.line(surf, colour, (x, t.y - tall), (x, t.bottom + tall), width)
            # G: a new game of the match; FC: the first claims (before round 1)
            text = (pgettext("timeline", "G{game}").format(game=number(m.game)) if new_game
                    else pgettext("timeline", "FC") if m.round == 0 else number(m.round))
            tw = label.size(text)[0]
            if x - tw // 2 > last_right + self.px(3):  # a crowded track labels what fits
                draw_text(surf, text, label, colour, (x, t.bottom + tall + self.px(1)), "midtop")
                last_right = x + tw // 2
        knob = self.x_of(sc.k)
        rad = self.px(8)
        pygame.draw.circle(surf, theme.PANEL_EDGE, (knob, t.centery + 1), rad + 2)
        pygame.draw.circle(surf, theme.ACCENT_LIGHT, (knob, t.centery), rad)
        pygame.draw.circle(surf, theme.ACCENT_DARK, (knob, t.centery), max(2, rad // 3))

    def _hover(self, surf: pygame.Surface) -> None:
        """Over the track: which move and round the pointer points at."""
        sc = self.scene
        if not self.track_hit().collidepoint(self.pointer) or self.dragging:
            return
        k = self.step_at(self.pointer[0])
        mark = sc.replay.mark_at(k)
        # whole sentences (never joined): the round's label is already in the player's language
        if mark is None:
            text = _("Move {k}").format(k=number(k))
        elif sc.shown.match.games > 1:
            text = _("Move {k} · {round} of game {game}").format(k=number(k), round=round_name(mark),
                                                                  game=number(mark.game))
        else:
            text = _("Move {k} · {round}").format(k=number(k), round=round_name(mark))
        draw_note(surf, sc.assets, text, (self.x_of(k), self.rect.y - self.px(6)), theme.PANEL_LIGHT,
                  self.scale, where="midbottom", bold=False)
