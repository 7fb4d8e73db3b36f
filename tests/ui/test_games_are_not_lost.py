"""Games that got stuck or lost: a save against the computer comes back with its computer,
nothing replaces an unfinished game without asking, and a replay leaves the live game be."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.ui.new_game_dialog import make_seat
from tests.ui.conftest import answer_new_game, take_seat
from tests.ui.test_full_game_by_mouse import _choose, _perform


def _vs_normal(window, seed: int = 8) -> None:
    window.computer.pace_ms = 0
    window.start_game([make_seat("lux", "Ann"), make_seat("annie", "CPU", False, "normal")],
                      seed=seed)


def _human_plays(qtbot, window, rng: random.Random, until) -> None:  # type: ignore[no-untyped-def]
    """The human (seat 1) plays by mouse; the computer answers by itself."""
    c = window.controller
    for _ in range(3000):
        if c.game.is_over or until():
            return
        if c.game.to_act != 0:
            qtbot.waitUntil(lambda: c.game.is_over or c.game.to_act == 0, timeout=20000)
            continue
        before = len(c.game.log)
        _perform(qtbot, window, _choose(rng, c.legal()))
        if len(c.game.log) == before and any(a.verb == "cancel" for a in c.legal()):
            c.act("cancel")
    raise AssertionError("the game did not get there")


def _open_in_new_window(qtbot, path):  # type: ignore[no-untyped-def]
    from app.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.computer.pace_ms = 0
    assert w.open_game(str(path))
    return w


def _finish(qtbot, window) -> None:
    _human_plays(qtbot, window, random.Random(4), lambda: False)


def test_a_saved_game_against_normal_comes_back_with_its_computer(qtbot, window,
                                                                  tmp_path) -> None:
    _vs_normal(window)
    c = window.controller
    _human_plays(qtbot, window, random.Random(8), lambda: c.game.state.turn >= 3
                 and c.game.to_act == 0)
    path = tmp_path / "vs-normal.rbsave"
    window.save_path = path
    assert window.save_game()
    opened = _open_in_new_window(qtbot, path)
    oc = opened.controller
    assert [s.human for s in oc.seats] == [True, False]
    assert oc.seats[1].level == "normal"
    assert oc.game.hash() == c.game.hash()
    window.computer.agents.clear()  # only the reopened game goes on
    saved = len(oc.game.log)
    # the human plays on; the computer acts by itself in the reopened game
    _human_plays(qtbot, opened, random.Random(2),
                 lambda: any(s.actor == 1 for s in oc.steps[saved:]))
    _finish(qtbot, opened)
    assert oc.game.is_over


def test_a_crash_resume_against_normal_plays_to_the_end(qtbot, window) -> None:
    from app.storage.recovery import mark_running
    from app.ui.main_window import MainWindow

    window.controller.autosave = True
    mark_running()
    _vs_normal(window, seed=9)
    c = window.controller
    _human_plays(qtbot, window, random.Random(9), lambda: c.game.state.turn >= 4
                 and c.game.to_act == 0)
    expected = c.game.hash()
    second = MainWindow()  # the first process "died"
    qtbot.addWidget(second)
    second.resize(1600, 900)
    second.show()
    second.computer.pace_ms = 0
    assert mark_running() is True

    def accept() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(50, accept)
    assert second.offer_resume()
    sc = second.controller
    assert sc.game.hash() == expected and sc.seats[1].level == "normal"
    assert second.save_path is None  # Ctrl+S must not write over the recovery file
    window.computer.agents.clear()  # only the resumed window plays on
    _finish(qtbot, second)
    assert sc.game.is_over


def _answer_box(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(20, answer)

    QTimer.singleShot(20, answer)


def _some_moves(window) -> None:
    c = window.controller
    rng = random.Random(5)
    while len(c.game.log) < 12:
        take_seat(window)
        c.act(_choose(rng, c.legal()))


@pytest.mark.asks_before_discarding
def test_quitting_an_unsaved_game_asks_and_cancel_keeps_it(qtbot, window) -> None:
    from app.storage.paths import recovery_file

    window.controller.autosave = True
    window.start_default_game(seed=3)
    _some_moves(window)
    assert recovery_file().exists()
    seen: list[str] = []
    _answer_box(QMessageBox.StandardButton.Cancel, seen)
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert seen and window.isVisible()  # asked, and Cancel kept the window and the game
    assert recovery_file().exists()
    # the window manager's close button asks the same; Discard lets it close
    _answer_box(QMessageBox.StandardButton.Discard, seen)
    assert window.close()
    assert len(seen) == 2 and not window.isVisible()
    assert not recovery_file().exists()  # discarded: nothing left to resume


@pytest.mark.asks_before_discarding
def test_new_game_open_and_play_deck_ask_before_replacing(qtbot, window, tmp_path) -> None:
    from app.decks.builtin import load_builtin_decks
    from app.storage.saves import save_game

    window.start_default_game(seed=4)
    _some_moves(window)
    c = window.controller
    live = c.game.hash()
    seen: list[str] = []
    # "Play with this deck": Cancel keeps the game in progress
    answer_new_game()  # the opponent: a human at the same screen
    _answer_box(QMessageBox.StandardButton.Cancel, seen)
    window.play_deck(load_builtin_decks()["lux"])
    assert len(seen) == 1 and c.game.hash() == live
    # opening a save: Cancel keeps it too
    other = tmp_path / "other.rbsave"
    save_game(c.game.at(3), c.saved_seats(), other)
    _answer_box(QMessageBox.StandardButton.Cancel, seen)
    assert not window.open_game(str(other))
    assert len(seen) == 2 and c.game.hash() == live
    # Save writes the game first, then the other one opens
    mine = tmp_path / "mine.rbsave"
    window.save_path = mine
    window.controller.saved_at = None
    _answer_box(QMessageBox.StandardButton.Save, seen)
    assert window.open_game(str(other))
    assert len(seen) == 3 and mine.exists()
    assert len(c.game.log) == 3
    # a game with nothing unsaved is replaced without a question
    window.start_default_game(seed=5)
    assert len(seen) == 3


def test_a_finished_game_clears_the_recovery_file(qtbot, window) -> None:
    from app.storage.paths import recovery_file

    window.controller.autosave = True
    window.start_default_game(seed=6)
    _some_moves(window)
    assert recovery_file().exists()
    c = window.controller
    rng = random.Random(6)
    while not c.game.is_over:
        take_seat(window)
        c.act(_choose(rng, c.legal()))
    assert not recovery_file().exists()
    assert not c.unsaved  # nothing to ask about when closing


def test_the_replay_viewer_leaves_the_live_game_untouched(qtbot, window, tmp_path) -> None:
    from app.storage.paths import recovery_file
    from app.storage.saves import save_game

    window.controller.autosave = True
    window.start_default_game(seed=7)
    _some_moves(window)
    c = window.controller
    live_hash, live_log, live_steps = c.game.hash(), window.log.lines(), len(c.steps)
    autosaved = recovery_file().read_text()
    path = tmp_path / "old.rbsave"
    save_game(c.game.at(8), c.saved_seats(), path)
    assert window.open_replay(str(path))
    bar = window.replay_bar
    bar.go(5)
    assert len(c.game.log) == 5 and len(window.log.lines()) < len(live_log)
    # no game gesture works while replaying: no legal actions, Pass is off, Space does nothing
    assert c.legal() == [] and not window.prompt.pass_button.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert len(c.game.log) == 5
    QTest.mouseClick(bar.fwd, Qt.MouseButton.LeftButton)
    assert len(c.game.log) == 6
    assert recovery_file().read_text() == autosaved  # the autosave is the live game's
    bar.closed.emit()
    assert window.replay_bar is None
    assert c.game.hash() == live_hash and len(c.steps) == live_steps
    assert window.log.lines() == live_log
    take_seat(window)
    assert c.legal()  # the live game goes on


def test_replaying_the_current_game_shows_its_log_up_to_the_step(qtbot, window) -> None:
    window.start_default_game(seed=8)
    _some_moves(window)
    c = window.controller
    live = c.game.hash()
    window.watch_current_game()
    bar = window.replay_bar
    bar.go(bar.total)
    assert c.game.hash() == live
    full = window.log.lines()
    bar.go(2)
    shown = window.log.lines()
    assert shown == full[:len(shown)] and len(shown) < len(full)
    window.close_replay()
    take_seat(window)
    assert c.game.hash() == live and c.legal()


def test_the_first_window_fits_the_screen(qtbot) -> None:
    from app.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    area = w.screen().availableGeometry()
    assert w.width() <= area.width() and w.height() <= area.height()
    # a geometry saved on a bigger screen is not restored off-screen
    big = MainWindow()
    qtbot.addWidget(big)
    big.setGeometry(0, 0, area.width() + 400, area.height() + 300)
    big.settings.window_geometry = bytes(big.saveGeometry().toBase64()).decode()
    fresh = MainWindow()
    qtbot.addWidget(fresh)
    fresh.settings = big.settings
    fresh.restore_layout()
    assert area.contains(fresh.frameGeometry())
