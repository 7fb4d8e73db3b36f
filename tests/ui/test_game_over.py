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
    assert set(dialog.buttons) == {"rematch", "new", "replay", "save"}
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
