"""The computer counts the Empowered status (RUP4 441): its own objects' as a gain, an
opponent's as a loss, on units, gear and legends, and each time for Kayle (441.1.c.1); less
than a card in hand."""

from __future__ import annotations

from typing import Any

from app.ai.agents import make_agent
from app.ai.evaluate import evaluate
from app.engine.face.position import build_position
from app.scenarios import make_resolver


def _value(a: dict[str, Any], b: dict[str, Any] | None = None) -> float:
    game, _ = build_position({"turn_player": "A", "A": a, "B": b or {}}, make_resolver({}))
    return evaluate(game.state, 0)


def _gear(empowered: bool) -> dict[str, Any]:
    return {"base": [{"card": "Rage Amplifier", "empowered": empowered}]}


def test_an_empowered_object_is_worth_more_than_the_same_one_not() -> None:
    # a gear: no Might shows it; a unit whose Empowered Might is counted gains on top
    assert _value(_gear(True)) > _value(_gear(False))
    assert _value({}, _gear(True)) < _value({}, _gear(False))
    unit = {"base": [{"card": "Covert Informant", "empowered": True}]}
    assert _value(unit) > _value({"base": ["Covert Informant"]})
    legend = {"legend": {"card": "Mel, Soul's Reflection", "empowered": True}}
    assert _value(legend) > _value({"legend": "Mel, Soul's Reflection"})
    assert _value(_gear(True)) - _value(_gear(False)) < \
        _value({"hand": ["Stalwart Poro"]}) - _value({})


def test_the_searching_levels_empower_a_unit_they_can_afford() -> None:
    pos = {"turn_player": "A", "A": {"base": [{"card": "Steel Paws", "label": "paws"}],
                                     "pool": {"energy": 7}}, "B": {}}
    for level in ("normal", "hard"):  # they weigh positions by `evaluate`
        game, labels = build_position(pos, make_resolver({}))
        agent = make_agent(level, 3)
        acts = [str(a) for a in game.legal_actions()]
        assert f"act {labels['paws']} 0" in acts
        choice = agent.choose(game, 0)
        assert str(choice.action) == f"act {labels['paws']} 0", level
        game.apply_or_raise(choice.action)
        game.apply_or_raise("pass")
        game.apply_or_raise("pass")  # the opponent's: the Empower ability resolves
        assert game.state.objs[labels["paws"]].mods == {"empowered": 1}, level
