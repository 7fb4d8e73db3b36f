"""The start screen: continue the last game, or begin something else."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from tests.ui.conftest import answer_new_game, take_seat
from tests.ui.test_full_game_by_mouse import _choose


def test_continue_brings_back_the_autosaved_game(qtbot, window) -> None:
    from app.ui.main_window import MainWindow

    window.controller.autosave = True
    window.start_default_game(seed=4)
    c = window.controller
    rng = random.Random(4)
    while len(c.game.log) < 15:
        take_seat(window)
        c.act(_choose(rng, c.legal()))
    expected = c.game.hash()
    later = MainWindow()  # the next session
    qtbot.addWidget(later)
    later.resize(1280, 720)
    later.show()
    later.show_start_screen()
    screen = later.start_screen
    assert screen.isVisible() and screen.buttons["continue"].isVisible()
    # it covers the table and the prompt bar under it
    covered = screen.geometry()
    assert covered.contains(later.view.geometry()) and covered.contains(later.prompt.geometry())
    QTest.mouseClick(screen.buttons["continue"], Qt.MouseButton.LeftButton)
    assert not screen.isVisible()
    assert later.controller.game.hash() == expected


def test_without_a_game_to_continue_new_game_starts_one(qtbot, window) -> None:
    window.show_start_screen()
    screen = window.start_screen
    assert not screen.buttons["continue"].isVisible()
    before = window.controller.game
    boxes = answer_new_game("easy", seat2_deck="lux")  # a deck of the player's own list
    QTest.mouseClick(screen.buttons["new"], Qt.MouseButton.LeftButton)
    assert boxes and window.controller.game is not before
    assert window.controller.seats[1].level == "easy"


def test_the_deckbuilder_button_opens_it(qtbot, window) -> None:
    window.show_start_screen()
    QTest.mouseClick(window.start_screen.buttons["deckbuilder"], Qt.MouseButton.LeftButton)
    assert window.deckbuilder.isVisible() and not window.view.isVisible()


def test_a_players_own_deck_starts_against_the_computer_from_new_game(qtbot, window) -> None:
    import dataclasses

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.decks.builtin import load_builtin_decks
    from app.decks.storage import save_deck
    from app.ui.new_game_dialog import NewGameDialog

    mine = dataclasses.replace(load_builtin_decks()["garen"], name="My Garen")
    save_deck(mine, "My Garen")

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, NewGameDialog):
            QTimer.singleShot(20, answer)
            return
        _n, deck, _w = box.rows[0]
        index = deck.findData("My Garen")
        assert index >= 0 and "your deck" in deck.itemText(index)
        deck.setCurrentIndex(index)
        box.rows[1][2].setCurrentIndex(box.rows[1][2].findData("hard"))
        box.accept()

    QTimer.singleShot(20, answer)
    window.new_game_dialog()
    seats = window.controller.seats
    assert seats[0].human and seats[0].deck.legend.name == mine.legend
    assert not seats[1].human and seats[1].level == "hard"


def test_the_mulligan_under_the_start_screen_takes_no_click_nor_key(qtbot, window) -> None:
    """The prompt bar is covered and off while the menu is up: its mulligan buttons neither
    show through nor answer a click or Space; choosing a button gives the table back."""
    from PySide6.QtWidgets import QPushButton

    window.start_default_game(seed=4)
    take_seat(window)
    game = window.controller.game

    def answers() -> list:
        return [b for b in window.prompt.findChildren(QPushButton)
                if b.isVisible() and getattr(b, "answer", None) is not None]

    qtbot.waitUntil(lambda: bool(answers()), timeout=2000)  # the mulligan's Keep these cards
    keep = answers()
    window.show_start_screen()
    screen = window.start_screen
    at = keep[0].mapTo(screen.parentWidget(), keep[0].rect().center())
    assert screen.geometry().contains(at)
    assert screen.childAt(screen.mapFrom(screen.parentWidget(), at)) is None \
        or not isinstance(screen.childAt(screen.mapFrom(screen.parentWidget(), at)), QPushButton)
    assert not window.prompt.isEnabled()
    before = len(game.log)
    QTest.mouseClick(screen, Qt.MouseButton.LeftButton, pos=screen.mapFrom(
        screen.parentWidget(), at))
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert len(game.log) == before  # nothing was answered under the menu
    grab = window.grab()  # the bar doesn't show through: the menu's dark veil is over it
    pixel = grab.toImage().pixelColor(at)
    assert pixel.lightness() < 60
    screen.hide()
    assert window.prompt.isEnabled()


def test_nothing_of_the_table_shows_through_the_start_screen(qtbot, window) -> None:
    """The preview column's hint, the log's strip and the prompt bar's buttons showed
    through as faint smudges: the start screen is opaque."""
    window.resize(1280, 720)
    window.show_start_screen()
    qtbot.waitUntil(window.start_screen.isVisible, timeout=1000)
    hint = window.view.preview_hint
    area = QRect(hint.mapTo(window, QPoint(0, 0)), hint.size())
    assert not area.isEmpty()

    def shot():  # type: ignore[no-untyped-def]
        qtbot.wait(20)
        return window.grab(area).toImage()

    hint.show()
    with_hint = shot()
    hint.hide()
    assert shot() == with_hint
