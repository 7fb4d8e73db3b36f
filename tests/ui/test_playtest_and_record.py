"""The deckbuilder's playtest through its widgets, and the deck's record from the history."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.ui.deckbuilder.playtest import PlaytestDialog
from tests.ui.test_game_over import _play_to_the_end


def _click_card(dialog: PlaytestDialog, i: int) -> None:
    QTest.mouseClick(dialog.hand, Qt.MouseButton.LeftButton,
                     pos=dialog.hand.card_rect(i).center().toPoint())


def test_a_sample_hand_its_mulligan_and_the_next_turns(qtbot, window) -> None:
    window.show_deckbuilder()
    panel = window.deckbuilder
    panel.open_deck("master-yi")
    QTest.mouseClick(panel.stats.record.playtest, Qt.MouseButton.LeftButton)
    dialog = panel.playtest_dialog
    qtbot.waitUntil(dialog.isVisible)
    t = dialog.test
    assert len(dialog.hand.cards) == 4 and t.champion == panel.deck.champion
    assert "Master Yi" in dialog.champion.text()  # set aside in its zone (RUP4 103.2.a.1)
    for i in (0, 1, 2):  # a third card can't be marked (RUP4 117.1)
        _click_card(dialog, i)
    assert dialog.hand.marked == {0, 1}
    assert dialog.mulligan_button.text() == "Set aside 2 and draw"
    aside, top = t.hand[:2], t.library[:2]
    QTest.mouseClick(dialog.mulligan_button, Qt.MouseButton.LeftButton)
    assert dialog.hand.cards[-2:] == top and t.library[-2:] == aside  # to the bottom (117.3)
    assert not dialog.mulligan_button.isVisible()
    nxt = t.library[0]
    QTest.mouseClick(dialog.turn_button, Qt.MouseButton.LeftButton)
    assert dialog.hand.cards[-1] == nxt and len(dialog.hand.cards) == 5
    assert len(t.runes) == 2 and "Turn 1" in dialog.status.text()
    QTest.mouseClick(dialog.on_draw, Qt.MouseButton.LeftButton)  # going second: a new hand
    assert t.turn == 0 and len(dialog.hand.cards) == 4
    QTest.mouseClick(dialog.mulligan_button, Qt.MouseButton.LeftButton)  # keep
    QTest.mouseClick(dialog.turn_button, Qt.MouseButton.LeftButton)
    assert len(t.runes) == 3  # the extra rune of the player going second (RUP4 485.7)
    assert "3×" in dialog.runes.text() or "2×" in dialog.runes.text()
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert t.turn == 0 and not t.runes and len(t.library) == 39 - 4


def test_the_deckbuilder_shows_the_decks_record(qtbot, window) -> None:
    window.show_deckbuilder()
    panel = window.deckbuilder
    panel.open_deck("master-yi")
    assert panel.stats.record.label.text() == "No games recorded with this deck yet."
    window.start_default_game(seed=14)  # master-yi against garen
    _play_to_the_end(window, 14)
    won = window.controller.game.winner == 0
    window.show_deckbuilder()
    text = panel.stats.record.label.text()
    assert text.startswith(f"Record: won {int(won)}, lost {int(not won)}"), text


def test_playtest_dialog_on_a_small_deck(qtbot) -> None:
    from app.cards.catalog import load_catalog
    from app.decks.model import DeckList

    cat = load_catalog()
    deck = DeckList("tiny", "", None, (("Stalwart Poro", 3),), (), ())
    dialog = PlaytestDialog(deck, cat, rng=random.Random(1))
    qtbot.addWidget(dialog)
    assert len(dialog.hand.cards) == 3  # fewer than 4: what there is
    dialog.next_turn()
    assert dialog.status.text().endswith("in the deck: 0") and dialog.runes.text().endswith("—")
