"""Repeat is asked at the table as part of playing the spell, saying what it will cost
(RUP4 820.1.c, 355.1.a): Yes asks for a target for each execution, and the effect happens
twice; with too little to pay it, nothing is asked."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import Action
from app.engine.core.enums import Keyword
from app.engine.reads.characteristics import keyword_value
from tests.ui.conftest import attach_position, drag, item_point, zone_point
from tests.ui.test_full_game_by_mouse import _click_button

BLOOD_RUSH = Path(__file__).parents[1] / "cards" / "scenarios" / "blood-rush-same-unit.toml"
SQUARE_UP = Path(__file__).parents[1] / "cards" / "scenarios" / "square-up.toml"


def _click(qtbot, window, oid: int) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, item_point(window, oid))
    qtbot.wait(1)


def test_repeat_is_asked_with_its_cost_and_both_executions_choose(qtbot, window) -> None:
    pos = tomllib.loads(BLOOD_RUSH.read_text(encoding="utf-8"))["position"]
    game, labels = attach_position(window, pos)
    c = window.controller
    drag(qtbot, window, item_point(window, labels["card"]), zone_point(window, "bf0"))
    qtbot.wait(1)
    assert game.decision.kind == "play" and game.decision.data["ask"] == "repeat"
    assert window.prompt.label.text() == ("Pay the Repeat cost (1 Energy) to carry out the "
                                          "spell's effect one more time, with choices of its "
                                          "own?")
    assert _click_button(qtbot, window, "Yes")
    # a target for the first execution, then one for the second: the same unit again
    _click(qtbot, window, labels["ally"])
    assert game.decision.data["ask"] == "target"
    _click(qtbot, window, labels["ally"])
    qtbot.waitUntil(lambda: game.decision is not None and game.decision.kind == "priority",
                    timeout=3000)
    assert Action("yes") in game.log
    for a in ("pass", "pass"):
        c.act(a)
    qtbot.waitUntil(lambda: not game.state.chain, timeout=3000)
    ally = game.state.objs[labels["ally"]]
    assert keyword_value(game.state, ally, Keyword.ASSAULT) == 4
    window.log.sync()  # the log says it was paid, and that the effect happened again
    lines = window.log.lines()
    assert any("pays the Repeat cost of Blood Rush" in line for line in lines)
    assert any("Blood Rush: its effect happens again (Repeat)" in line for line in lines)
    # one Energy left: the second Blood Rush can't pay its Repeat, so it asks for its target
    drag(qtbot, window, item_point(window, labels["card2"]), zone_point(window, "bf0"))
    qtbot.wait(1)
    assert game.decision.data["ask"] == "target"
    assert "Repeat" not in window.prompt.label.text()


def test_the_repeat_prompt_in_italian(qtbot, qapp, window) -> None:
    from app.ui import i18n

    pos = tomllib.loads(SQUARE_UP.read_text(encoding="utf-8"))["position"]
    try:
        i18n.install(qapp, "it")
        game, labels = attach_position(window, pos)
        drag(qtbot, window, item_point(window, labels["card"]), zone_point(window, "bf0"))
        qtbot.wait(1)
        assert game.decision.data["ask"] == "repeat"
        assert window.prompt.label.text() == (
            "Pagare il costo di Repeat (scarta 1) per eseguire l'effetto dello Spell un'altra "
            "volta, con scelte proprie?")
    finally:
        i18n.install(qapp, "en")
