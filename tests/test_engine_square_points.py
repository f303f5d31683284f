"""`fullscore.square_points`: what each building and Court character brings, by its square
(the table says it on kingdoms too small for the tiles' corners)."""

from __future__ import annotations

from game.engine import Options, legal_actions, scores
from game.engine.fullscore import square_points
from game.engine.layers import BUILDING, COURT
from game.engine.rng import Rng
from game.engine.rules.economy_steps import Build
from game.session import Seat, Session


def test_square_points_add_up_to_the_buildings_and_court_parts_and_sit_on_their_pieces() -> None:
    seats = [Seat(n, c) for n, c in (("Ada", "red"), ("Bruno", "blue"), ("Chloé", "green"))]
    s = Session(Options(rules="xxl", players=3, court=2), seats, 2)
    rng = Rng(5)
    seen = 0
    while s.state.phase != "over":
        la = legal_actions(s.state)
        builds = [a for a in la if isinstance(a, Build)]
        s.play(rng.choice(builds) if builds else rng.choice(la))
        if s.state.round % 4:
            continue
        for k, b in zip(s.state.kingdoms, scores(s.state), strict=True):
            points = square_points(b)
            parts = b.parts()
            assert sum(points.values()) == parts.get("buildings", 0) + parts.get("court", 0)
            pieces = {(r, c) for r, c, _v in k.squares(BUILDING)} | {(r, c) for r, c, _v in k.squares(COURT)}
            assert set(points) <= pieces
            seen += len(points)
    assert seen, "no building or Court character scored in this game"
