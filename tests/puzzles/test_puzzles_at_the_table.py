"""Puzzles at the table: every shipped puzzle solved by gestures on the viewport (drags,
clicks, the prompt's buttons) against its opponent, the verdict shown and remembered; the
browser's filters; Show hint, Retry, a wrong try; Italian."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.engine import parse_action
from app.puzzles import builtin_puzzles
from app.scenarios import expand
from tests.ui.test_full_game_by_mouse import _perform

SOLUTIONS = tomllib.loads((Path(__file__).parent / "solutions.toml").read_text("utf-8"))
PUZZLES = {p.key: p for p in builtin_puzzles()}


def _start(window, key: str):  # type: ignore[no-untyped-def]
    # set in the settings, which apply_settings copies to the table (setting the controller's
    # and the computer's own attributes before it was undone by it: the table's smart pass,
    # 120 ms after each change, then raced the test's clicks, and lost only on a fast machine)
    window.settings.computer_pace_ms = 0  # the opponent answers at once
    # every pass of the line is the player's click: none races the table's smart passing
    window.settings.auto_pass = False
    window.settings.reduce_motion = True  # no card is still sliding when the next click comes
    window.apply_settings()
    assert not window.controller.auto_pass and window.computer.pace_ms == 0
    window.play_puzzle(PUZZLES[key])
    return window.puzzle_session


def _my_turn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    qtbot.waitUntil(lambda: c.game.is_over or (c.game.to_act == 0 and bool(c.legal())),
                    timeout=5000)


def _click_title(qtbot, window, oid: int) -> None:  # type: ignore[no-untyped-def]
    """A spell on the chain, where the newer ones overlap it: a click on its title strip."""
    rect = window.scene.items_by_id[oid].card_rect()
    point = window.view.mapFromScene(QPointF(rect.center().x(), rect.top() + 6))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def _play(qtbot, window, session, line: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Each action of the line as a gesture; a payment the table made by itself (right after
    a play, with the runes it would pick) is not made twice."""
    c = window.controller
    for text in line:
        _my_turn(qtbot, window)
        action = parse_action(expand(c.game, session.labels, text))
        if action.verb == "pay" and action not in c.legal():
            continue
        assert action in c.legal(), f"{text}: not legal at the table ({c.game.decision})"
        before = len(c.game.log)
        qtbot.wait(1)
        if action.verb == "target" and c.game.state.objs[action.args[0]].zone == "chain":
            _click_title(qtbot, window, action.args[0])
        else:
            _perform(qtbot, window, action)
        assert len(c.game.log) > before, f"{text}: the gesture did nothing " \
                                         f"({window.statusBar().currentMessage()})"


@pytest.mark.parametrize("key", sorted(PUZZLES))
def test_every_puzzle_is_solved_by_gestures(qtbot, window, key: str) -> None:
    session = _start(window, key)
    assert window.puzzle_bar.isVisible()
    _play(qtbot, window, session, SOLUTIONS[key]["line"])
    qtbot.waitUntil(lambda: session.outcome == "solved", timeout=5000)
    assert window.puzzle_bar.verdict.text() == "Solved! Well played."
    assert key in window.settings.solved_puzzles
    assert not hasattr(window, "game_over") or not window.game_over.isVisible()


def test_retry_hint_and_a_wrong_try(qtbot, window) -> None:
    session = _start(window, "ogn-01-first-conquest")
    bar = window.puzzle_bar
    assert "Win this turn." in bar.goal.text()
    assert bar.hint.text() == ""
    QTest.mouseClick(bar.hint_button, Qt.MouseButton.LeftButton)
    assert bar.hint.text().startswith("Hint: Conquering gives the final point")
    QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)  # End turn
    qtbot.waitUntil(lambda: session.outcome == "failed", timeout=5000)
    assert "Retry?" in bar.verdict.text()
    assert "ogn-01-first-conquest" not in window.settings.solved_puzzles
    QTest.mouseClick(bar.retry_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert c.game.state.turn_player == 0 and c.game.state.players[0].points == 7
    assert session.outcome == "playing" and bar.verdict.text() == ""
    _play(qtbot, window, window.puzzle_session, SOLUTIONS["ogn-01-first-conquest"]["line"])
    qtbot.waitUntil(lambda: session.outcome == "solved", timeout=5000)
    from app.storage.settings import load_settings

    assert load_settings()[0].solved_puzzles == ["ogn-01-first-conquest"]  # on disk
    QTest.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert window.puzzle_session is None and not bar.isVisible()


def test_undo_takes_a_failure_back(qtbot, window) -> None:
    session = _start(window, "ogn-05-gust")
    window.computer.pace_ms = 10_000  # the opponent's turn waits while the player undoes
    QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)  # End turn
    qtbot.waitUntil(lambda: session.outcome == "failed", timeout=5000)
    assert window.controller.game.state.turn_player == 1
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: session.outcome == "playing", timeout=5000)
    assert not window.puzzle_bar.verdict.isVisible()
    assert window.controller.game.state.turn_player == 0


