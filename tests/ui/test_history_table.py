"""Games played at the table go into the match history and are read back from it."""

from __future__ import annotations

from pathlib import Path

from app.storage import history as h
from app.storage.saves import load_save
from app.ui.new_game_dialog import make_seat
from tests.ui.conftest import double_click
from tests.ui.test_game_over import _play_to_the_end


def _rows(window) -> list[h.Row]:  # type: ignore[no-untyped-def]
    db = window.history.store().open()
    try:
        return h.games(db)
    finally:
        db.close()


def test_a_game_played_to_the_end_is_recorded_with_its_replay(qtbot, window) -> None:
    window.start_default_game(seed=14)
    c = window.controller
    _play_to_the_end(window, 14)
    game = c.game
    [row] = _rows(window)
    assert row.mode == "duel" and row.ended_by == "points"
    assert row.first_player == game.state.first_player
    assert row.turns == game.state.turn
    assert [bool(s["won"]) for s in row.seats] == [i in game.winners for i in range(2)]
    assert [s["legend"] for s in row.seats] == [d.legend.code for d in game.decks]
    assert [s["deck_hash"] for s in row.seats] == [h.deck_hash(d) for d in game.decks]
    assert all(s["battlefield"] for s in row.seats)
    mulls = [sum(e.data["n"] for st in c.steps for e in st.events
                 if e.kind == "mulligan" and e.data["player"] == p) for p in range(2)]
    assert [s["mulligans"] for s in row.seats] == mulls
    # the replay file is the game itself, in the replays folder of the data folder
    assert Path(row.replay).parent == h.replays_dir()
    assert load_save(Path(row.replay)).game.hash() == game.hash()
    window._game_over(game.winner)  # the game-over screen again: no second record
    assert len(_rows(window)) == 1


def test_a_concession_against_the_computer_is_recorded_as_one(qtbot, window) -> None:
    window.computer.pace_ms = 0
    assert window.start_game([make_seat("lux", "Ann"), make_seat("garen", "Bo", False, "easy")],
                             3, "duel")
    c = window.controller
    qtbot.waitUntil(lambda: c.game.to_act == 0, timeout=10000)
    assert c.concede(0)
    [row] = _rows(window)
    assert row.ended_by == "concession"
    assert [(s["kind"], s["level"], bool(s["won"])) for s in row.seats] == [
        ("human", None, False), ("computer", "easy", True)]


def test_a_history_that_cannot_be_written_never_stops_the_game(qtbot, window) -> None:
    window.history.store().path.write_bytes(b"garbage " * 500)  # a damaged database
    window.start_default_game(seed=14)
    _play_to_the_end(window, 14)
    assert window.controller.game.is_over
    assert any("match history" in t for t in window.notice.texts)
    assert window.history.recorder.pending_path.exists()  # kept for later


