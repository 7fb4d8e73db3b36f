"""The computer weighs points against the Victory Score as passive abilities change it
(Aspirant's Climb: more points are needed, RUP4 194.3.a)."""

from __future__ import annotations

from app.ai.evaluate import evaluate
from app.engine.face.position import build_position
from app.engine.reads.characteristics import victory_score
from app.scenarios import make_resolver


def _state(battlefield: str):  # type: ignore[no-untyped-def]
    pos = {"turn_player": "A", "A": {"points": 6}, "B": {},
           "battlefields": [{"card": battlefield}, {"card": "Open Field"}]}
    game, _ = build_position(pos, make_resolver({}))
    return game.state


def test_a_raised_victory_score_makes_the_same_points_worth_less() -> None:
    plain, climb = _state("Open Field"), _state("Aspirant's Climb")
    assert victory_score(climb) > victory_score(plain)
    assert evaluate(climb, 0) < evaluate(plain, 0)
