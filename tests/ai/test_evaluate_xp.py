"""The computer counts XP (RUP4 728-733): its own as a gain, an opponent's as a loss, less than
a card in hand, and less for XP beyond the highest printed Level."""

from __future__ import annotations

from app.ai.evaluate import evaluate
from app.engine.face.position import build_position
from app.scenarios import make_resolver


def _value(a_xp: int, b_xp: int = 0, hand: int = 0) -> float:
    pos = {"turn_player": "A", "A": {"xp": a_xp, "hand": ["Stalwart Poro"] * hand},
           "B": {"xp": b_xp}}
    game, _ = build_position(pos, make_resolver({}))
    return evaluate(game.state, 0)


def test_xp_is_worth_something_but_less_than_a_card() -> None:
    none, three = _value(0), _value(3)
    assert three > none
    assert _value(0, b_xp=3) < none  # the opponent's XP is theirs (732: never shared)
    assert _value(1) - none < _value(0, hand=1) - none


def test_xp_past_the_highest_level_buys_less() -> None:
    assert _value(12) - _value(11) < _value(11) - _value(10)
