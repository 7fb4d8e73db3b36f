"""A payment other than playing a card offers the player's Add abilities at the table as the
play payment does (RUP4 429.3): a resolving spell's "pay [1] to ..." with only Power in the
pool lights Hextech Anomaly, the prompt says so and has no "Pay" yet; a right-click on the
gear in the viewport uses it, asks how much, and the payment comes back payable."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from tests.ui.conftest import apply_and_show, attach_scenario, current_prompt, item_point

SCENARIO = Path(__file__).parents[1] / "scenarios" \
    / "429.3-add-abilities-pay-a-cost-within-instructions.toml"


def _verbs(prompt) -> set[str]:  # type: ignore[no-untyped-def]
    return {getattr(a, "verb", None) for _, a in prompt.buttons}


def _right_click_use(qtbot, window, oid: int) -> list[str]:  # type: ignore[no-untyped-def]
    """Right-click the card in the viewport and pick "Use ability" in its menu."""
    seen: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(20, pick)
            return
        seen.extend(a.text() for a in menu.actions())
        use = next(a for a in menu.actions() if a.text() == "Use ability")
        menu.close()
        use.trigger()

    QTimer.singleShot(20, pick)
    vp = window.view.viewport()
    point = item_point(window, oid)
    QApplication.sendEvent(vp, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point,
                                                 vp.mapToGlobal(point)))
    qtbot.wait(10)
    return seen


def test_pay_to_offers_hextech_anomaly_at_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game, labels = attach_scenario(window, SCENARIO)
    for text in ("play {bolt}", "pass", "pass"):
        apply_and_show(window, game, labels, text)
    window.interaction.refresh()
    hex_id, henge_id = labels["hex"], labels["henge"]
    prompt = current_prompt(window)
    assert "Add abilities" in prompt.text
    assert "pay" not in _verbs(prompt) and "no" in _verbs(prompt)
    assert window.scene.items_by_id[hex_id].glow  # lit, as while playing a card
    assert not window.scene.items_by_id[henge_id].glow  # it adds Power: not needed here

    assert _right_click_use(qtbot, window, hex_id) == ["Use ability"]
    assert game.state.decision is not None and game.state.decision.data["ask"] == "add_x"
    amounts = sorted(int(a.args[0]) for _, a in current_prompt(window).buttons
                     if getattr(a, "verb", None) == "amount")
    assert amounts == [0, 1]
    assert window.controller.act(next(a for _, a in current_prompt(window).buttons
                                      if getattr(a, "verb", None) == "amount"
                                      and a.args == (1,)))
    prompt = current_prompt(window)
    assert game.state.decision.data["ask"] == "pay_to"
    assert "pay" in _verbs(prompt)
    assert not window.scene.items_by_id[hex_id].glow  # used: exhausted
