""""Costs [1] or [A] less" at the table (Irelia, Graceful; RUP4 356.4.d): the question says
what is asked, its two buttons say what each takes off, and a click answers it."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtWidgets import QLabel, QPushButton

from tests.ui.conftest import attach_position
from tests.ui.test_full_game_by_mouse import _click_button

SCENARIO = Path(__file__).parents[1] / "cards" / "scenarios" / "irelia-graceful.toml"


def test_the_part_taken_off_is_two_buttons(qtbot, window) -> None:
    pos = tomllib.loads(SCENARIO.read_text(encoding="utf-8"))["position"]
    game, labels = attach_position(window, pos)
    c = window.controller
    c.auto_pass = False
    for a in (f"play {labels['prison']}", f"target {labels['irelia']}"):
        c.unlock("curtain")
        assert c.act(a)
    qtbot.wait(1)
    texts = [b.text() for b in window.prompt.findChildren(QPushButton) if b.isVisible()]
    assert "1 Energy" in texts and "1 Power" in texts
    words = " ".join(w.text() for w in window.prompt.findChildren(QLabel))
    assert "which do you take off the cost?" in words
    assert _click_button(qtbot, window, "1 Power")
    assert game.state.players[0].pool.energy == 0
