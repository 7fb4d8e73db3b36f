"""Play ▸ Concede the game in every game (RUP4 650-652): asked for confirmation, the player
at the screen concedes. A Duel against the computer ends (651.1); in a War the human is
removed and the three computers play on to a winner among them (651.2, 652)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.ui.new_game_dialog import make_seat


def _confirm(answer: QMessageBox.StandardButton, seen: list) -> None:
    """Answer the confirmation box once it is open (it runs modal)."""
    def go() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, go)
            return
        seen.append((box.windowTitle(), box.text()))
        box.button(answer).click()

    QTimer.singleShot(20, go)


def _menu_concede(window) -> QMessageBox.StandardButton:  # type: ignore[no-untyped-def]
    play = next(m for m in window.menuBar().actions() if m.text() == "&Play").menu()
    act = next(a for a in play.actions() if a.text() == "Concede the game")
    assert act is window.concede_action and act.isEnabled()
    act.trigger()


def test_concede_a_duel_against_the_computer(qtbot, window) -> None:
    window.computer.pace_ms = 0
    seats = [make_seat("lux", "Ann"), make_seat("garen", "Bo", False, "easy")]
    assert window.start_game(seats, 3, "duel")
    c = window.controller
    qtbot.waitUntil(lambda: c.game.to_act == 0, timeout=10000)
    seen: list = []
    _confirm(QMessageBox.StandardButton.No, seen)  # changed her mind: nothing happens
    _menu_concede(window)
    assert seen and seen[0][0] == "Concede the game?" and "Ann" in seen[0][1]
    assert not c.game.is_over
    _confirm(QMessageBox.StandardButton.Yes, seen)
    _menu_concede(window)
    assert c.game.is_over and c.game.winner == 1
    assert "Ann concedes." in window.log.lines()
    qtbot.waitUntil(lambda: getattr(window, "game_over", None) is not None
                    and window.game_over.isVisible(), timeout=5000)
    assert not window.concede_action.isEnabled()
    window.game_over.close()


def test_concede_a_war_and_the_computers_play_on(qtbot, window) -> None:
    window.resize(1280, 720)
    window.settings.reduce_motion = True
    window.apply_settings()
    window.computer.pace_ms = 0
    seats = [make_seat("lux", "Ann"), make_seat("garen", "Bo", False, "easy"),
             make_seat("annie", "Cy", False, "easy"), make_seat("master-yi", "Di", False, "easy")]
    assert window.start_game(seats, 24, "war")
    c = window.controller
    while c.game.state.turn < 5:  # Ann keeps her hand and passes, into the game
        qtbot.waitUntil(lambda: c.game.to_act == 0, timeout=30000)
        if c.game.state.turn >= 5:
            break
        legal = c.legal()
        act = next((a for v in ("keep", "pass", "end") for a in legal if a.verb == v),
                   legal[0])
        assert c.act(act)
    qtbot.waitUntil(lambda: c.game.to_act == 0, timeout=30000)
    assert not c.game.is_over and any(p.base or p.runes for p in c.game.state.players[1:])
    seen: list = []
    _confirm(QMessageBox.StandardButton.Yes, seen)
    _menu_concede(window)
    assert "leave it" in seen[0][1]
    s = c.game.state
    assert not c.game.is_over and s.is_removed(0) and c.viewer == 0
    lines = window.log.lines()
    assert "Ann concedes." in lines
    assert any(line.startswith("Ann is removed from the game") for line in lines)
    assert c.view()["players"][0]["removed"] and not window.concede_action.isEnabled()
    badges = window.scene._badges[0]  # Ann's own seat says so
    assert any("Conceded" in text for text, _color in badges.items)
    qtbot.waitUntil(lambda: c.game.is_over, timeout=120000)  # the computers play on
    assert c.game.winner in (1, 2, 3)
    qtbot.waitUntil(lambda: getattr(window, "game_over", None) is not None
                    and window.game_over.isVisible(), timeout=5000)
    window.game_over.close()
