"""Small things at the table, each driven with real mouse and keyboard events: what the
target prompt says and marks, the computer's lines in the log, the combat caption,
shortcuts after a dialog, the window's size on another screen."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.conftest import attach_position, drag, item_point, zone_point

SCENARIOS = Path(__file__).parents[1] / "scenarios"


def _scenario(window, name: str):  # type: ignore[no-untyped-def]
    data = tomllib.loads((SCENARIOS / name).read_text(encoding="utf-8"))
    return attach_position(window, data["position"], data["cards"])


def _click(qtbot, window, oid: int) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, item_point(window, oid))
    qtbot.wait(1)


def test_target_prompt_names_the_sides_and_marks_the_first_pick(qtbot, window) -> None:
    # Test Swap: two units, the second another one (RUP4 355.8)
    game, labels = _scenario(window, "355.8-another-target-is-a-different-object.toml")
    drag(qtbot, window, item_point(window, labels["swap1"]), zone_point(window, "base"))
    spell = window.scene.items_by_id[labels["swap1"]]
    mine_at = window.scene.items_by_id[labels["mine"]].sceneBoundingRect()
    # the spell slides from where it was dropped to the chain, off the unit
    qtbot.waitUntil(lambda: not spell.sceneBoundingRect().intersects(mine_at), timeout=3000)
    text = window.prompt.label.text()
    assert "red" not in text and "magenta" in text, text
    # the legal targets are one unit of yours and two of the opponent's: the prompt says so
    assert "yours" in text and "opponent" in text, text
    _click(qtbot, window, labels["mine"])
    mine = window.scene.items_by_id[labels["mine"]]
    assert mine.mark.kind == "picked"  # the first pick is marked before the second
    text = window.prompt.label.text()
    assert "opponent" in text and "yours" not in text, text  # only theirs are left
    assert "Test Plain" in text, text  # the prompt says what is already chosen
    _click(qtbot, window, labels["theirs"])
    assert game.state.chain and game.state.chain[-1].targets
