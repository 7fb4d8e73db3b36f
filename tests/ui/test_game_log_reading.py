"""A log worth reading: a heading per turn, one line per payment, the acting player's colour
with their name, icons for plays, moves, combats and scores, cards outlined while a line is
pointed at, and a filter."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import Action
from app.ui.game_log import KIND
from app.ui.seat_labels import seat_color
from tests.ui.conftest import attach_position, drag, item_point, zone_point
from tests.ui.test_fewer_stops import CARDS, _bolt_position, _cast_bolt


def _conquer(qtbot, window, game, labels) -> None:
    """A moves its elk to the empty battlefield 2: nobody can respond, A conquers it."""
    drag(qtbot, window, item_point(window, labels["elk"]), zone_point(window, "bf1"))
    qtbot.waitUntil(lambda: game.state.showdown is None and game.to_act == 0, timeout=2000)


def _position_with_elk() -> dict:
    pos = _bolt_position()
    pos["A"]["base"] = [{"card": "Test Elk", "label": "elk"}]
    pos["A"]["hand"] = pos["A"]["hand"][:1]  # the Bolt alone: nothing to play in a showdown
    return pos


def _items(window) -> dict[str, object]:
    log = window.log
    return {log.item(i).text(): log.item(i) for i in range(log.count())}


def test_a_payment_is_one_line_in_the_players_colour_with_icons(qtbot, window) -> None:
    game, labels = attach_position(window, _position_with_elk(), CARDS)
    _conquer(qtbot, window, game, labels)
    _cast_bolt(qtbot, window, labels)
    qtbot.waitUntil(lambda: not game.state.chain, timeout=2000)
    window.log.sync()
    lines = window.log.lines()
    name = game.state.players[0].name
    # two runes exhausted for the Bolt: one line, by domain
    assert f"{name} pays 2: 2 Calm." in lines
    assert not any("for 1 Energy" in ln for ln in lines)
    items = _items(window)
    played = items[f"{name} plays Test Bolt."]
    # the player's colour goes with their name, and a play has its icon
    expected = seat_color(window.controller.view(), 0)
    got = played.foreground().color()
    assert got in (expected, expected.darker(160))
    icons = window.log._icons
    assert played.data(KIND) == "play"
    assert played.icon().cacheKey() == icons["play"].cacheKey()
    moved = next(it for t, it in items.items() if t.startswith(f"{name} moves "))
    assert moved.icon().cacheKey() == icons["move"].cacheKey()
    scored = next(it for t, it in items.items() if t.startswith(f"{name} conquers "))
    assert scored.icon().cacheKey() == icons["score"].cacheKey()
    assert items[f"{name} pays 2: 2 Calm."].icon().cacheKey() == icons["blank"].cacheKey()


def test_each_turn_has_a_heading(qtbot, window) -> None:
    game, labels = attach_position(window, _position_with_elk(), CARDS)
    window.controller.act(Action("end"))
    qtbot.waitUntil(lambda: game.state.turn_player == 1, timeout=2000)
    window.log.sync()
    heads = [window.log.item(i) for i in range(window.log.count())
             if window.log.item(i).data(KIND) == "heading"]
    assert heads and heads[-1].text().startswith("— Turn ")
    assert heads[-1].font().bold()


def test_pointing_at_a_line_outlines_its_cards(qtbot, window) -> None:
    game, labels = attach_position(window, _position_with_elk(), CARDS)
    _conquer(qtbot, window, game, labels)
    window.log.sync()
    log = window.log
    QTest.mouseClick(window.view.log_strip, Qt.MouseButton.LeftButton)  # open the log
    qtbot.waitUntil(log.viewport().isVisible, timeout=1000)
    row = next(i for i in range(log.count()) if " moves " in log.item(i).text())
    rect = log.visualItemRect(log.item(row))
    QTest.mouseMove(log.viewport(), rect.center())
    qtbot.waitUntil(lambda: labels["elk"] in log.outlined(), timeout=1000)
    assert log.outlined() == [labels["elk"]]
    # a line naming no card on the table outlines nothing
    head = next(i for i in range(log.count()) if log.item(i).data(KIND) == "other"
                or log.item(i).data(KIND) == "heading")
    QTest.mouseMove(log.viewport(), log.visualItemRect(log.item(head)).center())
    qtbot.waitUntil(lambda: not log.outlined(), timeout=1000)


def test_the_filter_shows_plays_and_combats_or_scores(qtbot, window) -> None:
    game, labels = attach_position(window, _position_with_elk(), CARDS)
    _conquer(qtbot, window, game, labels)
    _cast_bolt(qtbot, window, labels)
    qtbot.waitUntil(lambda: not game.state.chain, timeout=2000)
    window.log.sync()
    log, box = window.log, window.log.filter_box

    def shown() -> set[str]:
        return {log.item(i).data(KIND) for i in range(log.count())
                if not log.item(i).isHidden()}

    assert "pay" in shown() and "play" in shown()
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Down)  # Plays and combats
    assert log.filter == "plays"
    assert shown() <= {"play", "move", "combat", "heading"} and "play" in shown()
    QTest.keyClick(box, Qt.Key.Key_Down)  # Scores: the conquest of battlefield 2
    assert log.filter == "scores"
    assert shown() <= {"score", "heading"} and "score" in shown()
    QTest.keyClick(box, Qt.Key.Key_Up)
    QTest.keyClick(box, Qt.Key.Key_Up)
    assert log.filter == "all" and "pay" in shown()
