"""Naming at the table (RUP4 759-763): the prompt says what to name and offers one "Name…"
button; it opens a searchable list of the names that may be named, and the one picked is
named; the named card or tag shows on the card and in the view."""

from __future__ import annotations

from pathlib import Path

from app.engine import Action
from app.ui.name_dialog import NameDialog
from tests.ui.conftest import apply_and_show, attach_scenario, current_prompt

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def test_the_list_names_a_tag_from_the_dialog(qtbot, window, monkeypatch) -> None:
    game, labels = attach_scenario(window, CARDS / "the-list.toml")
    apply_and_show(window, game, labels, "play {list}")
    p = current_prompt(window)
    assert p.text.startswith("Name a tag")
    assert [label for label, _ in p.buttons] == ["Name…", "Cancel"]
    offered: list[str] = []
    asked: list[str] = []

    def pick(names, title, question="", parent=None):  # type: ignore[no-untyped-def]
        offered.extend(names)
        asked.append(question)
        return "Mount Targon"

    monkeypatch.setattr("app.ui.name_dialog.ask_name", pick)
    window.interaction.press_button("name_pick")
    assert "Miss Fortune" in offered and "Poro" in offered
    assert asked == [p.text]  # the dialog, over the prompt bar, says what to name
    assert game.view(1)["players"] is not None
    gear = next(c for c in game.view(1)["players"][0]["base"] if c["id"] == labels["list"])
    assert gear["named"] == "Mount Targon"  # public: the opponent sees it too


def test_fallen_feline_asks_for_a_spell(qtbot, window) -> None:
    game, labels = attach_scenario(window, CARDS / "fallen-feline.toml")
    for text in ("play {feline}", "to bf0", "pass", "pass"):
        apply_and_show(window, game, labels, text)
    p = current_prompt(window)
    assert p.text == "Name a spell."
    assert game.view(1)["decision"].get("what") is None  # the question is A's


def test_the_name_dialog_filters_as_you_type(qtbot) -> None:
    dialog = NameDialog(["Hextech Ray", "Mobilize", "Mystic Shot"], "Name", "Name a spell.")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.question.isVisible() and dialog.question.text() == "Name a spell."
    assert dialog.ok.text() == "Name"  # what the button does, not "OK"
    assert dialog.chosen() == "Hextech Ray"
    dialog.filter.setText("my")
    assert dialog.chosen() == "Mystic Shot"
    dialog.filter.setText("zzz")
    assert dialog.chosen() is None and not dialog.ok.isEnabled()
    dialog.filter.setText("")
    assert dialog.chosen() == "Hextech Ray" and Action("pass") is not None