def _two_games(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.computer.pace_ms = 0
    window.start_default_game(seed=14)
    _play_to_the_end(window, 14)
    assert window.start_game([make_seat("lux", "Ann"), make_seat("garen", "Bo", False, "easy")],
                             3, "duel")
    qtbot.waitUntil(lambda: window.controller.game.to_act == 0, timeout=10000)
    window.controller.concede(0)


def test_the_history_page_lists_filters_replays_deletes_and_exports(qtbot, window,
                                                                    tmp_path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    _two_games(qtbot, window)
    window.history_action.trigger()
    page = window.history_page
    assert window.pages.currentWidget() is page
    assert page.table.rowCount() == 2
    assert page.table.item(0, 5).text() == "concession"  # newest first
    page.deck_filter.setCurrentIndex(page.deck_filter.findText("lux"))
    assert page.table.rowCount() == 1
    page.deck_filter.setCurrentIndex(0)
    page.legend_filter.setCurrentIndex(page.legend_filter.findData(
        window.controller.seats[0].deck.legend.code))  # Lux's legend
    assert page.table.rowCount() == 1
    page.legend_filter.setCurrentIndex(0)
    page.table.sortItems(6, Qt.SortOrder.AscendingOrder)  # by turns: the conceded game first
    assert page.table.item(0, 5).text() == "concession"
    # the finished game's replay opens at the table
    row = next(i for i in range(2) if page.table.item(i, 5).text() == "points")
    rect = page.table.visualItemRect(page.table.item(row, 0))
    QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    double_click(page.table.viewport(), rect.center())
    assert window.pages.currentIndex() == 0 and window.replay_bar is not None
    window.close_replay()
    window.history_action.trigger()
    assert page.export(str(tmp_path / "games.csv"))
    assert len((tmp_path / "games.csv").read_text().splitlines()) == 1 + 4
    page.table.selectRow(0)
    assert page.delete_selected(confirm=False)
    assert page.table.rowCount() == 1


def test_a_decks_statistics_page(qtbot, window) -> None:
    _two_games(qtbot, window)
    window.history_action.trigger()
    page = window.history_page
    page.tabs.setCurrentIndex(1)
    page.stats_deck.setCurrentIndex(page.stats_deck.findText("lux"))
    text = page.summary.text()
    assert "0% (0 of 1" in text  # Lux conceded its only game
    assert "likely 0–79%" in text  # one game: the interval says how little it tells
    assert page.legends.rowCount() == 1
    assert len(page.chart.points) == 1


def test_every_game_of_a_match_and_the_match_are_recorded(qtbot, window) -> None:
    import random

    from app.cards.catalog import load_catalog
    from app.engine.face.match import Match, MatchDeck
    from app.ui.controller import Seat
    from app.ui.match_session import install
    from tests.ui.test_match_table import match_decks

    decks = match_decks(random.Random(5), load_catalog())
    seats = [Seat("A", decks[0].spec, False, "easy", decks[0].sideboard),
             Seat("B", decks[1].spec, False, "easy", decks[1].sideboard)]
    match = Match([MatchDeck(s.deck, s.sideboard) for s in seats], 6, ["A", "B"],
                  load_catalog().game_tokens(), victory_score=1)
    window.computer.pace_ms = 0
    install(window, match, seats)
    qtbot.waitUntil(lambda: match.is_over, timeout=30000)
    db = window.history.store().open()
    rows, [m] = sorted(h.games(db), key=lambda r: r.game_no), h.matches(db)
    assert [r.game_no for r in rows] == list(range(1, len(match.records) + 1))
    assert {r.match_key for r in rows} == {m.key}
    assert [next(s["seat"] for s in r.seats if s["won"]) for r in rows] == \
        [rec.winner for rec in match.records]
    assert m.best_of == 3 and m.winner == match.wins.index(2)
    assert Path(m.replay).exists() and load_save(Path(m.replay)).match.is_over
    # the replay of game 2 from the History page: that game, game 1 before it
    window.history_action.trigger()
    page = window.history_page
    row = next(i for i in range(page.table.rowCount())
               if page.table.item(i, 1).text() == "Match, game 2")
    page.table.selectRow(row)
    page.open_replay()
    bar = window.replay_bar
    assert bar is not None and len(bar.games) == 2
    assert bar.games[1].hash() == match.games()[1].hash()


def test_a_damaged_history_is_said_on_the_page_and_can_start_again(qtbot, window) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    store = window.history.store()
    store.path.write_bytes(b"garbage " * 500)
    window.start_default_game(seed=14)
    _play_to_the_end(window, 14)  # kept for later
    window.history_action.trigger()
    page = window.history_page
    assert page.status.isVisible() and "can't be read" in page.status.text()
    assert page.table.rowCount() == 0 and page.fresh_button.isVisible()
    QTest.mouseClick(page.fresh_button, Qt.MouseButton.LeftButton)
    assert page.table.rowCount() == 1  # the game kept meanwhile went in
    damaged = list(store.path.parent.glob("history.sqlite.damaged-*"))
    assert len(damaged) == 1 and damaged[0].read_bytes().startswith(b"garbage")
    assert damaged[0].name in page.status.text() and not page.fresh_button.isVisible()
