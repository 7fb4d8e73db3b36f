"""The game-over screen: rematch with seats swapped, a new game, the replay."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.conftest import take_seat
from tests.ui.test_full_game_by_mouse import _choose


def _play_to_the_end(window, seed: int) -> None:
    c = window.controller
    rng = random.Random(seed)
    while not c.game.is_over:
        take_seat(window)
        c.act(_choose(rng, c.legal()))


def test_rematch_swaps_the_seats_and_replay_shows_the_game(qtbot, window) -> None:
    window.start_default_game(seed=14)
    c = window.controller
    names = [s.name for s in c.seats]
    decks = [s.deck.legend.name for s in c.seats]
    _play_to_the_end(window, 14)
    dialog = window.game_over
    qtbot.waitUntil(dialog.isVisible, timeout=1000)
    assert set(dialog.buttons) == {"rematch", "new", "log", "replay", "save", "close"}
    # over the table page, the prompt bar too: the final board faintly under its veil
    page = window.view.parentWidget()
    assert dialog.parentWidget() is page and dialog.geometry() == page.rect()
    finished = c.game
    QTest.mouseClick(dialog.buttons["replay"], Qt.MouseButton.LeftButton)
    assert window.replay_bar is not None and window.replay_bar.total == len(finished.log)
    window.close_replay()
    assert c.game is finished
    window._game_over(finished.winner)  # the screen again, then a rematch
    QTest.mouseClick(window.game_over.buttons["rematch"], Qt.MouseButton.LeftButton)
    assert c.game is not finished and not c.game.is_over
    assert [s.name for s in c.seats] == names[::-1]
    assert [s.deck.legend.name for s in c.seats] == decks[::-1]
    assert [p.name for p in c.game.state.players] == names[::-1]


def test_old_prompt_buttons_never_cover_the_prompt(qtbot, window) -> None:
    from PySide6.QtWidgets import QPushButton

    window.start_default_game(seed=2)
    take_seat(window)
    window.interaction.refresh()  # the prompt is rebuilt: its old buttons must go at once
    label = window.prompt.label.geometry()
    for b in window.prompt.findChildren(QPushButton):
        if b.isVisible():
            assert not b.geometry().intersects(label), b.text()


def test_the_end_is_a_moment_victory_or_defeat_with_the_final_score(qtbot, window) -> None:
    """Against the computer the one player at the screen sees Victory or Defeat in words
    (not colour alone), who won and the final score; View log opens the log; Look at the
    table lifts the screen and leaves the board."""
    from PySide6.QtWidgets import QLabel

    from app.ui.new_game_dialog import make_seat

    window.computer.pace_ms = 0
    seats = [make_seat("lux", "Ann"), make_seat("garen", "Bo", False, "easy")]
    assert window.start_game(seats, 3, "duel")
    c = window.controller
    assert c.concede(0)  # Ann, at the screen, concedes: Bo wins (RUP4 651.1)
    qtbot.waitUntil(lambda: getattr(window, "game_over", None) is not None
                    and window.game_over.isVisible(), timeout=5000)
    screen = window.game_over
    assert screen.findChild(QLabel, "Headline").text() == "Defeat"
    assert screen.findChild(QLabel, "Winner").text() == "Bo wins!"
    final = [p.points for p in c.game.state.players]
    score = screen.findChild(QLabel, "FinalScore").text()
    for p, pts in zip(c.game.state.players, final, strict=True):
        assert f"{p.name}: {pts}" in score
    assert not window.log_dock.isVisible()
    QTest.mouseClick(screen.buttons["log"], Qt.MouseButton.LeftButton)
    assert window.log_dock.isVisible() and not screen.isVisible()
    window._game_over(c.game.winner)
    screen = window.game_over
    QTest.mouseClick(screen.buttons["close"], Qt.MouseButton.LeftButton)
    assert not screen.isVisible() and c.game.is_over
    from app.ui.endgame import GameOverDialog

    won = GameOverDialog(["Ann", "Bo"], 0, [[0, 0], [8, 5]], viewer=0)
    qtbot.addWidget(won)
    assert won.findChild(QLabel, "Headline").text() == "\u2605 Victory \u2605"


def test_the_end_in_italian(qtbot) -> None:
    from PySide6.QtWidgets import QApplication, QLabel

    from app.ui import i18n
    from app.ui.endgame import GameOverDialog

    i18n.install(QApplication.instance(), "it")
    try:
        screen = GameOverDialog(["Ann", "Bo"], 0, [[0, 0], [8, 5]], viewer=1)
        qtbot.addWidget(screen)
        assert screen.findChild(QLabel, "Headline").text() == "Sconfitta"
        assert screen.findChild(QLabel, "Winner").text() == "Ann vince!"
        assert screen.findChild(QLabel, "FinalScore").text() == \
            "Punteggio finale: Ann: 8   Bo: 5"
        assert screen.buttons["log"].text() == "Vedi il registro"
    finally:
        i18n.install(QApplication.instance(), "en")
