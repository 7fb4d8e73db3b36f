"""A spell or ability on the chain as a target (Not So Fast, Repulse; RUP4 355.9.a.2): the
prompt offers one button per item, named by its card (or its source, for an ability), and
the view lists what a chain item chooses there apart from the objects it chooses."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.engine.core.actions import parse_action
from app.scenarios import expand
from app.ui.controller import CURTAIN
from tests.ui.conftest import attach_position

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def test_chain_items_are_buttons(qtbot, window) -> None:
    data = tomllib.loads((CARDS / "not-so-fast-choice.toml").read_text(encoding="utf-8"))
    game, labels = attach_position(window, data["position"])
    for text in ("act {ballista} 0", "target {poro}", "play {mes}", "target {sergeant}", "pass",
                 "play {nsf}"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    window.controller.unlock(CURTAIN)
    window.curtain.hide()
    p = window.interaction._prompt(game.view(1), game.legal_actions())  # B's question
    names = [label for label, _ in p.buttons]
    assert "The ability of Iron Ballista on the chain" in names
    assert "Mesmerize on the chain" in names
    game.apply_or_raise(parse_action(expand(game, labels, "target {chain:1}")))
    entry = game.view(0)["chain"][-1]
    assert entry["chain_targets"] == [game.state.chain[1].id]
    assert entry["targets"] == [[]]
