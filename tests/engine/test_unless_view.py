"""cond-unless: the player asked sees what stopping the effect costs them, and the caster's
view doesn't carry the question (RUP4 383.3.a.3)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.engine import Action
from app.engine.position import build_position
from app.scenarios import make_resolver

SCENARIO = Path(__file__).parents[1] / "cards" / "scenarios" / "shakedown.toml"


def test_the_player_asked_sees_the_offer() -> None:
    pos = tomllib.loads(SCENARIO.read_text(encoding="utf-8"))["position"]
    game, labels = build_position(pos, make_resolver({}))
    for a in (Action("play", (labels["s1"],)), Action("target", (labels["poro"],)),
              Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    asked = game.view(1)["decision"]
    assert asked["player"] == 1 and asked["ask"] == "unless"
    assert asked["offer"] == {"kind": "you_draw", "n": 2, "to": 0}
    assert "offer" not in game.view(0)["decision"]
