"""Issue 29, point 6: Mighty Duel at 1280×720. Its market column between the two 7×7
kingdoms is wide enough for its buttons' words and the next line's note, whole: nothing on
the table is cut with an ellipsis, and each button shows its word at a readable size."""

from __future__ import annotations

import sys

import pygame
import pytest

from game.engine import legal_actions
from game.engine.rng import Rng
from game.ui.screens.table import TableScene
from game.ui.table.harness import Driver, headless_context, make_session


@pytest.mark.parametrize("round_, step", [(0, None), (3, "place"), (3, "claim")])
def test_mighty_duel_shows_its_words_whole_at_1280(monkeypatch, round_: int, step: str | None) -> None:
    pygame.init()
    cut: list[tuple[str, str]] = []
    for name, module in list(sys.modules.items()):  # every drawing module's fit_text
        if name.startswith("game.ui") and getattr(module, "fit_text", None) is not None:
            real = module.fit_text

            def spy(text, font, width, real=real):
                out = real(text, font, width)
                if out != text:
                    cut.append((text, out))
                return out

            monkeypatch.setattr(module, "fit_text", spy)
    session = make_session(2, seed=3, mighty_duel=True)
    rng = Rng(2)
    while not (session.state.round >= round_ and (step is None or session.state.step == step)):
        session.play(rng.choice(legal_actions(session.state)))
    ctx = headless_context((1280, 720))
    scene = TableScene(ctx, session)
    ctx.manager.push(scene)
    Driver(ctx).run(3)
    assert cut == []
    buttons = scene.painter.build_controls()
    assert buttons
    for b in buttons.values():
        _icon, text, font = b.content(ctx.assets)
        assert text == b.text and font.get_height() >= 12, (b.text, text)
