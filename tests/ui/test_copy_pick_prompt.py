"""Shady Spectacles' question, which unit the equipped unit becomes a copy of (RUP4 477.1.b),
has its prompt at the table, naming the gear and the unit."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import expand, make_resolver
from app.ui.controller import CURTAIN, Seat

SCENARIOS = Path(__file__).parents[1] / "cards" / "scenarios"


def test_copy_pick_prompt(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    data = tomllib.loads((SCENARIOS / "shady-spectacles.toml").read_text(encoding="utf-8"))
    game, labels = build_position(data["position"], make_resolver({}))
    window.attach_game(game, [Seat(p.name, None, True) for p in game.state.players])
    for text in ("act {gear} 0", "target {skulker}", "pass", "pass"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    window.controller.unlock(CURTAIN)
    window.curtain.hide()
    p = window.interaction._prompt(window.controller.view(), window.controller.legal())
    assert p.text == ("Shady Spectacles: click another unit you control (highlighted); "
                      "Shipyard Skulker becomes a copy of it while Shady Spectacles is "
                      "attached.")
