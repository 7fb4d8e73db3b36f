"""A game never starts with a card the engine can't play yet; the player is told which."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.decks.builtin import load_builtin_decks
from tests.ui.conftest import answer_new_game


def test_play_with_this_deck_names_the_cards_not_playable_yet(qtbot, window,
                                                             unplayable_unit) -> None:
    lux = load_builtin_decks()["lux"]
    deck = dataclasses.replace(lux, main=((unplayable_unit, 1), *lux.main))
    window.start_default_game(seed=1)
    before = window.controller.game
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Ok).click()

    answer_new_game()
    QTimer.singleShot(20, answer)
    window.play_deck(deck)
    assert seen and unplayable_unit in seen[0]
    assert window.controller.game is before  # nothing replaced the game in progress
    # the same deck with only playable cards starts
    boxes = answer_new_game("normal")
    window.play_deck(lux)
    assert boxes and window.controller.game is not before
    assert window.controller.seats[0].deck.legend.name == lux.legend  # this deck, seat 1
    assert window.controller.seats[1].level == "normal"  # the opponent the player chose
