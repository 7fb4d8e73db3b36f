"""Svellsongur's copy of its unit's text (FAQ-VENDETTA) at the table: the unit's state names
the copied cards, a badge counts them, the preview shows the copied text after the card's own,
and the log says when the copy starts and ends."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from app.engine import Action, Event
from app.ui.texts import event_text
from tests.ui.conftest import attach_position


def test_a_unit_shows_the_text_its_equipment_copied(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"base": [{"card": "Crackshot Corsair", "label": "corsair"},
                       {"card": "Svellsongur", "attached_to": "corsair"},
                       {"card": "Svellsongur", "attached_to": "corsair"},
                       {"card": "Shipyard Skulker", "label": "skulker"}]},
        "B": {},
    })
    item = window.scene.items_by_id[labels["corsair"]]
    assert [t["code"] for t in item.state["text_copies"]] == ["OGN-130", "OGN-130"]
    assert ("\u22612", "#4a6a8a", None) in item.status_badges()
    assert "text_copies" not in window.scene.items_by_id[labels["skulker"]].state
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    window.scene.render(painter)  # the badge paints without error
    painter.end()
    window.preview.show_card(item.card, item.state, window.view.preview_rect())
    text = window.preview.reminders.text()
    own = "When this unit attacks, choose an enemy unit at this unit's location."
    assert text.count(own) == 3
    assert text.count("Copied by an attached Equipment, it has this text once more: ") == 2


def test_the_copy_is_logged() -> None:
    def name(ref: object) -> str:
        return {"OGN-130": "Crackshot Corsair"}.get(ref[1], "?") if isinstance(ref, tuple) \
            else {1: "Crackshot Corsair", 2: "Svellsongur"}[ref]  # type: ignore[index]

    assert event_text(Event("text_copied", {"obj": 1, "gear": 2, "card": "OGN-130"}), name,
                      str) == ("Svellsongur copies the text of Crackshot Corsair: Crackshot "
                               "Corsair has it once more while Svellsongur is attached.")
    assert event_text(Event("text_copy_ends", {"obj": 1, "gear": 2}), name, str) == (
        "Svellsongur is detached: Crackshot Corsair loses the text it copied.")


def test_a_copied_ability_names_its_equipment_in_the_menu(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Azir, Ascendant with Svellsongur has his activated ability twice: the copy's menu
    entry names the Equipment that copied it."""
    _game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"runes": ["Calm Rune"],
              "base": [{"card": "Azir, Ascendant", "label": "azir"},
                       {"card": "Svellsongur", "attached_to": "azir"},
                       {"card": "Shipyard Skulker"}]},
        "B": {},
    })
    azir = labels["azir"]
    assert window.interaction.action_label(Action("act", (azir, 0))) == "Use ability"
    assert window.interaction.action_label(Action("act", (azir, 1))) == (
        "Use ability copied by Svellsongur")
