"""Issue 27 point 4 at the XXL table: at the first claims each king claims on its own tower's
line, so hovering a domino there describes that domino and the step bar names that line; the
face-down Age of Giants line shows its backs with their numbers (faces only in its phase)."""

from __future__ import annotations

import pygame

from game.engine import Options, legal_actions
from game.engine.content import domino
from game.engine.rng import Rng
from game.engine.rules.xxl_steps import AOG, FE, tower_of
from game.session import Seat, Session
from game.ui.table import draft_view
from game.ui.table.xxl.notes import hover_text
from game.ui.table.xxl.pieces import XTable
from tests.table_helpers import open_table, settle


def xxl_session(players: int = 3, seed: int = 2) -> Session:
    seats = [Seat(n, c) for n, c in zip(("Ada", "Bruno", "Chloé", "Dora"), ("red", "blue", "green", "yellow"),
                                        strict=False)][:players]
    return Session(Options(rules="xxl", players=players), seats, seed)


def first_claims_by(session: Session, tower: str) -> None:
    """Play the first claims until a king of `tower` is to claim."""
    rng = Rng(1)
    st = session.state
    while not (st.phase == "draft" and st.king is not None and tower_of(st.king) == tower):
        session.play(rng.choice(legal_actions(st)))
        st = session.state


def test_hovering_a_first_claims_domino_describes_that_towers_domino(tmp_path) -> None:
    for tower, other in ((AOG, FE), (FE, AOG)):
        session = xxl_session()
        first_claims_by(session, tower)
        _ctx, scene, driver = open_table(tmp_path / tower, session)
        settle(driver, scene)
        x = scene.pieces
        assert isinstance(x, XTable)
        line = session.state.drafts[tower].current
        theirs = {s.domino for s in session.state.drafts[other].current}
        for sg, slot in zip(scene.geom.lines["current"].slots, line, strict=False):
            text = hover_text(x, sg.domino.center)
            assert text is not None and domino(slot.domino).describe() in text, (tower, text)
            assert not any(domino(d).describe() in text for d in theirs if d != slot.domino)


def test_the_step_bar_names_the_line_being_claimed_at_the_first_claims(tmp_path) -> None:
    for tower, name in ((AOG, "Age of Giants"), (FE, "Fantastic Era")):
        session = xxl_session(4, seed=3)
        first_claims_by(session, tower)
        _ctx, scene, driver = open_table(tmp_path / tower, session)
        settle(driver, scene)
        assert isinstance(scene.pieces, XTable)
        said = scene.pieces.cost_text(session.state)  # the fullest that fits is drawn
        assert f"First claims · {name} line" in said and said[-1] == name  # the shortest: the tower


def test_the_face_down_line_shows_its_numbers_on_the_backs(tmp_path, monkeypatch) -> None:
    session = xxl_session(4, seed=5)
    rng = Rng(5)
    while not (session.state.phase == "play" and session.state.tower == FE):
        session.play(rng.choice(legal_actions(session.state)))
    face_down = session.state.drafts[AOG].next
    assert face_down and not session.state.drafts[AOG].next_face_up
    drawn: list[str] = []
    faces: list[int] = []
    real_text, real_face = draft_view.draw_text, draft_view.PieceArt.domino

    def text(surf, words, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(words)
        return real_text(surf, words, *args, **kwargs)

    def face(self, did, *args, **kwargs):  # type: ignore[no-untyped-def]
        faces.append(did)
        return real_face(self, did, *args, **kwargs)

    monkeypatch.setattr(draft_view, "draw_text", text)
    monkeypatch.setattr(draft_view.PieceArt, "domino", face)
    _ctx, scene, driver = open_table(tmp_path, session)
    settle(driver, scene)
    scene.dirty = True
    driver.frame()
    ids = [s.domino for s in face_down]
    for d in ids:
        assert drawn.count(domino(d).label) >= 2, (domino(d).label, drawn)  # on the back and under it
    assert not set(ids) & set(faces), "a face-down domino's face is drawn only in its phase"
    pygame.image.save(driver.surface, str(tmp_path / "face_down.png"))
