"""The text spy follows words drawn into pictures (issue 37, point 6): a figure drawn into a copy of a
loaded image (a builders' tile composed once and kept) is seen where the picture lands, and a
picture scaled, turned or mirrored carries its words at their new place and size, so the tables'
12 px check sees what the player sees."""

from __future__ import annotations

import pygame
from text_spy import TextSpy, problems

from game.ui.assets import Assets
from game.ui.table.harness import sprites_dir
from game.ui.widgets import draw_text


def _figure_picture(spy_assets: Assets, px: int) -> pygame.Surface:
    """A sprite's picture (loaded, scaled, copied) with a figure drawn into it, as a tile is made."""
    pic = spy_assets.scaled("building_tile", (80, 80)).copy()
    draw_text(pic, "2", spy_assets.font(px, bold=True), (0, 0, 0), (60, 60), "center")
    return pic


def test_a_figure_drawn_into_a_loaded_picture_is_seen_where_the_picture_lands(monkeypatch) -> None:
    spy = TextSpy(monkeypatch)
    screen = spy.screen((300, 200))
    screen.blit(_figure_picture(Assets(sprites_dir()), 14), (100, 50))
    [text] = spy.texts(screen)
    assert text.words == "2" and text.px == 14
    assert pygame.Rect(150, 100, 20, 20).contains(text.ink)  # (60, 60) in the picture at (100, 50)


def test_a_scaled_down_picture_shrinks_its_words_and_the_12_px_check_sees_it(monkeypatch) -> None:
    spy = TextSpy(monkeypatch)
    screen = spy.screen((300, 200))
    pic = _figure_picture(Assets(sprites_dir()), 14)
    screen.blit(pygame.transform.smoothscale(pic, (40, 40)), (0, 0))
    screen.blit(pygame.transform.scale_by(pic, 1.5), (150, 0))
    small, large = sorted(spy.texts(screen), key=lambda t: t.px)
    assert small.px == 7 and pygame.Rect(25, 25, 10, 10).collidepoint(small.ink.center)
    assert large.px == 21 and pygame.Rect(230, 80, 20, 20).collidepoint(large.ink.center)
    assert problems([small], (300, 200)) == ["under 12 px: '2' (7 px)"]


def test_a_turned_or_mirrored_picture_carries_its_words(monkeypatch) -> None:
    spy = TextSpy(monkeypatch)
    screen = spy.screen((300, 200))
    pic = _figure_picture(Assets(sprites_dir()), 14)
    screen.blit(pygame.transform.rotate(pic, 90), (0, 0))  # anticlockwise: lower right goes upper right
    screen.blit(pygame.transform.flip(pic, True, False), (100, 0))  # lower right goes lower left
    turned, mirrored = sorted(spy.texts(screen), key=lambda t: t.ink.x)
    assert turned.px == 14 and turned.ink.centerx > 50 and turned.ink.centery < 30
    assert mirrored.px == 14 and mirrored.ink.centerx < 130 and mirrored.ink.centery > 50
