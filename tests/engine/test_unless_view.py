"""cond-unless: the player asked sees what stopping the effect costs them, and the caster's
view doesn't carry the question (RUP4 383.3.a.3)."""

from __future__ import annotations

from tests.engine.card_scenario import scenario_game


def test_the_player_asked_sees_the_offer() -> None:
    game, _, _ = scenario_game("shakedown.toml", ("play {s1}", "target {big}", "pass", "pass"))
    asked = game.view(1)["decision"]
    assert asked["player"] == 1 and asked["ask"] == "unless"
    assert asked["offer"] == {"kind": "you_draw", "n": 2, "to": 0}
    assert "offer" not in game.view(0)["decision"]