def test_the_browser_filters_and_marks_the_solved(qtbot, window) -> None:
    window.settings.solved_puzzles = ["ogn-02-two-fronts"]
    window.puzzles_dialog()
    box = window.puzzle_browser
    assert len(box.visible_puzzles()) == len(PUZZLES)
    box.set_filter.setCurrentIndex(box.set_filter.findData("SFD"))
    assert {p.set for p in box.visible_puzzles()} == {"SFD"}
    box.set_filter.setCurrentIndex(0)
    box.level_filter.setCurrentIndex(box.level_filter.findData("hard"))
    assert {p.difficulty for p in box.visible_puzzles()} == {"hard"}
    box.level_filter.setCurrentIndex(0)
    ticks = {box.tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole).key:
             box.tree.topLevelItem(i).text(3) for i in range(box.tree.topLevelItemCount())}
    assert ticks["ogn-02-two-fronts"] == "✓" and ticks["ogn-01-first-conquest"] == ""
    QTest.mouseClick(box.play_button, Qt.MouseButton.LeftButton)
    assert window.puzzle_session is not None
    assert window.puzzle_session.puzzle.key == box.visible_puzzles()[0].key


def test_the_start_screen_offers_puzzles(qtbot, window) -> None:
    window.show_start_screen()
    QTest.mouseClick(window.start_screen.buttons["puzzles"], Qt.MouseButton.LeftButton)
    assert window.puzzle_browser.isVisible()


def test_a_new_game_ends_the_puzzle(qtbot, window) -> None:
    _start(window, "ogn-01-first-conquest")
    window.start_default_game()
    assert window.puzzle_session is None and not window.puzzle_bar.isVisible()


def test_puzzles_in_italian(qtbot, qapp, window) -> None:
    from app.ui import i18n

    try:
        i18n.install(qapp, "it")
        session = _start(window, "ogn-02-two-fronts")
        bar = window.puzzle_bar
        assert bar.title.text() == "Rompicapo: Due fronti"
        assert bar.goal.text().startswith("<b>Vinci in questo turno.</b> Hai 6 punti.")
        QTest.mouseClick(bar.hint_button, Qt.MouseButton.LeftButton)
        assert bar.hint.text().startswith("Suggerimento: Ogni campo di battaglia")
        _play(qtbot, window, session, SOLUTIONS["ogn-02-two-fronts"]["line"])
        qtbot.waitUntil(lambda: session.outcome == "solved", timeout=5000)
        assert bar.verdict.text() == "Risolto! Ben giocato."
        window.puzzles_dialog()
        assert window.puzzle_browser.windowTitle() == "Rompicapi"
    finally:
        i18n.install(qapp, "en")


def test_riftbound_puzzle_file_opens_a_players_own(qtbot, window, tmp_path) -> None:
    from app.ui.puzzles import open_puzzle_file

    mine = tmp_path / "mine.toml"
    mine.write_bytes((PUZZLES["ogn-05-gust"].path).read_bytes())  # type: ignore[union-attr]
    assert open_puzzle_file(window, str(mine))
    assert window.puzzle_session.puzzle.key == "mine"
    broken = tmp_path / "broken.toml"
    broken.write_text("[puzzle]\ntitle = 'x'\n", encoding="utf-8")
    from unittest.mock import patch

    with patch("PySide6.QtWidgets.QMessageBox.warning") as warned:
        assert not open_puzzle_file(window, str(broken))
    assert "broken" in warned.call_args.args[2]
    assert window.puzzle_session.puzzle.key == "mine"  # the puzzle at the table stays


def test_riftbound_puzzle_on_the_command_line(tmp_path) -> None:
    import os
    import subprocess
    import sys

    def riftbound(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "app", "puzzle", "--smoke", *args],
                              capture_output=True, text=True, timeout=120,
                              env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                                   "RIFTBOUND_DATA_DIR": str(tmp_path / "data"),
                                   "RIFTBOUND_CONFIG_DIR": str(tmp_path / "config")})

    assert riftbound(str(PUZZLES["ogn-02-two-fronts"].path)).returncode == 0
    wrong = tmp_path / "wrong.toml"
    wrong.write_text("[puzzle]\ntitle = 'x'\nhint = 'y'\ngoal = 'conquer'\ndifficulty = 'easy'\n"
                     "[position]\n", encoding="utf-8")
    run = riftbound(str(wrong))
    assert run.returncode == 1 and "goal must be one of" in run.stderr
    assert "Traceback" not in run.stderr
