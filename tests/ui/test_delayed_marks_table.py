"""Delayed abilities at the table (RUP4 390): an hourglass on the card each remembers (Sanction:
"at the end of this turn: disempower that unit"), or on its controller's legend when what it
remembers is off the board (Ashe, Focused's banished card); pointing at it says when it
triggers, on what, and what its card says, in English and Italian; gone once it triggered."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from app.ui import card_item
from tests.ui.conftest import apply_and_show, attach_position

SANCTION = ("At the end of this turn.\nIt acts on Brutal Hunter.\nFrom Sanction (Player A): "
            "Choose one option: (1) Choose a unit. Empower it. At the end of this turn: "
            "disempower that unit. (2) Choose an Empowered unit. At the end of this turn: "
            "empower that unit. Disempower it.")


def _position(window):  # type: ignore[no-untyped-def]
    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"hand": [{"card": "Sanction", "label": "s"},
                       {"card": "Ashe, Focused", "label": "ashe"}],
              "base": [{"card": "Brutal Hunter", "label": "paws"}],
              "deck": ["Stalwart Poro"] * 3,
              "pool": {"energy": 12, "power": {"Calm": 1, "Order": 1}}},
        "B": {"deck": ["Stalwart Poro"] * 3,
              "hand": [{"card": "Gust", "label": "gust"}, {"card": "Stalwart Poro"}]},
        "battlefields": [{"card": "Open Field", "controller": "B",
                          "units": [{"card": "Stalwart Poro", "owner": "B"}]},
                         {"card": "Open Field"}],
    })
    for text in ("play {s}", "target {paws}", "pass", "pass",
                 "play {ashe}", "pass", "pass", "choose {gust}"):
        apply_and_show(window, game, labels, text)
    window.controller.changed.emit()
    return game, labels


def _hover(qtbot, window, mark, text: str) -> None:  # type: ignore[no-untyped-def]
    """The real mouse over the mark on the view's viewport: the tooltip shows `text`."""
    qtbot.wait(card_item.ANIM_MS + 100)  # the cards have slid to their places
    vp = window.view.viewport()
    if QApplication.mouseButtons() != Qt.MouseButton.NoButton:  # an earlier test's double
        # click left the button down, as Qt sees it: a move with it down shows no tooltip
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           QPoint(2, 2))
    point = window.view.mapFromScene(mark.mapToScene(QPointF(0, 0)))
    QTest.mouseMove(vp, point - QPoint(60, 40))
    QTest.mouseMove(vp, point)
    qtbot.waitUntil(lambda: QToolTip.isVisible() and QToolTip.text() == text, timeout=3000)
    QToolTip.hideText()


def test_pointing_at_the_hourglass_says_what_will_happen_and_when(qtbot, window) -> None:
    game, labels = _position(window)
    marks = window.scene._delayed_marks
    legend = game.view(0)["players"][0]["legend"]["id"]
    # Sanction's on the unit it remembers; Ashe's card is in B's banishment: on A's legend
    assert set(marks) == {labels["paws"], legend}
    _hover(qtbot, window, marks[labels["paws"]], SANCTION)
    ashe = marks[legend].toolTip().split("\n")
    assert ashe[:2] == ["The next time Player B holds a battlefield.", "It acts on Gust."]
    assert ashe[2].startswith("From Ashe, Focused (Player A): When this unit is played")
    _hover(qtbot, window, marks[legend], marks[legend].toolTip())
    # the end of the turn: Sanction's ability triggered (on the chain now); Ashe's waits on
    apply_and_show(window, game, labels, "end")
    window.controller.changed.emit()
    assert set(window.scene._delayed_marks) == {legend}
    assert labels["paws"] in window.scene.items_by_id  # its unit is still there, unmarked
    # B's turn: B holds battlefield 1, and Ashe's ability triggers too
    apply_and_show(window, game, labels, "pass")
    apply_and_show(window, game, labels, "pass")
    window.controller.changed.emit()
    assert game.state.turn_player == 1 and window.scene._delayed_marks == {}


def test_the_hourglass_in_italian(qtbot, qapp, window) -> None:
    from app.ui import i18n

    try:
        i18n.install(qapp, "it")
        _game, labels = _position(window)
        mark = window.scene._delayed_marks[labels["paws"]]
        lines = mark.toolTip().split("\n")
        assert lines[:2] == ["Alla fine di questo turno.", "Agisce su Brutal Hunter."]
        assert lines[2].startswith("Da Sanction (Player A): Scegli un'opzione: (1) Scegli "
                                   "una Unit. Rendila Empowered.")
        _hover(qtbot, window, mark, mark.toolTip())
    finally:
        i18n.install(qapp, "en")


def test_a_hidden_remembered_card_is_not_named(qtbot, window) -> None:
    """The opponent's view: a card the ability remembers that went to its owner's hand
    (RUP4 128) is "a hidden card", and its mark goes to the controller's legend."""
    game, labels = _position(window)
    view = game.view(1)
    view["delayed"][0]["remembers"] = {"hidden": True, "zone": "hand", "gone": True}
    window.scene.show_view(view, animate=False)
    legend = view["players"][0]["legend"]["id"]
    text = window.scene._delayed_marks[legend].toolTip()
    assert "It acts on a hidden card (it has moved since: the ability no longer finds it)." \
        in text and "Brutal Hunter" not in text
