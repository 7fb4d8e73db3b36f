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


def _greyed_lines(html: str) -> list[str]:
    """The preview's lines shown greyed as inactive (RUP4 727)."""
    return [line for line in html.split("<br>") if "#8a877f" in line]


def test_a_copied_level_line_is_greyed_by_the_units_controllers_xp(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Gemhand Hunter's [Level 6] ability, copied by Svellsongur: with 5 XP both its own line
    and the copied line are inactive (RUP4 824.1.c), with 6 neither is."""
    _game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"base": [{"card": "Gemhand Hunter", "label": "gem"},
                       {"card": "Svellsongur", "attached_to": "gem"}], "xp": 5},
        "B": {"base": [{"card": "Gemhand Hunter", "label": "foe"},
                       {"card": "Svellsongur", "attached_to": "foe"}], "xp": 6},
    })
    mine = window.scene.items_by_id[labels["gem"]]
    # the copy's Level ability is numbered after the unit's own (the view counts it so)
    assert mine.state["levels"] == [{"ability": 0, "level": 6, "active": False},
                                    {"ability": 1, "level": 6, "active": False}]
    window.preview.show_card(mine.card, mine.state, window.view.preview_rect())
    greyed = _greyed_lines(window.preview.reminders.text())
    level = ('<span style="color:#8a877f">Level 6 — This unit has +1 Might. '
             '<i>(inactive: not enough XP)</i></span>')
    assert greyed == [level, level]  # the unit's own line, then the copied one
    theirs = window.scene.items_by_id[labels["foe"]]
    window.preview.show_card(theirs.card, theirs.state, window.view.preview_rect())
    assert _greyed_lines(window.preview.reminders.text()) == []


def test_a_long_copied_text_shows_whole_in_the_preview_at_1280x720(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The unit's text and two copies' would run past the panel's foot: the picture shrinks
    (centred) so that every line of the text shows."""
    window.resize(1280, 720)
    _game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"base": [{"card": "Gemhand Hunter", "label": "gem"},
                       {"card": "Svellsongur", "attached_to": "gem"},
                       {"card": "Svellsongur", "attached_to": "gem"}], "xp": 5},
        "B": {},
    })
    qtbot.waitUntil(lambda: window.view.preview_rect().height() < 700, timeout=3000)
    item = window.scene.items_by_id[labels["gem"]]
    preview = window.preview
    preview.show_card(item.card, item.state, window.view.preview_rect())
    text = preview.reminders.geometry()
    assert text.height() >= preview.reminders.heightForWidth(text.width())
    assert text.bottom() < preview.height()  # its last line inside the panel
    assert 0 < preview._img_w < preview.width() - 20  # a smaller picture made the room
