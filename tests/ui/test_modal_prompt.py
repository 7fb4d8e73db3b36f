"""A modal ability's options are buttons that say what each option does, in the card's own
words (RUP4 355.3): the player doesn't have to count options in the card's text."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtWidgets import QPushButton

from app.engine import Action
from tests.ui.conftest import attach_position
from tests.ui.test_full_game_by_mouse import _click_button

SCENARIO = Path(__file__).parents[1] / "cards" / "scenarios" / "qiyana-victorious.toml"


def test_modal_options_are_buttons_in_the_cards_words(qtbot, window) -> None:
    pos = tomllib.loads(SCENARIO.read_text(encoding="utf-8"))["position"]
    game, labels = attach_position(window, pos)
    c = window.controller
    for a in (f"move {labels['q1']} bf0", "pass", "pass"):  # she conquers: her trigger asks
        c.act(a)  # for its mode before anything else
    assert Action("mode", (0,)) in c.legal()
    qtbot.wait(1)
    texts = [b.text() for b in window.prompt.findChildren(QPushButton) if b.isVisible()]
    assert "1. Draw 1 card." in texts
    assert "2. Channel 1 rune, which enters exhausted." in texts
    hand = len(game.state.players[0].hand)
    assert _click_button(qtbot, window, "1. Draw")
    qtbot.waitUntil(lambda: not game.state.chain, timeout=3000)  # it resolves
    assert len(game.state.players[0].hand) == hand + 1
