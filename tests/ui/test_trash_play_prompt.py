"""A card that may be played from its owner's trash ("play me from your trash for <cost>",
RUP4 356.1.a; Undying Legion) can't be dragged out of the pile: the prompt offers a button
for it once it can be played, and pressing it plays it."""

from __future__ import annotations

import tomllib
from pathlib import Path

from tests.ui.conftest import attach_position
from tests.ui.test_full_game_by_mouse import _click_button

LEGION = Path(__file__).parents[1] / "cards" / "scenarios" / "undying-legion.toml"


def test_a_card_playable_from_the_trash_gets_a_button(qtbot, window) -> None:
    pos = tomllib.loads(LEGION.read_text(encoding="utf-8"))["position"]
    game, labels = attach_position(window, pos)
    c = window.controller
    qtbot.wait(1)
    assert not _click_button(qtbot, window, "Play Undying Legion")  # Legion not active yet
    for a in (f"play {labels['mob']}", "pass", "pass"):
        c.act(a)
    qtbot.waitUntil(lambda: not game.state.chain and game.decision.kind == "priority",
                    timeout=3000)
    assert _click_button(qtbot, window, "Play Undying Legion from the trash")
    qtbot.waitUntil(lambda: game.state.objs[labels["legion"]].zone == "base", timeout=3000)
