"""This turn's damage replacements and "can't be chosen" at the table (RUP4 437, 465.2.c.5,
757-758): each unit's state from the view carries its Prevent Values, doublings and the
status, the card shows them as badges, and the log says when they are given."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from app.engine import Event
from app.ui.texts import event_text
from tests.ui.conftest import attach_position


def test_shields_show_on_the_card(qtbot, window) -> None:
    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"base": [{"card": "Vanguard Sergeant", "label": "ki", "prevent": [7, 0],
                        "doubled": 1, "untargetable": True},
                       {"card": "Vanguard Sergeant", "label": "plain"}]},
        "B": {},
    })
    ki = window.scene.items_by_id[labels["ki"]]
    plain = window.scene.items_by_id[labels["plain"]]
    assert ki.state["prevent"] == [7, 0] and ki.state["doubled"] == 1
    assert ki.state["untargetable"] is True
    assert not {"prevent", "doubled", "untargetable"} & plain.state.keys()
    # the shield and its values are one badge: two, they could part over two lines and read
    # "7 shield" right to left
    shields = [b for b in ki.status_badges() if b[1] == "#3a8fc9"]
    assert len(shields) == 1 and shields[0][0] == "7+∞" and shields[0][2] is not None
    assert [b[0] for b in ki.status_badges()] == ["7+∞", "×2", ""]
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    window.scene.render(painter)  # the badges paint without error
    painter.end()


def test_shields_are_logged() -> None:
    def name(_: object) -> str:
        return "Jax"

    assert event_text(Event("prevent_next", {"obj": 1, "n": 7}), name, str) == (
        "The next 7 damage to Jax this turn will be prevented.")
    assert event_text(Event("prevent_next", {"obj": 1, "n": 0}), name, str) == (
        "The next damage to Jax this turn will be prevented.")
    assert event_text(Event("double_damage", {"obj": 1}), name, str) == (
        "Damage to Jax is doubled this turn.")
    assert event_text(Event("untargetable", {"obj": 1}), name, str) == (
        "Jax can't be chosen by enemy spells and abilities this turn.")
