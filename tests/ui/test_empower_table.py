"""Empowered at the table (RUP4 441, 828): the status in each card's state from the view,
the inactive "[Empowered] ..." lines greyed in the preview, the status named there, and the
log line when a card becomes Empowered."""

from __future__ import annotations

from app.engine import Event
from app.ui.levels import inactive_lines
from app.ui.texts import event_text
from tests.ui.conftest import attach_position


def test_the_preview_greys_empowered_text_until_the_card_is_empowered(qtbot, window) -> None:
    game, labels = attach_position(window, {
        "turn_player": "A", "A": {"base": [{"card": "Steel Paws", "label": "off"},
                                           {"card": "Steel Paws", "label": "on",
                                            "empowered": True}]},
        "B": {},
    })
    off = window.scene.items_by_id[labels["off"]]
    on = window.scene.items_by_id[labels["on"]]
    assert "empowered" not in off.state and on.state["empowered"] == 1
    assert off.state["empowered_abilities"] == [{"ability": 1, "active": False}]
    # Deflect, Empower, Empowered keyword lines, then the Empower ability: line 4
    assert inactive_lines(off.card, off.state["empowered_abilities"]) == {4}
    window.preview.show_card(off.card, off.state, window.view.preview_rect())
    text = window.preview.reminders.text()
    assert "(inactive: not Empowered)" in text and "#8a877f" in text
    window.preview.show_card(on.card, on.state, window.view.preview_rect())
    text = window.preview.reminders.text()
    assert "inactive" not in text and "<b>Empowered</b>" in text


def test_empowering_is_logged(qtbot, window) -> None:
    window.controller.auto_pass = False
    game, labels = attach_position(window, {
        "turn_player": "A", "A": {"base": [{"card": "Steel Paws", "label": "paws"}],
                                  "pool": {"energy": 7}},
        "B": {},
    })
    window.controller.unlock("curtain")
    assert window.controller.act(f"act {labels['paws']} 0")
    for _ in range(2):
        window.controller.unlock("curtain")
        assert window.controller.act("pass")
    assert window.scene.items_by_id[labels["paws"]].state["empowered"] == 1
    ev = Event("empower", {"obj": labels["paws"], "times": 1})
    assert event_text(ev, lambda _: "Steel Paws", str) == "Steel Paws is Empowered."
    three = Event("empower", {"obj": labels["paws"], "times": 3})  # Kayle (441.1.c.1)
    assert event_text(three, lambda _: "Kayle", str) == "Kayle is Empowered (3 times)."


def test_a_disempower_cost_is_asked_in_words(qtbot, window) -> None:
    window.controller.auto_pass = False
    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"hand": [{"card": "Profiteer", "label": "prof"}], "pool": {"energy": 4},
              "base": [{"card": "Brutal Hunter", "empowered": True},
                       {"card": "Rage Amplifier", "empowered": True}]},
        "B": {},
    })
    window.controller.unlock("curtain")
    assert window.controller.act(f"play {labels['prof']}")
    window.controller.unlock("curtain")
    assert window.controller.act("yes")
    assert game.decision.data.get("cost") == "disempower"
    window.controller.changed.emit()
    text = window.prompt.label.text()
    assert "disempowering it is the cost" in text
