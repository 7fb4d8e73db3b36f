"""Nothing lost: Ctrl+Z undoes a play exactly, a crash offers to resume, replays step both ways."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.selfplay import choose_random
from tests.ui.conftest import drag, item_point, take_seat, zone_point


def _play_some(window, n: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    c = window.controller
    for _ in range(n):
        if c.game.is_over:
            break
        take_seat(window)
        c.act(choose_random(rng, c.legal()) if c.legal() else
              choose_random(rng, c.game.legal_actions()))


def test_ctrl_z_undoes_a_play_exactly(qtbot, window) -> None:
    from app.ui.new_game_dialog import make_seat

    # against the computer (seat 2), a play can be taken back: nothing hidden is at stake
    window.start_game([make_seat("master-yi", "Ann"), make_seat("garen", "CPU", human=False)],
                      seed=11)
    window.computer.agents.clear()  # this test moves for the computer itself
    c = window.controller
    # get to the first player's action phase with a playable unit
    rng = random.Random(2)
    while not any(a.verb == "play" and c.game.state.objs[a.args[0]].card.type.value == "Unit"
                  for a in c.legal()):
        legal = c.legal() or c.game.legal_actions()
        keep = [a for a in legal if a.verb in ("keep", "pass", "end")]
        action = keep[0] if keep else choose_random(rng, legal)
        c.act(action) if c.legal() else c.act_for(c.game.to_act, action)
    unit = next(a.args[0] for a in c.legal() if a.verb == "play"
                and c.game.state.objs[a.args[0]].card.type.value == "Unit")
    before = c.game.hash()
    drag(qtbot, window, item_point(window, unit), zone_point(window, "base"))
    assert c.game.state.objs[unit].zone == "base"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.game.hash() == before  # exact: same state hash as before the play
    assert c.game.state.objs[unit].zone == "hand"
    qtbot.waitUntil(lambda: window.scene.items_by_id[unit].zone == "hand", timeout=1000)
    QTest.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.game.state.objs[unit].zone == "base"


def test_hotseat_undo_stops_at_revealed_information(qtbot, window) -> None:
    window.start_default_game(seed=12)
    c = window.controller
    _play_some(window, 40)
    assert c.barrier > 0
    while len(c.game.log) > c.barrier:
        assert c.undo()
    assert not c.undo()
    assert "hidden" in window.statusBar().currentMessage()


def test_a_crash_offers_to_resume_the_game(qtbot, tmp_path) -> None:
    from app.storage.recovery import mark_running
    from app.ui.main_window import MainWindow

    first = MainWindow()
    qtbot.addWidget(first)
    first.controller.autosave = True
    mark_running()
    first.start_default_game(seed=21)
    _play_some(first, 60)
    expected = first.controller.game.hash()
    # the process "dies": no clean exit, the marker and the recovery file stay behind
    second = MainWindow()
    qtbot.addWidget(second)
    assert mark_running() is True

    def accept() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and "Resume" in box.windowTitle()
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(50, accept)
    assert second.offer_resume()
    assert second.controller.game.hash() == expected


def test_replay_steps_forward_and_back(qtbot, window, tmp_path) -> None:
    from app.storage.saves import save_game

    window.start_default_game(seed=31)
    _play_some(window, 90)
    game = window.controller.game
    path = tmp_path / "r.rbsave"
    save_game(game, window.controller.saved_seats(), path)
    final = game.hash()
    assert window.open_replay(str(path))
    bar = window.replay_bar
    assert bar.index == 0 and window.controller.game.log == []
    QTest.mouseClick(bar.fwd, Qt.MouseButton.LeftButton)
    QTest.mouseClick(bar.fwd, Qt.MouseButton.LeftButton)
    assert bar.index == 2 and window.controller.game.hash() == game.at(2).hash()
    QTest.mouseClick(bar.back, Qt.MouseButton.LeftButton)
    assert window.controller.game.hash() == game.at(1).hash()
    bar.go(bar.total)
    assert window.controller.game.hash() == final
    bar.jump_to_turn(3)
    assert window.controller.game.state.turn == 3
